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

// An area's session screens (sign-in, OTP, ...), apart from the rest of the area: the sign-in pages
// need nothing else, and the other pages never these.
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

export function ensureCommonRegistered(): void {
  if (commonDone) return;
  commonDone = true;
  registerCommon();
}

/** Registers a module's components once; later calls share the first load. */
function loadOnce(area: Area, modules: Record<Area, () => Promise<AreaModule>>, pending: Map<Area, Promise<void>>): Promise<void> {
  let promise = pending.get(area);
  if (!promise) {
    promise = modules[area]().then((m) => m.register());
    // A failed chunk load must be retryable (and reported to the route's error page).
    promise.catch(() => pending.delete(area));
    pending.set(area, promise);
  }
  return promise;
}

/** Registers an area's components (all but its session screens) once. */
export function loadArea(area: Area | null): Promise<void> {
  ensureCommonRegistered();
  return area ? loadOnce(area, AREA_MODULES, loading) : Promise.resolve();
}

/** Registers an area's session screens (sign-in, OTP, ...) once. */
export function loadSessionScreens(area: Area): Promise<void> {
  ensureCommonRegistered();
  return loadOnce(area, SESSION_MODULES, loadingSession);
}

/**
 * Loads what a screen of `area` made of `components` needs: the area's session screens if it shows
 * one, the rest of the area if it shows anything else. So the sign-in pages load no back-office
 * list, and the storefront's pages no sign-in list (unless a tenant puts such blocks on them). The
 * guard loader calls it with the screen's blocks; a live bundle change revalidates the routes
 * (app/App.tsx), so a block added to the screen on display is loaded the same way.
 */
export function loadScreenArea(area: Area | null, components: readonly string[]): Promise<void> {
  ensureCommonRegistered();
  if (!area) return Promise.resolve();
  const own = components.filter((name) => name !== 'NotAvailableYet');
  const session = own.some((name) => isSessionScreen(area, name));
  const rest = own.length === 0 || own.some((name) => !isSessionScreen(area, name));
  return Promise.all([session && loadSessionScreens(area), rest && loadArea(area)]).then(() => undefined);
}

export async function loadAllAreas(): Promise<void> {
  await Promise.all(AREAS.flatMap((a) => [loadArea(a), loadSessionScreens(a)]));
}
