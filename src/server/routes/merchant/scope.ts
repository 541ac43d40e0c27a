import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUPER_ADMIN_ROLE, isSuperAdmin } from '../../../domain/roles';
import type { AuditActor } from '../../audit/record';
import { claimsOf, requireMerchant } from '../../auth/guards';
import { forbidden, unauthorized } from '../../errors';

/**
 * Who is calling a merchant endpoint and which centres they may see. A super admin works for every
 * active centre of the tenant; sales staff only for the centres assigned to them. Every merchant
 * route reads its data through this, so a salesperson can neither see nor change another centre's
 * rows whatever ids they send.
 */
export interface MerchantScope {
  tenantId: string;
  userId: string;
  role: number;
  superAdmin: boolean;
  name: string;
  saleUnits: string[];
}

const NOT_YOUR_CENTRE = 'This distribution centre is not assigned to you';

export async function merchantScope(app: FastifyInstance, request: FastifyRequest): Promise<MerchantScope> {
  const claims = claimsOf(request);
  return scopeOfUser(app, claims.TenantId, claims.UserId);
}

/**
 * The scope of a merchant user by id: the request's caller, or the user a background job works
 * for (an import is written as the admin who started it, with their rights at the time it runs).
 */
export async function scopeOfUser(app: FastifyInstance, tenantId: string, userId: string): Promise<MerchantScope> {
  // One round trip on every back-office call: the user row and the active centres they work for
  // (all of the tenant's for a super admin).
  const [row] = await app.db.query<{ user_id: string; role: number; name: string; status: string; sale_units: string[] }>(
    `SELECT m.user_id, m.role::int AS role, m.name, m.status,
            ARRAY(SELECT d.sale_unit FROM distribution_centers d
                   WHERE d.tenant_id = m.tenant_id AND d.active
                     AND (m.role = ${SUPER_ADMIN_ROLE} OR EXISTS (SELECT 1 FROM merchant_user_centers mc WHERE mc.tenant_id = m.tenant_id AND mc.user_id = m.user_id AND mc.sale_unit = d.sale_unit))
                   ORDER BY d.sale_unit) AS sale_units
       FROM merchant_users m WHERE m.tenant_id = $1 AND m.user_id = $2`,
    [tenantId, userId],
  );
  // A token outlives a deactivation; the row decides.
  if (!row) throw unauthorized();
  if (row.status !== 'A') throw forbidden('This merchant user is inactive');
  return { tenantId, userId: row.user_id, role: row.role, superAdmin: isSuperAdmin(row.role), name: row.name, saleUnits: row.sale_units };
}

/** 403 unless the centre is one the caller works for. */
export function assertCentre(scope: MerchantScope, saleUnit: string): void {
  if (!scope.saleUnits.includes(saleUnit)) throw forbidden(NOT_YOUR_CENTRE);
}

export const TENANT_WIDE_ONLY = 'Only a super admin can change what every distribution centre shares';

/**
 * Writes to rows every centre shares (the product catalogue: names, units, prices, categories,
 * pictures, the active flag) are the super admin's: a salesperson works for some centres and may
 * not change what all the others sell (issue 20). Centre-owned rows (advance prices, centre
 * pictures, promotions, customers of their centres) stay open to the centre's own staff.
 */
export function assertTenantWide(scope: MerchantScope): void {
  if (!scope.superAdmin) throw forbidden(TENANT_WIDE_ONLY);
}

/** The centres a list covers: the one asked for (checked), else all of the caller's. */
export function centresFor(scope: MerchantScope, saleUnit: string | undefined | null): string[] {
  if (saleUnit) {
    assertCentre(scope, saleUnit);
    return [saleUnit];
  }
  return scope.saleUnits;
}

export function actorOf(scope: MerchantScope): AuditActor {
  return { kind: 'merchant', id: scope.userId, name: scope.name };
}

export const SECURITY = [{ bearer: [] }];

/**
 * The area's guard as an onRequest hook: a caller without a merchant role is refused (401/403)
 * before the body is even validated, so the schema is not a free probe for outsiders.
 */
export function guardMerchantArea(app: FastifyInstance, opts: { superAdmin?: boolean } = {}): void {
  const guard = requireMerchant(opts);
  app.addHook('onRequest', async function merchantArea(request, reply) {
    await guard.call(app, request, reply);
  });
}
