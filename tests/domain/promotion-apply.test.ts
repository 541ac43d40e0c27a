import { describe, expect, it } from 'vitest';
import { applyPromotions, buildPromotionIndex, promotionEligibility } from '../../src/domain/promotion-apply';
import type { PromotionDraft } from '../../src/domain/promotion-types';
import { customer, line, now, promo } from './promotion-fixtures';


describe('free items', () => {
  const buy10get1 = promo('1', '1', [{ PromotionLn: 1, BuyMin: 10, OrderBuy: 10, FreeNumber: 1 }], { ProductsFree: ['A'] });

  it('gives one free per full 10 bought', () => {
    const r = applyPromotions([line('A', 25)], [buy10get1], customer, { now });
    expect(r.freeItems).toEqual([{ P_Code: 'A', quantity: 2, promotionId: '1' }]);
    expect(r.applied[0]).toMatchObject({ promotionId: '1', kind: 'FreeItem', tierLine: 1, measure: 25, times: 2, discount: 0, products: ['A'] });
    expect(r.applied[0].explanation).toContain('2 free A');
    expect(r.total).toBe(250);
  });

  it('gives nothing below the minimum', () => {
    const r = applyPromotions([line('A', 9)], [buy10get1], customer, { now });
    expect(r.freeItems).toEqual([]);
    expect(r.applied).toEqual([]);
  });

  it('counts base units across the sale products (mix and match)', () => {
    const mix = promo('2', '1', [{ BuyMin: 10, OrderBuy: 10, FreeNumber: 1 }], { ProductsSale: ['A', 'B'], ProductsFree: ['GIFT'] });
    const r = applyPromotions([line('A', 6), line('B', 4), line('C', 50)], [mix], customer, { now });
    expect(r.freeItems).toEqual([{ P_Code: 'GIFT', quantity: 1, promotionId: '2' }]);
    expect(r.applied[0].products).toEqual(['A', 'B']);
  });

  it('gives once per order without an OrderBuy step', () => {
    const once = promo('3', '1', [{ BuyMin: 10, FreeNumber: 2 }], { ProductsFree: ['GIFT'] });
    expect(applyPromotions([line('A', 95)], [once], customer, { now }).freeItems[0].quantity).toBe(2);
  });
});

describe('tiers', () => {
  const tiered = promo('10', '2', [
    { PromotionLn: 1, BuyMin: 10, BuyMax: 19, DiscNumber: 50, DiscType: 'DiscountValue' },
    { PromotionLn: 2, BuyMin: 20, BuyMax: 0, DiscNumber: 150, DiscType: 'DiscountValue' },
  ]);

  it('uses the highest tier the quantity reaches', () => {
    expect(applyPromotions([line('A', 15)], [tiered], customer, { now }).productDiscount).toBe(50);
    const r = applyPromotions([line('A', 25)], [tiered], customer, { now });
    expect(r.productDiscount).toBe(150);
    expect(r.applied[0].tierLine).toBe(2);
    expect(r.total).toBe(100);
  });

  it('gives nothing above BuyMax when no tier covers the quantity', () => {
    const capped = promo('11', '2', [{ BuyMin: 10, BuyMax: 19, DiscNumber: 50 }]);
    expect(applyPromotions([line('A', 20)], [capped], customer, { now }).applied).toEqual([]);
  });

  it('never discounts more than the lines are worth', () => {
    const huge = promo('12', '2', [{ BuyMin: 1, DiscNumber: 9999 }]);
    const r = applyPromotions([line('A', 2, 5)], [huge], customer, { now });
    expect(r.productDiscount).toBe(10);
    expect(r.total).toBe(0);
  });
});

