import { describe, expect, it } from 'vitest';
import {
  addDays, dayKey, dayKeyToDdmmyyyy, dayKeyToYyyymmdd, ddmmyyyyToYyyymmdd, isDayWithin, isFresh, parseDay,
  weekdayIndex, yyyymmddToDdmmyyyy,
} from '../../src/domain/dates';

describe('dates', () => {
  it('counts the business day in Bangkok time', () => {
    expect(dayKey(new Date('2026-11-20T16:59:59Z'))).toBe(20261120);
    expect(dayKey(new Date('2026-11-20T17:00:00Z'))).toBe(20261121);
    expect(dayKey(new Date('2026-11-20T17:00:00Z'), 0)).toBe(20261120);
  });

  it('gives weekdays Monday = 0 … Sunday = 6 in Bangkok time', () => {
    // 2026-11-22 is a Sunday in Bangkok from 17:00 UTC on the 21st.
    expect(weekdayIndex(new Date('2026-11-21T16:00:00Z'))).toBe(5);
    expect(weekdayIndex(new Date('2026-11-21T17:30:00Z'))).toBe(6);
    expect(weekdayIndex(new Date('2026-11-23T03:00:00Z'))).toBe(0);
  });

  it('converts DD/MM/YYYY and YYYYMMDD both ways and rejects impossible dates', () => {
    expect(ddmmyyyyToYyyymmdd('20/11/2026')).toBe('20261120');
    expect(ddmmyyyyToYyyymmdd('1/2/2026')).toBe('20260201');
    expect(ddmmyyyyToYyyymmdd('31/02/2026')).toBeNull();
    expect(ddmmyyyyToYyyymmdd('2026-11-20')).toBeNull();
    expect(yyyymmddToDdmmyyyy('20261120')).toBe('20/11/2026');
    expect(yyyymmddToDdmmyyyy('20261320')).toBeNull();
    expect(yyyymmddToDdmmyyyy('2026112')).toBeNull();
    expect(yyyymmddToDdmmyyyy('20240229')).toBe('29/02/2024');
  });

  it('parses the date formats the data carries', () => {
    expect(parseDay('20261120')).toBe(20261120);
    expect(parseDay('20/11/2026')).toBe(20261120);
    expect(parseDay('2026-11-20T00:00:00')).toBe(20261120);
    expect(parseDay(new Date('2026-11-20T18:00:00Z'))).toBe(20261121);
    expect(parseDay('')).toBeNull();
    expect(parseDay('not a date')).toBeNull();
    expect(parseDay('2026-02-30')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays(20261228, 7)).toBe(20270104);
    expect(addDays(20240228, 1)).toBe(20240229);
    expect(addDays(20260301, -1)).toBe(20260228);
    expect(dayKeyToYyyymmdd(20270104)).toBe('20270104');
    expect(dayKeyToDdmmyyyy(20270104)).toBe('04/01/2027');
  });

  it('checks inclusive ranges with open ends', () => {
    expect(isDayWithin(20261120, 20261120, 20261120)).toBe(true);
    expect(isDayWithin(20261121, 20261120, 20261120)).toBe(false);
    expect(isDayWithin(20261119, 20261120, null)).toBe(false);
    expect(isDayWithin(20991231, 20261120, null)).toBe(true);
  });

  it('tells whether a cache is still fresh', () => {
    const t0 = 1_000_000;
    expect(isFresh(t0, t0 + 14 * 60_000, 15 * 60_000)).toBe(true);
    expect(isFresh(t0, t0 + 15 * 60_000, 15 * 60_000)).toBe(false);
    expect(isFresh(null, t0, 1000)).toBe(false);
  });
});

describe('dates edges', () => {
  it('accepts years 1000 to 9999 only', () => {
    expect(ddmmyyyyToYyyymmdd('01/01/0999')).toBeNull();
    expect(yyyymmddToDdmmyyyy('09991231')).toBeNull();
    expect(ddmmyyyyToYyyymmdd('01/01/1000')).toBe('10000101');
    expect(ddmmyyyyToYyyymmdd('31/12/9999')).toBe('99991231');
  });

  it('reads a date with spaces around it but nothing else before or after', () => {
    expect(ddmmyyyyToYyyymmdd(' 20/11/2026 ')).toBe('20261120');
    expect(ddmmyyyyToYyyymmdd('120/11/2026')).toBeNull();
    expect(ddmmyyyyToYyyymmdd('20/11/20261')).toBeNull();
    expect(yyyymmddToDdmmyyyy(' 20261120 ')).toBe('20/11/2026');
    expect(yyyymmddToDdmmyyyy('120261120')).toBeNull();
    expect(yyyymmddToDdmmyyyy('202611201')).toBeNull();
  });

  it('parses numbers, trimmed text and nothing, and refuses a five-digit ISO year', () => {
    expect(parseDay(20261120)).toBe(20261120);
    expect(parseDay(' 20261120 ')).toBe(20261120);
    expect(parseDay(undefined)).toBeNull();
    expect(parseDay(null)).toBeNull();
    expect(parseDay('12026-11-20')).toBeNull();
  });

  it('writes an impossible day key as an empty date', () => {
    expect(dayKeyToDdmmyyyy(20261340)).toBe('');
  });

  it('treats a cache time that is missing, or later than now, as stale, and one of this very moment as fresh', () => {
    expect(isFresh(null, 500, 1000)).toBe(false);
    expect(isFresh(undefined, 500, 1000)).toBe(false);
    expect(isFresh(2000, 1999, 1000)).toBe(false);
    expect(isFresh(2000, 2000, 1000)).toBe(true);
  });
});
