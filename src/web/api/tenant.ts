import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flags, TenantBundle } from '../../engine';
import { apiFetch } from './client';

export interface TenantBundleAnswer {
  tenantId: string;
  bundle: TenantBundle;
  flags: Flags;
}

/** `GET api/tenant/bundle?tenantId=`: the resolved tenant (no variant) and its remote flags. */
export function fetchTenantBundle(tenantId?: string) {
  return apiFetch<TenantBundleAnswer>({ path: 'api/tenant/bundle', query: { tenantId }, token: null });
}

export const tenantBundleQuery = (tenantId?: string) =>
  queryOptions({
    queryKey: ['tenant', 'bundle', tenantId ?? null],
    queryFn: async () => {
      const res = await fetchTenantBundle(tenantId);
      return res.ok ? res.data ?? null : null;
    },
  });

export function useTenantBundle(tenantId?: string) {
  return useQuery(tenantBundleQuery(tenantId));
}
