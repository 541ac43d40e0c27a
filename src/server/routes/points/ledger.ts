import { addDays, dayKey, dayKeyToYyyymmdd } from '../../../domain/dates';
import { POINTS_USAGE_FAILED } from '../../../domain/points';
import type { Queryable } from '../../db/index';
import { conflict } from '../../errors';

/** Points earned by a delivered sales order expire this many days after delivery. */
export const POINTS_LIFETIME_DAYS = 365;
/** Baht of a delivered sales order per point earned (whole points, rounded down). */
export const BAHT_PER_POINT = 100;
/** "Expire soon": batches ending within this many days. */
export const EXPIRE_SOON_DAYS = 30;

const hundredths = (n: number) => Math.round(n * 100);
const fromHundredths = (n: number) => n / 100;

/** 'YYYY-MM-DD' of a Bangkok day key, for date columns. */
export function isoDay(key: number): string {
  const s = dayKeyToYyyymmdd(key);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

export function todayIso(now: Date): string {
  return isoDay(dayKey(now));
}

/** Points the customer can spend today: unexpired received batches, what is left of them. */
export async function usablePointsBalance(q: Queryable, tenantId: string, customerCode: string, now: Date): Promise<number> {
  const [row] = await q.query<{ total: string | number | null }>(
    `SELECT coalesce(sum(remaining), 0) AS total FROM points_ledger
      WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND (expires_on IS NULL OR expires_on >= $3::date)`,
    [tenantId, customerCode, todayIso(now)],
  );
  return fromHundredths(hundredths(Number(row?.total ?? 0)));
}

/**
 * Takes `points` from the batches that expire first, inside the caller's transaction. The
 * customer's account row is locked first, so concurrent spends of one customer queue up; a spend
 * the balance does not cover is refused with the spec's message and changes nothing.
 */
export async function spendPoints(
  q: Queryable,
  input: { tenantId: string; customerCode: string; points: number; orderId: string; saleUnit: string; now: Date },
): Promise<void> {
  const want = hundredths(input.points);
  if (want <= 0) return;
  await q.query('INSERT INTO points_accounts (tenant_id, customer_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [input.tenantId, input.customerCode]);
  await q.query('SELECT 1 FROM points_accounts WHERE tenant_id = $1 AND customer_code = $2 FOR UPDATE', [input.tenantId, input.customerCode]);
  const batches = await q.query<{ id: number | string; remaining: string | number }>(
    `SELECT id, remaining FROM points_ledger
      WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND (expires_on IS NULL OR expires_on >= $3::date)
      ORDER BY expires_on NULLS LAST, id FOR UPDATE`,
    [input.tenantId, input.customerCode, todayIso(input.now)],
  );
  const available = batches.reduce((s, b) => s + hundredths(Number(b.remaining)), 0);
  if (available < want) throw conflict(POINTS_USAGE_FAILED.en);
  let left = want;
  const allocations: { id: number; points: number }[] = [];
  for (const b of batches) {
    if (left <= 0) break;
    const take = Math.min(left, hundredths(Number(b.remaining)));
    const updated = await q.query(
      'UPDATE points_ledger SET remaining = remaining - $3 WHERE tenant_id = $1 AND id = $2 AND remaining >= $3 RETURNING id',
      [input.tenantId, Number(b.id), fromHundredths(take)],
    );
    if (updated.length !== 1) throw conflict(POINTS_USAGE_FAILED.en);
    allocations.push({ id: Number(b.id), points: fromHundredths(take) });
    left -= take;
  }
  await q.query(
    `INSERT INTO points_ledger (tenant_id, customer_code, kind, points, remaining, allocations, order_id, sale_unit, remark, created_at)
     VALUES ($1, $2, 'spend', $3, 0, $4::jsonb, $5, $6, 'Redeemed', $7)`,
    [input.tenantId, input.customerCode, -fromHundredths(want), JSON.stringify(allocations), input.orderId, input.saleUnit, input.now],
  );
  await q.query('UPDATE points_accounts SET updated_at = $3 WHERE tenant_id = $1 AND customer_code = $2', [input.tenantId, input.customerCode, input.now]);
}

/** A cancelled redeem order puts the points back into the batches they came from (once). */
export async function refundOrderPoints(q: Queryable, tenantId: string, orderId: string, now: Date): Promise<number> {
  const [spend] = await q.query<{ customer_code: string; points: string | number; allocations: { id: number; points: number }[] | null; sale_unit: string | null }>(
    `SELECT customer_code, points, allocations, sale_unit FROM points_ledger WHERE tenant_id = $1 AND order_id = $2 AND kind = 'spend'`,
    [tenantId, orderId],
  );
  if (!spend) return 0;
  const [done] = await q.query(`SELECT 1 FROM points_ledger WHERE tenant_id = $1 AND order_id = $2 AND kind = 'refund'`, [tenantId, orderId]);
  if (done) return 0;
  await q.query('SELECT 1 FROM points_accounts WHERE tenant_id = $1 AND customer_code = $2 FOR UPDATE', [tenantId, spend.customer_code]);
  for (const a of spend.allocations ?? []) {
    await q.query('UPDATE points_ledger SET remaining = remaining + $3 WHERE tenant_id = $1 AND id = $2', [tenantId, a.id, a.points]);
  }
  const points = -Number(spend.points);
  await q.query(
    `INSERT INTO points_ledger (tenant_id, customer_code, kind, points, remaining, order_id, sale_unit, remark, created_at)
     VALUES ($1, $2, 'refund', $3, 0, $4, $5, 'Order cancelled', $6)`,
    [tenantId, spend.customer_code, points, orderId, spend.sale_unit, now],
  );
  return points;
}

/** Points a delivered sales order of `total` baht earns. */
export function pointsForOrder(total: number): number {
  return Math.max(0, Math.floor(total / BAHT_PER_POINT));
}

/** Adds a received batch (earned by an order, or a manual adjustment) expiring after POINTS_LIFETIME_DAYS. */
export async function earnPoints(
  q: Queryable,
  input: { tenantId: string; customerCode: string; points: number; orderId: string | null; saleUnit: string | null; now: Date; kind?: 'earn' | 'adjust'; remark?: string },
): Promise<void> {
  if (input.points <= 0) return;
  await q.query(
    `INSERT INTO points_ledger (tenant_id, customer_code, kind, points, remaining, expires_on, order_id, sale_unit, remark, created_at)
     VALUES ($1, $2, $3, $4, $4, $5::date, $6, $7, $8, $9)`,
    [input.tenantId, input.customerCode, input.kind ?? 'earn', input.points, isoDay(addDays(dayKey(input.now), POINTS_LIFETIME_DAYS)),
      input.orderId, input.saleUnit, input.remark ?? 'Order delivered', input.now],
  );
}
