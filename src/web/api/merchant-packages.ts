import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { Holding, PrepaidPackage } from './packages';

/** Back office: packages of the caller's centres and who holds them (docs/packages.md). */
export interface NewPackage { saleUnit: string; name: string; nameEn?: string; price: number; validDays: number; items: { P_Code: string; Quantity: number }[] }

export const merchantPackagesQuery = (token: string | null, saleUnit: string) => queryOptions({
  queryKey: ['merchant-packages', 'list', token, saleUnit],
  enabled: !!token,
  queryFn: async () => {
    const res = await apiFetch<{ Data: PrepaidPackage[] }>({ path: 'api/merchant/packages', area: 'merchant', query: saleUnit ? { saleUnit } : {} });
    return res.ok && res.data ? res.data.Data : [];
  },
});

export const packageHoldersQuery = (token: string | null, saleUnit: string) => queryOptions({
  queryKey: ['merchant-packages', 'holders', token, saleUnit],
  enabled: !!token,
  queryFn: async () => {
    const res = await apiFetch<{ Data: Holding[] }>({ path: 'api/merchant/package-holders', area: 'merchant', query: saleUnit ? { saleUnit } : {} });
    return res.ok && res.data ? res.data.Data : [];
  },
});

export const useMerchantPackages = (token: string | null, saleUnit: string) => useQuery(merchantPackagesQuery(token, saleUnit));
export const usePackageHolders = (token: string | null, saleUnit: string) => useQuery(packageHoldersQuery(token, saleUnit));

/** `POST api/merchant/packages`: a 400 names every failing field. */
export function createPackage(body: NewPackage) {
  return apiFetch<PrepaidPackage>({ method: 'POST', path: 'api/merchant/packages', area: 'merchant', body }, { expect: [400] });
}

/** `PATCH api/merchant/packages/{code}`: on sale or not. */
export function setPackageActive(code: string, active: boolean) {
  return apiFetch<PrepaidPackage>({ method: 'PATCH', path: `api/merchant/packages/${encodeURIComponent(code)}`, area: 'merchant', body: { active } });
}
