import { proxy } from 'valtio';
import type { Dist, MerchantUser } from './types';

/** Merchant user state (merchant spec section 3). */
export interface MerchantSession {
  user: MerchantUser | null;
  token: string | null;
  dists: Dist[];
  selectedDist: string | null;
  /** The distribution-centre selection sheet is open. */
  dcDialogOpen: boolean;
}

export const merchantSession = proxy<MerchantSession>({
  user: null,
  token: null,
  dists: [],
  selectedDist: null,
  dcDialogOpen: false,
});

export function resetMerchantSession(): void {
  Object.assign(merchantSession, { user: null, token: null, dists: [], selectedDist: null, dcDialogOpen: false });
}
