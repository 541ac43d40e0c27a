/**
 * The server's time source. Every piece of server code that asks "what time is it" for business
 * rules (tokens, due subscription runs, expiries) reads `app.clock()`; this file makes that clock
 * movable for tests and e2e, so nothing ever has to sleep to make something due.
 *
 * - In tests, `tests/server/helpers.ts` passes a fixed `TestClock`.
 * - In a running server with `TEST_CLOCK=Y` (refused in production), `POST api/dev/clock` moves
 *   this clock; time keeps flowing from the moved point.
 * - Otherwise it is `Date.now`.
 */
export interface MovableClock {
  /** Milliseconds since the epoch, moved by the offset. */
  now(): number;
  /** Moves time forward (or back, with a negative value) by `ms`. */
  advance(ms: number): void;
  /** Sets the current time to `ms` since the epoch. */
  set(ms: number): void;
  /** How far this clock is from the machine's clock, in ms. */
  offset(): number;
}

export function movableClock(base: () => number = Date.now): MovableClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance: (ms) => { offset += ms; },
    set: (ms) => { offset = ms - base(); },
    offset: () => offset,
  };
}
