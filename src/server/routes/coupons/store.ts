import { applyCoupon, couponMinimumOrderMessage, type CouponTerms } from '../../../domain/coupon';
import { dayKey, parseDay } from '../../../domain/dates';
import { formatAmount } from '../../../domain/format';
import type { Queryable } from '../../db/index';

export interface CouponRow {
  couponId: string;
  customerCode: string;
  saleUnit: string | null;
  promotionId: string;
  nameTh: string;
  nameEn: string;
  couponType: 'value' | 'percent';
  value: number;
  minimumOrder: number;
  maxDiscount: number;
  /** 'YYYY-MM-DD' or null (open). */
  dateBegin: string | null;
  dateEnd: string | null;
  lock: 'N' | 'Y';
  orderId: string | null;
}

const COLUMNS = `coupon_id, customer_code, sale_unit, promotion_id, name_th, name_en, coupon_type, value, minimum_order, max_discount,
  date_begin::text AS date_begin, date_end::text AS date_end, lock, order_id`;

function toRow(r: Record<string, unknown>): CouponRow {
  return {
    couponId: String(r.coupon_id),
    customerCode: String(r.customer_code),
    saleUnit: r.sale_unit === null ? null : String(r.sale_unit),
    promotionId: String(r.promotion_id ?? ''),
    nameTh: String(r.name_th ?? ''),
    nameEn: String(r.name_en ?? ''),
    couponType: r.coupon_type === 'percent' ? 'percent' : 'value',
    value: Number(r.value),
    minimumOrder: Number(r.minimum_order ?? 0),
    maxDiscount: Number(r.max_discount ?? 0),
    dateBegin: r.date_begin === null ? null : String(r.date_begin),
    dateEnd: r.date_end === null ? null : String(r.date_end),
    lock: r.lock === 'Y' ? 'Y' : 'N',
    orderId: r.order_id === null ? null : String(r.order_id),
  };
}

export async function findCoupon(q: Queryable, tenantId: string, couponId: string): Promise<CouponRow | undefined> {
  const [row] = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM coupons WHERE tenant_id = $1 AND coupon_id = $2`, [tenantId, couponId]);
  return row && toRow(row);
}

export async function customerCoupons(q: Queryable, tenantId: string, customerCode: string): Promise<CouponRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM coupons WHERE tenant_id = $1 AND customer_code = $2 ORDER BY lock, date_end NULLS LAST, coupon_id`,
    [tenantId, customerCode],
  );
  return rows.map(toRow);
}

/** Inside its dates today (Bangkok day). */
export function couponActive(c: CouponRow, now: Date): boolean {
  const today = dayKey(now);
  const begin = c.dateBegin ? parseDay(c.dateBegin) : null;
  const end = c.dateEnd ? parseDay(c.dateEnd) : null;
  return (begin === null || today >= begin) && (end === null || today <= end);
}

export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_USED = 'This coupon has already been used';
export const COUPON_NOT_ACTIVE = 'This coupon is not valid today';
export const COUPON_OTHER_CENTRE = 'This coupon is not valid at this distribution center';
export const COUPON_NOT_IN_REDEEM = 'Coupons cannot be used when paying with points';

export function couponTerms(c: CouponRow): CouponTerms {
  return { type: c.couponType, value: c.value, minimumOrder: c.minimumOrder, maxDiscount: c.maxDiscount };
}

/** How the coupon's value reads in the minimum-order message: '100.00' or '10%'. */
export function couponValueText(c: CouponRow): string {
  return c.couponType === 'percent' ? `${c.value}%` : formatAmount(c.value, 'en');
}

export type CouponVerdict = { ok: true; discount: number } | { ok: false; message: string };

/**
 * Whether this customer may use the coupon at this centre today on an order worth `orderTotal`
 * (after promotions), and what it takes off.
 */
export function judgeCoupon(c: CouponRow | undefined, who: { customerCode: string; saleUnit: string }, orderTotal: number, now: Date): CouponVerdict {
  if (!c || c.customerCode !== who.customerCode) return { ok: false, message: COUPON_NOT_FOUND };
  if (c.lock === 'Y') return { ok: false, message: COUPON_USED };
  if (c.saleUnit && c.saleUnit !== who.saleUnit) return { ok: false, message: COUPON_OTHER_CENTRE };
  if (!couponActive(c, now)) return { ok: false, message: COUPON_NOT_ACTIVE };
  const applied = applyCoupon(couponTerms(c), orderTotal);
  if (!applied.ok) return { ok: false, message: couponMinimumOrderMessage(couponValueText(c), formatAmount(c.minimumOrder, 'en')) };
  return { ok: true, discount: applied.discount };
}

/**
 * Marks the coupon used by this order, only if it is still unused: of two orders racing for one
 * coupon, exactly one gets it (the other's UPDATE finds lock = 'Y' and returns no row).
 */
export async function lockCoupon(q: Queryable, tenantId: string, couponId: string, customerCode: string, orderId: string, at: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE coupons SET lock = 'Y', locked_at = $5, order_id = $4
      WHERE tenant_id = $1 AND coupon_id = $2 AND customer_code = $3 AND lock = 'N' RETURNING coupon_id`,
    [tenantId, couponId, customerCode, orderId, at],
  );
  return rows.length === 1;
}

/** A cancelled order gives its coupon back. */
export async function releaseCoupon(q: Queryable, tenantId: string, orderId: string): Promise<void> {
  await q.query(`UPDATE coupons SET lock = 'N', locked_at = NULL, order_id = NULL WHERE tenant_id = $1 AND order_id = $2`, [tenantId, orderId]);
}

/** A coupon entry as GET_PROMOTION_COUPON_BY_CUSTOMER lists it (`Coupon.couponid`, `Coupon._lock`). */
export function couponEntry(c: CouponRow, now: Date) {
  return {
    PromotionId: c.promotionId,
    SaleUnit: c.saleUnit,
    Coupon: {
      couponid: c.couponId,
      _lock: c.lock,
      CouponType: c.couponType,
      Value: c.value,
      MinimumOrder: c.minimumOrder,
      MaxDiscount: c.maxDiscount,
      DateBegin: c.dateBegin ? c.dateBegin.replaceAll('-', '') : null,
      DateEnd: c.dateEnd ? c.dateEnd.replaceAll('-', '') : null,
      NameTh: c.nameTh,
      NameEn: c.nameEn,
      OrderId: c.orderId,
      Active: couponActive(c, now),
    },
  };
}
