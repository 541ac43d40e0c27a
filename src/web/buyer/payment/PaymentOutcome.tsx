/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht, formatPoints } from '../../../domain';
import { useOrder } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { Card, Row, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

export type OutcomeKind = 'success' | 'submitted' | 'pending' | 'failed';

export function outcomeOf(status: string | undefined): OutcomeKind {
  const s = (status ?? '').toLowerCase();
  if (['fail', 'failed', 'error', 'cancel', 'cancelled'].includes(s)) return 'failed';
  if (['submitted', 'slip'].includes(s)) return 'submitted';
  if (['pending', 'waiting'].includes(s)) return 'pending';
  return 'success';
}

const TONE: Record<OutcomeKind, string> = { success: 'success', submitted: 'info', pending: 'warning', failed: 'error' };

/** The outcome of a payment: what happened, the order it belongs to, and where to go next. */
export function PaymentOutcome({ kind, orderId, saleUnit }: { kind: OutcomeKind; orderId: string; saleUnit: string }) {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data: order, isPending } = useOrder(token, orderId, saleUnit || null);
  const id = encodeURIComponent(orderId);
  const su = encodeURIComponent(order?.Order.SaleUnit ?? saleUnit);
  return (
    <Card testId="payment-outcome" extra={{ maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <div sx={{ display: 'inline-flex', width: 80, height: 80, borderRadius: '50%', bg: TONE[kind], color: 'background', alignItems: 'center', justifyContent: 'center', mb: 3 }}>
        <Icon name={kind === 'failed' ? 'close' : kind === 'success' ? 'check' : 'info'} size={48} />
      </div>
      <h1 data-testid="outcome-title" data-kind={kind} sx={{ fontSize: [4, 5], m: 0, mb: 2 }}>{t(`buyer:payment.outcome.${kind}`)}</h1>
      {/* The spec's message in the page's language (errors:paymentFailed); without an order there is no '(saleCode)' to show. */}
      {kind === 'failed' && orderId && <p role="alert" sx={{ color: 'errorText' }}>{t('errors:paymentFailed', { saleCode: orderId })}</p>}
      {orderId && (isPending ? <Skeleton height={80} /> : order && (
        <div sx={{ textAlign: 'left', my: 3 }}>
          <Row label={t('buyer:order.numberShort')}>{order.Order.OrderID}</Row>
          <Row label={t('buyer:order.status')} testId="outcome-status">{order.Order.StatusLabel[locale]}</Row>
          <Row label={t('buyer:payment.state')}>{order.Order.PaymentStateLabel[locale]}</Row>
          <Row label={t('common:label.total')} strong>
            {order.Order.Mode === 'redeem' ? formatPoints(order.Order.PointsTotal, locale, t('common:terms.pointsUnit')) : formatBaht(order.Order.Total, locale)}
          </Row>
        </div>
      ))}
      <div sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {orderId && (
          <Link to={localized(`/history/${id}/${su}`, locale)} data-testid="outcome-order" sx={{ variant: 'buttons.primary', px: 4, py: 2, textDecoration: 'none' }}>
            {t('buyer:payment.viewOrder')}
          </Link>
        )}
        <Link to={localized('/product', locale)} sx={{ variant: 'buttons.outline', px: 4, py: 2, textDecoration: 'none' }}>
          {t('buyer:payment.continueShopping')}
        </Link>
      </div>
    </Card>
  );
}
