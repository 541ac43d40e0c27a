import { localeFromPath, localePrefix } from './locale';

// Non-React code (the fetch wrapper, session actions) navigates through here; the router registers
// its navigate function at start-up so redirects stay client-side.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** Navigates to an app path, keeping the current language prefix. */
export function navigateTo(path: string, options: { replace?: boolean; keepLocale?: boolean } = {}): void {
  const target = options.keepLocale === false ? path : `${localePrefix(localeFromPath(currentPathname()))}${path}`;
  if (navigator) navigator(target || '/', { replace: options.replace });
  else if (typeof window !== 'undefined') window.location.assign(target || '/');
}
