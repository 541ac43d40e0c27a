import type { Locale } from '../app/locale';
import type { LineCallbackAnswer } from '../api/line';
import { afterLoginPath, completeCustomerLogin } from '../auth/customer-login';
import { markMessagingSession } from '../auth/messaging-session';

const LINK_KEY = 'talad.lineLink';

export interface PendingLink { ticket: string; displayName: string }

/** Between the callback and /line/authenuser: the link ticket (tab-scoped, spent by the server once). */
export function savePendingLink(link: PendingLink): void {
  try {
    sessionStorage.setItem(LINK_KEY, JSON.stringify(link));
  } catch {
    // without storage the user starts over from the LINE button
  }
}

export function pendingLink(): PendingLink | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(LINK_KEY) ?? 'null') as PendingLink | null;
    return v && typeof v.ticket === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function clearPendingLink(): void {
  try {
    sessionStorage.removeItem(LINK_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * A LINE user is signed in: the usual after-login work, plus the marker that makes logout revoke
 * the LINE token and return to the LINE URL with state GUEST and cid (auth/messaging-session.ts).
 */
export async function finishLineLogin(answer: Extract<LineCallbackAnswer, { result: 'signedIn' }>): Promise<string> {
  const user = await completeCustomerLogin(answer.jtoken, answer.user);
  if (answer.returnUrl) markMessagingSession({ returnUrl: answer.returnUrl, cid: answer.cid });
  clearPendingLink();
  return afterLoginPath(user, null);
}

const LOCALE_KEY = 'talad.lineLocale';

/**
 * Sends the browser to the provider's sign-in page. The callback URL is registered without a
 * language prefix, so the page's language is kept for the way back.
 */
export function goTo(url: string): void {
  try {
    sessionStorage.setItem(LOCALE_KEY, window.location.pathname === '/en' || window.location.pathname.startsWith('/en/') ? 'en' : 'th');
  } catch {
    // Thai, the default, on the way back
  }
  window.location.assign(url);
}

/** The language of the page that started the sign-in (the callback paths have no prefix). */
export function startLocale(fromPath: Locale): Locale {
  try {
    const v = sessionStorage.getItem(LOCALE_KEY);
    return v === 'en' || v === 'th' ? v : fromPath;
  } catch {
    return fromPath;
  }
}

const STAFF_RETURN_KEY = 'talad.lineStaffReturn';

/** A staff member's "Link LINE" comes back to /line/authen: where to go then (their profile page). */
export function saveStaffLinkReturn(path: string): void {
  try {
    sessionStorage.setItem(STAFF_RETURN_KEY, path);
  } catch {
    // the callback falls back to the area's home
  }
}

export function takeStaffLinkReturn(kind: 'merchant' | 'rider'): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(STAFF_RETURN_KEY);
    sessionStorage.removeItem(STAFF_RETURN_KEY);
  } catch {
    // nothing stored
  }
  // Only a path of the same area: never an address from elsewhere.
  const area = `/${kind}/`;
  return path && path.startsWith('/') && !path.startsWith('//') && (path.startsWith(area) || path.startsWith(`/en${area}`)) ? path : `/${kind}/profile`;
}
