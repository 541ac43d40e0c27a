/**
 * Buckets of the dashboard graphs, in Bangkok business days (UTC+7 all year, no daylight saving,
 * so a fixed offset is exact and the database needs no time-zone data).
 */
export type ReportRange = 'day' | 'week' | 'month' | 'year';
export const REPORT_RANGES: ReportRange[] = ['day', 'week', 'month', 'year'];

/** How many buckets each range shows: 30 days, 12 weeks, 12 months, 5 years. */
export const BUCKETS: Record<ReportRange, number> = { day: 30, week: 12, month: 12, year: 5 };

const OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export interface Bucket {
  /** '2026-11-20' (day, week: its Monday), '2026-11' (month), '2026' (year). */
  key: string;
  /** Inclusive start and exclusive end, as instants. */
  start: Date;
  end: Date;
}

/** Bangkok wall-clock fields of an instant. */
function local(ms: number) {
  const d = new Date(ms + OFFSET_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), dow: (d.getUTCDay() + 6) % 7 };
}

/** The instant of Bangkok midnight of that calendar date (month may overflow, Date.UTC normalises). */
function midnight(y: number, m: number, d: number): number {
  return Date.UTC(y, m, d) - OFFSET_MS;
}

function startOf(range: ReportRange, ms: number): number {
  const t = local(ms);
  switch (range) {
    case 'day': return midnight(t.y, t.m, t.d);
    case 'week': return midnight(t.y, t.m, t.d - t.dow);
    case 'month': return midnight(t.y, t.m, 1);
    case 'year': return midnight(t.y, 0, 1);
  }
}

function step(range: ReportRange, startMs: number, n: number): number {
  const t = local(startMs);
  switch (range) {
    case 'day': return startMs + n * DAY_MS;
    case 'week': return startMs + n * 7 * DAY_MS;
    case 'month': return midnight(t.y, t.m + n, 1);
    case 'year': return midnight(t.y + n, 0, 1);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

export function bucketKey(range: ReportRange, startMs: number): string {
  const t = local(startMs);
  if (range === 'year') return String(t.y);
  if (range === 'month') return `${t.y}-${pad(t.m + 1)}`;
  return `${t.y}-${pad(t.m + 1)}-${pad(t.d)}`;
}

/** The range's buckets ending with the one that holds `now`, oldest first. */
export function buckets(range: ReportRange, now: number): Bucket[] {
  const current = startOf(range, now);
  const count = BUCKETS[range];
  const out: Bucket[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const start = step(range, current, -i);
    out.push({ key: bucketKey(range, start), start: new Date(start), end: new Date(step(range, start, 1)) });
  }
  return out;
}

const KEY_FORMAT: Record<ReportRange, string> = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

/**
 * SQL giving a row's bucket key as text, the same string `bucketKey` makes (formatted in the
 * database: drivers disagree on how they read a timestamp without zone).
 */
export function bucketKeySql(range: ReportRange, column: string): string {
  return `to_char(date_trunc('${range}', (${column} AT TIME ZONE 'UTC') + interval '7 hours'), '${KEY_FORMAT[range]}')`;
}

/** The same key from a Bangkok calendar date column (the report summaries, migration 0303). */
export function bucketKeyOfDaySql(range: ReportRange, column: string): string {
  return `to_char(date_trunc('${range}', ${column}::timestamp), '${KEY_FORMAT[range]}')`;
}

/** The Bangkok calendar date ('YYYY-MM-DD') of an instant. */
export function bangkokDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
