/**
 * The cart as a value: every transition returns a new cart and never mutates its input, so a
 * valtio store (web) and an order placement (server) can share the rules.
 */
import { sumMoney, toSatang, fromSatang, roundHalfAway } from './money';
import type { CartPricing } from './prices';
import { isOutOfStock, type StockFields } from './stock';
import { defaultQuickAddUnit, quantityOf, withQuantity, type UnitCountRule, type UnitFields, type UnitIndex } from './units';

export interface CartLine {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}

export type Cart = readonly CartLine[];
export type CartMode = 'sales' | 'redeem';

export type CartProduct = UnitFields & StockFields & { P_Code: string };

function cleanQty(n: unknown): number {
  const v = typeof n === 'number' ? n : Number(n);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

export function lineQuantity(line: Pick<CartLine, 'qty1' | 'qty2' | 'qty3'>): number {
  return line.qty1 + line.qty2 + line.qty3;
}

export function findLine(cart: Cart, code: string): CartLine | undefined {
  return cart.find((l) => l.P_Code === code);
}

/**
 * Add a product: an existing line is replaced (same position) and marked selected; a new product is
 * appended selected. Quantities are whole and never negative; all zero removes the line, as a
 * stepper taken down to 0 would.
 */
export function addToCart(cart: Cart, line: Pick<CartLine, 'P_Code'> & Partial<Omit<CartLine, 'P_Code' | 'selected'>>): CartLine[] {
  const next: CartLine = {
    P_Code: line.P_Code,
    qty1: cleanQty(line.qty1),
    qty2: cleanQty(line.qty2),
    qty3: cleanQty(line.qty3),
    selected: true,
  };
  if (lineQuantity(next) === 0) return removeFromCart(cart, line.P_Code);
  const i = cart.findIndex((l) => l.P_Code === line.P_Code);
  if (i < 0) return [...cart, next];
  return cart.map((l, k) => (k === i ? next : l));
}

export function removeFromCart(cart: Cart, code: string): CartLine[] {
  return cart.filter((l) => l.P_Code !== code);
}

/** Quick add: one more of the product's default unit (see defaultQuickAddUnit). */
export function quickAdd(
  cart: Cart,
  product: CartProduct,
  options: { biggestUnit: boolean; rule?: UnitCountRule },
): { cart: CartLine[]; unit: UnitIndex } {
  const unit = defaultQuickAddUnit(product, options);
  const existing = findLine(cart, product.P_Code) ?? { P_Code: product.P_Code, qty1: 0, qty2: 0, qty3: 0, selected: true };
  const bumped = withQuantity(existing, unit, quantityOf(existing, unit) + 1);
  return { cart: addToCart(cart, bumped), unit };
}

export function setLineSelected(cart: Cart, code: string, selected: boolean): CartLine[] {
  return cart.map((l) => (l.P_Code === code ? { ...l, selected } : l));
}

export interface SelectOptions {
  /** Out-of-stock items cannot be selected (the out-of-stock-disable setting). */
  disableOutOfStock: boolean;
  products: ReadonlyMap<string, StockFields>;
}

function selectable(line: CartLine, options: SelectOptions): boolean {
  return !(options.disableOutOfStock && isOutOfStock(options.products.get(line.P_Code)));
}

/**
 * Select or unselect every line of a group (codes; null = the whole cart). Selecting skips
 * out-of-stock items when they are disabled; unselecting applies to all.
 */
export function selectAll(cart: Cart, codes: readonly string[] | null, selected: boolean, options: SelectOptions): CartLine[] {
  const group = codes ? new Set(codes) : null;
  return cart.map((l) => {
    if (group && !group.has(l.P_Code)) return l;
    if (selected && !selectable(l, options)) return l.selected ? { ...l, selected: false } : l;
    return l.selected === selected ? l : { ...l, selected };
  });
}

/** The group's "select all" box is ticked when every selectable line is selected (and there is one). */
export function isAllSelected(cart: Cart, codes: readonly string[] | null, options: SelectOptions): boolean {
  const group = codes ? new Set(codes) : null;
  const lines = cart.filter((l) => (!group || group.has(l.P_Code)) && selectable(l, options));
  return lines.length > 0 && lines.every((l) => l.selected);
}

export interface CartLineTotal {
  P_Code: string;
  amount: number;
  points: number;
  priced: boolean;
}

export interface CartTotals {
  /** Lines with a quantity (selected or not): the number on the cart button. */
  count: number;
  selectedCount: number;
  /** Baht of the selected lines (sales mode). */
  amount: number;
  /** Points of the selected lines (redeem mode). */
  points: number;
  /** The figure to show for the mode: baht in sales mode, points in redeem mode. */
  total: number;
  lines: CartLineTotal[];
}

/** Totals of the selected lines. Lines whose product has no pricing yet count as 0 and unpriced. */
export function cartTotals(cart: Cart, pricing: ReadonlyMap<string, CartPricing>, mode: CartMode): CartTotals {
  let satang = 0;
  let pointsHundredths = 0;
  const lines: CartLineTotal[] = [];
  for (const line of cart) {
    const p = pricing.get(line.P_Code);
    let lineSatang = 0;
    let linePoints = 0;
    if (p) {
      for (const u of [1, 2, 3] as const) {
        const q = quantityOf(line, u);
        lineSatang += roundHalfAway(toSatang(p.unitPrices[u - 1] ?? 0) * q);
        linePoints += roundHalfAway(toSatang(p.unitPoints[u - 1] ?? 0) * q);
      }
    }
    lines.push({ P_Code: line.P_Code, amount: fromSatang(lineSatang), points: fromSatang(linePoints), priced: !!p });
    if (line.selected) {
      satang += lineSatang;
      pointsHundredths += linePoints;
    }
  }
  const amount = fromSatang(satang);
  const points = fromSatang(pointsHundredths);
  return {
    count: cart.filter((l) => lineQuantity(l) > 0).length,
    selectedCount: cart.filter((l) => l.selected && lineQuantity(l) > 0).length,
    amount,
    points,
    total: mode === 'redeem' ? points : amount,
    lines,
  };
}

/** Sum of a list of line amounts (helper for summaries built from CartLineTotal). */
export function sumLineAmounts(lines: readonly CartLineTotal[]): number {
  return sumMoney(lines.map((l) => l.amount));
}
