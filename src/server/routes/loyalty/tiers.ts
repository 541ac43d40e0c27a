import { tierFor } from '../../../domain/loyalty';
import type { Queryable } from '../../db/index';
import { earnPoints, loyaltySettings, pointsForOrder } from '../points/ledger';

/**
 * Tiers: templates per tenant (`loyalty_tiers`), reached by the customer's accumulated amount of
 * delivered sales orders. A move to another tier is recorded in `loyalty_tier_changes` when the
 * amount changes (at delivery), so the buyer sees when it happened.
 */
export interface Tier {
  id: number;
  nameTh: string;
  nameEn: string;
  threshold: number;
  multiplier: number;
  colour: string;
}

export async function loadTiers(q: Queryable, tenantId: string): Promise<Tier[]> {
  const rows = await q.query<{ id: number; name_th: string; name_en: string; threshold: string | number; earn_multiplier: string | number; colour: string }>(
    'SELECT id, name_th, name_en, threshold, earn_multiplier, colour FROM loyalty_tiers WHERE tenant_id = $1 AND active ORDER BY threshold, id',
    [tenantId], { name: 'loyalty_tiers_active' },
  );
  return rows.map((r) => ({ id: Number(r.id), nameTh: r.name_th, nameEn: r.name_en, threshold: Number(r.threshold), multiplier: Number(r.earn_multiplier), colour: r.colour }));
}

/** Total of the customer's delivered sales orders, in baht. */
export async function accumulatedAmount(q: Queryable, tenantId: string, customerCode: string): Promise<number> {
  const [row] = await q.query<{ total: string | number }>(
    `SELECT coalesce(sum(total), 0) AS total FROM orders WHERE tenant_id = $1 AND customer_code = $2 AND mode = 'sales' AND status = 'DELIVERED'`,
    [tenantId, customerCode], { name: 'loyalty_accumulated' },
  );
  return Math.round(Number(row?.total ?? 0) * 100) / 100;
}

export async function lastRecordedTier(q: Queryable, tenantId: string, customerCode: string): Promise<{ toTier: number; at: string } | null> {
  const [row] = await q.query<{ to_tier: number; created_at: Date | string }>(
    'SELECT to_tier, created_at FROM loyalty_tier_changes WHERE tenant_id = $1 AND customer_code = $2 ORDER BY id DESC LIMIT 1',
    [tenantId, customerCode],
  );
  return row ? { toTier: Number(row.to_tier), at: new Date(row.created_at).toISOString() } : null;
}

/**
 * Records the tier the amount reaches when it differs from the last one recorded or, with nothing
 * recorded yet, from `heldBefore` (the tier the customer was shown before this amount): a first
 * delivered order that keeps a customer in the starting tier is no "Became Member on …".
 */
export async function recordTierIfChanged(
  q: Queryable, tenantId: string, customerCode: string, accumulated: number, orderId: string | null, now: Date, tiers?: Tier[], heldBefore?: number | null,
): Promise<{ from: number | null; to: number } | null> {
  const list = tiers ?? await loadTiers(q, tenantId);
  const { current } = tierFor(list, accumulated);
  if (!current) return null;
  const last = await lastRecordedTier(q, tenantId, customerCode);
  const from = last?.toTier ?? heldBefore ?? null;
  if (from === current.id) return null;
  await q.query(
    `INSERT INTO loyalty_tier_changes (tenant_id, customer_code, from_tier, to_tier, accumulated, order_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tenantId, customerCode, from, current.id, accumulated, orderId, now],
  );
  return { from, to: current.id };
}

/**
 * A delivered sales order: earns points at the multiplier of the tier the customer held before it
 * (whole points of total ÷ the tenant's baht per point), then records a tier change if the order
 * moved the customer up. Runs in the delivery's transaction; answers the points earned.
 */
export async function earnForDeliveredOrder(
  q: Queryable, order: { tenantId: string; customerCode: string; orderId: string; saleUnit: string; total: number }, now: Date,
): Promise<number> {
  const settings = await loyaltySettings(q, order.tenantId);
  const tiers = await loadTiers(q, order.tenantId);
  const before = await accumulatedAmount(q, order.tenantId, order.customerCode);
  const held = tierFor(tiers, before).current;
  const points = pointsForOrder(order.total, settings.bahtPerPoint, held?.multiplier ?? 1);
  await earnPoints(q, {
    tenantId: order.tenantId, customerCode: order.customerCode, points, orderId: order.orderId, saleUnit: order.saleUnit, now,
    remark: held && held.multiplier !== 1 ? `Order delivered (${held.nameEn} ×${held.multiplier})` : 'Order delivered',
  });
  await recordTierIfChanged(q, order.tenantId, order.customerCode, Math.round((before + order.total) * 100) / 100, order.orderId, now, tiers, held?.id ?? null);
  return points;
}
