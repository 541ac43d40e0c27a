// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PreloadHints } from '../../src/server/spa/preload-hints';

function webDirWith(manifest: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-hints-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
  'layouts/buyer/BuyerLayout.tsx': { file: 'assets/BuyerLayout-1.js', imports: ['_shared.js'] },
  'registry/buyer.ts': { file: 'assets/buyer-1.js' },
  'buyer/home/HomeBanners.tsx': { file: 'assets/HomeBanners-1.js', imports: ['_shared.js'] },
  'buyer/product/ProductDetailScreen.tsx': { file: 'assets/ProductDetailScreen-1.js' },
  'centres/CentrePickerSheet.tsx': { file: 'assets/CentrePickerSheet-1.js', imports: ['_use-modal-focus.js'] },
  '_use-modal-focus.js': { file: 'assets/use-modal-focus-1.js', imports: ['_react.js'] },
  'widgets/CookieConsentDialog.tsx': { file: 'assets/CookieConsentDialog-1.js', imports: ['_react.js'] },
  '../../locales/th/common.json': { file: 'assets/common-th.json' },
  '../../locales/th/errors.json': { file: 'assets/errors-th.json' },
  '../../locales/th/buyer.json': { file: 'assets/buyer-th.json' },
  '../../locales/en/common.json': { file: 'assets/common-en.json' },
};

const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('page preload hints', () => {
  it('hints the storefront home: its layout, registry and home blocks once each, not what the entry already preloads', () => {
    const html = new PreloadHints(webDirWith(MANIFEST)).forPage('/?tenantId=sabai');
    expect(preloads(html).sort()).toEqual(['/assets/BuyerLayout-1.js', '/assets/HomeBanners-1.js', '/assets/buyer-1.js', '/assets/shared-1.js']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/common-th.json">');
    expect(html).toContain('buyer-th.json');
  });

  it('hints a product page its detail screen (English texts under /en), and the category page no detail screen', () => {
    const hints = new PreloadHints(webDirWith(MANIFEST));
    const en = hints.forPage('/en/product/1000001');
    expect(preloads(en)).toContain('/assets/ProductDetailScreen-1.js');
    expect(preloads(en)).not.toContain('/assets/HomeBanners-1.js');
    expect(en).toContain('common-en.json');
    expect(en).not.toContain('common-th.json');
    expect(preloads(hints.forPage('/product/category'))).not.toContain('/assets/ProductDetailScreen-1.js');
  });

  it('leaves out the texts for a server-rendered page, which carries them inline', () => {
    const html = new PreloadHints(webDirWith(MANIFEST)).forPage('/', { textsInline: true });
    expect(html).not.toContain('.json');
    expect(preloads(html)).toContain('/assets/BuyerLayout-1.js');
  });

  it("hints the storefront's grouped chunk (keyed by its file name) on storefront pages only", () => {
    const grouped = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_storefront-2.js': { file: 'assets/storefront-2.js', name: 'storefront', imports: ['_react.js', '_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'buyer/product/ProductListScreen.tsx': { file: 'assets/ProductListScreen-1.js', imports: ['_storefront-2.js'] },
    };
    const hints = new PreloadHints(webDirWith(grouped));
    expect(preloads(hints.forPage('/')).sort()).toEqual(['/assets/shared-1.js', '/assets/storefront-2.js']);
    expect(preloads(hints.forPage('/en/product')).sort()).toEqual(['/assets/ProductListScreen-1.js', '/assets/shared-1.js', '/assets/storefront-2.js']);
    expect(preloads(hints.forPage('/merchant/order'))).toEqual([]);
  });

  it('hints the first-visit dialogs a page drew (the start-up picker, the cookie bar) with their imports, and neither when not drawn', () => {
    const hints = new PreloadHints(webDirWith(MANIFEST));
    const both = preloads(hints.forPage('/', { startupPicker: true, consentDialog: true }));
    expect(both).toEqual(expect.arrayContaining(['/assets/CentrePickerSheet-1.js', '/assets/use-modal-focus-1.js', '/assets/CookieConsentDialog-1.js']));
    const consentOnly = preloads(hints.forPage('/', { consentDialog: true }));
    expect(consentOnly).toContain('/assets/CookieConsentDialog-1.js');
    expect(consentOnly).not.toContain('/assets/CentrePickerSheet-1.js');
    const none = preloads(hints.forPage('/'));
    expect(none.filter((f) => /CentrePicker|CookieConsent|use-modal-focus/.test(f))).toEqual([]);
    // Grouped into a chunk of its own (vite.config.ts), the picker is found by the chunk's name.
    const grouped = { ...MANIFEST, '_centre-picker-9.js': { file: 'assets/centre-picker-9.js', name: 'centre-picker', imports: ['_react.js'] } } as Record<string, unknown>;
    delete grouped['centres/CentrePickerSheet.tsx'];
    expect(preloads(new PreloadHints(webDirWith(grouped)).forPage('/', { startupPicker: true }))).toContain('/assets/centre-picker-9.js');
    // The back office is not server-rendered: no storefront dialogs there.
    expect(preloads(hints.forPage('/merchant/login', { startupPicker: true, consentDialog: true }))).toEqual([]);
  });

  it('gives the back office no storefront chunks, and a build without a manifest no hints', () => {
    expect(preloads(new PreloadHints(webDirWith(MANIFEST)).forPage('/merchant/order'))).toEqual([]);
    expect(new PreloadHints(fs.mkdtempSync(path.join(os.tmpdir(), 'talad-hints-'))).forPage('/')).toBe('');
  });
});
