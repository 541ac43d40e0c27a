import { describe, expect, it } from 'vitest';
import { applyPromotions, promotionEligibility } from '../../src/domain/promotion-apply';
import type { PromotionDraft } from '../../src/domain/promotion-types';
import { customer, line, now, promo } from './promotion-fixtures';

/*
 * Edges of promotion-apply.ts that the main file leaves open (found by mutation testing,
 * docs/testing.md): the explanation a merchant reads, boundaries of tiers and steps, ranking of
 * competing free items by value, id order, and carts with repeated or empty lines.
 */

const AMOUNT = { SalesNumber: '2' } as PromotionDraft['Promotion'];

describe('the explanation a merchant reads', () => {
  it('free items on units with a step', () => {
    const buy10get1 = promo('1', '1', [{ PromotionLn: 1, BuyMin: 10, OrderBuy: 10, FreeNumber: 1 }], { ProductsFree: ['A'] });
    const r = applyPromotions([line('A', 25)], [buy10get1], customer, { now });
    expect(r.applied[0].explanation).toBe('Promotion 1 "P1": bought 25 units (tier 1 from 10 units, 2 × every 10) → 2 free A');
    expect(r.applied[0].freeItems).toEqual([{ P_Code: 'A', quantity: 2, promotionId: '1' }]);
  });

  it('a value discount on an amount with a step', () => {
    const every500 = promo('21', '2', [{ PromotionLn: 1, BuyMin: 500, OrderBuy: 500, DiscNumber: 20 }], { header: AMOUNT });
    expect(applyPromotions([line('A', 120, 10)], [every500], customer, { now }).applied[0].explanation)
      .toBe('Promotion 21 "P21": bought 1200.00 baht (tier 1 from 500.00 baht, 2 × every 500) → 40.00 baht off');
  });

  it('a percentage on units without a step', () => {
    const pct = promo('20', '2', [{ PromotionLn: 2, BuyMin: 3, DiscNumber: 10, DiscType: 'DiscountPercent' }]);
    const r = applyPromotions([line('A', 4, 25)], [pct], customer, { now });
    expect(r.applied[0].explanation).toBe('Promotion 20 "P20": bought 4 units (tier 2 from 3 units) → 10% off = 10.00 baht');
    expect(r.applied[0].freeItems).toEqual([]);
  });
});

describe('eligibility edges', () => {
  const make = (header: PromotionDraft['Promotion'], extra: Partial<PromotionDraft> = {}) => promo('61', '2', [{ BuyMin: 1, DiscNumber: 5 }], { header, ...extra });
  it('a promotion starting today is open today', () => {
    expect(promotionEligibility(make({ DateBeginT: '20261120' }), customer, now)).toBeNull();
  });
  it('a promotion of the customer\'s own centre is open to them', () => {
    expect(promotionEligibility(make({}, { SaleUnit: 'DC01' }), customer, now)).toBeNull();
  });
  it('a customer of a listed type is in', () => {
    expect(promotionEligibility(make({ CustomerTypeList: '' }, { CustomerTypes: [{ Code: 'RETAIL' }] }), customer, now)).toBeNull();
  });
});

