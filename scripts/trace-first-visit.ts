/*
 * A first visit's main-thread work as a slow phone does it (issue 13): Chromium with 4x CPU
 * throttling opens a page of a running server, records a performance trace and a CPU profile, and
 * prints each long task (> 50 ms) with what ran in it (scripts evaluated, functions by self time).
 * Usage: npx tsx scripts/trace-first-visit.ts http://127.0.0.1:3999/ [out.json]
 * A phone's user agent, so the server renders the phone layout as it would for a real phone
 * (Lighthouse's mobile profile does the same); TRACE_UA=desktop keeps Chromium's own, which makes
 * the server guess a desktop and the browser switch layouts right after hydration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CHROME_PATH, CHROMIUM_ARGS } from '../bench/browser';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: Record<string, unknown> } }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; parent?: number }
const WEB = process.env.WEB_DIR ?? 'dist/web';
const maps = new Map<string, TraceMap | null>();
/** The source file (and name) a minified frame came from, via the build's hidden source maps. */
function original(u: string, line: number, col: number): string {
  const m = /\/assets\/[^?]+\.js/.exec(u);
  if (!m) return '';
  if (!maps.has(m[0])) { const f = path.join(WEB, m[0] + '.map'); maps.set(m[0], fs.existsSync(f) ? new TraceMap(fs.readFileSync(f, 'utf8')) : null); }
  const map = maps.get(m[0]);
  if (!map) return '';
  const pos = originalPositionFor(map, { line: line + 1, column: col });
  return pos.source ? ` <- ${pos.name ?? ''} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}` : '';
}

const url = process.argv[2] ?? 'http://127.0.0.1:3999/';
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, ...(process.env.TRACE_UA === 'desktop' ? {} : { userAgent: PHONE_UA, isMobile: true, hasTouch: true }) });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events: TraceEvent[] = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(url, { waitUntil: 'load' });
await page.waitForSelector('html[data-hydrated]', { timeout: 60000 });
const hydratedAt = Date.now() - t0;
await page.waitForTimeout(3000);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
await cdp.send('Tracing.end');
await done;
if (process.argv[3]) fs.writeFileSync(process.argv[3], JSON.stringify({ traceEvents: events }));
await browser.close();

const mainStart = events.find((e) => e.name === 'TracingStartedInBrowser');
// The renderer main thread: the thread with the most RunTask time that ran EvaluateScript.
const evalTid = events.find((e) => e.name === 'EvaluateScript')?.tid;
const tasks = events.filter((e) => e.tid === evalTid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 50000);
const navStart = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? tasks[0]?.ts ?? 0;
void mainStart;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
// Sample timestamps (µs, same clock as the trace).
const sampleTimes: number[] = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) { t += d; sampleTimes.push(t); }
const short = (u: string) => u.replace(/^https?:\/\/[^/]+/, '') || '(native)';
let totalBlocking = 0;
console.log(`hydrated (html[data-hydrated]) at ${hydratedAt} ms wall after goto`);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  totalBlocking += (task.dur ?? 0) / 1000 - 50;
  const inside = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < end && e !== task && e.ph === 'X' && (e.dur ?? 0) > 5000);
  const labels = inside.filter((e) => ['EvaluateScript', 'v8.compile', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.evaluateModule', 'EventDispatch', 'GCEvent', 'MajorGC', 'MinorGC', 'V8.GC_MC_BACKGROUND_MARKING'].includes(e.name))
    .map((e) => `${e.name}${e.args?.data?.url ? ' ' + short(String(e.args.data.url)) : ''}${e.args?.data?.functionName ? ' ' + String(e.args.data.functionName) : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}ms`);
  // Self time by function (and by script) inside this task, from the CPU profile.
  const byFn = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const st = sampleTimes[i];
    if (st < task.ts || st >= end) continue;
    const n = nodes.get(profile.samples[i]);
    if (!n) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const key = `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}${original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)}`;
    byFn.set(key, (byFn.get(key) ?? 0) + dt);
    const o = original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber).replace(/^ <- \S* /, '').replace(/:\d+$/, '');
    const u = o || short(n.callFrame.url);
    byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
  }
  const top = [...byFn].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8)).map(([k, v]) => `      ${v.toFixed(1)}ms ${k}`);
  const urls = [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(0)}ms`);
  console.log(`\nTASK at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
  console.log('   events: ' + [...new Set(labels)].slice(0, 14).join(' | '));
  console.log('   self time by script: ' + urls.join(', '));
  console.log(top.join('\n'));
}
const sizes = tasks.map((task) => (task.dur ?? 0) / 1000).sort((a, b) => b - a);
console.log(`\n${tasks.length} long tasks, blocking sum ${totalBlocking.toFixed(0)} ms, task sum ${sizes.reduce((a, b) => a + b, 0).toFixed(0)} ms (whole recording, 4x CPU); largest: ${sizes.slice(0, 5).map((d) => d.toFixed(0)).join(', ')} ms`);
