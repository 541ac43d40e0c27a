import { addDays, dayKey } from '../../../domain/dates';
import type { Queryable } from '../../db/index';
import { HttpError, notFound } from '../../errors';
import { isoDay, spendPoints, todayIso } from '../points/ledger';

/**
 * Voucher catalogue (`loyalty_vouchers`) and exchanging points for one: a `voucher` ledger entry
 * and a coupon row in the same transaction. The coupon then goes through the existing checkout
 * coupon path (CHECK_COUPON_VALID, quote, `lockCoupon` N → Y once).
 */
export interface Voucher {
  Id: number;
  TypeId: 1 | 2;
  Name: string;
  NameEn: string;
  PointsCost: number;
  Value: number;
  MinimumOrder: number;
  MaxDiscount: number;
  ValidDays: number;
  DateBegin: string | null;
  DateEnd: string | null;
  TargetTag: string;
  Active: boolean;
  /** Exchanges allowed in all (null: unlimited) and made so far. */
  Stock: number | null;
  Claimed: number;
}

export const VOUCHER_COLUMNS = `id, type_id, name_th, name_en, points_cost, value, minimum_order, max_discount, valid_days,
  date_begin::text AS date_begin, date_end::text AS date_end, target_tag, active, stock, claimed`;
export const SOLD_OUT = 'This voucher is sold out';

export function voucherOf(r: Record<string, unknown>): Voucher {
  return {
    Id: Number(r.id), TypeId: Number(r.type_id) === 2 ? 2 : 1, Name: String(r.name_th), NameEn: String(r.name_en || r.name_th),
    PointsCost: Number(r.points_cost), Value: Number(r.value), MinimumOrder: Number(r.minimum_order), MaxDiscount: Number(r.max_discount),
    ValidDays: Number(r.valid_days), DateBegin: r.date_begin ? String(r.date_begin) : null, DateEnd: r.date_end ? String(r.date_end) : null,
    TargetTag: String(r.target_tag ?? ''), Active: Boolean(r.active),
    Stock: r.stock === null || r.stock === undefined ? null : Number(r.stock), Claimed: Number(r.claimed ?? 0),
  };
}

/** Vouchers a customer with these tags may exchange today (active, inside dates, targeted at one of the tags or at all). */
export async function exchangeableVouchers(q: Queryable, tenantId: string, tags: readonly string[], now: Date, withSoldOut = false): Promise<Voucher[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${VOUCHER_COLUMNS} FROM loyalty_vouchers
      WHERE tenant_id = $1 AND active AND (date_begin IS NULL OR date_begin <= $2::date) AND (date_end IS NULL OR date_end >= $2::date)
        AND (target_tag = '' OR target_tag = ANY($3::text[])) AND ($4 OR stock IS NULL OR claimed < stock)
      ORDER BY points_cost, id`,
    [tenantId, todayIso(now), [...tags], withSoldOut],
  );
  return rows.map(voucherOf);
}

export const tagsOf = (routeStep2: string | null | undefined) => String(routeStep2 ?? '').split(',').map((t) => t.trim()).filter(Boolean);

/**
 * Exchanges points for a voucher: spends its cost (kind `voucher`, key `voucher:<key>`) and issues
 * a coupon valid `valid_days` days. The same key answers the same coupon and spends nothing more.
 * Four statements: the coupon-or-voucher read, the account lock, the spend, and stock + coupon
 * together (docs/loyalty.md, Bench: a customer's spends queue on the lock, so every round trip
 * after it counts once per queued spend).
 */
export async function exchangeVoucher(
  q: Queryable,
  input: { tenantId: string; customerCode: string; tags: readonly string[]; voucherId: number; key: string; now: Date },
): Promise<{ couponId: string; created: boolean }> {
  const couponId = `V${input.voucherId}-${input.customerCode}-${input.key}`.slice(0, 120);
  // The coupon of an earlier call with this key, else the voucher if exchangeable today
  // (sold-out ones too: a customer who was shown it gets 'sold out', not 'not found').
  const [found] = await q.query<Record<string, unknown> & { had: boolean | null }>(
    `SELECT EXISTS (SELECT 1 FROM coupons WHERE tenant_id = $1 AND coupon_id = $2) AS had, v.*
       FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT ${VOUCHER_COLUMNS} FROM loyalty_vouchers
          WHERE tenant_id = $1 AND id = $3 AND active AND (date_begin IS NULL OR date_begin <= $4::date) AND (date_end IS NULL OR date_end >= $4::date)
            AND (target_tag = '' OR target_tag = ANY($5::text[]))) v ON true`,
    [input.tenantId, couponId, input.voucherId, todayIso(input.now), [...input.tags]],
    { name: 'voucher_exchange_find' },
  );
  if (found.had) return { couponId, created: false };
  if (found.id === null || found.id === undefined) throw notFound('Voucher not found or not available');
  const v = voucherOf(found);
  const spent = await spendPoints(q, {
    tenantId: input.tenantId, customerCode: input.customerCode, points: v.PointsCost, now: input.now, kind: 'voucher',
    remark: `Voucher ${v.NameEn}`, idemKey: `voucher:${input.key}`,
  });
  if (!spent.created) {
    const [now] = await q.query('SELECT 1 FROM coupons WHERE tenant_id = $1 AND coupon_id = $2', [input.tenantId, couponId]);
    if (now) return { couponId, created: false };
    // The key was used for another voucher: refuse rather than hand out a second coupon.
    throw new HttpError(409, 'This Idempotency-Key was already used for a different voucher', [{ field: '/headers/idempotency-key', reason: 'was used before' }]);
  }
  // One conditional UPDATE takes a unit of stock: the row lock queues parallel exchanges and the
  // last unit goes to one of them; the others roll back their spend with this 409. The coupon is
  // written by the same statement, only when a unit was taken.
  const today = dayKey(input.now);
  const [issued] = await q.query(
    `WITH took AS (
       UPDATE loyalty_vouchers SET claimed = claimed + 1 WHERE tenant_id = $1 AND id = $13 AND (stock IS NULL OR claimed < stock) RETURNING id
     )
     INSERT INTO coupons (tenant_id, coupon_id, customer_code, promotion_id, name_th, name_en, coupon_type, value, minimum_order, max_discount,
                          date_begin, date_end, voucher_id, points_cost, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12::date, $13, $14, $15 FROM took
     RETURNING coupon_id`,
    [input.tenantId, couponId, input.customerCode, `VOUCHER-${v.Id}`, v.Name, v.NameEn, v.TypeId === 2 ? 'percent' : 'value', v.Value,
      v.MinimumOrder, v.MaxDiscount, isoDay(today), isoDay(addDays(today, v.ValidDays - 1)), v.Id, v.PointsCost, input.now],
    { name: 'voucher_exchange_issue' },
  );
  if (!issued) throw new HttpError(409, SOLD_OUT, [{ field: '/body/voucherId', reason: 'no stock left' }]);
  return { couponId, created: true };
}
