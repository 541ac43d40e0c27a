/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../domain/format';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { fetchReconCsv, requeryPayment, runReconciliation, useReconAttempts } from '../../api/payments-reconciliation';
import { merchantSession } from '../../session/merchant-session';
import { isSuperAdmin } from '../../session/roles';
import type { MerchantUser } from '../../session/types';
import { showToast } from '../../widgets/toast-store';
import { saveText } from '../migrations/download';
import { paymentStateLabel } from '../orders/status';
import { Button, Card, Empty, Page, Pill, DateInput } from '../ui/kit';
import { bangkokIsoDay } from '../../../engine';

const today = () => bangkokIsoDay();

/**
 * `/merchant/payments/reconciliation`: a day's gateway payments per provider (status, gateway
 * reference, amount, our order's state) with the mismatches the provider's status query showed;
 * re-query one, run the whole day (super admin), CSV.
 */
export default function ReconciliationScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const { token, user } = useSnapshot(merchantSession);
  const superAdmin = isSuperAdmin(user as MerchantUser | null);
  const [date, setDate] = useState(today);
  const { data = [], refetch, isFetching } = useReconAttempts(token, date);
  const [busy, setBusy] = useState<string | null>(null);
  const mismatched = data.filter((a) => a.Mismatches.length).length;

  const requery = async (id: string) => {
    setBusy(id);
    try { const r = await requeryPayment(id); if (r.ok) { await refetch(); showToast(t('merchant:recon.requeried'), { kind: 'success' }); } } finally { setBusy(null); }
  };
  const runDay = async () => {
    setBusy('run');
    try { const r = await runReconciliation(date); if (r.ok && r.data) { await refetch(); showToast(t('merchant:recon.ran', { attempts: r.data.Attempts, mismatches: r.data.Mismatches }), { kind: 'success' }); } } finally { setBusy(null); }
  };
  const csv = async () => {
    const r = await fetchReconCsv(date);
    if (r.ok && typeof r.data === 'string') saveText(`payments-${date}.csv`, r.data, 'text/csv;charset=utf-8');
  };

  return (
    <Page title={t('merchant:recon.title')} subtitle={t('merchant:recon.subtitle')}
      actions={<Button tone="outline" onClick={() => void csv()}>{t('merchant:recon.csv')}</Button>}>
      <Card>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'end' }}>
          <DateInput label={t('merchant:recon.date')} value={date} onChange={(v) => setDate(v)} />
          {superAdmin && <Button tone="outline" busy={busy === 'run'} onClick={() => void runDay()}>{t('merchant:recon.run')}</Button>}
          <p role="status" sx={{ m: 0 }}>{t('merchant:recon.summary', { count: data.length, mismatched })}</p>
        </div>
      </Card>
      <Card title={t('merchant:recon.payments')}>
        {data.length === 0 ? <Empty>{isFetching ? t('merchant:recon.loading') : t('merchant:recon.empty')}</Empty> : (
          <ul data-testid="recon-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((a) => (
              <li key={a.AttemptId} data-testid={`recon-${a.AttemptId}`} sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1.2fr 1fr 1fr auto'], gap: 2, py: 2, borderTop: '1px solid', borderColor: 'border', alignItems: 'center' }}>
                <div>
                  <strong>{a.OrderID}</strong> <span sx={{ color: 'textMuted', fontSize: 1 }}>{a.AttemptId}</span>
                  <div sx={{ fontSize: 1 }}>{t(`merchant:gateways.providers.${a.Provider}`)} · {a.Method} · {a.SaleUnit}</div>
                </div>
                <div sx={{ fontSize: 1 }}>
                  <div>{t('merchant:recon.amount')}: {formatBaht(a.Amount, i18n.language)}</div>
                  <div sx={{ wordBreak: 'break-all' }}>{t('merchant:recon.ref')}: {a.ProviderRef || '—'}</div>
                </div>
                <div sx={{ fontSize: 1 }}>
                  <div>{t('merchant:recon.attempt')}: {t(`merchant:order.gateway.status.${a.Status}`, { defaultValue: a.Status })}</div>
                  <div>{t('merchant:recon.order')}: {paymentStateLabel(a.OrderPaymentState, i18n.language)}</div>
                  {a.Mismatches.map((m) => (
                    <div key={m.Kind}><Pill color="danger">{t(`merchant:recon.kinds.${m.Kind}`)}</Pill>{m.GatewayAmount !== null && m.Kind === 'AMOUNT_MISMATCH' ? ` ${formatBaht(m.GatewayAmount, i18n.language)}` : ''}</div>
                  ))}
                </div>
                <Button tone="outline" busy={busy === a.AttemptId} onClick={() => void requery(a.AttemptId)} aria-label={t('merchant:recon.requeryOne', { order: a.OrderID })}>{t('merchant:recon.requery')}</Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
