import type { Queryable } from '../db/index';

/** Next value of a per-tenant counter (customer codes, …); safe under concurrency (row lock). */
export async function nextCounter(q: Queryable, tenantId: string, name: string): Promise<number> {
  const [row] = await q.query<{ value: number | string }>(
    `INSERT INTO tenant_counters (tenant_id, name, value) VALUES ($1, $2, 1)
     ON CONFLICT (tenant_id, name) DO UPDATE SET value = tenant_counters.value + 1
     RETURNING value`,
    [tenantId, name],
  );
  return Number(row.value);
}
