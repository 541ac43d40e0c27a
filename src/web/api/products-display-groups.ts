import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../domain';
import { apiFetch } from './client';

/** A display group (drawer shelves 'DRAWER', promotion brands 'BRAND'). */
export interface DisplayGroup {
  Id: number;
  Name: string;
  NameEn?: string;
  LogoImage?: string;
  UseTranslateName?: boolean;
  Type?: string;
  ProductCount?: number;
}

/** `GET api/products/display-group/type/{type}` (productsIncluded=Y, take=36): groups holding products. */
export async function fetchDisplayGroups(type: string, take: number = PAGE_SIZE.displayGroups): Promise<DisplayGroup[]> {
  const res = await apiFetch<{ Data?: DisplayGroup[] }>({ path: `api/products/display-group/type/${encodeURIComponent(type)}`, query: { productsIncluded: 'Y', take } }, { expect: [404] });
  return res.ok && Array.isArray(res.data?.Data) ? res.data.Data : [];
}

export const displayGroupsQuery = (token: string | null, type: string) =>
  queryOptions({ queryKey: ['displayGroups', token, type], queryFn: () => fetchDisplayGroups(type), enabled: !!token, staleTime: 10 * 60_000 });

export function useDisplayGroups(token: string | null, type: string, enabled = true) {
  return useQuery({ ...displayGroupsQuery(token, type), enabled: enabled && !!token });
}

/** The group's name in the visitor's language (translated names only when the group asks for it). */
export function displayGroupName(g: DisplayGroup, locale: 'th' | 'en'): string {
  return locale === 'en' && g.NameEn ? g.NameEn : g.Name;
}
