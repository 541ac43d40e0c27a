/*
 * Merchant bench section: the back office's product search (`POST api/products/pc/items`, by text
 * and by barcode, 12 and 10 a page) and the two dashboard reports
 * (`api/merchant/report/salemannewcustomerbymonth`, `api/merchant/report/topsaleByMonth`, default
 * range 'month', all of the salesperson's centres or one) as the demo salesperson, autocannon at 16
 * connections → p95 against a budget of 100 ms, on the embedded database and on PostgreSQL.
 *
 * Sizes: `npm run bench -- --full` (or `-- merchant --full`) seeds 100,000 products and 200,000
 * orders (with 5,000 customers) — a few minutes the first time; the default run seeds 10,000
 * products and 20,000 orders and prints the same rows, its size in each row. Seeded databases are
 * kept between runs ($TMPDIR/talad-bench-merchant-<size>; PostgreSQL database
 * talad_bench_merchant_<size>), so only the first run pays for seeding. Plumbing (server process,
 * autocannon, PostgreSQL URL) is bench/catalog.ts's.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/server/db/index';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { measure, postgresUrl, startServer, type Req, type Target } from './catalog';
import type { BenchRow, BenchSection } from './types';

const ROOT = path.resolve(import.meta.dirname, '..');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const BUDGET_MS = 100;
const SALESPERSON = '0890000002';

const TEXTS = ['น้ำดื่ม', 'มันฝรั่ง', 'ข้าวหอม', 'บะหมี่', 'น้ำปลา', 'ผงซักฟอก', 'water', 'potato', 'rice', 'noodles', 'coffee', 'green tea'];

interface Size { label: string; products: number; orders: number }
const FULL: Size = { label: 'full', products: 100_000, orders: 200_000 };
const SMALL: Size = { label: 'small', products: 10_000, orders: 20_000 };

function seed(target: Target, size: Size): void {
  const started = Date.now();
  execFileSync(tsx, ['scripts/seed.ts', '--tenant', 'sabai', '--products', String(size.products), '--orders', String(size.orders)], {
    cwd: ROOT, env: { ...process.env, ...target.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const s = (Date.now() - started) / 1000;
  if (s > 5) console.info(`bench merchant: ${target.label} ${size.products} products, ${size.orders} orders ready in ${s.toFixed(0)} s`);
}

/** Real barcodes spread over the catalogue, read before the server takes the (single-connection) embedded database. */
async function barcodes(target: Target): Promise<string[]> {
  const db = await openDb({ databaseUrl: target.env.DATABASE_URL || undefined, dataDir: target.env.DATA_DIR });
  try {
    await db.exec('VACUUM ANALYZE products, product_stock, orders, order_lines, customers, customer_centers, report_sales_daily, report_product_monthly');
    const rows = await db.query<{ b: string }>(
      "SELECT barcode1 AS b FROM products WHERE tenant_id = 'sabai' AND barcode1 <> '' AND (hashtext(p_code) & 1023) < 8 ORDER BY p_code LIMIT 48",
    );
    return rows.map((r) => r.b);
  } finally {
    await db.close();
  }
}

async function runTarget(target: Target, size: Size): Promise<BenchRow[]> {
  seed(target, size);
  const codes = await barcodes(target);
  if (codes.length < 4) throw new Error('the seeded catalogue has no barcodes');
  const { base, stop } = await startServer(target, 'uncached');
  try {
    const login = await fetch(`${base}/authen/user/login`, { method: 'POST', headers: { tenantid: 'sabai', 'content-type': 'application/json' }, body: JSON.stringify({ mobileNo: SALESPERSON, password: DEMO_PASSWORD }) });
    const { token } = await login.json() as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const items = (body: object): Req => ({ method: 'POST', path: '/api/products/pc/items', headers, body: JSON.stringify({ skip: 0, saleUnit: '1001', ...body }) });
    const report = (name: string) => ['', '1001', '1002'].map((su): Req => ({ path: `/api/merchant/report/${name}?type=month${su ? `&saleUnit=${su}` : ''}`, headers }));
    const scenarios: [string, Req[]][] = [
      ['product search by text', TEXTS.map((t) => items({ take: 12, SearchText: t }))],
      ['product search by barcode', codes.map((b) => items({ take: 10, barcode: b }))],
      ['report new customers by month', report('salemannewcustomerbymonth')],
      ['report top sales by month', report('topsaleByMonth')],
    ];
    const rows: BenchRow[] = [];
    for (const [name, requests] of scenarios) {
      const r = await measure(base, requests);
      rows.push({
        metric: `${target.label} ${name} p95 (${size.products / 1000}k products, ${size.orders / 1000}k orders, ${r.rps.toFixed(0)} req/s)`,
        value: `${r.p95.toFixed(1)} ms`, budget: `≤ ${BUDGET_MS} ms`, pass: r.failed === 0 && r.p95 <= BUDGET_MS,
      });
      if (r.failed) rows.push({ metric: `${target.label} ${name} failures`, value: String(r.failed), budget: '0', pass: false });
    }
    return rows;
  } finally {
    await stop();
  }
}

export async function merchantSection(): Promise<BenchRow[]> {
  const size = process.argv.slice(2).includes('--full') ? FULL : SMALL;
  const rows = await runTarget({ label: 'embedded', env: { DATA_DIR: path.join(os.tmpdir(), `talad-bench-merchant-${size.label}`), DATABASE_URL: '' } }, size);
  const url = await postgresUrl(`talad_bench_merchant_${size.label}`);
  if (!url) {
    rows.push({ metric: 'merchant on postgres', value: 'no PostgreSQL here (set TEST_DATABASE_URL)', budget: '-', pass: null });
    return rows;
  }
  rows.push(...await runTarget({ label: 'postgres', env: { DATABASE_URL: url, DATA_DIR: path.join(os.tmpdir(), `talad-bench-merchant-${size.label}-pg`) } }, size));
  return rows;
}

export const merchantBenchSection: BenchSection = { name: 'merchant', run: merchantSection };
