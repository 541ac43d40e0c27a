import { createHash } from 'node:crypto';
import type { TenantBundle } from '../../engine/index';
import type { Db } from '../db/index';

/** The id under which the base bundle is kept beside the tenants. */
export const BASE_ID = '_base';

export interface SavedBundle { bundle: TenantBundle; savedAt: Date; checksum: string }

export function checksumOf(bundle: TenantBundle): string {
  return createHash('sha256').update(JSON.stringify(bundle)).digest('hex');
}

/**
 * Last good bundles in the database (table tenant_bundles_last_good), so that a restart while a
 * tenant folder is broken still serves that tenant. Keyed by bundle id, not tenant-owned data:
 * the registry reads and writes it as system work.
 */
export class LastGoodStore {
  constructor(private readonly db: Db) {}

  async loadAll(): Promise<Map<string, SavedBundle>> {
    const rows = await this.db.query<{ bundle_id: string; bundle: TenantBundle; checksum: string; saved_at: Date }>(
      'SELECT bundle_id, bundle, checksum, saved_at FROM tenant_bundles_last_good',
    );
    return new Map(rows.map((r) => [r.bundle_id, { bundle: r.bundle, checksum: r.checksum, savedAt: new Date(r.saved_at) }]));
  }

  /** Upserts one bundle; a row with the same checksum is left alone (no write per reload). */
  async save(id: string, bundle: TenantBundle, checksum = checksumOf(bundle)): Promise<Date> {
    const [row] = await this.db.query<{ saved_at: Date }>(
      `INSERT INTO tenant_bundles_last_good (bundle_id, bundle, checksum) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (bundle_id) DO UPDATE SET bundle = EXCLUDED.bundle, checksum = EXCLUDED.checksum, saved_at = now()
         WHERE tenant_bundles_last_good.checksum <> EXCLUDED.checksum
       RETURNING saved_at`,
      [id, JSON.stringify(bundle), checksum],
    );
    return row ? new Date(row.saved_at) : new Date();
  }
}