describe('which promotions are candidates', () => {
  it('a product discount without sale products never applies (only bill discounts look at the whole order)', () => {
    const noProducts = promo('70', '2', [{ BuyMin: 1, DiscNumber: 5 }], { ProductsSale: [] });
    const r = applyPromotions([line('A', 3)], [noProducts], customer, { now });
    expect(r.applied).toEqual([]);
    expect(r.total).toBe(30);
  });

  it('a bill discount tied to products the cart lacks is not considered; one tied to a product in the cart counts only that product', () => {
    const offZ = promo('71', '3', [{ BuyMin: 1, DiscNumber: 5 }], { ProductsSale: ['Z'], header: { FlagEnabled: 'N' } as PromotionDraft['Promotion'] });
    const onB = promo('72', '3', [{ BuyMin: 100, DiscNumber: 7 }], { ProductsSale: ['B'], header: AMOUNT });
    const r = applyPromotions([line('A', 50), line('Q', 1), line('B', 10)], [offZ, onB], customer, { now });
    expect(r.ineligible).toEqual([]);
    expect(r.applied.map((a) => [a.promotionId, a.products, a.discount])).toEqual([['72', ['B'], 7]]);
    expect(r.lines.map((l) => l.net)).toEqual([500, 10, 93]);
    expect(r.total).toBe(603);
  });

  it('lists ineligible promotions by numeric id (9 before 10), codes alphabetically', () => {
    const off = { FlagEnabled: 'N' } as PromotionDraft['Promotion'];
    const rules = ['10', '9', 'PB', 'PA'].map((id) => promo(id, '2', [{ BuyMin: 1, DiscNumber: 5 }], { header: off }));
    expect(applyPromotions([line('A', 1)], rules, customer, { now }).ineligible.map((x) => x.promotionId)).toEqual(['9', '10', 'PA', 'PB']);
  });

  it('breaks a tie between two codes by the code, whatever the input order', () => {
    const b = promo('PB', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
    const a = promo('PA', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
    expect(applyPromotions([line('A', 1)], [b, a], customer, { now }).applied.map((x) => x.promotionId)).toEqual(['PA']);
    const ten = promo('10', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
    const nine = promo('9', '2', [{ BuyMin: 1, DiscNumber: 5 }]);
    expect(applyPromotions([line('A', 1)], [ten, nine], customer, { now }).applied.map((x) => x.promotionId)).toEqual(['9']);
  });
});

describe('tier boundaries', () => {
  it('BuyMax is inclusive', () => {
    const capped = promo('11', '2', [{ BuyMin: 10, BuyMax: 19, DiscNumber: 50 }]);
    expect(applyPromotions([line('A', 19)], [capped], customer, { now }).productDiscount).toBe(50);
  });

  it('BuyMax on an amount basis is in baht', () => {
    const band = promo('12', '2', [{ BuyMin: 500, BuyMax: 999, DiscNumber: 30 }], { header: AMOUNT });
    expect(applyPromotions([line('A', 80, 10)], [band], customer, { now }).productDiscount).toBe(30);
    expect(applyPromotions([line('A', 100, 10)], [band], customer, { now }).productDiscount).toBe(0);
  });

  it('of overlapping tiers the highest minimum wins, whatever the order they are listed in', () => {
    const tiers = [
      { PromotionLn: 1, BuyMin: 20, DiscNumber: 150 },
      { PromotionLn: 2, BuyMin: 10, DiscNumber: 50 },
    ];
    expect(applyPromotions([line('A', 25)], [promo('13', '2', tiers)], customer, { now }).productDiscount).toBe(150);
    expect(applyPromotions([line('A', 25)], [promo('13', '2', [...tiers].reverse())], customer, { now }).productDiscount).toBe(150);
  });

  it('of two tiers with the same minimum the lower line wins, whatever the order', () => {
    const tiers = [
      { PromotionLn: 1, BuyMin: 10, DiscNumber: 50 },
      { PromotionLn: 2, BuyMin: 10, DiscNumber: 70 },
    ];
    for (const list of [tiers, [...tiers].reverse()]) {
      const r = applyPromotions([line('A', 12)], [promo('14', '2', list)], customer, { now });
      expect([r.applied[0].tierLine, r.productDiscount]).toEqual([1, 50]);
    }
  });

  it('a step larger than what was bought gives nothing, even as a percentage', () => {
    const pct = promo('15', '2', [{ BuyMin: 5, OrderBuy: 10, DiscNumber: 10, DiscType: 'DiscountPercent' }]);
    expect(applyPromotions([line('A', 7)], [pct], customer, { now }).applied).toEqual([]);
  });

  it('a zero discount or zero free items is not an applied promotion', () => {
    const zero = promo('16', '2', [{ BuyMin: 1, DiscNumber: 0 }]);
    const noFree = promo('17', '1', [{ BuyMin: 1, FreeNumber: 0 }], { ProductsFree: ['GIFT'] });
    const noGift = promo('18', '1', [{ BuyMin: 1, FreeNumber: 1 }], { ProductsFree: [] });
    const r = applyPromotions([line('A', 3)], [zero, noFree, noGift], customer, { now });
    expect(r.applied).toEqual([]);
    expect(r.freeItems).toEqual([]);
  });

  it('spending nothing earns no gift, even from a tier that starts at 0 baht', () => {
    const fromZero = promo('19', '1', [{ BuyMin: 0, FreeNumber: 1 }], { ProductsFree: ['GIFT'], header: AMOUNT });
    expect(applyPromotions([{ P_Code: 'A', quantity: 2, amount: 0 }], [fromZero], customer, { now }).freeItems).toEqual([]);
  });
});

describe('competing free items', () => {
  const cheap = promo('80', '1', [{ BuyMin: 1, FreeNumber: 3 }], { ProductsFree: ['X'] });
  const dear = promo('81', '1', [{ BuyMin: 1, FreeNumber: 1 }], { ProductsFree: ['Y'] });

  it('without values the larger free quantity wins', () => {
    expect(applyPromotions([line('A', 1)], [dear, cheap], customer, { now }).freeItems).toEqual([{ P_Code: 'X', quantity: 3, promotionId: '80' }]);
  });

  it('with values the gift worth more wins: 3 × 10 baht beats 1 × 20 baht, 3 × 5 baht loses to it', () => {
    const worth = (x: number) => ({ now, freeItemValues: new Map([['X', x], ['Y', 20]]) });
    expect(applyPromotions([line('A', 1)], [dear, cheap], customer, worth(10)).freeItems.map((f) => f.P_Code)).toEqual(['X']);
    expect(applyPromotions([line('A', 1)], [dear, cheap], customer, worth(5)).freeItems.map((f) => f.P_Code)).toEqual(['Y']);
  });
});

describe('cart lines', () => {
  it('adds up a product that appears twice before measuring it', () => {
    const buy10 = promo('90', '2', [{ BuyMin: 10, DiscNumber: 15 }]);
    const r = applyPromotions([line('A', 5), line('A', 5)], [buy10], customer, { now });
    expect(r.lines).toEqual([{ P_Code: 'A', quantity: 10, amount: 100, productDiscount: 15, billDiscount: 0, net: 85, promotionIds: ['90'] }]);
  });

  it('leaves out lines without a quantity', () => {
    const r = applyPromotions([{ P_Code: 'A', quantity: 0, amount: 0 }, line('B', 1)], [], customer, { now });
    expect(r.lines.map((l) => l.P_Code)).toEqual(['B']);
  });

  it('a mix-and-match promotion counts the sale products the cart has, in cart order', () => {
    const mix = promo('91', '1', [{ BuyMin: 10, FreeNumber: 1 }], { ProductsSale: ['C', 'B', 'A'], ProductsFree: ['GIFT'] });
    const r = applyPromotions([line('A', 4), line('B', 6)], [mix], customer, { now });
    expect(r.applied[0].products).toEqual(['A', 'B']);
    expect(r.freeItems).toEqual([{ P_Code: 'GIFT', quantity: 1, promotionId: '91' }]);
  });

  it('a bill discount lowers each line\'s net by its share', () => {
    const bill = promo('92', '3', [{ BuyMin: 100, DiscNumber: 30 }], { ProductsSale: [], header: AMOUNT });
    const r = applyPromotions([line('A', 10), line('B', 20)], [bill], customer, { now });
    expect(r.lines.map((l) => [l.billDiscount, l.net])).toEqual([[10, 90], [20, 180]]);
    expect(r.total).toBe(270);
  });
});

describe('ties between a numeric id and a code, and tiers listed out of order', () => {
  const off5 = (id: string) => promo(id, '2', [{ BuyMin: 1, DiscNumber: 5 }]);

  it('a numeric id and a code tie by their text, whatever the input order', () => {
    // '5' sorts before 'PA' as text, and '0A' (a code: not a number) before '5'.
    for (const rules of [[off5('PA'), off5('5')], [off5('5'), off5('PA')]]) {
      expect(applyPromotions([line('A', 1)], rules, customer, { now }).applied.map((x) => x.promotionId)).toEqual(['5']);
    }
    for (const rules of [[off5('5'), off5('0A')], [off5('0A'), off5('5')]]) {
      expect(applyPromotions([line('A', 1)], rules, customer, { now }).applied.map((x) => x.promotionId)).toEqual(['0A']);
    }
  });

  it('the highest tier reached wins even when it is listed first with a higher line number', () => {
    const p = promo('80', '2', [{ PromotionLn: 2, BuyMin: 10, DiscNumber: 50 }, { PromotionLn: 1, BuyMin: 1, DiscNumber: 5 }]);
    const r = applyPromotions([line('A', 10)], [p], customer, { now });
    expect(r.applied[0].discount).toBe(50);
    expect(r.total).toBe(50);
  });

  it('two tiers with the same minimum and line number: the first listed applies', () => {
    const p = promo('81', '2', [{ PromotionLn: 1, BuyMin: 1, DiscNumber: 7 }, { PromotionLn: 1, BuyMin: 1, DiscNumber: 3 }]);
    expect(applyPromotions([line('A', 2)], [p], customer, { now }).applied[0].discount).toBe(7);
  });

  it('without known values, the free-item promotion giving more pieces wins', () => {
    const one = promo('1', '1', [{ BuyMin: 1, FreeNumber: 1 }], { ProductsFree: ['A'] });
    const three = promo('2', '1', [{ BuyMin: 1, FreeNumber: 3 }], { ProductsFree: ['A'] });
    const r = applyPromotions([line('A', 1)], [one, three], customer, { now });
    expect(r.applied.map((a) => [a.promotionId, a.freeItems])).toEqual([['2', [{ P_Code: 'A', quantity: 3, promotionId: '2' }]]]);
  });
});
