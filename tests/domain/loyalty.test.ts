import { describe, expect, it } from 'vitest';
import { allocateFirstToExpire, lotExpiry, progressPercent, replayLots, tierFor, tierProgress } from '../../src/domain/loyalty';

describe('lot expiry', () => {
  it('counts days, or runs through the end of the Nth month', () => {
    expect(lotExpiry(20261120, { rule: 'days', days: 365 })).toBe(20271120);
    expect(lotExpiry(20261120, { rule: 'month_end', months: 12 })).toBe(20271130);
    expect(lotExpiry(20260131, { rule: 'month_end', months: 1 })).toBe(20260228);
    expect(lotExpiry(20281215, { rule: 'month_end', months: 2 })).toBe(20290228);
    expect(lotExpiry(20231201, { rule: 'month_end', months: 2 })).toBe(20240229);
  });
});

describe('first-to-expire-first', () => {
  const lots = [
    { id: 1, remaining: 50000, expiresOn: 20271120 },
    { id: 2, remaining: 8000, expiresOn: 20261210 },
    { id: 3, remaining: 1000, expiresOn: null },
    { id: 4, remaining: 9900, expiresOn: 20261101 },
  ];
  it('takes the lot ending first, skips expired lots, refuses what the usable lots cannot cover', () => {
    expect(allocateFirstToExpire(lots, 10000, 20261120)).toEqual([{ id: 2, take: 8000 }, { id: 1, take: 2000 }]);
    expect(allocateFirstToExpire(lots, 59000, 20261120)).toEqual([{ id: 2, take: 8000 }, { id: 1, take: 50000 }, { id: 3, take: 1000 }]);
    expect(allocateFirstToExpire(lots, 59001, 20261120)).toBeNull();
  });
});

describe('journal replay', () => {
  it('gives each lot what entries left of it', () => {
    const lots = replayLots([
      { id: 1, kind: 'earn', points: 100 },
      { id: 2, kind: 'adjust', points: 50.5 },
      { id: 3, kind: 'spend', points: -120, allocations: [{ id: 1, points: 100 }, { id: 2, points: 20 }] },
      { id: 4, kind: 'refund', points: 120, allocations: [{ id: 1, points: 100 }, { id: 2, points: 20 }] },
      { id: 5, kind: 'expire', points: -100, allocations: [{ id: 1, points: 100 }] },
    ]);
    expect(Object.fromEntries(lots)).toEqual({ 1: 0, 2: 5050 });
  });
});

describe('tiers and progress', () => {
  const tiers = [{ id: 1, threshold: 0 }, { id: 2, threshold: 20000 }, { id: 3, threshold: 100000 }];
  it('finds the current and next tier', () => {
    expect(tierFor(tiers, 0)).toEqual({ current: tiers[0], next: tiers[1] });
    expect(tierFor(tiers, 20000)).toEqual({ current: tiers[1], next: tiers[2] });
    expect(tierFor(tiers, 500000)).toEqual({ current: tiers[2], next: null });
  });
  it('rounds to 2 decimals and caps at 100 unless overflow is allowed', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(150, 100, true)).toBe(150);
    expect(tierProgress(60000, 20000, 100000)).toBe(50);
    expect(tierProgress(600000, 100000, null)).toBe(100);
  });
});
