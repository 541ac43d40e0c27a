/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useResolvedBundle } from '../app/resolved-bundle';
import { LINE_GREEN, LINE_GREEN_DARK } from './line-green';
import { shareLink } from './share';

/** 'Share' for a product or an order page, shown when the tenant's ENABLE_LINE_SHARE is Y. */
export function ShareButton({ text, path }: { text: string; path: string }) {
  const { t } = useTranslation();
  const { flags } = useResolvedBundle();
  if (flags.ENABLE_LINE_SHARE !== 'Y') return null;
  return (
    <button
      type="button"
      data-testid="share"
      onClick={() => void shareLink(text, new URL(path, window.location.origin).href)}
      sx={{ minHeight: 40, px: 3, border: '1px solid', borderColor: LINE_GREEN, color: LINE_GREEN_DARK, bg: 'background', borderRadius: 6, cursor: 'pointer', fontFamily: 'body', fontSize: 2, fontWeight: 'bold' }}
    >
      {t('common:line.share')}
    </button>
  );
}
