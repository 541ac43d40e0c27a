import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../auth/jwt';
import { isTenantId } from '../tenants/tenant-id';
import { withTenant } from '../db/scope';
import { installRequestScope, setScopeTenant } from './request-scope';

/** The tenant a browser page is for: `tenantId` query, `tenantId` cookie, Host, default. */
export function pageTenant(app: FastifyInstance, request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = query.tenantId;
  if (isTenantId(fromQuery) && app.tenants.has(fromQuery)) return fromQuery;
  const cookie = request.cookies?.tenantId;
  if (isTenantId(cookie) && app.tenants.has(cookie)) return cookie;
  return app.tenants.byHost(request.headers.host) ?? app.config.defaultTenant;
}

export const SESSION_ENDED = 'The session has ended';

/**
 * A signed token is accepted only while its server-side session lives (not logged out, not revoked
 * by a password change or deactivation, within its absolute limit). Guest tokens carry no session;
 * every other token without one (issued before sessions existed) is refused.
 */
async function sessionLive(app: FastifyInstance, claims: TokenClaims): Promise<boolean> {
  const { Kind: kind, sid } = claims;
  if (kind === 'guest') return true;
  if (!sid) return false;
  return (await withTenant(claims.TenantId, () => app.sessions.active(claims.TenantId, sid, kind, claims.UserId))) !== null;
}

/**
 * Reads the bearer token and decides the tenant of every request: the token's TenantId claim
 * wins (a client cannot talk its way into another tenant with a header), then the TenantId
 * header, then the Host, then the default tenant.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('tenantId', '');
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  installRequestScope(app);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (header && /^bearer\s+/i.test(header)) {
      const token = header.replace(/^bearer\s+/i, '').trim();
      const result = await app.tokens.verify(token);
      if (!result.ok) request.authFailure = { reason: result.reason, description: result.description };
      else if (await sessionLive(app, result.claims)) request.auth = result.claims;
      else request.authFailure = { reason: 'invalid', description: SESSION_ENDED };
    }
    const fromHeader = request.headers.tenantid;
    request.tenantId = request.auth?.TenantId
      ?? (typeof fromHeader === 'string' && fromHeader ? fromHeader : undefined)
      ?? app.tenants.byHost(request.headers.host)
      ?? app.config.defaultTenant;
    // Every log line of the request, "request completed" included, names its tenant (docs/operations.md).
    request.log = reply.log = request.log.child({ tenant: request.tenantId });
    // From here on the request's queries see only this tenant's rows (row-level security). Public
    // URLs that name their tenant (pictures: /api/media/{tenantId}/…, public uploads) read that
    // tenant's rows when no token says otherwise; a token's tenant always wins.
    const urlTenant = (request.params as Record<string, unknown> | undefined)?.tenantId;
    setScopeTenant(!request.auth && typeof urlTenant === 'string' && app.tenants.has(urlTenant) ? urlTenant : request.tenantId);
  });
}
