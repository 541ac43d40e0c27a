import { proxy, useSnapshot } from 'valtio';
import type { CartLine, CartMode } from '../../domain';
import type { Product } from '../api/products-types';
import { useHydrated } from '../ssr/hydration';

/**
 * What the header's cart button shows. The cart feature (src/web/buyer) owns the cart itself and
 * writes its summary here whenever the cart changes; the shell only reads it.
 */
export interface CartSummary {
  /** Number of lines in the cart. */
  count: number;
  /** Baht in sales mode, points in redeem mode. */
  total: number;
}

export const cartSummary = proxy<CartSummary>({ count: 0, total: 0 });

export function setCartSummary(summary: CartSummary): void {
  cartSummary.count = summary.count;
  cartSummary.total = summary.total;
}

/**
 * A signed-in customer's server cart as the server rendered the page with it (`SsrPayload.cart`):
 * the lines after the restoration rules, their products priced for that customer, and the summary
 * the header showed. Never made for a guest, whose cart only the browser knows.
 */
export interface CartSeed {
  /** Storage key of the cart (buyer/cart/cart-sync.ts `cartIdentity`). */
  key: string;
  mode: CartMode;
  lines: CartLine[];
  products: Product[];
  summary: CartSummary;
}

const EMPTY: CartSummary = { count: 0, total: 0 };

// What the server's HTML and the hydrating render show: the seed's summary on a signed-in page,
// the empty cart otherwise. Module state, like the rest of the app's: the server renders one
// page at a time and sets it for each.
let firstFrame: CartSummary = EMPTY;
let firstLines: readonly CartLine[] = [];
let seed: CartSeed | null = null;

/** The server cart a page is rendered with (server: before the render; browser: before hydration). */
export function provideCartSeed(next: CartSeed | null): void {
  seed = next;
  firstFrame = next ? { count: next.summary.count, total: next.summary.total } : EMPTY;
  firstLines = next ? next.lines : [];
  if (next) setCartSummary(next.summary);
}

/** The cart lines the server rendered with (none on a guest page): `useCartLines` before hydration. */
export function firstFrameLines(): readonly CartLine[] {
  return firstLines;
}

/**
 * The seed if it is the cart under `key`: the cart sync starts that cart from it. Taken by the
 * first customer cart the browser activates, whichever it is: later it would be stale.
 */
export function takeCartSeed(key: string): CartSeed | null {
  const taken = seed?.key === key ? seed : null;
  seed = null;
  return taken;
}

/**
 * The summary as the header shows it. The server's HTML and the hydrating render show what the
 * server knew: a signed-in customer's server cart, or an empty cart for a guest (whose cart is in
 * this browser's localStorage); the live summary takes over right after hydration.
 */
export function useCartSummary(): CartSummary {
  const summary = useSnapshot(cartSummary);
  const hydrated = useHydrated();
  return hydrated ? summary : firstFrame;
}
