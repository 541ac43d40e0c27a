import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { currentDbMode, modeKey, modeStatement, SYSTEM } from './scope';
import { assertNotInTransaction, runInTransactionContext } from './tx-guard';
import { executePrepared } from './pglite-prepared';
import type { Db, Orm, Queryable, QueryOptions } from './types';

interface PgliteLike {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(text: string): Promise<unknown>;
}

type Run = <R>(fn: (c: PgliteLike) => Promise<R>) => Promise<R>;

function handle(run: Run, makeOrm: () => Orm, prepared: Map<string, string>): Queryable {
  // Built on first use: a transaction's drizzle client costs a walk of the whole schema, and most
  // transactions (the money paths) only send SQL.
  let orm: Orm | undefined;
  return {
    query: async <R>(text: string, params?: unknown[], opts?: QueryOptions) =>
      run(async (c) => (opts?.name ? await executePrepared<R>(c, prepared, opts.name, text, params ?? []) : (await c.query<R>(text, params)).rows)),
    exec: async (text: string) => { await run((c) => c.exec(text)); },
    get orm() { return (orm ??= makeOrm()); },
  };
}

/** A drizzle client whose every query goes through `run` (so it runs in the scope's state). */
function ormOver(run: Run): Orm {
  const client = { query: (...args: unknown[]) => run((c) => (c.query as (...a: unknown[]) => Promise<unknown>)(...args)) };
  return drizzle(client as unknown as PGlite, { schema }) as unknown as Orm;
}

/**
 * Embedded Postgres (WASM) in `dir`, or in memory when `dir` is undefined. PGlite runs one
 * statement at a time and queues the rest itself; a transaction holds that queue until it ends.
 *
 * Row-level security (`rowSecurity`, the default; scope.ts): PGlite has one session, shared by
 * every request. That session never changes its state: it stays the superuser `postgres`, which is
 * the system scope. A statement of a tenant scope runs in a short transaction that first drops to
 * `talad_app` and sets `app.tenant_id` with SET LOCAL, so the state ends with the statement and
 * cannot leak into whatever PGlite runs next. No lock of our own: the transaction takes PGlite's own
 * queue, the one every statement takes anyway, and holds it only for the two statements (an earlier
 * version switched the session's state under an extra lock and hung the start).
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
  /** The scope key of the current statement; throws for a request whose tenant is not decided. */
  const keyNow = () => (rowSecurity ? modeKey(currentDbMode()) : SYSTEM);
  const outerRun: Run = (fn) => {
    const key = keyNow();
    if (key === SYSTEM) return fn(pg);
    return pg.transaction(async (t) => {
      const st = modeStatement(key, true);
      await t.query(st.text, st.params);
      return fn(t);
    });
  };
  const orm = ormOver(outerRun);
  const outer = handle(outerRun, () => orm, prepared);
  return {
    driver: 'pglite',
    orm,
    query: (text, params, o) => { assertNotInTransaction('query'); return outer.query(text, params, o); },
    exec: (text) => { assertNotInTransaction('exec'); return outer.exec(text); },
    transaction: (fn) => {
      assertNotInTransaction('transaction');
      keyNow(); // a pending scope throws before taking PGlite's queue
      return pg.transaction((t) => {
        // The session is in the system state; each statement switches (SET LOCAL) when its scope
        // differs from the transaction's last one, so a nested asSystem / withTenant works too.
        let txKey = SYSTEM;
        const inTx: Run = async (f) => {
          const key = keyNow();
          if (key !== txKey) {
            const st = modeStatement(key, true);
            await t.query(st.text, st.params);
            txKey = key;
          }
          return f(t);
        };
        return runInTransactionContext(() => fn(handle(inTx, () => ormOver(inTx), prepared)));
      });
    },
    listen: async (channel, onPayload) => {
      const unsub = await pg.listen(channel, AsyncResource.bind(onPayload));
      return async () => { await unsub(); };
    },
    listenState: () => ({ state: 'up' }),
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
