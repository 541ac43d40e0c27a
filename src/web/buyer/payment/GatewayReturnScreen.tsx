/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { orderQuery } from '../../api/orders';
import { Card, EmptyState } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { gatewayOrderId, gatewayOutcome } from './gateway-outcome';
import { PaymentOutcome } from './PaymentOutcome';

/** While the bank has not confirmed, look again this often. */
const POLL_MS = 5000;

/**
 * Where a card/bank gateway sends the buyer back: `/payment/kbank/callback/{type?}/{saleunit?}?orderid=`
 * and the older `/paymentkbank/callback/{type?}/{orderid?}/{saleunit?}`. The outcome comes from the
 * server's order (the redirect itself proves nothing) and is looked up again until it settles.
 */
export default function GatewayReturnScreen() {
  const { t } = useTranslation();
  const { type, orderid, saleunit } = useParams();
  const [search] = useSearchParams();
  const orderId = orderid || gatewayOrderId(search);
  const { token } = useBuyer();
  const hint = search.get('status') ?? type;
  const { data } = useQuery({
    ...orderQuery(token, orderId, saleunit || null),
    refetchInterval: (q) => {
      const o = q.state.data?.Order;
      return o && gatewayOutcome(hint, { status: o.Status, paymentState: o.PaymentState }) === 'pending' ? POLL_MS : false;
    },
  });
  if (!orderId) return <Card testId="gateway-no-order"><EmptyState icon="info" title={t('buyer:payment.gatewayNoOrder')} /></Card>;
  const o = data?.Order;
  const kind = gatewayOutcome(hint, o ? { status: o.Status, paymentState: o.PaymentState } : null);
  return (
    <div data-testid="gateway-return">
      <PaymentOutcome kind={kind} orderId={orderId} saleUnit={saleunit ?? ''} />
      {kind === 'pending' && <p sx={{ textAlign: 'center', color: 'textMuted', fontSize: 1 }}>{t('buyer:payment.gatewayWaiting')}</p>}
    </div>
  );
}
