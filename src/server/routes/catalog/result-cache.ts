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
/**
 * Bounded by bytes, not entries (CATALOG_CACHE_BYTES, default 32 MB a database handle): 5,000 big
 * answers held ~700 MB when every request missed. Oldest answers go first.
 */
export const MAX_BYTES = Number(process.env.CATALOG_CACHE_BYTES ?? 32 * 1024 * 1024);

interface Cache { entries: Map<string, { at: number; json: string; bytes: number }>; bytes: number }
const caches = new WeakMap<Queryable, Cache>();
const cacheOf = (q: Queryable): Cache => {
  let c = caches.get(q);
  if (!c) caches.set(q, (c = { entries: new Map(), bytes: 0 }));
  return c;
};

/** What the cache holds now (tests and the bench read it). */
export function cacheUsage(q: Queryable): { entries: number; bytes: number } {
  const c = cacheOf(q);
  return { entries: c.entries.size, bytes: c.bytes };
}

/** Strings are UTF-16 in memory: two bytes a code unit, key and answer. */
const sizeOf = (key: string, json: string) => 2 * (key.length + json.length) + 64;

/**
 * Everything about the viewer that changes an answer: tenant, centre, price level, price hiding,
 * day; the customer only when the question depends on them (promotions with customer lists).
 * Nothing from the request body that the answer ignores (a unique CustomerId per request made
 * every request a miss).
 */
export function viewerKey(v: Viewer, opts: { perCustomer?: boolean } = {}): string {
  return [v.tenantId, v.kind, opts.perCustomer ? (v.customerCode ?? '') : '', v.saleUnit, v.level, v.pricesHidden ? 'H' : 'V', v.today].join('|');
}

/** Answers `route` + `question` for this tenant from the cache, or computes, stores and sends it. */
export async function cachedJson(
  q: Queryable, reply: FastifyReply, tenantId: string, key: string, compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (TTL_MS <= 0) return reply.send(JSON.stringify(await compute()));
  const cache = cacheOf(q);
  const fullKey = `${tenantId}\u0000${key}`;
  const hit = cache.entries.get(fullKey);
  if (hit && Date.now() - hit.at < TTL_MS) return reply.send(hit.json);
  const json = JSON.stringify(await compute());
  remove(cache, fullKey);
  const bytes = sizeOf(fullKey, json);
  if (bytes <= MAX_BYTES / 4) {
    cache.entries.set(fullKey, { at: Date.now(), json, bytes });
    cache.bytes += bytes;
    // Map keeps insertion order: the first keys are the oldest.
    for (const k of cache.entries.keys()) {
      if (cache.bytes <= MAX_BYTES) break;
      remove(cache, k);
    }
  }
  return reply.send(json);
}

function remove(cache: Cache, key: string): void {
  const e = cache.entries.get(key);
  if (!e) return;
  cache.entries.delete(key);
  cache.bytes -= e.bytes;
}

/** Drops a tenant's cached catalogue answers and category counts (after product, price or stock edits). */
export function invalidateCatalog(q: Queryable, tenantId?: string): void {
  const cache = cacheOf(q);
  for (const k of [...cache.entries.keys()]) if (!tenantId || k.startsWith(`${tenantId}\u0000`)) remove(cache, k);
  invalidateCategories(q, tenantId);
}
