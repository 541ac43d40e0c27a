import type { Queryable } from '../../db/index';
import { badRequest, forbidden } from '../../errors';
import type { MerchantScope } from '../merchant/scope';

export type AudienceKind = 'TAG' | 'CENTRE' | 'LIST';
export const AUDIENCE_KINDS: readonly AudienceKind[] = ['TAG', 'CENTRE', 'LIST'];

export const AUDIENCE_MESSAGES = {
  none: 'Please choose who receives it',
  empty: 'No customer matches this audience',
} as const;

/**
 * The customers a broadcast reaches, always inside the sender's centres (a super admin's are all
 * the tenant's centres): by tag (any of the tags in RouteStep2), by centre (each must be one of the
 * sender's), or an explicit list (each must be a customer of the sender's centres). Inactive
 * customers and the guest account never receive anything. Sorted codes.
 */
export async function resolveAudience(q: Queryable, scope: MerchantScope, kind: AudienceKind, rawCodes: readonly string[]): Promise<string[]> {
  const codes = [...new Set(rawCodes.map((c) => c.trim()).filter(Boolean))];
  if (codes.length === 0) throw badRequest(AUDIENCE_MESSAGES.none, [{ field: '/body/AudienceCodes', reason: AUDIENCE_MESSAGES.none }]);
  if (kind === 'CENTRE') {
    const outside = codes.filter((c) => !scope.saleUnits.includes(c));
    if (outside.length > 0) throw forbidden('This distribution centre is not assigned to you');
  }
  const base = `SELECT DISTINCT c.customer_code FROM customers c
      JOIN customer_centers cc ON cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code
     WHERE c.tenant_id = $1 AND cc.sale_unit = ANY($2::text[]) AND c.status = 'A' AND c.customer_code <> 'GUEST'`;
  const centres = kind === 'CENTRE' ? codes : scope.saleUnits;
  const filter = kind === 'TAG'
    ? `AND EXISTS (SELECT 1 FROM unnest(string_to_array(c.route_step2, ',')) AS rt(code) WHERE btrim(rt.code) = ANY($3::text[]))`
    : kind === 'LIST' ? 'AND c.customer_code = ANY($3::text[])' : 'AND $3::text[] IS NOT NULL';
  const rows = await q.query<{ customer_code: string }>(`${base} ${filter} ORDER BY c.customer_code`, [scope.tenantId, centres, codes]);
  const found = rows.map((r) => r.customer_code);
  if (kind === 'LIST') {
    const missing = codes.filter((c) => !found.includes(c));
    if (missing.length > 0) throw forbidden(`Not a customer of your centres: ${missing.slice(0, 5).join(', ')}`);
  }
  return found;
}
