import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';
import { unitName } from './products-types';
import type { Locale } from '../../engine';

export type TaxType = '0' | '1' | '2';

/**
 * The product as `api/products/pc/items` and the edits answer it (merchant spec section 3 "Product"):
 * the API's documented type (src/server/routes/merchant/product-responses.ts), raw price cells
 * `UNIT{u}PRICELEVEL{l}(TYPE)` included, any other column as `unknown`.
 */
export type MerchantProduct = ApiResponse<'postProductsPcItems'>[number];

export interface ProductQuery { take: number; skip: number; SearchText?: string; saleUnit?: string; barcode?: string; productCode?: string }

const m = 'merchant' as const;

/** `POST api/products/pc/items` {take, skip, SearchText, saleUnit, barcode, productCode}. */
export function fetchMerchantProducts(q: ProductQuery) {
  return apiFetch<ApiResponse<'postProductsPcItems'>>({ method: 'POST', path: 'api/products/pc/items', body: q, area: m });
}

export const merchantProductQuery = (token: string | null, code: string, saleUnit: string) => queryOptions({
  queryKey: ['merchant', 'product', token, code, saleUnit],
  queryFn: async () => {
    const r = await fetchMerchantProducts({ take: 1, skip: 0, productCode: code, saleUnit: saleUnit || undefined });
    return r.ok ? r.data?.[0] ?? null : null;
  },
  enabled: !!token && !!code,
});
export const useMerchantProduct = (token: string | null, code: string, saleUnit: string) => useQuery(merchantProductQuery(token, code, saleUnit));

/**
 * `POST api/products/pc/item/{id}/{dc}/active` (the spec's GET path still works, but a state change
 * is not a GET): flips Disable for the tenant (super admin only); the answer carries the new state.
 */
export function fetchToggleActive(code: string, dc: string) {
  return apiFetch<{ P_Code: string; Disable: 'Y' | 'N' }>({ method: 'POST', path: `api/products/pc/item/${encodeURIComponent(code)}/${encodeURIComponent(dc)}/active`, area: m });
}

export interface ProductEdit {
  UnitCount: 1 | 2 | 3; PRODUCTNAME: string; PRODUCTNAME_EN?: string; PRODUCTSHORTNAME_TH?: string; PRODUCTSHORTNAME_EN?: string; P_Description?: string;
  UNIT1?: string; UNIT1NAME?: string; UNIT1RATE?: number; UNIT2?: string; UNIT2NAME?: string; UNIT2RATE?: number; UNIT3?: string; UNIT3NAME?: string; UNIT3RATE?: number;
  BARCODE1?: string; BARCODE2?: string; BARCODE3?: string;
}

export function fetchSaveProduct(code: string, body: ProductEdit) {
  return apiFetch<ApiResponse<'putProductsPcItemByCode'>>({ method: 'PUT', path: `api/products/pc/item/${encodeURIComponent(code)}`, body, area: m }, { expect: [400] });
}

export type PriceCells = Record<string, number | null | TaxType>;
export function fetchSavePrices(code: string, body: PriceCells) {
  return apiFetch<MerchantProduct>({ method: 'PUT', path: `api/products/pc/item/${encodeURIComponent(code)}/prices`, body, area: m }, { expect: [400] });
}

export function fetchSaveCategory(code: string, body: { Hierarchy1: string; Hierarchy2: string; Hierarchy3: string; matype: string }) {
  return apiFetch<MerchantProduct>({ method: 'PUT', path: `api/products/pc/item/${encodeURIComponent(code)}/category`, body, area: m }, { expect: [400] });
}

export function fetchUploadProductImage(code: string, slot: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<{ Url: string }>({ method: 'POST', path: `api/products/pc/item/${encodeURIComponent(code)}/image/${slot}`, body: form, area: m }, { expect: [400] });
}

export function fetchDeleteProductImage(code: string, slot: number) {
  return apiFetch<unknown>({ method: 'DELETE', path: `api/products/pc/item/${encodeURIComponent(code)}/image/${slot}`, area: m });
}

export interface Category { Level: number; Code: string; Name: string; NameEn: string; h1: string; h2: string }
export const useCategories = (token: string | null) => useQuery({
  queryKey: ['merchant', 'categories', token],
  queryFn: async () => { const r = await apiFetch<{ Data: Category[] }>({ path: 'api/products/master/category', area: m }); return r.ok ? r.data?.Data ?? [] : []; },
  enabled: !!token, staleTime: 5 * 60_000,
});
export const useMaTypes = (token: string | null) => useQuery({
  queryKey: ['merchant', 'matype', token],
  queryFn: async () => { const r = await apiFetch<{ Data: { Code: string; Name: string }[] }>({ path: 'api/products/master/matype', area: m }); return r.ok ? r.data?.Data ?? [] : []; },
  enabled: !!token, staleTime: 5 * 60_000,
});

/** One date-ranged price record at a centre (every cell present: null when not set, TYPE '2' by default). */
export type AdvancePrice = ApiResponse<'postMerchantAdvancepriceGetAdvancePriceByProduct'>['Data'][number];

export const advancePricesQuery = (token: string | null, code: string, saleUnit: string) => queryOptions({
  queryKey: ['merchant', 'advanceprice', token, code, saleUnit],
  queryFn: async () => {
    const r = await apiFetch<ApiResponse<'postMerchantAdvancepriceGetAdvancePriceByProduct'>>({ method: 'POST', path: 'api/merchant/advanceprice/GetAdvancePriceByProduct', body: { P_Code: code, SaleUnit: saleUnit }, area: m });
    return r.ok ? r.data?.Data ?? [] : null;
  },
  enabled: !!token && !!code && !!saleUnit,
});
export const useAdvancePrices = (token: string | null, code: string, saleUnit: string) => useQuery(advancePricesQuery(token, code, saleUnit));

export function fetchSaveAdvancePrice(body: { P_Code: string; SaleUnit: string; DateStart: string; DateEnd: string; OriginalDateStart?: string } & Record<string, string | number | null>) {
  return apiFetch<ApiResponse<'postMerchantAdvanceprice'>>({ method: 'POST', path: 'api/merchant/advanceprice', body, area: m }, { expect: [400] });
}

export function fetchDeleteAdvancePrice(body: { P_Code: string; SaleUnit: string; DateStart: string }) {
  return apiFetch<ApiResponse<'postMerchantAdvancepriceDelete'>>({ method: 'POST', path: 'api/merchant/advanceprice/delete', body, area: m });
}

/** UNIT{u}NAME of a product (the unit index comes from a loop). */
/** The unit's name in the page's language (the storefront's rule: English falls back to Thai). */
export function unitNameOf(p: MerchantProduct, u: number, locale: Locale): string {
  return unitName(p, u === 3 ? 3 : u === 2 ? 2 : 1, locale);
}
