/** @jsxImportSource theme-ui */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { useLineDiagnostics, useLineTestMessage } from '../api/line';
import { localeFromPath } from '../app/locale';
import { AuthCard } from '../auth/ui/AuthCard';
import { Field, PrimaryButton } from '../auth/ui/fields';
import { localized } from '../layouts/shared/MenuLink';
import { merchantSession } from '../session/merchant-session';
import { isSuperAdmin } from '../session/roles';
import type { MerchantUser } from '../session/types';
import { showToast } from '../widgets/toast-store';
import { LineSettingsForm } from './LineSettingsForm';

/**
 * `/line/test`: a super admin checks the tenant's LINE set-up — discovery document and keys,
 * messaging channel, webhook secret, return URL, flags — and sends a test message to a linked
 * customer. Secrets are never shown, only where each part comes from.
 */
export default function LineTestScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const merchant = useSnapshot(merchantSession);
  const allowed = Boolean(merchant.token) && isSuperAdmin(merchant.user as MerchantUser | null);
  if (!allowed) return <Navigate to={`${localized('/merchant/login', localeFromPath(location.pathname))}?redirect=/line/test`} replace />;
  return <Diagnostics t={t} />;
}

function Diagnostics({ t }: { t: (k: string, o?: Record<string, unknown>) => string }) {
  const q = useLineDiagnostics();
  const send = useLineTestMessage();
  const [customer, setCustomer] = useState('');
  const d = q.data?.ok ? q.data.data : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!customer.trim()) return;
    const res = await send.mutateAsync(customer.trim());
    if (res.ok && res.data) {
      showToast(res.data.Failed ? t('common:line.sendFlexFailed') : res.data.Sent ? t('common:message.messagesSent') : res.data.Message, { kind: res.data.Sent ? 'success' : 'error' });
      void q.refetch();
    }
  };
  return (
    <AuthCard icon="lock" title={t('common:line.testTitle')}>
      {d && (
        <div data-testid="line-test">
          <p sx={{ mt: 0, fontSize: 1, color: 'textMuted' }}>{d.TenantId} · LINE Login: {d.Login} · Messaging: {d.Messaging}</p>
          <ul sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {d.Checks.map((c) => (
              <li key={c.Name} data-testid={`check-${c.Name}`} sx={{ display: 'flex', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border', fontSize: 1 }}>
                <strong sx={{ color: c.Ok ? 'successText' : 'errorText', minWidth: 64 }}>{c.Ok ? t('common:line.testOk') : t('common:line.testFail')}</strong>
                <span sx={{ minWidth: 110 }}>{c.Name}</span>
                <span sx={{ color: 'textMuted', wordBreak: 'break-all' }}>{c.Detail}</span>
              </li>
            ))}
            {Object.entries(d.Flags).map(([flag, on]) => (
              <li key={flag} sx={{ display: 'flex', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border', fontSize: 1 }}>
                <strong sx={{ color: on ? 'successText' : 'warningText', minWidth: 64 }}>{on ? 'Y' : 'N'}</strong><span>{flag}</span>
              </li>
            ))}
          </ul>
          <p sx={{ fontSize: 1 }}>Webhook URL: <code sx={{ wordBreak: 'break-all' }}>{d.WebhookUrl}</code></p>
          <p sx={{ fontSize: 1 }}>{d.LinkedAccounts} linked · {t('common:line.failedPushes')}: {d.FailedPushes}</p>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('common:line.testCustomer')} name="customer" value={customer} onChange={setCustomer} />
        <PrimaryButton busy={send.isPending}>{t('common:line.testSend')}</PrimaryButton>
      </form>
      <LineSettingsForm />
    </AuthCard>
  );
}
