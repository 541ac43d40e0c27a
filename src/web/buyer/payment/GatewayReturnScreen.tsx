/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isGatewayMethod } from '../../../domain';
import { orderQuery } from '../../api/orders';
import { gatewayAttemptsQuery, startGatewayPayment } from '../../api/payments-gateway';
import { leaveFor } from '../checkout/gateway-redirect';
import { Card, EmptyState, Skeleton } from '../shared/ui';
import { QrCard } from './ThaiQr';
import { useBuyer } from '../shared/use-viewer';
import { gatewayOrderId, gatewayOutcome } from './gateway-outcome';
import { PaymentOutcome } from './PaymentOutcome';

/** While the bank has not confirmed, look again this often. */
const POLL_MS = 5000;

/**
 * Where a card/bank gateway sends the buyer back: `/payment/kbank/callback/{type?}/{saleunit?}?orderid=`
 * and the older `/paymentkbank/callback/{type?}/{orderid?}/{saleunit?}`. The outcome comes from the
 * server's order and its latest gateway attempt (the redirect itself proves nothing) and is looked
 * up again until it settles. An unpaid gateway order whose attempt failed can be paid again.
 */
export default function GatewayReturnScreen() {
  const { t } = useTranslation();
  const { type, orderid, saleunit } = useParams();
  const [search] = useSearchParams();
  const orderId = orderid || gatewayOrderId(search);
  const { token, locale } = useBuyer();
  const hint = search.get('status') ?? type;
  const [retrying, setRetrying] = useState(false);
  const attempts = useQuery({ ...gatewayAttemptsQuery(token, orderId), refetchInterval: POLL_MS });
  const latest = attempts.data?.Attempts.at(-1) ?? null;
  const { data, isPending } = useQuery({
    ...orderQuery(token, orderId, saleunit || null),
    refetchInterval: (q) => {
      const o = q.state.data?.Order;
      return o && gatewayOutcome(hint, { status: o.Status, paymentState: o.PaymentState }, latest) === 'pending' ? POLL_MS : false;
    },
  });
  if (!orderId) return <Card testId="gateway-no-order"><EmptyState icon="info" title={t('buyer:payment.gatewayNoOrder')} /></Card>;
  // Until the server has answered, the URL's word is all there is: a declined card showed 'Payment failed', then
  // 'Waiting for your payment' once the still-pending attempt arrived, then failed again. Show nothing until then.
  if (token && (isPending || attempts.isPending)) return <Card testId="gateway-return-loading"><Skeleton height={240} /></Card>;
  const o = data?.Order;
  const kind = gatewayOutcome(hint, o ? { status: o.Status, paymentState: o.PaymentState } : null, latest);
  // A provider that pays by QR without a page of its own (KBank Thai QR): its code is scanned here.
  const qr = kind === 'pending' && latest?.Status === 'PENDING' && latest.QrPayload && !latest.RedirectUrl
    ? { Payload: latest.QrPayload, Amount: latest.Amount, ExpiresAt: latest.ExpiresAt, Expired: false }
    : null;
  const canRetry = kind === 'failed' && !!o && o.Status === 'PENDING_PAYMENT' && isGatewayMethod(o.PaymentMethod);
  const retry = async () => {
    setRetrying(true);
    try {
      const res = await startGatewayPayment(orderId, locale);
      if (res.ok && res.data?.RedirectUrl) leaveFor(res.data.RedirectUrl);
      // A QR-only provider: the new attempt's code is drawn here.
      else if (res.ok && res.data?.QrPayload) await attempts.refetch();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div data-testid="gateway-return">
      <PaymentOutcome kind={kind} orderId={orderId} saleUnit={saleunit ?? ''} />
      {qr && <div sx={{ my: 3 }}><QrCard qr={qr} locale={locale} /></div>}
      {kind === 'pending' && <p sx={{ textAlign: 'center', color: 'textMuted', fontSize: 1 }}>{t('buyer:payment.gatewayWaiting')}</p>}
      {canRetry && (
        <div sx={{ textAlign: 'center', mt: 3 }}>
          <button type="button" data-testid="gateway-retry" disabled={retrying} onClick={() => void retry()} sx={{ variant: 'buttons.primary', px: 4, py: 2 }}>
            {t('buyer:payment.gatewayRetry')}
          </button>
        </div>
      )}
    </div>
  );
}
