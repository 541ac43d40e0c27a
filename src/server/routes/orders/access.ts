import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMerchantRole, isSuperAdmin } from '../../../domain/roles';
import type { OrderActor } from '../../../domain/order-status';
import { merchantCenterRows } from '../../accounts/centers';
import { claimsOf } from '../../auth/guards';
import type { Queryable } from '../../db/index';
import { forbidden, notFound } from '../../errors';
import type { ActingParty } from './lifecycle';
import { loadOrder, type OrderRow } from './model';

/** Who asks about an order, and what of it they may see or move. */
export type Viewer =
  | { kind: 'customer'; tenantId: string; customerCode: string; actorId: string | null }
  | { kind: 'merchant'; tenantId: string; userId: string; superAdmin: boolean; centres: ReadonlySet<string> }
  | { kind: 'rider'; tenantId: string; riderId: string };

export const ORDER_NOT_FOUND = 'Order not found';

export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const c = claimsOf(request);
  if (c.Kind === 'customer') return { kind: 'customer', tenantId: c.TenantId, customerCode: c.UserId, actorId: c.ActorId ?? null };
  if (c.Kind === 'rider') return { kind: 'rider', tenantId: c.TenantId, riderId: c.UserId };
  if (c.Kind === 'merchant' && isMerchantRole(c.Role)) {
    const superAdmin = isSuperAdmin(c.Role);
    const centres = superAdmin ? [] : await merchantCenterRows(app.db, c.TenantId, c.UserId, false);
    return { kind: 'merchant', tenantId: c.TenantId, userId: c.UserId, superAdmin, centres: new Set(centres.map((x) => x.saleUnit)) };
  }
  throw forbidden();
}

/** Buyers see their own orders, staff the orders of their centres (all for a super admin), riders the orders assigned to them. */
export function canSee(v: Viewer, o: OrderRow): boolean {
  if (v.tenantId !== o.tenantId) return false;
  if (v.kind === 'customer') return o.customerCode === v.customerCode;
  if (v.kind === 'rider') return o.riderId === v.riderId;
  return v.superAdmin || v.centres.has(o.saleUnit);
}

export function actorOf(v: Viewer): OrderActor {
  return v.kind === 'customer' ? 'buyer' : v.kind;
}

export function partyOf(v: Viewer): ActingParty {
  if (v.kind === 'customer') return v.actorId ? { actor: 'buyer', kind: 'merchant', id: v.actorId } : { actor: 'buyer', kind: 'customer', id: v.customerCode };
  if (v.kind === 'rider') return { actor: 'rider', kind: 'rider', id: v.riderId };
  return { actor: 'merchant', kind: 'merchant', id: v.userId };
}

/**
 * The order if this viewer may see it, else 404 (another tenant's, another customer's or another
 * centre's order does not exist for them). A given sale unit must match the order's.
 */
export async function orderFor(q: Queryable, v: Viewer, orderId: string, saleUnit?: string | null, forUpdate = false): Promise<OrderRow> {
  const o = await loadOrder(q, v.tenantId, orderId, forUpdate);
  if (!o || !canSee(v, o) || (saleUnit && saleUnit !== o.saleUnit)) throw notFound(ORDER_NOT_FOUND);
  return o;
}
