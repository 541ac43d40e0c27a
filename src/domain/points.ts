/** Points: usable balance, redeem checks, ledger history tabs. */
import { dayKey, parseDay } from './dates';
import { toNumber } from './flags';
import { fromSatang, toSatang } from './money';

export const POINTS_USAGE_FAILED = {
  key: 'errors:points.usageFailed',
  en: 'Points usage failed due to Insufficient value or expired',
} as const;

/** A batch of points with an optional expiry day. */
export interface PointsBatch {
  points: number;
  expiresAt?: string | Date | null;
}

/** Points not yet expired (a batch is usable through its expiry day). */
export function usablePoints(batches: readonly PointsBatch[], now: Date): number {
  const today = dayKey(now);
  let total = 0;
  for (const b of batches) {
    const end = b.expiresAt ? parseDay(b.expiresAt) : null;
    if (b.expiresAt && end === null) continue;
    if (end !== null && end < today) continue;
    total += Math.max(0, toNumber(b.points));
  }
  return total;
}

export type PointsCheck = { ok: true; remaining: number } | { ok: false; key: string; message: string; shortBy: number };

/** Whether a balance covers a redeem total. */
export function checkPointsBalance(balance: number, required: number): PointsCheck {
  const b = Math.max(0, toNumber(balance));
  const r = Math.max(0, toNumber(required));
  // Points may carry 2 decimals: work in whole hundredths so 0.1 + 0.2 covers 0.3 exactly.
  const bh = toSatang(b);
  const rh = toSatang(r);
  if (bh >= rh) return { ok: true, remaining: fromSatang(bh - rh) };
  return { ok: false, key: POINTS_USAGE_FAILED.key, message: POINTS_USAGE_FAILED.en, shortBy: fromSatang(rh - bh) };
}

/** Redeem-point history tabs: All, Received, Paid. */
export type PointsHistoryTab = 'all' | 'received' | 'paid';

export interface PointsHistoryEntry {
  /** Positive when received, negative when paid. */
  points: number;
}

export function filterPointsHistory<T extends PointsHistoryEntry>(entries: readonly T[], tab: PointsHistoryTab): T[] {
  if (tab === 'received') return entries.filter((e) => e.points > 0);
  if (tab === 'paid') return entries.filter((e) => e.points < 0);
  return [...entries];
}
