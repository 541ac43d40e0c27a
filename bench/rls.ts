/*
 * Row-level security (issue 20): the cost of running a request's queries as talad_app with the
 * tenant policy, against the system path (the tables' owner, no policy) on the same database,
 * in one run, batches alternating (the machine's load shifts). And the catalogue answer cache
 * when every request misses: its bytes stay bounded, a body field the answer ignores does not
 * make misses. `npm run bench -- rls`.
 */
import { performance } from 'node:perf_hooks';
import { asSystem, withTenant, type Db } from '../src/server/db/index';
import { cacheUsage, MAX_BYTES } from '../src/server/routes/catalog/result-cache';
import { percentile, withSeededShop } from './harness';
import type { BenchRow, BenchSection } from './types';

const ROUNDS = 2_000;

async function perCall(n: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  return ((performance.now() - t0) * 1000) / n; // µs per call
}

async function compare(db: Db, text: string, params: (i: number) => unknown[]): Promise<{ system: number; tenant: number }> {
  const system = () => asSystem('bench: the path without row-level security', () => perCall(ROUNDS / 10, (i) => db.query(text, params(i))));
  const tenant = () => withTenant('sabai', () => perCall(ROUNDS / 10, (i) => db.query(text, params(i))));
  await system(); await tenant(); // warm-up
  const s: number[] = [];
  const t: number[] = [];
  for (let b = 0; b < 10; b++) { s.push(await system()); t.push(await tenant()); }
  return { system: percentile(s, 50), tenant: percentile(t, 50) };
}

const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;

export const rlsBenchSection: BenchSection = {
  name: 'rls',
  async run(): Promise<BenchRow[]> {
    return withSeededShop({ codes: 50 }, async ({ db, app, address, auth }) => {
      const rows: BenchRow[] = [];
      const customers = (await db.query<{ customer_code: string }>("SELECT customer_code FROM customers WHERE tenant_id = 'sabai'")).map((r) => r.customer_code);
      const byKey = await compare(db, 'SELECT * FROM customers WHERE tenant_id = $1 AND customer_code = $2', (i) => ['sabai', customers[i % customers.length]]);
      const page = await compare(db,
        `SELECT p.p_code, p.name_th, p.u1_price1 FROM products p WHERE p.tenant_id = $1 AND NOT p.disabled ORDER BY p.p_code LIMIT 12 OFFSET $2`,
        (i) => ['sabai', (i * 12) % 480]);
      rows.push(
        { metric: 'customer by key: system path (no policy)', value: `${byKey.system.toFixed(1)} µs`, budget: '-', pass: null },
        { metric: 'customer by key: tenant path (RLS)', value: `${byKey.tenant.toFixed(1)} µs (${signed(byKey.tenant - byKey.system)} µs)`, budget: '≤ +50 %', pass: byKey.tenant <= byKey.system * 1.5 },
        { metric: 'catalogue page of 12: system path', value: `${page.system.toFixed(1)} µs`, budget: '-', pass: null },
        { metric: 'catalogue page of 12: tenant path (RLS)', value: `${page.tenant.toFixed(1)} µs (${signed(page.tenant - page.system)} µs)`, budget: '≤ +50 %', pass: page.tenant <= page.system * 1.5 },
      );
      // Worst case: every query of another tenant than the last (the connection's role and setting change each time).
      const switching = await perCall(ROUNDS, (i) => withTenant(i % 2 ? 'sabai' : 'khongdee', () => db.query('SELECT 1 FROM customers WHERE tenant_id = $1 LIMIT 1', [i % 2 ? 'sabai' : 'khongdee'])));
      const same = await withTenant('sabai', () => perCall(ROUNDS, () => db.query('SELECT 1 FROM customers WHERE tenant_id = $1 LIMIT 1', ['sabai'])));
      rows.push({ metric: 'tenant switch on every query (worst case)', value: `${switching.toFixed(1)} µs vs ${same.toFixed(1)} µs same tenant`, budget: '-', pass: null });

      // Catalogue cache, every request a different question (a miss), then a unique CustomerId each.
      const before = process.memoryUsage().rss;
      const t0 = performance.now();
      const N = 2_000;
      for (let i = 0; i < N; i++) {
        const r = await fetch(`${address}/api/products/items`, { method: 'POST', headers: auth, body: JSON.stringify({ Take: 12, Skip: i % 480, SearchText: `x${i}` }) });
        await r.arrayBuffer();
      }
      const missMs = (performance.now() - t0) / N;
      const used = cacheUsage(app.db);
      const grew = (process.memoryUsage().rss - before) / 1024 / 1024;
      rows.push(
        { metric: `catalogue cache all-miss: ${N} distinct questions, per request`, value: `${missMs.toFixed(1)} ms`, budget: '-', pass: null },
        { metric: 'catalogue cache all-miss: bytes held', value: `${(used.bytes / 1024 / 1024).toFixed(1)} MB in ${used.entries} answers, RSS ${signed(grew)} MB`, budget: `≤ ${(MAX_BYTES / 1024 / 1024).toFixed(0)} MB`, pass: used.bytes <= MAX_BYTES },
      );
      const entries = cacheUsage(app.db).entries;
      let ok = 0;
      for (let i = 0; i < 500; i++) {
        const r = await fetch(`${address}/api/products/items`, { method: 'POST', headers: auth, body: JSON.stringify({ Take: 12, Skip: 0, CustomerId: `C${i}-${Date.now()}` }) });
        if (r.ok) ok++;
        await r.arrayBuffer();
      }
      const added = cacheUsage(app.db).entries - entries;
      rows.push({ metric: 'catalogue cache: 500 requests, unique CustomerId each', value: `${added} new answer(s) cached, ${ok} answered 200`, budget: '≤ 1, all 200', pass: added <= 1 && ok === 500 });
      return rows;
    });
  },
};
