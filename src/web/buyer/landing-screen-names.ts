/**
 * The blocks of the storefront's landing pages (the screens the server renders: home, product
 * list and detail, categories, promotions, news, contents, PDPA), registered by registry/buyer.ts.
 * Plain data: the route loader reads it to see whether a screen needs the rest of the storefront's
 * list (registry/buyer-more.ts) as well. The loaders are in register.ts.
 */
export const BUYER_LANDING_NAMES = [
  'HomeBanners',
  'HomePromotionProducts',
  'HomeBestSellers',
  'HomeCategories',
  'ProductList',
  'ProductDetail',
  'ProductCategories',
  'Promotion',
  'PromotionBrands',
  'PromotionBrand',
  'News',
  'Contents',
  'Pdpa',
] as const;

export function isBuyerLandingBlock(name: string): boolean {
  return (BUYER_LANDING_NAMES as readonly string[]).includes(name);
}
