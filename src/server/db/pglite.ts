import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { currentDbMode, modeKey, modeStatement } from './scope';
import { assertNotInTransaction, runInTransactionContext } from './tx-guard';
import { executePrepared } from './pglite-prepared';
import type { Db, Orm, Queryable, QueryOptions } from './types';

interface PgliteLike {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(text: string): Promise<unknown>;
}

type Run = <R>(fn: (c: PgliteLike) => Promise<R>) => Promise<R>;

function handle(run: Run, orm: Orm, prepared: Map<string, string>): Queryable {
  return {
    query: async <R>(text: string, params?: unknown[], opts?: QueryOptions) =>
      run(async (c) => (opts?.name ? await executePrepared<R>(c, prepared, opts.name, text, params ?? []) : (await c.query<R>(text, params)).rows)),
    exec: async (text: string) => { await run((c) => c.exec(text)); },
    orm,
  };
}

/** A drizzle client whose every query goes through `run` (so it gets the scope's session state). */
function ormOver(run: Run): Orm {
  const client = { query: (...args: unknown[]) => run((c) => (c.query as (...a: unknown[]) => Promise<unknown>)(...args)) };
  return drizzle(client as unknown as PGlite, { schema }) as unknown as Orm;
}

/**
 * Embedded Postgres (WASM) in `dir`, or in memory when `dir` is undefined. PGlite runs one
 * statement at a time and queues the rest itself; a transaction holds that queue until it ends.
 *
 * With `rowSecurity` (the default) its one session is put in the current scope's state (role and
 * `app.tenant_id`, see scope.ts) before each statement; a lock keeps "set the state, run the
 * statement" (and whole transactions) from interleaving with another scope's.
 */
export async function openPglite(dir: string | undefined, opts: { rowSecurity?: boolean } = {}): Promise<Db> {
  const rowSecurity = opts.rowSecurity ?? true;
  const unlock = dir ? lockDir(dir) : () => {};
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  } catch (err) {
    unlock();
    throw err;
  }
  // Prepared statements belong to the session: one set for the outer handle and transactions.
  const prepared = new Map<string, string>();
  let sessionKey: string | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<R>(fn: () => Promise<R>): Promise<R> {
    const result = tail.then(fn, fn);
    tail = result.catch(() => undefined);
    return result;
  }
  async function prepareSession(key: string): Promise<void> {
    if (sessionKey === key) return;
    const st = modeStatement(key, false);
    sessionKey = undefined;
    await pg.query(st.text, st.params);
    sessionKey = key;
  }
  const onSession: Run = (fn) => {
    if (!rowSecurity) return fn(pg);
    const key = modeKey(currentDbMode());
    return exclusive(async () => {
      await prepareSession(key);
      return fn(pg);
    });
  };
  const orm = ormOver(onSession);
  const outer = handle(onSession, orm, prepared);
  return {
    driver: 'pglite',
    orm,
    query: (text, params, o) => { assertNotInTransaction('query'); return outer.query(text, params, o); },
    exec: (text) => { assertNotInTransaction('exec'); return outer.exec(text); },
    transaction: (fn) => {
      assertNotInTransaction('transaction');
      const key = rowSecurity ? modeKey(currentDbMode()) : '';
      const body = async () => {
        if (rowSecurity) await prepareSession(key);
        return pg.transaction((t) => {
          // Inside the transaction a nested asSystem / withTenant switches with SET LOCAL semantics.
          let txKey = key;
          const inTx: Run = async (f) => {
            if (rowSecurity) {
              const k = modeKey(currentDbMode());
              if (k !== txKey) {
                const st = modeStatement(k, true);
                await t.query(st.text, st.params);
                txKey = k;
              }
            }
            return f(t);
          };
          return runInTransactionContext(() => fn(handle(inTx, ormOver(inTx), prepared)));
        });
      };
      return rowSecurity ? exclusive(body) : body();
    },
    listen: async (channel, onPayload) => {
      // The handler runs in the scope it was registered in.
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
