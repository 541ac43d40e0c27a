import path from 'node:path';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

/** DATABASE_URL → node-postgres; otherwise embedded PGlite under `$DATA_DIR/pg` (memory when dataDir is null). */
export function openDb(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl);
  return openPglite(opts.dataDir ? path.join(opts.dataDir, 'pg') : undefined);
}
