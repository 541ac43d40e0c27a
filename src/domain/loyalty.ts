/**
 * Loyalty rules shared by web and server: when a lot of points expires, first-to-expire-first
 * allocation, replaying a journal into lots (the reconciliation), tier progress.
 */
import { addDays, type DayKey } from './dates';

export type ExpiryRule = { rule: 'days'; days: number } | { rule: 'month_end'; months: number };

/** Last day a lot earned on `earned` can be spent (inclusive). */
export function lotExpiry(earned: DayKey, r: ExpiryRule): DayKey {
  if (r.rule === 'days') return addDays(earned, r.days);
  const y = Math.floor(earned / 10000);
  const m = Math.floor(earned / 100) % 100;
  // Month index of the last month, 0-based from year 0.
  const last = y * 12 + (m - 1) + r.months;
  const ly = Math.floor(last / 12);
  const lm = (last % 12) + 1;
  const lastDay = new Date(Date.UTC(ly, lm, 0)).getUTCDate();
  return ly * 10000 + lm * 100 + lastDay;
}

export interface OpenLot {
  id: number;
  /** Hundredths of a point. */
  remaining: number;
  /** null: never expires (sorted last). */
  expiresOn: DayKey | null;
}

/**
 * Takes `want` hundredths from the lots that expire first (ties: the older lot first). Expired
 * lots (expiresOn < today) are skipped. Returns null when the usable lots do not cover it.
 */
export function allocateFirstToExpire(lots: readonly OpenLot[], want: number, today: DayKey): { id: number; take: number }[] | null {
  const usable = lots
    .filter((l) => l.remaining > 0 && (l.expiresOn === null || l.expiresOn >= today))
    .sort((a, b) => (a.expiresOn ?? 99_999_999) - (b.expiresOn ?? 99_999_999) || a.id - b.id);
  let left = want;
  const out: { id: number; take: number }[] = [];
  for (const l of usable) {
    if (left <= 0) break;
    const take = Math.min(left, l.remaining);
    out.push({ id: l.id, take });
    left -= take;
  }
  return left > 0 ? null : out;
}

export interface JournalEntry {
  id: number;
  kind: string;
  /** Points (may carry 2 decimals); positive received, negative used. */
  points: number;
  /** For spends/expiries: taken from lots; for refunds: given back to lots. */
  allocations?: { id: number; points: number }[] | null;
}

/**
 * Replays a journal into the remaining points of each lot, in hundredths. Lot-creating entries are
 * the positive ones without allocations (earn, adjust, reward); entries with allocations move
 * points out of (negative entry) or back into (positive entry, a refund) the named lots.
 */
export function replayLots(entries: readonly JournalEntry[]): Map<number, number> {
  const lots = new Map<number, number>();
  for (const e of [...entries].sort((a, b) => a.id - b.id)) {
    const cents = Math.round(e.points * 100);
    if (!e.allocations || e.allocations.length === 0) {
      if (cents > 0) lots.set(e.id, cents);
      continue;
    }
    const sign = cents < 0 ? -1 : 1;
    for (const a of e.allocations) lots.set(a.id, (lots.get(a.id) ?? 0) + sign * Math.round(a.points * 100));
  }
  return lots;
}

export interface TierTemplate {
  id: number;
  threshold: number;
}

/** The tier an accumulated amount reaches (highest threshold ≤ amount), and the next one. */
export function tierFor<T extends TierTemplate>(tiers: readonly T[], accumulated: number): { current: T | null; next: T | null } {
  const sorted = [...tiers].sort((a, b) => a.threshold - b.threshold || a.id - b.id);
  let current: T | null = null;
  let next: T | null = null;
  for (const t of sorted) {
    if (t.threshold <= accumulated) current = t;
    else { next = t; break; }
  }
  return { current, next };
}

/**
 * Progress towards a target in percent, rounded to 2 decimals and capped at 100 unless overflow is
 * allowed (spec section 5). A target of 0 or less counts as reached.
 */
export function progressPercent(value: number, target: number, allowOverflow = false): number {
  if (!(target > 0)) return 100;
  const p = Math.round(((Math.max(0, value) / target) * 100 + Number.EPSILON) * 100) / 100;
  return allowOverflow ? p : Math.min(100, p);
}

/** Progress from the current tier's threshold to the next one's (100 when at the top tier). */
export function tierProgress(accumulated: number, currentTarget: number, nextTarget: number | null, allowOverflow = false): number {
  if (nextTarget === null) return 100;
  return progressPercent(accumulated - currentTarget, nextTarget - currentTarget, allowOverflow);
}
