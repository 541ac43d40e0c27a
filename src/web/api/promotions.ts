import { useQuery } from '@tanstack/react-query';
import type { PromotionDetailLine, PromotionHeader, PromotionKind } from '../../domain/promotion-types';
import type { PromotionStatus, StatusColor } from '../../domain/promotion-status';
import { apiFetch } from './client';

/** The promotion editor's calls (api/promotion/*, docs/server.md); merchant token. */

export interface ProductRef { P_Code: string; PRODUCTNAME: string; PRODUCTNAME_EN: string }
export interface CustomerRef { CUSTOMERCODE: string; CUSTOMERNAME: string; MobileNo?: string }
export interface TypeRef { Code: string; Name: string; NameEn: string }

export type PromotionHeaderView = PromotionHeader & { PromotionId: number; SaleUnit: string; Status: PromotionStatus; StatusColor: StatusColor };

export interface PromotionListFilter { Status: PromotionStatus | ''; Text: string; PromotionType: '' | '1' | '2' | '3'; SaleUnit: string; Skip: number; Take: number }

export interface PromotionDetailView {
  Promotion: PromotionHeaderView;
  PromotionType: PromotionKind;
  Weekdays: number[];
  PromotionDetails: PromotionDetailLine[];
  ProductsSale: ProductRef[];
  ProductsFree: ProductRef[];
  Customers: CustomerRef[];
  CustomersNotIn: CustomerRef[];
  Stores: TypeRef[];
  CustomerTypes: TypeRef[];
}

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
  return apiFetch<{ Data: PromotionHeaderView[] }>({
    path: 'api/promotion/list', area: 'merchant',
    query: { Status: f.Status || undefined, Text: f.Text || undefined, PromotionType: f.PromotionType || undefined, SaleUnit: f.SaleUnit || undefined, Skip: f.Skip, Take: f.Take },
  });
}

export function fetchPromotionDetail(id: number) {
  return apiFetch<PromotionDetailView>({ path: `api/promotion/detail/${id}`, area: 'merchant' });
}

export function fetchPromotionProducts(text: string, take = 12) {
  return apiFetch<{ Data: ProductRef[] }>({ path: 'api/promotion/products', area: 'merchant', query: { text: text || undefined, take } });
}

export function fetchPromotionCustomers(text: string, take = 48, extra: { tag?: string; skip?: number } = {}) {
  return apiFetch<{ Data: CustomerRef[] }>({ path: 'api/promotion/customers', area: 'merchant', query: { text: text || undefined, take, tag: extra.tag || undefined, skip: extra.skip || undefined } });
}

/** Every customer of the caller's centres carrying a tag (read 200 at a time). */
export async function fetchCustomersWithTag(tag: string): Promise<CustomerRef[]> {
  const out: CustomerRef[] = [];
  for (let skip = 0; ; skip += 200) {
    const r = await fetchPromotionCustomers('', 200, { tag, skip });
    const page = r.ok && r.data ? r.data.Data : [];
    out.push(...page);
    if (page.length < 200) return out;
  }
}

export function fetchPromotionMasterdata() {
  return apiFetch<{ CustomerTypes: TypeRef[]; StoreTypes: TypeRef[] }>({ path: 'api/promotion/masterdata', area: 'merchant' });
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
