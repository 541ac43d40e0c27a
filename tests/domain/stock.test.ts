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

  it('reads the stock figure as a number, and no figure or an empty one as "not tracked"', () => {
    expect(stockAvailable({ Stock: { StockAvailable: '12' } })).toBe(12);
    expect(stockAvailable({ Stock: { StockAvailable: 0 } })).toBe(0);
    expect(stockAvailable({ Stock: { StockAvailable: '' } })).toBeNull();
    expect(stockAvailable({ Stock: { StockAvailable: null } })).toBeNull();
    expect(stockAvailable({ Stock: {} })).toBeNull();
    expect(stockAvailable({ Stock: null })).toBeNull();
    expect(stockAvailable(null)).toBeNull();
    expect(isOutOfStock({ Stock: { StockAvailable: '' } })).toBe(false);
    expect(isOutOfStock({ Stock: { StockAvailable: 'x' } })).toBe(false);
    expect(isOutOfStock({ Stock: { StockAvailable: 0.5 } })).toBe(false);
  });

  it('adds up lines of the same product before comparing with the stock', () => {
    const products = new Map([['A', { UNIT1RATE: 1, UNIT2RATE: 6, Stock: { StockAvailable: 10 } }]]);
    const lines = [
      { P_Code: 'A', qty1: 4, qty2: 0, qty3: 0 },
      { P_Code: 'A', qty1: 1, qty2: 1, qty3: 0 },
    ];
    expect(stockShortfalls(lines, products)).toEqual([{ P_Code: 'A', requested: 11, available: 10 }]);
    expect(stockShortfalls(lines.slice(0, 1), products)).toEqual([]);
  });

  it('reports a negative stock figure as 0 available, and skips lines of unknown products', () => {
    const products = new Map([['N', { UNIT1RATE: 1, Stock: { StockAvailable: -3 } }]]);
    const lines = [
      { P_Code: 'N', qty1: 1, qty2: 0, qty3: 0 },
      { P_Code: 'GONE', qty1: 50, qty2: 0, qty3: 0 },
    ];
    expect(stockShortfalls(lines, products)).toEqual([{ P_Code: 'N', requested: 1, available: 0 }]);
  });

  it('counts base units with the deployment\'s unit rule', () => {
    // Standard rule: unit 2 counts only when UNIT1RATE is set; the variant rule counts a UNIT2RATE > 1 alone.
    const products = new Map([['V', { UNIT2RATE: 12, Stock: { StockAvailable: 12 } }]]);
    const lines = [{ P_Code: 'V', qty1: 1, qty2: 1, qty3: 0 }];
    expect(stockShortfalls(lines, products, 'variant')).toEqual([{ P_Code: 'V', requested: 13, available: 12 }]);
    expect(stockShortfalls(lines, products)).toEqual([]);
  });
});
