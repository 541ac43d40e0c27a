/** Distances between a buyer and distribution centres, and the centre-picker ordering rules. */

export const EARTH_RADIUS_KM = 6371;

/** Coordinates as they arrive from the API: numbers, numeric strings, or missing. */
export type CoordinateValue = number | string | null | undefined;

export interface LatLng {
  lat: CoordinateValue;
  lng: CoordinateValue;
}

function toCoordinate(v: CoordinateValue): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * Great-circle distance in km (haversine, earth radius 6371 km).
 * 0 when any coordinate is missing or unreadable, as the spec says: a centre without a location is
 * shown as 0 km rather than hidden.
 */
export function haversineKm(from: LatLng, to: LatLng): number {
  const lat1 = toCoordinate(from.lat);
  const lng1 = toCoordinate(from.lng);
  const lat2 = toCoordinate(to.lat);
  const lng2 = toCoordinate(to.lng);
  if (lat1 === null || lng1 === null || lat2 === null || lng2 === null) return 0;
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance rounded for display (2 decimals by default). */
export function roundKm(km: number, decimals = 2): number {
  if (!Number.isFinite(km)) return 0;
  const f = 10 ** decimals;
  return Math.round(km * f) / f;
}

/** A distribution centre as listed by the API (only the fields these rules read). */
export interface DistLike {
  SaleUnit: string;
  lat?: CoordinateValue;
  lon?: CoordinateValue;
  LatDecimal?: CoordinateValue;
  LonDecimal?: CoordinateValue;
}

/** The centre's coordinates: decimal columns first, then lat/lon. */
export function distCoordinates(dist: DistLike): LatLng {
  const lat = toCoordinate(dist.LatDecimal) ?? toCoordinate(dist.lat);
  const lng = toCoordinate(dist.LonDecimal) ?? toCoordinate(dist.lon);
  return { lat, lng };
}

/** Each centre with its `Distance` (km, 2 decimals) from the buyer's position. */
export function withDistances<T extends DistLike>(dists: readonly T[], origin: LatLng | null | undefined): (T & { Distance: number })[] {
  return dists.map((d) => ({
    ...d,
    Distance: origin ? roundKm(haversineKm(origin, distCoordinates(d))) : 0,
  }));
}

/**
 * Picker order: the selected centre first, then the others nearest first (unknown distance, 0, keeps
 * the server's order among equals because the sort is stable).
 */
export function orderForPicker<T extends DistLike & { Distance?: number }>(dists: readonly T[], selectedSaleUnit: string | null | undefined): T[] {
  const selected = dists.filter((d) => d.SaleUnit === selectedSaleUnit);
  const rest = dists
    .filter((d) => d.SaleUnit !== selectedSaleUnit)
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const da = a.d.Distance || Number.POSITIVE_INFINITY;
      const db = b.d.Distance || Number.POSITIVE_INFINITY;
      return da === db ? a.i - b.i : da - db;
    })
    .map((x) => x.d);
  return [...selected, ...rest];
}

/**
 * After login or at start-up: keep the saved centre if it is one of the user's, otherwise the first.
 * Null when the user has no centre at all.
 */
export function chooseActiveDist<T extends DistLike>(dists: readonly T[], savedSaleUnit: string | null | undefined): T | null {
  if (dists.length === 0) return null;
  return dists.find((d) => d.SaleUnit === savedSaleUnit) ?? dists[0];
}
