import path from 'node:path';
import { openPg } from './pg';
import type { ListenerHeartbeat, ListenerLog } from './pg-listener';
import { openPglite } from './pglite';
import type { Db } from './types';

/**
 * DATABASE_URL → node-postgres; otherwise embedded PGlite under `$DATA_DIR/pg` (memory when dataDir
 * is null). `rowSecurity: false` skips the per-scope role switch (benches measuring its cost only).
 * `log` hears the PostgreSQL LISTEN connection's drops and recoveries, `listenHeartbeat` sets how
 * often that connection is checked (pg-listener.ts).
 */
export function openDb(opts: { databaseUrl?: string; dataDir: string | null; rowSecurity?: boolean; log?: ListenerLog; listenHeartbeat?: ListenerHeartbeat }): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, undefined, { rowSecurity: opts.rowSecurity, log: opts.log, listenHeartbeat: opts.listenHeartbeat });
  return openPglite(opts.dataDir ? path.join(opts.dataDir, 'pg') : undefined, { rowSecurity: opts.rowSecurity });
}
