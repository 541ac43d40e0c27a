import { isGatewayMethod, type GatewayMethod } from '../../../domain/payment';
import type { Queryable } from '../../db/index';

/**
 * The gateway methods checkout offers at a centre: those of its enabled provider row (the
 * centre's own, else the tenant-wide '' row), in the configured order. No row = none.
 */
export async function centreGatewayMethods(q: Queryable, tenantId: string, saleUnit: string): Promise<GatewayMethod[]> {
  const [row] = await q.query<{ methods: unknown }>(
    `SELECT methods FROM payment_gateways WHERE tenant_id = $1 AND sale_unit IN ($2, '') AND enabled ORDER BY sale_unit DESC, provider LIMIT 1`,
    [tenantId, saleUnit],
  );
  const list = Array.isArray(row?.methods) ? row.methods : [];
  return [...new Set(list.map(String).filter(isGatewayMethod))];
}
