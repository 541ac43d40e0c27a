import fs from 'node:fs';
import path from 'node:path';

/*
 * <link> hints that let the browser fetch, in parallel with the entry script, what a page would
 * otherwise discover one round trip at a time (entry → layout chunk → area registry → screen
 * chunks; texts after the entry runs). Read from the build's Vite manifest; without one (a build
 * without `build.manifest`) pages simply get no hints.
 */

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const STOREFRONT_CHUNKS = ['layouts/buyer/BuyerLayout.tsx', 'registry/buyer.ts'];
/**
 * The chunk vite.config.ts groups the storefront's first-visit modules into (layout, registry,
 * home and product blocks): its manifest key is its file name, so it is found by name.
 */
const STOREFRONT_GROUP = 'storefront';

/**
 * The screens of the storefront's usual landing pages (paths without the `/en` prefix). A tenant
 * that moves these routes only loses the head start: a wrong hint costs one unused download.
 */
const PAGE_CHUNKS: { match: RegExp; sources: string[] }[] = [
  { match: /^\/$/, sources: ['buyer/home/HomeBanners.tsx', 'buyer/home/HomeCategories.tsx', 'buyer/home/HomeProducts.tsx'] },
  { match: /^\/product\/?$/, sources: ['buyer/product/ProductListScreen.tsx'] },
  { match: /^\/product\/(?!category\/?$)[^/]+\/?$/, sources: ['buyer/product/ProductDetailScreen.tsx'] },
];

/**
 * The first-visit dialogs a server-rendered page may have drawn: hydration waits for their code
 * (src/web/ssr/hydrate.tsx), which the browser would otherwise find only once the entry runs, a
 * round trip after every other script (on a slow 4G line ~1 s before the page could hydrate).
 */
const STARTUP_PICKER = 'centres/CentrePickerSheet.tsx';
/** vite.config.ts groups the picker's modules into this chunk; a grouped chunk is keyed by its file name. */
const STARTUP_PICKER_GROUP = 'centre-picker';
const CONSENT_DIALOG = 'widgets/CookieConsentDialog.tsx';

/** Texts every page loads at start (src/web/app/i18n.ts START_NAMESPACES). */
const START_NAMESPACES = ['common', 'errors', 'buyer'];

/** The manifest keys of the chunks a `codeSplitting` group named `name` made (keyed by file name). */
function chunksNamed(manifest: Manifest, name: string): string[] {
  return Object.keys(manifest).filter((k) => manifest[k].name === name && !manifest[k].isEntry);
}

function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

export interface PageOf {
  /** The pathname without its query and `/en` prefix. */
  path: string;
  locale: 'th' | 'en';
  area: 'buyer' | 'merchant' | 'rider';
}

/** Which page a request is for: path, language (`/en` prefix) and area (by path prefix). */
export function pageOf(url: string): PageOf {
  const pathname = url.split('?')[0] || '/';
  const en = pathname === '/en' || pathname.startsWith('/en/');
  const path = en ? pathname.slice(3) || '/' : pathname;
  const area = path.startsWith('/merchant') ? 'merchant' : path.startsWith('/rider') ? 'rider' : 'buyer';
  return { path, locale: en ? 'en' : 'th', area };
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The built manifest, re-read when a rebuild replaces it. */
export class PreloadHints {
  private cached?: { mtimeMs: number; manifest: Manifest };

  constructor(private readonly webDir: string) {}

  private manifest(): Manifest | null {
    const file = path.join(this.webDir, '.vite', 'manifest.json');
    try {
      const stat = fs.statSync(file);
      if (!this.cached || this.cached.mtimeMs !== stat.mtimeMs) {
        this.cached = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
      }
      return this.cached.manifest;
    } catch {
      return null;
    }
  }

  /**
   * The hint tags for a page request (`request.url`). A server-rendered page carries its start
   * texts in its payload (`textsInline`): preloading the same JSON again only took bandwidth from
   * the scripts and the LCP picture on a slow network.
   */
  forPage(url: string, { textsInline = false, startupPicker = false, consentDialog = false }: { textsInline?: boolean; startupPicker?: boolean; consentDialog?: boolean } = {}): string {
    const manifest = this.manifest();
    if (!manifest) return '';
    const { path: page, locale, area } = pageOf(url);
    const tags: string[] = [];
    for (const ns of textsInline ? [] : START_NAMESPACES) {
      const asset = manifest[`../../locales/${locale}/${ns}.json`];
      // fetch() of a same-origin URL: mode cors, same-origin credentials = crossorigin anonymous.
      if (asset) tags.push(`<link rel="preload" as="fetch" crossorigin href="/${escapeAttr(asset.file)}">`);
    }
    if (area === 'buyer') {
      const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
      const already = closure(manifest, entry);
      const group = chunksNamed(manifest, STOREFRONT_GROUP);
      const pickerKeys = manifest[STARTUP_PICKER] ? [STARTUP_PICKER] : chunksNamed(manifest, STARTUP_PICKER_GROUP);
      const dialogs = [...(startupPicker ? pickerKeys : []), ...(consentDialog ? [CONSENT_DIALOG] : [])];
      const wanted = [...STOREFRONT_CHUNKS, ...group, ...PAGE_CHUNKS.filter((p) => p.match.test(page)).flatMap((p) => p.sources), ...dialogs];
      for (const key of closure(manifest, wanted)) {
        if (!already.has(key)) tags.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(manifest[key].file)}">`);
      }
    }
    return tags.join('');
  }
}
