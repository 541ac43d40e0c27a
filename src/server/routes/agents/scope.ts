import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isY } from '../../../domain/flags';
import { isVerifiedAgent } from '../../../domain/roles';
import { findCustomer, type CustomerRow } from '../../accounts/customers';
import type { AuditActor } from '../../audit/record';
import { claimsOf } from '../../auth/guards';
import type { Queryable } from '../../db/index';
import { forbidden, notFound } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';

/**
 * Who is calling an agent endpoint. Every agent route reads through this and `clientOf`, so an
 * agent only ever sees or acts for rows of their own clients in their own tenant, whatever codes
 * they send.
 */
export interface AgentScope {
  tenantId: string;
  agentCode: string;
  agent: CustomerRow;
  /** The agent's active centre (their own token), or the client's centre while acting for one. */
  saleUnit: string;
  /** True when the token is a client's, issued to the agent by a switch. */
  acting: boolean;
}

export const agentFacts = (row: CustomerRow) => ({
  AccountCode: row.accountCode, TAXNO: row.taxNo, ShopPhotoImage: row.shopPhotoImage, PicFileName: row.picFileName, PersonType: row.personType,
});

/**
 * The agent behind this customer token: the agent themself, or (with `allowActing`) the agent
 * ordering for a client. A verified agent (spec section 6: AccountCode, TAXNO, ShopPhotoImage,
 * PicFileName and PersonType 1) of a tenant with ENABLE_AGENT Y; 403 otherwise.
 */
export async function agentScope(app: FastifyInstance, request: FastifyRequest, opts: { allowActing?: boolean } = {}): Promise<AgentScope> {
  const claims = claimsOf(request);
  if (claims.Kind !== 'customer') throw forbidden('Agents only');
  const acting = claims.ActorKind === 'agent' && !!claims.ActorId;
  if (acting && !opts.allowActing) throw forbidden('Switch back to your own account first');
  if (claims.ActorId && !acting) throw forbidden('A salesperson ordering for a customer cannot use the agent pages');
  const agentCode = acting ? claims.ActorId! : claims.UserId;
  const agent = await findCustomer(app.db, claims.TenantId, agentCode);
  if (!agent || agent.status !== 'A') throw forbidden('This agent is inactive');
  if (!isVerifiedAgent(agentFacts(agent))) throw forbidden('Only verified agents have clients');
  const flags = await effectiveFlags(app, claims.TenantId, agent.companyCode || null);
  if (!isY(flags.ENABLE_AGENT)) throw forbidden('Agents are not enabled');
  if (acting) await assertClient(app.db, claims.TenantId, agentCode, claims.UserId);
  return { tenantId: claims.TenantId, agentCode, agent, saleUnit: claims.SaleUnit ?? '', acting };
}

/** 404 (not 403: the code's existence is not revealed) unless the customer is this agent's client. */
export async function assertClient(q: Queryable, tenantId: string, agentCode: string, customerCode: string): Promise<void> {
  const [row] = await q.query('SELECT 1 FROM agent_clients WHERE tenant_id = $1 AND agent_code = $2 AND customer_code = $3', [tenantId, agentCode, customerCode]);
  if (!row) throw notFound('Customer not found');
}

/** The agent's client of this code (active or not), or 404. */
export async function clientOf(q: Queryable, scope: AgentScope, customerCode: string): Promise<CustomerRow> {
  await assertClient(q, scope.tenantId, scope.agentCode, customerCode);
  const row = await findCustomer(q, scope.tenantId, customerCode);
  if (!row) throw notFound('Customer not found');
  return row;
}

export function agentActor(scope: AgentScope): AuditActor {
  return { kind: 'agent', id: scope.agentCode, name: scope.agent.customerName };
}
