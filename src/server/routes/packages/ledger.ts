import { fromSatang, toSatang } from '../../../domain/money';
import type { Queryable } from '../../db/index';
import { HttpError } from '../../errors';

/** What is left of one product in one holding (base units), earliest expiry first. */
export interface PackageBalance {
  HoldingCode: string;
  P_Code: string;
  Remaining: number;
  ExpiresAt: string;
}

/** One draw the quote plans and placing the order writes. */
export interface PackageDraw {
  HoldingCode: string;
  P_Code: string;
  Quantity: number;
  /** Baht taken off the line for this draw. */
  Value: number;
}

/**
 * Balances of the customer's holdings at the centre that are still valid at `now`. With `lock`
 * (inside the placing transaction) the holding rows are locked first, in code order, so parallel
 * orders of the same customer draw one after the other and each sees what the previous left.
 */
export async function packageBalances(
  q: Queryable, tenantId: string, customerCode: string, saleUnit: string, now: Date, opts: { lock?: boolean } = {},
): Promise<PackageBalance[]> {
  if (opts.lock) {
    await q.query(
      `SELECT h.holding_code FROM customer_packages h WHERE h.tenant_id = $1 AND h.customer_code = $2 AND h.sale_unit = $3 AND h.expires_at > $4
        ORDER BY h.holding_code FOR UPDATE OF h`,
      [tenantId, customerCode, saleUnit, now],
    );
  }
  const rows = await q.query<{ holding_code: string; p_code: string; remaining: string | number; expires_at: Date }>(
    `SELECT h.holding_code, l.p_code, sum(l.quantity) AS remaining, h.expires_at
       FROM customer_packages h JOIN package_ledger l ON l.tenant_id = h.tenant_id AND l.holding_code = h.holding_code
      WHERE h.tenant_id = $1 AND h.customer_code = $2 AND h.sale_unit = $3 AND h.expires_at > $4
        AND EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = h.tenant_id AND o.order_id = h.order_id AND o.status NOT IN (${UNUSABLE}))
      GROUP BY h.holding_code, l.p_code, h.expires_at
     HAVING sum(l.quantity) > 0
      ORDER BY h.expires_at, h.holding_code, l.p_code`,
    [tenantId, customerCode, saleUnit, now],
  );
  return rows.map((r) => ({ HoldingCode: r.holding_code, P_Code: r.p_code, Remaining: Number(r.remaining), ExpiresAt: new Date(r.expires_at).toISOString() }));
}

/**
 * A holding is usable once its order is paid or on its way to be (COD, credit): not while a
 * transfer waits for approval, never after the order is cancelled.
 */
export const UNUSABLE = "'PENDING_PAYMENT', 'CANCELLED'";

interface CoverableLine { P_Code: string; BaseQuantity: number; Net: number }

/**
 * Which part of each line the balances cover (earliest expiry first) and what that part is worth:
 * the line's net (after promotions) per base unit times the quantity drawn. Pure.
 */
export function planDraws(lines: readonly CoverableLine[], balances: readonly PackageBalance[]): PackageDraw[] {
  const left = balances.map((b) => ({ ...b }));
  const draws: PackageDraw[] = [];
  for (const line of lines) {
    let need = line.BaseQuantity;
    let valueLeft = toSatang(line.Net);
    for (const b of left) {
      if (need <= 0) break;
      if (b.P_Code !== line.P_Code || b.Remaining <= 0) continue;
      const take = Math.min(need, b.Remaining);
      // The last draw of a fully covered line takes what is left of its net (no satang lost to rounding).
      const value = take === need ? valueLeft : Math.round((toSatang(line.Net) * take) / line.BaseQuantity);
      draws.push({ HoldingCode: b.HoldingCode, P_Code: line.P_Code, Quantity: take, Value: fromSatang(value) });
      valueLeft -= value;
      b.Remaining -= take;
      need -= take;
    }
  }
  return draws;
}

export const PACKAGE_BALANCE_CHANGED = 'Your package balance has changed: please check your order again';

/**
 * Writes the draws of a placed order. The holdings are locked by `packageBalances(…, { lock })`
 * in the same transaction; the check after the insert is the ledger's own guard: a balance below
 * zero rolls the whole order back.
 */
export async function writeDraws(q: Queryable, tenantId: string, orderId: string, draws: readonly PackageDraw[], now: Date): Promise<void> {
  if (draws.length === 0) return;
  await q.query(
    `INSERT INTO package_ledger (tenant_id, holding_code, p_code, quantity, kind, order_id, created_at)
     SELECT $1, x.h, x.p, -x.q, 'draw', $2, $3 FROM unnest($4::text[], $5::text[], $6::numeric[]) AS x(h, p, q)`,
    [tenantId, orderId, now, draws.map((d) => d.HoldingCode), draws.map((d) => d.P_Code), draws.map((d) => d.Quantity)],
  );
  const negative = await q.query(
    `SELECT l.holding_code FROM package_ledger l
      WHERE l.tenant_id = $1 AND l.holding_code = ANY($2::text[]) GROUP BY l.holding_code, l.p_code HAVING sum(l.quantity) < 0`,
    [tenantId, [...new Set(draws.map((d) => d.HoldingCode))]],
  );
  if (negative.length) throw new HttpError(409, PACKAGE_BALANCE_CHANGED, [{ field: '/body/usePackages', reason: 'the package balance is lower than the draw' }]);
}

/**
 * Gives back what a cancelled order drew (quantity or value), in the cancelling transaction: one
 * `refund` row per draw row. The ledger's unique key per (holding, product, kind, order) makes it
 * exactly once — a second cancel of the same order, however it races, adds nothing.
 */
export async function refundDraws(q: Queryable, tenantId: string, orderId: string, now: Date): Promise<number> {
  const rows = await q.query(
    `INSERT INTO package_ledger (tenant_id, holding_code, p_code, quantity, kind, order_id, created_at)
     SELECT tenant_id, holding_code, p_code, -quantity, 'refund', order_id, $3 FROM package_ledger
      WHERE tenant_id = $1 AND order_id = $2 AND kind = 'draw'
     ON CONFLICT (tenant_id, holding_code, p_code, kind, order_id) DO NOTHING RETURNING holding_code`,
    [tenantId, orderId, now],
  );
  return rows.length;
}
