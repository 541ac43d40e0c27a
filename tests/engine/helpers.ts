import path from 'node:path';
import { loadTenants } from '../../src/engine/node';
import { resolveBundle, type TenantBundle } from '../../src/engine/index';

export const ROOT = path.resolve(__dirname, '../..');
export const TENANTS_DIR = path.join(ROOT, 'tenants');

let cache: ReturnType<typeof loadTenants> | null = null;

/** The repository's real bundles, loaded once per test file. */
export function realTenants(): ReturnType<typeof loadTenants> {
  cache ??= loadTenants(TENANTS_DIR);
  return cache;
}

export function baseBundle(): TenantBundle {
  const { base } = realTenants();
  if (!base) throw new Error('base bundle failed to load');
  return base;
}

export function tenantBundle(id: string, companyCode?: string | null): TenantBundle {
  const loaded = realTenants().tenants.find((tenant) => tenant.id === id);
  if (!loaded?.bundle) throw new Error(`tenant ${id} failed to load`);
  return resolveBundle({ base: baseBundle(), tenant: loaded.bundle, companyCode });
}
