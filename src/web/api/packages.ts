import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** Prepaid packages (docs/packages.md): on sale, buy, the customer's holdings and history. */
export interface PackageItem { P_Code: string; Quantity: number; ProductName?: string; ProductNameEn?: string }
export interface PrepaidPackage { PackageCode: string; SaleUnit: string; Name: string; NameEn: string; Price: number; ValidDays: number; Items: PackageItem[]; Active: boolean; CreatedAt: string }
export interface HoldingItem { P_Code: string; ProductName: string; ProductNameEn: string; Bought: number; Remaining: number; Unit: string; UnitName: string; UnitNameEn: string }
export interface Holding {
  HoldingCode: string; PackageCode: string; CustomerCode: string; CustomerName?: string; SaleUnit: string; OrderId: string;
  Name: string; NameEn: string; Price: number; BoughtAt: string; ExpiresAt: string;
  Status: 'active' | 'awaitingPayment' | 'expired' | 'cancelled'; Items: HoldingItem[];
}
export interface LedgerEntry { P_Code: string; ProductName: string; ProductNameEn: string; Quantity: number; Kind: 'purchase' | 'draw' | 'refund'; OrderId: string; At: string }
export type PackagePayment = 'COD' | 'BANK' | 'AR';

/** `GET api/packages`: packages on sale at the customer's centre. */
export const packagesOnSaleQuery = (token: string | null) => queryOptions({
  queryKey: ['packages', 'on-sale', token],
  enabled: !!token,
  queryFn: async () => {
    const res = await apiFetch<{ Data: PrepaidPackage[] }>({ path: 'api/packages' });
    return res.ok && res.data ? res.data.Data : [];
  },
});

/** `GET api/my-packages`: the customer's packages with what is left. */
export const myPackagesQuery = (token: string | null) => queryOptions({
  queryKey: ['packages', 'mine', token],
  enabled: !!token,
  queryFn: async () => {
    const res = await apiFetch<{ Data: Holding[] }>({ path: 'api/my-packages' });
    return res.ok && res.data ? res.data.Data : [];
  },
});

/** `GET api/my-packages/{code}`: one package with its history; null when not found. */
export const myPackageQuery = (token: string | null, code: string) => queryOptions({
  queryKey: ['packages', 'mine', token, code],
  enabled: !!token && !!code,
  queryFn: async () => {
    const res = await apiFetch<Holding & { History: LedgerEntry[] }>({ path: `api/my-packages/${encodeURIComponent(code)}` }, { expect: [400, 404] });
    return res.ok && res.data ? res.data : null;
  },
});

export const usePackagesOnSale = (token: string | null) => useQuery(packagesOnSaleQuery(token));
export const useMyPackages = (token: string | null) => useQuery(myPackagesQuery(token));
export const useMyPackage = (token: string | null, code: string) => useQuery(myPackageQuery(token, code));

/** `POST api/packages/{code}/buy` with one Idempotency-Key per attempt. */
export function buyPackage(code: string, body: { paymentMethod: PackagePayment; shipToCode: string }, key: string) {
  return apiFetch<{ OrderId: string; Holding: Holding }>({
    method: 'POST', path: `api/packages/${encodeURIComponent(code)}/buy`, body, headers: { 'Idempotency-Key': key },
  });
}
