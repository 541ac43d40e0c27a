import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface WebConfigItem {
  Opt: string;
  OptValue: string;
}

/** `POST api/webConfig/items` {Keys, EOrderIncluded}: the effective `{Opt, OptValue}` list. */
export function fetchWebConfigItems(keys: string[] = [], eOrderIncluded = true) {
  return apiFetch<{ Data: WebConfigItem[] }>({ method: 'POST', path: 'api/webConfig/items', body: { Keys: keys, EOrderIncluded: eOrderIncluded } });
}

export const webConfigItemsQuery = (keys: string[] = []) =>
  queryOptions({
    queryKey: ['webConfig', 'items', keys],
    queryFn: async () => {
      const res = await fetchWebConfigItems(keys);
      return res.ok ? res.data?.Data ?? [] : [];
    },
  });

export function useWebConfigItems(keys: string[] = []) {
  return useQuery(webConfigItemsQuery(keys));
}
