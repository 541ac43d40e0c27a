import { proxy } from 'valtio';

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
