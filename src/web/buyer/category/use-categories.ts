import { categoryChildren } from '../../../domain';
import { EMPTY_HIERARCHY, useCategoryLevel, useHierarchy, type Category } from '../../api/categories';
import type { Locale } from '../../../engine';
import { useBuyer } from '../shared/use-viewer';

/** A category's name in the visitor's language. */
export function categoryName(c: Pick<Category, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'en' && c.nameEn ? c.nameEn : c.name;
}

/**
 * Categories of one level under a path, as the drawer and side menu list them. Signed-in customers
 * have the whole hierarchy (GET_HIERARCHY_ALL); guests browse levels 1–2 from api/category and
 * fetch level 3 when they open a level-2 category. A failed fetch gives an empty list.
 */
export function useCategoryChildren(level: 1 | 2 | 3, parents: readonly string[]): { items: Category[]; loading: boolean } {
  const { token, authenticated, guest, redeem } = useBuyer();
  const full = authenticated && !guest;
  const hierarchy = useHierarchy(token, full, redeem);
  const lazyLevel3 = !full && level === 3;
  const third = useCategoryLevel(token, parents.slice(0, 2), redeem, lazyLevel3 && parents.length >= 2);
  if (lazyLevel3) return { items: third.data ?? [], loading: third.isPending && third.fetchStatus !== 'idle' };
  const levels = hierarchy.data ?? EMPTY_HIERARCHY;
  return { items: categoryChildren(levels, level, parents), loading: hierarchy.isPending && hierarchy.fetchStatus !== 'idle' };
}

/** Names of the categories on a path (c1, c2, c3), for titles and chips. */
export function useCategoryPathNames(path: readonly string[]): string[] {
  const { token, authenticated, guest, redeem, locale } = useBuyer();
  const hierarchy = useHierarchy(token, authenticated && !guest, redeem);
  const levels = hierarchy.data ?? EMPTY_HIERARCHY;
  return path.map((code, i) => {
    const found = (levels[i] ?? []).find((c) => c.code === code);
    return found ? categoryName(found, locale) : code;
  });
}
