/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { refundGatewayAttempt, useGatewayAttempts, type GatewayAttempt } from '../../api/payments-gateway';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { amountLabel } from '../home/labels';
import { Button, Card, Empty, Pill } from '../ui/kit';
import { GatewayRefunds } from './GatewayRefundForm';
import { dateTimeLabel } from './status';

const COLOUR: Record<GatewayAttempt['Status'], string> = { PENDING: 'warning', PAID: 'success', DECLINED: 'error', EXPIRED: 'textMuted', REFUND_DUE: 'error', REFUNDED: 'info' };

/**
 * Staff's view of an order's card / QR gateway payments: every attempt with its provider reference,
 * amount and outcome, what is owed back (paid twice, paid after cancellation) with a refund button,
 * and every notification received (refused ones with their reason).
 */
export function GatewayPayments({ orderId, onDone }: { orderId: string; onDone: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token } = useSnapshot(merchantSession);
  const { data, refetch } = useGatewayAttempts(token, orderId, 'merchant');
  const [busy, setBusy] = useState<string | null>(null);
  const refund = async (attemptId: string, manual: boolean) => {
    setBusy(attemptId);
    try {
      const res = await refundGatewayAttempt(orderId, attemptId, manual);
      if (res.ok) {
        showToast(t(res.data?.Status === 'REFUNDED' ? 'merchant:order.gateway.refunded' : 'merchant:order.gateway.refundPending'), { kind: 'success' });
        await Promise.all([refetch(), onDone()]);
      }
    } finally {
      setBusy(null);
    }
  };
  const owed = new Set(data?.Owed ?? []);
  return (
    <>
      <Card title={t('merchant:order.gateway.attempts')} testId="gateway-attempts">
        {!data?.Attempts.length && <Empty>{t('merchant:order.gateway.none')}</Empty>}
        <div sx={{ display: 'grid', gap: 2 }}>
          {data?.Attempts.map((a) => (
            <div key={a.AttemptId} data-testid="gateway-attempt" sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 2, display: 'grid', gap: 1, fontSize: 1 }}>
              <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <strong>{a.AttemptId} · {a.Provider} · {a.Method}</strong>
                <Pill color={COLOUR[a.Status]}>{t(`merchant:order.gateway.status.${a.Status}`)}</Pill>
              </div>
              <span>{amountLabel(a.Amount, locale)} {a.Currency} · {t('merchant:order.gateway.ref')}: {a.ProviderRef || '–'}</span>
              <span sx={{ color: 'textMuted' }}>{dateTimeLabel(a.CreatedAt, locale)}{a.SettledAt ? ` → ${dateTimeLabel(a.SettledAt, locale)}` : ''}</span>
              {a.Failure && <span sx={{ color: 'error' }}>{a.Failure}</span>}
              {a.RefundRef && <span>{t('merchant:order.gateway.refundRef')}: {a.RefundRef}</span>}
              {owed.has(a.AttemptId) && (
                <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  <Button tone="danger" busy={busy === a.AttemptId} data-testid="gateway-refund" onClick={() => void refund(a.AttemptId, false)}>{t('merchant:order.gateway.refund')}</Button>
                  {a.RefundRef?.startsWith('manual:') && <Button tone="outline" onClick={() => void refund(a.AttemptId, true)}>{t('merchant:order.gateway.refundedByHand')}</Button>}
                </div>
              )}
              <GatewayRefunds orderId={orderId} attempt={a} onDone={() => Promise.all([refetch(), onDone()])} />
            </div>
          ))}
        </div>
      </Card>
      {!!data?.Events?.length && (
        <Card title={t('merchant:order.gateway.events')} testId="gateway-events">
          <div sx={{ display: 'grid', gap: 1, fontSize: 0 }}>
            {data.Events.map((e) => (
              <div key={e.Id} data-testid="gateway-event" data-outcome={e.Outcome} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <span sx={{ color: 'textMuted' }}>{dateTimeLabel(e.At, locale)}</span>
                <strong>{e.Source} · {e.Outcome}</strong>
                {e.Status && <span>{e.Status}</span>}
                {e.Reason && <span sx={{ color: e.Outcome === 'refused' ? 'error' : 'text' }}>{e.Reason}</span>}
              </div>
            ))}
          </div>
        </Card>
      )}
    </>
  );
}
