// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchPgDatabase } from '../../../src/server/db/scratch';
import { freePort } from '../../../scripts/lib/real-server';
import { PASSWORD, REPO } from '../helpers';

/**
 * kill -9 during a batch of due runs (issue 16 "Done means"): the real server process (main.ts,
 * job workers on) on the embedded database — or on PostgreSQL with TEST_DATABASE_URL — gets 24
 * due weekly runs; once the first orders exist it is killed with SIGKILL mid-batch, restarted on
 * the same database, and every run ends with exactly one order. Checked through the API only
 * (the embedded database belongs to the server process). JOB_TEST_TIMERS=Y gives the queue
 * seconds-long crash-recovery timers (job expiry 5 s, maintenance every 1 s, retry after 1 s): the
 * same expiry → retry → idempotent-handler path as production's 30 s / 60 s, without waiting minutes;
 * SEED_PRODUCTS=200 keeps the first start's seeding short (the runs need a few products, not 3,000).
 */
// 24 runs: with 8, the embedded database had placed all of them by the time the first order was
// visible ("8 of 8" in five runs), so the kill never landed mid-batch; with 24 it lands after 10
// (PGlite) or 1 (PostgreSQL) here.
const N = 24;
const DAY = 86_400_000;
const procs: ChildProcess[] = [];
let cleanup: (() => Promise<void>) | null = null;

afterAll(async () => {
  for (const p of procs) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  await cleanup?.();
});

async function start(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  // One process (node with tsx's loader), so SIGKILL hits the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', TEST_CLOCK: 'Y', JOB_TEST_TIMERS: 'Y', SEED_PRODUCTS: '200', AUTH_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  procs.push(child);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('kill -9 during a batch of due runs', () => {
  it('after a restart every run has placed exactly one order', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-kill-'));
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
    let drop = async () => {};
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await scratchPgDatabase(process.env.TEST_DATABASE_URL, 'talad_kill', 1);
      // Its one connection stays idle until drop() closes it and drops the database.
      env.DATABASE_URL = scratch.url;
      drop = scratch.drop;
    }
    cleanup = async () => { await drop(); fs.rmSync(dataDir, { recursive: true, force: true }); };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = async <T>(method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> => {
      const res = await fetch(`${base}${url}`, {
        method, headers: { 'content-type': 'application/json', TenantId: 'sabai', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: await res.json() as T };
    };

    const t0 = Date.now();
    let server = await start(env, port);
    console.info(`first start (migrate + seed) ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const login = await api<{ jtoken: string }>('POST', '/authen/login', undefined, { mobileNo: '0810000001', password: PASSWORD });
    const token = (await api<{ jtoken: string }>('GET', '/authen/swapdc/1001', login.body.jtoken)).body.jtoken;
    const addresses = await api<{ data: { _id: string; Address_Type: string }[] }>('POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', token, {});
    const shipToCode = addresses.body.data.find((a) => a.Address_Type === 'S')!._id;
    const items = await api<{ Data: { P_Code: string; Stock: { StockAvailable: number } | null }[] }>('POST', '/api/products/items', token, { Take: 24 });
    let orderId = '';
    for (const p of items.body.Data.filter((x) => !x.Stock || x.Stock.StockAvailable >= 100)) {
      const placed = await api<{ Order: { OrderID: string } }>('POST', '/api/orders', token,
        { paymentMethod: 'COD', shipToCode, lines: [{ P_Code: p.P_Code, qty1: 1, qty2: 0, qty3: 0 }] }, { 'Idempotency-Key': `kill-${p.P_Code}` });
      if (placed.status === 201) { orderId = placed.body.Order.OrderID; break; }
    }
    expect(orderId).toMatch(/^SO/);
    const clock = await api<{ Now: string }>('GET', '/api/dev/clock');
    const bangkok = new Date(Date.parse(clock.body.Now) + 7 * 3600_000);
    const weekday = (bangkok.getUTCDay() + 6 + 1) % 7;
    const ids: string[] = [];
    for (let i = 0; i < N; i += 1) {
      const r = await api<{ SubscriptionId: string }>('POST', '/api/subscriptions', token,
        { fromOrderId: orderId, frequency: 'week', weekday, startDate: bangkok.toISOString().slice(0, 10), paymentMethod: 'COD' });
      expect(r.status).toBe(201);
      ids.push(r.body.SubscriptionId);
    }
    const total = async () => (await api<{ Total: number }>('GET', '/api/orders/history?take=1', token)).body.Total;
    const before = await total();

    // Due now: the tickers queue the runs; this process's workers start placing them.
    await api('POST', '/api/dev/clock', undefined, { advanceMs: 2 * DAY });
    const deadline = Date.now() + 60_000;
    let seen = before;
    while (seen === before && Date.now() < deadline) seen = await total();
    expect(seen).toBeGreaterThan(before);
    await killed(server);
    console.info(`kill -9 after ${seen - before} of ${N} run orders were visible`);
    // The clock offset lived in the killed process: move the new one alike.
    server = await start(env, port);
    await api('POST', '/api/dev/clock', undefined, { advanceMs: 2 * DAY });
    const token2 = (await api<{ jtoken: string }>('GET', '/authen/swapdc/1001',
      (await api<{ jtoken: string }>('POST', '/authen/login', undefined, { mobileNo: '0810000001', password: PASSWORD })).body.jtoken)).body.jtoken;

    // Runs cut off by the kill are retried when their job expires (5 s here) at the next maintenance.
    const until = Date.now() + 60_000;
    let runs: { Status: string; OrderId: string | null }[] = [];
    while (Date.now() < until) {
      runs = await Promise.all(ids.map(async (id) => (await api<{ Runs: { Status: string; OrderId: string | null }[] }>('GET', `/api/subscriptions/${id}`, token2)).body.Runs[0]));
      if (runs.every((r) => r?.Status === 'placed')) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(runs.map((r) => r?.Status)).toEqual(ids.map(() => 'placed'));
    expect(new Set(runs.map((r) => r.OrderId)).size).toBe(N);
    const history = await api<{ Total: number }>('GET', '/api/orders/history?take=1', token2);
    expect(history.body.Total).toBe(before + N);
    await killed(server);
  }, 300_000);
});
