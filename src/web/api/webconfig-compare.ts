import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

export type CompareAnswer = ApiResponse<'getWebConfigAdminCompare'>;
export type CompareRow = CompareAnswer['Data'][number];

/** `GET api/webConfig/admin/compare?a&b`: effective flags of two tenants side by side. */
export function fetchCompare(a: string, b: string) {
  return apiFetch<CompareAnswer>({ path: 'api/webConfig/admin/compare', query: { a, b }, area: 'merchant' });
}

export const compareQuery = (token: string | null, a: string, b: string) =>
  queryOptions({
    queryKey: ['webConfig', 'compare', token, a, b],
    queryFn: async (): Promise<CompareAnswer | null> => {
      const res = await fetchCompare(a, b);
      return res.ok ? res.data ?? null : null;
    },
    enabled: !!token && !!a && !!b,
  });

export function useCompare(token: string | null, a: string, b: string) {
  return useQuery(compareQuery(token, a, b));
}
