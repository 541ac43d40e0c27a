import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** The super admin's content editor (docs/content.md). */
export interface ContentPageSummary {
  PageId: string; Path: string; Consent: boolean; Title: string; TitleEn: string;
  LiveVersion: string | null; DraftVersion: number | null; Versions: number; UpdatedAt: string | null;
}
export interface ContentVersion {
  Version: number; Status: 'draft' | 'published' | 'superseded'; TitleTh: string; TitleEn: string; BodyTh: string; BodyEn: string;
  CreatedBy: string; CreatedAt: string; PublishedBy: string | null; PublishedAt: string | null;
}
export interface ContentPageDetail {
  PageId: string; Path: string; Consent: boolean;
  Live: { Version: string; TitleTh: string; TitleEn: string; BodyTh: string; BodyEn: string; UpdatedAt: string | null } | null;
  Versions: ContentVersion[];
}
export interface ContentDraft { TitleTh: string; TitleEn: string; BodyTh: string; BodyEn: string }

export const adminContentsQuery = () => queryOptions({
  queryKey: ['admin-contents'],
  queryFn: async () => {
    const r = await apiFetch<{ Data: ContentPageSummary[] }>({ path: 'api/merchant/admin/contents', area: 'merchant' });
    return r.ok && r.data ? r.data.Data : [];
  },
});
export const useAdminContents = () => useQuery(adminContentsQuery());

export const adminContentQuery = (pageId: string) => queryOptions({
  queryKey: ['admin-contents', pageId],
  queryFn: async () => {
    const r = await apiFetch<{ Data: ContentPageDetail }>({ path: `api/merchant/admin/contents/${encodeURIComponent(pageId)}`, area: 'merchant' });
    return r.ok && r.data ? r.data.Data : null;
  },
  enabled: !!pageId,
});
export const useAdminContent = (pageId: string) => useQuery(adminContentQuery(pageId));

/** The draft as the server would store it (sanitised); 400 names the missing parts. */
export function previewContent(pageId: string, draft: ContentDraft) {
  return apiFetch<{ Data: ContentDraft }>({ method: 'POST', path: `api/merchant/admin/contents/${encodeURIComponent(pageId)}/preview`, body: draft, area: 'merchant' }, { expect: [400] });
}

export function saveContentDraft(pageId: string, draft: ContentDraft) {
  return apiFetch<{ Data: ContentVersion }>({ method: 'POST', path: `api/merchant/admin/contents/${encodeURIComponent(pageId)}/versions`, body: draft, area: 'merchant' }, { expect: [400] });
}

export function publishContent(pageId: string, version: number) {
  return apiFetch<{ Data: ContentVersion }>({ method: 'POST', path: `api/merchant/admin/contents/${encodeURIComponent(pageId)}/versions/${version}/publish`, body: {}, area: 'merchant' }, { expect: [409] });
}

export interface ConsentItem { CustomerCode: string; CustomerName: string | null; SaleUnit: string; Version: string; Accepted: boolean; At: string; Current: boolean }
export interface ConsentReport { Current: string | null; Summary: { Version: string; Accepted: number; Declined: number }[]; Total: number; Items: ConsentItem[] }

export const pdpaConsentsQuery = (filter: { version?: string; decision?: 'accepted' | 'declined'; skip: number; take: number }) => queryOptions({
  queryKey: ['admin-contents', 'pdpa-consents', filter],
  queryFn: async () => {
    const r = await apiFetch<{ Data: ConsentReport }>({ path: 'api/merchant/admin/contents/pdpa/consents', query: { ...filter }, area: 'merchant' });
    return r.ok && r.data ? r.data.Data : null;
  },
});
export const usePdpaConsents = (filter: Parameters<typeof pdpaConsentsQuery>[0]) => useQuery(pdpaConsentsQuery(filter));
