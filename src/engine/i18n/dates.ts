/**
 * The one date and time formatter of every screen (buyer, back office, rider). Thai pages read the
 * Buddhist era and Thai month names (2569 for 2026), English pages the Gregorian en-GB form. The
 * time zone is always passed (Bangkok for instants), so the server's render and the browser's
 * hydration print the same text whatever zone either runs in.
 */
import type { Locale } from '../bundle/types';

/** Thailand is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The zone the business runs in; instants are shown as Bangkok wall time. */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';

export type DateStyle =
  /** '20 Nov 2026' / '20 พ.ย. 2569' */
  | 'date'
  /** 'Fri, 20 Nov 2026' / 'ศ. 20 พ.ย. 2569' */
  | 'weekdayDate'
  /** 'Friday, 20 November 2026' / 'วันศุกร์ที่ 20 พฤศจิกายน 2569' */
  | 'longDate'
  /** '20 Nov 2026, 14:05' / '20 พ.ย. 2569 14:05' */
  | 'dateTime'
  /** '20 Nov 2026, 14:05:09' (audit trails) */
  | 'dateTimeSeconds'
  /** '20/11/2026 14:05' / '20/11/2569 14:05' (dense back-office tables) */
  | 'numericDateTime'
  /** '20/11/2026' / '20/11/2569' (what the date field shows and accepts) */
  | 'numericDate'
  /** '20 Nov, 14:05' (chat bubbles) */
  | 'dayMonthTime'
  /** '20 Nov' (chart buckets) */
  | 'dayMonth'
  /** 'Nov 2026' / 'พ.ย. 2569' */
  | 'monthYear'
  /** 'Nov 26' / 'พ.ย. 69' (chart axes, where space is short) */
  | 'shortMonthYear'
  /** '2026' / 'พ.ศ. 2569' */
  | 'year'
  /** '14:05' */
  | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTimeSeconds: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  numericDateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
  shortMonthYear: { month: 'short', year: '2-digit' },
  year: { year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** The Intl locale of a page language: the calendar is named, never left to the runtime's default. */
export function intlDateLocale(locale: Locale | string): string {
  return locale === 'en' ? 'en-GB' : 'th-TH-u-ca-buddhist';
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale | string, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const tag = intlDateLocale(locale);
  const key = `${tag}|${style}|${timeZone}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { ...STYLES[style], timeZone });
    cache.set(key, f);
  }
  return f;
}

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD': a calendar day (or month, year), not an instant. */
const CALENDAR_DAY = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * A date in the page's language. `value` is an instant (ISO timestamp, Date, epoch ms), shown in
 * Bangkok time, or a calendar day ('2026-11-20', '2026-11', '2026'), shown as that very day in any
 * zone. Anything unreadable comes back as given (or '' when empty), never 'Invalid Date'.
 */
export function formatDate(value: string | number | Date | null | undefined, style: DateStyle, locale: Locale | string): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2] ?? '1') - 1, Number(day[3] ?? '1')));
    return formatter(locale, style, 'UTC').format(date);
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(locale, style, BANGKOK_TIME_ZONE).format(date);
}

/** Today (or the day of `now`) in Bangkok as 'YYYY-MM-DD', the value date fields carry. */
export function bangkokIsoDay(now: number | Date = Date.now()): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  const local = new Date(ms + BANGKOK_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(local.getUTCDate()).padStart(2, '0')}`;
}

/** A real calendar day 'YYYY-MM-DD' → its parts, or null. */
export function parseIsoDay(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What a person typed in a date field → 'YYYY-MM-DD', or null. Accepts the ISO form and
 * day/month/year (with '/', '-' or '.'); on a Thai page a year past 2400 is read as Buddhist era.
 */
export function parseTypedDate(text: string, locale: Locale | string): string | null {
  const s = text.trim();
  if (parseIsoDay(s)) return s;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (!m) return null;
  let year = Number(m[3]);
  if (locale !== 'en' && year > 2400) year -= 543;
  const iso = isoDay(year, Number(m[2]), Number(m[1]));
  return parseIsoDay(iso) ? iso : null;
}
