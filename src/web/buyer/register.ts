import type { BlockComponent } from '../../engine';
import { registerLazyComponent, type ComponentLoader } from '../registry/catalog';
import { startBuyerSync } from './buyer-sync';
import type { BUYER_LANDING_NAMES } from './landing-screen-names';

type Loader = ComponentLoader;
const as = <T>(p: Promise<T>) => p as unknown as Promise<{ default: BlockComponent }>;
const named = <M>(load: () => Promise<M>, pick: (m: M) => unknown): Loader => () => load().then((m) => ({ default: pick(m) as BlockComponent }));

/**
 * The storefront's landing screens and blocks (the pages the server renders, where a first visit
 * starts) by the names tenants/_base/tenant.json uses (mirrored in registry/manifest.ts and listed
 * in landing-screen-names.ts). Each is its own lazy chunk, so the home page downloads only its
 * blocks. Every other storefront screen is in register-more.ts: a first visit never downloads
 * that list (issue 13).
 */
export const BUYER_LANDING_COMPONENTS: Record<(typeof BUYER_LANDING_NAMES)[number], Loader> = {
  HomeBanners: () => as(import('./home/HomeBanners')),
  HomePromotionProducts: named(() => import('./home/HomeProducts'), (m) => m.HomePromotionProducts),
  HomeBestSellers: named(() => import('./home/HomeProducts'), (m) => m.HomeBestSellers),
  HomeCategories: () => as(import('./home/HomeCategories')),
  ProductList: () => as(import('./product/ProductListScreen')),
  ProductDetail: () => as(import('./product/ProductDetailScreen')),
  ProductCategories: () => as(import('./category/CategoryScreen')),
  Promotion: () => as(import('./promotion/PromotionScreen')),
  PromotionBrands: () => as(import('./promotion/PromotionBrandsScreen')),
  PromotionBrand: () => as(import('./promotion/PromotionBrandScreen')),
  News: () => as(import('./content/NewsScreen')),
  Contents: () => as(import('./content/ContentsScreen')),
  Pdpa: () => as(import('./content/PdpaScreen')),
};

export function registerBuyerComponents(): void {
  for (const [name, load] of Object.entries(BUYER_LANDING_COMPONENTS)) registerLazyComponent(name, load);
  startBuyerSync();
}
