/*
 * The edges of the price rules a buyer or an invoice would see: rounding to the satang, which field
 * wins when a product carries both layouts, open-ended advance-price ranges, several advance prices
 * at once, and points prices (docs/testing.md "Mutation testing": these kill the survivors of prices.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  advanceCell, cartPricingOf, isAdvancePriceApplicable, isRedeemable, levelPrice, normalizeLevel, normalizeTaxType,
  pointsPerUnit, priceExcludingVat, priceIncludingVat, productPriceFields, unitPrice, vatAmount, vatIncludedIn,
} from '../../src/domain/prices';

const now = new Date('2026-11-20T05:00:00Z');

describe('tax type and level normalisation', () => {
  it('accepts 0, 1, 2 (trimmed), otherwise the fallback', () => {
    expect(normalizeTaxType(' 0 ')).toBe('0');
    expect(normalizeTaxType('2')).toBe('2');
    expect(normalizeTaxType(null)).toBe('2');
    expect(normalizeTaxType(undefined, '1')).toBe('1');
    expect(normalizeTaxType('3', '0')).toBe('0');
    expect(normalizeTaxType('2', '0')).toBe('2');
  });

  it('keeps levels 1..5 (whole part), anything else is level 1', () => {
    expect(normalizeLevel(5)).toBe(5);
    expect(normalizeLevel(1)).toBe(1);
    expect(normalizeLevel('4.9')).toBe(4);
    expect(normalizeLevel(0)).toBe(1);
    expect(normalizeLevel(6)).toBe(1);
    expect(normalizeLevel(-2)).toBe(1);
    expect(normalizeLevel('x')).toBe(1);
    expect(normalizeLevel(undefined)).toBe(1);
  });
});

describe('VAT to the satang', () => {
  it('rounds VAT-added prices half away from zero', () => {
    // 0.07 × 7 % = 0.49 satang → 7 satang; 0.5 satang rounds up: 2.50 × 1.07 = 2.675 → 2.68.
    expect(priceIncludingVat({ amount: 0.07, taxType: '2' })).toBe(0.07);
    expect(priceIncludingVat({ amount: 2.5, taxType: '2' })).toBe(2.68);
    expect(priceIncludingVat({ amount: 10.004, taxType: '1' })).toBe(10);
    expect(priceIncludingVat({ amount: 10.006, taxType: '0' })).toBe(10.01);
  });

  it('takes VAT out of an included price, and leaves other tax types as they are', () => {
    expect(priceExcludingVat({ amount: 10, taxType: '1' })).toBe(9.35);
    expect(priceExcludingVat({ amount: 10, taxType: '0' })).toBe(10);
    expect(priceExcludingVat({ amount: 10.006, taxType: '2' })).toBe(10.01);
  });

  it('names the VAT in a price of each tax type', () => {
    expect(vatAmount({ amount: 100, taxType: '2' })).toBe(7);
    expect(vatAmount({ amount: 10, taxType: '1' })).toBe(0.65);
    expect(vatAmount({ amount: 10, taxType: '0' })).toBe(0);
    expect(vatIncludedIn(10)).toBe(0.65);
    expect(vatIncludedIn(0)).toBe(0);
    expect(vatIncludedIn(-107)).toBe(-7);
  });
});

describe('which price field a level reads', () => {
  it('prefers UNIT1PRICELEVEL{l} over PRICE{l} for unit 1, and skips empty cells', () => {
    const p = { UNIT1RATE: 1, UNIT1PRICELEVEL1: 12, UNIT1PRICELEVEL1TYPE: '0', PRICE1: 10, PRICE1TYPE: '1', UNIT1PRICELEVEL2: '', PRICE2: 9, PRICE2TYPE: '1' };
    expect(levelPrice(p, 1, 1)).toEqual({ amount: 12, taxType: '0' });
    expect(levelPrice(p, 1, 2)).toEqual({ amount: 9, taxType: '1' });
  });

  it('treats null and empty flat prices as missing, and a missing tax type as "VAT not included"', () => {
    expect(levelPrice({ UNIT1RATE: 1, PRICE1: null }, 1, 1)).toEqual({ amount: 0, taxType: '2' });
    expect(levelPrice({ UNIT1RATE: 1, PRICE1: '' }, 1, 1)).toEqual({ amount: 0, taxType: '2' });
    expect(levelPrice({ UNIT1RATE: 1, UNIT1PRICELEVEL1: null, PRICE1: 5 }, 1, 1)).toEqual({ amount: 5, taxType: '2' });
    expect(levelPrice({ UNIT1RATE: 1, UNIT1PRICELEVEL1: '7.5' }, 1, 1)).toEqual({ amount: 7.5, taxType: '2' });
  });

  it('never reads PRICE{l} as the price of unit 2 or 3', () => {
    // Unit 2 has no own price: it is unit 1's PRICE1 × 6, not PRICE1 itself.
    expect(levelPrice({ UNIT1RATE: 1, UNIT2RATE: 6, PRICE1: 10, PRICE1TYPE: '1' }, 2, 1)).toEqual({ amount: 60, taxType: '1' });
  });

  it('scales unit 1 by the ratio of rates, rounded to the satang', () => {
    expect(levelPrice({ UNIT1RATE: 2, UNIT2RATE: 12, PRICE1: 10, PRICE1TYPE: '1' }, 2, 1)).toEqual({ amount: 60, taxType: '1' });
    expect(levelPrice({ UNIT1RATE: 3, UNIT2RATE: 1, PRICE1: 10, PRICE1TYPE: '1' }, 2, 1)).toEqual({ amount: 3.33, taxType: '1' });
    // No UNIT1RATE: unit 1 counts as one base unit.
    expect(levelPrice({ UNIT2RATE: 12, PRICE1: 9.99, PRICE1TYPE: '2' }, 2, 1)).toEqual({ amount: 119.88, taxType: '2' });
  });

  it('is 0 for a unit without a rate or when unit 1 has no price', () => {
    expect(levelPrice({ UNIT1RATE: 1, UNIT2RATE: -1, PRICE1: 10, PRICE1TYPE: '0' }, 2, 1)).toEqual({ amount: 0, taxType: '0' });
    expect(levelPrice({ UNIT1RATE: 1, UNIT2RATE: 12 }, 2, 1)).toEqual({ amount: 0, taxType: '2' });
  });
});

describe('advance-price records', () => {
  const record = { DateStart: '20261101', DateEnd: '20261130', UNIT2PRICELEVEL3: 50, UNIT2PRICELEVEL3TYPE: '1', UNIT1PRICELEVEL1: '' };

  it('give a cell only for a unit and level they price', () => {
    expect(advanceCell(record, 2, 3)).toEqual({ amount: 50, taxType: '1' });
    expect(advanceCell(record, 2, '3')).toEqual({ amount: 50, taxType: '1' });
    expect(advanceCell(record, 1, 1)).toBeNull();
    expect(advanceCell(record, 2, 1)).toBeNull();
    expect(advanceCell({ UNIT1PRICELEVEL1: null }, 1, 1)).toBeNull();
    expect(advanceCell({ UNIT1PRICELEVEL1: 4 }, 1, 1)).toEqual({ amount: 4, taxType: '2' });
    expect(advanceCell(null, 1, 1)).toBeNull();
    expect(advanceCell(undefined, 1, 1)).toBeNull();
  });

  const standard = { amount: 100, taxType: '1' as const };
  const cheaper = { amount: 90, taxType: '1' as const };

  it('leave a side open when its date is missing, and are unusable with an unreadable end', () => {
    expect(isAdvancePriceApplicable(standard, cheaper, {}, now)).toBe(true);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateStart: null, DateEnd: null }, now)).toBe(true);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateStart: '20261120' }, now)).toBe(true);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateStart: '20261121' }, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateEnd: '20261120' }, now)).toBe(true);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateEnd: '20261119' }, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateEnd: 'soon' }, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, cheaper, { DateStart: '20261101', DateEnd: 'soon' }, now)).toBe(false);
  });

  it('never apply a negative price, and compare VAT-included amounts to the satang', () => {
    expect(isAdvancePriceApplicable(standard, { amount: -5, taxType: '1' }, {}, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, { amount: 0.004, taxType: '1' }, {}, now)).toBe(false);
    expect(isAdvancePriceApplicable(standard, { amount: 99.99, taxType: '1' }, {}, now)).toBe(true);
    // 93.45 + 7 % = 99.99 (lower); 93.46 + 7 % = 100.00 (not lower).
    expect(isAdvancePriceApplicable(standard, { amount: 93.45, taxType: '2' }, {}, now)).toBe(true);
    expect(isAdvancePriceApplicable(standard, { amount: 93.46, taxType: '2' }, {}, now)).toBe(false);
  });
});

describe('the price a customer pays today', () => {
  const product = { UNIT1RATE: 1, UNIT2RATE: 12, PRICE1: 10, PRICE1TYPE: '1', PRICE2: 20, PRICE2TYPE: '1', Option1: 2 };

  it('takes the lowest of several applicable advance prices, whatever their order', () => {
    const records = [
      { UNIT1PRICELEVEL1: 9, UNIT1PRICELEVEL1TYPE: '1' },
      { UNIT1PRICELEVEL1: 7, UNIT1PRICELEVEL1TYPE: '1' },
      { UNIT1PRICELEVEL1: 8, UNIT1PRICELEVEL1TYPE: '1' },
      { UNIT1PRICELEVEL1: 1, UNIT1PRICELEVEL1TYPE: '1', DateEnd: '20261001' },
    ];
    const p = unitPrice(product, 1, { level: 1, advancePrices: records, now });
    expect(p).toEqual({ unit: 1, priceIncludingVat: 7, priceExcludingVat: 6.54, standardIncludingVat: 10, advance: true, cell: { amount: 7, taxType: '1' } });
    expect(unitPrice(product, 1, { level: 1, advancePrices: [...records].reverse(), now }).priceIncludingVat).toBe(7);
  });

  it('keeps the first of two advance prices that cost the same with VAT', () => {
    const records = [{ UNIT1PRICELEVEL1: 8.56, UNIT1PRICELEVEL1TYPE: '1' }, { UNIT1PRICELEVEL1: 8, UNIT1PRICELEVEL1TYPE: '2' }];
    expect(unitPrice(product, 1, { level: 1, advancePrices: records, now }).cell).toEqual({ amount: 8.56, taxType: '1' });
  });

  it('uses the customer\'s level for both the standard and the advance price', () => {
    const records = [{ UNIT1PRICELEVEL2: 15, UNIT1PRICELEVEL2TYPE: '1' }];
    expect(unitPrice(product, 1, { level: 2, advancePrices: records, now })).toMatchObject({ priceIncludingVat: 15, standardIncludingVat: 20, advance: true });
    expect(unitPrice(product, 1, { level: 1, advancePrices: records, now })).toMatchObject({ priceIncludingVat: 10, standardIncludingVat: 10, advance: false });
    expect(unitPrice(product, 1, { level: 1, now })).toEqual({ unit: 1, priceIncludingVat: 10, priceExcludingVat: 9.35, standardIncludingVat: 10, advance: false, cell: { amount: 10, taxType: '1' } });
  });

  it('fills every API price field, 0 for units the product lacks, and no advance flag without one', () => {
    const three = { UNIT1RATE: 1, UNIT2RATE: 6, UNIT3RATE: 24, PRICE1: 10, PRICE1TYPE: '2', PRICE2: 8, PRICE2TYPE: '2' };
    expect(productPriceFields(three, { level: 2, now })).toEqual({
      StandardPrice1: 8.56, StandardPrice2: 51.36, StandardPrice3: 205.44,
      SalesPrice1: 8, SalesPrice2: 48, SalesPrice3: 192,
      PriceInVat1: 8.56, PriceInVat2: 51.36, PriceInVat3: 205.44,
      CatalogPrice: 10.7, IsProductAdvancePrice: false,
    });
    expect(productPriceFields({ ...three, UNIT3RATE: 0 }, { level: 1, now })).toMatchObject({ StandardPrice3: 0, SalesPrice3: 0, PriceInVat3: 0, PriceInVat2: 64.2 });
  });

  it('counts units with the deployment\'s rule', () => {
    // Variant rule: UNIT2RATE > 1 alone makes a second unit; the standard rule needs UNIT1RATE too.
    const p = { UNIT2RATE: 12, PRICE1: 10, PRICE1TYPE: '1', Option1: 1 };
    expect(productPriceFields(p, { now }, 'variant')).toMatchObject({ PriceInVat1: 10, PriceInVat2: 120 });
    expect(productPriceFields(p, { now })).toMatchObject({ PriceInVat1: 10, PriceInVat2: 0 });
    expect(cartPricingOf(p, { now }, 'variant')).toEqual({ unitPrices: [10, 120, 0], unitPoints: [1, 12, 0] });
    expect(cartPricingOf(p, { now })).toEqual({ unitPrices: [10, 0, 0], unitPoints: [1, 0, 0] });
  });
});

describe('points prices', () => {
  it('multiply the per-base-unit points by the unit rate (a unit without a rate counts 1)', () => {
    expect(pointsPerUnit({ Option1: '2.5', UNIT1RATE: 1, UNIT2RATE: 12 }, 2)).toBe(30);
    expect(pointsPerUnit({ Option1: 4, UNIT1RATE: 0 }, 1)).toBe(4);
    expect(pointsPerUnit({ Option1: 4, UNIT3RATE: -2 }, 3)).toBe(4);
    expect(pointsPerUnit({ UNIT1RATE: 1 }, 1)).toBe(0);
  });

  it('make a product redeemable only when positive', () => {
    expect(isRedeemable({ Option1: 1 })).toBe(true);
    expect(isRedeemable({ Option1: '0.5' })).toBe(true);
    expect(isRedeemable({ Option1: 0 })).toBe(false);
    expect(isRedeemable({ Option1: -1 })).toBe(false);
    expect(isRedeemable({ Option1: null })).toBe(false);
    expect(isRedeemable({})).toBe(false);
  });
});
