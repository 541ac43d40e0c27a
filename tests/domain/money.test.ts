import { describe, expect, it } from 'vitest';
import { allocateSatang, fromSatang, multiplyMoney, percentOf, roundHalfAway, roundMoney, sumMoney, toSatang } from '../../src/domain/money';

describe('money', () => {
  it('converts to satang without float drift, rounding half away from zero', () => {
    expect(toSatang(1.005)).toBe(101);
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(toSatang(-1.005)).toBe(-101);
    expect(toSatang(19.99)).toBe(1999);
    expect(toSatang(Number.NaN)).toBe(0);
    expect(fromSatang(1999)).toBe(19.99);
  });

  it('rounds and sums amounts as a receipt would', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney(Array(1000).fill(0.01))).toBe(10);
    expect(multiplyMoney(19.99, 3)).toBe(59.97);
    expect(percentOf(199.99, 7)).toBe(14);
    expect(percentOf(100, 12.5)).toBe(12.5);
  });

  it('allocates satang exactly, remainders to the largest fractions then the earlier line', () => {
    expect(allocateSatang(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateSatang(1000, [300, 700])).toEqual([300, 700]);
    expect(allocateSatang(7, [0, 0])).toEqual([0, 0]);
    const parts = allocateSatang(12345, [3.3, 7.1, 9.9, 0.2]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(12345);
  });
});

describe('money edges a caller can see', () => {
  it('gives zero as 0, never -0 (Intl prints -0 as "-0")', () => {
    expect(toSatang(0)).toBe(0);
    expect(roundHalfAway(0)).toBe(0);
    expect(roundHalfAway(-0.5)).toBe(-1);
    expect(roundHalfAway(2.5)).toBe(3);
  });

  it('splits nothing over no weights', () => {
    expect(allocateSatang(100, [])).toEqual([]);
  });

  it('gives the remainder to the largest fraction, not the largest share', () => {
    // exact shares 3.6 and 6.4: the first has the larger fraction, so it gets the spare satang.
    expect(allocateSatang(10, [36, 64])).toEqual([4, 6]);
  });

  it('breaks equal fractions towards the earlier lines, however many satang are left', () => {
    expect(allocateSatang(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateSatang(3, [1, 1, 1, 1])).toEqual([1, 1, 1, 0]);
    expect(allocateSatang(4, [1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 0]);
  });
});
