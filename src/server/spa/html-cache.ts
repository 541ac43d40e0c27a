import { createHash } from 'node:crypto';

/*
 * Server-rendered guest pages, kept a short time per tenant + page (path and query; the language
 * is the `/en` prefix) + centre + layout guess. Logged-in pages are never stored here. An entry is
 * fresh for FRESH_MS, then served stale for up to STALE_MS while one re-render runs
 * (stale-while-revalidate); a tenant's entries are dropped when its configuration or catalogue
 * changes (`invalidate`). The entry keeps the nonce it was rendered with: a browser revalidating
 * with If-None-Match gets a 304 and keeps that HTML, so the CSP header must name the same nonce.
 */

export const FRESH_MS = Number(process.env.SSR_CACHE_MS ?? 30_000);
export const STALE_MS = 5 * 60_000;
const MAX_ENTRIES = 2000;

export interface CachedPage {
  tenantId: string;
  status: number;
  html: string;
  nonce: string;
  etag: string;
  at: number;
  /** Compressed bodies, made on first demand. */
  encoded: Map<string, Buffer>;
}

export interface PageKeyParts {
  tenantId: string;
  /** Path and query as requested. */
  url: string;
  centre: string;
  mobile: boolean;
  /** The visitor agreed to cookies: the consent bar is in the HTML of those who did not. */
  consented: boolean;
}

export function pageKey(p: PageKeyParts): string {
  return [p.tenantId, p.centre, p.mobile ? 'm' : 'd', p.consented ? 'c' : '-', p.url].join('\u0000');
}

export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

export class HtmlCache {
  private entries = new Map<string, CachedPage>();
  private refreshing = new Set<string>();

  get(key: string, now = Date.now()): { page: CachedPage; fresh: boolean } | null {
    const page = this.entries.get(key);
    if (!page) return null;
    const age = now - page.at;
    if (age > FRESH_MS + STALE_MS) {
      this.entries.delete(key);
      return null;
    }
    return { page, fresh: age <= FRESH_MS };
  }

  set(key: string, page: Omit<CachedPage, 'etag' | 'encoded' | 'at'>, now = Date.now()): CachedPage {
    const entry: CachedPage = { ...page, etag: etagOf(page.html), at: now, encoded: new Map() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      for (const k of [...this.entries.keys()].slice(0, this.entries.size - MAX_ENTRIES)) this.entries.delete(k);
    }
    return entry;
  }

  /** Runs one background re-render per key; concurrent callers keep serving the stale copy. */
  refresh(key: string, work: () => Promise<void>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    void work().catch(() => undefined).finally(() => this.refreshing.delete(key));
  }

  /** Drops a tenant's pages (config, flags, centres, products changed), or every page. */
  invalidate(tenantId?: string): void {
    for (const [k, page] of this.entries) if (!tenantId || page.tenantId === tenantId) this.entries.delete(k);
  }

  get size(): number {
    return this.entries.size;
  }
}
