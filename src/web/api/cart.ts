import type { CartLine, CartMode } from '../../domain';
import type { ApiResponse } from './contract';
import { apiFetch } from './client';

/** The server cart (docs/orders.md "Cart"), restored by the spec's rules and priced for the customer: as `GET api/cart` documents it. */
export type ServerCart = ApiResponse<'getCart'>;
export type ServerCartLine = ServerCart['Lines'][number];
/** One unit of a server cart line. */
export type ServerCartUnit = ServerCartLine['Units'][number];

// The local cart is what the visitor sees at once; these calls keep the server copy (the one the
// checkout and coupon checks read) in step. A failure is reported by the fetch wrapper as usual.
// The changes are `keepalive`: for a signed-in customer the server copy is the truth on the next
// page, so a change cut off by a reload would be lost (the merge, whose body can be large, is not).

/** `GET api/cart?mode=`. */
export function fetchServerCart(mode: CartMode) {
  return apiFetch<ServerCart>({ path: 'api/cart', query: { mode } }, { expect: [404] });
}

/** `PUT api/cart/lines`: replace (or add) one line; all quantities 0 removes it. */
export function putServerCartLine(line: CartLine, mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'PUT', path: 'api/cart/lines', body: { P_Code: line.P_Code, qty1: line.qty1, qty2: line.qty2, qty3: line.qty3, selected: line.selected, mode }, keepalive: true });
}

/** `DELETE api/cart/lines/{code}`. */
export function deleteServerCartLine(code: string, mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'DELETE', path: `api/cart/lines/${encodeURIComponent(code)}`, query: { mode }, keepalive: true });
}

/** `POST api/cart/select`: select or unselect lines (codes, or the whole cart). */
export function selectServerCart(selected: boolean, codes: readonly string[] | null, mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'POST', path: 'api/cart/select', body: { selected, codes: codes ?? undefined, mode }, keepalive: true });
}

/** `DELETE api/cart?mode=`: empty the cart (after an order was placed from it). */
export function clearServerCart(mode: CartMode) {
  return apiFetch<ServerCart>({ method: 'DELETE', path: 'api/cart', query: { mode } });
}

/** `POST api/cart/merge`: after login, the browser's guest lines move into the customer's sales cart. */
export function mergeServerCart(lines: readonly CartLine[]) {
  return apiFetch<ServerCart>({ method: 'POST', path: 'api/cart/merge', body: { lines: lines.map((l) => ({ P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, selected: l.selected })) } });
}
