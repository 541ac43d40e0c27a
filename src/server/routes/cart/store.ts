import type { FastifyRequest } from 'fastify';
import { parseStoredCart } from '../../../domain/cart-storage';
import type { CartLine, CartMode } from '../../../domain/cart';
import { claimsOf } from '../../auth/guards';
import type { Queryable } from '../../db/index';
import { badRequest, conflict, forbidden } from '../../errors';
import { NO_CENTRE_MESSAGE } from '../checkout/buyer';

/** Whose cart: a customer's per centre and mode, or a guest session's (one per company, sales only). */
export interface CartKey {
  tenantId: string;
  ownerId: string;
  saleUnit: string;
  mode: CartMode;
  guest: boolean;
  /** The centre prices and stock are read at (a guest's active centre). */
  priceSaleUnit: string;
  /** An agent ordering for this client: lines are priced from the agent's assortment (agents/prices.ts). */
  agentCode?: string;
}

export const MAX_CART_LINES = 200;

export function cartKeyOf(request: FastifyRequest, mode: CartMode = 'sales'): CartKey {
  const claims = claimsOf(request);
  const saleUnit = claims.SaleUnit ?? '';
  if (claims.Kind === 'guest') {
    if (mode === 'redeem') throw forbidden('Please log in to redeem points');
    return { tenantId: claims.TenantId, ownerId: claims.UserId, saleUnit: '', mode: 'sales', guest: true, priceSaleUnit: saleUnit };
  }
  if (claims.Kind !== 'customer') throw forbidden();
  if (!saleUnit) throw conflict(NO_CENTRE_MESSAGE);
  const agentCode = claims.ActorKind === 'agent' && mode === 'sales' ? claims.ActorId : undefined;
  return { tenantId: claims.TenantId, ownerId: claims.UserId, saleUnit, mode, guest: false, priceSaleUnit: saleUnit, ...(agentCode ? { agentCode } : {}) };
}

/** The stored lines; a corrupt row reads as `corrupt` so restoration can clear it. */
export async function readCart(q: Queryable, key: CartKey, forUpdate = false): Promise<{ lines: unknown; exists: boolean }> {
  const [row] = await q.query<{ lines: unknown }>(
    `SELECT lines FROM carts WHERE tenant_id = $1 AND owner_id = $2 AND sale_unit = $3 AND mode = $4${forUpdate ? ' FOR UPDATE' : ''}`,
    [key.tenantId, key.ownerId, key.saleUnit, key.mode],
  );
  return { lines: row ? row.lines : [], exists: !!row };
}

export async function writeCart(q: Queryable, key: CartKey, lines: readonly CartLine[], at: Date): Promise<void> {
  if (lines.length > MAX_CART_LINES) {
    throw badRequest(`The cart holds at most ${MAX_CART_LINES} products`, [{ field: '/body/P_Code', reason: `the cart already holds ${MAX_CART_LINES} products` }]);
  }
  await q.query(
    `INSERT INTO carts (tenant_id, owner_id, sale_unit, mode, lines, updated_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (tenant_id, owner_id, sale_unit, mode) DO UPDATE SET lines = EXCLUDED.lines, updated_at = EXCLUDED.updated_at`,
    [key.tenantId, key.ownerId, key.saleUnit, key.mode, JSON.stringify(lines), at],
  );
}

export async function deleteCart(q: Queryable, key: Pick<CartKey, 'tenantId' | 'ownerId' | 'saleUnit' | 'mode'>): Promise<void> {
  await q.query('DELETE FROM carts WHERE tenant_id = $1 AND owner_id = $2 AND sale_unit = $3 AND mode = $4', [key.tenantId, key.ownerId, key.saleUnit, key.mode]);
}

/**
 * Read-modify-write of one cart under a row lock (concurrent edits from two devices never lose
 * a line). The row is created first so there is always something to lock.
 */
export async function updateCart(q: Queryable, key: CartKey, at: Date, change: (cart: CartLine[]) => CartLine[]): Promise<CartLine[]> {
  await q.query(
    `INSERT INTO carts (tenant_id, owner_id, sale_unit, mode, lines, updated_at) VALUES ($1, $2, $3, $4, '[]'::jsonb, $5)
     ON CONFLICT DO NOTHING`,
    [key.tenantId, key.ownerId, key.saleUnit, key.mode, at],
  );
  const { lines } = await readCart(q, key, true);
  const next = change(parseStoredCart(lines).cart);
  await writeCart(q, key, next, at);
  return next;
}

/** Removes the ordered products from a cart (after an order is placed), in the order's transaction. */
export async function removeOrderedLines(q: Queryable, key: CartKey, codes: readonly string[], at: Date): Promise<void> {
  const { lines, exists } = await readCart(q, key, true);
  if (!exists) return;
  const drop = new Set(codes);
  await writeCart(q, key, parseStoredCart(lines).cart.filter((l) => !drop.has(l.P_Code)), at);
}
