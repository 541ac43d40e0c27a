/*
 * Server-rendering bench section (issue 13 item 5): a real server with the built app (dist/web +
 * dist/ssr) on the embedded database and, when one is available, on PostgreSQL; autocannon at 16
 * connections on the guest home and product list (HTML, as a first-time visitor gets it) beside the
 * JSON API call the list makes. 'cached' is the server's guest-page cache (the normal case);
 * 'uncached' (SSR_CACHE=off) renders every request and is reported without a budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options as CannonOptions } from 'autocannon';
import { buildWebIfNeeded } from '../scripts/lib/real-server';
import { postgresUrl } from './catalog';
import { p95, percentile, ROOT, spawnServer } from './harness';
import type { BenchRow, BenchSection } from './types';

const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_SSR_DURATION ?? 10);
const BUDGET_MS = 60;

async function measure(opts: CannonOptions): Promise<{ rps: number; p95: number; failed: number }> {
  const latencies: number[] = [];
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  instance.on('response', (_c, status, _b, ms) => { if (status < 300) latencies.push(ms); });
  const r = await instance;
  return { rps: r.requests.average, p95: p95(latencies), failed: r.non2xx + r.errors + r.timeouts };
}

async function target(label: string, env: Record<string, string>, mode: 'cached' | 'uncached'): Promise<BenchRow[]> {
  const { base, stop } = await spawnServer({ ...env, WEB_DIR: path.join(ROOT, 'dist', 'web'), ...(mode === 'uncached' ? { SSR_CACHE: 'off' } : {}) }, 600_000);
  try {
    const html = { accept: 'text/html', 'accept-encoding': 'br', cookie: 'tenantId=sabai; consent=Y' };
    const guest = (await (await fetch(`${base}/authen/login/guest`, { headers: { tenantid: 'sabai' } })).json()) as { jtoken: string };
    const pages = [['home', '/'], ['list', '/product?p=chips']] as const;
    for (const [, p] of pages) await fetch(base + p, { headers: html }); // warm: lazy chunks, first render
    const rows: BenchRow[] = [];
    for (const [name, p] of pages) {
      const r = await measure({ url: base + p, headers: html });
      const budgeted = mode === 'cached';
      rows.push({
        metric: `${label} ${mode} SSR ${name} p95 (${r.rps.toFixed(0)} req/s)`,
        value: `${r.p95.toFixed(1)} ms`,
        budget: budgeted ? `≤ ${BUDGET_MS} ms` : '-',
        pass: r.failed ? false : budgeted ? r.p95 <= BUDGET_MS : null,
      });
    }
    if (mode === 'cached') {
      const api = await measure({
        url: `${base}/api/products/items`, method: 'POST',
        headers: { authorization: `Bearer ${guest.jtoken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ SearchText: 'chips', Take: 12, Skip: 0 }),
      });
      rows.push({ metric: `${label} JSON api/products/items (the list's call) p95 (${api.rps.toFixed(0)} req/s)`, value: `${api.p95.toFixed(1)} ms`, budget: '-', pass: api.failed ? false : null });
    }
    return rows;
  } finally {
    await stop();
  }
}

export async function ssrSection(): Promise<BenchRow[]> {
  buildWebIfNeeded();
  // Kept between runs (seeded once), like the catalogue bench's.
  const dataDir = path.join(os.tmpdir(), 'talad-bench-ssr');
  fs.mkdirSync(dataDir, { recursive: true });
  {
    const embedded = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const rows = [...await target('embedded', embedded, 'cached'), ...await target('embedded', embedded, 'uncached')];
    const url = await postgresUrl('talad_bench_ssr');
    if (!url) return [...rows, { metric: 'postgres', value: 'no PostgreSQL here (set TEST_DATABASE_URL)', budget: '-', pass: null }];
    const pgEnv = { DATABASE_URL: url, DATA_DIR: path.join(dataDir, 'pg') };
    return [...rows, ...await target('postgres', pgEnv, 'cached'), ...await target('postgres', pgEnv, 'uncached')];
  }
}

export const ssrBenchSection: BenchSection = { name: 'ssr', run: ssrSection };

const RENDER_SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 40);
const RENDER_PAGES = [['home', '/'], ['list', '/product?p=chips'], ['detail', '/product/1000001'], ['home en', '/en']] as const;

/**
 * What one cache miss costs the server: every request rendered (SSR_CACHE=off), one at a time, and
 * the render's own time read from its `server-timing: ssr;dur=` header (the client's queueing is
 * not in it). The figure the 60 ms budget is written in.
 */
async function renderTimes(label: string, env: Record<string, string>): Promise<BenchRow[]> {
  const { base, stop } = await spawnServer({ ...env, WEB_DIR: path.join(ROOT, 'dist', 'web'), SSR_CACHE: 'off' }, 600_000);
  try {
    const html = { accept: 'text/html', cookie: 'tenantId=sabai; consent=Y; dc=1001' };
    const rows: BenchRow[] = [];
    for (const [name, p] of RENDER_PAGES) {
      for (let i = 0; i < 3; i += 1) await fetch(base + p, { headers: html }); // warm: lazy chunks, first queries
      const times: number[] = [];
      for (let i = 0; i < RENDER_SAMPLES; i += 1) {
        const res = await fetch(base + p, { headers: html });
        await res.arrayBuffer();
        const dur = /ssr;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
        if (!res.ok || !dur) throw new Error(`${p}: ${res.status}, no server render timing`);
        times.push(Number(dur));
      }
      const value = p95(times);
      rows.push({ metric: `${label} SSR cache miss ${name} render p95 (median ${percentile(times, 50).toFixed(1)} ms, load ${os.loadavg()[0].toFixed(1)})`, value: `${value.toFixed(1)} ms`, budget: `≤ ${BUDGET_MS} ms`, pass: value <= BUDGET_MS });
    }
    return rows;
  } finally {
    await stop();
  }
}

export const ssrRenderBenchSection: BenchSection = {
  name: 'render',
  async run(): Promise<BenchRow[]> {
    buildWebIfNeeded();
    const dataDir = path.join(os.tmpdir(), 'talad-bench-ssr');
    fs.mkdirSync(dataDir, { recursive: true });
    const rows = await renderTimes('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' });
    const url = await postgresUrl('talad_bench_ssr');
    if (!url) return rows;
    return [...rows, ...await renderTimes('postgres', { DATABASE_URL: url, DATA_DIR: path.join(dataDir, 'pg') })];
  },
};
