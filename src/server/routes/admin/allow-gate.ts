import type { FastifyInstance } from 'fastify';
import { isY } from '../../../domain/flags';
import { forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';

export const ALLOW_LIST_FLAG = 'CUSTOMER_ALLOW_LIST';
export const NOT_ALLOWED_MESSAGE = 'This shop is open to invited customers only. Please contact your sales representative.';

/**
 * The closed-pilot gate: while the tenant's CUSTOMER_ALLOW_LIST flag is Y, a customer session
 * (password or OTP login, registration, token refresh, centre switch) is issued only to customers
 * on the allow-list (`/utils/customerAllowJson`). Sales staff acting for a customer are not gated.
 */
export async function assertCustomerAllowed(app: FastifyInstance, tenantId: string, customerCode: string): Promise<void> {
  const flags = await effectiveFlags(app, tenantId);
  if (!isY(flags[ALLOW_LIST_FLAG])) return;
  const [hit] = await app.db.query('SELECT 1 FROM customer_allow_list WHERE tenant_id = $1 AND customer_code = $2', [tenantId, customerCode]);
  if (!hit) throw forbidden(NOT_ALLOWED_MESSAGE);
}
