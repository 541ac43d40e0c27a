import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleError } from '../../engine';
import { apiFetch } from './client';

/** A tenant folder and its bundle's validation state, as the server's registry reports it. */
export interface TenantState {
  TenantId: string;
  Name: { th?: string; en?: string } | null;
  Hosts: string[];
  Valid: boolean;
  /** A bundle is being served (the last good one when Stale). */
  Serving: boolean;
  Stale: boolean;
  Errors: BundleError[];
}

export interface TenantsAnswer {
  Data: TenantState[];
  BaseErrors?: BundleError[];
}

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
