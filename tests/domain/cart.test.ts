import { describe, expect, it } from 'vitest';
import { addToCart, cartTotals, findLine, isAllSelected, lineQuantity, quickAdd, removeFromCart, selectAll, setLineSelected, sumLineAmounts, type CartLine } from '../../src/domain/cart';
import type { CartPricing } from '../../src/domain/prices';

const line = (P_Code: string, qty1 = 1, qty2 = 0, qty3 = 0, selected = true): CartLine => ({ P_Code, qty1, qty2, qty3, selected });
const beer = { P_Code: 'BEER', UNIT1RATE: 1, UNIT2RATE: 6, UNIT3RATE: 24, ShowPrice1: 'Y', ShowPrice2: 'N', ShowPrice3: 'Y' };

describe('cart transitions', () => {
  it('adds a new product selected, at the end', () => {
    const cart = addToCart([line('A')], { P_Code: 'B', qty2: 3 });
    expect(cart).toEqual([line('A'), { P_Code: 'B', qty1: 0, qty2: 3, qty3: 0, selected: true }]);
  });

  it('replaces an existing line in place and marks it selected', () => {
    const before = [line('A', 1, 0, 0, false), line('B')];
    const cart = addToCart(before, { P_Code: 'A', qty1: 5 });
    expect(cart).toEqual([line('A', 5), line('B')]);
    expect(before[0]).toEqual(line('A', 1, 0, 0, false));
  });

  it('cleans quantities and removes a line set to all zeros', () => {
    expect(addToCart([], { P_Code: 'A', qty1: 2.7, qty2: -3 })).toEqual([line('A', 2)]);
    expect(addToCart([line('A'), line('B')], { P_Code: 'A', qty1: 0 })).toEqual([line('B')]);
  });

  it('removes a line', () => {
    expect(removeFromCart([line('A'), line('B')], 'A')).toEqual([line('B')]);
  });

  it('quick-adds one of the biggest unit when that option is on, else of the shown unit', () => {
    const big = quickAdd([], beer, { biggestUnit: true });
    expect(big.unit).toBe(3);
    expect(big.cart).toEqual([{ P_Code: 'BEER', qty1: 0, qty2: 0, qty3: 1, selected: true }]);
    const again = quickAdd(big.cart, beer, { biggestUnit: true });
    expect(again.cart[0].qty3).toBe(2);
    const shown = quickAdd([line('BEER', 2, 0, 0, false)], beer, { biggestUnit: false });
    expect(shown.unit).toBe(1);
    expect(shown.cart).toEqual([line('BEER', 3)]);
  });

  it('selects one line', () => {
    expect(setLineSelected([line('A'), line('B')], 'B', false)).toEqual([line('A'), line('B', 1, 0, 0, false)]);
  });
});

describe('select all', () => {
  const products = new Map([
    ['A', { Stock: { StockAvailable: 10 } }],
    ['OUT', { Stock: { StockAvailable: 0 } }],
    ['C', {}],
  ]);
  const cart = [line('A', 1, 0, 0, false), line('OUT', 1, 0, 0, false), line('C', 1, 0, 0, false), line('D', 1, 0, 0, false)];

  it('skips out-of-stock items when they are disabled', () => {
    const next = selectAll(cart, ['A', 'OUT', 'C'], true, { disableOutOfStock: true, products });
    expect(next.map((l) => l.selected)).toEqual([true, false, true, false]);
    expect(isAllSelected(next, ['A', 'OUT', 'C'], { disableOutOfStock: true, products })).toBe(true);
    expect(isAllSelected(next, ['A', 'OUT', 'C'], { disableOutOfStock: false, products })).toBe(false);
  });

  it('selects out-of-stock items when they are allowed, and unselects everything', () => {
    const all = selectAll(cart, null, true, { disableOutOfStock: false, products });
    expect(all.every((l) => l.selected)).toBe(true);
    expect(selectAll(all, null, false, { disableOutOfStock: true, products }).some((l) => l.selected)).toBe(false);
    expect(isAllSelected([], null, { disableOutOfStock: false, products })).toBe(false);
  });
});

describe('totals', () => {
  const pricing = new Map<string, CartPricing>([
    ['A', { unitPrices: [19.99, 110, 0], unitPoints: [10, 60, 0] }],
    ['B', { unitPrices: [0.1, 0, 0], unitPoints: [1, 0, 0] }],
  ]);

  it('adds up the selected lines in money without float drift', () => {
    const t = cartTotals([line('A', 3, 1), line('B', 3), line('C', 1, 0, 0, false)], pricing, 'sales');
    expect(t.amount).toBe(170.27);
    expect(t.total).toBe(170.27);
    expect(t.count).toBe(3);
    expect(t.selectedCount).toBe(2);
    expect(t.lines.find((l) => l.P_Code === 'C')).toEqual({ P_Code: 'C', amount: 0, points: 0, priced: false });
  });

  it('counts points in redeem mode and leaves unselected lines out', () => {
    const t = cartTotals([line('A', 1, 2), line('B', 5, 0, 0, false)], pricing, 'redeem');
    expect(t.points).toBe(130);
    expect(t.total).toBe(130);
    expect(t.count).toBe(2);
  });
});

describe('cart edges', () => {
  const pricing = new Map<string, CartPricing>([['A', { unitPrices: [10, 55, 200], unitPoints: [1, 5, 20] }]]);

  it('reads quantities sent as text', () => {
    expect(addToCart([], { P_Code: 'A', qty1: '3' as unknown as number })).toEqual([line('A', 3)]);
  });

  it('counts the third tier in a line quantity', () => {
    expect(lineQuantity(line('A', 1, 2, 3))).toBe(6);
    expect(cartTotals([line('A', 0, 0, 2)], pricing, 'sales')).toMatchObject({ count: 1, selectedCount: 1, amount: 400 });
  });

  it('finds the line of the product asked for', () => {
    expect(findLine([line('A'), line('B', 4)], 'B')).toEqual(line('B', 4));
    expect(findLine([line('A')], 'B')).toBeUndefined();
  });

  it('unselects a selected out-of-stock line when selecting all with out-of-stock items disabled', () => {
    const products = new Map([['OUT', { Stock: { StockAvailable: 0 } }]]);
    expect(selectAll([line('OUT'), line('B', 1, 0, 0, false)], null, true, { disableOutOfStock: true, products })).toEqual([
      line('OUT', 1, 0, 0, false),
      line('B'),
    ]);
  });

  it('lists one total per line and leaves lines emptied by a restore out of the counts', () => {
    const t = cartTotals([line('A', 1, 1), line('Z', 0, 0, 0), line('A2', 0, 0, 0, false)], pricing, 'sales');
    expect(t.lines).toEqual([
      { P_Code: 'A', amount: 65, points: 6, priced: true },
      { P_Code: 'Z', amount: 0, points: 0, priced: false },
      { P_Code: 'A2', amount: 0, points: 0, priced: false },
    ]);
    expect(t).toMatchObject({ count: 1, selectedCount: 1, amount: 65 });
    expect(sumLineAmounts([{ P_Code: 'A', amount: 0.1, points: 0, priced: true }, { P_Code: 'B', amount: 0.2, points: 0, priced: true }])).toBe(0.3);
  });
});
