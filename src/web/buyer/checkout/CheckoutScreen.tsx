/** @jsxImportSource theme-ui */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { canUpdateAddress, type CheckoutMethod } from '../../../domain';
import { useAddresses } from '../../api/addresses';
import { fetchQuote } from '../../api/checkout';
import { placeOrder } from '../../api/orders';
import { serverText } from '../../api/server-texts';
import { localized } from '../../layouts/shared/MenuLink';
import { cartStore, dropLines } from '../../stores/cart';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { cartSettled } from '../cart/cart-sync';
import { formatMoneyOrPoints } from '../shared/price';
import { StickyBar } from '../shared/StickyBar';
import { Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { AddressSection } from './AddressSection';
import { afterOrderPath } from './after-order';
import { goToGateway } from './gateway-redirect';
import { CouponSection } from './CouponSection';
import { CheckoutAttempt } from './idempotency';
import { PaymentSection } from './PaymentSection';
import { QuoteLines } from './QuoteLines';
import { QuoteSummary } from './QuoteSummary';
import { PackageSection } from './PackageSection';

/**
 * `/checkout/adv`: delivery and billing address, the server's quote of the selected cart lines
 * (promotions, free items, discounts, coupon, fee, totals — never computed here), coupon, payment
 * method, remark; 'Place order' sends one request with an Idempotency-Key kept for this attempt.
 */
export default function CheckoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, user, viewer, locale, redeem } = useBuyer();
  const { lines } = useSnapshot(cartStore);
  const customerCode = user?.CUSTOMERCODE ?? '';
  const saleUnit = viewer.saleUnit ?? '';
  const mode: 'sales' | 'redeem' = redeem ? 'redeem' : 'sales';
  const addresses = useAddresses(token, customerCode);
  const [shipTo, setShipTo] = useState<string | null>(null);
  const [billTo, setBillTo] = useState<string | null>(null);
  const [couponId, setCouponId] = useState<string | null>(null);
  const [method, setMethod] = useState<CheckoutMethod | null>(null);
  const [remark, setRemark] = useState('');
  const [taxInvoice, setTaxInvoice] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [usePackages, setUsePackages] = useState(false);
  const attempt = useRef(new CheckoutAttempt());
  const selected = lines.filter((l) => l.selected);
  const orderLines = selected.map((l) => ({ P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3 }));

  useEffect(() => {
    const active = (addresses.data ?? []).filter((a) => a.Active === 'Y');
    if (!shipTo) setShipTo(active.find((a) => a.Address_Type === 'S')?._id ?? active.find((a) => a.Address_Type === 'C')?._id ?? null);
    if (!billTo) setBillTo(active.find((a) => a.Address_Type === 'B')?._id ?? null);
  }, [addresses.data, shipTo, billTo]);

  const cartVersion = useMemo(() => JSON.stringify(selected), [selected]);
  const quoteQuery = useQuery({
    queryKey: ['checkout', 'quote', viewer, cartVersion, couponId, method, shipTo, usePackages],
    queryFn: async () => {
      await cartSettled();
      return fetchQuote({ mode, couponId, paymentMethod: method, shipToCode: shipTo, lines: orderLines, usePackages: usePackages && mode === 'sales' });
    },
    enabled: !!token && selected.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const quote = quoteQuery.data ?? null;

  useEffect(() => {
    // The first method the server allows is chosen for the buyer; a method it no longer allows is dropped.
    if (!quote) return;
    const allowed = quote.PaymentMethods.filter((o) => !o.Disabled);
    if (!method || !allowed.some((o) => o.Method === method)) setMethod(allowed[0]?.Method ?? null);
  }, [quote, method]);

  if (selected.length === 0) {
    return (
      <Card>
        <EmptyState icon="cart" testId="checkout-empty" title={t('buyer:checkout.nothing')} action={<Link to={localized('/cart', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('common:title.cart')}</Link>} />
      </Card>
    );
  }

  const place = async () => {
    if (!quote || !method || !shipTo) return;
    const body = {
      mode,
      paymentMethod: method,
      shipToCode: shipTo,
      billToCode: billTo ?? undefined,
      couponId: couponId ?? undefined,
      remark: remark.trim() || undefined,
      needTaxInvoice: taxInvoice,
      expectedTotal: mode === 'redeem' ? quote.PointsTotal : quote.Total,
      lines: orderLines,
      ...(usePackages && mode === 'sales' ? { usePackages: true } : {}),
    };
    const key = attempt.current.keyFor(body);
    setPlacing(true);
    try {
      const res = await withLoadingOverlay(async () => {
        await cartSettled();
        return placeOrder(body, key);
      });
      if (res.ok && res.data) {
        dropLines(res.data.Lines.map((l) => l.P_Code));
        await queryClient.invalidateQueries({ queryKey: ['orders'] });
        showToast(t('buyer:checkout.placed', { id: res.data.Order.OrderID }), { kind: 'success' });
        // Card / QR gateways: on to the provider's page ('' = leaving the app).
        const gateway = await goToGateway(res.data, locale);
        if (gateway === '') return;
        navigate(localized(gateway ?? afterOrderPath(res.data), locale), { replace: true });
      } else {
        // The fetch wrapper showed the server's reason (e.g. the line that is short); the quote shows where.
        await quoteQuery.refetch();
      }
    } finally {
      setPlacing(false);
    }
  };

  const canEdit = canUpdateAddress(user);
  return (
    <div data-testid="checkout">
      <PageTitle>{t(redeem ? 'buyer:checkout.redeemTitle' : 'common:title.checkout')}</PageTitle>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', 'minmax(0, 1fr) 360px'], gap: 3, alignItems: 'start' }}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <AddressSection addresses={addresses.data ?? []} loading={addresses.isPending} shipTo={shipTo} billTo={billTo} onShipTo={setShipTo} onBillTo={setBillTo} locale={locale} canEdit={canEdit} />
          {quote ? <QuoteLines quote={quote} locale={locale} /> : <Card><Skeleton height={160} /></Card>}
          {!redeem && <CouponSection token={token} customerCode={customerCode} saleUnit={saleUnit} locale={locale} applied={couponId} quoteCoupon={quote?.Coupon ?? null} onApply={setCouponId} />}
          {!redeem && <PackageSection quote={quote} use={usePackages} onUse={setUsePackages} />}
          <PaymentSection quote={quote} method={method} onMethod={setMethod} locale={locale} />
          <Card>
            <label sx={{ display: 'block', fontWeight: 'bold', mb: 1 }} htmlFor="order-remark">
              {t('buyer:checkout.remark')}
            </label>
            <textarea id="order-remark" value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} rows={2} sx={{ width: '100%', fontFamily: 'body', fontSize: 2, p: 2, border: '1px solid', borderColor: 'border', borderRadius: 'small', resize: 'vertical' }} />
            {!redeem && (
              <label sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, cursor: 'pointer' }}>
                <input type="checkbox" checked={taxInvoice} onChange={(e) => setTaxInvoice(e.target.checked)} sx={{ accentColor: 'primary' }} />
                {t('buyer:checkout.taxInvoice')}
              </label>
            )}
          </Card>
        </div>
        {quote ? (
          <QuoteSummary quote={quote} locale={locale}>
            {quote.PaymentProblem && <p role="alert" sx={{ color: 'infoText', fontSize: 1 }}>{serverText(quote.PaymentProblem)}</p>}
            <Button block size="large" data-testid="place-order" disabled={!quote.CanPlace || !shipTo || placing || quoteQuery.isFetching} onClick={() => void place()}>
              {t(redeem ? 'buyer:checkout.redeemNow' : 'buyer:checkout.placeOrder')}
            </Button>
          </QuoteSummary>
        ) : (
          <Card><Skeleton height={220} /></Card>
        )}
      </div>
      {quote && (
        <StickyBar label={t('buyer:checkout.total')} value={formatMoneyOrPoints(redeem ? quote.PointsTotal : quote.Total, redeem ? 'redeem' : 'sales', locale, t('common:terms.pointsUnit'))}>
          <Button disabled={!quote.CanPlace || !shipTo || placing || quoteQuery.isFetching} onClick={() => void place()}>
            {t(redeem ? 'buyer:checkout.redeemNow' : 'buyer:checkout.placeOrder')}
          </Button>
        </StickyBar>
      )}
    </div>
  );
}
