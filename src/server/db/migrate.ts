import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const NAME = /^\d{4}_[a-z0-9_]+\.sql$/;
// Any constant: serialises migrators of several processes on one real PostgreSQL.
const LOCK_KEY = 7_252_025;

export interface MigrationResult { applied: string[]; skipped: string[] }

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return fs.readdirSync(dir).filter((f) => NAME.test(f)).sort();
}

/**
 * Applies `NNNN_name.sql` files in name order, each in its own transaction, recording name and
 * checksum in `talad_migrations`. The same files run on PGlite and on PostgreSQL.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR, log: (msg: string) => void = () => {}): Promise<MigrationResult> {
  await db.exec(`CREATE TABLE IF NOT EXISTS talad_migrations (
    name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const file of listMigrations(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(text).digest('hex');
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const [done] = await tx.query<{ checksum: string }>('SELECT checksum FROM talad_migrations WHERE name = $1', [file]);
      if (done) {
        if (done.checksum !== checksum) log(`migration ${file} changed after it was applied; not re-run`);
        result.skipped.push(file);
        return;
      }
      await tx.exec(text);
      await tx.query('INSERT INTO talad_migrations (name, checksum) VALUES ($1, $2)', [file, checksum]);
      result.applied.push(file);
      log(`migration ${file} applied`);
    });
  }
  // Tables added by later migrations get their row-level security grants and policy too.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const [fn] = await tx.query<{ ok: boolean }>("SELECT to_regproc('talad_apply_row_security') IS NOT NULL AS ok");
    if (fn?.ok) await tx.query('SELECT talad_apply_row_security()');
  });
  return result;
}
