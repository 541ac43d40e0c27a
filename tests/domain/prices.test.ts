import { describe, expect, it } from 'vitest';
import {
  canSeeCataloguePrices, cartPricingOf, isAdvancePriceApplicable, levelPrice, normalizeLevel, normalizeTaxType,
  pointsPerUnit, priceExcludingVat, priceIncludingVat, productPriceFields, unitPrice, vatAmount, vatIncludedIn,
} from '../../src/domain/prices';

const now = new Date('2026-11-20T05:00:00Z');
const product = {
  UNIT1RATE: 1, UNIT2RATE: 12, UNIT3RATE: 0,
  PRICE1: 10, PRICE1TYPE: '1', PRICE2: 9.5, PRICE2TYPE: '2', PRICE3: 9, PRICE3TYPE: '0',
  UNIT2PRICELEVEL1: 110, UNIT2PRICELEVEL1TYPE: '1',
  Option1: 15,
};

describe('tax types', () => {
  it('adds 7 % VAT only to prices that exclude it', () => {
    expect(priceIncludingVat({ amount: 100, taxType: '1' })).toBe(100);
    expect(priceIncludingVat({ amount: 100, taxType: '2' })).toBe(107);
    expect(priceIncludingVat({ amount: 100, taxType: '0' })).toBe(100);
    expect(priceIncludingVat({ amount: 9.99, taxType: '2' })).toBe(10.69);
  });

  it('takes VAT out of included prices', () => {
    expect(priceExcludingVat({ amount: 107, taxType: '1' })).toBe(100);
    expect(priceExcludingVat({ amount: 100, taxType: '2' })).toBe(100);
    expect(vatAmount({ amount: 107, taxType: '1' })).toBe(7);
    expect(vatAmount({ amount: 50, taxType: '0' })).toBe(0);
    expect(vatIncludedIn(1070)).toBe(70);
  });

  it('normalises tax types and levels', () => {
    expect(normalizeTaxType('1')).toBe('1');
    expect(normalizeTaxType(1)).toBe('1');
    expect(normalizeTaxType('x')).toBe('2');
    expect(normalizeLevel('3')).toBe(3);
    expect(normalizeLevel(9)).toBe(1);
  });
});

describe('level prices', () => {
  it('reads unit 1 from PRICE{level}, other units from UNIT{u}PRICELEVEL{l}', () => {
    expect(levelPrice(product, 1, 1)).toEqual({ amount: 10, taxType: '1' });
    expect(levelPrice(product, 1, 2)).toEqual({ amount: 9.5, taxType: '2' });
    expect(levelPrice(product, 2, 1)).toEqual({ amount: 110, taxType: '1' });
  });

  it('prices a unit without its own price from unit 1 by rate', () => {
    expect(levelPrice(product, 2, 2)).toEqual({ amount: 114, taxType: '2' });
    expect(levelPrice(product, 3, 1)).toEqual({ amount: 0, taxType: '1' });
  });
});

describe('advance price', () => {
  const standard = { amount: 100, taxType: '1' as const };
  const range = { DateStart: '20261101', DateEnd: '20261120' };

  it('applies when non-zero, lower and within its dates (inclusive, Bangkok day)', () => {
    expect(isAdvancePriceApplicable(standard, { amount: 90, taxType: '1' }, range, now)).toBe(true);
    expect(isAdvancePriceApplicable(standard, { amount: 90, taxType: '1' }, range, new Date('2026-11-20T16:59:00Z'))).toBe(true);
    expect(isAdvancePriceApplicable(standard, { amount: 90, taxType: '1' }, range, new Date('2026-11-20T17:00:00Z'))).toBe(false);
  });

  it('is ignored when zero, not lower, or out of range', () => {
    expect(isAdvancePriceApplicable(standard, { amount: 0, taxType: '1' }, range, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, { amount: 100, taxType: '1' }, range, now)).toBe(false);
    // 95 + 7 % VAT = 101.65 is not lower than 100 VAT included.
    expect(isAdvancePriceApplicable(standard, { amount: 95, taxType: '2' }, range, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, { amount: 90, taxType: '1' }, { DateStart: '21/11/2026', DateEnd: '30/11/2026' }, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, { amount: 90, taxType: '1' }, { DateStart: 'garbage' }, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, null, range, now)).toBe(false);
  });

  it('is what the buyer pays when it applies, with the standard price kept for strike-through', () => {
    const advance = [{ DateStart: '2026-11-01', DateEnd: '2026-11-30', UNIT1PRICELEVEL1: 8, UNIT1PRICELEVEL1TYPE: '1' }];
    const p = unitPrice(product, 1, { level: 1, advancePrices: advance, now });
    expect(p).toMatchObject({ priceIncludingVat: 8, standardIncludingVat: 10, advance: true });
    const later = unitPrice(product, 1, { level: 1, advancePrices: advance, now: new Date('2026-12-01T05:00:00Z') });
    expect(later).toMatchObject({ priceIncludingVat: 10, advance: false });
  });

  it('fills the product price fields for the API', () => {
    const advance = [{ DateStart: '20261101', DateEnd: '20261130', UNIT2PRICELEVEL1: 100, UNIT2PRICELEVEL1TYPE: '1' }];
    const f = productPriceFields(product, { level: 1, advancePrices: advance, now });
    expect(f).toMatchObject({
      StandardPrice1: 10, PriceInVat1: 10, StandardPrice2: 110, PriceInVat2: 100, PriceInVat3: 0,
      CatalogPrice: 10, IsProductAdvancePrice: true,
    });
    expect(f.SalesPrice2).toBe(93.46);
  });
});

describe('points and visibility', () => {
  it('prices in points per base unit (Option1)', () => {
    expect(pointsPerUnit(product, 1)).toBe(15);
    expect(pointsPerUnit(product, 2)).toBe(180);
    expect(cartPricingOf(product, { level: 1, now })).toEqual({ unitPrices: [10, 110, 0], unitPoints: [15, 180, 0] });
  });

  it('bars guests from catalogue prices only when the tenant says so', () => {
    expect(canSeeCataloguePrices({ guest: true, guestPricesDisabled: true })).toBe(false);
    expect(canSeeCataloguePrices({ guest: true, guestPricesDisabled: false })).toBe(true);
    expect(canSeeCataloguePrices({ guest: false, guestPricesDisabled: true })).toBe(true);
  });
});
