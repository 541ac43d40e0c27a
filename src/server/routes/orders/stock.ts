import type { Queryable } from '../../db/index';
import { HttpError } from '../../errors';

export interface StockTake {
  P_Code: string;
  /** Base units. */
  quantity: number;
  /** For the 409 message. */
  label: string;
  unitName: string;
}

/**
 * Takes stock at a centre, one conditional UPDATE per product (… WHERE stock_available >= qty):
 * on PostgreSQL a concurrent order waits for the row and re-checks the condition on the new
 * value, so stock never goes negative and exactly what there was is sold. Products are taken in
 * code order so two orders never lock the same rows in opposite order (no deadlock). The first
 * product short is a 409 naming it, and the caller's transaction rolls everything back.
 */
export async function takeStock(q: Queryable, tenantId: string, saleUnit: string, takes: readonly StockTake[], at: Date): Promise<void> {
  const sorted = [...takes].filter((t) => t.quantity > 0).sort((a, b) => (a.P_Code < b.P_Code ? -1 : a.P_Code > b.P_Code ? 1 : 0));
  for (const t of sorted) {
    const updated = await q.query(
      `UPDATE product_stock SET stock_available = stock_available - $4, updated_at = $5
        WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3 AND stock_available >= $4 RETURNING stock_available`,
      [tenantId, saleUnit, t.P_Code, t.quantity, at],
    );
    if (updated.length === 1) continue;
    const [now] = await q.query<{ stock_available: string | number }>(
      'SELECT stock_available FROM product_stock WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3',
      [tenantId, saleUnit, t.P_Code],
    );
    const left = Math.max(0, Number(now?.stock_available ?? 0));
    throw new HttpError(409, `Not enough stock for ${t.label}: ${left} ${t.unitName} left, ${t.quantity} ordered`, [
      { field: `/lines/${t.P_Code}`, reason: `only ${left} left` },
    ]);
  }
}

/** A cancelled order's stock goes back to the shelf (same code order as takeStock; stock items only, as taken). */
export async function returnStock(q: Queryable, tenantId: string, saleUnit: string, lines: readonly { P_Code: string; quantity: number }[], at: Date): Promise<void> {
  const total = new Map<string, number>();
  for (const l of lines) total.set(l.P_Code, (total.get(l.P_Code) ?? 0) + l.quantity);
  for (const code of [...total.keys()].sort()) {
    await q.query(
      `UPDATE product_stock s SET stock_available = s.stock_available + $4, updated_at = $5 FROM products p
        WHERE s.tenant_id = $1 AND s.sale_unit = $2 AND s.p_code = $3 AND p.tenant_id = s.tenant_id AND p.p_code = s.p_code AND p.stock_item`,
      [tenantId, saleUnit, code, total.get(code), at],
    );
  }
}
