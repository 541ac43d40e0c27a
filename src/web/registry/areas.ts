import { isSessionScreen } from '../auth/screens/session-screen-names';
import { registerCommon } from './common';

/** Screen areas: the first segment of a screen id (`buyer.home` → buyer). */
export type Area = 'buyer' | 'merchant' | 'rider';

interface AreaModule {
  register: () => void;
}

// One dynamic import per area, so each area's components are a separate chunk.
const AREA_MODULES: Record<Area, () => Promise<AreaModule>> = {
  buyer: () => import('./buyer'),
  merchant: () => import('./merchant'),
  rider: () => import('./rider'),
};

// An area's session screens alone (sign-in, OTP): what the sign-in pages need before anyone has
// signed in, without the import list of every back-office screen.
const SESSION_MODULES: Record<Area, () => Promise<AreaModule>> = {
  buyer: () => import('../auth/screens/buyer-session-screens'),
  merchant: () => import('../auth/screens/merchant-session-screens'),
  rider: () => import('../auth/screens/rider-session-screens'),
};

export const AREAS = Object.keys(AREA_MODULES) as Area[];

export function areaOfScreen(screen: string): Area | null {
  const prefix = screen.split('.')[0];
  return prefix in AREA_MODULES ? (prefix as Area) : null;
}

let commonDone = false;
const loading = new Map<Area, Promise<void>>();
const loadingSession = new Map<Area, Promise<void>>();
const loaded = new Set<Area>();

/** Whether an area's whole registry is in (RouteScreen: a screen changed live on a sign-in page). */
export function areaLoaded(area: Area): boolean {
  return loaded.has(area);
}

export function ensureCommonRegistered(): void {
  if (commonDone) return;
  commonDone = true;
  registerCommon();
}

/** Registers an area's components once; later calls share the first load. */
export function loadArea(area: Area | null): Promise<void> {
  ensureCommonRegistered();
  if (!area) return Promise.resolve();
  let promise = loading.get(area);
  if (!promise) {
    promise = AREA_MODULES[area]().then((m) => {
      m.register();
      loaded.add(area);
    });
    // A failed chunk load must be retryable (and reported to the route's error page).
    promise.catch(() => loading.delete(area));
    loading.set(area, promise);
  }
  return promise;
}

/**
 * Registers what a screen of `area` made of `components` needs: only the area's session screens when
 * the screen shows nothing else (the sign-in pages, unless a tenant puts other blocks on them), else
 * the whole area (which registers the session screens too).
 */
export function loadScreenArea(area: Area | null, components: readonly string[]): Promise<void> {
  ensureCommonRegistered();
  if (!area) return Promise.resolve();
  const sessionOnly = components.length > 0 && components.every((name) => name === 'NotAvailableYet' || isSessionScreen(area, name));
  if (!sessionOnly || loading.has(area)) return loadArea(area);
  let promise = loadingSession.get(area);
  if (!promise) {
    promise = SESSION_MODULES[area]().then((m) => m.register());
    promise.catch(() => loadingSession.delete(area));
    loadingSession.set(area, promise);
  }
  return promise;
}

export async function loadAllAreas(): Promise<void> {
  await Promise.all(AREAS.map((a) => loadArea(a)));
}
