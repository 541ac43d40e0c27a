/*
 * Orders bench section: place-order latency over real HTTP on a fresh database. The server runs
 * in this process (buildApp + listen) on embedded PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. CONCURRENCY clients each place orders back to
 * back, every order with its own Idempotency-Key, two lines of the seeded catalogue and their stock
 * decrements: the whole transaction of POST api/orders, and its answer (the order detail).
 */
import { randomUUID } from 'node:crypto';
import { scratchPgDatabase } from '../src/server/db/scratch';
import { percentile, withSeededShop } from './harness';
import type { BenchRow, BenchSection } from './types';

const CONCURRENCY = Number(process.env.BENCH_ORDER_CLIENTS ?? 8);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const WARMUP = 40;
/** Budgets at 8 concurrent clients. PGlite runs one transaction at a time, so its queue is in the figure. */
const BUDGET_MS = { pglite: 150, pg: 100 } as const;

async function placeOrderLatencies(kind: 'pglite' | 'pg', url?: string): Promise<number[]> {
  const fresh = kind === 'pg' && url ? await scratchPgDatabase(url, 'talad_bench', 10) : null;
  try {
    // A shop's orders buy different products: each order takes two of 200, so orders queue on a
    // product's stock row only as often as real ones would.
    return await withSeededShop({ db: fresh?.db, codes: 200, minCodes: 2 }, async ({ db, address, auth, codes }) => {
      const addresses = await (await fetch(`${address}/GET_MASTER_DATA/GET_DELIVERY_ADDRESS`, { method: 'POST', headers: auth, body: '{}' })).json() as { data: { _id: string; Address_Type: string }[] };
      const shipToCode = addresses.data.find((x) => x.Address_Type === 'S')?._id;
      let turn = 0;
      const one = async (): Promise<number> => {
        const i = (turn++ * 7) % codes.length;
        const a = codes[i];
        const b = codes[(i + 1 + (turn % 13)) % codes.length];
        const body = JSON.stringify({ paymentMethod: 'COD', shipToCode, lines: [{ P_Code: a, qty1: 2, qty2: 0, qty3: 0 }, { P_Code: b, qty1: 1, qty2: 0, qty3: 0 }] });
        const start = performance.now();
        const res = await fetch(`${address}/api/orders`, { method: 'POST', headers: { ...auth, 'idempotency-key': randomUUID() }, body });
        const ms = performance.now() - start;
        if (res.status !== 201) throw new Error(`place-order answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        return ms;
      };
      for (let i = 0; i < WARMUP; i++) await one();
      const latencies: number[] = [];
      let left = ORDERS;
      await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) latencies.push(await one());
      }));
      const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'");
      if (n !== WARMUP + ORDERS) throw new Error(`expected ${WARMUP + ORDERS} orders, found ${n}`);
      return latencies;
    });
  } finally {
    // Let the pool's connections finish closing before the database is dropped under them.
    if (fresh) {
      await new Promise((r) => setTimeout(r, 300));
      await fresh.drop();
    }
  }
}

async function rows(kind: 'pglite' | 'pg', url?: string): Promise<BenchRow[]> {
  const label = kind === 'pglite' ? 'embedded' : 'PostgreSQL';
  const t = await placeOrderLatencies(kind, url);
  const p95 = percentile(t, 95);
  return [
    { metric: `place-order p50 (${label}, ${CONCURRENCY} clients)`, value: `${percentile(t, 50).toFixed(1)} ms`, budget: '-', pass: null },
    { metric: `place-order p95 (${label}, ${CONCURRENCY} clients)`, value: `${p95.toFixed(1)} ms`, budget: `≤ ${BUDGET_MS[kind]} ms`, pass: p95 <= BUDGET_MS[kind] },
  ];
}

export const ordersBenchSection: BenchSection = {
  name: 'orders',
  async run(): Promise<BenchRow[]> {
    const out = await rows('pglite');
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) out.push(...await rows('pg', url));
    else out.push({ metric: 'place-order on PostgreSQL', value: 'skipped (set BENCH_DATABASE_URL)', budget: '-', pass: null });
    return out;
  },
};
