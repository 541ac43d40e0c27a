/*
 * Scale-out (docs/operations.md): two server processes on one PostgreSQL behind the balancer
 * (scripts/lib/balancer.ts) against one process alone — catalogue and place-order req/s and p95 —
 * and the fault figure: 100 orders placed by a bounded client (8 at a time) through the balancer
 * while one process is killed with SIGKILL after the 30th acknowledgement. Every failed attempt is
 * retried with the same Idempotency-Key; afterwards every acknowledged order must be stored
 * exactly once and nothing else stored. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, type Queryable } from '../src/server/db/index';
import { scratchPgDatabase } from '../src/server/db/scratch';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { runSeeders } from '../src/server/seed/index';
import { startBalancer } from '../scripts/lib/balancer';
import { p95, spawnServer } from './harness';
import type { BenchRow, BenchSection } from './types';

const CLIENTS = 8;
export const FAULT_ORDERS = 100;
export const KILL_AFTER = 30;
const SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 5);

function descendants(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try { out.push(...fs.readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)); } catch { /* gone */ }
  }
  return out;
}

/** kill -9 of the whole process tree (tsx runs the server as a child node process). */
export function killHard(pid: number): void {
  for (const p of descendants(pid).reverse()) { try { process.kill(p, 'SIGKILL'); } catch { /* gone */ } }
}

export interface Shop { auth: Record<string, string>; shipToCode: string; codes: string[] }

async function load(base: string, shop: Shop, kind: 'catalogue' | 'order'): Promise<{ rps: number; p95: number }> {
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  let turn = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = kind === 'catalogue'
        ? await fetch(`${base}/api/products/items`, { method: 'POST', headers: shop.auth, body: JSON.stringify({ Take: 20, Skip: (turn++ % 10) * 20 }) })
        : await fetch(`${base}/api/orders`, { method: 'POST', headers: { ...shop.auth, 'idempotency-key': randomUUID() }, body: orderBody(shop, turn++) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${kind} answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }));
  return { rps: latencies.length / SECONDS, p95: p95(latencies) };
}

const orderBody = (shop: Shop, i: number) => JSON.stringify({
  paymentMethod: 'COD', shipToCode: shop.shipToCode,
  lines: [{ P_Code: shop.codes[i % shop.codes.length], qty1: 1, qty2: 0, qty3: 0 }, { P_Code: shop.codes[(i + 7) % shop.codes.length], qty1: 2, qty2: 0, qty3: 0 }],
});

/** Places `n` orders through `base`, 8 at a time, retrying each with its own key until acknowledged; calls `onAck` after each. */
export async function placeWithRetries(base: string, shop: Shop, n: number, onAck: (count: number) => void) {
  const acked = new Map<string, string>();
  let replayed = 0; let retries = 0; let next = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < n) {
      const i = next++;
      const key = `fault-${i}-${randomUUID()}`;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 40) throw new Error(`order ${i} never acknowledged`);
        try {
          const res = await fetch(`${base}/api/orders`, { method: 'POST', headers: { ...shop.auth, 'idempotency-key': key }, body: orderBody(shop, i), signal: AbortSignal.timeout(15_000) });
          const body = await res.json() as { Order?: { OrderID?: string } };
          if (res.status === 201 || res.status === 200) {
            if (res.headers.get('idempotent-replayed') === 'true') replayed++;
            acked.set(key, body.Order?.OrderID ?? '');
            onAck(acked.size);
            break;
          }
          if (res.status < 500 && res.status !== 409) throw new Error(`order ${i}: ${res.status} ${JSON.stringify(body)}`);
        } catch (err) {
          if ((err as Error).message.startsWith(`order ${i}:`)) throw err;
        }
        retries++;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }));
  return { acked, replayed, retries };
}

