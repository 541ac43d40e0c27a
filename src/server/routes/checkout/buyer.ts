import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Flags } from '../../../engine/index';
import { isY } from '../../../domain/flags';
import { creditBalance, isCreditCustomer } from '../../../domain/roles';
import { findCustomer, type CustomerRow } from '../../accounts/customers';
import { claimsOf } from '../../auth/guards';
import type { Queryable } from '../../db/index';
import { HttpError, conflict, forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';

export type Mode = 'sales' | 'redeem';

/** Who is buying, where, and the facts of the customer that prices and promotions depend on. */
export interface Buyer {
  tenantId: string;
  customerCode: string;
  customer: CustomerRow;
  saleUnit: string;
  /** The salesperson ordering for the customer (token ActorId), if any. */
  actorId: string | null;
  /** The agent ordering for their client (token ActorId with ActorKind 'agent'), if any: agent prices, agent credit. */
  agentCode: string | null;
  /** Whose credit line AR payments draw on: the agent's main account when signed in as agent (spec section 6). */
  creditAccountCode: string;
  customerType: string;
  storeType: string;
  priceLevel: number;
  flags: Flags;
  creditCustomer: boolean;
  creditBalance: number;
}

export const NO_CENTRE_MESSAGE = 'Please select a distribution center';

/** The signed-in customer (not a guest) at the centre of their token, or 401/403/409. */
export async function loadBuyer(app: FastifyInstance, request: FastifyRequest, q: Queryable = app.db): Promise<Buyer> {
  const claims = claimsOf(request);
  if (claims.Kind !== 'customer') throw forbidden('Please log in to continue');
  return loadBuyerAt(app, { TenantId: claims.TenantId, UserId: claims.UserId, SaleUnit: claims.SaleUnit, ActorId: claims.ActorId, ActorKind: claims.ActorKind }, q);
}

/** The same buyer without a request (background work acting for the customer, e.g. subscription runs). */
export async function loadBuyerAt(
  app: FastifyInstance, claims: { TenantId: string; UserId: string; SaleUnit?: string; ActorId?: string; ActorKind?: 'merchant' | 'agent' }, q: Queryable = app.db,
): Promise<Buyer> {
  const customer = await findCustomer(q, claims.TenantId, claims.UserId);
  // The clients log out on exactly this message at status 500 (spec error catalogue).
  if (!customer) throw new HttpError(500, 'Customer not found');
  if (customer.status !== 'A') throw forbidden('This customer is inactive');
  const saleUnit = claims.SaleUnit ?? '';
  if (!saleUnit) throw conflict(NO_CENTRE_MESSAGE);
  const [centre] = await q.query<{ customer_type: string; store_type: string | null; price_level: number | null }>(
    `SELECT cc.customer_type, cc.store_type, pl.price_level FROM customer_centers cc
       JOIN distribution_centers d ON d.tenant_id = cc.tenant_id AND d.sale_unit = cc.sale_unit AND d.active
       LEFT JOIN customer_price_levels pl ON pl.tenant_id = cc.tenant_id AND pl.customer_code = cc.customer_code AND pl.sale_unit = cc.sale_unit
      WHERE cc.tenant_id = $1 AND cc.customer_code = $2 AND cc.sale_unit = $3`,
    [claims.TenantId, claims.UserId, saleUnit],
  );
  if (!centre) throw forbidden('This distribution center is not one of the customer\'s');
  const flags = await effectiveFlags(app, claims.TenantId, customer.companyCode || null);
  const sapCodes = String(flags.CREDIT_SAP_COMPANY_CODE ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const agentCode = claims.ActorKind === 'agent' && claims.ActorId ? claims.ActorId : null;
  const creditRow = agentCode ? await agentCreditRow(q, claims.TenantId, agentCode, customer.customerCode) : customer;
  const user = { AuthorizeAmount: creditRow.authorizeAmount, DebtAmount: creditRow.debtAmount, IsBjcSapCustomer: creditRow.isSapCustomer, COMPANYCODE: creditRow.companyCode };
  return {
    tenantId: claims.TenantId,
    customerCode: customer.customerCode,
    customer,
    saleUnit,
    actorId: agentCode ? null : claims.ActorId ?? null,
    agentCode,
    creditAccountCode: creditRow.customerCode,
    customerType: centre.customer_type ?? '',
    storeType: centre.store_type ?? '',
    // No row: level 1 (catalogue rule, as priceLevelOf).
    priceLevel: centre.price_level ? Number(centre.price_level) : 1,
    flags,
    creditCustomer: isCreditCustomer(user, { sapCreditCompanyCodes: sapCodes }),
    creditBalance: creditBalance(user),
  };
}

/** The agent's own row, once more checked to be this client's agent (the link may have been removed since the switch). */
async function agentCreditRow(q: Queryable, tenantId: string, agentCode: string, clientCode: string): Promise<CustomerRow> {
  const [link] = await q.query('SELECT 1 FROM agent_clients WHERE tenant_id = $1 AND agent_code = $2 AND customer_code = $3', [tenantId, agentCode, clientCode]);
  const agent = link ? await findCustomer(q, tenantId, agentCode) : undefined;
  if (!agent || agent.status !== 'A') throw forbidden('This customer is not one of your clients');
  return agent;
}

/** Redeem mode exists only where the tenant enables it. */
export function assertModeAllowed(buyer: Pick<Buyer, 'flags'>, mode: Mode): void {
  if (mode === 'redeem' && !isY(buyer.flags.ENABLE_REDEEM)) throw forbidden('Redeem mode is not enabled');
}
