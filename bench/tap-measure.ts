/*
 * The INP-like figure of issue 13 item 6 (add to cart tap → cart count updated), measured in the
 * page the way Chromium's INP is: the Event Timing entries of the tap's interaction (pointerdown,
 * pointerup, click share one interactionId), each ending at the paint of the frame after its
 * handlers; the figure is the latest of those paints, from the pointerdown's time (8 ms steps). That paint shows the count only if the count
 * changed inside the handlers; when it changes later (an await, a deferred update) or no entry
 * reached Event Timing's 16 ms floor, the figure is the session-11 one below, which is never lower.
 *
 * The earlier figure (session 11) ended at a setTimeout queued from the first animation frame after
 * the count changed: it also counted whatever work the page had queued for after that paint (the
 * toast, the cart's save) and the renderer's scheduling of the timer. It is still printed, as
 * "timer", for comparison with the figures before session 12 (docs/performance.md).
 */
import type { Page } from '@playwright/test';

/** Evaluated in the page before the tap: `window.__tap.done` resolves once the count changed and was drawn. */
export const TAP_PROBE = `(() => {
  const w = window;
  // A phone shows the count on the bottom bar's cart; a wider screen in the header.
  const count = () => [...document.querySelectorAll('[data-testid="cart-count"], [data-testid="bottom-nav-cart-count"]')].map((e) => e.textContent).join('|');
  const before = count();
  const events = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId > 0) events.push({ name: e.name, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration }); })
    .observe({ type: 'event', durationThreshold: 16 });
  w.__tap = { start: 0, changedAt: 0, timerAt: 0, events, done: new Promise((resolve) => {
    document.addEventListener('pointerdown', (e) => { w.__tap.start = e.timeStamp; }, { capture: true, once: true });
    const seen = new MutationObserver(() => {
      if (count() === before) return;
      seen.disconnect();
      w.__tap.changedAt = performance.now();
      requestAnimationFrame(() => {
        setTimeout(() => { w.__tap.timerAt = performance.now(); resolve(true); });
      });
    });
    seen.observe(document.body, { subtree: true, childList: true, characterData: true });
  }) };
})()`;

export interface TapFigure {
  /** Tap → paint of the frame showing the new count (ms), INP's way; -1 when the count never changed. */
  ms: number;
  /** How it was found: 'event timing' (count drawn in the interaction's paint) or 'timer' (a later frame: the session-11 figure). */
  how: 'event timing' | 'timer' | 'none';
  /** The session-11 figure: tap → a timer after the first frame after the change. */
  timerMs: number;
  /** The page's own handlers in the tap (Event Timing's processing time of its entries, summed): what the app controls. */
  handlersMs: number;
}

interface TapState { start: number; changedAt: number; timerAt: number; events: { name: string; startTime: number; processingStart: number; processingEnd: number; duration: number }[] }

/** Waits for the tapped count (at most `timeoutMs`) and reads the figure. */
export async function readTap(page: Page, timeoutMs = 20_000): Promise<TapFigure> {
  const ok = await page.evaluate(`Promise.race([window.__tap.done, new Promise((r) => setTimeout(() => r(false), ${timeoutMs}))])`);
  if (!ok) return { ms: -1, how: 'none', timerMs: -1, handlersMs: -1 };
  // Event Timing entries arrive after the paint they end at.
  await page.waitForTimeout(300);
  const s = await page.evaluate('window.__tap') as TapState;
  const timerMs = s.timerAt - s.start;
  const handlersMs = s.events.reduce((sum, e) => sum + e.processingEnd - e.processingStart, 0);
  const drawnIn = s.events.filter((e) => e.processingEnd >= s.changedAt);
  if (s.events.length > 0 && drawnIn.length > 0) {
    return { ms: Math.max(...s.events.map((e) => e.startTime + e.duration)) - s.start, how: 'event timing', timerMs, handlersMs };
  }
  return { ms: timerMs, how: 'timer', timerMs, handlersMs };
}
