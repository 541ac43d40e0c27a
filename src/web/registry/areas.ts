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

export const AREAS = Object.keys(AREA_MODULES) as Area[];

export function areaOfScreen(screen: string): Area | null {
  const prefix = screen.split('.')[0];
  return prefix in AREA_MODULES ? (prefix as Area) : null;
}

let commonDone = false;
const loading = new Map<Area, Promise<void>>();

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
    promise = AREA_MODULES[area]().then((m) => m.register());
    // A failed chunk load must be retryable (and reported to the route's error page).
    promise.catch(() => loading.delete(area));
    loading.set(area, promise);
  }
  return promise;
}

export async function loadAllAreas(): Promise<void> {
  await Promise.all(AREAS.map((a) => loadArea(a)));
}
