import { subscribeKey } from 'valtio/utils';
import { onSessionEvent } from '../auth/session-events';
import { rootSession } from '../session/root-session';
import { resetProductSearch, setWishlist } from '../stores/product-search';
import { startCartSync } from './cart/cart-sync';

let started = false;

/**
 * What the storefront keeps in step with the session: the cart (per customer, centre and mode),
 * and the product search, which starts over on a mode switch, a centre change or a logout.
 */
export function startBuyerSync(): void {
  // The server renders storefront pages with this area registered, but a render only reads the
  // cart it was handed (ssr/payload); a sync there would pull and price a cart for nobody.
  if (started || import.meta.env.SSR) return;
  started = true;
  startCartSync();
  subscribeKey(rootSession, 'point', () => resetProductSearch());
  onSessionEvent('centreChanged', () => resetProductSearch());
  onSessionEvent('customerLogout', () => {
    resetProductSearch();
    setWishlist([]);
  });
  onSessionEvent('customerLogin', () => setWishlist([]));
}
