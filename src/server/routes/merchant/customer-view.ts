import type { FastifyInstance } from 'fastify';
import { customerCenterRows } from '../../accounts/centers';
import { customerUser, findCustomer, type CustomerRow } from '../../accounts/customers';
import { notFound } from '../../errors';
import { parseTags } from '../tags/route-step2';
import { tagNamesOf } from '../tags/store';
import type { MerchantScope } from './scope';

/**
 * A customer who buys from at least one of the caller's centres; anyone else's customer is a 404
 * (it does not exist for this caller), never a 403 that would confirm the code.
 */
export async function findScopedCustomer(app: FastifyInstance, scope: MerchantScope, code: string): Promise<CustomerRow> {
  const row = await findCustomer(app.db, scope.tenantId, code);
  if (row) {
    const centres = await customerCenterRows(app.db, scope.tenantId, row.customerCode);
    if (centres.some((c) => scope.saleUnits.includes(c.saleUnit))) return row;
  }
  throw notFound('Customer not found');
}

/** Profile page data: the customer user fields, tags, the centres shared with the caller and order figures there. */
export async function customerView(app: FastifyInstance, scope: MerchantScope, row: CustomerRow) {
  const centres = (await customerCenterRows(app.db, scope.tenantId, row.customerCode)).filter((c) => scope.saleUnits.includes(c.saleUnit));
  const types = await app.db.query<{ sale_unit: string; customer_type: string }>(
    'SELECT sale_unit, customer_type FROM customer_centers WHERE tenant_id = $1 AND customer_code = $2', [scope.tenantId, row.customerCode],
  );
  const typeOf = new Map(types.map((t) => [t.sale_unit, t.customer_type]));
  const [stats] = await app.db.query<{ orders: number; sales: string | number | null; last: Date | string | null }>(
    `SELECT count(*)::int AS orders, sum(total) FILTER (WHERE status <> 'CANCELLED' AND mode = 'sales') AS sales, max(created_at) AS last
       FROM orders WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = ANY($3)`,
    [scope.tenantId, row.customerCode, centres.map((c) => c.saleUnit)],
  );
  const tags = parseTags(row.routeStep2);
  const [tagNames] = await tagNamesOf(app.db, scope.tenantId, [tags]);
  const user = customerUser(row, { saleUnit: centres[0]?.saleUnit ?? '', name: centres[0]?.distName ?? '' });
  return {
    ...user,
    Status: row.status,
    NeverLoggedIn: row.passwordHash === null,
    Tags: tags,
    TagNames: tagNames,
    CreatedAt: row.createdAt.toISOString(),
    Centres: centres.map((c) => ({ SaleUnit: c.saleUnit, DIST_NAME: c.distName, DIST_SHORTNAME: c.distShortname, TypeCode: typeOf.get(c.saleUnit) ?? '' })),
    Stats: { Orders: stats?.orders ?? 0, Sales: Number(stats?.sales ?? 0), LastOrderAt: stats?.last ? new Date(stats.last).toISOString() : null },
  };
}
