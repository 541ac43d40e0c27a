import { addDays, dayKey, dayKeyToYyyymmdd } from '../../../domain/dates';
import { lotExpiry, type ExpiryRule } from '../../../domain/loyalty';
import { POINTS_USAGE_FAILED } from '../../../domain/points';
import type { Queryable } from '../../db/index';
import { conflict } from '../../errors';

/**
 * The points ledger (docs/loyalty.md). `points_ledger` is an append-only journal (a trigger
 * refuses UPDATE and DELETE); `points_lots` holds what is left of each received entry. Every
 * writer takes the customer's advisory lock first (`lockAccount`), so writers of one customer queue
 * up on PostgreSQL (PGlite has one connection and serialises anyway).
 */

/** Defaults when a tenant has no `loyalty_settings` row. */
export const POINTS_LIFETIME_DAYS = 365;
export const BAHT_PER_POINT = 100;
export const EXPIRE_SOON_DAYS = 30;

export interface LoyaltySettings {
  expiry: ExpiryRule;
  bahtPerPoint: number;
  expireSoonDays: number;
}

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

export async function loyaltySettings(q: Queryable, tenantId: string): Promise<LoyaltySettings> {
  const [row] = await q.query<{ expiry_rule: string; lifetime_days: number; lifetime_months: number; baht_per_point: string | number; expire_soon_days: number }>(
    'SELECT expiry_rule, lifetime_days, lifetime_months, baht_per_point, expire_soon_days FROM loyalty_settings WHERE tenant_id = $1',
    [tenantId], { name: 'loyalty_settings_get' },
  );
  if (!row) return { expiry: { rule: 'days', days: POINTS_LIFETIME_DAYS }, bahtPerPoint: BAHT_PER_POINT, expireSoonDays: EXPIRE_SOON_DAYS };
  return {
    expiry: row.expiry_rule === 'month_end' ? { rule: 'month_end', months: Number(row.lifetime_months) } : { rule: 'days', days: Number(row.lifetime_days) },
    bahtPerPoint: Number(row.baht_per_point),
    expireSoonDays: Number(row.expire_soon_days),
  };
}

/** Points the customer can spend today: what is left of lots not yet expired. */
export async function usablePointsBalance(q: Queryable, tenantId: string, customerCode: string, now: Date): Promise<number> {
  const [row] = await q.query<{ total: string | number | null }>(
    `SELECT coalesce(sum(remaining), 0) AS total FROM points_lots
      WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND (expires_on IS NULL OR expires_on >= $3::date)`,
    [tenantId, customerCode, todayIso(now)], { name: 'points_usable_balance' },
  );
  return fromHundredths(hundredths(Number(row?.total ?? 0)));
}

/**
 * Serialises the writers of one customer: a transaction-scoped advisory lock on the customer's
 * key, one round trip. Not a row lock (`SELECT … FOR UPDATE` on points_accounts, as before): a
 * released row lock can be taken by a newcomer before the queued waiter wakes, so under a queue
 * of spends the unlucky ones waited many turns; the lock manager grants advisory locks in queue
 * order. Two customers whose keys collide only share a queue.
 */
async function lockAccount(q: Queryable, tenantId: string, customerCode: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 7011))", [tenantId, customerCode], { name: 'points_account_lock' });
}

async function findByKey(q: Queryable, tenantId: string, customerCode: string, idemKey: string | undefined): Promise<number | null> {
  if (!idemKey) return null;
  const [row] = await q.query<{ id: string | number }>(
    'SELECT id FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2 AND idem_key = $3', [tenantId, customerCode, idemKey],
  );
  return row ? Number(row.id) : null;
}

export interface SpendInput {
  tenantId: string;
  customerCode: string;
  points: number;
  now: Date;
  orderId?: string | null;
  saleUnit?: string | null;
  /** 'spend' (redeem order), 'voucher' (exchange), 'adjust' (staff deduction). */
  kind?: 'spend' | 'voucher' | 'adjust';
  remark?: string;
  /** The caller's key: a second call with it changes nothing and answers the first entry. */
  idemKey?: string;
  actor?: string | null;
}

/*
 * One statement allocates and journals a spend, under the account lock taken just before (so its
 * snapshot sees every earlier spend of the customer): the open lots in first-to-expire order with a
 * running sum, the part of each lot the spend needs, the lots' UPDATE, the journal entry with its
 * allocations (amounts as plain JSON numbers, `1` not `1.00`, like every other writer). Nothing is written when the usable lots do not cover
 * the spend (total < want) or when the idempotency key is already in the journal; should the takes
 * ever not add up to the spend, no entry is written and the caller's transaction rolls back on the 409. It replaces a
 * read of every open lot and one UPDATE per lot (the lock was held for ~N round trips).
 */
