import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../src/domain/cart';
import { cartStorageKey, guestCartStorageKey, mergeGuestCart, parseStoredCart, restoreCart, serializeCart } from '../../src/domain/cart-storage';

const line = (P_Code: string, qty1 = 1, qty2 = 0, qty3 = 0, selected = true): CartLine => ({ P_Code, qty1, qty2, qty3, selected });

describe('storage keys', () => {
  it('differ by tenant, customer, centre and mode', () => {
    const base = { tenantId: 'sabai', customerCode: 'C1', saleUnit: 'DC01', mode: 'sales' as const };
    const keys = new Set([
      cartStorageKey(base),
      cartStorageKey({ ...base, tenantId: 'other' }),
      cartStorageKey({ ...base, customerCode: 'C2' }),
      cartStorageKey({ ...base, saleUnit: 'DC02' }),
      cartStorageKey({ ...base, mode: 'redeem' }),
    ]);
    expect(keys.size).toBe(5);
    expect(cartStorageKey(base)).toBe('talad.cart.sabai.C1.DC01.sales');
  });

  it('give guests one cart per company', () => {
    expect(guestCartStorageKey({ tenantId: 'sabai', companyCode: 'TCP' })).toBe('talad.cart.sabai.guest.TCP');
    expect(guestCartStorageKey({ tenantId: 'sabai', companyCode: '' })).toBe('talad.cart.sabai.guest.-');
    expect(guestCartStorageKey({ tenantId: 'sabai', companyCode: 'A.B' })).not.toBe(guestCartStorageKey({ tenantId: 'sabai', companyCode: 'A' }));
  });
});

describe('parsing', () => {
  it('round-trips a cart', () => {
    const cart = [line('A', 1, 2, 3, false), line('B')];
    expect(parseStoredCart(serializeCart(cart))).toEqual({ cart, corrupt: false });
  });

  it('treats nothing stored as empty and anything malformed as corrupt', () => {
    expect(parseStoredCart(null)).toEqual({ cart: [], corrupt: false });
    for (const bad of ['{', '{"a":1}', '[{"P_Code":"A","qty1":-1,"qty2":0,"qty3":0,"selected":true}]', '[{"P_Code":"A","qty1":"1","qty2":0,"qty3":0,"selected":true}]', '[null]', 42]) {
      expect(parseStoredCart(bad)).toEqual({ cart: [], corrupt: true });
    }
  });

  it('keeps the last copy of a duplicated product', () => {
    expect(parseStoredCart(JSON.stringify([line('A', 1), line('B'), line('A', 4)])).cart).toEqual([line('B'), line('A', 4)]);
  });
});

describe('restoration', () => {
  const products = new Map([
    ['TIERS', { P_Code: 'TIERS', UNIT1RATE: 1, UNIT2RATE: 12, ShowPrice1: 'Y', ShowPrice2: 'N' }],
    ['OUT', { P_Code: 'OUT', UNIT1RATE: 1, Stock: { StockAvailable: 0 } }],
  ]);
  const stored = serializeCart([line('TIERS', 2, 3), line('OUT', 1), line('UNKNOWN', 1)]);
  const ctx = { products, disableOutOfStock: true, guest: false, guestPricesDisabled: true };

  it('zeroes hidden tiers and unselects out-of-stock lines', () => {
    const r = restoreCart(stored, ctx);
    expect(r.cart).toEqual([line('TIERS', 2, 0), line('OUT', 1, 0, 0, false), line('UNKNOWN', 1)]);
    expect(r).toMatchObject({ cleared: null, changed: true });
  });

  it('keeps out-of-stock lines selected when the setting is off', () => {
    expect(restoreCart(stored, { ...ctx, disableOutOfStock: false }).cart[1].selected).toBe(true);
  });

  it('empties the cart of a guest barred from catalogue prices', () => {
    expect(restoreCart(stored, { ...ctx, guest: true })).toEqual({ cart: [], cleared: 'guestPricesDisabled', changed: true });
    expect(restoreCart(stored, { ...ctx, guest: true, guestPricesDisabled: false }).cart).toHaveLength(3);
  });

  it('clears a corrupt cart', () => {
    expect(restoreCart('not json', ctx)).toEqual({ cart: [], cleared: 'corrupt', changed: true });
  });

  it('reports an unchanged cart as unchanged', () => {
    expect(restoreCart(serializeCart([line('TIERS', 2, 0)]), ctx).changed).toBe(false);
  });
});

