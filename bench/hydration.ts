/*
 * When a first-time visitor's storefront page becomes interactive on a slow phone: Chromium with
 * Lighthouse's "devtools" mobile line (562.5 ms request latency, 1.6 Mbps down × 0.9, 750 kbps up
 * × 0.9) and 4x CPU throttling, a fresh profile, until the page marks itself hydrated
 * (`html[data-hydrated]`, set once React has hydrated the server's HTML). No budget in the issue;
 * it shows what the number of script files costs (each a request on HTTP/1.1's six connections:
 * docs/performance.md "Issue 13, session 16").
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './browser';
import { median } from './median';
import type { BenchRow } from './types';

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };

/** Milliseconds from navigation start to `html[data-hydrated]` for one fresh visit. */
async function hydratedAfter(base: string, pathname: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + pathname, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000, state: 'attached' });
    return await page.evaluate(() => Math.round(performance.now()));
  } finally {
    await browser.close();
  }
}

export async function hydrationOnSlowPhone(base: string, pages: { name: string; path: string }[], runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const page of pages) {
    const times: number[] = [];
    const loads: string[] = [];
    for (let i = 0; i < runs; i += 1) {
      loads.push(os.loadavg()[0].toFixed(1));
      times.push(await hydratedAfter(base, page.path));
    }
    rows.push({
      metric: `first visit hydrated, ${page.name}, slow 4G + 4x CPU, median of ${runs} (${times.join(', ')} ms) (load ${loads.join(', ')})`,
      value: `${(median(times) / 1000).toFixed(2)} s`,
      budget: '-',
      pass: null,
    });
  }
  return rows;
}
