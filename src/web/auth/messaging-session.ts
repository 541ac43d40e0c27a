import { rawRequest } from '../api/http';
import { tr } from '../app/translate';
import { showToast } from '../widgets/toast-store';

const KEY = 'talad.messaging';

/**
 * A customer who signed in through the messaging app (its login flow calls `markMessagingSession`).
 * On logout the app's token is revoked and the browser returns to the app with state GUEST
 * (buyer spec section 4 "Logout").
 */
export interface MessagingSession {
  /** The messaging app's address to return to (its login or LIFF URL). */
  returnUrl: string;
  /** The messaging app's customer id, sent back as `cid` when present. */
  cid?: string;
}

export function markMessagingSession(session: MessagingSession): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Without storage the logout simply behaves like a normal one.
  }
}

export function messagingSession(): MessagingSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<MessagingSession>) : null;
    return value && typeof value.returnUrl === 'string' && /^https?:\/\//.test(value.returnUrl) ? (value as MessagingSession) : null;
  } catch {
    return null;
  }
}

export function clearMessagingSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** The messaging app URL with `state=GUEST` (and `cid`). */
export function messagingReturnUrl(session: MessagingSession): string {
  const url = new URL(session.returnUrl);
  url.searchParams.set('state', 'GUEST');
  if (session.cid) url.searchParams.set('cid', session.cid);
  return url.toString();
}

/**
 * `POST api/line/revokeToken`; a status other than 200 shows 'Error occured' (buyer spec section 8).
 * Returns whether the revoke succeeded.
 */
export async function revokeMessagingToken(): Promise<boolean> {
  const res = await rawRequest<unknown>({ method: 'POST', path: 'api/line/revokeToken', body: {} });
  if (res.status !== 200) {
    showToast(tr('errors:errorOccured', 'Error occured'), { kind: 'error' });
    return false;
  }
  return true;
}
