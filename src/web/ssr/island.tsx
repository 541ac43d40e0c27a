import { createElement, memo, Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/*
 * Selective hydration (issue 13). React hydrates the server HTML outside any <Suspense> boundary in
 * one synchronous task, then each boundary later, in low-priority passes that yield to the browser
 * every few milliseconds. An island is such a boundary around an independent part of a page
 * (header, footer, each block of a screen): the first visit's one long hydration task becomes many
 * short ones. The server renders the same boundary, so the HTML and the hydrated DOM stay equal.
 *
 * The app marks the document hydrated (`html[data-hydrated]`, which tests, the bench and the input
 * guard wait for) only once every island has hydrated: `whenIslandsHydrated`.
 */

/** Islands mounted in a commit whose content has not hydrated yet. */
const waiting = new Set<object>();
/** Islands whose content has mounted (hydrated or rendered). */
const finished = new WeakSet<object>();
let listeners: (() => void)[] = [];
let settled = false;

function settle(): void {
  if (waiting.size > 0 || listeners.length === 0) return;
  settled = true;
  const ready = listeners;
  listeners = [];
  for (const listener of ready) listener();
}

/**
 * Calls back once no island is waiting to hydrate. Called from the root's first effect: islands
 * of the root's commit registered themselves in their layout effects, which run before it.
 */
export function whenIslandsHydrated(callback: () => void): void {
  listeners.push(callback);
  settle();
}

/** True once the first visit's islands have all hydrated (screens mounted later render without islands). */
export function islandsSettled(): boolean {
  return settled;
}

function IslandContent({ token, children }: { token: object; children: ReactNode }) {
  // Runs in the commit that hydrated (or rendered) the content, after any island nested inside
  // registered itself (children's effects run first), so the count never reaches 0 too early.
  useLayoutEffect(() => {
    finished.add(token);
    waiting.delete(token);
    settle();
  }, [token]);
  return children;
}

/** A part of the page that hydrates on its own (see above). Renders nothing of its own into the DOM. */
export function Island({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({}));
  useLayoutEffect(() => {
    if (!finished.has(token)) waiting.add(token);
    return () => {
      waiting.delete(token);
      settle();
    };
  }, [token]);
  return (
    <Suspense fallback={null}>
      <IslandContent token={token}>{children}</IslandContent>
    </Suspense>
  );
}

/**
 * `Component` inside its own island, memoised: a parent re-rendering with the same props must not
 * hand a still-dehydrated boundary new children, which makes React hydrate it at once, in one
 * synchronous task, before applying the update.
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function IslandOf(props: P) {
    return <Island>{createElement(Component, props)}</Island>;
  }
  IslandOf.displayName = `Island(${Component.displayName ?? Component.name})`;
  return memo(IslandOf) as unknown as ComponentType<P>;
}

/** Test seam: forget islands between tests. */
export function resetIslands(): void {
  waiting.clear();
  listeners = [];
  settled = false;
}
