/**
 * Where and how a cart is kept in the browser: keys per tenant + customer + centre + mode, a guest
 * cart per company, parsing of stored data, restoration rules and the guest-cart merge on login.
 */
import { addToCart, lineQuantity, type Cart, type CartLine, type CartMode, type CartProduct } from './cart';
import { isOutOfStock } from './stock';
import { isShown, UNIT_INDEXES } from './units';

const PREFIX = 'talad.cart';

function part(v: string | null | undefined): string {
  const s = String(v ?? '').trim();
  return s === '' ? '-' : encodeURIComponent(s);
}

/**
 * One cart per customer, centre and money/points mode. The tenant is part of the key because
 * several tenants can be opened on the same origin (`?tenantId=`).
 */
export function cartStorageKey(input: { tenantId: string; customerCode: string; saleUnit: string; mode: CartMode }): string {
  return `${PREFIX}.${part(input.tenantId)}.${part(input.customerCode)}.${part(input.saleUnit)}.${input.mode}`;
}

/** Guests share one cart per company (of the tenant). */
export function guestCartStorageKey(input: { tenantId: string; companyCode: string | null | undefined }): string {
  return `${PREFIX}.${part(input.tenantId)}.guest.${part(input.companyCode)}`;
}

function isQty(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

function isLine(v: unknown): v is CartLine {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.P_Code === 'string' && o.P_Code !== '' && isQty(o.qty1) && isQty(o.qty2) && isQty(o.qty3) && typeof o.selected === 'boolean';
}

/**
 * Parse what storage holds. Anything that is not a list of well-formed lines is corrupt: the cart
 * is cleared rather than half-trusted. Nothing stored is an empty, healthy cart.
 */
export function parseStoredCart(raw: unknown): { cart: CartLine[]; corrupt: boolean } {
  if (raw === null || raw === undefined || raw === '') return { cart: [], corrupt: false };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { cart: [], corrupt: true };
    }
  }
  if (!Array.isArray(value) || !value.every(isLine)) return { cart: [], corrupt: true };
  // Keep the stored order; a duplicated code keeps its last copy.
  const byCode = new Map<string, CartLine>();
  for (const l of value) {
    byCode.delete(l.P_Code);
    byCode.set(l.P_Code, { P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, selected: l.selected });
  }
  return { cart: [...byCode.values()], corrupt: false };
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart.map((l) => ({ P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, selected: l.selected })));
}

export interface RestoreContext {
  /** Products known now; lines of products not in the map are kept untouched. */
  products: ReadonlyMap<string, CartProduct>;
  disableOutOfStock: boolean;
  guest: boolean;
  guestPricesDisabled: boolean;
}

export interface RestoreResult {
  cart: CartLine[];
  /** Why the stored cart was emptied, if it was. */
  cleared: 'corrupt' | 'guestPricesDisabled' | null;
  /** The restored cart differs from what was stored (write it back). */
  changed: boolean;
}

/**
 * Restoration rules, in order: a corrupt stored cart is cleared; a guest who may not see catalogue
 * prices gets an empty cart; quantities for price tiers not shown become 0; out-of-stock lines are
 * unselected when out-of-stock items are disabled.
 */
export function restoreCart(raw: unknown, ctx: RestoreContext): RestoreResult {
  const parsed = parseStoredCart(raw);
  if (parsed.corrupt) return { cart: [], cleared: 'corrupt', changed: true };
  if (ctx.guest && ctx.guestPricesDisabled) {
    return { cart: [], cleared: 'guestPricesDisabled', changed: parsed.cart.length > 0 };
  }
  let changed = false;
  const cart = parsed.cart.map((line) => {
    const product = ctx.products.get(line.P_Code);
    if (!product) return line;
    const next: CartLine = { ...line };
    for (const u of UNIT_INDEXES) {
      if (!isShown(product, u) && next[`qty${u}`] !== 0) next[`qty${u}`] = 0;
    }
    if (ctx.disableOutOfStock && next.selected && isOutOfStock(product)) next.selected = false;
    if (next.qty1 !== line.qty1 || next.qty2 !== line.qty2 || next.qty3 !== line.qty3 || next.selected !== line.selected) changed = true;
    return next;
  });
  return { cart, cleared: null, changed };
}

/**
 * After login the guest cart moves into the user's cart: each guest line is added as the user
 * adding it now would (an existing line of the same product is replaced). The guest copy is
 * returned empty for the caller to store.
 */
export function mergeGuestCart(userCart: Cart, guestCart: Cart): { cart: CartLine[]; guestCart: CartLine[] } {
  let cart: CartLine[] = [...userCart];
  for (const line of guestCart) if (lineQuantity(line) > 0) cart = addToCart(cart, line);
  return { cart, guestCart: [] };
}
