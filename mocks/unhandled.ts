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
  /** Call in `beforeEach`: requests from here on belong to the test. */
  start: () => void;
  /** Call in `afterEach`: throws (failing the test) when a request met no handler since `start`. */
  check: () => void;
}

export function strictUnhandled(): StrictUnhandled {
  const seen: string[] = [];
  // Between two tests a page the last test left can still ask once (a refetch as it unmounts);
  // no test made that request, so it is printed but fails none.
  let inTest = true;
  return {
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (inTest) seen.push(`${request.method} ${url.pathname}${url.search}`);
      // msw's own 'error': the message with the body, and the fetch fails as before.
      print.error();
    },
    start() {
      seen.length = 0;
      inTest = true;
    },
    check() {
      inTest = false;
      const unhandled = seen.splice(0);
      if (unhandled.length) throw new Error(`requests no msw handler answered (give the test a handler): ${unhandled.join(', ')}`);
    },
  };
}
