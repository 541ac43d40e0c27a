/*
 * Client bench sections: gzipped initial JS per area (what Chromium downloads from the real
 * server) and the time to evaluate all menus + guards of one navigation with the engine's own
 * functions.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { matchRoute, resolveBundle, resolveMenu, routeTable, runGuards, type TenantBundle } from '../src/engine';
import { loadTenants } from '../src/engine/node';
import { buildRuleContext } from '../src/web/session/rule-context';
import type { CustomerUser, MerchantUser } from '../src/web/session/types';
import { SSR_BUILD_ARGS, startRealServer } from '../scripts/lib/real-server';
import { recordScripts } from './browser';
import { percentile } from './harness';
import type { BenchRow, BenchSection } from './types';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'bench', 'out', 'web');
const NAV_P95_BUDGET_MS = 1;
const FORBIDDEN_IN_STOREFRONT = ['node_modules/ajv', 'node_modules/@rjsf', 'node_modules/ajv-formats'];

/**
 * The pages whose first visit is measured and their first-JS budgets (issue 13 item 3: the
 * storefront pages come from the server, so their first JS only hydrates). The storefront pages
 * also must not carry rjsf/ajv.
 */
const AREA_PAGES = [
  { area: 'buyer home', path: '/', budgetKb: 165, storefront: true },
  { area: 'buyer product detail', path: '/product/1000001', budgetKb: 170, storefront: true },
  { area: 'merchant area', path: '/merchant/login', budgetKb: 180, storefront: false },
  { area: 'rider area', path: '/rider/login', budgetKb: 180, storefront: false },
] as const;

/** The chunk of the libraries every page starts with (vite.config.ts), reported apart from the app's code. */
const isFramework = (script: string) => /\/(framework|rolldown-runtime)-[\w-]+\.js$/.test(script);

function build(): void {
  // A separate output folder: the bench never replaces the dist/web a running server serves.
  execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  // The server renderer beside it (bench/out/ssr): the storefront pages are measured as they are
  // served, server-rendered and hydrated.
  const ssrArgs = SSR_BUILD_ARGS.map((a) => (a === '../../dist/ssr' ? path.join(OUT, '..', 'ssr') : a));
  execFileSync('npx', ['vite', ...ssrArgs, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

function assetFile(urlPath: string): string {
  return path.join(OUT, urlPath.replace(/^\/+/, ''));
}

function gzipKb(scripts: string[]): number {
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(readFileSync(assetFile(script)), { level: 9 }).length;
  return bytes / 1024;
}

function forbiddenSources(scripts: string[]): string[] {
  const found = new Set<string>();
  for (const script of scripts) {
    const mapFile = `${assetFile(script)}.map`;
    if (!existsSync(mapFile)) continue;
    const sources = (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
    for (const source of sources) for (const bad of FORBIDDEN_IN_STOREFRONT) if (source.includes(bad)) found.add(bad.replace('node_modules/', ''));
  }
  return [...found];
}

/**
 * Initial JS per area as a browser downloads it: the real server serves a fresh build, Chromium
 * opens the area's first page as a first-time visitor and every script it fetches until the
 * network is quiet is counted (gzip -9 of the file, the figure the budget is written in).
 */
export const clientSizeSection: BenchSection = {
  name: 'client size',
  async run(): Promise<BenchRow[]> {
    build();
    const server = await startRealServer({ webDir: OUT, stdio: 'ignore' });
    try {
      const rows: BenchRow[] = [];
      for (const { area, path: pathname, budgetKb, storefront } of AREA_PAGES) {
        const { scripts, wireBytes } = await recordScripts(server.base, pathname);
        if (!scripts.length) throw new Error(`${pathname} loaded no script: the bench measured nothing`);
        const kb = gzipKb(scripts);
        const framework = gzipKb(scripts.filter(isFramework));
        const detail = `${scripts.length} files, ${(wireBytes / 1024).toFixed(0)} KB on the wire`;
        rows.push({ metric: `${area} initial JS (gzip; ${detail})`, value: `${kb.toFixed(1)} KB`, budget: `≤ ${budgetKb} KB`, pass: kb <= budgetKb });
        rows.push({ metric: `  of which framework chunk / app code`, value: `${framework.toFixed(1)} / ${(kb - framework).toFixed(1)} KB`, budget: '-', pass: null });
        if (storefront) {
          const bad = forbiddenSources(scripts);
          rows.push({ metric: `rjsf/ajv in ${area} initial JS`, value: bad.length ? bad.join(', ') : 'none', budget: 'none', pass: bad.length === 0 });
        }
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};

const NAVIGATIONS = ['/', '/en', '/product', '/cart', '/history/A1/S1', '/profile/address', '/payment/slip', '/payment/a/b/c/d/e', '/merchant/order', '/merchant/webconfig', '/rider/history', '/en/rider/singha', '/no-such-page'];
const MENUS = ['buyerTopBar', 'buyerAccount', 'buyerBottomNav', 'buyerFooter', 'merchantDrawer', 'merchantBottomBar', 'merchantAccount', 'riderBottomBar'];

/** One navigation as the app does it: match, build the context, resolve every menu, run the guards. */
function navigate(bundle: TenantBundle, table: ReturnType<typeof routeTable>, pathname: string, user: CustomerUser, merchant: MerchantUser): number {
  const match = matchRoute(table, pathname);
  const ctx = buildRuleContext({
    bundle,
    root: { token: 'x', user, point: false, dists: [], agentProfile: null },
    merchant: { token: 'y', user: merchant, selectedDist: 'S1' },
    rider: { token: null, rider: null },
    area: match?.route.layout ?? 'buyer',
    route: { path: match?.path ?? pathname, params: match?.params ?? {}, query: {} },
    locale: match?.locale ?? 'th',
    mobile: false,
  });
  let visible = 0;
  for (const menu of MENUS) visible += resolveMenu(bundle, menu, ctx).length;
  runGuards(bundle, match?.route.guards ?? [], ctx);
  return visible;
}

export const rulesSection: BenchSection = {
  name: 'rules',
  async run(): Promise<BenchRow[]> {
    const { tenants } = loadTenants(path.join(ROOT, 'tenants'));
    const rows: BenchRow[] = [];
    const user: CustomerUser = { CUSTOMERCODE: 'C001', CUSTOMERNAME: 'Bench', userRole: 'CUSTOMER', AuthorizeAmount: 5000, DebtAmount: 100, COMPANYCODE: '' };
    const merchant: MerchantUser = { userid: 7, userRole: 1 };
    for (const tenant of tenants.filter((t) => t.bundle)) {
      const bundle = resolveBundle({ base: tenant.bundle as TenantBundle, tenant: {} });
      const table = routeTable(bundle);
      const times: number[] = [];
      let sink = 0;
      for (let i = 0; i < 6000; i += 1) {
        const pathname = NAVIGATIONS[i % NAVIGATIONS.length];
        const start = performance.now();
        sink += navigate(bundle, table, pathname, user, merchant);
        if (i >= 1000) times.push(performance.now() - start);
      }
      if (sink === 0) throw new Error('no menu item was ever visible: the bench measured nothing');
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      rows.push({ metric: `${tenant.id}: menus + guards per navigation p50`, value: `${(p50 * 1000).toFixed(0)} µs`, budget: '-', pass: null });
      rows.push({ metric: `${tenant.id}: menus + guards per navigation p95`, value: `${(p95 * 1000).toFixed(0)} µs`, budget: `≤ ${NAV_P95_BUDGET_MS} ms`, pass: p95 <= NAV_P95_BUDGET_MS });
    }
    return rows;
  },
};
