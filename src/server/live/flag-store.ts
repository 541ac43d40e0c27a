import type { Flags } from '../../engine/index';
import { withTenant, type Db, type Queryable } from '../db/index';

export interface FlagOverride { opt: string; value: string; updatedAt: Date; updatedBy: string }

/**
 * Stored web-config overrides per tenant, cached in memory. The cache of a tenant is dropped when
 * a `talad_config` notification arrives (from this or any other process), so every process sees
 * a change as soon as it is committed.
 */
export class FlagStore {
  private cache = new Map<string, Promise<FlagOverride[]>>();

  constructor(private readonly db: Db) {}

  overrides(tenantId: string): Promise<FlagOverride[]> {
    let hit = this.cache.get(tenantId);
    if (!hit) {
      // A cache shared by every request (and pages of another tenant): reads exactly that tenant.
      hit = withTenant(tenantId, () => readOverrides(this.db, tenantId));
      this.cache.set(tenantId, hit);
      hit.catch(() => this.cache.delete(tenantId));
    }
    return hit;
  }

  async remoteFlags(tenantId: string): Promise<Flags> {
    const flags: Flags = {};
    for (const o of await this.overrides(tenantId)) flags[o.opt] = o.value;
    return flags;
  }

  invalidate(tenantId?: string): void {
    if (tenantId) this.cache.delete(tenantId);
    else this.cache.clear();
  }
}

export async function readOverrides(q: Queryable, tenantId: string): Promise<FlagOverride[]> {
  const rows = await q.query<{ opt: string; opt_value: string; updated_at: Date; updated_by: string }>(
    'SELECT opt, opt_value, updated_at, updated_by FROM web_config WHERE tenant_id = $1 ORDER BY opt',
    [tenantId],
  );
  return rows.map((r) => ({ opt: r.opt, value: r.opt_value, updatedAt: new Date(r.updated_at), updatedBy: r.updated_by }));
}
