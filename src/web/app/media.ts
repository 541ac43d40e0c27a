import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../engine';
import { serverHints } from '../ssr/hydration';

// The spec's desktop layout starts at md (the theme's second breakpoint); below it is mobile.
export const MOBILE_QUERY = `(max-width: calc(${BREAKPOINTS[1]} - 0.02px))`;

function mediaList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
}

export function isMobileNow(): boolean {
  return mediaList()?.matches ?? serverHints().mobile;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  // On the server and while hydrating: the layout the server chose, so both renders agree.
  return useSyncExternalStore(subscribe, isMobileNow, () => serverHints().mobile);
}
