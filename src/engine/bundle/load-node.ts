import type { BundleError, TenantBundle, TenantPatch } from './types';

export interface LoadOptions {
  /** Component names the registry provides (from src/web/registry/manifest.ts); unchecked when absent. */
  knownComponents?: ReadonlySet<string>;
  /** Defaults to `<tenantsDir>/../locales`. */
  localesDir?: string;
}

export interface LoadedTenant {
  id: string;
  dir: string;
  /** The tenant's own file (merge patch over the base), null if unreadable. */
  patch: TenantPatch | null;
  /** base ← tenant with `variants` kept; null when the tenant has any error. */
  bundle: TenantBundle | null;
  errors: BundleError[];
}

export interface LoadResult {
  base: TenantBundle | null;
  baseErrors: BundleError[];
  tenants: LoadedTenant[];
}

export function loadTenants(_tenantsDir: string, _options: LoadOptions = {}): LoadResult {
  throw new Error('loadTenants: in progress');
}
