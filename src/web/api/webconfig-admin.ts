import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/**
 * One flag of the admin's tenant as `GET api/webConfig/admin/items` lists it, with its type
 * (declared in tenants/_base/tenant.json flagTypes, else Y/N or text: the server always sends one).
 */
export type AdminFlag = ApiResponse<'getWebConfigAdminItems'>['Data'][number];
type FlagChanged = ApiResponse<'putWebConfigAdminItems'>;

/** `GET api/webConfig/admin/items` (super admin): every flag with default, value and last change. */
export function fetchAdminFlags() {
  return apiFetch<ApiResponse<'getWebConfigAdminItems'>>({ path: 'api/webConfig/admin/items', area: 'merchant' });
}

export const adminFlagsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['webConfig', 'admin', 'items', token],
    queryFn: async (): Promise<AdminFlag[] | null> => {
      const res = await fetchAdminFlags();
      return res.ok ? res.data?.Data ?? [] : null;
    },
    enabled: !!token,
  });

export function useAdminFlags(token: string | null) {
  return useQuery(adminFlagsQuery(token));
}

/** `PUT api/webConfig/admin/items` {Opt, OptValue}: audited and pushed live to the tenant's browsers. */
export function fetchSetFlag(input: { Opt: string; OptValue: string }) {
  return apiFetch<FlagChanged>({ method: 'PUT', path: 'api/webConfig/admin/items', body: input, area: 'merchant' });
}

/** `DELETE api/webConfig/admin/items/{Opt}`: back to the bundle default (audited, pushed live). */
export function fetchResetFlag(opt: string) {
  return apiFetch<ApiResponse<'deleteWebConfigAdminItemsByOpt'>>({ method: 'DELETE', path: `api/webConfig/admin/items/${encodeURIComponent(opt)}`, area: 'merchant' });
}

export const setFlagMutation = () => mutationOptions({ mutationKey: ['webConfig', 'admin', 'set'], mutationFn: fetchSetFlag });
export const resetFlagMutation = () => mutationOptions({ mutationKey: ['webConfig', 'admin', 'reset'], mutationFn: fetchResetFlag });

export function useSetFlag() {
  return useMutation(setFlagMutation());
}

export function useResetFlag() {
  return useMutation(resetFlagMutation());
}
