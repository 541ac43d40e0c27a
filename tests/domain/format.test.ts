import { describe, expect, it } from 'vitest';
import { formatAmount, formatBaht, formatCartTotal, formatCount, formatKm, formatPoints, interpolate, progressPercent } from '../../src/domain/format';
import { toSatang } from '../../src/domain/money';

describe('format', () => {
  it('writes whole counts with grouping in either language, rounding and never NaN', () => {
    expect(formatCount(12345, 'th')).toBe('12,345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(1234.6, 'en')).toBe('1,235');
    expect(formatCount(Number.NaN, 'th')).toBe('0');
  });

  it('shows amounts with 2 decimals and grouping in both languages', () => {
    expect(formatAmount(1234567.5, 'th')).toBe('1,234,567.50');
    expect(formatAmount(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('labels baht and points', () => {
    expect(formatBaht(1500)).toBe('฿1,500.00');
    expect(formatBaht(-20.5, 'en')).toBe('-฿20.50');
    expect(formatPoints(1250, 'en')).toBe('1,250 points');
    expect(formatPoints(1250, 'th')).toBe('1,250 คะแนน');
    expect(formatPoints(12.5, 'en', 'coins')).toBe('12.5 coins');
    expect(formatCartTotal(99, 'sales', 'en')).toBe('฿99.00');
    expect(formatCartTotal(99, 'redeem', 'en', 'coins')).toBe('99 coins');
    expect(formatKm(3.456, 'en')).toBe('3.46 km');
  });

  it('caps progress at 100 unless overflow is allowed, 2 decimals', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(150, 100, true)).toBe(150);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(5, 0)).toBe(100);
  });

  it('fills {placeholders} and leaves unknown ones alone', () => {
    expect(interpolate('Waiting for {num} seconds and try again.', { num: 30 })).toBe('Waiting for 30 seconds and try again.');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('formatting without Intl (issue 13: no ICU start-up on the phone)', () => {
  it('writes what Intl.NumberFormat writes in Thai and English', () => {
    const values = [0, 0.5, 1, 9.99, 12.345, 999.995, 1000, 1234.5, -1234.5, 1234567.891, 20000000, -0.004, 1.005];
    for (const locale of ['th', 'en'] as const) {
      const intl = locale === 'en' ? 'en-US' : 'th-TH';
      for (const v of values) {
        const two = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toSatang(v) / 100 || 0);
        expect(formatAmount(v, locale)).toBe(two);
        const upTo2 = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }).format(toSatang(v) / 100 || 0);
        expect(formatPoints(v, locale, 'p')).toBe(`${upTo2} p`);
        expect(formatCount(v, locale)).toBe(new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(Math.round(v) || 0));
      }
    }
  });
});

describe('format edges', () => {
  it('writes a negative amount that rounds to 0 satang without a minus', () => {
    expect(formatBaht(-0.001)).toBe('฿0.00');
    expect(formatBaht(-0.01)).toBe('-฿0.01');
  });

  it('gives 0 progress for an unreadable value and 100 for a target of 0, below 0 or unreadable', () => {
    expect(progressPercent(Number.NaN, 100)).toBe(0);
    expect(progressPercent(Number.POSITIVE_INFINITY, 100)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(5, -5)).toBe(100);
    expect(progressPercent(5, Number.NaN)).toBe(100);
    expect(progressPercent(5, 0, true)).toBe(100);
  });

  it('writes distances in Thai with กม.', () => {
    expect(formatKm(3.456, 'th')).toBe('3.46 กม.');
    expect(formatKm(12)).toBe('12 กม.');
  });
});
