import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** The super admin's banners and news (`/admin/news`, docs/content.md). */
export type NewsAdminItem = ApiResponse<'getMerchantAdminNews'>['Data'][number];
export type NewsDraft = Pick<NewsAdminItem, 'TitleTh' | 'TitleEn' | 'BodyTh' | 'BodyEn' | 'Link' | 'Active' | 'DateStart' | 'DateEnd' | 'SortOrder'>;
export type NewsImage = ApiResponse<'postMerchantAdminNewsByCodeImageByLang'>;
const m = 'merchant' as const;

export const adminNewsQuery = () => queryOptions({
  queryKey: ['admin-news'],
  queryFn: async () => {
    const r = await apiFetch<ApiResponse<'getMerchantAdminNews'>>({ path: 'api/merchant/admin/news', area: m });
    return r.ok && r.data ? r.data.Data : [];
  },
});
export const useAdminNews = () => useQuery(adminNewsQuery());

/** 400 names every wrong field (`exception.Errors`). */
export function createNews(type: NewsAdminItem['NewsType'], draft: NewsDraft) {
  return apiFetch<ApiResponse<'postMerchantAdminNews', 201>>({ method: 'POST', path: 'api/merchant/admin/news', body: { NewsType: type, ...draft }, area: m }, { expect: [400] });
}

export function saveNews(code: string, draft: NewsDraft) {
  return apiFetch<ApiResponse<'putMerchantAdminNewsByCode'>>({ method: 'PUT', path: `api/merchant/admin/news/${encodeURIComponent(code)}`, body: draft, area: m }, { expect: [400] });
}

export function uploadNewsImage(code: string, lang: 'th' | 'en', file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<NewsImage>({ method: 'POST', path: `api/merchant/admin/news/${encodeURIComponent(code)}/image/${lang}`, body: form, area: m }, { expect: [400] });
}

export function removeNewsImage(code: string, lang: 'th' | 'en') {
  return apiFetch<ApiResponse<'deleteMerchantAdminNewsByCodeImageByLang'>>({ method: 'DELETE', path: `api/merchant/admin/news/${encodeURIComponent(code)}/image/${lang}`, area: m });
}
