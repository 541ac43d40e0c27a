/*
 * Loyalty bench section: the points calls a customer with a long history makes, and spends under
 * concurrency, over real HTTP on a fresh database (embedded PGlite; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set for the spend rows).
 * - balance (POST GET_MASTER_DATA/GET_POINT) and history (GET api/crm-service/owner/history, first
 *   page of 20) for a customer with 10,000 journal entries (5,000 lots, most spent; 5,000 spends);
 * - spend: POST api/crm-service/owner/voucher/exchange (a `voucher` entry + a coupon, in one
 *   transaction): one client alone (what one spend costs), 16 concurrent clients of one customer
 *   (the worst case: every spend queues on the same account lock) and 16 concurrent clients of 16
 *   different customers (the usual case: nothing shared but the server and the database).
 */
import { randomUUID } from 'node:crypto';
import { scratchPgDatabase } from '../src/server/db/scratch';
import type { Db } from '../src/server/db/index';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { percentile, withSeededShop } from './harness';
import type { BenchRow, BenchSection } from './types';

const ENTRIES = 10_000;
const READS = 300;
const CLIENTS = Number(process.env.BENCH_SPEND_CLIENTS ?? 16);
const SPENDS = Number(process.env.BENCH_SPENDS ?? 320);
const READ_BUDGET_MS = 10;
// Budgets and their per-spend arithmetic: docs/loyalty.md, Bench.
const SPEND_BUDGET_MS = { pglite: 150, pg: 100 } as const;
const SPEND_SPREAD_BUDGET_MS = { pglite: 150, pg: 100 } as const;

/** 5,000 lots (all but 500 spent) and 5,000 spends for SB0001, written straight into the tables. */
export async function longHistory(db: Db): Promise<void> {
  const half = ENTRIES / 2;
  await db.exec(`
    INSERT INTO points_ledger (tenant_id, customer_code, kind, points, expires_on, remark, created_at)
    SELECT 'sabai', 'SB0001', 'earn', 10, (now() + (g % 400) * interval '1 day')::date, 'bench', now() - (${half} - g) * interval '1 hour'
      FROM generate_series(1, ${half}) g;
    INSERT INTO points_lots (tenant_id, lot_id, customer_code, points, remaining, expires_on, created_at)
    SELECT tenant_id, id, customer_code, points, CASE WHEN id % 10 = 0 THEN points ELSE 0 END, expires_on, created_at
      FROM points_ledger WHERE tenant_id = 'sabai' AND customer_code = 'SB0001' AND remark = 'bench';
    INSERT INTO points_ledger (tenant_id, customer_code, kind, points, allocations, remark, created_at)
    SELECT 'sabai', 'SB0001', 'spend', -9, '[]'::jsonb, 'bench', now() - (${half} - g) * interval '1 hour' + interval '30 minutes'
      FROM generate_series(1, ${half}) g;
    INSERT INTO points_lots (tenant_id, lot_id, customer_code, points, remaining, expires_on)
    VALUES ('sabai', 900000000, 'SB0001', 1000000, 1000000, (now() + interval '300 days')::date);
    INSERT INTO loyalty_vouchers (tenant_id, id, type_id, name_th, name_en, points_cost, value) VALUES ('sabai', 999, 1, 'bench', 'bench', 1, 1)
      ON CONFLICT DO NOTHING;
    ANALYZE points_ledger; ANALYZE points_lots;
  `);
}

