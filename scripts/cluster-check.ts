/**
 * npm run cluster:check — runs `npm run cluster -- --haproxy` for real on a scratch PostgreSQL
 * database (TEST_DATABASE_URL or CLUSTER_DATABASE_URL: a server URL whose user may create
 * databases) and checks what docs/operations.md promises of it:
 *   1. both processes pass /health/ready and HAProxy spreads requests over both;
 *   2. a flag flipped on process 1 reaches a Chromium page whose live stream is on process 2,
 *      and one whose stream came through HAProxy;
 *   3. 100 orders through HAProxy, 8 at a time, while process 2 is killed with SIGKILL after the
 *      30th acknowledgement: every acknowledged order is stored exactly once.
 * Falls back to the Node balancer (with a note) when haproxy is not installed. Exit 0 = all held.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { FAULT_ORDERS, KILL_AFTER, killHard, placeWithRetries, storedExactlyOnce, type Shop } from '../bench/scale-out';
import { scratchPgDatabase } from '../src/server/db/scratch';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { CHROMIUM_ARGS } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) { console.error('Set TEST_DATABASE_URL (or CLUSTER_DATABASE_URL): the check makes and drops a scratch database there'); process.exit(2); }
const haveHaproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].some((p) => fs.existsSync(p));
if (!haveHaproxy) console.warn('cluster:check: haproxy is not installed (apt-get install haproxy); using the Node balancer instead');

const freePort = () => new Promise<number>((r) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => r(p)); }); });
const results: { check: string; ok: boolean; detail: string }[] = [];
const record = (check: string, ok: boolean, detail: string) => { results.push({ check, ok, detail }); console.info(`${ok ? 'PASS' : 'FAIL'} ${check}: ${detail}`); };

// Three free ports in a row: balancer, process 1, process 2.
let PORT = await freePort();
while (!(await Promise.all([1, 2].map((k) => new Promise<boolean>((r) => { const s = net.createServer().once('error', () => r(false)).listen(PORT + k, '127.0.0.1', () => s.close(() => r(true))); })))).every(Boolean)) PORT = await freePort();
const fresh = await scratchPgDatabase(serverUrl, 'talad_cluster_check', 2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-cluster-'));
const cluster = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/cluster.ts', '--processes', '2', '--port', String(PORT), ...(haveHaproxy ? ['--haproxy'] : [])], {
  cwd: root, stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DATABASE_URL: fresh.url, JWT_SECRET: `cluster-${randomUUID()}`, DATA_DIR: dataDir, SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '120', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
});
let clusterOut = '';
cluster.stdout!.on('data', (c: Buffer) => { clusterOut += c.toString(); });
const via = `http://127.0.0.1:${PORT}`;
const p1 = `http://127.0.0.1:${PORT + 1}`;
const p2 = `http://127.0.0.1:${PORT + 2}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

try {
  const deadline = Date.now() + 300_000;
  while (!clusterOut.includes('processes (')) {
    if (cluster.exitCode !== null) throw new Error(`npm run cluster exited with ${cluster.exitCode}`);
    if (Date.now() > deadline) throw new Error('the cluster did not come up in 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  // The balancer's first health checks run after it starts.
  for (let i = 0; i < 40 && !(await fetch(`${via}/health/ready`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 250));

  // 1. Readiness and spreading.
  const pids = await Promise.all([p1, p2].map(async (b) => ((await (await fetch(`${b}/health/live`)).json()) as { pid: number }).pid));
  const ready = await Promise.all([p1, p2].map(async (b) => (await fetch(`${b}/health/ready`)).status));
  const seen = new Set<number>();
  for (let i = 0; i < 10; i++) seen.add(((await (await fetch(`${via}/health/live`)).json()) as { pid: number }).pid);
  record('readiness and round robin', ready.every((s) => s === 200) && seen.size === 2, `ready ${ready.join('/')}, ${seen.size} processes answered 10 requests through ${haveHaproxy ? 'HAProxy' : 'the Node balancer'}`);

  // 2. A flag flipped on process 1 reaches browsers whose streams are on process 2 and through the balancer.
  const json = { 'content-type': 'application/json', tenantid: 'sabai' };
  const admin = ((await (await fetch(`${p1}/authen/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ mobileNo: '0890000001', password: DEMO_PASSWORD }) })).json()) as { jtoken?: string; token?: string });
  const adminToken = admin.jtoken ?? admin.token ?? '';
  const listen = async (origin: string) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/health/live`);
    await page.evaluate(() => new Promise<void>((resolve) => {
      const w = window as unknown as { flagsAt: number[]; last: Record<string, string> | null };
      w.flagsAt = []; w.last = null;
      const es = new EventSource('/api/webConfig/stream?tenantId=sabai');
      es.addEventListener('flags', (e) => { w.flagsAt.push(Date.now()); w.last = JSON.parse((e as MessageEvent).data); if (w.flagsAt.length === 1) resolve(); });
    }));
    return page;
  };
  const onP2 = await listen(p2);
  const onLb = await listen(via);
  const value = (await onP2.evaluate(() => JSON.stringify((window as unknown as { last: unknown }).last))).includes('"ENABLE_BEST_SELLER":"N"') ? 'Y' : 'N';
  const flippedAt = Date.now();
  const put = await fetch(`${p1}/api/webConfig/admin/items`, { method: 'PUT', headers: { ...json, authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ Opt: 'ENABLE_BEST_SELLER', OptValue: value }) });
  const arrived = async (page: typeof onP2) => {
    await page.waitForFunction((v) => JSON.stringify((window as unknown as { last: unknown }).last).includes(`"ENABLE_BEST_SELLER":"${v}"`), value, { timeout: 10_000 });
    return (await page.evaluate(() => (window as unknown as { flagsAt: number[] }).flagsAt.at(-1)!)) - flippedAt;
  };
  const [msP2, msLb] = await Promise.all([arrived(onP2), arrived(onLb)]);
  record('flag flip crosses processes', put.ok, `PUT on process 1 (${put.status}); Chromium on process 2 saw it after ${msP2} ms, Chromium through the balancer after ${msLb} ms`);

  // 3. kill -9 of process 2 mid-traffic.
  const login = (await (await fetch(`${via}/authen/login`, { method: 'POST', headers: json, body: JSON.stringify({ mobileNo: '0810000001', password: DEMO_PASSWORD }) })).json()) as { jtoken: string };
  const auth = { ...json, authorization: `Bearer ${login.jtoken}` };
  const addresses = (await (await fetch(`${via}/GET_MASTER_DATA/GET_DELIVERY_ADDRESS`, { method: 'POST', headers: auth, body: '{}' })).json()) as { data: { _id: string; Address_Type: string }[] };
  await fresh.db.query("UPDATE product_stock SET stock_available = 1000000 WHERE tenant_id = 'sabai' AND sale_unit = '1001'");
  const codes = (await fresh.db.query<{ p_code: string }>(
    `SELECT p.p_code FROM products p JOIN product_stock s ON s.tenant_id = p.tenant_id AND s.p_code = p.p_code AND s.sale_unit = '1001'
      WHERE p.tenant_id = 'sabai' AND NOT p.disabled AND p.stock_item AND p.show_price1 AND p.u1_price1 > 0 ORDER BY p.p_code LIMIT 40`)).map((r) => r.p_code);
  const shop: Shop = { auth, codes, shipToCode: addresses.data.find((x) => x.Address_Type === 'S')!._id };
  const [{ n: before }] = await fresh.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'");
  let killedAt = 0;
  const fault = await placeWithRetries(via, shop, FAULT_ORDERS, (count) => { if (!killedAt && count >= KILL_AFTER) { killedAt = count; killHard(pids[1]!); } });
  const check = await storedExactlyOnce(fresh.db, fault.acked, before);
  record('kill -9 mid-traffic', check.exactlyOnce && check.keys.length === FAULT_ORDERS,
    `process 2 (pid ${pids[1]}) killed after ${killedAt} acknowledgements; ${check.keys.length} acknowledged, ${check.once} stored exactly once, ${check.newRows} new rows; ${fault.retries} retries, ${fault.replayed} replayed`);
} catch (err) {
  record('cluster check ran', false, err instanceof Error ? err.message : String(err));
} finally {
  await browser.close();
  cluster.kill('SIGTERM');
  await new Promise((r) => { if (cluster.exitCode !== null) r(null); else { cluster.once('exit', r); setTimeout(r, 15_000); } });
  await fresh.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
