import type { Db } from '../../../src/server/db/index';

/** md5 of every row of each table, in a stable order: equal before and after means nothing was written. */
export async function rowHashes(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [row] = await db.query<{ h: string | null }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${t} x`);
    out[t] = String(row.h);
  }
  return out;
}

export const AGENT_TABLES = ['customers', 'customer_centers', 'agent_clients', 'agent_products', 'salesperson_customers', 'carts', 'orders', 'order_lines'] as const;
