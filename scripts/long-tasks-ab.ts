/*
 * Main-thread blocking of a first visit, for comparing builds side by side (issue 13): Chromium at
 * 390 px with a phone's user agent and 4x CPU throttling opens each URL in turn, RUNS times
 * interleaved, and collects long tasks (PerformanceObserver) from FCP until 3 s after the page is
 * marked hydrated. Prints per URL the medians of a TBT-like sum (Σ duration − 50 ms), the longest
 * task and the time to the hydrated mark. Serve each build from its own server (WEB_DIR=…) and pass
 * both URLs, so both sides share the host's load.
 * Usage: RUNS=5 npx tsx scripts/long-tasks-ab.ts http://127.0.0.1:3999/ http://127.0.0.1:3998/
 */
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../bench/browser';

type Task = [start: number, duration: number];
declare global {
  interface Window {
    __longTasks?: Task[];
  }
}

const urls = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
const results = new Map<string, { tbt: number; longest: number; hydrated: number }[]>();
for (let r = 0; r < runs; r += 1) {
  for (const url of urls) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks!.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    const hydrated = Date.now() - t0;
    await page.waitForTimeout(3000);
    const { tasks, fcp } = await page.evaluate(() => ({ tasks: window.__longTasks ?? [], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
    const after = tasks.filter(([start]) => start >= fcp);
    const tbt = after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const longest = Math.max(0, ...after.map(([, d]) => d));
    results.set(url, [...(results.get(url) ?? []), { tbt: Math.round(tbt), longest: Math.round(longest), hydrated }]);
    await page.close();
  }
}
await browser.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [url, rs] of results) {
  console.log(`${url}  TBT-like ${median(rs.map((x) => x.tbt))} ms  longest ${median(rs.map((x) => x.longest))} ms  hydrated ${median(rs.map((x) => x.hydrated))} ms  (${runs} runs: ${rs.map((x) => x.tbt).join(', ')})`);
}