describe('discounts', () => {
  it('takes a percentage split across lines to the satang', () => {
    const pct = promo('20', '2', [{ BuyMin: 1, DiscNumber: 10, DiscType: 'DiscountPercent' }], { ProductsSale: ['A', 'B'] });
    const r = applyPromotions([{ P_Code: 'A', quantity: 3, amount: 33.33 }, { P_Code: 'B', quantity: 1, amount: 66.67 }], [pct], customer, { now });
    expect(r.productDiscount).toBe(10);
    expect(r.lines.map((l) => l.productDiscount)).toEqual([3.33, 6.67]);
    expect(r.lines.map((l) => l.net)).toEqual([30, 60]);
  });

  it('repeats a value discount per OrderBuy step on an amount basis', () => {
    const every500 = promo('21', '2', [{ BuyMin: 500, OrderBuy: 500, DiscNumber: 20 }], { header: { SalesNumber: '2' } as PromotionDraft['Promotion'] });
    const r = applyPromotions([line('A', 120, 10)], [every500], customer, { now });
    expect(r.applied[0]).toMatchObject({ basis: 'amount', measure: 1200, times: 2, discount: 40 });
  });

  it('gives each line the single best product discount', () => {
    const small = promo('30', '2', [{ BuyMin: 1, DiscNumber: 5 }], { ProductsSale: ['A', 'B'] });
    const big = promo('31', '2', [{ BuyMin: 1, DiscNumber: 10, DiscType: 'P' }], { ProductsSale: ['A'] });
    const r = applyPromotions([line('A', 100), line('B', 1)], [small, big], customer, { now });
    // 10 % of A (100 baht) beats 5 baht on A+B; B then still earns the 5 baht alone.
    expect(r.applied.map((a) => [a.promotionId, a.discount])).toEqual([['31', 100], ['30', 5]]);
    expect(r.lines.map((l) => l.promotionIds)).toEqual([['31'], ['30']]);
  });

  it('breaks ties by the lower promotion id whatever the input order', () => {
    const a = promo('41', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
    const b = promo('40', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
    const r1 = applyPromotions([line('A', 1)], [a, b], customer, { now });
    const r2 = applyPromotions([line('A', 1)], [b, a], customer, { now });
    expect(r1.applied.map((x) => x.promotionId)).toEqual(['40']);
    expect(r2).toEqual(r1);
  });
});

describe('bill discount', () => {
  it('applies one bill discount on the amount left after product discounts', () => {
    const product = promo('50', '2', [{ BuyMin: 1, DiscNumber: 100 }]);
    const bill5 = promo('51', '3', [{ BuyMin: 1000, DiscNumber: 5, DiscType: 'DiscountPercent' }], { ProductsSale: [], header: { SalesNumber: '2' } as PromotionDraft['Promotion'] });
    const bill20 = promo('52', '3', [{ BuyMin: 1000, DiscNumber: 20 }], { ProductsSale: [], header: { SalesNumber: '2' } as PromotionDraft['Promotion'] });
    const r = applyPromotions([line('A', 60), line('B', 60)], [product, bill5, bill20], customer, { now });
    // 1200 − 100 = 1100 ≥ 1000: 5 % = 55 beats 20 baht.
    expect(r).toMatchObject({ subtotal: 1200, productDiscount: 100, billDiscount: 55, discount: 155, total: 1045 });
    expect(r.applied.map((a) => a.promotionId)).toEqual(['50', '51']);
    expect(r.lines.reduce((s, l) => s + l.billDiscount, 0)).toBeCloseTo(55, 9);
  });

  it('misses the threshold when product discounts bring the amount under it', () => {
    const product = promo('50', '2', [{ BuyMin: 1, DiscNumber: 300 }]);
    const bill = promo('51', '3', [{ BuyMin: 1000, DiscNumber: 50 }], { ProductsSale: [], header: { SalesNumber: '2' } as PromotionDraft['Promotion'] });
    expect(applyPromotions([line('A', 60), line('B', 60)], [product, bill], customer, { now }).billDiscount).toBe(0);
  });
});

describe('eligibility', () => {
  const base = promo('60', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
  it('checks flag, dates, weekday, centre and audience', () => {
    expect(promotionEligibility(base, customer, now)).toBeNull();
    const make = (header: PromotionDraft['Promotion'], extra: Partial<PromotionDraft> = {}) => promo('61', '2', [{ BuyMin: 1, DiscNumber: 5 }], { header, ...extra });
    expect(promotionEligibility(make({ FlagEnabled: 'N' }), customer, now)).toBe('disabled');
    expect(promotionEligibility(make({ DateBeginT: '20261121' }), customer, now)).toBe('notStarted');
    expect(promotionEligibility(make({ DateEndT: '20261119' }), customer, now)).toBe('ended');
    expect(promotionEligibility(make({ DateEndT: 'soon' }), customer, now)).toBe('invalidDates');
    // Friday is index 4 (Monday = 0).
    expect(promotionEligibility(make({ Opt31: 'YYYYNYY' }), customer, now)).toBe('weekday');
    expect(promotionEligibility(make({ Opt31: 'NNNNYNN' }), customer, now)).toBeNull();
    expect(promotionEligibility(make({}, { Weekdays: [0, 1] }), customer, now)).toBe('weekday');
    expect(promotionEligibility(make({}, { SaleUnit: 'DC02' }), customer, now)).toBe('saleUnit');
    expect(promotionEligibility(make({ CustomerList: '' }, { Customers: [{ Code: 'C2' }] }), customer, now)).toBe('customer');
    expect(promotionEligibility(make({ CustomerList: 'C2,C1' }), customer, now)).toBeNull();
    expect(promotionEligibility(make({}, { CustomersNotIn: ['C1'] }), customer, now)).toBe('customerExcluded');
    expect(promotionEligibility(make({ Opt15: 'WHOLESALE' }), customer, now)).toBe('storeType');
    expect(promotionEligibility(make({ Opt15: '' }, { Stores: ['MINIMART'] }), customer, now)).toBeNull();
    expect(promotionEligibility(make({ CustomerTypeList: '' }, { CustomerTypes: [{ Code: 'VIP' }] }), customer, now)).toBe('customerType');
    expect(promotionEligibility(make({ CustomerTypeList: '' }), { ...customer, customerType: null }, now)).toBe('customerType');
  });

  it('lists ineligible candidates with the reason and applies nothing from them', () => {
    const off = promo('62', '2', [{ BuyMin: 1, DiscNumber: 5 }], { header: { FlagEnabled: 'N' } as PromotionDraft['Promotion'] });
    const other = promo('63', '2', [{ BuyMin: 1, DiscNumber: 5 }], { ProductsSale: ['Z'], header: { FlagEnabled: 'N' } as PromotionDraft['Promotion'] });
    const r = applyPromotions([line('A', 1)], [off, other], customer, { now });
    expect(r.applied).toEqual([]);
    // Only promotions reachable from the cart's products are considered at all.
    expect(r.ineligible).toEqual([{ promotionId: '62', reason: 'disabled' }]);
  });
});

describe('scale', () => {
  it('handles a 100-line cart with 50 active promotions through a reusable index', () => {
    const rules = Array.from({ length: 50 }, (_, k) =>
      promo(String(k + 1), k % 3 === 0 ? '1' : '2', [
        { PromotionLn: 1, BuyMin: 5, BuyMax: 49, OrderBuy: 5, FreeNumber: 1, DiscNumber: 3 },
        { PromotionLn: 2, BuyMin: 50, OrderBuy: 10, FreeNumber: 3, DiscNumber: 7, DiscType: 'DiscountPercent' },
      ], { ProductsSale: Array.from({ length: 6 }, (_, j) => `P${(k * 2 + j) % 100}`), ProductsFree: [`P${k}`] }),
    );
    const cart = Array.from({ length: 100 }, (_, i) => line(`P${i}`, 1 + (i % 30), 12.5));
    const index = buildPromotionIndex(rules);
    const r = applyPromotions(cart, index, customer, { now });
    expect(r.lines).toHaveLength(100);
    expect(r.applied.length).toBeGreaterThan(10);
    // Every line serves at most one discount promotion and one free-item promotion.
    for (const l of r.lines) expect(l.promotionIds.length).toBeLessThanOrEqual(2);
    expect(r.total).toBeCloseTo(r.subtotal - r.discount, 9);
    expect(applyPromotions(cart, [...rules].reverse(), customer, { now })).toEqual(r);
  });
});
