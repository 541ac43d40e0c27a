/**
 * Recurring-order schedules: pure date arithmetic on calendar days (ISO `YYYY-MM-DD`, Bangkok
 * days — the server turns its clock into "today" before calling these).
 *
 * - `week`: every week on `weekday`; `2weeks`: every other week on `weekday`, counted from the
 *   first such day on or after the start; `month`: every month on `monthDay`.
 * - Day 29, 30 or 31 in a month that is shorter runs on that month's last day (31 → 30 April,
 *   28/29 February) and goes back to the chosen day the next month. Never skipped, never twice.
 * - Weekdays: 0 = Monday … 6 = Sunday (as `weekdayIndex` in dates.ts).
 */
export type Frequency = 'week' | '2weeks' | 'month';
export const FREQUENCIES: readonly Frequency[] = ['week', '2weeks', 'month'];

export interface Schedule {
  frequency: Frequency;
  weekday?: number | null;
  monthDay?: number | null;
  startDate: string;
  endDate?: string | null;
}

export interface ScheduleError { field: string; reason: string }

const ISO = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function fromUtc(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(s: string): boolean {
  if (!ISO.test(s)) return false;
  const d = toUtc(s);
  return !Number.isNaN(d.getTime()) && fromUtc(d) === s;
}

export function addDays(iso: string, days: number): string {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(iso: string): number {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The run day of the month `year`/`month0` for `monthDay` (clamped to the month's last day). */
function monthRun(year: number, month0: number, monthDay: number): string {
  const day = Math.min(monthDay, daysInMonth(year, month0));
  return fromUtc(new Date(Date.UTC(year, month0, day)));
}

/**
 * Every failing field with a clear reason (field names as in the API body). `today` refuses a
 * start in the past.
 */
export function validateSchedule(s: Schedule, today: string): ScheduleError[] {
  const errors: ScheduleError[] = [];
  if (!FREQUENCIES.includes(s.frequency)) errors.push({ field: '/body/frequency', reason: 'must be week, 2weeks or month' });
  if (s.frequency === 'week' || s.frequency === '2weeks') {
    if (s.weekday === undefined || s.weekday === null) errors.push({ field: '/body/weekday', reason: 'choose the day of the week (0 = Monday … 6 = Sunday)' });
    else if (!Number.isInteger(s.weekday) || s.weekday < 0 || s.weekday > 6) errors.push({ field: '/body/weekday', reason: 'must be 0 (Monday) to 6 (Sunday)' });
    if (s.monthDay !== undefined && s.monthDay !== null) errors.push({ field: '/body/monthDay', reason: 'only for a monthly schedule' });
  }
  if (s.frequency === 'month') {
    if (s.monthDay === undefined || s.monthDay === null) errors.push({ field: '/body/monthDay', reason: 'choose the day of the month (1 to 31)' });
    else if (!Number.isInteger(s.monthDay) || s.monthDay < 1 || s.monthDay > 31) errors.push({ field: '/body/monthDay', reason: 'must be 1 to 31 (29-31 run on the last day of shorter months)' });
    if (s.weekday !== undefined && s.weekday !== null) errors.push({ field: '/body/weekday', reason: 'only for a weekly schedule' });
  }
  const startOk = isIsoDate(s.startDate);
  if (!startOk) errors.push({ field: '/body/startDate', reason: 'must be a date YYYY-MM-DD' });
  else if (s.startDate < today) errors.push({ field: '/body/startDate', reason: `must be today (${today}) or later` });
  if (s.endDate) {
    if (!isIsoDate(s.endDate)) errors.push({ field: '/body/endDate', reason: 'must be a date YYYY-MM-DD' });
    else if (startOk && s.endDate < s.startDate) errors.push({ field: '/body/endDate', reason: 'must not be before the start date' });
    else if (startOk && errors.length === 0 && nextRunOnOrAfter(s, s.startDate) === null) {
      errors.push({ field: '/body/endDate', reason: 'no run falls between the start and the end date' });
    }
  }
  return errors;
}

/** The first run on or after `from`, or null when the schedule has ended by then. */
export function nextRunOnOrAfter(s: Schedule, from: string): string | null {
  const floor = from > s.startDate ? from : s.startDate;
  let run: string;
  if (s.frequency === 'month') {
    const d = toUtc(floor);
    run = monthRun(d.getUTCFullYear(), d.getUTCMonth(), s.monthDay ?? 1);
    if (run < floor) run = monthRun(d.getUTCFullYear(), d.getUTCMonth() + 1, s.monthDay ?? 1);
  } else {
    // First matching weekday on or after the start: the anchor of the series.
    const anchor = addDays(s.startDate, ((s.weekday ?? 0) - weekdayOf(s.startDate) + 7) % 7);
    const step = s.frequency === 'week' ? 7 : 14;
    if (anchor >= floor) run = anchor;
    else {
      const gap = Math.round((toUtc(floor).getTime() - toUtc(anchor).getTime()) / 86_400_000);
      run = addDays(anchor, Math.ceil(gap / step) * step);
    }
  }
  if (s.endDate && run > s.endDate) return null;
  return run;
}

/** The run after `run`. */
export function runAfter(s: Schedule, run: string): string | null {
  return nextRunOnOrAfter(s, addDays(run, 1));
}

/** Up to `count` runs from `from` on, skipping the dates in `skip`. */
export function upcomingRuns(s: Schedule, from: string, count: number): string[] {
  const out: string[] = [];
  let next = nextRunOnOrAfter(s, from);
  while (next && out.length < count) {
    out.push(next);
    next = runAfter(s, next);
  }
  return out;
}
