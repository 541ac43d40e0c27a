import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** Storefront side: the content list, the PDPA re-consent prompt, release notes and `/test` (each its own lazy chunk). */
export function registerContentBuyerScreens(): void {
  const screens: Record<string, Loader> = {
    CmsContent: load(() => import('../buyer/content/CmsContentScreen')),
    ReleaseNotes: load(() => import('./release/ReleaseNotesScreen')),
    ReleaseNotesApi: load(() => import('./release/ReleaseNotesApiScreen')),
    Diagnostics: load(() => import('./diagnostics/DiagnosticsScreen')),
  };
  for (const [name, loader] of Object.entries(screens)) registerComponent(name, lazy(loader));
}

/** Back office: the super admin's content editor (TipTap only in its chunk) and banners and news. */
export function registerContentMerchantScreens(): void {
  registerComponent('AdminContents', lazy(load(() => import('./admin/AdminContentsScreen'))));
  registerComponent('AdminNews', lazy(load(() => import('./admin/NewsAdminScreen'))));
}
