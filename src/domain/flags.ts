/** Config values are strings where 'Y' means on; API booleans also arrive as 'true', 1 or true. */
export type Flaggy = boolean | number | string | null | undefined;

/** A web-config flag is on only when it is exactly 'Y' (case-insensitive, trimmed). */
export function isY(value: Flaggy): boolean {
  return typeof value === 'string' ? value.trim().toUpperCase() === 'Y' : value === true;
}

/** Lenient truthiness for API booleans: true, 1, 'Y', 'true', '1'. */
export function isTruthy(value: Flaggy): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['Y', 'TRUE', '1', 'YES'].includes(value.trim().toUpperCase());
  return false;
}

/** Non-empty after trimming (for "present" checks on API fields). */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** A finite number from a number or numeric string, else the fallback. */
export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : fallback;
  }
  return fallback;
}