const SPEND_SQL = `
WITH open AS (
  SELECT lot_id, remaining,
         sum(remaining) OVER (ORDER BY expires_on NULLS LAST, lot_id) AS upto,
         sum(remaining) OVER () AS total,
         row_number() OVER (ORDER BY expires_on NULLS LAST, lot_id) AS ord
    FROM points_lots
   WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND (expires_on IS NULL OR expires_on >= $3::date)
     AND NOT EXISTS (SELECT 1 FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2 AND idem_key = $9)
), take AS (
  SELECT lot_id, ord, least(remaining, $4::numeric - (upto - remaining)) AS take
    FROM open WHERE upto - remaining < $4::numeric AND total >= $4::numeric
), moved AS (
  UPDATE points_lots l SET remaining = l.remaining - t.take
    FROM take t WHERE l.tenant_id = $1 AND l.lot_id = t.lot_id AND l.remaining >= t.take
  RETURNING l.lot_id, t.take, t.ord
)
INSERT INTO points_ledger (tenant_id, customer_code, kind, points, allocations, order_id, sale_unit, remark, idem_key, actor, created_at)
SELECT $1, $2, $5::text, -$4::numeric, jsonb_agg(jsonb_build_object('id', lot_id, 'points', trim_scale(take)) ORDER BY ord), $6::text, $7::text, $8::text, $9::text, $10::text, $11
  FROM moved HAVING sum(take) = $4::numeric
RETURNING id`;

/**
 * Takes `points` from the lots that expire first, inside the caller's transaction. A spend the
 * usable lots do not cover is refused with the spec's message (409) and changes nothing.
 * Answers the journal entry's id and whether it was written now (false: replay of `idemKey`).
 */
export async function spendPoints(q: Queryable, input: SpendInput): Promise<{ id: number; created: boolean }> {
  const want = hundredths(input.points);
  if (want <= 0) return { id: 0, created: false };
  await lockAccount(q, input.tenantId, input.customerCode);
  const [row] = await q.query<{ id: string | number }>(SPEND_SQL, [
    input.tenantId, input.customerCode, todayIso(input.now), (want / 100).toFixed(2), input.kind ?? 'spend',
    input.orderId ?? null, input.saleUnit ?? null, input.remark ?? 'Redeemed', input.idemKey ?? null, input.actor ?? null, input.now,
  ], { name: 'points_spend' });
  if (row) return { id: Number(row.id), created: true };
  const seen = await findByKey(q, input.tenantId, input.customerCode, input.idemKey);
  if (seen !== null) return { id: seen, created: false };
  throw conflict(POINTS_USAGE_FAILED.en);
}

/**
 * A cancelled redeem order puts its points back into the lots they came from, as a `refund`
 * entry (once per order: a unique index on (order, kind) backs the check).
 */
export async function refundOrderPoints(q: Queryable, tenantId: string, orderId: string, now: Date): Promise<number> {
  const [spend] = await q.query<{ customer_code: string; points: string | number; allocations: { id: number; points: number }[] | null; sale_unit: string | null }>(
    `SELECT customer_code, points, allocations, sale_unit FROM points_ledger WHERE tenant_id = $1 AND order_id = $2 AND kind = 'spend'`,
    [tenantId, orderId],
  );
  if (!spend) return 0;
  await lockAccount(q, tenantId, spend.customer_code);
  const [done] = await q.query(`SELECT 1 FROM points_ledger WHERE tenant_id = $1 AND order_id = $2 AND kind = 'refund'`, [tenantId, orderId]);
  if (done) return 0;
  for (const a of spend.allocations ?? []) {
    await q.query('UPDATE points_lots SET remaining = remaining + $3 WHERE tenant_id = $1 AND lot_id = $2', [tenantId, a.id, a.points]);
  }
  const points = -Number(spend.points);
  await q.query(
    `INSERT INTO points_ledger (tenant_id, customer_code, kind, points, allocations, order_id, sale_unit, remark, created_at)
     VALUES ($1, $2, 'refund', $3, $4::jsonb, $5, $6, 'Order cancelled', $7)`,
    [tenantId, spend.customer_code, points, JSON.stringify(spend.allocations ?? []), orderId, spend.sale_unit, now],
  );
  return points;
}

/** Points a paid sales order of `total` baht earns at a tier's multiplier (whole points, rounded down). */
export function pointsForOrder(total: number, bahtPerPoint = BAHT_PER_POINT, multiplier = 1): number {
  return Math.max(0, Math.floor((total / bahtPerPoint) * multiplier + 1e-9));
}

