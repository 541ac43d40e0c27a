/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { orderQuery } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { gatewayOrderId } from './gateway-outcome';
import { PaymentOutcome } from './PaymentOutcome';
import { ThaiQr } from './ThaiQr';

const POLL_MS = 5000;

/**
 * `/payment/qrcode/ipone?orderid=`: a full-screen Thai QR for one order, made for showing on a phone
 * at the counter. It watches the order and turns into the outcome once the centre confirms payment.
 */
export default function QrPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = gatewayOrderId(search);
  const saleUnit = search.get('saleunit') ?? '';
  const { token, locale } = useBuyer();
  const { data } = useQuery({
    ...orderQuery(token, orderId, saleUnit || null),
    refetchInterval: (q) => (q.state.data?.Order.Status === 'PENDING_PAYMENT' ? POLL_MS : false),
  });
  if (!orderId) {
    return (
      <Card testId="qr-no-order">
        <EmptyState icon="info" title={t('buyer:payment.chooseOrder')} action={<Link to={localized('/payment/slip', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:payment.awaitingList')}</Link>} />
      </Card>
    );
  }
  const o = data?.Order;
  if (o && o.Status !== 'PENDING_PAYMENT') return <PaymentOutcome kind={o.Status === 'CANCELLED' ? 'failed' : 'success'} orderId={orderId} saleUnit={o.SaleUnit} />;
  return (
    <div data-testid="qr-payment">
      <PageTitle sub={t('buyer:order.number', { id: orderId })}>{t('buyer:payment.qrTitle')}</PageTitle>
      <Card extra={{ maxWidth: 520, mx: 'auto' }}>
        <ThaiQr token={token} orderId={orderId} locale={locale} />
        <p sx={{ textAlign: 'center', fontSize: 1, color: 'textMuted' }}>{t('buyer:payment.qrAfter')}</p>
      </Card>
    </div>
  );
}
