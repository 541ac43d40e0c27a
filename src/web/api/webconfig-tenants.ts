import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** Every tenant folder and its bundle's validation state, as the server's registry reports it (Serving: a bundle is served, the last good one when Stale). */
export type TenantsAnswer = ApiResponse<'getWebConfigTenants'>;
export type TenantState = TenantsAnswer['Data'][number];

/** `GET api/webConfig/tenants` (super admin). */
export function fetchTenants() {
  return apiFetch<TenantsAnswer>({ path: 'api/webConfig/tenants', area: 'merchant' });
}

export const tenantsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['webConfig', 'tenants', token],
    queryFn: async (): Promise<TenantsAnswer | null> => {
      const res = await fetchTenants();
      return res.ok ? { Data: res.data?.Data ?? [], BaseErrors: res.data?.BaseErrors ?? [] } : null;
    },
    enabled: !!token,
  });

export function useTenants(token: string | null) {
  return useQuery(tenantsQuery(token));
}
