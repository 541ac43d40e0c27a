import type { CustomerUser, Dist } from '../session/types';

/**
 * Moments of the buyer session that other features react to without this folder knowing them:
 * the cart merges the guest cart on `customerLogin` (buyer spec section 4 "Cart": a guest cart
 * moves into the user cart after login and the guest copy is cleared), resets on `customerLogout`
 * and re-syncs on `centreChanged`. Listeners may be async; a failing listener never breaks a login.
 */
export interface SessionEvents {
  customerLogin: { user: CustomerUser; previousGuest: CustomerUser | null };
  customerLogout: { previousUser: CustomerUser | null };
  centreChanged: { user: CustomerUser; dist: Dist | null };
}

type Listener<K extends keyof SessionEvents> = (event: SessionEvents[K]) => void | Promise<void>;

const listeners: { [K in keyof SessionEvents]: Set<Listener<K>> } = {
  customerLogin: new Set(),
  customerLogout: new Set(),
  centreChanged: new Set(),
};

export function onSessionEvent<K extends keyof SessionEvents>(name: K, listener: Listener<K>): () => void {
  listeners[name].add(listener);
  return () => listeners[name].delete(listener);
}

export async function emitSessionEvent<K extends keyof SessionEvents>(name: K, event: SessionEvents[K]): Promise<void> {
  for (const listener of [...listeners[name]]) {
    try {
      await listener(event);
    } catch (err) {
      console.warn(`talad: ${name} listener failed`, err);
    }
  }
}
