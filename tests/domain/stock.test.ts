import { describe, expect, it } from 'vitest';
import { isOutOfStock, stockAvailable, stockShortfalls } from '../../src/domain/stock';

describe('stock', () => {
  it('is out of stock only with a figure of 0 or less', () => {
    expect(isOutOfStock({ Stock: { StockAvailable: 0 } })).toBe(true);
    expect(isOutOfStock({ Stock: { StockAvailable: '-2' } })).toBe(true);
    expect(isOutOfStock({ Stock: { StockAvailable: 3 } })).toBe(false);
    expect(isOutOfStock({ Stock: null })).toBe(false);
    expect(isOutOfStock(undefined)).toBe(false);
    expect(stockAvailable({ Stock: { StockAvailable: 'x' } })).toBeNull();
  });

  it('names the products whose lines exceed the stock, in base units', () => {
    const products = new Map([
      ['A', { UNIT1RATE: 1, UNIT2RATE: 12, Stock: { StockAvailable: 20 } }],
      ['B', { UNIT1RATE: 1, Stock: { StockAvailable: 5 } }],
      ['C', { UNIT1RATE: 1 }],
    ]);
    const lines = [
      { P_Code: 'A', qty1: 9, qty2: 1, qty3: 0 },
      { P_Code: 'B', qty1: 5, qty2: 0, qty3: 0 },
      { P_Code: 'C', qty1: 999, qty2: 0, qty3: 0 },
    ];
    expect(stockShortfalls(lines, products)).toEqual([{ P_Code: 'A', requested: 21, available: 20 }]);
  });
});
