/*
 * Catalogue bench section: 100,000 products for tenant sabai, a real server process, autocannon at
 * 16 connections for each scenario (Thai text search, English text search, category filter, page 3
 * of a search, autocomplete) → p95 with budgets, on the embedded database and, when one is
 * available (TEST_DATABASE_URL or scripts/pg-local.sh), on PostgreSQL.
 *
 * Each database is measured twice: 'uncached' (CATALOG_CACHE_MS=0: every answer computed, the
 * database and the pricing really work) and 'cached' (as deployed: the catalogue micro-cache answers
 * a repeated question from memory for 10 s). Only with `npm run bench -- --full` (or `-- catalog`).
 *
 * The seeded catalogue is kept between runs (embedded: $TMPDIR/talad-bench-catalog; PostgreSQL:
 * database talad_bench_catalog), so only the first run pays for seeding (about 1 minute each).
 * Every scenario cycles through several texts or categories, so no single query is measured.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { openDb } from '../src/server/db/index';
import { p95, ROOT, spawnServer, type BenchServer } from './harness';
import type { BenchRow, BenchSection } from './types';

const PRODUCTS = Number(process.env.BENCH_CATALOG_PRODUCTS ?? 100_000);
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_CATALOG_DURATION ?? 8);
const BUDGET = {
  embedded: { search: 50, autocomplete: 30 },
  postgres: { search: 15, autocomplete: 30 },
} as const;

const THAI = ['น้ำดื่ม', 'มันฝรั่ง', 'ข้าวหอม', 'บะหมี่', 'น้ำปลา', 'ผงซักฟอก', 'ยาสีฟัน', 'นมยูเอชที', 'กาแฟ', 'ดื่มธารา', 'รสต้มยำ', 'ชาเขียว'];
const ENGLISH = ['water', 'potato chips', 'jasmine rice', 'noodles', 'fish sauce', 'washing powder', 'toothpaste', 'milk', 'coffee', 'soda', 'tom yum', 'green tea'];
const CATEGORIES = ['10', '20', '30', '40', '50', '60', '70', '80'];
const PREFIXES = ['น้ำ', 'มันฝ', 'ข้าว', 'บะห', 'ซอส', 'สบู่', 'wat', 'pot', 'cof', 'mil', 'sha', 'rice'];

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export type Target = { label: 'embedded' | 'postgres'; env: Record<string, string> };
/** 'cached': as deployed (catalogue micro-cache on); 'uncached': CATALOG_CACHE_MS=0, every answer computed. */
export type Mode = 'cached' | 'uncached';

