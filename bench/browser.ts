/*
 * What a real browser downloads: Debian's Chromium opens a page of a running server and records
 * every script response until the network has been quiet (the lazy chunks the page pulls in after
 * start-up count too: a user waits for them all the same).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };

export interface PageScripts {
  /** Script URLs' paths (e.g. `/assets/index-abc.js`), in the order they were requested. */
  scripts: string[];
  /** Bytes on the wire (compressed body + headers) of those scripts. */
  wireBytes: number;
}

/** A first visit (fresh profile) at a phone's width: the scripts `pathname` downloads until idle. */
export async function recordScripts(base: string, pathname: string): Promise<PageScripts> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    let wireBytes = 0;
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, new URL(e.response.url).pathname);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) wireBytes += e.encodedDataLength;
    });
    await page.goto(base + pathname, { waitUntil: 'networkidle' });
    // networkidle allows two requests in flight; wait until nothing new starts for a second.
    let seen = -1;
    while (seen !== scripts.size) {
      seen = scripts.size;
      await page.waitForTimeout(1000);
    }
    return { scripts: [...new Set(scripts.values())], wireBytes };
  } finally {
    await browser.close();
  }
}
