import { withTenant, type Db, type Queryable } from '../db/index';
import { ConfigBus } from '../live/config-bus';
import { allCentersFromDb, type CenterRow } from './centers';

/**
 * Active centres per tenant, kept in memory: every storefront call needs them and they change
 * rarely. A change is announced with `centersChanged(tx, tenantId)` inside the writing transaction
 * (LISTEN/NOTIFY drops the cache in every process); a TTL covers writes made outside the API.
 */
export class CenterCache {
  private cache = new Map<string, { at: number; rows: Promise<CenterRow[]> }>();

  constructor(private readonly db: Db, private readonly ttlMs = 60_000, private readonly now: () => number = Date.now) {}

  all(tenantId: string): Promise<CenterRow[]> {
    const hit = this.cache.get(tenantId);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.rows;
    // A cache shared by every request: it reads exactly the tenant it is asked for.
    const rows = withTenant(tenantId, () => allCentersFromDb(this.db, tenantId));
    this.cache.set(tenantId, { at: this.now(), rows });
    rows.catch(() => this.cache.delete(tenantId));
    return rows;
  }

  async find(tenantId: string, saleUnit: string): Promise<CenterRow | undefined> {
    return (await this.all(tenantId)).find((c) => c.saleUnit === saleUnit);
  }

  /** Case-insensitive substring over code, names and address (as SQL ILIKE would, Thai included). */
  async search(tenantId: string, text: string): Promise<CenterRow[]> {
    const t = text.trim().toLocaleLowerCase();
    const rows = await this.all(tenantId);
    if (!t) return rows;
    return rows.filter((c) => [c.saleUnit, c.distName, c.distShortname, c.fullAddress].some((f) => f.toLocaleLowerCase().includes(t)));
  }

  invalidate(tenantId?: string): void {
    if (tenantId) this.cache.delete(tenantId);
    else this.cache.clear();
  }
}

/** Call inside the transaction that adds, edits or removes a centre. */
export function centersChanged(q: Queryable, tenantId: string): Promise<void> {
  return ConfigBus.notify(q, { type: 'centers', tenantId });
}
