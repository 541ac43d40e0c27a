import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayKey } from '../../../domain/dates';
import { isY } from '../../../domain/flags';
import { canSeeCataloguePrices, normalizeLevel, type PriceLevel } from '../../../domain/prices';
import type { Queryable } from '../../db/index';
import { authRequired } from '../../auth/guards';
import { effectiveFlags, tenantBundle } from '../../tenants/resolve';

/** Who is browsing: decides the centre (stock, advance prices), the price level and price hiding. */
export interface Viewer {
  tenantId: string;
  kind: 'customer' | 'guest' | 'staff';
  /** The customer (customers only; a salesperson acting as a customer browses as that customer). */
  customerCode: string | null;
  /** The active distribution centre ('' when the tenant has none). */
  saleUnit: string;
  level: PriceLevel;
  guest: boolean;
  /** DISABLE_GUEST_CATALOGUE_PRICE is Y and this is a guest: every price is withheld. */
  pricesHidden: boolean;
  now: Date;
  /** Today in Thailand as 'YYYY-MM-DD' (advance-price windows are calendar days there). */
  today: string;
}

export const isoDay = (now: Date) => {
  const k = String(dayKey(now));
  return `${k.slice(0, 4)}-${k.slice(4, 6)}-${k.slice(6, 8)}`;
};

/**
 * The price level of a customer in a centre (customer_price_levels; no row = 1). The checkout uses
 * the same function, so list, detail and order agree.
 */
export async function customerPriceLevel(q: Queryable, tenantId: string, customerCode: string, saleUnit: string): Promise<PriceLevel> {
  const [row] = await q.query<{ price_level: number }>(
    'SELECT price_level FROM customer_price_levels WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = $3',
    [tenantId, customerCode, saleUnit],
  );
  return normalizeLevel(row?.price_level ?? 1);
}

// Per app (tests run several servers, each on its own database, in one process).
const defaultCentreCaches = new WeakMap<FastifyInstance, Map<string, { saleUnit: string; at: number }>>();

/** The tenant's first active centre (cached a minute): the centre of callers that name none. */
async function defaultCentre(app: FastifyInstance, tenantId: string): Promise<string> {
  let defaultCentres = defaultCentreCaches.get(app);
  if (!defaultCentres) defaultCentreCaches.set(app, (defaultCentres = new Map()));
  const hit = defaultCentres.get(tenantId);
  if (hit && Date.now() - hit.at < 60_000) return hit.saleUnit;
  const [row] = await app.db.query<{ sale_unit: string }>(
    'SELECT sale_unit FROM distribution_centers WHERE tenant_id = $1 AND active ORDER BY sale_unit LIMIT 1', [tenantId]);
  const saleUnit = row?.sale_unit ?? '';
  defaultCentres.set(tenantId, { saleUnit, at: Date.now() });
  return saleUnit;
}

/**
 * The viewer of a catalogue call. The token decides the customer and centre (a SaleUnit in the body
 * only counts for callers whose token names none); without a token the caller browses as a guest
 * unless the tenant disables guest mode. An expired or invalid token is a 401 with the bearer
 * challenge, so the client renews its session as the spec's error catalogue says.
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest, saleUnitHint?: string | null): Promise<Viewer> {
  const claims = request.auth;
  if (!claims && request.authFailure) throw authRequired(request);
  const tenantId = request.tenantId;
  const now = new Date(app.clock());
  const base = { tenantId, now, today: isoDay(now) };
  if (claims?.Kind === 'customer') {
    const saleUnit = claims.SaleUnit || saleUnitHint || await defaultCentre(app, tenantId);
    const level = await customerPriceLevel(app.db, tenantId, claims.UserId, saleUnit);
    return { ...base, kind: 'customer', customerCode: claims.UserId, saleUnit, level, guest: false, pricesHidden: false };
  }
  if (claims && claims.Kind !== 'guest') {
    const saleUnit = saleUnitHint || claims.SaleUnit || await defaultCentre(app, tenantId);
    return { ...base, kind: 'staff', customerCode: null, saleUnit, level: 1, guest: false, pricesHidden: false };
  }
  const flags = await effectiveFlags(app, tenantId, tenantBundle(app, tenantId).companyCode || null);
  if (!claims && isY(flags.DISABLE_GUEST_MODE)) throw authRequired(request);
  const saleUnit = claims?.SaleUnit || saleUnitHint || await defaultCentre(app, tenantId);
  const pricesHidden = !canSeeCataloguePrices({ guest: true, guestPricesDisabled: isY(flags.DISABLE_GUEST_CATALOGUE_PRICE) });
  return { ...base, kind: 'guest', customerCode: null, saleUnit, level: 1, guest: true, pricesHidden };
}

/**
 * The tenant of a browsing call that needs no prices (autocomplete, banners, content): the token's
 * tenant, else the TenantId header; a rejected token is a 401, and so is a token-less caller when
 * the tenant disables guest mode.
 */
export async function browsingTenant(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (!request.auth && request.authFailure) throw authRequired(request);
  const tenantId = request.tenantId;
  if (!request.auth) {
    const flags = await effectiveFlags(app, tenantId, tenantBundle(app, tenantId).companyCode || null);
    if (isY(flags.DISABLE_GUEST_MODE)) throw authRequired(request);
  }
  return tenantId;
}
