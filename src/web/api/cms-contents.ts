import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface CmsPage { PageId: string; Title: string; Path: string; Version: string; UpdatedAt: string | null }

/** `GET api/cms/contents?locale=`: the tenant's published content pages (`/cms/content`). */
export async function fetchCmsContents(locale: 'th' | 'en'): Promise<CmsPage[]> {
  const res = await apiFetch<{ Data: CmsPage[] }>({ path: 'api/cms/contents', query: { locale } });
  return res.ok && Array.isArray(res.data?.Data) ? res.data.Data : [];
}

export const cmsContentsQuery = (locale: 'th' | 'en') =>
  queryOptions({ queryKey: ['cms-contents', locale], queryFn: () => fetchCmsContents(locale), staleTime: 5 * 60_000 });

export function useCmsContents(locale: 'th' | 'en') {
  return useQuery(cmsContentsQuery(locale));
}
