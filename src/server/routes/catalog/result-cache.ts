import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/index';
import { invalidateCategories } from './category-data';
import type { Viewer } from './viewer';

/**
 * A micro-cache of catalogue answers (product pages, autocomplete, promotion products): the same
 * question from the same kind of viewer within a few seconds is answered from memory. Buyers repeat
 * searches and pages constantly while the catalogue changes rarely; the cost is that stock and
 * prices in a list may be up to CATALOG_CACHE_MS old (default 10 s; 0 turns it off). Product
 * detail, cart and checkout never use it, and checkout re-checks stock and prices anyway.
 * Writers call `invalidateCatalog` to drop a tenant's answers at once.
 */
const TTL_MS = Number(process.env.CATALOG_CACHE_MS ?? 10_000);
const MAX_ENTRIES = 5000;

type Cache = Map<string, { at: number; json: string }>;
const caches = new WeakMap<Queryable, Cache>();
const cacheOf = (q: Queryable): Cache => {
  let c = caches.get(q);
  if (!c) caches.set(q, (c = new Map()));
  return c;
};

/** Everything about the viewer that changes an answer: tenant, centre, level, price hiding, customer, day. */
export function viewerKey(v: Viewer): string {
  return [v.tenantId, v.kind, v.customerCode ?? '', v.saleUnit, v.level, v.pricesHidden ? 'H' : 'V', v.today].join('|');
}

/** Answers `route` + `question` for this tenant from the cache, or computes, stores and sends it. */
export async function cachedJson(
  q: Queryable, reply: FastifyReply, tenantId: string, key: string, compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (TTL_MS <= 0) return reply.send(JSON.stringify(await compute()));
  const cache = cacheOf(q);
  const fullKey = `${tenantId}\u0000${key}`;
  const hit = cache.get(fullKey);
  if (hit && Date.now() - hit.at < TTL_MS) return reply.send(hit.json);
  const json = JSON.stringify(await compute());
  cache.delete(fullKey);
  cache.set(fullKey, { at: Date.now(), json });
  if (cache.size > MAX_ENTRIES) {
    // Map keeps insertion order: the first keys are the oldest.
    for (const k of [...cache.keys()].slice(0, cache.size - MAX_ENTRIES)) cache.delete(k);
  }
  return reply.send(json);
}

/** Drops a tenant's cached catalogue answers and category counts (after product, price or stock edits). */
export function invalidateCatalog(q: Queryable, tenantId?: string): void {
  const cache = cacheOf(q);
  for (const k of [...cache.keys()]) if (!tenantId || k.startsWith(`${tenantId}\u0000`)) cache.delete(k);
  invalidateCategories(q, tenantId);
}
