import { describe, expect, it } from 'vitest';
import { isGtin, validateCustomerRows, type CustomerImportContext } from '../../../src/domain/imports/index';

/* The field checks every import kind shares (imports/fields.ts), seen through a customer row and the barcode check. */

const ctx: CustomerImportContext = { existingCodes: new Set(), existingMobiles: new Map(), centres: new Set(['1001']), defaultCompanyCode: 'SABAI' };
const level = (PRICELEVEL: string) => {
  const r = validateCustomerRows([{ line: 2, values: { CUSTOMERCODE: 'N1', CUSTOMERNAME: 'x', MOBILENO: '0811111111', SALEUNIT: '1001', PRICELEVEL } }], ctx);
  return r.good.length ? r.good[0].value.priceLevel : r.bad.map((b) => b.reason).join('; ');
};

describe('shared field checks', () => {
  it('reads only a whole number text as a number', () => {
    expect(level('1a')).toBe('must be a number');
    expect(level('a1')).toBe('must be a number');
    expect(level('3.00')).toBe(3);
    expect(level('2.05')).toBe('must be a whole number');
    expect(level('12.0')).toBe('must be at most 5');
    expect(level('-2.0')).toBe('must be a whole number');
  });

  it('takes barcodes of 8, 12, 13 or 14 digits with a good check digit only', () => {
    expect(isGtin('036000291452')).toBe(true);
    expect(isGtin('00012345600012')).toBe(true);
    expect(isGtin('123456789')).toBe(false);
    expect(isGtin('1')).toBe(false);
    expect(isGtin('x96385074')).toBe(false);
    expect(isGtin('96385074x')).toBe(false);
    expect(isGtin('abcdefghijkl')).toBe(false);
    expect(isGtin('0360002914520')).toBe(false);
    // Lengths in between are refused even when the check digit would add up (a leading 0 weighs nothing).
    expect(isGtin('00')).toBe(false);
    expect(isGtin('096385074')).toBe(false);
    expect(isGtin('000012345600012')).toBe(false);
  });
});
