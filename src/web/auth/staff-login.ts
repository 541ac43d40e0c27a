import { queryClient } from '../app/query-client';
import { syncMerchantCentres } from '../centres/centre-sync';
import { setMerchantSession, setRiderSession } from '../session/staff-actions';
import type { MerchantUser, Rider } from '../session/types';

/** After a merchant login: session (cookie with the token's exp), then the user's centres. */
export async function completeMerchantLogin(token: string, user: MerchantUser): Promise<void> {
  setMerchantSession(token, user);
  await syncMerchantCentres(token);
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'tenant' });
}

export async function completeRiderLogin(token: string, rider: Rider): Promise<void> {
  setRiderSession(token, rider);
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'tenant' });
}