export interface EarnInput {
  tenantId: string;
  customerCode: string;
  points: number;
  orderId: string | null;
  saleUnit: string | null;
  now: Date;
  kind?: 'earn' | 'adjust' | 'reward';
  remark?: string;
  idemKey?: string;
  actor?: string | null;
  /** A mission reward's mission: the history shows its name in the reader's language. */
  missionId?: number | null;
  /** Overrides the tenant's rule (seeds, tests). */
  expiresOn?: string;
}

/** Adds a received entry and its lot, expiring by the tenant's rule. Idempotent with `idemKey`. */
export async function earnPoints(q: Queryable, input: EarnInput): Promise<{ id: number; created: boolean }> {
  if (input.points <= 0) return { id: 0, created: false };
  if (input.idemKey) {
    await lockAccount(q, input.tenantId, input.customerCode);
    const seen = await findByKey(q, input.tenantId, input.customerCode, input.idemKey);
    if (seen !== null) return { id: seen, created: false };
  }
  const settings = await loyaltySettings(q, input.tenantId);
  const expiresOn = input.expiresOn ?? isoDay(lotExpiry(dayKey(input.now), settings.expiry));
  const [row] = await q.query<{ id: string | number }>(
    `INSERT INTO points_ledger (tenant_id, customer_code, kind, points, expires_on, order_id, sale_unit, remark, idem_key, actor, created_at, mission_id)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [input.tenantId, input.customerCode, input.kind ?? 'earn', input.points, expiresOn, input.orderId, input.saleUnit,
      input.remark ?? 'Order delivered', input.idemKey ?? null, input.actor ?? null, input.now, input.missionId ?? null],
  );
  await q.query(
    `INSERT INTO points_lots (tenant_id, lot_id, customer_code, points, remaining, expires_on, created_at) VALUES ($1, $2, $3, $4, $4, $5::date, $6)`,
    [input.tenantId, Number(row.id), input.customerCode, input.points, expiresOn, input.now],
  );
  return { id: Number(row.id), created: true };
}

/**
 * Writes an `expire` entry for every lot past its last day that still has points, and empties the
 * lot. Idempotent: an emptied lot is skipped, so running it twice (or from two workers: each
 * customer's advisory lock is taken) writes each expiry once. Balances never depend on it having
 * run (reads and spends skip expired lots); it makes the journal say where the points went.
 * The scheduled job (src/server/jobs/, issue 16) calls this once a day per tenant.
 */
export async function expirePoints(q: Queryable, tenantId: string, now: Date, customerCode?: string): Promise<{ lots: number; points: number }> {
  const today = todayIso(now);
  const due = await q.query<{ customer_code: string }>(
    `SELECT DISTINCT customer_code FROM points_lots WHERE tenant_id = $1 AND remaining > 0 AND expires_on < $2::date ${customerCode ? 'AND customer_code = $3' : ''}`,
    customerCode ? [tenantId, today, customerCode] : [tenantId, today],
  );
  let lots = 0;
  let points = 0;
  for (const { customer_code: code } of due) {
    await lockAccount(q, tenantId, code);
    const open = await q.query<{ lot_id: string | number; remaining: string | number }>(
      'SELECT lot_id, remaining FROM points_lots WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND expires_on < $3::date ORDER BY lot_id',
      [tenantId, code, today],
    );
    for (const lot of open) {
      const left = Number(lot.remaining);
      await q.query('UPDATE points_lots SET remaining = 0 WHERE tenant_id = $1 AND lot_id = $2', [tenantId, Number(lot.lot_id)]);
      await q.query(
        `INSERT INTO points_ledger (tenant_id, customer_code, kind, points, allocations, lot_id, remark, created_at)
         VALUES ($1, $2, 'expire', $3, $4::jsonb, $5, 'Expired', $6)`,
        [tenantId, code, -left, JSON.stringify([{ id: Number(lot.lot_id), points: left }]), Number(lot.lot_id), now],
      );
      lots += 1;
      points += hundredths(left);
    }
  }
  return { lots, points: fromHundredths(points) };
}

/** Points left in lots whose last day is within `days` from today, grouped by day. */
export async function expiringSoon(q: Queryable, tenantId: string, customerCode: string, now: Date, days: number): Promise<{ expiresOn: string; points: number }[]> {
  const rows = await q.query<{ expires_on: string; remaining: string | number }>(
    `SELECT expires_on::text AS expires_on, sum(remaining) AS remaining FROM points_lots
      WHERE tenant_id = $1 AND customer_code = $2 AND remaining > 0 AND expires_on >= $3::date AND expires_on <= $4::date
      GROUP BY expires_on ORDER BY expires_on`,
    [tenantId, customerCode, todayIso(now), isoDay(addDays(dayKey(now), days))],
  );
  return rows.map((r) => ({ expiresOn: r.expires_on, points: Number(r.remaining) }));
}
