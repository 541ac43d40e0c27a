import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { Product } from './products-types';

/** `GET api/Products/favourite/items?detail=false`: the wishlist's product codes. */
export async function fetchWishlistCodes(): Promise<string[]> {
  const res = await apiFetch<{ Data?: string[] }>({ path: 'api/Products/favourite/items', query: { detail: false } }, { expect: [401, 403] });
  return res.ok && Array.isArray(res.data?.Data) ? res.data.Data.filter((c): c is string => typeof c === 'string') : [];
}

/** `GET api/Products/favourite/items?detail=true`: the wishlist's products, priced for the customer. */
export async function fetchWishlistProducts(): Promise<Product[]> {
  const res = await apiFetch<{ Data?: Product[] }>({ path: 'api/Products/favourite/items', query: { detail: true } }, { expect: [401, 403] });
  return res.ok && Array.isArray(res.data?.Data) ? res.data.Data.filter((p): p is Product => !!p && typeof p === 'object') : [];
}

/** `POST api/Products/favourite/items/add` or `/remove` {productIds}; true when the server took it. */
export async function changeWishlist(codes: readonly string[], on: boolean): Promise<boolean> {
  const res = await apiFetch<{ status?: number }>({ method: 'POST', path: `api/Products/favourite/items/${on ? 'add' : 'remove'}`, body: { productIds: codes } });
  return res.ok;
}

export const wishlistCodesQuery = (token: string | null, enabled: boolean) =>
  queryOptions({ queryKey: ['wishlist', 'codes', token], queryFn: fetchWishlistCodes, enabled: enabled && !!token, staleTime: 5 * 60_000 });

export function useWishlistCodes(token: string | null, enabled: boolean) {
  return useQuery(wishlistCodesQuery(token, enabled));
}

export const wishlistProductsQuery = (token: string | null, saleUnit: string | null) =>
  queryOptions({ queryKey: ['wishlist', 'products', token, saleUnit], queryFn: fetchWishlistProducts, enabled: !!token });

export function useWishlistProducts(token: string | null, saleUnit: string | null) {
  return useQuery(wishlistProductsQuery(token, saleUnit));
}
