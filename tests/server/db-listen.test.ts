import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPg } from '../../src/server/db/pg';
import { scratchPgDatabase } from '../../src/server/db/scratch';
import type { Db } from '../../src/server/db/types';
import { DEMO, call, customerToken, startTestServer, type TestServer } from './helpers';
import { SseClient } from './sse';

/**
 * PostgreSQL ends the LISTEN connection (a restart, a failover, an administrator's
 * `pg_terminate_backend`): the process must not crash, the connection comes back, and whatever
 * rides on it (config streams, chat streams, the session cache) resyncs, since notices sent
 * meanwhile are lost. Real PostgreSQL only (`npm run test:pg`): PGlite's connection is in process.
 */
const url = process.env.TEST_DATABASE_URL;

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = [], on = url): Promise<R[]> {
  const c = new pg.Client({ connectionString: on });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as R[];
  } finally {
    await c.end();
  }
}

/** The backend pid of the connection LISTENing for a process on database `db`. */
async function listenerPid(db: string): Promise<number | undefined> {
  const rows = await sql<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query ~ '^(UN)?LISTEN "' AND pid <> pg_backend_pid()`, [db],
  );
  if (rows.length > 1) throw new Error(`${rows.length} LISTEN connections on ${db}`);
  return rows[0]?.pid;
}

async function terminateListener(db: string): Promise<number> {
  const pid = await listenerPid(db);
  if (!pid) throw new Error(`no LISTEN connection on ${db}`);
  await sql('SELECT pg_terminate_backend($1)', [pid]);
  return pid;
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('pg adapter: the LISTEN connection ended by PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
  let dbName: string;
  beforeAll(async () => {
    scratch = await scratchPgDatabase(url!, 'talad_listen', 1);
    dbName = new URL(scratch.url).pathname.slice(1);
  });
  afterAll(async () => { await scratch?.drop(); });

  const notify = (channel: string, payload: string) => sql('SELECT pg_notify($1, $2)', [channel, payload], scratch.url);

  it('comes back: LISTEN again on every channel (one subscribed while down too), subscribers told, one log line each way, no crash', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const db: Db = await openPg(scratch.url, 1, { log, listenBackoff: { initialMs: 400, maxMs: 400 } });
    try {
      const got: Record<string, string[]> = { a: [], b: [], late: [] };
      const reconnects = vi.fn();
      await db.listen('talad_a', (p) => got.a.push(p), { onReconnect: reconnects });
      await db.listen('talad_b', (p) => got.b.push(p));
      await notify('talad_a', 'before');
      await until(() => got.a.includes('before'), 'the first notice');

      const old = await terminateListener(dbName);
      await until(() => log.warn.mock.calls.length === 1, 'the drop to be noticed');
      // Subscribed while there is no connection: resolves now, LISTENed once it is back.
      await db.listen('talad_late', (p) => got.late.push(p));
      await notify('talad_a', 'while down'); // lost: nobody listens
      await until(() => reconnects.mock.calls.length === 1, 'onReconnect');
      const now = await listenerPid(dbName);
      expect(now).toEqual(expect.any(Number));
      expect(now).not.toBe(old);

      await notify('talad_a', 'after');
      await notify('talad_b', 'after');
      await notify('talad_late', 'after');
      await until(() => got.a.includes('after') && got.b.includes('after') && got.late.includes('after'), 'the notices after reconnection');
      expect(got.a).toEqual(['before', 'after']);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0][1]).toMatch(/LISTEN connection lost/);
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.info.mock.calls[0][0]).toMatchObject({ channels: ['talad_a', 'talad_b', 'talad_late'] });
    } finally {
      await db.close();
    }
  });

  it('close() while waiting to reconnect stops for good', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const db = await openPg(scratch.url, 1, { log, listenBackoff: { initialMs: 600, maxMs: 600 } });
    const reconnects = vi.fn();
    await db.listen('talad_a', () => {}, { onReconnect: reconnects });
    await terminateListener(dbName);
    await until(() => log.warn.mock.calls.length === 1, 'the drop to be noticed');
    const connects = vi.spyOn(pg.Client.prototype, 'connect');
    try {
      await db.close();
      await sleep(1000); // past the longest backoff
      expect(connects).not.toHaveBeenCalled();
      expect(reconnects).not.toHaveBeenCalled();
      expect(log.info).not.toHaveBeenCalled();
      expect(await listenerPid(dbName)).toBeUndefined();
    } finally {
      connects.mockRestore();
    }
  });
});

describe.skipIf(!url)('live updates after the LISTEN connection came back', () => {
  let s: TestServer;
  let base: string;
  let dbName: string;
  beforeAll(async () => {
    s = await startTestServer({ realClock: true });
    base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    dbName = (await s.db.query<{ d: string }>('SELECT current_database() AS d'))[0].d;
  }, 120_000);
  afterAll(async () => { await s?.close(); });

  it('re-sends every open config stream its flags, the session cache and chat streams resync', async () => {
    const flagsOf = (e: { data: unknown }) => (e.data as { flags: Record<string, string> }).flags;
    const config = await SseClient.open(`${base}/api/webConfig/stream?tenantId=sabai`);
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const chat = await SseClient.open(`${base}/api/chat/stream`, { authorization: `Bearer ${token}` });
    const profile = () => call(s.app, 'POST', '/authen/customerProfile', { token, body: {} });
    try {
      expect(flagsOf(await config.next((e) => e.event === 'flags')).ENABLE_REDEEM).toBe('Y');
      await chat.next((e) => e.event === 'ready');
      expect((await profile()).status).toBe(200); // the session is now cached as active

      // Changes whose notices never arrive (written with no NOTIFY, as if sent while disconnected).
      await s.db.query(
        `INSERT INTO web_config (tenant_id, opt, opt_value, updated_by) VALUES ('sabai', 'ENABLE_REDEEM', 'N', 'test')
         ON CONFLICT (tenant_id, opt) DO UPDATE SET opt_value = 'N'`,
      );
      await s.db.query(`UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'test' WHERE tenant_id = 'sabai' AND session_id = $1`,
        [JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid]);
      await sleep(300);
      expect(config.events.filter((e) => e.event === 'flags')).toHaveLength(1);
      expect((await profile()).status).toBe(200); // still the cached answer

      await terminateListener(dbName);
      const resent = await config.next((e) => e.event === 'flags' && flagsOf(e).ENABLE_REDEEM === 'N', 5000);
      expect(resent).toBeDefined();
      await chat.next((e) => e.event === 'reset', 5000);
      expect((await profile()).status).toBe(401);
    } finally {
      config.close();
      chat.close();
    }
  });
});
