import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { assertNotInTransaction, runInTransactionContext } from './tx-guard';
import { executePrepared } from './pglite-prepared';
import type { Db, Orm, Queryable, QueryOptions } from './types';

interface PgliteLike {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(text: string): Promise<unknown>;
}

function handle(client: PgliteLike, orm: Orm, prepared: Map<string, string>): Queryable {
  return {
    query: async <R>(text: string, params?: unknown[], opts?: QueryOptions) =>
      (opts?.name ? await executePrepared<R>(client, prepared, opts.name, text, params ?? []) : (await client.query<R>(text, params)).rows),
    exec: async (text: string) => { await client.exec(text); },
    orm,
  };
}

/**
 * Embedded Postgres (WASM) in `dir`, or in memory when `dir` is undefined. PGlite runs one
 * statement at a time and queues the rest itself; a transaction holds that queue until it ends.
 */
export async function openPglite(dir: string | undefined, _opts: { rowSecurity?: boolean } = {}): Promise<Db> {
  // Row-level security scopes (scope.ts) are applied on PostgreSQL only for now: on PGlite's one
  // session the per-statement scope switch under a lock hung the start (docs/security.md).
  const unlock = dir ? lockDir(dir) : () => {};
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  } catch (err) {
    unlock();
    throw err;
  }
  const orm = drizzle(pg, { schema }) as unknown as Orm;
  // Prepared statements belong to the session: one set for the outer handle and transactions.
  const prepared = new Map<string, string>();
  const outer = handle(pg, orm, prepared);
  return {
    driver: 'pglite',
    orm,
    query: (text, params, opts) => { assertNotInTransaction('query'); return outer.query(text, params, opts); },
    exec: (text) => { assertNotInTransaction('exec'); return outer.exec(text); },
    transaction: (fn) => {
      assertNotInTransaction('transaction');
      return pg.transaction((t) => {
        // Drizzle's PGlite session only needs query(); a transaction object provides it.
        const txOrm = drizzle(t as unknown as PGlite, { schema }) as unknown as Orm;
        return runInTransactionContext(() => fn(handle(t, txOrm, prepared)));
      });
    },
    listen: async (channel, onPayload) => {
      const unsub = await pg.listen(channel, AsyncResource.bind(onPayload));
      return async () => { await unsub(); };
    },
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it. A lock
 * file with our pid refuses that (a stale lock of a dead process is taken over).
 */
function lockDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database ${dir} is in use by process ${pid}. Stop it first, or use DATABASE_URL.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
