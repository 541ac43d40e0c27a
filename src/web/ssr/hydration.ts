import { useSyncExternalStore } from 'react';

/*
 * What the server decided about this page view, so the browser's first (hydrating) render is the
 * same render: whether the page was server-rendered at all, and the viewport guess the server made
 * from the request (Sec-CH-UA-Mobile / User-Agent). After hydration the real values take over.
 */
export interface ServerHints {
  /** The page's HTML came from the server and the browser hydrates it. */
  ssr: boolean;
  /** The server rendered the phone layout. */
  mobile: boolean;
  /**
   * On the server only: the request's `consent` cookie is Y. The browser reads its own cookie, which
   * is the one the server saw (the consent is part of a cached page's key).
   */
  consented?: boolean;
}

let hints: ServerHints = { ssr: false, mobile: false };

export function setServerHints(next: ServerHints): void {
  hints = next;
}

export function serverHints(): ServerHints {
  return hints;
}

const noop = () => () => undefined;

/**
 * False while rendering on the server and during hydration, true afterwards: for the few things
 * only the browser knows (localStorage cart, cookies), so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
