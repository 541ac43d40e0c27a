/*
 * Row-level security per request on PostgreSQL (issue 20): the same seeded database served by two
 * apps in one process, one whose connections switch to talad_app and the request's tenant (the
 * wall on) and one that runs every query as the tables' owner (`rowSecurity: false`, the wall off).
 * Batches alternate between the two (the machine's load shifts); medians of per-request latency.
 * Hot paths: a catalogue page (POST /api/products/items) and placing an order (POST /api/orders).
 * Run with the catalogue answer cache off, or the page measures the cache:
 * `CATALOG_CACHE_MS=0 TEST_DATABASE_URL=… npm run bench -- rls-requests`.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { openPg } from '../src/server/db/pg';
import { scratchPgDatabase } from '../src/server/db/scratch';
import { percentile, withSeededShop } from './harness';
import type { BenchRow, BenchSection } from './types';

const BATCHES = 8;
const PER_BATCH = Number(process.env.BENCH_RLS_REQUESTS ?? 60);

async function batch(n: number, one: (i: number) => Promise<void>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await one(i);
  return (performance.now() - t0) / n;
}

export const rlsRequestsBenchSection: BenchSection = {
  name: 'rls-requests',
  async run(): Promise<BenchRow[]> {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) return [{ metric: 'RLS per request on PostgreSQL', value: 'skipped (set BENCH_DATABASE_URL)', budget: '-', pass: null }];
    const fresh = await scratchPgDatabase(url, 'talad_bench_rls', 10);
    const plain = await openPg(fresh.url, 10, { rowSecurity: false });
    try {
      return await withSeededShop({ db: fresh.db, codes: 200, minCodes: 2 }, async ({ app, address, auth, codes }) => {
        // The same configuration and data folder (so the same token secret), the wall off.
        const off = await buildApp({ config: app.config, db: plain, seed: false, watchTenants: false });
        const offAddress = await off.listen({ port: 0, host: '127.0.0.1' });
        try {
          const addresses = await (await fetch(`${address}/GET_MASTER_DATA/GET_DELIVERY_ADDRESS`, { method: 'POST', headers: auth, body: '{}' })).json() as { data: { _id: string; Address_Type: string }[] };
          const shipToCode = addresses.data.find((x) => x.Address_Type === 'S')?._id;
          const page = (base: string) => async (i: number) => {
            const r = await fetch(`${base}/api/products/items`, { method: 'POST', headers: auth, body: JSON.stringify({ Take: 12, Skip: (i * 12) % 480 }) });
            if (r.status !== 200) throw new Error(`catalogue page answered ${r.status}`);
            await r.arrayBuffer();
          };
          const order = (base: string) => async (i: number) => {
            const a = codes[(i * 7) % codes.length];
            const b = codes[(i * 7 + 1 + (i % 13)) % codes.length];
            const body = JSON.stringify({ paymentMethod: 'COD', shipToCode, lines: [{ P_Code: a, qty1: 1, qty2: 0, qty3: 0 }, { P_Code: b, qty1: 1, qty2: 0, qty3: 0 }] });
            const r = await fetch(`${base}/api/orders`, { method: 'POST', headers: { ...auth, 'idempotency-key': randomUUID() }, body });
            if (r.status !== 201) throw new Error(`place-order answered ${r.status}: ${await r.text()}`);
            await r.arrayBuffer();
          };
          const compare = async (make: (base: string) => (i: number) => Promise<void>) => {
            const on: number[] = [];
            const offMs: number[] = [];
            await batch(PER_BATCH / 2, make(address));
            await batch(PER_BATCH / 2, make(offAddress)); // warm-up
            for (let b = 0; b < BATCHES; b++) {
              on.push(await batch(PER_BATCH, make(address)));
              offMs.push(await batch(PER_BATCH, make(offAddress)));
            }
            return { on: percentile(on, 50), off: percentile(offMs, 50) };
          };
          const load = () => os.loadavg()[0].toFixed(1);
          const cache = process.env.CATALOG_CACHE_MS === '0' ? 'cache off' : 'CATALOG_CACHE_MS not 0: cached answers';
          const loadBefore = load();
          console.error(`rls-requests: seeded, measuring (load ${loadBefore})`);
          const p = await compare(page);
          const o = await compare(order);
          const row = (what: string, r: { on: number; off: number }): BenchRow => ({
            metric: `${what}: RLS on vs off (median of ${BATCHES} alternating batches of ${PER_BATCH}; load ${loadBefore}→${load()})`,
            value: `${r.on.toFixed(2)} ms vs ${r.off.toFixed(2)} ms (${r.on >= r.off ? '+' : '−'}${Math.abs(r.on - r.off).toFixed(2)} ms, ${(((r.on - r.off) / r.off) * 100).toFixed(0)} %)`,
            budget: '≤ +25 %',
            pass: r.on <= r.off * 1.25,
          });
          return [row(`catalogue page of 12 (${cache})`, p), row('place an order (2 lines)', o)];
        } finally {
          await off.close();
        }
      });
    } finally {
      await plain.close();
      await new Promise((r) => setTimeout(r, 300));
      await fresh.drop();
    }
  },
};
