import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, PAGE_SIZE } from '../../domain';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';
import { fetchProducts, type Viewer } from './products';
import type { Product } from './products-types';

/**
 * Promotion products (take 12, fresh 5 minutes). `GET api/promotion/products` when the server
 * offers it; otherwise the product list's promotion-only filter answers the same question.
 */
export async function fetchPromotionProducts(viewer: Viewer, text = ''): Promise<Product[]> {
  const res = await apiFetch<ApiResponse<'getPromotionProducts'>>({ path: 'api/promotion/products', query: { text: text || undefined, take: PAGE_SIZE.promotionProducts } }, { expect: [404] });
  if (res.ok && Array.isArray(res.data?.Data)) return res.data.Data;
  if (res.status !== 404) return [];
  return fetchProducts({ onlyPromotion: true, text, point: viewer.mode === 'redeem' }, { take: PAGE_SIZE.promotionProducts, skip: 0 }, viewer.saleUnit);
}

export const promotionProductsQuery = (viewer: Viewer, text = '') =>
  queryOptions({
    queryKey: ['products', 'promotion', viewer, text],
    queryFn: () => fetchPromotionProducts(viewer, text),
    enabled: !!viewer.token && viewer.mode === 'sales',
    staleTime: CACHE_TTL_MS.promotionProducts,
  });

export function usePromotionProducts(viewer: Viewer, text = '') {
  return useQuery(promotionProductsQuery(viewer, text));
}
