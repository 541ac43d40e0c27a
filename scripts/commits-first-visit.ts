/*
 * Which React commits a first visit makes, and what caused each (issue 13). A stand-in React
 * DevTools hook, installed before the page's scripts, sees every commit: for each it lists how many
 * components rendered, and the components whose own state changed (the update's origin), with the
 * keys of a changed hook value (for `useSnapshot`, the store fields that differ). Use an
 * unminified build so the names mean something:
 *   NODE_ENV=production npx vite build --minify false --outDir /tmp/x/web --emptyOutDir
 * then serve it with WEB_DIR=/tmp/x/web (server renderer beside it in /tmp/x/ssr).
 * Usage: npx tsx scripts/commits-first-visit.ts http://127.0.0.1:3951/
 * A signed-in visit: COOKIE='token=<jtoken>; dc=1001' (the cookies are set for the URL's host).
 */
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../bench/browser';

type Commit = { at: number; rendered: number; origins: string[]; top: string[] };
declare global {
  interface Window {
    __commits?: Commit[];
  }
}

const url = process.argv[2] ?? 'http://127.0.0.1:3951/';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
// A string, not a function: tsx would wrap named functions in a helper the page does not have.
await page.addInitScript(`(() => {
  const commits = (window.__commits = []);
  const nameOf = (f) => {
    const t = f.type;
    if (!t) return '#' + f.tag;
    if (typeof t === 'string') return t;
    return t.displayName || t.name || (t.type && t.type.name) || (t.render && t.render.name) || '#' + f.tag;
  };
  const changedKeys = (a, b) => {
    if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return '';
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].filter((k) => a[k] !== b[k]).slice(0, 8).join(',');
  };
  const isFunctionish = (f) => f.tag === 0 || f.tag === 11 || f.tag === 14 || f.tag === 15;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const origins = [];
      const top = [];
      const walk = (f, depth) => {
        for (let n = f; n; n = n.sibling) {
          const prev = n.alternate;
          if (prev && isFunctionish(n) && (n.flags & 1) === 1) {
            rendered += 1;
            if (top.length < 6) top.push(nameOf(n) + '@' + depth);
            let h = n.memoizedState, p = prev.memoizedState;
            for (let i = 0; h && p && typeof h === 'object' && 'next' in h; i += 1, h = h.next, p = p.next) {
              if (h.queue && h.memoizedState !== p.memoizedState) {
                const keys = changedKeys(h.memoizedState, p.memoizedState);
                origins.push(nameOf(n) + '[hook ' + i + (keys ? ': ' + keys : '') + ']');
              }
            }
          }
          walk(n.child, depth + 1);
        }
      };
      walk(root.current, 0);
      commits.push({ at: Math.round(performance.now()), rendered, origins: origins.slice(0, 14), top });
    },
  };
})();`);
if (process.env.COOKIE) {
  const cookies = process.env.COOKIE.split(';').map((pair) => pair.trim().split('=')).map(([name, ...rest]) => ({ name, value: rest.join('='), url }));
  await page.context().addCookies(cookies);
}
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url);
await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
const hydratedAt = await page.evaluate(() => Math.round(performance.now()));
await page.waitForTimeout(4000);
const commits = await page.evaluate(() => window.__commits ?? []);
console.log(`hydrated mark seen at ~${hydratedAt} ms; ${commits.length} commits`);
for (const c of commits) console.log(`${c.at} ms  rendered ${c.rendered}  origins: ${c.origins.join(' | ') || '-'}  first: ${c.top.join(' ')}`);
await browser.close();
