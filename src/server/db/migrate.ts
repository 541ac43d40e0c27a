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
  // Read once what is recorded: a start with nothing new (every restart, every test server) then
  // costs one query instead of a locked transaction per file. A file missing here is still checked
  // again under the lock, so two processes starting at once never both apply it.
  const recorded = new Map((await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM talad_migrations')).map((r) => [r.name, r.checksum]));
  for (const file of listMigrations(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(text).digest('hex');
    const known = recorded.get(file);
    if (known !== undefined) {
      if (known !== checksum) log(`migration ${file} changed after it was applied; not re-run`);
      result.skipped.push(file);
      continue;
    }
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
  // Tables added by later migrations get their row-level security grants and policy too. With
  // nothing applied now, the function (DDL on every tenant table, seconds on PGlite) runs only when
  // a table, sequence or the schema lacks what it would give: a run that applied files and stopped
  // before this point is completed by the next start.
  if (result.applied.length || (await rowSecurityIncomplete(db))) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const [fn] = await tx.query<{ ok: boolean }>("SELECT to_regproc('talad_apply_row_security') IS NOT NULL AS ok");
      if (fn?.ok) await tx.query('SELECT talad_apply_row_security()');
    });
  }
  return result;
}

/**
 * True when talad_apply_row_security() (migration 1400) would change something: talad_app lacks
 * USAGE on the schema, one of SELECT/INSERT/UPDATE/DELETE on a table or view, or USAGE/SELECT/UPDATE
 * on a sequence; or a table with a tenant_id column lacks row security or its tenant_isolation
 * policy. False before that migration (no function, no role: nothing to apply).
 */
async function rowSecurityIncomplete(db: Db): Promise<boolean> {
  const [row] = await db.query<{ incomplete: boolean }>(`
    SELECT to_regproc('talad_apply_row_security') IS NOT NULL AND to_regrole('talad_app') IS NOT NULL AND (
      NOT has_schema_privilege('talad_app', 'public', 'USAGE')
      OR EXISTS (
        SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
          AND NOT (has_table_privilege('talad_app', c.oid, 'SELECT') AND has_table_privilege('talad_app', c.oid, 'INSERT')
            AND has_table_privilege('talad_app', c.oid, 'UPDATE') AND has_table_privilege('talad_app', c.oid, 'DELETE')))
      OR EXISTS (
        SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S'
          AND NOT (has_sequence_privilege('talad_app', c.oid, 'USAGE') AND has_sequence_privilege('talad_app', c.oid, 'SELECT')
            AND has_sequence_privilege('talad_app', c.oid, 'UPDATE')))
      OR EXISTS (
        SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND a.attnum > 0 AND NOT a.attisdropped)
          AND (NOT c.relrowsecurity OR NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation')))
    ) AS incomplete`);
  return row?.incomplete ?? true;
}
