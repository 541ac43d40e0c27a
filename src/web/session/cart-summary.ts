import { proxy, useSnapshot } from 'valtio';
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
 * The summary as the header shows it. The cart lives in this browser (localStorage, and the
 * server cart after login), so the server's HTML and the hydrating render show an empty cart;
 * the real one follows right after hydration.
 */
export function useCartSummary(): CartSummary {
  const summary = useSnapshot(cartSummary);
  const hydrated = useHydrated();
  return hydrated ? summary : EMPTY;
}

const EMPTY: CartSummary = { count: 0, total: 0 };
