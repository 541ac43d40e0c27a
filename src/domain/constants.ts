/** Business constants of the spec, in one place so web, server and bench agree. */

export const PAGE_SIZE = {
  products: 12,
  dists: 12,
  nearbyDists: 72,
  promotionProducts: 12,
  displayGroups: 36,
  autocomplete: 10,
  merchantProducts: 12,
  barcodeScan: 10,
  promotionList: 12,
  promotionProductPopup: 12,
  customerPopup: 48,
  customerPhotos: 24,
} as const;

const MINUTE = 60_000;
export const CACHE_TTL_MS = {
  banners: 15 * MINUTE,
  promotionProducts: 5 * MINUTE,
  home: 3 * MINUTE,
} as const;

export const DEBOUNCE_MS = 500;

export const TOAST_MS = {
  default: 2000,
  standard: 3000,
  cartAdd: 1000,
  info: 5000,
  error: 30_000,
} as const;

export const COOKIE_MAX_AGE_DAYS = { default: 365, locale: 365, consent: 365, dist: 365 } as const;

/** A chunk-load failure reloads the page at most once per this interval. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** Loading overlay stagger (ms). */
export const OVERLAY_STAGGER_MS = [50, 100] as const;

export const DEFAULT_MAP_CENTER = { lat: 13.7563, lng: 100.5018, zoom: 12 } as const;

export const VARIANT_COMPANY_CODES = ['SINGHAONLINE', 'TCP', 'DUMEX', 'TCP_HIGEAR'] as const;

export const VAN_PLANNING_DAYS = 3;

export const DEFAULT_SIDE_MENU_CATEGORY_LEVEL = 1;
export const CATEGORY_LEVELS_IN_DATA = 5;
export const CATEGORY_LEVELS_IN_DRAWER = 3;

export const CURRENCY = 'THB';