/** Seeds (or tops up) the bench catalogue; a no-op when it is already complete. */
function seed(target: Target): void {
  const started = Date.now();
  execFileSync(tsx, ['scripts/seed.ts', '--tenant', 'sabai', '--products', String(PRODUCTS)], {
    cwd: ROOT, env: { ...process.env, ...target.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const s = (Date.now() - started) / 1000;
  if (s > 5) console.info(`bench catalog: ${target.label} catalogue of ${PRODUCTS} products ready in ${s.toFixed(0)} s`);
}

/**
 * Planner statistics and all-visible pages (index-only scans), as a maintained database has them:
 * the embedded database runs no autovacuum, so a catalogue written by an older seed may lack both.
 */
async function vacuum(target: Target): Promise<void> {
  const db = await openDb({ databaseUrl: target.env.DATABASE_URL || undefined, dataDir: target.env.DATA_DIR });
  try {
    await db.exec('VACUUM ANALYZE products, product_stock, advance_prices, product_sales_counters, categories');
  } finally {
    await db.close();
  }
}

/** The real server on the target's database, with the catalogue micro-cache on ('cached') or off. */
export function startServer(target: Target, mode: Mode): Promise<BenchServer> {
  return spawnServer({ ...target.env, CATALOG_CACHE_MS: mode === 'cached' ? '10000' : '0' });
}

export type Req = { method?: string; path: string; headers?: Record<string, string>; body?: string };

export async function measure(base: string, requests: Req[]): Promise<{ p95: number; failed: number; rps: number }> {
  // Warm-up: every request once, so the first-touch cost of each text is not in the figures.
  for (const r of requests) await fetch(base + r.path, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  const latencies: number[] = [];
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests });
  instance.on('response', (_client, statusCode, _bytes, ms) => { if (statusCode < 300) latencies.push(ms); });
  const result = await instance;
  return { p95: p95(latencies), failed: result.non2xx + result.errors + result.timeouts, rps: result.requests.average };
}

async function runTarget(target: Target, mode: Mode): Promise<BenchRow[]> {
  const { base, stop } = await startServer(target, mode);
  try {
    const guest = await (await fetch(`${base}/authen/login/guest`, { headers: { tenantid: 'sabai' } })).json() as { jtoken: string };
    const headers = { authorization: `Bearer ${guest.jtoken}`, 'content-type': 'application/json' };
    const items = (body: object): Req => ({ method: 'POST', path: '/api/products/items', headers, body: JSON.stringify({ Take: 12, Skip: 0, ...body }) });
    const scenarios: [string, Req[], 'search' | 'autocomplete'][] = [
      ['search Thai text', THAI.map((t) => items({ SearchText: t })), 'search'],
      ['search English text', ENGLISH.map((t) => items({ SearchText: t })), 'search'],
      ['category filter', CATEGORIES.map((c) => items({ Hierarchy1: c })), 'search'],
      ['search page 3', [...THAI, ...ENGLISH].map((t) => items({ SearchText: t, Skip: 24 })), 'search'],
      ['autocomplete', PREFIXES.map((t) => ({ path: `/GET_MASTER_DATA/GetAutoComplete?search=${encodeURIComponent(t)}&take=10`, headers })), 'autocomplete'],
    ];
    const rows: BenchRow[] = [];
    for (const [name, requests, kind] of scenarios) {
      const r = await measure(base, requests);
      const budget = BUDGET[target.label][kind];
      rows.push({ metric: `${target.label} ${mode} ${name} p95 (${r.rps.toFixed(0)} req/s)`, value: `${r.p95.toFixed(1)} ms`, budget: `≤ ${budget} ms`, pass: r.failed === 0 && r.p95 <= budget });
      if (r.failed) rows.push({ metric: `${target.label} ${mode} ${name} failures`, value: String(r.failed), budget: '0', pass: false });
    }
    return rows;
  } finally {
    await stop();
  }
}

/** A PostgreSQL URL for a bench database (created when missing; bench/merchant.ts has its own), or null when none is available. */
export async function postgresUrl(database = 'talad_bench_catalog'): Promise<string | null> {
  let url = process.env.TEST_DATABASE_URL ?? '';
  if (!url) {
    try {
      url = execFileSync('bash', ['scripts/pg-local.sh'], { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      url = '';
    }
  }
  if (!url) return null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const [exists] = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rows;
  if (!exists) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function runBoth(target: Target): Promise<BenchRow[]> {
  seed(target);
  await vacuum(target);
  return [...await runTarget(target, 'uncached'), ...await runTarget(target, 'cached')];
}

/** Runs with `npm run bench -- --full` or `npm run bench -- catalog` (about 5 minutes, more on the first run). */
export async function catalogSection(): Promise<BenchRow[]> {
  const args = process.argv.slice(2);
  if (!args.includes('--full') && !args.includes('catalog')) {
    return [{ metric: 'search and autocomplete on 100,000 products', value: 'skipped (about 5 min): npm run bench -- --full', budget: '-', pass: null }];
  }
  const rows = await runBoth({ label: 'embedded', env: { DATA_DIR: path.join(os.tmpdir(), 'talad-bench-catalog'), DATABASE_URL: '' } });
  const url = await postgresUrl();
  if (!url) {
    rows.push({ metric: 'postgres', value: 'no PostgreSQL here (set TEST_DATABASE_URL)', budget: '-', pass: null });
    return rows;
  }
  rows.push(...await runBoth({ label: 'postgres', env: { DATABASE_URL: url, DATA_DIR: path.join(os.tmpdir(), 'talad-bench-catalog-pg') } }));
  return rows;
}

export const catalogBenchSection: BenchSection = { name: 'catalog', run: catalogSection };
