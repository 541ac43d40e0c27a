import { useMatches } from 'react-router';
import type { CompiledRoute, Locale } from '../../engine';

/** What every bundle route carries in its react-router `handle`. */
export interface RouteHandle {
  route: CompiledRoute;
  locale: Locale;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return !!handle && typeof handle === 'object' && 'route' in handle && 'locale' in handle;
}

/** The bundle route being shown (the deepest match that carries a route handle). */
export function useCurrentRoute(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
