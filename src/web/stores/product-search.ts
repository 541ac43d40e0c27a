import { proxy } from 'valtio';
import type { ProductFilter } from '../api/products';

/**
 * Product search state (buyer spec section 3): the category levels, text and toggles of the
 * product list, the wishlist's product codes and the home page's init time. The list page's URL
 * (p, c1..c3, type, displayGroupId, displayGroupName) is the source of truth for what is searched;
 * this store carries the toggles the URL does not name and lets other widgets (drawer, header)
 * see the current search.
 */
export type SortByPrice = 'asc' | 'desc' | null;

export interface ProductSearchState {
  h1: string;
  h2: string;
  h3: string;
  h4: string;
  h5: string;
  text: string;
  onlyPromotionProduct: boolean;
  sortByPrice: SortByPrice;
  hotdeal: boolean;
  bestSeller: boolean;
  displayGroupId: string;
  displayGroupName: string;
  promotionId: string;
  /** Product codes on the customer's wishlist (synced with api/Products/favourite/items). */
  wishlist: string[];
  /** When the home page was last loaded (ms); home data is fresh for 3 minutes after it. */
  homeInitTime: number;
}

const EMPTY = {
  h1: '',
  h2: '',
  h3: '',
  h4: '',
  h5: '',
  text: '',
  onlyPromotionProduct: false,
  sortByPrice: null,
  hotdeal: false,
  bestSeller: false,
  displayGroupId: '',
  displayGroupName: '',
  promotionId: '',
} satisfies Omit<ProductSearchState, 'wishlist' | 'homeInitTime'>;

export const productSearch = proxy<ProductSearchState>({ ...EMPTY, wishlist: [], homeInitTime: 0 });

/** Query parameters of the product list page (buyer spec section 2). */
export interface ProductListParams {
  p: string;
  c1: string;
  c2: string;
  c3: string;
  type: string;
  displayGroupId: string;
  displayGroupName: string;
}

export function readListParams(search: URLSearchParams): ProductListParams {
  const get = (k: string) => search.get(k)?.trim() ?? '';
  return { p: get('p'), c1: get('c1'), c2: get('c2'), c3: get('c3'), type: get('type'), displayGroupId: get('displayGroupId'), displayGroupName: get('displayGroupName') };
}

/** `type` names a product selection: best sellers, hot deals or promotion products. */
export const LIST_TYPES = ['BEST_SELLER', 'HOTDEAL', 'PROMOTION'] as const;

/**
 * A new search from the list page's URL: the URL's fields replace the store's, the toggles are
 * kept only while the same search is shown (a new search resets paging and toggles alike).
 */
export function applyListParams(params: ProductListParams): void {
  const same = productSearch.text === params.p && productSearch.h1 === params.c1 && productSearch.h2 === params.c2 && productSearch.h3 === params.c3
    && productSearch.displayGroupId === params.displayGroupId;
  const type = params.type.toUpperCase();
  Object.assign(productSearch, {
    text: params.p,
    h1: params.c1,
    h2: params.c2,
    h3: params.c3,
    h4: '',
    h5: '',
    displayGroupId: params.displayGroupId,
    displayGroupName: params.displayGroupName,
    bestSeller: type === 'BEST_SELLER' || (same && productSearch.bestSeller),
    hotdeal: type === 'HOTDEAL' || (same && productSearch.hotdeal),
    onlyPromotionProduct: type === 'PROMOTION' || (same && productSearch.onlyPromotionProduct),
    sortByPrice: same ? productSearch.sortByPrice : null,
  });
}

/** The API filter the store describes now. */
export function searchFilter(s: Pick<ProductSearchState, keyof typeof EMPTY>): ProductFilter {
  return {
    text: s.text,
    hierarchy: [s.h1, s.h2, s.h3, s.h4, s.h5],
    onlyPromotion: s.onlyPromotionProduct,
    sortByPrice: s.sortByPrice,
    hotDeal: s.hotdeal,
    bestSeller: s.bestSeller,
    displayGroupId: s.displayGroupId || null,
    promotionId: s.promotionId || null,
  };
}

/** Mode switch and centre change: the search starts over and the home page reloads. */
export function resetProductSearch(): void {
  Object.assign(productSearch, EMPTY, { homeInitTime: 0 });
}

export function setWishlist(codes: readonly string[]): void {
  productSearch.wishlist = [...new Set(codes)];
}

export function toggleWishlistCode(code: string, on: boolean): void {
  const has = productSearch.wishlist.includes(code);
  if (on && !has) productSearch.wishlist.push(code);
  if (!on && has) productSearch.wishlist.splice(productSearch.wishlist.indexOf(code), 1);
}