describe('guest cart merge', () => {
  it('moves guest lines into the user cart and empties the guest copy', () => {
    const user = [line('A', 1), line('B', 2, 0, 0, false)];
    const guest = [line('B', 5, 0, 0, false), line('C', 1), line('Z', 0)];
    expect(mergeGuestCart(user, guest)).toEqual({ cart: [line('A', 1), line('B', 5), line('C', 1)], guestCart: [] });
  });
});

describe('storage edges', () => {
  it('trims the key parts and writes a missing company as -', () => {
    expect(cartStorageKey({ tenantId: ' sabai ', customerCode: ' C1', saleUnit: 'DC01 ', mode: 'redeem' })).toBe('talad.cart.sabai.C1.DC01.redeem');
    expect(guestCartStorageKey({ tenantId: 'sabai', companyCode: null })).toBe('talad.cart.sabai.guest.-');
    expect(guestCartStorageKey({ tenantId: 'sabai', companyCode: undefined })).toBe('talad.cart.sabai.guest.-');
  });

  it('reads nothing stored (undefined or empty text) as an empty healthy cart', () => {
    expect(parseStoredCart(undefined)).toEqual({ cart: [], corrupt: false });
    expect(parseStoredCart('')).toEqual({ cart: [], corrupt: false });
  });

  it('takes an already parsed list as it is', () => {
    expect(parseStoredCart([line('A', 2)])).toEqual({ cart: [line('A', 2)], corrupt: false });
    expect(parseStoredCart([])).toEqual({ cart: [], corrupt: false });
  });

  it('refuses a list with one bad line among good ones: fractions, codes that are empty or not text, a selected flag that is not a boolean', () => {
    const ok = line('A');
    const b = line('B');
    for (const bad of [{ ...b, qty2: 1.5 }, { ...b, P_Code: '' }, { ...b, P_Code: 7 }, { ...b, selected: 'Y' }]) {
      expect(parseStoredCart(JSON.stringify([ok, bad]))).toEqual({ cart: [], corrupt: true });
    }
  });
});

describe('restoration edges', () => {
  const products = new Map([
    ['HIDE1', { P_Code: 'HIDE1', UNIT1RATE: 1, UNIT2RATE: 12, ShowPrice1: 'N', ShowPrice2: 'Y' }],
    ['HIDE2', { P_Code: 'HIDE2', UNIT1RATE: 1, UNIT2RATE: 12, ShowPrice1: 'Y', ShowPrice2: 'N' }],
    ['HIDE3', { P_Code: 'HIDE3', UNIT1RATE: 1, UNIT2RATE: 12, UNIT3RATE: 24, ShowPrice1: 'Y', ShowPrice2: 'Y', ShowPrice3: 'N' }],
    ['OUT', { P_Code: 'OUT', UNIT1RATE: 1, Stock: { StockAvailable: 0 } }],
  ]);
  const ctx = { products, disableOutOfStock: true, guest: false, guestPricesDisabled: false };

  it('reports the cart changed when any one tier is zeroed or a line unselected', () => {
    expect(restoreCart(serializeCart([line('HIDE1', 2, 1)]), ctx)).toEqual({ cart: [line('HIDE1', 0, 1)], cleared: null, changed: true });
    expect(restoreCart(serializeCart([line('HIDE2', 2, 1)]), ctx)).toEqual({ cart: [line('HIDE2', 2, 0)], cleared: null, changed: true });
    expect(restoreCart(serializeCart([line('HIDE3', 1, 1, 1)]), ctx)).toEqual({ cart: [line('HIDE3', 1, 1, 0)], cleared: null, changed: true });
    expect(restoreCart(serializeCart([line('OUT', 1)]), ctx)).toEqual({ cart: [line('OUT', 1, 0, 0, false)], cleared: null, changed: true });
  });

  it('does not report an empty cart of a guest barred from prices as changed', () => {
    expect(restoreCart(null, { ...ctx, guest: true, guestPricesDisabled: true })).toEqual({ cart: [], cleared: 'guestPricesDisabled', changed: false });
  });

  it('keeps the user line when the guest cart holds the same product at quantity 0', () => {
    expect(mergeGuestCart([line('A', 3)], [line('A', 0)]).cart).toEqual([line('A', 3)]);
  });
});