/** CLIENTS customers like SB0001 (logins 08199900NN), each with 1,000,000 points to spend. */
async function moreCustomers(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO customers SELECT (jsonb_populate_record(c, jsonb_build_object('customer_code', 'BENCH' || lpad(g::text, 2, '0'), 'mobile_no', '08199900' || lpad(g::text, 2, '0')))).*
      FROM customers c, generate_series(1, ${CLIENTS}) g WHERE c.tenant_id = 'sabai' AND c.customer_code = 'SB0001';
    INSERT INTO customer_centers SELECT (jsonb_populate_record(cc, jsonb_build_object('customer_code', 'BENCH' || lpad(g::text, 2, '0')))).*
      FROM customer_centers cc, generate_series(1, ${CLIENTS}) g WHERE cc.tenant_id = 'sabai' AND cc.customer_code = 'SB0001';
    INSERT INTO points_lots (tenant_id, lot_id, customer_code, points, remaining, expires_on)
    SELECT 'sabai', 900000000 + g, 'BENCH' || lpad(g::text, 2, '0'), 1000000, 1000000, (now() + interval '300 days')::date FROM generate_series(1, ${CLIENTS}) g;
  `);
}

async function timed(n: number, call: () => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await call();
    await res.arrayBuffer();
    out.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
  }
  return out;
}

async function measure(kind: 'pglite' | 'pg', url?: string): Promise<BenchRow[]> {
  const fresh = kind === 'pg' && url ? await scratchPgDatabase(url, 'talad_bench', 20) : null;
  const label = kind === 'pglite' ? 'embedded' : 'PostgreSQL';
  try {
    return await withSeededShop({ db: fresh?.db, codes: 2, prepare: async (db) => { await longHistory(db); await moreCustomers(db); } }, async ({ address, auth }) => {
      const rows: BenchRow[] = [];
      if (kind === 'pglite') {
        const balance = () => fetch(`${address}/GET_MASTER_DATA/GET_POINT`, { method: 'POST', headers: auth, body: '{}' });
        const history = () => fetch(`${address}/api/crm-service/owner/history?take=20`, { headers: { authorization: auth.authorization, tenantid: 'sabai' } });
        await timed(30, balance);
        await timed(30, history);
        const b = await timed(READS, balance);
        const h = await timed(READS, history);
        rows.push(
          { metric: `points balance p95 (${label}, ${ENTRIES} entries)`, value: `${percentile(b, 95).toFixed(1)} ms`, budget: `≤ ${READ_BUDGET_MS} ms`, pass: percentile(b, 95) <= READ_BUDGET_MS },
          { metric: `points history page p95 (${label}, ${ENTRIES} entries)`, value: `${percentile(h, 95).toFixed(1)} ms`, budget: `≤ ${READ_BUDGET_MS} ms`, pass: percentile(h, 95) <= READ_BUDGET_MS },
        );
      }
      const spend = async (headers: Record<string, string> = auth): Promise<number> => {
        const start = performance.now();
        const res = await fetch(`${address}/api/crm-service/owner/voucher/exchange`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify({ voucherId: 999 }) });
        const ms = performance.now() - start;
        if (res.status !== 201) throw new Error(`exchange answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        return ms;
      };
      // Warm-up, then one client alone: what one spend costs end to end (the budgets below are
      // about 16 of these queued, docs/loyalty.md).
      for (let i = 0; i < 20; i++) await spend();
      const alone: number[] = [];
      for (let i = 0; i < 60; i++) alone.push(await spend());
      rows.push({ metric: `points spend p50 / p95 (${label}, 1 client)`, value: `${percentile(alone, 50).toFixed(1)} / ${percentile(alone, 95).toFixed(1)} ms`, budget: '-', pass: null });
      const run = async (clientHeaders: (i: number) => Record<string, string>): Promise<number> => {
        const latencies: number[] = [];
        let left = SPENDS;
        await Promise.all(Array.from({ length: CLIENTS }, async (_, i) => {
          while (left-- > 0) latencies.push(await spend(clientHeaders(i)));
        }));
        return percentile(latencies, 95);
      };
      const one = await run(() => auth);
      rows.push({ metric: `points spend p95 (${label}, ${CLIENTS} clients, one customer)`, value: `${one.toFixed(1)} ms`, budget: `≤ ${SPEND_BUDGET_MS[kind]} ms`, pass: one <= SPEND_BUDGET_MS[kind] });
      const logins = await Promise.all(Array.from({ length: CLIENTS }, async (_, i) => {
        const mobileNo = `08199900${String(i + 1).padStart(2, '0')}`;
        const res = await fetch(`${address}/authen/login`, { method: 'POST', headers: { 'content-type': 'application/json', tenantid: 'sabai' }, body: JSON.stringify({ mobileNo, password: DEMO_PASSWORD }) });
        const body = await res.json() as { jtoken?: string };
        if (!body.jtoken) throw new Error(`login ${mobileNo} answered ${res.status}`);
        return { ...auth, authorization: `Bearer ${body.jtoken}` };
      }));
      const many = await run((i) => logins[i]);
      rows.push({ metric: `points spend p95 (${label}, ${CLIENTS} clients, ${CLIENTS} customers)`, value: `${many.toFixed(1)} ms`, budget: `≤ ${SPEND_SPREAD_BUDGET_MS[kind]} ms`, pass: many <= SPEND_SPREAD_BUDGET_MS[kind] });
      return rows;
    });
  } finally {
    if (fresh) {
      await new Promise((r) => setTimeout(r, 300));
      await fresh.drop();
    }
  }
}

export const loyaltyBenchSection: BenchSection = {
  name: 'loyalty',
  async run(): Promise<BenchRow[]> {
    const out = await measure('pglite');
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) out.push(...await measure('pg', url));
    else out.push({ metric: 'points spend on PostgreSQL', value: 'skipped (set BENCH_DATABASE_URL)', budget: '-', pass: null });
    return out;
  },
};
