/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatBaht, formatPoints, isGatewayMethod } from '../../../domain';
import { addressText } from '../../api/addresses';
import { cancelOrder, type OrderDetail, type OrderParty } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { orderDateTime } from '../payment/dates';
import { Badge, Button, Card, Row, SectionTitle } from '../shared/ui';
import { StatusBadge } from './status';
import { Timeline } from './Timeline';
import { useBuyAgain } from './use-buy-again';
import { RepeatOrderForm } from '../subscriptions/RepeatOrderForm';
import { ShareButton } from '../../line/ShareButton';
import { lineQuantities } from '../../app/quantity';
import { goToGateway } from '../checkout/gateway-redirect';

function party(p: OrderParty): string {
  // The order keeps the address as addresses/store.ts `orderParty` copied it (Town/Ampher/Province names, ZipCode).
  return addressText({ Address_: p.Address ?? '', TownName: p.Town, AmpherName: p.Ampher, ProvinceName: p.Province, PostalCode: p.ZipCode });
}


/** Everything about one order: status and timeline, lines, totals, addresses, payment, and what the buyer may do. */
export function OrderDetailView({ detail, locale }: { detail: OrderDetail; locale: 'th' | 'en' }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const buyAgain = useBuyAgain();
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  // The button that opens the reason box (or the repeat form) is replaced by it: closing it gives
  // the focus back to the button (else it fell to the page's top for a keyboard or screen-reader user).
  const cancelButton = useFocusBackOnClose(cancelling);
  const [repeating, setRepeating] = useState(false);
  const repeatButton = useFocusBackOnClose(repeating);
  const o = detail.Order;
  const redeem = o.Mode === 'redeem';
  const money = (v: number) => formatBaht(v, locale);
  const id = encodeURIComponent(o.OrderID);
  const su = encodeURIComponent(o.SaleUnit);
  const needsSlip = o.Status === 'PENDING_PAYMENT' && (o.PaymentState === 'AWAITING_PAYMENT' || o.PaymentState === 'SLIP_REJECTED');
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  // A card/QR gateway order left unpaid (declined, abandoned, expired) is paid from here too, not only from the return page:
  // the server resumes a pending attempt or opens a new one; when the provider cannot be reached, the return page says so.
  const payByGateway = async () => {
    setPaying(true);
    try {
      const back = await goToGateway(detail, locale);
      if (back) void navigate(localized(back, locale));
    } finally {
      setPaying(false);
    }
  };
  const cancel = async () => {
    const res = await withLoadingOverlay(() => cancelOrder(o.OrderID, o.SaleUnit, reason.trim()));
    if (res.ok) {
      setCancelling(false);
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  };
  return (
    <div data-testid="order-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card>
        <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, flexWrap: 'wrap', mb: 3 }}>
          <div>
            <h1 sx={{ fontSize: [4, 5], m: 0 }}>{t('buyer:order.number', { id: o.OrderID })}</h1>
            <div sx={{ color: 'textMuted', fontSize: 1 }}>{orderDateTime(o.OrderDate, locale)}</div>
          </div>
          <div sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusBadge status={o.Status} label={o.StatusLabel[locale]} />
            {/* 'Awaiting payment' is both a status and a payment state: say it once. */}
            {o.PaymentStateLabel[locale] !== o.StatusLabel[locale] && <Badge tone="muted">{o.PaymentStateLabel[locale]}</Badge>}
          </div>
        </div>
        <Timeline steps={detail.Timeline} locale={locale} direction="horizontal" />
        {o.CancelReason && <p sx={{ color: 'errorText', mb: 0 }}>{t('buyer:order.cancelReason', { reason: o.CancelReason })}</p>}
        <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
          {needsSlip && o.PaymentMethod === 'BANK' && (
            <Link to={localized(`/payment/upload/slip/${su}?orderid=${id}`, locale)} data-testid="pay-now" sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none' }}>{t('buyer:payment.uploadTitle')}</Link>
          )}
          {needsSlip && o.PaymentMethod === 'THAIQR' && (
            <Link to={localized(`/payment/THAIQR/pending/${id}/${su}`, locale)} data-testid="pay-now" sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none' }}>{t('buyer:payment.qrTitle')}</Link>
          )}
          {needsSlip && isGatewayMethod(o.PaymentMethod) && (
            <Button data-testid="pay-now" disabled={paying} onClick={() => void payByGateway()}>{t('buyer:payment.pay')}</Button>
          )}
          <Link to={localized(`/order/tracking/${id}`, locale)} sx={{ variant: 'buttons.outline', px: 3, py: 2, textDecoration: 'none' }}>{t('buyer:order.track')}</Link>
          <Button variant="ghost" onClick={() => void buyAgain(o.OrderID, o.SaleUnit)}>{t('common:menu.buyAgain')}</Button>
          <ShareButton text={t('buyer:order.number', { id: o.OrderID })} path={`/history/${id}/${su}`} />
          {!redeem && !repeating && <Button ref={repeatButton} variant="ghost" data-testid="repeat-order" onClick={() => setRepeating(true)}>{t('buyer:subscription.repeat')}</Button>}
          {detail.AllowedActions.includes('cancel') && !cancelling && (
            <Button ref={cancelButton} variant="danger" data-testid="cancel-order" onClick={() => setCancelling(true)}>{t('buyer:order.cancel')}</Button>
          )}
        </div>
        {repeating && <RepeatOrderForm orderId={o.OrderID} locale={locale} onClose={() => setRepeating(false)} />}
        {cancelling && (
          <form onSubmit={(e) => { e.preventDefault(); void cancel(); }} sx={{ mt: 3, p: 3, bg: 'muted', borderRadius: 'default', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <label htmlFor="cancel-reason" sx={{ fontWeight: 'bold' }}>{t('buyer:order.cancelWhy')}</label>
            <textarea id="cancel-reason" autoFocus required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} sx={{ fontFamily: 'body', fontSize: 2, p: 2, border: '1px solid', borderColor: 'border', borderRadius: 'small' }} />
            <div sx={{ display: 'flex', gap: 2 }}>
              <Button type="submit" variant="danger" disabled={!reason.trim()}>{t('buyer:order.confirmCancel')}</Button>
              <Button variant="ghost" onClick={() => setCancelling(false)}>{t('common:action.cancel')}</Button>
            </div>
          </form>
        )}
      </Card>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', 'minmax(0, 1fr) 340px'], gap: 3, alignItems: 'start' }}>
        <Card>
          <SectionTitle icon="cart">{t('buyer:checkout.items', { count: detail.Lines.filter((l) => !l.IsFree).length })}</SectionTitle>
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {detail.Lines.map((l) => (
              <li key={l.LineNo} data-testid="order-line" sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, py: 2, borderBottom: '1px solid', borderColor: 'muted' }}>
                <div sx={{ minWidth: 0 }}>
                  <Link to={localized(`/product/${encodeURIComponent(l.P_Code)}`, locale)} sx={{ fontWeight: 'bold', color: 'text' }}>{locale === 'en' && l.ProductNameEn ? l.ProductNameEn : l.ProductName}</Link>
                  {l.IsFree && <span sx={{ ml: 2 }}><Badge tone="success">{t('buyer:checkout.free')}</Badge></span>}
                  <div sx={{ fontSize: 1, color: 'textMuted' }}>{lineQuantities(i18n, l, [1, 2, 3])}</div>
                </div>
                <strong sx={{ whiteSpace: 'nowrap' }}>{redeem ? formatPoints(l.Points, locale, t('common:terms.pointsUnit')) : money(l.Net)}</strong>
              </li>
            ))}
          </ul>
        </Card>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Card>
            {redeem ? (
              <Row label={t('buyer:checkout.pointsToUse')} strong>{formatPoints(o.PointsTotal, locale, t('common:terms.pointsUnit'))}</Row>
            ) : (
              <>
                <Row label={t('buyer:checkout.subtotal')}>{money(o.Subtotal)}</Row>
                {o.ProductDiscount > 0 && <Row label={t('buyer:checkout.productDiscount')}>−{money(o.ProductDiscount)}</Row>}
                {o.BillDiscount > 0 && <Row label={t('buyer:checkout.billDiscount')}>−{money(o.BillDiscount)}</Row>}
                {o.CouponDiscount > 0 && <Row label={t('buyer:checkout.couponDiscount')}>−{money(o.CouponDiscount)}</Row>}
                <Row label={t('buyer:checkout.deliveryFee')}>{money(o.DeliveryFee)}</Row>
                <Row label={t('buyer:checkout.total')} strong testId="order-total">{money(o.Total)}</Row>
                <Row label={t('buyer:checkout.vatIncluded')}>{money(o.Vat)}</Row>
                {o.PointsEarned > 0 && <Row label={t('buyer:order.pointsEarned')}>{formatPoints(o.PointsEarned, locale, t('common:terms.pointsUnit'))}</Row>}
              </>
            )}
            <Row label={t('buyer:checkout.payment')}>{t(`common:payment.${o.PaymentMethod}`, o.PaymentMethodLabel[locale])}</Row>
          </Card>
          <Card>
            <h3 sx={{ fontSize: 2, mt: 0 }}>{t('buyer:checkout.deliverTo')}</h3>
            <p data-i18n-data sx={{ m: 0 }}><strong>{String(detail.ShipTo.Name ?? '')}</strong></p>
            <p data-i18n-data sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{party(detail.ShipTo)}</p>
            {detail.Rider && <p data-i18n-data sx={{ fontSize: 1 }}>{t('buyer:order.rider', { name: detail.Rider.Name, phone: detail.Rider.MobileNo })}</p>}
          </Card>
        </div>
      </div>
    </div>
  );
}

/** A ref for the button that opens a panel: it gets the focus back when `open` turns false. */
function useFocusBackOnClose(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}
