import { describe, expect, it } from 'vitest';
import { isPresent, isTruthy, isY, toNumber } from '../../src/domain/flags';

describe('web-config flags (isY)', () => {
  it('is on only for Y, whatever the case or spaces around it', () => {
    expect(isY('Y')).toBe(true);
    expect(isY(' y ')).toBe(true);
    expect(isY('N')).toBe(false);
    expect(isY('YES')).toBe(false);
    expect(isY('')).toBe(false);
  });

  it('takes a boolean true as on, but not 1, other truthy values or nothing', () => {
    expect(isY(true)).toBe(true);
    expect(isY(false)).toBe(false);
    expect(isY(1)).toBe(false);
    expect(isY(null)).toBe(false);
    expect(isY(undefined)).toBe(false);
  });
});

describe('API booleans (isTruthy)', () => {
  it('reads booleans as they are', () => {
    expect(isTruthy(true)).toBe(true);
    expect(isTruthy(false)).toBe(false);
  });

  it('reads any number but 0 as true', () => {
    expect(isTruthy(1)).toBe(true);
    expect(isTruthy(-2)).toBe(true);
    expect(isTruthy(0)).toBe(false);
  });

  it('reads Y, TRUE, 1 and YES in any case and with spaces as true, other strings as false', () => {
    for (const v of ['Y', ' y', 'true', 'TRUE ', '1', 'yes', 'Yes']) expect(isTruthy(v)).toBe(true);
    for (const v of ['N', 'false', '0', '', ' ', '2', 'on']) expect(isTruthy(v)).toBe(false);
  });

  it('reads nothing as false', () => {
    expect(isTruthy(null)).toBe(false);
    expect(isTruthy(undefined)).toBe(false);
  });
});

describe('present API fields (isPresent)', () => {
  it('is false for null, undefined and blank text', () => {
    expect(isPresent(null)).toBe(false);
    expect(isPresent(undefined)).toBe(false);
    expect(isPresent('')).toBe(false);
    expect(isPresent('  ')).toBe(false);
  });

  it('is true for text with characters and for any other value, 0 and false included', () => {
    expect(isPresent(' a ')).toBe(true);
    expect(isPresent(0)).toBe(true);
    expect(isPresent(false)).toBe(true);
    expect(isPresent({})).toBe(true);
  });
});

describe('numbers from API values (toNumber)', () => {
  it('keeps finite numbers and replaces NaN and infinities by the fallback (0 unless given)', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber(-3)).toBe(-3);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber(Number.POSITIVE_INFINITY, 7)).toBe(7);
  });

  it('reads numeric text, spaces around it included', () => {
    expect(toNumber('1500.25')).toBe(1500.25);
    expect(toNumber(' 42 ')).toBe(42);
    expect(toNumber('-8')).toBe(-8);
  });

  it('gives the fallback for blank or non-numeric text and for other values', () => {
    expect(toNumber('', 5)).toBe(5);
    expect(toNumber('   ', 5)).toBe(5);
    expect(toNumber('12abc', 5)).toBe(5);
    expect(toNumber('Infinity', 5)).toBe(5);
    expect(toNumber(null, 5)).toBe(5);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(true, 5)).toBe(5);
  });
});
