import { flagOn } from '../app/config-store';
import { queryClient } from '../app/query-client';
import { syncCustomerCentres } from '../centres/centre-sync';
import { setCustomerSession } from '../session/customer-actions';
import { isGuest } from '../session/roles';
import { rootSession } from '../session/root-session';
import type { CustomerUser } from '../session/types';
import { withLoadingOverlay } from '../widgets/loading-store';
import { emitSessionEvent } from './session-events';

/** Where a customer goes after signing in: the pending-approval page, the asked-for page, or home. */
export function afterLoginPath(user: CustomerUser, redirect: string | null): string {
  if (flagOn('PENDING_APPROVAL') && user.NewCustomer === 'Y') return '/pendingApproval';
  return redirect ?? '/';
}

/**
 * Everything that follows a successful customer login, registration or OTP verification (buyer
 * spec section 4 "After login"): store the session (token cookie with the token's own exp), fetch
 * the customer's centres and settle the active one (`dc` cookie, one year), let the cart merge
 * the guest cart, and drop every cached answer of the guest session.
 */
export async function completeCustomerLogin(jtoken: string, user: CustomerUser): Promise<CustomerUser> {
  const before = rootSession.user;
  const previousGuest = before && isGuest(rootSession.token, before) ? { ...before } : null;
  return withLoadingOverlay(async () => {
    setCustomerSession(jtoken, { ...user, jtoken });
    await syncCustomerCentres({ allowStartupPicker: false });
    const current = rootSession.user ?? user;
    await emitSessionEvent('customerLogin', { user: current, previousGuest });
    await queryClient.invalidateQueries();
    return current;
  });
}
