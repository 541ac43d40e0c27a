import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../domain';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';
import type { Product } from './products-types';

export type { Product } from './products-types';

/** Filters of the product list (buyer spec section 3 "Product search state" and 7 `api/products/items`). */
export interface ProductFilter {
  text?: string;
  /** Category codes h1..h5 (the list page uses c1..c3). */
  hierarchy?: readonly string[];
  onlyPromotion?: boolean;
  sortByPrice?: 'asc' | 'desc' | null;
  hotDeal?: boolean;
  bestSeller?: boolean;
  suggest?: boolean;
  displayGroupId?: string | null;
  promotionId?: string | null;
  productIds?: readonly string[];
  /** Redeem mode: only products with a points price. */
  point?: boolean;
}

export interface ProductsPage {
  take: number;
  skip: number;
}

function itemsBody(filter: ProductFilter, page: ProductsPage, saleUnit?: string | null) {
  const h = filter.hierarchy ?? [];
  const types = [filter.bestSeller ? 'BEST_SELLER' : null, filter.hotDeal ? 'HOTDEAL' : null, filter.suggest ? 'suggest' : null].filter((t): t is string => t !== null);
  return {
    Take: page.take,
    Skip: page.skip,
    Point: !!filter.point,
    SaleUnit: saleUnit || undefined,
    ProductIds: filter.productIds?.length ? filter.productIds : undefined,
    SearchText: filter.text?.trim() || undefined,
    Hierarchy1: h[0] || undefined,
    Hierarchy2: h[1] || undefined,
    Hierarchy3: h[2] || undefined,
    Hierarchy4: h[3] || undefined,
    Hierarchy5: h[4] || undefined,
    OnlyPromotionProduct: filter.onlyPromotion || undefined,
    Types: types.length ? types : undefined,
    SortByPrice: filter.sortByPrice ?? undefined,
    DisplayGroupId: filter.displayGroupId || undefined,
    PromotionId: filter.promotionId || undefined,
  };
}

/** `POST api/products/items`: one page of products priced for the caller. Failures read as an empty page. */
export async function fetchProducts(filter: ProductFilter, page: ProductsPage, saleUnit?: string | null): Promise<Product[]> {
  const res = await apiFetch<ApiResponse<'postProductsItems'>>({ method: 'POST', path: 'api/products/items', body: itemsBody(filter, page, saleUnit) });
  return res.ok && Array.isArray(res.data?.Data) ? res.data.Data : [];
}

/** Who is looking decides prices, stock and the catalogue: every product query is keyed by it. */
export interface Viewer {
  token: string | null;
  saleUnit: string | null;
  mode: 'sales' | 'redeem';
}

export const productKeys = {
  all: ['products'] as const,
  list: (viewer: Viewer, filter: ProductFilter) => ['products', 'list', viewer, filter] as const,
  detail: (viewer: Viewer, code: string) => ['products', 'detail', viewer, code] as const,
  byCodes: (viewer: Viewer, codes: readonly string[]) => ['products', 'codes', viewer, codes] as const,
};

/**
 * The product list: 12 first, each further page 12 more (skip = pages loaded × 12). A page that
 * returns nothing ends the list (the spec's "a load that returns nothing disables loading more").
 */
export const productsInfiniteQuery = (viewer: Viewer, filter: ProductFilter, pageSize: number = PAGE_SIZE.products) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(viewer, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchProducts({ ...filter, point: viewer.mode === 'redeem' }, { take: pageSize, skip: pageParam }, viewer.saleUnit),
    getNextPageParam: (last, pages) => (last.length === 0 ? undefined : pages.length * pageSize),
    enabled: !!viewer.token,
  });

export function useProductsInfinite(viewer: Viewer, filter: ProductFilter) {
  return useInfiniteQuery(productsInfiniteQuery(viewer, filter));
}

/** A fixed selection (best sellers, a display group's products) without paging. */
export const productsQuery = (viewer: Viewer, filter: ProductFilter, take: number, staleTime?: number) =>
  queryOptions({
    queryKey: [...productKeys.list(viewer, filter), take] as const,
    queryFn: () => fetchProducts({ ...filter, point: viewer.mode === 'redeem' }, { take, skip: 0 }, viewer.saleUnit),
    enabled: !!viewer.token,
    staleTime,
  });

export function useProducts(viewer: Viewer, filter: ProductFilter, take: number, staleTime?: number) {
  return useQuery(productsQuery(viewer, filter, take, staleTime));
}

/** Products by code (cart and wishlist lines), priced for this viewer. */
export const productsByCodesQuery = (viewer: Viewer, codes: readonly string[]) =>
  queryOptions({
    queryKey: productKeys.byCodes(viewer, codes),
    queryFn: () => fetchProducts({ productIds: codes }, { take: Math.min(100, Math.max(1, codes.length)), skip: 0 }, viewer.saleUnit),
    enabled: !!viewer.token && codes.length > 0,
  });

export function useProductsByCodes(viewer: Viewer, codes: readonly string[]) {
  return useQuery(productsByCodesQuery(viewer, codes));
}

/** `GET api/products/item/{code}`: one product with every unit, picture and the wishlist mark; null when not found. */
export async function fetchProduct(code: string): Promise<Product | null> {
  const res = await apiFetch<ApiResponse<'getProductsItemByCode'>>({ path: `api/products/item/${encodeURIComponent(code)}` }, { expect: [404] });
  return res.ok && res.data?.Data ? res.data.Data : null;
}

export const productQuery = (viewer: Viewer, code: string) =>
  queryOptions({ queryKey: productKeys.detail(viewer, code), queryFn: () => fetchProduct(code), enabled: !!viewer.token && !!code });

export function useProduct(viewer: Viewer, code: string) {
  return useQuery(productQuery(viewer, code));
}
