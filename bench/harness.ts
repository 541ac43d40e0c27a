/*
 * What the bench sections share: one percentile, a real server process on a free port, and a
 * seeded shop served in this process for the order and quote benches.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/server/app';
import { configFromEnv } from '../src/server/config';
import { migrate, openDb, type Db } from '../src/server/db/index';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { runSeeders } from '../src/server/seed/index';
import { freePort } from '../scripts/lib/real-server';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Nearest-rank percentile of unsorted samples (NaN when there are none). */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const p95 = (values: readonly number[]): number => percentile(values, 95);

export interface BenchServer {
  base: string;
  /** The server process (e.g. to read its RSS from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * `src/server/main.ts` in its own process on a free port with `env` on top of the bench defaults
 * (no SPA, quiet logs, no login rate limit), ready once `api/health` answers.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 180_000): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', WEB_DIR: path.join(os.tmpdir(), 'talad-no-web'), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not start within ${timeoutMs / 1000} s`);
}

export interface SeededShop {
  db: Db;
  /** The in-process server (its job queue drives background work in the subscriptions bench). */
  app: App;
  /** The in-process server's origin. */
  address: string;
  /** JSON headers with the demo customer's token (sabai, centre 1001). */
  auth: Record<string, string>;
  /** Priced stock items of centre 1001, in code order (at most `codes`). */
  codes: string[];
}

/**
 * Sabai with 500 products and plenty of stock at centre 1001 on `db` (a fresh embedded database
 * in a temporary folder when none is given), served in this process; `prepare` may add data
 * before the server starts. Everything it opened is closed when `run` settles.
 */
export async function withSeededShop<T>(
  options: { db?: Db; codes: number; minCodes?: number; prepare?: (db: Db, codes: string[]) => Promise<void> },
  run: (shop: SeededShop) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-bench-shop-'));
  const db = options.db ?? await openDb({ dataDir });
  const config = { ...configFromEnv({ NODE_ENV: 'test' }, ROOT), dataDir, webDir: path.join(dataDir, 'no-web'), logLevel: 'silent', authRateLimit: 100_000 };
  try {
    await migrate(db);
    await runSeeders(db, { tenants: ['sabai'], products: 500, log: () => {} });
    await db.query("UPDATE product_stock SET stock_available = 1000000 WHERE tenant_id = 'sabai' AND sale_unit = '1001'");
    const codes = (await db.query<{ p_code: string }>(
      `SELECT p.p_code FROM products p JOIN product_stock s ON s.tenant_id = p.tenant_id AND s.p_code = p.p_code AND s.sale_unit = '1001'
        WHERE p.tenant_id = 'sabai' AND NOT p.disabled AND p.stock_item AND p.show_price1 AND p.u1_price1 > 0 ORDER BY p.p_code LIMIT $1`,
      [options.codes],
    )).map((r) => r.p_code);
    const wanted = options.minCodes ?? options.codes;
    if (codes.length < wanted) throw new Error(`the seeded catalogue has ${codes.length} priced stock items, ${wanted} wanted`);
    await options.prepare?.(db, codes);
    const app = await buildApp({ config, db, seed: false, watchTenants: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const json = { 'content-type': 'application/json', tenantid: 'sabai' };
      const login = await (await fetch(`${address}/authen/login`, { method: 'POST', headers: json, body: JSON.stringify({ mobileNo: '0810000001', password: DEMO_PASSWORD }) })).json() as { jtoken: string };
      return await run({ db, app, address, auth: { ...json, authorization: `Bearer ${login.jtoken}` }, codes });
    } finally {
      await app.close();
    }
  } finally {
    if (!options.db) await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
