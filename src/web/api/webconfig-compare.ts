import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface CompareRow {
  Opt: string;
  A: string | null;
  B: string | null;
  Different: boolean;
}

export interface CompareAnswer {
  A: string;
  B: string;
  Data: CompareRow[];
}

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
