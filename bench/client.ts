/*
 * Client bench sections: gzipped initial JS per area (from the Vite manifest) and the time to
 * evaluate all menus + guards of one navigation with the engine's own functions.
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
import type { BenchRow, BenchSection } from './types';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'bench', 'out', 'web');
const BUYER_HOME_BUDGET_KB = 150;
const NAV_P95_BUDGET_MS = 1;
const FORBIDDEN_IN_BUYER_HOME = ['node_modules/ajv', 'node_modules/@rjsf', 'node_modules/ajv-formats'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function build(): Manifest {
  // A separate output folder: the bench never replaces the dist/web a running server serves.
  execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  return JSON.parse(readFileSync(path.join(OUT, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

function keyFor(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the Vite manifest`);
  return key;
}

/**
 * An area's first paint: the entry, the area's layout, its registry module and (by convention)
 * the components it registers from a `home/` folder, plus the area's lazily loaded texts.
 */
function areaKeys(manifest: Manifest, area: 'buyer' | 'merchant' | 'rider'): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const layout = keyFor(manifest, `layouts/${area}/${area[0].toUpperCase()}${area.slice(1)}Layout.tsx`);
  const registry = keyFor(manifest, `registry/${area}.ts`);
  const home = (manifest[registry].dynamicImports ?? []).filter((k) => k.includes('/home/'));
  const texts = Object.keys(manifest).filter((k) => k.endsWith(`locales/th/${area}.json`) || k.endsWith(`locales/en/${area}.json`));
  return [...closure(manifest, [entry, layout, registry, ...home, ...(area === 'buyer' ? [] : texts)])];
}

function gzipKb(manifest: Manifest, keys: string[]): number {
  const files = new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(OUT, file)), { level: 9 }).length;
  return bytes / 1024;
}

function forbiddenSources(manifest: Manifest, keys: string[]): string[] {
  const found = new Set<string>();
  for (const key of keys) {
    const mapFile = path.join(OUT, `${manifest[key].file}.map`);
    if (!existsSync(mapFile)) continue;
    const sources = (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
    for (const source of sources) for (const bad of FORBIDDEN_IN_BUYER_HOME) if (source.includes(bad)) found.add(bad.replace('node_modules/', ''));
  }
  return [...found];
}

export const clientSizeSection: BenchSection = {
  name: 'client size',
  async run(): Promise<BenchRow[]> {
    const manifest = build();
    const rows: BenchRow[] = [];
    const buyer = areaKeys(manifest, 'buyer');
    const buyerKb = gzipKb(manifest, buyer);
    rows.push({ metric: 'buyer home initial JS (gzip)', value: `${buyerKb.toFixed(1)} KB`, budget: `≤ ${BUYER_HOME_BUDGET_KB} KB`, pass: buyerKb <= BUYER_HOME_BUDGET_KB });
    const bad = forbiddenSources(manifest, buyer);
    rows.push({ metric: 'rjsf/ajv in buyer home initial JS', value: bad.length ? bad.join(', ') : 'none', budget: 'none', pass: bad.length === 0 });
    for (const area of ['merchant', 'rider'] as const) {
      rows.push({ metric: `${area} area initial JS (gzip)`, value: `${gzipKb(manifest, areaKeys(manifest, area)).toFixed(1)} KB`, budget: '-', pass: null });
    }
    return rows;
  },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

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
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      rows.push({ metric: `${tenant.id}: menus + guards per navigation p50`, value: `${(p50 * 1000).toFixed(0)} µs`, budget: '-', pass: null });
      rows.push({ metric: `${tenant.id}: menus + guards per navigation p95`, value: `${(p95 * 1000).toFixed(0)} µs`, budget: `≤ ${NAV_P95_BUDGET_MS} ms`, pass: p95 <= NAV_P95_BUDGET_MS });
    }
    return rows;
  },
};
