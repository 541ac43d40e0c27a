/** Coupons: lock state, validity answers, minimum-order and amount-limit messages, discount. */
import { interpolate } from './format';
import { fromSatang, roundHalfAway, toSatang } from './money';

export const COUPON_MESSAGES = {
  minimumOrder: { key: 'errors:coupon.minimumOrder', en: 'Invalid coupon value: {value} due to minimum order {num}' },
  amountLimit: { key: 'errors:coupon.amountLimit', en: 'Please enter total amount less than or equal to {number}' },
} as const;

/** _lock 'N' unused, 'Y' used. */
export function isCouponUsed(coupon: { _lock?: string | null } | null | undefined): boolean {
  return String(coupon?._lock ?? '').trim().toUpperCase() === 'Y';
}

export function isCouponUsable(coupon: { _lock?: string | null } | null | undefined): boolean {
  return String(coupon?._lock ?? 'N').trim().toUpperCase() !== 'Y';
}

/** CHECK_COUPON_VALID: the client treats status text 'OK' as valid. */
export function isCouponValidResponse(statusText: string | null | undefined): boolean {
  return String(statusText ?? '').trim() === 'OK';
}

export function couponMinimumOrderMessage(value: number | string, minimumOrder: number | string): string {
  return interpolate(COUPON_MESSAGES.minimumOrder.en, { value, num: minimumOrder });
}

export function amountLimitMessage(max: number | string): string {
  return interpolate(COUPON_MESSAGES.amountLimit.en, { number: max });
}

export interface CouponTerms {
  /** 'value' baht off, or 'percent' off the order. */
  type: 'value' | 'percent';
  value: number;
  /** Order total (after promotions) the coupon needs; 0 = none. */
  minimumOrder?: number;
  /** Cap on a percent coupon's discount; 0 = none. */
  maxDiscount?: number;
}

export type CouponCheck =
  | { ok: true; discount: number }
  | { ok: false; key: string; message: string };

/**
 * Whether a coupon applies to an order total and how much it takes off. A coupon never takes the
 * total below 0.
 */
export function applyCoupon(terms: CouponTerms, orderTotal: number): CouponCheck {
  const min = terms.minimumOrder ?? 0;
  if (min > 0 && toSatang(orderTotal) < toSatang(min)) {
    return { ok: false, key: COUPON_MESSAGES.minimumOrder.key, message: couponMinimumOrderMessage(terms.value, min) };
  }
  const total = Math.max(0, toSatang(orderTotal));
  let discount =
    terms.type === 'percent'
      ? roundHalfAway((total * Math.min(100, Math.max(0, terms.value))) / 100)
      : Math.max(0, toSatang(terms.value));
  if (terms.type === 'percent' && (terms.maxDiscount ?? 0) > 0) discount = Math.min(discount, toSatang(terms.maxDiscount ?? 0));
  return { ok: true, discount: fromSatang(Math.min(total, discount)) };
}

/** An amount typed by the user (credit or points to use) must not exceed the allowed maximum. */
export function checkAmountLimit(amount: number, max: number): { ok: true } | { ok: false; key: string; message: string } {
  if (toSatang(amount) <= toSatang(max)) return { ok: true };
  return { ok: false, key: COUPON_MESSAGES.amountLimit.key, message: amountLimitMessage(max) };
}
