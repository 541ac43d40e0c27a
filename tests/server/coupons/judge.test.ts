import { describe, expect, it } from 'vitest';
import { COUPON_NOT_ACTIVE, COUPON_NOT_FOUND, COUPON_OTHER_CENTRE, COUPON_USED, judgeCoupon, type CouponRow } from '../../../src/server/routes/coupons/store';

// What the checkout quote says about a coupon (coupons/store.ts judgeCoupon), verdict by verdict.
// Pure: no database. The single-use lock itself is raced in tests/server/orders/money-races.test.ts.
const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  couponId: 'SB0001-C50', customerCode: 'SB0001', saleUnit: null, promotionId: 'P1', nameTh: 'ลด 50', nameEn: '50 off',
  couponType: 'value', value: 50, minimumOrder: 300, maxDiscount: 0, dateBegin: '2026-11-01', dateEnd: '2026-11-30', lock: 'N', orderId: null,
  ...over,
});
const who = { customerCode: 'SB0001', saleUnit: '1001' };
// 2026-11-20 17:00 Bangkok.
const now = new Date(Date.UTC(2026, 10, 20, 10, 0, 0));

describe('judging a coupon at checkout', () => {
  it('takes its value off an order over the minimum', () => {
    expect(judgeCoupon(coupon(), who, 400, now)).toEqual({ ok: true, discount: 50 });
  });

  it('does not know a coupon that is missing or belongs to another customer', () => {
    expect(judgeCoupon(undefined, who, 400, now)).toEqual({ ok: false, message: COUPON_NOT_FOUND });
    expect(judgeCoupon(coupon({ customerCode: 'SB0002' }), who, 400, now)).toEqual({ ok: false, message: COUPON_NOT_FOUND });
  });

  it('refuses a used coupon', () => {
    expect(judgeCoupon(coupon({ lock: 'Y', orderId: 'SO1' }), who, 400, now)).toEqual({ ok: false, message: COUPON_USED });
  });

  it('takes a coupon only at its own centre, and a coupon with no centre anywhere', () => {
    expect(judgeCoupon(coupon({ saleUnit: '1002' }), who, 400, now)).toEqual({ ok: false, message: COUPON_OTHER_CENTRE });
    expect(judgeCoupon(coupon({ saleUnit: '1001' }), who, 400, now)).toEqual({ ok: true, discount: 50 });
  });

  it('refuses a coupon outside its dates', () => {
    expect(judgeCoupon(coupon({ dateBegin: '2026-11-21' }), who, 400, now)).toEqual({ ok: false, message: COUPON_NOT_ACTIVE });
    expect(judgeCoupon(coupon({ dateEnd: '2026-11-19' }), who, 400, now)).toEqual({ ok: false, message: COUPON_NOT_ACTIVE });
  });

  it('names the value and the minimum when the order is too small', () => {
    expect(judgeCoupon(coupon(), who, 299, now)).toEqual({
      ok: false, message: 'Invalid coupon value: 50.00 due to minimum order 300.00',
    });
  });
});
