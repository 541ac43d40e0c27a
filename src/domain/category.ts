/**
 * Category hierarchy: levels 1..5, an item at level n carries its parents' codes in h1..h(n-1).
 */

export interface CategoryItem {
  code: string;
  name: string;
  image?: string | null;
  h1?: string | null;
  h2?: string | null;
  h3?: string | null;
  h4?: string | null;
}

/** Items of `level` (1-based) under the given parent codes (parents[0] = h1 …); 'All' is the caller's entry. */
export function categoryChildren<T extends CategoryItem>(levels: readonly (readonly T[])[], level: number, parents: readonly string[]): T[] {
  const items = levels[level - 1] ?? [];
  return items.filter((item) =>
    parents.slice(0, level - 1).every((code, i) => String(item[`h${i + 1}` as 'h1'] ?? '') === code),
  );
}

/** Category-sorting groups are listed only if they have items. */
export function nonEmptyGroups<T extends { Items?: readonly unknown[] | null }>(groups: readonly T[]): T[] {
  return groups.filter((g) => (g.Items?.length ?? 0) > 0);
}
