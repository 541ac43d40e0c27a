/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLineLoginUrl } from '../api/line';
import { goTo } from './line-login';
import { LINE_GREEN_DARK } from './line-green';

/**
 * LINE's green button: starts LINE sign-in (`entry` gateway inside LINE), in LINE_GREEN_DARK as the
 * staff 'Link LINE' button (white text at 5:1; LINE's own green gives 2.3:1).
 */
export function LineSignInButton({ entry = 'web', autoFocus }: { entry?: 'web' | 'gateway'; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const res = await fetchLineLoginUrl(entry);
    if (res.ok && res.data?.url) goTo(res.data.url);
    else setBusy(false);
  };
  return (
    <button
      type="button"
      data-testid="line-sign-in"
      autoFocus={autoFocus}
      disabled={busy}
      onClick={() => void start()}
      sx={{
        width: '100%', minHeight: 44, border: 0, borderRadius: 6, bg: LINE_GREEN_DARK, color: '#fff', fontSize: 2,
        fontWeight: 'bold', cursor: 'pointer',
        '&:hover': { bg: '#006b30' }, '&:disabled': { opacity: 0.7, cursor: 'wait' },
      }}
    >
      {t('common:line.signIn')}
    </button>
  );
}
