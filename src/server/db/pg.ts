import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { pgListener, type ListenerBackoff, type ListenerHeartbeat, type ListenerLog } from './pg-listener';
import { currentDbMode, modeKey, modeStatement } from './scope';
import { assertNotInTransaction, runInTransactionContext } from './tx-guard';
import type { Db, Orm, Queryable, QueryOptions } from './types';

// Postgres bigint/numeric arrive as strings by default; ids and money here fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** What drizzle and our handles call on a connection. */
type Runner = Pick<pg.PoolClient, 'query'>;

function handle(run: <R>(fn: (c: Runner) => Promise<R>) => Promise<R>, makeOrm: () => Orm): Queryable {
  // Built on first use: a transaction's drizzle client costs a walk of the whole schema, and most
  // transactions (the money paths) only send SQL.
  let orm: Orm | undefined;
  return {
    query: async <R>(text: string, params?: unknown[], opts?: QueryOptions) =>
      run(async (c) => (await (opts?.name ? c.query({ name: opts.name, text, values: params }) : c.query(text, params))).rows as R[]),
    exec: async (text: string) => { await run((c) => c.query(text)); },
    get orm() { return (orm ??= makeOrm()); },
  };
}

/** A drizzle client whose every query goes through `run` (so it gets the scope's connection state). */
function ormOver(run: <R>(fn: (c: Runner) => Promise<R>) => Promise<R>): Orm {
  const client = { query: (...args: unknown[]) => run((c) => (c.query as (...a: unknown[]) => Promise<unknown>)(...args)) };
  return drizzle(client as unknown as pg.PoolClient, { schema }) as unknown as Orm;
}

/**
 * A real PostgreSQL through node-postgres: a pool for queries, one dedicated client for LISTEN
 * (pg-listener.ts: re-opened with backoff when PostgreSQL ends it; `log` hears the drop and the
 * recovery, `listenHeartbeat` how often the connection is checked, `listenBackoff` is for tests).
 * With `rowSecurity` (the default) every connection is put in the current scope's state before
 * it runs a query (see scope.ts): the role and `app.tenant_id` are set per session and only sent
 * again when the scope differs from what that connection last ran.
 */
export async function openPg(connectionString: string, poolSize = 10, opts: { rowSecurity?: boolean; log?: ListenerLog; listenBackoff?: ListenerBackoff; listenHeartbeat?: ListenerHeartbeat } = {}): Promise<Db> {
  const rowSecurity = opts.rowSecurity ?? true;
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle pooled connection that the server ends (a restart, a failover, an administrator's
  // terminate; in the tests a dropped database) is emitted here, and unheard it would end the
  // process. The pool has already discarded it and connects anew on the next query.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  // The session state (scope key) each pooled connection is in.
  const sessionKey = new WeakMap<pg.PoolClient, string>();

  async function prepareSession(client: pg.PoolClient): Promise<void> {
    if (!rowSecurity) return;
    const key = modeKey(currentDbMode());
    if (sessionKey.get(client) === key) return;
    const st = modeStatement(key, false);
    sessionKey.delete(client);
    await client.query(st.text, st.params);
    sessionKey.set(client, key);
  }

  async function onPooled<R>(fn: (c: Runner) => Promise<R>): Promise<R> {
    if (rowSecurity) modeKey(currentDbMode()); // a query of a pending scope throws before taking a connection
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await prepareSession(client);
      return await fn(client);
    } catch (err) {
      // A failed state change leaves the connection in an unknown state: do not reuse it.
      if (!sessionKey.has(client) && rowSecurity) broken = err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  }

  const orm = ormOver(onPooled);
  const outer = handle(onPooled, () => orm);

  const listener = pgListener(connectionString, { log: opts.log, backoff: opts.listenBackoff, heartbeat: opts.listenHeartbeat });

  return {
    driver: 'pg',
    orm,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: (text, params, o) => { assertNotInTransaction('query'); return outer.query(text, params, o); },
    exec: (text) => { assertNotInTransaction('exec'); return outer.exec(text); },
    transaction: async (fn) => {
      assertNotInTransaction('transaction');
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        try {
          await prepareSession(client);
        } catch (err) {
          if (rowSecurity) broken = err as Error;
          throw err;
        }
        await client.query('BEGIN');
        // Inside the transaction a nested asSystem / withTenant switches with SET LOCAL semantics.
        let txKey = sessionKey.get(client);
        const inTx = async <R>(f: (c: Runner) => Promise<R>): Promise<R> => {
          if (rowSecurity) {
            const key = modeKey(currentDbMode());
            if (key !== txKey) {
              const st = modeStatement(key, true);
              await client.query(st.text, st.params);
              txKey = key;
            }
          }
          return f(client);
        };
        const result = await runInTransactionContext(() => fn(handle(inTx, () => ormOver(inTx))));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onPayload, o) => listener.listen(channel, onPayload, o),
    listenState: () => listener.state(),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
