import type { FastifyInstance } from 'fastify';
import { resolveBundle, type Flags, type TenantBundle } from '../../engine/index';
import { HttpError, notFound } from '../errors';

/** The tenant's bundle (base ← tenant, variants kept), or 404 unknown / 503 broken. */
export function tenantBundle(app: FastifyInstance, tenantId: string): TenantBundle {
  const entry = app.tenants.get(tenantId);
  if (!entry) throw notFound(`Tenant '${tenantId}' not found`);
  if (!entry.bundle || !app.tenants.base) throw new HttpError(503, `Tenant '${tenantId}' configuration is invalid`);
  return entry.bundle;
}

/** Effective flags: bundle defaults (← company-code variant when given) ← stored overrides. */
export async function effectiveFlags(app: FastifyInstance, tenantId: string, companyCode: string | null = null): Promise<Flags> {
  return (await resolvedBundle(app, tenantId, companyCode)).flags;
}

export async function resolvedBundle(app: FastifyInstance, tenantId: string, companyCode: string | null = null): Promise<TenantBundle> {
  const tenant = tenantBundle(app, tenantId);
  const remoteFlags = await app.flags.remoteFlags(tenantId);
  return resolveBundle({ base: app.tenants.base!, tenant, companyCode, remoteFlags });
}

/** What `window.__TALAD_BOOT__` and `GET api/tenant/bundle` carry: no variant, remote flags applied. */
export interface BootPayload {
  tenantId: string;
  bundle: TenantBundle;
  flags: Flags;
  /** Present when the tenant's folder is broken and its last good bundle (saved at this time) is served. */
  staleSince?: string;
}

export async function bootPayload(app: FastifyInstance, tenantId: string): Promise<BootPayload> {
  const bundle = await resolvedBundle(app, tenantId, null);
  const entry = app.tenants.get(tenantId);
  const stale = entry?.stale || app.tenants.baseIsStale;
  return { tenantId, bundle, flags: bundle.flags, ...(stale ? { staleSince: entry?.savedAt?.toISOString() ?? 'unknown' } : {}) };
}
