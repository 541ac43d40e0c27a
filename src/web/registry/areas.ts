import { afterNextPaint } from '../app/after-paint';
import { isSessionScreen } from '../auth/screens/session-screen-names';
import { isBuyerLandingBlock } from '../buyer/landing-screen-names';
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

// The rest of an area whose first visits need only part of its list: the storefront's landing pages
// (home, products, promotions, news) register their blocks with registry/buyer.ts, and its other
// screens (cart, checkout, account, chat, ...) with this second module (issue 13: a first visit
// downloaded the import list of every storefront screen).
const MORE_MODULES: Partial<Record<Area, () => Promise<AreaModule>>> = {
  buyer: () => import('./buyer-more'),
};
const IS_LANDING_BLOCK: Partial<Record<Area, (name: string) => boolean>> = {
  buyer: isBuyerLandingBlock,
};

export const AREAS = Object.keys(AREA_MODULES) as Area[];

export function areaOfScreen(screen: string): Area | null {
  const prefix = screen.split('.')[0];
  return prefix in AREA_MODULES ? (prefix as Area) : null;
}

let commonDone = false;
const loading = new Map<Area, Promise<void>>();
const loadingSession = new Map<Area, Promise<void>>();
const loadingMore = new Map<Area, Promise<void>>();

export function ensureCommonRegistered(): void {
  if (commonDone) return;
  commonDone = true;
  registerCommon();
}

/** Registers a module's components once; later calls share the first load. */
function loadOnce(area: Area, modules: Partial<Record<Area, () => Promise<AreaModule>>>, pending: Map<Area, Promise<void>>): Promise<void> {
  const load = modules[area];
  if (!load) return Promise.resolve();
  let promise = pending.get(area);
  if (!promise) {
    promise = load().then((m) => m.register());
    // A failed chunk load must be retryable (and reported to the route's error page).
    promise.catch(() => pending.delete(area));
    pending.set(area, promise);
  }
  return promise;
}

/**
 * Registers an area's main components once: all but its session screens, and for the storefront
 * only its landing pages' blocks (the rest: loadAreaMore, or loadScreenArea for a screen).
 */
export function loadArea(area: Area | null): Promise<void> {
  ensureCommonRegistered();
  if (!area) return Promise.resolve();
  loadAreaMoreOnInteraction(area);
  return loadOnce(area, AREA_MODULES, loading);
}

/** Registers the rest of an area's components once (the storefront's screens beyond its landing pages). */
export function loadAreaMore(area: Area): Promise<void> {
  ensureCommonRegistered();
  return loadOnce(area, MORE_MODULES, loadingMore);
}

const listening = new Set<Area>();

/**
 * The rest of the area starts loading with the visitor's first tap, click or key (a tap on a link
 * comes before its click, so the list is on its way before the navigation's loader asks for it),
 * not on a first visit that only reads. Not on the server.
 */
function loadAreaMoreOnInteraction(area: Area): void {
  if (import.meta.env.SSR || typeof window === 'undefined' || !MORE_MODULES[area] || listening.has(area)) return;
  listening.add(area);
  const kinds = ['pointerdown', 'keydown', 'touchstart'] as const;
  const go = () => {
    for (const kind of kinds) window.removeEventListener(kind, go, true);
    // After the tap's own frame has painted: registering 39 screens in that frame made the first
    // add-to-cart's count paint 50 ms later at 4x CPU (bench tap figure 56 → 120 ms). A link's loader
    // that needs the list starts it at once anyway. A failed load is retried by that loader
    // (loadOnce forgets failures).
    afterNextPaint(() => void loadAreaMore(area).catch(() => undefined));
  };
  for (const kind of kinds) window.addEventListener(kind, go, { capture: true, passive: true });
}

/** Registers an area's session screens (sign-in, OTP, ...) once. */
export function loadSessionScreens(area: Area): Promise<void> {
  ensureCommonRegistered();
  return loadOnce(area, SESSION_MODULES, loadingSession);
}

/**
 * Loads what a screen of `area` made of `components` needs: the area's session screens if it shows
 * one, the rest of the area if it shows anything else, and for the storefront the list beyond its
 * landing pages if it shows a block of that list (or `components` is not known yet). So the sign-in
 * pages load no back-office list, the storefront's pages no sign-in list (unless a tenant puts such
 * blocks on them), and the landing pages not the list of every other storefront screen. The
 * guard loader calls it with the screen's blocks; a live bundle change revalidates the routes
 * (app/App.tsx), so a block added to the screen on display is loaded the same way.
 */
export function loadScreenArea(area: Area | null, components: readonly string[]): Promise<void> {
  ensureCommonRegistered();
  if (!area) return Promise.resolve();
  const own = components.filter((name) => name !== 'NotAvailableYet');
  const session = own.some((name) => isSessionScreen(area, name));
  const rest = own.length === 0 || own.some((name) => !isSessionScreen(area, name));
  const landing = IS_LANDING_BLOCK[area];
  const more = Boolean(landing) && (own.length === 0 || own.some((name) => !isSessionScreen(area, name) && !landing?.(name)));
  return Promise.all([session && loadSessionScreens(area), rest && loadArea(area), more && loadAreaMore(area)]).then(() => undefined);
}

export async function loadAllAreas(): Promise<void> {
  await Promise.all(AREAS.flatMap((a) => [loadArea(a), loadAreaMore(a), loadSessionScreens(a)]));
}
