/** Stock rules: out of stock, and which order lines exceed the stock available. */
import { toNumber } from './flags';
import { toBaseUnits, type UnitCountRule, type UnitFields, type UnitQuantities } from './units';

export interface StockFields {
  Stock?: { StockAvailable?: number | string | null } | null;
}

/** Available stock in base units, or null when the product carries no stock figure. */
export function stockAvailable(product: StockFields | null | undefined): number | null {
  // toNumber gives the NaN fallback for null, undefined, '' and unreadable text alike.
  const n = toNumber(product?.Stock?.StockAvailable, Number.NaN);
  return Number.isFinite(n) ? n : null;
}

/** Out of stock: a stock figure exists and it is 0 or less. No figure means not tracked. */
export function isOutOfStock(product: StockFields | null | undefined): boolean {
  const n = stockAvailable(product);
  return n !== null && n <= 0;
}

export interface StockShortfall {
  P_Code: string;
  requested: number;
  available: number;
}

/**
 * Lines asking for more base units than the stock holds (lines of the same product are added up).
 * Products without a stock figure are not limited.
 */
export function stockShortfalls(
  lines: readonly (UnitQuantities & { P_Code: string })[],
  products: ReadonlyMap<string, UnitFields & StockFields>,
  rule: UnitCountRule = 'standard',
): StockShortfall[] {
  const requested = new Map<string, number>();
  for (const line of lines) {
    const p = products.get(line.P_Code);
    if (!p) continue;
    requested.set(line.P_Code, (requested.get(line.P_Code) ?? 0) + toBaseUnits(line, p, rule));
  }
  const short: StockShortfall[] = [];
  for (const [code, qty] of requested) {
    const available = stockAvailable(products.get(code));
    if (available !== null && qty > available) short.push({ P_Code: code, requested: qty, available: Math.max(0, available) });
  }
  return short;
}
