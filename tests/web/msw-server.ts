/*
 * The msw server of a component test file. Every request must meet a handler: msw's own 'error'
 * only makes the fetch fail, and a screen that reads a failed call as "nothing" (an empty shelf,
 * no badge) lets the test pass with the request left in the log. Here the test that made an
 * unanswered request fails (mocks/unhandled.ts).
 */
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { strictUnhandled } from '../../mocks/unhandled';

export function mswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  const unhandled = strictUnhandled();
  beforeAll(() => server.listen({ onUnhandledRequest: unhandled.onUnhandledRequest }));
  beforeEach(() => unhandled.start());
  afterEach(() => {
    server.resetHandlers();
    unhandled.check();
  });
  afterAll(() => server.close());
  return server;
}