/** Every acknowledged key has exactly one stored order, and no other order appeared since `before`. */
export async function storedExactlyOnce(db: Queryable, acked: Map<string, string>, before: number) {
  const keys = [...acked.keys()];
  const stored = await db.query<{ idempotency_key: string; order_id: string; n: number }>(
    `SELECT r.idempotency_key, r.order_id, count(o.order_id)::int AS n FROM order_requests r
       LEFT JOIN orders o ON o.tenant_id = r.tenant_id AND o.order_id = r.order_id
      WHERE r.tenant_id = 'sabai' AND r.idempotency_key = ANY($1) GROUP BY r.idempotency_key, r.order_id`, [keys]);
  const [{ n: after }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'");
  // The order number the client was given is the one stored under its key (a replay answers the same order).
  const once = stored.filter((s) => s.n === 1 && acked.get(s.idempotency_key) === s.order_id).length;
  return { keys, once, newRows: after - before, exactlyOnce: stored.length === keys.length && once === keys.length && after - before === keys.length };
}

export async function scaleOutSection(): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return [{ metric: 'scale-out (two processes)', value: 'skipped: set BENCH_DATABASE_URL', budget: '-', pass: null }];
  const fresh = await scratchPgDatabase(url, 'talad_bench_scale', 4);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-bench-scale-'));
  const servers: { pid: number; base: string; stop(): Promise<void> }[] = [];
  try {
    await migrate(fresh.db);
    await runSeeders(fresh.db, { tenants: ['sabai'], products: 500, log: () => {} });
    await fresh.db.query("UPDATE product_stock SET stock_available = 1000000 WHERE tenant_id = 'sabai' AND sale_unit = '1001'");
    const codes = (await fresh.db.query<{ p_code: string }>(
      `SELECT p.p_code FROM products p JOIN product_stock s ON s.tenant_id = p.tenant_id AND s.p_code = p.p_code AND s.sale_unit = '1001'
        WHERE p.tenant_id = 'sabai' AND NOT p.disabled AND p.stock_item AND p.show_price1 AND p.u1_price1 > 0 ORDER BY p.p_code LIMIT 100`)).map((r) => r.p_code);
    const env = { DATABASE_URL: fresh.url, DATA_DIR: dataDir, SEED: 'N', JWT_SECRET: `bench-${randomUUID()}`, JOB_WORKERS: 'N' };
    servers.push(await spawnServer(env));
    servers.push(await spawnServer(env));
    const lb = await startBalancer({ port: 0, backends: servers.map((s) => s.base), checkMs: 500 });
    const via = `http://127.0.0.1:${lb.port}`;
    try {
      const json = { 'content-type': 'application/json', tenantid: 'sabai' };
      const login = await (await fetch(`${via}/authen/login`, { method: 'POST', headers: json, body: JSON.stringify({ mobileNo: '0810000001', password: DEMO_PASSWORD }) })).json() as { jtoken: string };
      const auth = { ...json, authorization: `Bearer ${login.jtoken}` };
      const addresses = await (await fetch(`${via}/GET_MASTER_DATA/GET_DELIVERY_ADDRESS`, { method: 'POST', headers: auth, body: '{}' })).json() as { data: { _id: string; Address_Type: string }[] };
      const shop: Shop = { auth, codes, shipToCode: addresses.data.find((x) => x.Address_Type === 'S')!._id };

      const cat1 = await load(servers[0]!.base, shop, 'catalogue');
      const cat2 = await load(via, shop, 'catalogue');
      const ord1 = await load(servers[0]!.base, shop, 'order');
      const ord2 = await load(via, shop, 'order');

      const [{ n: before }] = await fresh.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'");
      let killed = false;
      const fault = await placeWithRetries(via, shop, FAULT_ORDERS, (count) => {
        if (!killed && count >= KILL_AFTER) { killed = true; killHard(servers[1]!.pid); }
      });
      const { keys, once, newRows, exactlyOnce } = await storedExactlyOnce(fresh.db, fault.acked, before);
      const f = (x: number) => x.toFixed(0);
      return [
        { metric: 'catalogue: one process (req/s, p95)', value: `${f(cat1.rps)} req/s, ${f(cat1.p95)} ms`, budget: '-', pass: null },
        { metric: 'catalogue: 2 processes via balancer (req/s, p95)', value: `${f(cat2.rps)} req/s, ${f(cat2.p95)} ms`, budget: '-', pass: null },
        { metric: 'place-order: one process (req/s, p95)', value: `${f(ord1.rps)} req/s, ${f(ord1.p95)} ms`, budget: '-', pass: null },
        { metric: 'place-order: 2 processes via balancer (req/s, p95)', value: `${f(ord2.rps)} req/s, ${f(ord2.p95)} ms`, budget: '-', pass: null },
        { metric: `kill -9 one of 2 after ${KILL_AFTER} acks: acknowledged / stored exactly once`, value: `${keys.length} / ${once} (new rows ${newRows})`, budget: `${FAULT_ORDERS} / ${FAULT_ORDERS}`, pass: exactlyOnce && keys.length === FAULT_ORDERS },
        { metric: 'kill -9: retries, of which replayed by the survivor', value: `${fault.retries} retries, ${fault.replayed} replayed`, budget: '-', pass: null },
      ];
    } finally {
      await lb.close();
    }
  } finally {
    for (const s of servers) { killHard(s.pid); }
    await new Promise((r) => setTimeout(r, 500));
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const scaleOutBenchSection: BenchSection = { name: 'scale-out', run: scaleOutSection };
