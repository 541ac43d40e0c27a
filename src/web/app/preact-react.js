/*
 * What `react` resolves to in production builds (vite.config.ts, docs/performance.md):
 * preact/compat plus React 19's `use`, which compat lacks and libraries call (react-leaflet reads
 * its context with it). Plain JS: preact/compat's `export =` typings cannot be re-exported from TS.
 */
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19 `use`: a context's value, or a promise's value (suspending until it settles).
 * @template T
 * @param {import('preact').Context<T> | PromiseLike<T>} usable
 * @returns {T}
 */
export function use(usable) {
  // Like React's own `use`, it may be called conditionally: it reads, it keeps no hook state.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!usable || typeof usable.then !== 'function') return useContext(usable);
  const tracked = /** @type {any} */ (usable);
  if (tracked.status === 'fulfilled') return tracked.value;
  if (tracked.status === 'rejected') throw tracked.reason;
  if (!tracked.status) {
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason) => Object.assign(tracked, { status: 'rejected', reason }),
    );
  }
  // Suspense (preact/compat) waits for a thrown thenable, then renders again.
  throw tracked;
}
