/** Session transitions that are pure decisions: token expiry, logout destination, pending approval. */

/** When a customer token expires: a guest session, or no session at all when guest mode is off. */
export function onCustomerTokenExpired(guestModeDisabled: boolean): 'guestLogin' | 'removeToken' {
  return guestModeDisabled ? 'removeToken' : 'guestLogin';
}

export interface LogoutInput {
  locale: 'th' | 'en';
  /** The customer code when a salesperson is signed in as that customer. */
  impersonatedCustomerCode?: string | null;
  /** The messaging-app return URL when the user came from the messaging app. */
  messagingAppUrl?: string | null;
  cid?: string | null;
  guestModeDisabled: boolean;
}

export interface LogoutPlan {
  /** Where to go afterwards (an app path, or an absolute URL for the messaging app). */
  redirect: string;
  /** Sign in as a guest again. */
  guestLogin: boolean;
  /** Revoke the messaging-app token first. */
  revokeMessagingToken: boolean;
}

function localePath(locale: 'th' | 'en', path: string): string {
  return locale === 'en' ? `/en${path}` : path;
}

/**
 * After clearing the session: a salesperson goes back to that customer's merchant profile page; a
 * messaging-app user returns to the messaging app with state GUEST (plus cid); anyone else goes to
 * /login. A guest session is obtained again unless guest mode is disabled.
 */
export function planLogout(input: LogoutInput): LogoutPlan {
  const guestLogin = !input.guestModeDisabled;
  if (input.impersonatedCustomerCode) {
    return {
      redirect: localePath(input.locale, `/merchant/customer/profile/${encodeURIComponent(input.impersonatedCustomerCode)}`),
      guestLogin,
      revokeMessagingToken: false,
    };
  }
  if (input.messagingAppUrl) {
    const url = new URL(input.messagingAppUrl);
    url.searchParams.set('state', 'GUEST');
    if (input.cid) url.searchParams.set('cid', input.cid);
    return { redirect: url.toString(), guestLogin, revokeMessagingToken: true };
  }
  return { redirect: localePath(input.locale, '/login'), guestLogin, revokeMessagingToken: false };
}

/** Cookie lifetime of a token: its own exp when readable, else one year. */
export function tokenCookieExpiry(exp: number | null | undefined, now: Date): Date {
  if (typeof exp === 'number' && Number.isFinite(exp) && exp > 0) return new Date(exp * 1000);
  return new Date(now.getTime() + 365 * 24 * 3600 * 1000);
}

/** A stored token is used only while its exp is in the future. */
export function isTokenUsable(exp: number | null | undefined, now: Date): boolean {
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now.getTime();
}
