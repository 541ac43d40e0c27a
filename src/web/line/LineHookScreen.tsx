/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../engine';
import { useResolvedBundle } from '../app/resolved-bundle';
import { AuthCard } from '../auth/ui/AuthCard';

/**
 * `/line_hook` opened in a browser: the address is LINE's webhook (POST, signed), so the page says
 * what it is and which URL to give the Messaging API channel.
 */
export default function LineHookScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { id: tenantId } = useResolvedBundle();
  const url = `${window.location.origin}/line_hook?tenantId=${tenantId}`;
  return (
    <AuthCard icon="lock" title={t('common:line.hookTitle')}>
      <p sx={{ mt: 0 }}>{t('common:line.hookText')}</p>
      <code data-testid="line-hook-url" sx={{ display: 'block', p: 2, bg: 'highlight', borderRadius: 4, wordBreak: 'break-all' }}>{url}</code>
    </AuthCard>
  );
}
