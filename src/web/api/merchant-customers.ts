import { PAGE_SIZE } from '../../domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

export type CustomerRow = ApiResponse<'getCustomersList'>['Data'][number];
export interface Page<T> { Total: number; Skip: number; Take: number; Data: T[] }
export interface CustomerListFilter { text: string; saleUnit: string; skip: number; take: number }

const m = 'merchant' as const;

/** `GET api/customers/list` {code, saleUnit, text, skip, take}. */
export function fetchCustomers(f: CustomerListFilter & { code?: string }) {
  return apiFetch<Page<CustomerRow>>({ path: 'api/customers/list', area: m, query: { code: f.code, saleUnit: f.saleUnit || undefined, text: f.text || undefined, skip: f.skip, take: f.take } });
}

export const useCustomers = (token: string | null, f: CustomerListFilter) => useQuery({
  queryKey: ['merchant', 'customers', token, f],
  queryFn: async () => { const r = await fetchCustomers(f); return r.ok ? r.data ?? null : null; },
  enabled: !!token, placeholderData: keepPreviousData,
});

export type NotLoggedInTab = 'never' | 'pending';
export const useNotLoggedIn = (token: string | null, f: CustomerListFilter & { tab: NotLoggedInTab }) => useQuery({
  queryKey: ['merchant', 'customers', 'notLoggedIn', token, f],
  queryFn: async () => {
    const r = await apiFetch<Page<CustomerRow>>({ path: 'api/merchant/customers/not-logged-in', area: m, query: { tab: f.tab, saleUnit: f.saleUnit || undefined, text: f.text || undefined, skip: f.skip, take: f.take } });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token, placeholderData: keepPreviousData,
});

export function fetchApproveCustomer(code: string) {
  return apiFetch<{ NewCustomer: string }>({ method: 'POST', path: `api/merchant/customers/${encodeURIComponent(code)}/approve`, area: m });
}

export type CustomerProfile = ApiResponse<'getMerchantCustomerProfileByCode'>;

export const customerProfileQuery = (token: string | null, code: string) => queryOptions({
  queryKey: ['merchant', 'customer', token, code],
  queryFn: async () => {
    const r = await apiFetch<CustomerProfile>({ path: `api/merchant/customer/profile/${encodeURIComponent(code)}`, area: m }, { expect: [404] });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token && !!code,
});
export const useCustomerProfile = (token: string | null, code: string) => useQuery(customerProfileQuery(token, code));

export interface CustomerEdit { CUSTOMERNAME: string; Phone?: string; Email?: string; TAXNO?: string; ADDRESS?: string; ZIP?: string; RouteStep2?: string }
export function fetchUpdateCustomer(code: string, body: CustomerEdit) {
  return apiFetch<CustomerProfile>({ method: 'PUT', path: `api/merchant/customer/profile/${encodeURIComponent(code)}`, body, area: m }, { expect: [400] });
}

/** `GET api/merchant/loginasclient/{code}/{saleUnit}` with activeDc: Customer with jtoken. */
export function fetchLoginAsClient(code: string, saleUnit: string, activeDc: string | null) {
  return apiFetch<ApiResponse<'getMerchantLoginasclientByCodeBySaleUnit'>>({
    path: `api/merchant/loginasclient/${encodeURIComponent(code)}/${encodeURIComponent(saleUnit)}`, query: { activeDc: activeDc ?? undefined }, area: m,
  });
}

export type PhotoGroup = ApiResponse<'getMerchantPhotogroup'>['Data'][number];
export const usePhotoGroups = (token: string | null, saleUnit: string, customerType: string) => useQuery({
  queryKey: ['merchant', 'photogroup', token, saleUnit, customerType],
  queryFn: async () => {
    const r = await apiFetch<{ Data: PhotoGroup[] }>({ path: 'api/merchant/photogroup', query: { saleUnit, customerType }, area: m });
    return r.ok ? r.data?.Data ?? [] : [];
  },
  enabled: !!token,
});

export type CustomerFile = ApiResponse<'getMerchantCustomerfile'>['Data'][number];
export interface CustomerFileFilter { CustomerCode: string; saleUnit: string; customerType: string; photoGroupCodes: string[]; monthYears: string[]; fromDate: string; toDate: string }

/** `GET api/merchant/customerfile` (take 24, photo groups, month-years, date range). */
export function fetchCustomerFiles(f: CustomerFileFilter, skip: number, take: number = PAGE_SIZE.customerPhotos) {
  return apiFetch<ApiResponse<'getMerchantCustomerfile'>>({
    path: 'api/merchant/customerfile', area: m,
    query: {
      CustomerCode: f.CustomerCode, saleUnit: f.saleUnit, customerType: f.customerType || undefined, take, skip,
      photoGroupCodes: f.photoGroupCodes.join(',') || undefined, monthYears: f.monthYears.join(',') || undefined,
      fromDate: f.fromDate || undefined, toDate: f.toDate || undefined,
    },
  });
}

/** Multipart upload: the text fields first, then the file (the server reads them in that order). */
export async function uploadCustomerPhoto(input: { CustomerCode: string; saleUnit: string; photoGroupCode: string; remark: string; file: File }) {
  const form = new FormData();
  form.append('CustomerCode', input.CustomerCode);
  form.append('saleUnit', input.saleUnit);
  form.append('photoGroupCode', input.photoGroupCode);
  form.append('remark', input.remark);
  form.append('file', input.file);
  return apiFetch<ApiResponse<'postMerchantCustomerfile', 201>>({ method: 'POST', path: 'api/merchant/customerfile', body: form, area: m }, { expect: [400] });
}

export interface Coupon { CouponId: string; Name: string; NameEn: string; Type: string; Value: number; MinimumOrder: number; MaxDiscount: number; DateBegin: string | null; DateEnd: string | null; _lock: string; State: 'Usable' | 'Used' | 'Expired' | 'NotYet'; OrderId: string | null }
export const useCustomerCoupons = (token: string | null, code: string, saleUnit: string) => useQuery({
  queryKey: ['merchant', 'coupons', token, code, saleUnit],
  queryFn: async () => {
    const r = await apiFetch<{ Data: Coupon[] }>({ path: `api/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleUnit)}/coupons`, area: m });
    return r.ok ? r.data?.Data ?? [] : null;
  },
  enabled: !!token && !!code && !!saleUnit,
});

export interface PointEntry { Id: number; Kind: string; Points: number; Remaining: number; ExpiresOn: string | null; OrderId: string | null; Remark: string; CreatedAt: string }
export const customerPointsQuery = (token: string | null, code: string, saleUnit: string) => queryOptions({
  queryKey: ['merchant', 'points', token, code, saleUnit],
  queryFn: async () => {
    const r = await apiFetch<{ Balance: number; Data: PointEntry[] }>({ path: `api/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleUnit)}/points`, area: m });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token && !!code && !!saleUnit,
});
export const useCustomerPoints = (token: string | null, code: string, saleUnit: string) => useQuery(customerPointsQuery(token, code, saleUnit));

export function fetchGrantPoints(code: string, saleUnit: string, body: { Points: number; Remark: string }) {
  return apiFetch<{ Granted: number; Before: number; Balance: number }>({ method: 'POST', path: `api/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleUnit)}/points`, body, area: m });
}

export type Survey = ApiResponse<'getMerchantSurvey'>['Data'][number];
export type SurveyQuestion = Survey['Questions'][number];
export const useSurveys = (token: string | null, saleUnit: string, customerType: string) => useQuery({
  queryKey: ['merchant', 'surveys', token, saleUnit, customerType],
  queryFn: async () => {
    const r = await apiFetch<{ Data: Survey[] }>({ path: 'api/merchant/survey', query: { saleUnit, customerType: customerType || undefined }, area: m });
    return r.ok ? r.data?.Data ?? [] : [];
  },
  enabled: !!token && !!saleUnit,
});

export type AnswerValue = string | number | boolean;
export function fetchSubmitSurvey(body: { SurveyId: string; CustomerCode: string; SaleUnit: string; Answers: Record<string, AnswerValue> }) {
  return apiFetch<ApiResponse<'postMerchantSurveyAnswer', 201>>({ method: 'POST', path: 'api/merchant/survey/answer', body, area: m }, { expect: [400] });
}

export type SurveyAnswer = ApiResponse<'getMerchantSurveyAnswers'>['Data'][number];
export const surveyAnswersQuery = (token: string | null, code: string, saleUnit: string) => queryOptions({
  queryKey: ['merchant', 'surveyAnswers', token, code, saleUnit],
  queryFn: async () => {
    const r = await apiFetch<{ Data: SurveyAnswer[] }>({ path: 'api/merchant/survey/answers', query: { CustomerCode: code, saleUnit }, area: m });
    return r.ok ? r.data?.Data ?? [] : [];
  },
  enabled: !!token && !!code,
});
