/*
 * msw's `onUnhandledRequest: 'error'` prints the request and makes its fetch fail with a network
 * error. A screen that reads a failed call as "nothing" (the product list: "Failures read as an
 * empty page") survives that, so the test passes and the request only shows up in the log. This
 * strategy prints the same error and also fails the test that made the request.
 */
import type { UnhandledRequestCallback } from 'msw';

export interface StrictUnhandled {
  /** Pass to `server.listen({ onUnhandledRequest })`. */
  onUnhandledRequest: UnhandledRequestCallback;
  /** Call in `afterEach`: throws (failing the test) when a request met no handler since the last check. */
  check: () => void;
}

export function strictUnhandled(): StrictUnhandled {
  const seen: string[] = [];
  return {
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
      // msw's own 'error': the message with the body, and the fetch fails as before.
      print.error();
    },
    check() {
      const unhandled = seen.splice(0);
      if (unhandled.length) throw new Error(`requests no msw handler answered (give the test a handler): ${unhandled.join(', ')}`);
    },
  };
}
