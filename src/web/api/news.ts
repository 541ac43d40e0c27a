import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '../../domain';
import { apiFetch } from './client';

/** A banner (NewsType B), news item (N) or page (P). Bodies are plain text: blank line = paragraph, '# ' = heading. */
export interface NewsItem {
  Code: string;
  NewsType: string;
  Title: string;
  TitleEn?: string;
  Detail?: string;
  DetailEn?: string;
  Image?: string;
  /** The English page's picture (a banner's baked-in text is in one language); empty: Image. */
  ImageEn?: string;
  Link?: string;
  ActiveStatus?: string;
  DateStart?: string | null;
  DateEnd?: string | null;
  /** 'html': sanitised HTML from the content editor (docs/content.md); else plain text. */
  Format?: 'text' | 'html';
}

/**
 * `POST GET_MASTER_DATA/GET_WHATSNEW` {NewsType, UsePeriodDate true, ActiveStatus Y}: success is
 * status 200 with statusText OK; anything else is an empty list.
 */
export async function fetchWhatsNew(newsType: 'B' | 'N'): Promise<NewsItem[]> {
  const res = await apiFetch<{ status?: number; statusText?: string; result?: NewsItem[] }>({
    method: 'POST',
    path: 'GET_MASTER_DATA/GET_WHATSNEW',
    body: { NewsType: newsType, UsePeriodDate: true, ActiveStatus: 'Y' },
  });
  const ok = res.ok && res.data?.status === 200 && res.data.statusText === 'OK' && Array.isArray(res.data.result);
  return ok ? (res.data?.result ?? []) : [];
}

/** Banners are fresh for 15 minutes from their fetch (buyer spec section 4 "Caches"). */
export const bannersQuery = (token: string | null) =>
  queryOptions({ queryKey: ['news', 'B', token], queryFn: () => fetchWhatsNew('B'), enabled: !!token, staleTime: CACHE_TTL_MS.banners });

export function useBanners(token: string | null) {
  return useQuery(bannersQuery(token));
}

export const newsListQuery = (token: string | null) =>
  queryOptions({ queryKey: ['news', 'N', token], queryFn: () => fetchWhatsNew('N'), enabled: !!token, staleTime: CACHE_TTL_MS.banners });

export function useNewsList(token: string | null) {
  return useQuery(newsListQuery(token));
}

/** `GET api/news/{code}`: one page (HOWTO_001, FAQ_001, CONTACT_001) or news item; null when absent. */
export async function fetchNewsItem(code: string): Promise<NewsItem | null> {
  const res = await apiFetch<{ Data?: NewsItem }>({ path: `api/news/${encodeURIComponent(code)}` }, { expect: [404] });
  return res.ok && res.data?.Data ? res.data.Data : null;
}

export const newsItemQuery = (token: string | null, code: string) =>
  queryOptions({ queryKey: ['news', 'item', token, code], queryFn: () => fetchNewsItem(code), enabled: !!token && !!code });

export function useNewsItem(token: string | null, code: string) {
  return useQuery(newsItemQuery(token, code));
}

export function newsTitle(n: NewsItem, locale: 'th' | 'en'): string {
  return locale === 'en' && n.TitleEn ? n.TitleEn : n.Title;
}

/** The picture for the page's language: the English one on English pages when there is one. */
export function newsImage(n: NewsItem, locale: 'th' | 'en'): string | undefined {
  return locale === 'en' && n.ImageEn ? n.ImageEn : n.Image;
}

export function newsDetail(n: NewsItem, locale: 'th' | 'en'): string {
  return (locale === 'en' && n.DetailEn ? n.DetailEn : n.Detail) ?? '';
}
