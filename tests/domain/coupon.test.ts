import { describe, expect, it } from 'vitest';
import { amountLimitMessage, applyCoupon, checkAmountLimit, couponMinimumOrderMessage, isCouponUsable, isCouponUsed, isCouponValidResponse } from '../../src/domain/coupon';

describe('coupons', () => {
  it('reads _lock N as unused and Y as used', () => {
    expect(isCouponUsed({ _lock: 'Y' })).toBe(true);
    expect(isCouponUsed({ _lock: 'N' })).toBe(false);
    expect(isCouponUsable({ _lock: 'N' })).toBe(true);
    expect(isCouponUsable({ _lock: 'Y' })).toBe(false);
  });

  it('treats only status text OK as valid', () => {
    expect(isCouponValidResponse('OK')).toBe(true);
    expect(isCouponValidResponse('Coupon expired')).toBe(false);
    expect(isCouponValidResponse(null)).toBe(false);
  });

  it('writes the spec’s messages', () => {
    expect(couponMinimumOrderMessage(100, 500)).toBe('Invalid coupon value: 100 due to minimum order 500');
    expect(amountLimitMessage(2500)).toBe('Please enter total amount less than or equal to 2500');
  });

  it('refuses a coupon under its minimum order and discounts otherwise', () => {
    expect(applyCoupon({ type: 'value', value: 100, minimumOrder: 500 }, 499.99)).toEqual({
      ok: false, key: 'errors:coupon.minimumOrder', message: 'Invalid coupon value: 100 due to minimum order 500',
    });
    expect(applyCoupon({ type: 'value', value: 100, minimumOrder: 500 }, 500)).toEqual({ ok: true, discount: 100 });
    expect(applyCoupon({ type: 'value', value: 100 }, 60)).toEqual({ ok: true, discount: 60 });
    expect(applyCoupon({ type: 'percent', value: 15 }, 333.33)).toEqual({ ok: true, discount: 50 });
    expect(applyCoupon({ type: 'percent', value: 50, maxDiscount: 200 }, 1000)).toEqual({ ok: true, discount: 200 });
  });

  it('limits a typed amount', () => {
    expect(checkAmountLimit(100, 100)).toEqual({ ok: true });
    expect(checkAmountLimit(100.01, 100)).toMatchObject({ ok: false, message: 'Please enter total amount less than or equal to 100' });
  });
});

describe('coupon edges (found by mutation testing)', () => {
  it('reads the lock with spaces and in any case, and no coupon as not used', () => {
    expect(isCouponUsed({ _lock: ' y ' })).toBe(true);
    expect(isCouponUsable({ _lock: 'Y ' })).toBe(false);
    expect(isCouponUsed(null)).toBe(false);
    expect(isCouponUsable(undefined)).toBe(true);
  });

  it('accepts the validity answer OK with spaces around it', () => {
    expect(isCouponValidResponse(' OK ')).toBe(true);
  });

  it('caps only a percent coupon: a value coupon takes its full value whatever maxDiscount says', () => {
    expect(applyCoupon({ type: 'value', value: 100, maxDiscount: 50 }, 500)).toEqual({ ok: true, discount: 100 });
    expect(applyCoupon({ type: 'percent', value: 20, maxDiscount: 50 }, 500)).toEqual({ ok: true, discount: 50 });
  });
});
