import { mergePatch } from './merge-patch';
import type { Flags, TenantBundle, TenantPatch } from './types';

/** Applies `variants[companyCode]` (a merge patch over the bundle), keeping the variant table. */
export function applyVariant(bundle: TenantBundle, companyCode: string | null | undefined): TenantBundle {
  const variant = companyCode ? bundle.variants?.[companyCode] : undefined;
  if (!variant) return bundle;
  const merged = mergePatch(bundle, variant);
  // A variant may not drop the other variants or rename the tenant.
  return { ...merged, id: bundle.id, variants: bundle.variants, appliedVariant: companyCode ?? undefined };
}

/** Overlays remote web-config values on the flags only; other keys of the bundle never change here. */
export function overlayFlags(bundle: TenantBundle, flags: Flags | null | undefined): TenantBundle {
  if (!flags) return bundle;
  const overlay: Flags = {};
  for (const [name, value] of Object.entries(flags)) {
    if (typeof value === 'string') overlay[name] = value;
  }
  return { ...bundle, flags: { ...bundle.flags, ...overlay } };
}

// Bundles that are already base ← tenant (made by loadTenants or mergeTenant). Re-merging such a
// bundle over the base would resurrect entries the tenant removed with null, so resolveBundle
// recognises them by identity and skips the base.
const merged = new WeakSet<object>();

/** base ← tenant, remembered as merged so resolveBundle never applies the base twice. */
export function mergeTenant(base: TenantBundle, tenant: TenantPatch): TenantBundle {
  const out = mergePatch(base, tenant) as TenantBundle;
  merged.add(out);
  return out;
}

interface CommonInput {
  /**
   * The user's COMPANYCODE. `undefined` falls back to the bundle's own `companyCode`;
   * `null` or '' means "no variant".
   */
  companyCode?: string | null;
  remoteFlags?: Flags | null;
}

export type ResolveInput =
  | (CommonInput & {
      base: TenantBundle;
      /** The tenant's raw patch (tenant.json), or a `LoadedTenant.bundle` from loadTenants. */
      tenant: TenantPatch | TenantBundle;
      bundle?: never;
    })
  | (CommonInput & {
      /** An already merged base ← tenant bundle (e.g. the one the server sent). */
      bundle: TenantBundle;
      base?: never;
      tenant?: never;
    });

/** THE merge: base ← tenant ← variants[companyCode] ← remote flags. */
export function resolveBundle(input: ResolveInput): TenantBundle {
  let bundle: TenantBundle;
  if (input.bundle) bundle = input.bundle;
  else if (merged.has(input.tenant)) bundle = input.tenant as TenantBundle;
  else bundle = mergePatch(input.base, input.tenant) as TenantBundle;
  const code = input.companyCode === undefined ? bundle.companyCode : input.companyCode;
  return overlayFlags(applyVariant(bundle, code), input.remoteFlags);
}
