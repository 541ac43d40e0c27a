import path from 'node:path';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

/**
 * DATABASE_URL → node-postgres; otherwise embedded PGlite under `$DATA_DIR/pg` (memory when dataDir
 * is null). `rowSecurity: false` skips the per-scope role switch (benches measuring its cost only).
 */
export function openDb(opts: { databaseUrl?: string; dataDir: string | null; rowSecurity?: boolean }): Promise<Db> {
  const o = { rowSecurity: opts.rowSecurity };
  if (opts.databaseUrl) return openPg(opts.databaseUrl, undefined, o);
  return openPglite(opts.dataDir ? path.join(opts.dataDir, 'pg') : undefined, o);
}
