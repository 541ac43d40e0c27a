import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { assertNotInTransaction, runInTransactionContext } from './tx-guard';
import type { Db, Orm, Queryable, QueryOptions } from './types';

// Postgres bigint/numeric arrive as strings by default; ids and money here fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

function handle(client: pg.Pool | pg.PoolClient, orm: Orm): Queryable {
  return {
    query: async <R>(text: string, params?: unknown[], opts?: QueryOptions) =>
      (await (opts?.name ? client.query({ name: opts.name, text, values: params }) : client.query(text, params))).rows as R[],
    exec: async (text: string) => { await client.query(text); },
    orm,
  };
}

/** A real PostgreSQL through node-postgres: a pool for queries, one dedicated client for LISTEN. */
export async function openPg(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  await pool.query('select 1');
  const orm = drizzle(pool, { schema }) as unknown as Orm;
  const outer = handle(pool, orm);

  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    listener = client;
    return client;
  }
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  return {
    driver: 'pg',
    orm,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: (text, params, opts) => { assertNotInTransaction('query'); return outer.query(text, params, opts); },
    exec: (text) => { assertNotInTransaction('exec'); return outer.exec(text); },
    transaction: async (fn) => {
      assertNotInTransaction('transaction');
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const txOrm = drizzle(client, { schema }) as unknown as Orm;
        const result = await runInTransactionContext(() => fn(handle(client, txOrm)));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quote(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    close: async () => {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
