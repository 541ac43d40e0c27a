import type { FastifyInstance } from 'fastify';
import { activeCenterFor, customerUser, inactiveMessage, type CustomerRow, type CustomerUser } from '../../accounts/customers';
import { merchantUser, type MerchantRow, type MerchantUser } from '../../accounts/merchants';
import { riderUser, type RiderRow, type RiderUser } from '../../accounts/riders';
import { TOKEN_TTL_SECONDS, type TokenClaims, type TokenKind } from '../../auth/jwt';
import { SESSION_LIMIT_SECONDS, type SessionKind } from '../../auth/session-store';
import { forbidden, unauthorized } from '../../errors';
import { tenantBundle } from '../../tenants/resolve';
import { assertCustomerAllowed } from '../admin/allow-gate';

export type CustomerSession = CustomerUser & { jtoken: string; AgentCode?: string };

/** The session a token belongs to, and the lifetime of a token issued in it now. */
interface SessionSlot { sid: string; ttlSeconds: number }

/**
 * A new server-side session, or — with `from` (the caller's valid claims) — the caller's own
 * session again: renewals and centre swaps keep the session, so logout and revocation end them
 * too, and the token never outlives the session's absolute limit.
 */
async function sessionSlot(
  app: FastifyInstance,
  s: { tenantId: string; kind: SessionKind; userId: string; actorId?: string },
  from?: TokenClaims,
): Promise<SessionSlot> {
  const now = app.clock();
  const tokenTtl = s.actorId ? SESSION_LIMIT_SECONDS.impersonation : TOKEN_TTL_SECONDS[s.kind as TokenKind];
  if (from?.sid) {
    const rec = await app.sessions.active(s.tenantId, from.sid, s.kind, s.userId);
    // The request context has just checked it; a revocation in between is still an ended session.
    if (!rec) throw unauthorized('The session has ended');
    return { sid: from.sid, ttlSeconds: Math.min(tokenTtl, Math.floor((rec.renewUntil - now) / 1000)) };
  }
  const limitSeconds = s.actorId ? SESSION_LIMIT_SECONDS.impersonation : SESSION_LIMIT_SECONDS[s.kind];
  const created = await app.sessions.create(app.db, { ...s, limitSeconds });
  return { sid: created.sessionId, ttlSeconds: Math.min(tokenTtl, limitSeconds) };
}

/**
 * A fresh customer token and user. `saleUnit` picks the active centre when it is one of the
 * customer's; `actorId` marks someone acting as the customer (impersonation: the token carries
 * ActorId). `actorKind` 'agent' is an agent ordering for their own client (token ActorKind
 * 'agent', user AgentCode); otherwise a salesperson (the user carries UserId).
 * Acting sessions last 8 hours and never renew. `from`: the caller's claims when this continues
 * their session (renewal, centre swap, profile update) instead of opening one.
 */
export async function issueCustomerSession(
  app: FastifyInstance,
  row: CustomerRow,
  opts: { saleUnit?: string | null; actorId?: string; actorKind?: 'merchant' | 'agent'; from?: TokenClaims } = {},
): Promise<CustomerSession> {
  if (row.status !== 'A') throw forbidden(inactiveMessage(row.mobileNo));
  // Closed pilot (flag CUSTOMER_ALLOW_LIST): staff acting for a customer are not gated.
  if (!opts.actorId) await assertCustomerAllowed(app, row.tenantId, row.customerCode);
  const center = await activeCenterFor(app.db, row, opts.saleUnit);
  const slot = await sessionSlot(app, { tenantId: row.tenantId, kind: 'customer', userId: row.customerCode, actorId: opts.actorId }, opts.from);
  const jtoken = await app.tokens.sign({
    UserId: row.customerCode, TenantId: row.tenantId, Kind: 'customer', Role: 'CUSTOMER',
    SaleUnit: center.saleUnit, ActorId: opts.actorId, ActorKind: opts.actorId && opts.actorKind === 'agent' ? 'agent' : undefined, sid: slot.sid,
  }, slot.ttlSeconds);
  if (opts.actorId && opts.actorKind === 'agent') return { ...customerUser(row, center), AgentCode: opts.actorId, jtoken };
  return { ...customerUser(row, center, opts.actorId), jtoken };
}

export async function issueMerchantSession(app: FastifyInstance, row: MerchantRow, from?: TokenClaims): Promise<{ status: 200; token: string; user: MerchantUser }> {
  if (row.status !== 'A') throw forbidden(inactiveMessage(row.mobileNo));
  const slot = await sessionSlot(app, { tenantId: row.tenantId, kind: 'merchant', userId: row.userId }, from);
  const token = await app.tokens.sign({ UserId: row.userId, TenantId: row.tenantId, Kind: 'merchant', Role: String(row.role), sid: slot.sid }, slot.ttlSeconds);
  return { status: 200, token, user: merchantUser(row) };
}

export async function issueRiderSession(app: FastifyInstance, row: RiderRow): Promise<{ status: 200; token: string; rider: RiderUser }> {
  if (row.status !== 'A') throw forbidden(inactiveMessage(row.mobileNo));
  const slot = await sessionSlot(app, { tenantId: row.tenantId, kind: 'rider', userId: row.riderId });
  const token = await app.tokens.sign({
    UserId: row.riderId, TenantId: row.tenantId, Kind: 'rider', Role: 'RIDER', SaleUnit: row.saleUnit ?? undefined, sid: slot.sid,
  }, slot.ttlSeconds);
  return { status: 200, token, rider: riderUser(row, tenantBundle(app, row.tenantId).companyCode) };
}
