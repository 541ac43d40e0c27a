import { queryClient } from '../app/query-client';
import { logoutCustomer } from '../session/customer-actions';
import { rootSession } from '../session/root-session';
import { withLoadingOverlay } from '../widgets/loading-store';
import { clearMessagingSession, messagingReturnUrl, messagingSession, revokeMessagingToken } from './messaging-session';
import { emitSessionEvent } from './session-events';

/** Where the browser goes after a logout: an app path, or back to the messaging app. */
export type LogoutTarget = { kind: 'path'; to: string } | { kind: 'external'; url: string };

/**
 * Buyer logout (buyer spec section 4): the messaging app's token is revoked first (it needs the
 * customer's bearer), then the customer session is cleared and a guest session obtained unless
 * guest mode is disabled; stores reset. A salesperson ordering for a customer returns to that
 * customer's merchant profile page, a messaging-app user to the app with state GUEST, anyone else
 * to /login (as is a messaging-app user whose revoke failed: the toast says so).
 */
export async function logoutBuyer(): Promise<LogoutTarget> {
  return withLoadingOverlay(async () => {
    const previousUser = rootSession.user;
    const messaging = messagingSession();
    // A refused revoke: the shop's logout still happens, but the browser stays in the shop (where
    // anyone else goes) so the 'Error occured' toast can be read; leaving for the messaging app at
    // once would take it away, and the app did not sign out.
    const revoked = messaging ? await revokeMessagingToken() : false;
    if (messaging) clearMessagingSession();
    const to = await logoutCustomer();
    await emitSessionEvent('customerLogout', { previousUser });
    queryClient.clear();
    return messaging && revoked ? { kind: 'external', url: messagingReturnUrl(messaging) } : { kind: 'path', to };
  });
}
