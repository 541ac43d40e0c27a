import type { Queryable } from '../../db/index';

/** A category as the storefront lists it (level n carries its ancestors' codes in h1..h(n-1)). */
export interface CategoryItem {
  level: number;
  code: string;
  name: string;
  nameEn: string;
  image: string;
  h1: string;
  h2: string;
  h3: string;
  h4: string;
  /** Products (enabled; in redeem mode redeemable) in this category and below. */
  itemCount: number;
}

interface CountRow { h1: string; h2: string; h3: string; h4: string; h5: string; n: number }
interface CategoryRow { level: number; code: string; name_th: string; name_en: string; image: string; h1: string; h2: string; h3: string; h4: string }

export interface CategoryFilter {
  redeem?: boolean;
  matype?: string;
}

const TTL_MS = 60_000;
type Cache = Map<string, { at: number; value: Promise<CategoryItem[]> }>;
// Per database handle: tests run several servers (databases) in one process.
const caches = new WeakMap<Queryable, Cache>();
const cacheOf = (q: Queryable): Cache => {
  let c = caches.get(q);
  if (!c) caches.set(q, (c = new Map()));
  return c;
};

/** Forget a tenant's cached hierarchy (call after catalogue writes, e.g. a merchant's product edit). */
export function invalidateCategories(q: Queryable, tenantId?: string): void {
  const cache = cacheOf(q);
  for (const key of [...cache.keys()]) if (!tenantId || key.startsWith(`${tenantId}|`)) cache.delete(key);
}

/**
 * Every active category of the tenant that holds products, in display order, with product counts.
 * "A category item is listed only if its group has items": counting needs a pass over the products,
 * so the result is cached for a minute per tenant and filter (a new category shows within a minute).
 */
export function listedCategories(q: Queryable, tenantId: string, filter: CategoryFilter = {}): Promise<CategoryItem[]> {
  const cache = cacheOf(q);
  const key = `${tenantId}|${filter.redeem ? 'R' : 'S'}|${filter.matype ?? ''}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load(q, tenantId, filter);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

async function load(q: Queryable, tenantId: string, filter: CategoryFilter): Promise<CategoryItem[]> {
  const params: unknown[] = [tenantId];
  let where = 'tenant_id = $1 AND NOT disabled';
  if (filter.redeem) where += ' AND option1 > 0';
  if (filter.matype) {
    params.push(filter.matype);
    where += ` AND matype = $${params.length}`;
  }
  const [counts, rows] = await Promise.all([
    q.query<CountRow>(`SELECT h1, h2, h3, h4, h5, count(*)::int AS n FROM products WHERE ${where} GROUP BY h1, h2, h3, h4, h5`, params),
    q.query<CategoryRow>(
      `SELECT level, code, name_th, name_en, image, h1, h2, h3, h4 FROM categories
        WHERE tenant_id = $1 AND active ORDER BY level, sort_order, code`, [tenantId]),
  ]);
  const perLevel = new Map<string, number>();
  for (const c of counts) {
    [c.h1, c.h2, c.h3, c.h4, c.h5].forEach((code, i) => {
      if (!code) return;
      const k = `${i + 1}:${code}`;
      perLevel.set(k, (perLevel.get(k) ?? 0) + c.n);
    });
  }
  return rows
    .map((r) => ({
      level: Number(r.level), code: r.code, name: r.name_th, nameEn: r.name_en, image: r.image,
      h1: r.h1, h2: r.h2, h3: r.h3, h4: r.h4, itemCount: perLevel.get(`${r.level}:${r.code}`) ?? 0,
    }))
    .filter((c) => c.itemCount > 0);
}

/** The ancestors' codes of a category as an array [h1, h2, h3, h4] (its own level excluded). */
export const ancestors = (c: CategoryItem) => [c.h1, c.h2, c.h3, c.h4].slice(0, c.level - 1);
