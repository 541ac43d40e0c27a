import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose heading depends on more than its route names its title here (a translation key),
 * and the top bar and document title use it instead of the route's `title`. The register page is
 * one route for a customer ('Register') and for a salesperson from the back office ('Register a
 * new customer', `?layout=merchant`): the bar said one while the card said the other.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(key: string | null): void {
  if (key === current) return;
  current = key;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title key a screen asked for, or null (then the route's own title applies). */
export function useScreenTitleKey(): string | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/** Called by a screen while it is shown; null keeps the route's title. Cleared when it unmounts. */
export function useScreenTitle(key: string | null): void {
  useEffect(() => {
    set(key);
    return () => set(null);
  }, [key]);
}
