import { useQuery } from '@tanstack/react-query';
import type { PromotionDetailLine, PromotionHeader } from '../../domain/promotion-types';
import type { PromotionStatus } from '../../domain/promotion-status';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/**
 * The promotion editor's calls (api/promotion/*, docs/server.md); merchant token. The answers are
 * the API's documented types (src/server/routes/promotions/responses.ts), any other field `unknown`.
 */

/** A promotion as the editor loads it: header with Status, lines, and the picked lists with their names. */
export type PromotionDetailView = ApiResponse<'getPromotionDetailById'>;
/** A picked product (the code stands for the name when the product was deleted since). */
export type ProductRef = PromotionDetailView['ProductsSale'][number];
/** A picked customer; the customer popup's rows carry more (CustomerRow). */
export type CustomerRef = PromotionDetailView['Customers'][number];
/** A customer of the popup: code, name, mobile, types and centre. */
export type CustomerRow = ApiResponse<'getPromotionCustomers'>['Data'][number];
/** A customer type or store type to pick. */
export type TypeRef = ApiResponse<'getPromotionMasterdata'>['CustomerTypes'][number];
/** A promotion of the list page (with UpdatedAt; lines and picked codes only when IncludeDetail=Y). */
export type PromotionHeaderView = ApiResponse<'getPromotionList'>['Data'][number];

export interface PromotionListFilter { Status: PromotionStatus | ''; Text: string; PromotionType: '' | '1' | '2' | '3'; SaleUnit: string; Skip: number; Take: number }

/** What create/update take: codes only in the picked lists. */
export interface PromotionSaveBody {
  SaleUnit: string;
  Promotion: PromotionHeader;
  PromotionDetails: PromotionDetailLine[];
  ProductsSale: string[];
  ProductsFree: string[];
  Customers: string[];
  CustomersNotIn: string[];
  Stores: string[];
  CustomerTypes: string[];
  Weekdays: number[];
}

export function fetchPromotionList(f: PromotionListFilter) {
  return apiFetch<ApiResponse<'getPromotionList'>>({
    path: 'api/promotion/list', area: 'merchant',
    query: { Status: f.Status || undefined, Text: f.Text || undefined, PromotionType: f.PromotionType || undefined, SaleUnit: f.SaleUnit || undefined, Skip: f.Skip, Take: f.Take },
  });
}

export function fetchPromotionDetail(id: number) {
  return apiFetch<ApiResponse<'getPromotionDetailById'>>({ path: `api/promotion/detail/${id}`, area: 'merchant' });
}

export function fetchPromotionProducts(text: string, take = 12) {
  return apiFetch<ApiResponse<'getPromotionProducts'>>({ path: 'api/promotion/products', area: 'merchant', query: { text: text || undefined, take } });
}

export function fetchPromotionCustomers(text: string, take = 48, extra: { tag?: string; skip?: number } = {}) {
  return apiFetch<ApiResponse<'getPromotionCustomers'>>({ path: 'api/promotion/customers', area: 'merchant', query: { text: text || undefined, take, tag: extra.tag || undefined, skip: extra.skip || undefined } });
}

/** Every customer of the caller's centres carrying a tag (read 200 at a time). */
export async function fetchCustomersWithTag(tag: string): Promise<CustomerRow[]> {
  const out: CustomerRow[] = [];
  for (let skip = 0; ; skip += 200) {
    const r = await fetchPromotionCustomers('', 200, { tag, skip });
    const page = r.ok && r.data ? r.data.Data : [];
    out.push(...page);
    if (page.length < 200) return out;
  }
}

export function fetchPromotionMasterdata() {
  return apiFetch<ApiResponse<'getPromotionMasterdata'>>({ path: 'api/promotion/masterdata', area: 'merchant' });
}

/** Create (no id) or update; 400s are handled by the editor, which shows the messages on its fields. */
export function savePromotion(id: number | null, body: PromotionSaveBody) {
  return apiFetch<{ PromotionId: number }>(
    { method: 'POST', path: id === null ? 'api/promotion/create' : `api/promotion/update/${id}`, area: 'merchant', body },
    { expect: [400] },
  );
}

export const usePromotionMasterdata = (token: string | null) => useQuery({
  queryKey: ['merchant', 'promotion', 'masterdata', token],
  queryFn: async () => { const r = await fetchPromotionMasterdata(); return r.ok && r.data ? r.data : { CustomerTypes: [], StoreTypes: [] }; },
  enabled: !!token,
  staleTime: 5 * 60_000,
});
