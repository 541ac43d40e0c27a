import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTenantId } from '../tenants/tenant-id';

/** The tenant a browser page is for: `tenantId` query, `tenantId` cookie, Host, default. */
export function pageTenant(app: FastifyInstance, request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = query.tenantId;
  if (isTenantId(fromQuery) && app.tenants.has(fromQuery)) return fromQuery;
  const cookie = request.cookies?.tenantId;
  if (isTenantId(cookie) && app.tenants.has(cookie)) return cookie;
  return app.tenants.byHost(request.headers.host) ?? app.config.defaultTenant;
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
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header && /^bearer\s+/i.test(header)) {
      const token = header.replace(/^bearer\s+/i, '').trim();
      const result = await app.tokens.verify(token);
      if (result.ok) request.auth = result.claims;
      else request.authFailure = { reason: result.reason, description: result.description };
    }
    const fromHeader = request.headers.tenantid;
    request.tenantId = request.auth?.TenantId
      ?? (typeof fromHeader === 'string' && fromHeader ? fromHeader : undefined)
      ?? app.tenants.byHost(request.headers.host)
      ?? app.config.defaultTenant;
  });
}
