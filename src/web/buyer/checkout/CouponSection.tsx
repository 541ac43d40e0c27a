/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../domain';
import { checkCoupon, couponName, useCoupons } from '../../api/coupons';
import { serverText } from '../../api/server-texts';
import type { Quote } from '../../api/checkout';
import { cartSettled } from '../cart/cart-sync';
import { Button, Card, SectionTitle } from '../shared/ui';

interface Props {
  token: string | null;
  customerCode: string;
  saleUnit: string;
  locale: 'th' | 'en';
  applied: string | null;
  quoteCoupon: Quote['Coupon'];
  onApply: (couponId: string | null) => void;
}

/** Coupon entry and the customer's unused coupons; the server says whether one is valid (status text 'OK'). */
export function CouponSection({ token, customerCode, saleUnit, locale, applied, quoteCoupon, onApply }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { data: coupons = [] } = useCoupons(token, customerCode, saleUnit, true, true);
  const apply = async (id: string) => {
    const code = id.trim();
    if (!code) return;
    setChecking(true);
    setMessage(null);
    // The server checks against its copy of the cart: every change must have reached it.
    await cartSettled();
    const result = await checkCoupon({ customerCode, saleUnit, couponId: code });
    setChecking(false);
    if (result.valid) {
      onApply(code);
      setText('');
    } else setMessage(result.message ? serverText(result.message) : t('buyer:checkout.couponInvalid'));
  };
  // The quote re-checks an applied coupon against the final order and may refuse it later.
  const refused = quoteCoupon && !quoteCoupon.Valid && quoteCoupon.Message ? serverText(quoteCoupon.Message) : null;
  return (
    <Card testId="checkout-coupon">
      <SectionTitle icon="tag">{t('buyer:checkout.coupon')}</SectionTitle>
      {applied ? (
        <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2, bg: 'highlight', borderRadius: 'default' }}>
          <span>
            <strong data-testid="applied-coupon">{applied}</strong>
            {quoteCoupon?.Valid && <span sx={{ color: 'successText', ml: 2 }}>−{formatBaht(quoteCoupon.Discount, locale)}</span>}
          </span>
          <Button variant="ghost" size="small" onClick={() => onApply(null)}>
            {t('buyer:checkout.removeCoupon')}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void apply(text);
          }}
          sx={{ display: 'flex', gap: 2 }}
        >
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label={t('buyer:checkout.couponCode')}
            placeholder={t('buyer:checkout.couponCode')}
            data-testid="coupon-input"
            sx={{ flex: 1, minWidth: 0, fontFamily: 'body', fontSize: 2, px: 2, py: 1, border: '1px solid', borderColor: 'border', borderRadius: 'small' }}
          />
          <Button type="submit" variant="secondary" disabled={checking || !text.trim()} data-testid="coupon-apply">
            {t('buyer:checkout.applyCoupon')}
          </Button>
        </form>
      )}
      {(message || refused) && (
        <p role="alert" data-testid="coupon-message" sx={{ color: 'errorText', fontSize: 1, mb: 0 }}>
          {message ?? refused}
        </p>
      )}
      {!applied && coupons.length > 0 && (
        <ul data-testid="coupon-list" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 2 }}>
          {coupons.map((c) => (
            <li key={c.Coupon.couponid} sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, border: '1px dashed', borderColor: 'primary', borderRadius: 'default' }}>
              <span sx={{ flex: 1, minWidth: 0 }}>
                <strong sx={{ display: 'block' }}>{couponName(c, locale)}</strong>
                <span sx={{ fontSize: 0, color: 'textMuted' }}>
                  {c.Coupon.CouponType === 'percent' ? t('buyer:coupon.percentOff', { value: c.Coupon.Value }) : t('buyer:coupon.bahtOff', { value: formatBaht(Number(c.Coupon.Value ?? 0), locale) })}
                  {Number(c.Coupon.MinimumOrder ?? 0) > 0 && ` · ${t('buyer:coupon.minimum', { value: formatBaht(Number(c.Coupon.MinimumOrder), locale) })}`}
                </span>
              </span>
              <Button size="small" variant="outline" data-testid="coupon-use" disabled={checking} onClick={() => void apply(c.Coupon.couponid)}>
                {t('buyer:checkout.useCoupon')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
