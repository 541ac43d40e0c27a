import type { FastifyInstance } from 'fastify';
import { activeCenterFor, customerUser, inactiveMessage, type CustomerRow, type CustomerUser } from '../../accounts/customers';
import { merchantUser, type MerchantRow, type MerchantUser } from '../../accounts/merchants';
import { riderUser, type RiderRow, type RiderUser } from '../../accounts/riders';
import { forbidden } from '../../errors';
import { tenantBundle } from '../../tenants/resolve';
import { assertCustomerAllowed } from '../admin/allow-gate';

export type CustomerSession = CustomerUser & { jtoken: string; AgentCode?: string };

/**
 * A fresh customer token and user. `saleUnit` picks the active centre when it is one of the
 * customer's; `actorId` marks someone acting as the customer (impersonation: the token carries
 * ActorId). `actorKind` 'agent' is an agent ordering for their own client (token ActorKind
 * 'agent', user AgentCode); otherwise a salesperson (the user carries UserId).
 */
export async function issueCustomerSession(
  app: FastifyInstance,
  row: CustomerRow,
  opts: { saleUnit?: string | null; actorId?: string; actorKind?: 'merchant' | 'agent' } = {},
): Promise<CustomerSession> {
  if (row.status !== 'A') throw forbidden(inactiveMessage(row.mobileNo));
  // Closed pilot (flag CUSTOMER_ALLOW_LIST): staff acting for a customer are not gated.
  if (!opts.actorId) await assertCustomerAllowed(app, row.tenantId, row.customerCode);
  const center = await activeCenterFor(app.db, row, opts.saleUnit);
  const jtoken = await app.tokens.sign({
    UserId: row.customerCode, TenantId: row.tenantId, Kind: 'customer', Role: 'CUSTOMER',
    SaleUnit: center.saleUnit, ActorId: opts.actorId, ActorKind: opts.actorId && opts.actorKind === 'agent' ? 'agent' : undefined,
  });
  if (opts.actorId && opts.actorKind === 'agent') return { ...customerUser(row, center), AgentCode: opts.actorId, jtoken };
  return { ...customerUser(row, center, opts.actorId), jtoken };
}

export async function issueMerchantSession(app: FastifyInstance, row: MerchantRow): Promise<{ status: 200; token: string; user: MerchantUser }> {
  if (row.status !== 'A') throw forbidden(inactiveMessage(row.mobileNo));
  const token = await app.tokens.sign({ UserId: row.userId, TenantId: row.tenantId, Kind: 'merchant', Role: String(row.role) });
  return { status: 200, token, user: merchantUser(row) };
}

export async function issueRiderSession(app: FastifyInstance, row: RiderRow): Promise<{ status: 200; token: string; rider: RiderUser }> {
  if (row.status !== 'A') throw forbidden(inactiveMessage(row.mobileNo));
  const token = await app.tokens.sign({ UserId: row.riderId, TenantId: row.tenantId, Kind: 'rider', Role: 'RIDER', SaleUnit: row.saleUnit ?? undefined });
  return { status: 200, token, rider: riderUser(row, tenantBundle(app, row.tenantId).companyCode) };
}
