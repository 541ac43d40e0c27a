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

describe('loyalty edges a customer would notice', () => {
  it('runs month-end expiry across a year end and from any day of the month', () => {
    expect(lotExpiry(20261105, { rule: 'month_end', months: 0 })).toBe(20261130);
    expect(lotExpiry(20261215, { rule: 'month_end', months: 1 })).toBe(20270131);
    expect(lotExpiry(20261001, { rule: 'month_end', months: 3 })).toBe(20270131);
    expect(lotExpiry(20260315, { rule: 'month_end', months: 24 })).toBe(20280331);
    expect(lotExpiry(20261231, { rule: 'days', days: 1 })).toBe(20270101);
  });

  it('spends a lot on its last day, skips empty lots, and takes no more than wanted', () => {
    const lots = [
      { id: 7, remaining: 0, expiresOn: 20261101 },
      { id: 6, remaining: 0, expiresOn: 20261120 },
      { id: 5, remaining: -100, expiresOn: 20261120 },
      { id: 8, remaining: 300, expiresOn: 20261120 },
      { id: 9, remaining: 500, expiresOn: 20261121 },
    ];
    expect(allocateFirstToExpire(lots, 300, 20261120)).toEqual([{ id: 8, take: 300 }]);
    expect(allocateFirstToExpire(lots, 400, 20261120)).toEqual([{ id: 8, take: 300 }, { id: 9, take: 100 }]);
    expect(allocateFirstToExpire(lots, 600, 20261121)).toBeNull();
    expect(allocateFirstToExpire(lots, 0, 20261120)).toEqual([]);
  });

  it('takes the older lot first when two expire the same day, and never-expiring lots last', () => {
    const lots = [
      { id: 12, remaining: 100, expiresOn: null },
      { id: 11, remaining: 100, expiresOn: 20261210 },
      { id: 10, remaining: 100, expiresOn: 20261210 },
      { id: 13, remaining: 100, expiresOn: 99_999_998 },
    ];
    expect(allocateFirstToExpire(lots, 250, 20261120)).toEqual([{ id: 10, take: 100 }, { id: 11, take: 100 }, { id: 13, take: 50 }]);
    expect(allocateFirstToExpire(lots, 400, 20261120)?.map((a) => a.id)).toEqual([10, 11, 13, 12]);
  });

  it('replays entries in id order; only positive entries without allocations open a lot', () => {
    const lots = replayLots([
      { id: 3, kind: 'spend', points: -30, allocations: [{ id: 1, points: 30 }] },
      { id: 1, kind: 'earn', points: 100 },
      { id: 2, kind: 'adjust', points: -5 },
      { id: 4, kind: 'earn', points: 0, allocations: [] },
      { id: 5, kind: 'reward', points: 20, allocations: [] },
      { id: 6, kind: 'expire', points: -10, allocations: [{ id: 5, points: 10 }, { id: 99, points: 0.25 }] },
    ]);
    expect(Object.fromEntries(lots)).toEqual({ 1: 7000, 5: 1000, 99: -25 });
  });

  it('finds tiers from an unsorted list, the earlier id on equal thresholds', () => {
    const tiers = [{ id: 3, threshold: 100 }, { id: 2, threshold: 50 }, { id: 1, threshold: 50 }, { id: 4, threshold: 0 }];
    expect(tierFor(tiers, 49)).toEqual({ current: tiers[3], next: tiers[2] });
    expect(tierFor(tiers, 50)).toEqual({ current: tiers[1], next: tiers[0] });
    expect(tierFor(tiers, 99.99)).toEqual({ current: tiers[1], next: tiers[0] });
    expect(tierFor([], 10)).toEqual({ current: null, next: null });
    expect(tierFor([{ id: 1, threshold: 10 }], 5)).toEqual({ current: null, next: { id: 1, threshold: 10 } });
  });

  it('counts a missing target as reached, a negative value as 0, and rounds half up', () => {
    expect(progressPercent(5, 0)).toBe(100);
    expect(progressPercent(5, -1)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(5, 0, true)).toBe(100);
    expect(progressPercent(-5, 10)).toBe(0);
    expect(progressPercent(1.005, 100)).toBe(1.01);
    expect(progressPercent(1, 8)).toBe(12.5);
    expect(tierProgress(250000, 20000, 100000)).toBe(100);
    expect(tierProgress(260000, 20000, 100000, true)).toBe(300);
    expect(tierProgress(10000, 20000, 100000)).toBe(0);
  });
});
