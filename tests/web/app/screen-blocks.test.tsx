import { describe, expect, it } from 'vitest';
import { applyBoot } from '../../../src/web/app/boot';
import { currentBundle } from '../../../src/web/app/resolved-bundle';
import { appRegistry, loadArea } from '../../../src/web/registry';
import { isComponentLoaded } from '../../../src/web/registry/catalog';
import { resolveScreenBlocks } from '../../../src/web/ssr/screen-blocks';
import { tenantBundle } from '../render-app';

// A block still lazy when the server-rendered page hydrates suspends it: the screen's boundary stays
// dehydrated and the start-up centre list arriving made React swap the home for the loading bar.
describe('the server-rendered screen before hydration', () => {
  it("has the home's blocks loaded (not lazy) and leaves other screens' components lazy", async () => {
    applyBoot({ tenantId: 'sabai', bundle: tenantBundle('sabai'), flags: {} });
    await loadArea('buyer');
    expect(isComponentLoaded('HomeBanners')).toBe(false);
    await resolveScreenBlocks(currentBundle(), new URL('http://localhost/en'));
    for (const name of ['HomeBanners', 'HomeCategories', 'HomePromotionProducts', 'HomeBestSellers']) {
      expect(isComponentLoaded(name), name).toBe(true);
    }
    expect(isComponentLoaded('ProductList')).toBe(false);
    // The storefront's screens beyond its landing pages are not even registered on a first visit.
    expect(appRegistry.has('Cart')).toBe(false);
    await resolveScreenBlocks(currentBundle(), new URL('http://localhost/product/1000001'));
    expect(isComponentLoaded('ProductDetail')).toBe(true);
  });
});
