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

export interface ResolveInput {
  base: TenantBundle;
  /** The tenant's patch (raw tenant.json) or an already merged bundle; both give the same result. */
  tenant: TenantPatch | TenantBundle;
  /**
   * The user's COMPANYCODE. `undefined` falls back to the tenant's own `companyCode`;
   * `null` or '' means "no variant".
   */
  companyCode?: string | null;
  remoteFlags?: Flags | null;
}

/** THE merge: base ← tenant ← variants[companyCode] ← remote flags. */
export function resolveBundle({ base, tenant, companyCode, remoteFlags }: ResolveInput): TenantBundle {
  const merged = mergePatch(base, tenant) as TenantBundle;
  const code = companyCode === undefined ? merged.companyCode : companyCode;
  return overlayFlags(applyVariant(merged, code), remoteFlags);
}
