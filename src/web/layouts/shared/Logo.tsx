/** @jsxImportSource theme-ui */
import type { TenantBundle, Locale } from '../../../engine';

export function logoUrl(bundle: TenantBundle): string {
  return `/tenants/${encodeURIComponent(bundle.id)}/${encodeURIComponent(bundle.branding.logo)}`;
}

/** The tenant's logo from its folder, named for screen readers. */
export function Logo({ bundle, locale, height = 40 }: { bundle: TenantBundle; locale: Locale; height?: number }) {
  return <img src={logoUrl(bundle)} alt={bundle.name[locale] ?? bundle.name.th} height={height} sx={{ display: 'block', height, width: 'auto', maxWidth: 220 }} />;
}
