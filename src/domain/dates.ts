/**
 * Calendar-day helpers. Business days are counted in the tenant's local time (Thailand by default:
 * UTC+7 all year, no daylight saving), so at 01:00 on the 21st in Bangkok (18:00 UTC on the 20th) a
 * promotion ending on the 20th is already over. `now` is always passed in; nothing here reads the clock.
 */

/** Minutes east of UTC for Thailand. */
export const BANGKOK_OFFSET_MINUTES = 7 * 60;

/** A calendar day as the integer YYYYMMDD, convenient to compare. */
export type DayKey = number;

export function dayKey(now: Date, offsetMinutes: number = BANGKOK_OFFSET_MINUTES): DayKey {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  return local.getUTCFullYear() * 10000 + (local.getUTCMonth() + 1) * 100 + local.getUTCDate();
}

/** Day of week in local time, 0 = Monday … 6 = Sunday. */
export function weekdayIndex(now: Date, offsetMinutes: number = BANGKOK_OFFSET_MINUTES): number {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  return (local.getUTCDay() + 6) % 7;
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** 'DD/MM/YYYY' → 'YYYYMMDD', or null when it is not a real date. */
export function ddmmyyyyToYyyymmdd(value: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value ?? '');
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(y, mo, d)) return null;
  return `${y}${String(mo).padStart(2, '0')}${String(d).padStart(2, '0')}`;
}

/** 'YYYYMMDD' → 'DD/MM/YYYY', or null when it is not a real date. */
export function yyyymmddToDdmmyyyy(value: string): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})\s*$/.exec(value ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(y, mo, d)) return null;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/**
 * Read a day from the formats the data carries: 'YYYYMMDD', 'DD/MM/YYYY', 'YYYY-MM-DD' (optionally
 * followed by a time, which is ignored: the date part is the business day), a Date (its local day),
 * or a DayKey number. Returns null for anything unreadable.
 */
export function parseDay(
  value: string | number | Date | null | undefined,
  offsetMinutes: number = BANGKOK_OFFSET_MINUTES,
): DayKey | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayKey(value, offsetMinutes);
  if (typeof value === 'number') return parseDay(String(value), offsetMinutes);
  const s = value.trim();
  let compact: string | null = null;
  if (/^\d{8}$/.test(s)) compact = yyyymmddToDdmmyyyy(s) ? s : null;
  else if (s.includes('/')) compact = ddmmyyyyToYyyymmdd(s);
  else {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
    if (iso && isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) compact = `${iso[1]}${iso[2]}${iso[3]}`;
  }
  return compact === null ? null : Number(compact);
}

/** DayKey → 'YYYYMMDD'. */
export function dayKeyToYyyymmdd(key: DayKey): string {
  return String(key).padStart(8, '0');
}

/** DayKey → 'DD/MM/YYYY'. */
export function dayKeyToDdmmyyyy(key: DayKey): string {
  return yyyymmddToDdmmyyyy(dayKeyToYyyymmdd(key)) ?? '';
}

/** Add whole days to a DayKey. */
export function addDays(key: DayKey, days: number): DayKey {
  const y = Math.floor(key / 10000);
  const m = Math.floor((key % 10000) / 100);
  const d = key % 100;
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return dt.getUTCFullYear() * 10000 + (dt.getUTCMonth() + 1) * 100 + dt.getUTCDate();
}

/** Inclusive range check; an open end (null) does not limit. */
export function isDayWithin(day: DayKey, start: DayKey | null, end: DayKey | null): boolean {
  if (start !== null && day < start) return false;
  if (end !== null && day > end) return false;
  return true;
}

/** True while `now` is less than `ttlMs` after `since` (cache freshness). */
export function isFresh(since: number | null | undefined, now: number, ttlMs: number): boolean {
  if (since === null || since === undefined || !Number.isFinite(since)) return false;
  return now - since < ttlMs && now >= since;
}
