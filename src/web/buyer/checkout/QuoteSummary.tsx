/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatPoints } from '../../../domain';
import type { Quote } from '../../api/checkout';
import { Card, Row } from '../shared/ui';

/** The server's totals: subtotal, promotion and coupon discounts, delivery, VAT, total (or points). */
export function QuoteSummary({ quote, locale, children }: { quote: Quote; locale: 'th' | 'en'; children?: ReactNode }) {
  const { t } = useTranslation();
  const baht = (v: number) => formatBaht(v, locale);
  return (
    <Card testId="checkout-summary" extra={{ position: ['static', 'static', 'sticky'], top: 136 }}>
      <h2 sx={{ fontSize: 3, mt: 0 }}>{t('buyer:cart.summary')}</h2>
      {quote.Mode === 'redeem' ? (
        <>
          <Row label={t('buyer:checkout.pointsToUse')} strong testId="quote-total">
            {formatPoints(quote.PointsTotal, locale, t('common:terms.pointsUnit'))}
          </Row>
          {quote.PointsBalance !== null && <Row label={t('buyer:checkout.pointsBalanceShort')}>{formatPoints(quote.PointsBalance, locale, t('common:terms.pointsUnit'))}</Row>}
        </>
      ) : (
        <>
          <Row label={t('buyer:checkout.subtotal')}>{baht(quote.Subtotal)}</Row>
          {quote.ProductDiscount - (quote.PackageDiscount ?? 0) > 0 && <Row label={t('buyer:checkout.productDiscount')} testId="quote-product-discount">−{baht(quote.ProductDiscount - (quote.PackageDiscount ?? 0))}</Row>}
          {(quote.PackageDiscount ?? 0) > 0 && <Row label={t('buyer:checkout.packageDiscount')} testId="quote-package-discount">−{baht(quote.PackageDiscount ?? 0)}</Row>}
          {quote.BillDiscount > 0 && <Row label={t('buyer:checkout.billDiscount')}>−{baht(quote.BillDiscount)}</Row>}
          {quote.CouponDiscount > 0 && <Row label={t('buyer:checkout.couponDiscount')} testId="quote-coupon-discount">−{baht(quote.CouponDiscount)}</Row>}
          <Row label={t('buyer:checkout.deliveryFee')}>{quote.DeliveryFee > 0 ? baht(quote.DeliveryFee) : t('buyer:checkout.freeDelivery')}</Row>
          <Row label={t('buyer:checkout.total')} strong testId="quote-total">
            {baht(quote.Total)}
          </Row>
          <Row label={t('buyer:checkout.vatIncluded')}>{baht(quote.Vat)}</Row>
        </>
      )}
      {children}
    </Card>
  );
}
