import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** A category of the hierarchy; level n carries its ancestors' codes in h1..h(n-1). */
export interface Category {
  code: string;
  name: string;
  nameEn?: string;
  image?: string;
  h1?: string;
  h2?: string;
  h3?: string;
  h4?: string;
  itemCount?: number;
  level?: number;
}

/** `hierarchy1` … `hierarchy5` of `GET_MASTER_DATA/GET_HIERARCHY_ALL`. */
export type Hierarchy = Category[][];

export const EMPTY_HIERARCHY: Hierarchy = [[], [], [], [], []];

/** A custom category-sorting group (`api/category/list`), as the API documents it. */
export type CategorySortGroup = ApiResponse<'getCategoryList'>['Data'][number];

const asList = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/**
 * How deep the storefront shows categories: the drawer, the side menu and the list's title go three
 * levels down (`c1`–`c3`). The call still returns all five; levels 4 and 5 (about 2,200 of a demo
 * tenant's 2,300 categories) were kept in the cache unread, and so went into every signed-in
 * server-rendered page's data (430 of its 720 KB: docs/performance.md, "Issue 13, session 15").
 */
export const SHOWN_CATEGORY_LEVELS = 3;

/**
 * `POST GET_MASTER_DATA/GET_HIERARCHY_ALL` (signed-in customers only): every level at once, kept
 * to the levels shown. The first element carries status and data; anything else, or a failed call,
 * is an empty hierarchy.
 */
export async function fetchHierarchyAll(redeem: boolean): Promise<Hierarchy> {
  const res = await apiFetch<{ status?: number; data?: Record<string, unknown> }[]>(
    { method: 'POST', path: 'GET_MASTER_DATA/GET_HIERARCHY_ALL', body: { hierarchy1: '', hierarchy2: '', hierarchy3: '', hierarchy4: '', hierarchy5: '', withPic: true, is_point: redeem, is_product_mattype: '' } },
    { expect: [401, 403, 404] },
  );
  const first = res.ok && Array.isArray(res.data) ? res.data[0] : undefined;
  if (!first || first.status !== 200 || !first.data) return EMPTY_HIERARCHY;
  return [1, 2, 3, 4, 5].map((n) => (n <= SHOWN_CATEGORY_LEVELS ? asList<Category>(first.data?.[`hierarchy${n}`]) : []));
}

/** `GET api/category` (c1..c5): one level of the hierarchy under a path; guests browse this way. */
export async function fetchCategoryLevel(path: readonly string[], redeem: boolean): Promise<Category[]> {
  const query: Record<string, string> = { point: redeem ? 'Y' : 'N' };
  path.forEach((code, i) => {
    if (code) query[`c${i + 1}`] = code;
  });
  const res = await apiFetch<{ Data?: Category[] }>({ path: 'api/category', query }, { expect: [404] });
  return res.ok ? asList<Category>(res.data?.Data) : [];
}

/**
 * The first three levels for a guest (the whole hierarchy call is for signed-in customers only):
 * level 1, then the children of each. A failed fetch gives an empty hierarchy.
 */
export async function fetchGuestHierarchy(redeem: boolean): Promise<Hierarchy> {
  const level1 = await fetchCategoryLevel([], redeem);
  const level2 = (await Promise.all(level1.map((c) => fetchCategoryLevel([c.code], redeem)))).flat();
  return [level1, level2, [], [], []];
}

export const hierarchyQuery = (token: string | null, authenticated: boolean, redeem: boolean) =>
  queryOptions({
    queryKey: ['categories', 'hierarchy', token, authenticated, redeem],
    queryFn: () => (authenticated ? fetchHierarchyAll(redeem) : fetchGuestHierarchy(redeem)),
    enabled: !!token,
    staleTime: 10 * 60_000,
  });

export function useHierarchy(token: string | null, authenticated: boolean, redeem: boolean) {
  return useQuery(hierarchyQuery(token, authenticated, redeem));
}

/** Level 3 under a level-2 category, fetched when a guest opens it. */
export const categoryLevelQuery = (token: string | null, path: readonly string[], redeem: boolean) =>
  queryOptions({
    queryKey: ['categories', 'level', token, path, redeem],
    queryFn: () => fetchCategoryLevel(path, redeem),
    enabled: !!token,
    staleTime: 10 * 60_000,
  });

export function useCategoryLevel(token: string | null, path: readonly string[], redeem: boolean, enabled = true) {
  return useQuery({ ...categoryLevelQuery(token, path, redeem), enabled: enabled && !!token });
}

/** `GET api/category/list`: custom category sorting (groups with items; empty groups are the caller's to hide). */
export async function fetchCategorySortGroups(redeem: boolean): Promise<CategorySortGroup[]> {
  const res = await apiFetch<ApiResponse<'getCategoryList'>>({ path: 'api/category/list', query: { point: redeem ? 'Y' : 'N' } }, { expect: [404] });
  return res.ok ? asList<CategorySortGroup>(res.data?.Data) : [];
}

export const categorySortQuery = (token: string | null, redeem: boolean) =>
  queryOptions({ queryKey: ['categories', 'sort', token, redeem], queryFn: () => fetchCategorySortGroups(redeem), enabled: !!token, staleTime: 10 * 60_000 });

export function useCategorySortGroups(token: string | null, redeem: boolean, enabled = true) {
  return useQuery({ ...categorySortQuery(token, redeem), enabled: enabled && !!token });
}
