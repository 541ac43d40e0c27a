import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatRoleAllowed, staffSeesConversation, type StaffViewer } from '../../../domain/chat';
import { isY } from '../../../domain/flags';
import { findCustomer } from '../../accounts/customers';
import { claimsOf } from '../../auth/guards';
import { forbidden } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';
import { merchantScope } from '../merchant/scope';

export const CHAT_DISABLED = 'Chat is disabled';
export const CHAT_NOT_FOR_ACTOR = 'Chat is not available while ordering for a customer';
export const CHAT_ROLE_REFUSED = 'Your role does not answer chats';

/** A buyer side of a conversation: a signed-in customer or a guest (token UserId GUEST-…). */
export interface BuyerParticipant {
  side: 'customer';
  tenantId: string;
  ownerKind: 'customer' | 'guest';
  ownerId: string;
  name: string;
  mobile: string;
  /** The token's active centre. */
  saleUnit: string;
}

export interface StaffParticipant extends StaffViewer {
  side: 'staff';
  tenantId: string;
  name: string;
  role: number;
  superAdmin: boolean;
}

export type Participant = BuyerParticipant | StaffParticipant;

export const ownerKey = (kind: string, id: string) => `${kind}:${id}`;

/** A guest's display name: "Guest" and the end of the token id, so staff can tell two apart. */
export const guestName = (guestId: string) => `Guest ${guestId.slice(-4).toUpperCase()}`;

/**
 * Who is calling a chat endpoint, or 401/403: chat off for the tenant, a salesperson signed in as a
 * customer (spec section 6: no chat), a rider, or staff whose role CHAT_ROLE_IDS leaves out.
 */
export async function participantOf(app: FastifyInstance, request: FastifyRequest): Promise<Participant> {
  const claims = claimsOf(request);
  const tenantId = claims.TenantId;
  if (claims.Kind === 'merchant') {
    const scope = await merchantScope(app, request);
    const flags = await effectiveFlags(app, tenantId);
    if (!isY(flags.ENABLE_CHAT)) throw forbidden(CHAT_DISABLED);
    if (!chatRoleAllowed(flags.CHAT_ROLE_IDS, scope.role, scope.superAdmin)) throw forbidden(CHAT_ROLE_REFUSED);
    return {
      side: 'staff', tenantId, userId: scope.userId, name: scope.name, role: scope.role, superAdmin: scope.superAdmin,
      saleUnits: scope.saleUnits, relevantOnly: isY(flags.CHAT_RELEVANT_SALES_ONLY) && !scope.superAdmin,
    };
  }
  if (claims.Kind === 'customer') {
    if (claims.ActorId) throw forbidden(CHAT_NOT_FOR_ACTOR);
    const row = await findCustomer(app.db, tenantId, claims.UserId);
    if (!row || row.status !== 'A') throw forbidden();
    const flags = await effectiveFlags(app, tenantId, row.companyCode || null);
    if (!isY(flags.ENABLE_CHAT)) throw forbidden(CHAT_DISABLED);
    return { side: 'customer', tenantId, ownerKind: 'customer', ownerId: row.customerCode, name: row.customerName, mobile: row.mobileNo, saleUnit: claims.SaleUnit ?? row.defaultSaleUnit ?? '' };
  }
  if (claims.Kind === 'guest' && claims.UserId.startsWith('GUEST-')) {
    const flags = await effectiveFlags(app, tenantId);
    if (!isY(flags.ENABLE_CHAT) || isY(flags.DISABLE_GUEST_MODE)) throw forbidden(CHAT_DISABLED);
    return { side: 'customer', tenantId, ownerKind: 'guest', ownerId: claims.UserId, name: guestName(claims.UserId), mobile: '', saleUnit: claims.SaleUnit ?? '' };
  }
  throw forbidden();
}

export function requireBuyer(p: Participant): BuyerParticipant {
  if (p.side !== 'customer') throw forbidden();
  return p;
}

export function requireStaff(p: Participant): StaffParticipant {
  if (p.side !== 'staff') throw forbidden();
  return p;
}

export interface ConversationAccessRow {
  tenant_id: string;
  owner_kind: string;
  owner_id: string;
  sale_unit: string;
  assigned_to: string | null;
  sales_id: string | null;
}

/** The one rule "is this caller a participant of that conversation" (the SQL filters mirror it). */
export function canSee(p: Participant, c: ConversationAccessRow): boolean {
  if (c.tenant_id !== p.tenantId) return false;
  if (p.side === 'customer') return c.owner_kind === p.ownerKind && c.owner_id === p.ownerId;
  return staffSeesConversation(p, { saleUnit: c.sale_unit, assigned: c.assigned_to, sales: c.sales_id });
}

/**
 * SQL filter on `chat_conversations c` for this participant, parameters numbered from `first`.
 * Returns the clause and its parameters.
 */
export function visibleClause(p: Participant, first: number): { sql: string; params: unknown[] } {
  if (p.side === 'customer') {
    return { sql: `c.tenant_id = $${first} AND c.owner_kind = $${first + 1} AND c.owner_id = $${first + 2}`, params: [p.tenantId, p.ownerKind, p.ownerId] };
  }
  const base = `c.tenant_id = $${first} AND c.sale_unit = ANY($${first + 1}::text[])`;
  if (!p.relevantOnly) return { sql: base, params: [p.tenantId, [...p.saleUnits]] };
  return {
    sql: `${base} AND (c.sales_id IS NULL OR c.sales_id = $${first + 2} OR c.assigned_to = $${first + 2})`,
    params: [p.tenantId, [...p.saleUnits], p.userId],
  };
}
