/*
 * Lighthouse bench section (issue 4 item 12): npm `lighthouse` 12 with Debian's Chromium on the
 * mobile profile (its default: simulated slow 4G and a 4x slower CPU), against the real server
 * serving a production build, for the buyer home, the product list and one product's detail page.
 * Three runs per page, each a first visit in a fresh browser profile; the median of each figure
 * is printed against the budgets.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, startRealServer } from '../scripts/lib/real-server';
import { CHROME_PATH, CHROMIUM_ARGS, recordScripts } from './browser';
import type { BenchRow, BenchSection } from './types';

const OUT = path.join(ROOT, 'bench', 'out', 'lighthouse');
const WEB = path.join(ROOT, 'bench', 'out', 'web-lighthouse');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BUDGET = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.05 };

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseJson {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function runLighthouse(url: string, reportFile: string): Promise<Figures> {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportFile}`,
    '--form-factor=mobile',
    '--only-categories=performance',
    `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(BIN, 'lighthouse'), args, { cwd: ROOT, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0 || !fs.existsSync(reportFile)) return reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.trim().split('\n').pop() ?? ''}`));
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LighthouseJson;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
      const num = (id: string) => report.audits[id]?.numericValue ?? NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcpMs: num('first-contentful-paint'),
        lcpMs: num('largest-contentful-paint'),
        tbtMs: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
      });
    });
  });
}

/** A product that exists in the demo catalogue, as the product list API gives it. */
async function realProductCode(base: string): Promise<string> {
  const res = await fetch(`${base}/api/products/items`, { method: 'POST', headers: { 'content-type': 'application/json', TenantId: 'sabai' }, body: '{}' });
  const body = (await res.json()) as { Data?: { P_Code: string }[] };
  const code = body.Data?.[0]?.P_Code;
  if (!code) throw new Error(`no product in the demo catalogue (api/products/items answered ${res.status})`);
  return code;
}

function rows(page: string, runs: Figures[]): BenchRow[] {
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  const score = m('score');
  const lcp = m('lcpMs');
  const tbt = m('tbtMs');
  const cls = m('cls');
  return [
    { metric: `${page}: performance score`, value: String(score), budget: `≥ ${BUDGET.score}`, pass: score >= BUDGET.score },
    { metric: `${page}: FCP`, value: `${(m('fcpMs') / 1000).toFixed(2)} s`, budget: '-', pass: null },
    { metric: `${page}: LCP`, value: `${(lcp / 1000).toFixed(2)} s`, budget: `≤ ${BUDGET.lcpMs / 1000} s`, pass: lcp <= BUDGET.lcpMs },
    { metric: `${page}: TBT`, value: `${tbt.toFixed(0)} ms`, budget: `≤ ${BUDGET.tbtMs} ms`, pass: tbt <= BUDGET.tbtMs },
    { metric: `${page}: CLS`, value: cls.toFixed(3), budget: `≤ ${BUDGET.cls}`, pass: cls <= BUDGET.cls },
  ];
}

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  async run(): Promise<BenchRow[]> {
    // Its own production build, so a running server's dist/web is never replaced.
    execFileSync(path.join(BIN, 'vite'), ['build', '--outDir', WEB, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    fs.mkdirSync(OUT, { recursive: true });
    const server = await startRealServer({ webDir: WEB, stdio: 'ignore' });
    try {
      const code = await realProductCode(server.base);
      const pages = [
        { name: 'home /', slug: 'home', path: '/' },
        { name: 'product list /product', slug: 'product-list', path: '/product' },
        { name: `product detail /product/${code}`, slug: 'product-detail', path: `/product/${encodeURIComponent(code)}` },
      ];
      // One unmeasured visit per page warms the server's first queries, as in production.
      for (const page of pages) await recordScripts(server.base, page.path);
      const out: BenchRow[] = [];
      for (const page of pages) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(server.base + page.path, path.join(OUT, `${page.slug}-${i + 1}.json`)));
        out.push(...rows(page.name, runs));
      }
      return out;
    } finally {
      await server.stop();
    }
  },
};
