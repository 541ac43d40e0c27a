import { asSystem, type Db, type Queryable } from '../db/index';

/** The one method pg-boss needs from a database (its `db` option and `send(..., { db })`). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the project's database wrapper, so the queue runs on embedded PGlite (one
 * connection, no `pg` pool) as well as on PostgreSQL, and inside a caller's transaction.
 *
 * pg-boss sends two kinds of text: single statements with `$n` values (extended protocol, rows
 * wanted), and parameterless scripts of several statements (schema creation, migrations,
 * maintenance wrapped in `BEGIN; … pg_advisory_xact_lock …; COMMIT`). PGlite's extended protocol
 * refuses several statements, so parameterless text containing ';' goes through `exec` (simple
 * protocol); none of those scripts needs rows back. If such a script fails half-way its BEGIN is
 * left open on the connection: a ROLLBACK closes it, or PGlite's only connection would stay in an
 * aborted transaction.
 */
export function bossDb(db: Db | Queryable): BossDb {
  return {
    // The queue's own tables (schema pgboss) are shared by every tenant: system work, also when
    // a job is sent inside a request's transaction.
    executeSql: (text, values) => asSystem('job queue', () => executeSql(text, values)),
  };
  async function executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if ((!values || values.length === 0) && text.includes(';')) {
      try {
        await db.exec(text);
      } catch (err) {
        if (/\bBEGIN\b/i.test(text)) await db.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
      return { rows: [] };
    }
    return { rows: await db.query(text, values ?? []) };
  }
}
