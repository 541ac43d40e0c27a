/*
 * What a tap on "add to cart" costs a slow phone (issue 13 item 6, the bench's tap figure): Chromium
 * at 390 px with 4x CPU throttling opens the product list of a running server, waits for hydration
 * and a quiet network, then records a CPU profile around one tap on the first card's quick add and
 * prints the functions by self time (named through the build's hidden source maps, WEB_DIR: build
 * with `--sourcemap hidden`). The figure is bench/tap-measure.ts's.
 * Usage: npx tsx scripts/trace-tap.ts http://127.0.0.1:3999/product?p=water
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CHROME_PATH, CHROMIUM_ARGS } from '../bench/browser';
import { readTap, TAP_PROBE } from '../bench/tap-measure';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }
const WEB = process.env.WEB_DIR ?? 'dist/web';
const maps = new Map<string, TraceMap | null>();
function original(u: string, line: number, col: number): string {
  const m = /\/assets\/[^?]+\.js/.exec(u);
  if (!m) return u ? u.replace(/^https?:\/\/[^/]+/, '') : '(native)';
  if (!maps.has(m[0])) { const f = path.join(WEB, m[0] + '.map'); maps.set(m[0], fs.existsSync(f) ? new TraceMap(fs.readFileSync(f, 'utf8')) : null); }
  const map = maps.get(m[0]);
  if (!map) return m[0];
  const pos = originalPositionFor(map, { line: line + 1, column: col });
  return pos.source ? `${pos.name ?? ''} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}` : m[0];
}

const url = process.argv[2] ?? 'http://127.0.0.1:3999/product?p=water';
const base = new URL(url).origin;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await context.addCookies(['consent=Y', 'dc=1001'].map((c) => ({ name: c.split('=')[0], value: c.split('=')[1], url: base })));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url);
await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
// Scrolled and located before the profile starts: Playwright's own checks stay out of it.
const button = page.getByTestId('product-card').first().getByTestId('quick-add');
await button.scrollIntoViewIfNeeded();
const box = await button.boundingBox();
if (!box) throw new Error('no quick-add button on the page');
await page.evaluate(TAP_PROBE);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
const tap = await readTap(page);
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
await browser.close();

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const byName = new Map<string, number>();
for (const node of profile.nodes) {
  const t = self.get(node.id) ?? 0;
  if (!t || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
  const key = `${node.callFrame.functionName || '(anonymous)'} ${original(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber)}`;
  byName.set(key, (byName.get(key) ?? 0) + t);
}
console.log(`tap → cart count painted: ${tap.ms.toFixed(0)} ms (${tap.how}; the page's handlers ${tap.handlersMs.toFixed(0)} ms; session-11 timer figure ${tap.timerMs.toFixed(0)} ms), 4x CPU; self time in the profile (ms, throttled), top 30:`);
for (const [k, t] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${t.toFixed(1).padStart(8)}  ${k}`);
