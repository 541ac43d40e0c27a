import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../domain';
import { apiFetch } from './client';

/** A suggestion of the search box: bilingual names of a product. */
export interface Suggestion {
  P_Code: string;
  PRODUCTNAME: string;
  PRODUCTNAME_EN?: string;
}

/** `GET GET_MASTER_DATA/GetAutoComplete` (search, take=10). */
export async function fetchAutocomplete(search: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const res = await apiFetch<{ Data?: Suggestion[] }>({ path: 'GET_MASTER_DATA/GetAutoComplete', query: { search, take: PAGE_SIZE.autocomplete }, signal }, { expect: [404] });
  return res.ok && Array.isArray(res.data?.Data) ? res.data.Data : [];
}

export const autocompleteQuery = (token: string | null, search: string) =>
  queryOptions({
    queryKey: ['autocomplete', token, search],
    queryFn: ({ signal }) => fetchAutocomplete(search, signal),
    enabled: !!token && search.trim().length > 0,
    staleTime: 5 * 60_000,
  });

export function useAutocomplete(token: string | null, search: string) {
  return useQuery(autocompleteQuery(token, search));
}
