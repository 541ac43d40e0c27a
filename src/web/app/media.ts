import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../engine';

// The spec's desktop layout starts at md (the theme's second breakpoint); below it is mobile.
export const MOBILE_QUERY = `(max-width: calc(${BREAKPOINTS[1]} - 0.02px))`;

function mediaList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
}

export function isMobileNow(): boolean {
  return mediaList()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
