/**
 * Work a tap causes but the tapped result does not need (the cart-add toast, the cart's
 * localStorage copy, the server cart call) waits until the browser has painted the frame the tap
 * changed, so a slow phone shows the new cart count first (issue 13 item 6, docs/performance.md
 * "Issue 13, session 12"). "Painted" is the first task after the next animation frame; a tab
 * that draws no frames (hidden, or a test DOM without them) runs the work after FALLBACK_MS.
 */
const FALLBACK_MS = 100;

let queued: Array<() => void> = [];
// Which scheduling is current: the frame callback and the fallback of a batch already run are ignored.
let batch = 0;

function flush(mine: number): void {
  if (mine !== batch || queued.length === 0) return;
  batch += 1;
  const tasks = queued;
  queued = [];
  for (const task of tasks) {
    try {
      task();
    } catch (err) {
      // One failing task must not keep the others (e.g. the cart's save) from running.
      setTimeout(() => { throw err; });
    }
  }
}

/** Runs `task` after the next paint; tasks queued in one frame run together, in order. */
export function afterNextPaint(task: () => void): void {
  queued.push(task);
  if (queued.length > 1) return;
  const mine = batch;
  setTimeout(() => flush(mine), FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(() => flush(mine), 0));
}

/** The same, as a promise (for a queue of calls that must keep their order). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
