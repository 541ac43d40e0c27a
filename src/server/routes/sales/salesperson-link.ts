import { SALES_ROLES, SUPER_ADMIN_ROLE } from '../../../domain/roles';
import type { Queryable } from '../../db/index';
import { badRequest } from '../../errors';

export interface SalespersonRef { userId: string; name: string }

/**
 * The salesperson a registration names (`saleCode`, their merchant UserId): active sales staff
 * who work at the chosen centre (a super admin works everywhere). 400 naming saleCode otherwise,
 * before anything is written.
 */
export async function salespersonFor(q: Queryable, tenantId: string, saleCode: string, saleUnit: string | null): Promise<SalespersonRef> {
  const [row] = await q.query<{ user_id: string; name: string; role: number; works_here: boolean }>(
    `SELECT m.user_id, m.name, m.role::int AS role,
            ($3::text IS NULL OR m.role = ${SUPER_ADMIN_ROLE} OR EXISTS (SELECT 1 FROM merchant_user_centers mc WHERE mc.tenant_id = m.tenant_id AND mc.user_id = m.user_id AND mc.sale_unit = $3)) AS works_here
       FROM merchant_users m WHERE m.tenant_id = $1 AND m.user_id = $2 AND m.status = 'A'`,
    [tenantId, saleCode, saleUnit],
  );
  if (!row || !(SALES_ROLES.includes(row.role) || row.role === SUPER_ADMIN_ROLE)) {
    throw badRequest('Invalid request', [{ field: '/body/saleCode', reason: 'is not a salesperson of this shop' }]);
  }
  if (!row.works_here) throw badRequest('Invalid request', [{ field: '/body/saleCode', reason: 'does not work at this distribution centre' }]);
  return { userId: row.user_id, name: row.name };
}

export async function linkSalesperson(q: Queryable, tenantId: string, customerCode: string, s: SalespersonRef, saleUnit: string | null): Promise<void> {
  await q.query(
    'INSERT INTO salesperson_customers (tenant_id, customer_code, user_id, sale_unit) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, customer_code) DO NOTHING',
    [tenantId, customerCode, s.userId, saleUnit],
  );
}
