import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openPg } from '../../src/server/db/pg';
import { pgListener } from '../../src/server/db/pg-listener';
import { scratchPgDatabase } from '../../src/server/db/scratch';
import type { Db } from '../../src/server/db/types';
import { DEMO, REPO, call, customerToken, startTestServer, type TestServer } from './helpers';
import { SseClient } from './sse';
import { tcpProxy } from './tcp-proxy';

/**
 * PostgreSQL ends the LISTEN connection (a restart, a failover, an administrator's
 * `pg_terminate_backend`): the process must not crash, the connection comes back, and whatever
 * rides on it (config streams, chat streams, the session cache) resyncs, since notices sent
 * meanwhile are lost. A cut that closes nothing is found by the heartbeat, and readiness turns 503
 * while live updates cannot arrive. Real PostgreSQL only (`npm run test:pg`): PGlite's connection is in process.
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
    // By name, not by its last query: the heartbeat's SELECT 1 replaces the LISTEN there.
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'talad-listen'`, [db],
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

describe.skipIf(!url)('the LISTEN connection cut without a word (no FIN, no RST)', () => {
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
  beforeAll(async () => { scratch = await scratchPgDatabase(url!, 'talad_listen', 1); });
  afterAll(async () => { await scratch?.drop(); });

  it('the heartbeat takes it for lost within its timeout, drops the dead socket, reconnects and tells subscribers to resync', async () => {
    const proxy = await tcpProxy(scratch.url);
    const log = { info: vi.fn(), warn: vi.fn() };
    const listener = pgListener(proxy.url, { log, backoff: { initialMs: 100, maxMs: 100 }, heartbeat: { intervalMs: 200, timeoutMs: 300 } });
    const notify = (payload: string) => sql('SELECT pg_notify($1, $2)', ['talad_a', payload], scratch.url);
    try {
      const got: string[] = [];
      const reconnects = vi.fn();
      await listener.listen('talad_a', (p) => got.push(p), { onReconnect: reconnects });
      await sleep(800); // a few heartbeats on a healthy connection: no false alarm
      expect(log.warn).not.toHaveBeenCalled();
      await notify('before');
      await until(() => got.includes('before'), 'the first notice');

      const cut = proxy.blackhole();
      expect(cut).toHaveLength(1);
      await notify('while cut'); // swallowed by the dead link
      await until(() => reconnects.mock.calls.length === 1, 'onReconnect after the cut', 5000);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0][0].err.message).toMatch(/heartbeat: no answer within 300 ms/);
      // Destroyed, not left waiting for a goodbye PostgreSQL can never send.
      expect(cut[0].clientClosed).toBe(true);
      expect(listener.state()).toEqual({ state: 'up' });

      await notify('after');
      await until(() => got.includes('after'), 'a notice on the new connection');
      expect(got).toEqual(['before', 'after']);
    } finally {
      await listener.close();
      await proxy.close();
    }
  });
});

describe.skipIf(!url)('GET /health/ready and the LISTEN connection', () => {
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-ready-'));
  beforeAll(async () => {
    scratch = await scratchPgDatabase(url!, 'talad_ready', 1);
    proxy = await tcpProxy(scratch.url);
    // Pool and LISTEN connection both through the proxy; the pool's stay open while new ones are refused.
    db = await openPg(proxy.url, 2, { listenBackoff: { initialMs: 100, maxMs: 100 } });
    const config = {
      ...configFromEnv({ NODE_ENV: 'test', LISTEN_READY_GRACE_SECONDS: '0.5' }, REPO),
      dataDir, tenantsDir: path.join(REPO, 'tenants'), webDir: path.join(dataDir, 'no-web'), logLevel: 'silent',
    };
    app = await buildApp({ config, db, seed: false, watchTenants: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  type Ready = { ready: boolean; database: string; liveUpdates: { state: string; via: string; graceSeconds: number | null; downSeconds?: number } };
  const probe = () => call<Ready>(app, 'GET', '/health/ready');

  it('200 while it is up or reconnecting within the grace, 503 once down beyond it, 200 again when it is back', async () => {
    const up = await probe();
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ ready: true, liveUpdates: { state: 'up', via: 'postgres-listen', graceSeconds: 0.5 } });

    proxy.refuse = true; // PostgreSQL answers the pool but the listener cannot get back in
    await terminateListener(new URL(scratch.url).pathname.slice(1));
    const seen: { status: number; body: Ready }[] = [];
    await until(async () => {
      const r = await probe();
      seen.push(r);
      return r.status === 503;
    }, 'readiness to turn 503', 5000);
    const reconnecting = seen.find((r) => r.body.liveUpdates.state === 'reconnecting');
    expect(reconnecting).toMatchObject({ status: 200, body: { ready: true } });
    const down = seen.at(-1)!;
    expect(down.body).toMatchObject({ ready: false, database: 'ok', liveUpdates: { state: 'down', via: 'postgres-listen' } });
    expect(down.body.liveUpdates.downSeconds).toBeGreaterThanOrEqual(0.5);
    // The detailed endpoints judge it the same way: not ready, and the liveness report degraded.
    const apiReady = await call<Ready>(app, 'GET', '/api/ready');
    expect(apiReady.status).toBe(503);
    expect(apiReady.body).toMatchObject({ ready: false, database: 'ok', liveUpdates: { state: 'down' } });
    const apiHealth = await call<{ status: string; liveUpdates: { state: string } }>(app, 'GET', '/api/health');
    expect(apiHealth.status).toBe(200);
    expect(apiHealth.body).toMatchObject({ status: 'degraded', liveUpdates: { state: 'down' } });

    proxy.refuse = false;
    await until(async () => (await probe()).status === 200, 'readiness back', 5000);
    expect((await probe()).body).toMatchObject({ ready: true, liveUpdates: { state: 'up' } });
    expect((await call<Ready>(app, 'GET', '/api/ready')).body).toMatchObject({ ready: true, liveUpdates: { state: 'up' } });
  });
});
