import type { CartLine, CartMode } from '../../domain';
import { apiFetch } from './client';

/** One unit of a server cart line (`GET api/cart`). */
export interface ServerCartUnit {
  Unit: 1 | 2 | 3;
  Code: string;
  Name: string;
  NameEn?: string;
  Rate: number;
  Shown: boolean;
  Price: number | null;
  Points: number | null;
}

export interface ServerCartLine extends CartLine {
  Found: boolean;
  ProductName: string;
  ProductNameEn: string;
  Units: ServerCartUnit[];
  StockAvailable: number | null;
  OutOfStock: boolean;
  Amount: number | null;
  Points: number;
}

/** The server cart (docs/orders.md "Cart"), restored by the spec's rules and priced for the customer. */
export interface ServerCart {
  Mode: CartMode;
  SaleUnit: string;
  Lines: ServerCartLine[];
  Count: number;
  SelectedCount: number;
  Amount: number | null;
  Points: number;
  Total: number | null;
  AllSelected: boolean;
  Cleared: 'corrupt' | 'guestPricesDisabled' | null;
}

// The local cart is what the visitor sees at once; these calls keep the server copy (the one the
// checkout and coupon checks read) in step. A failure is reported by the fetch wrapper as usual.

/** `GET api/cart?mode=`. */
export function fetchServerCart(mode: CartMode) {
  return apiFetch<ServerCart>({ path: 'api/cart', query: { mode } }, { expect: [404] });
}

/** `PUT api/cart/lines`: replace (or add) one line; all quantities 0 removes it. */
export function putServerCartLine(line: CartLine, mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'PUT', path: 'api/cart/lines', body: { P_Code: line.P_Code, qty1: line.qty1, qty2: line.qty2, qty3: line.qty3, selected: line.selected, mode } });
}

/** `DELETE api/cart/lines/{code}`. */
export function deleteServerCartLine(code: string, mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'DELETE', path: `api/cart/lines/${encodeURIComponent(code)}`, query: { mode } });
}

/** `POST api/cart/select`: select or unselect lines (codes, or the whole cart). */
export function selectServerCart(selected: boolean, codes: readonly string[] | null, mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'POST', path: 'api/cart/select', body: { selected, codes: codes ?? undefined, mode } });
}

/** `DELETE api/cart?mode=`: empty the cart (after an order was placed from it). */
export function clearServerCart(mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'DELETE', path: 'api/cart', query: { mode } });
}

/** `POST api/cart/merge`: after login, the browser's guest lines move into the customer's sales cart. */
export function mergeServerCart(lines: readonly CartLine[]) {
  return apiFetch<ServerCart>({ method: 'POST', path: 'api/cart/merge', body: { lines: lines.map((l) => ({ P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, selected: l.selected })) } });
}
