import { describe, expect, it } from 'vitest';
import { checkPointsBalance, filterPointsHistory, usablePoints } from '../../src/domain/points';

describe('points', () => {
  it('counts only unexpired batches, usable through their expiry day', () => {
    const now = new Date('2026-11-20T16:00:00Z'); // 23:00 on the 20th in Bangkok
    expect(usablePoints([
      { points: 100, expiresAt: '2026-11-20' },
      { points: 50, expiresAt: '20261119' },
      { points: 25 },
      { points: 10, expiresAt: 'garbage' },
    ], now)).toBe(125);
  });

  it('refuses a redeem the balance does not cover with the spec’s message', () => {
    expect(checkPointsBalance(100, 100)).toEqual({ ok: true, remaining: 0 });
    expect(checkPointsBalance(0.3, 0.1 + 0.2)).toEqual({ ok: true, remaining: 0 });
    expect(checkPointsBalance(99, 100)).toEqual({
      ok: false, key: 'errors:points.usageFailed', message: 'Points usage failed due to Insufficient value or expired', shortBy: 1,
    });
  });

  it('filters the history tabs All, Received, Paid', () => {
    const h = [{ points: 10 }, { points: -4 }, { points: 3 }];
    expect(filterPointsHistory(h, 'all')).toHaveLength(3);
    expect(filterPointsHistory(h, 'received')).toEqual([{ points: 10 }, { points: 3 }]);
    expect(filterPointsHistory(h, 'paid')).toEqual([{ points: -4 }]);
  });
});

describe('points history edges (found by mutation testing)', () => {
  it('an entry of 0 points is neither received nor paid, only listed under All', () => {
    const entries = [{ id: 1, points: 0 }, { id: 2, points: 5 }, { id: 3, points: -5 }];
    expect(filterPointsHistory(entries, 'received').map((e) => e.id)).toEqual([2]);
    expect(filterPointsHistory(entries, 'paid').map((e) => e.id)).toEqual([3]);
    expect(filterPointsHistory(entries, 'all').map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
