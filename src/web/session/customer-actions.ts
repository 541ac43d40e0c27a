import { rawRequest } from '../api/http';
import { flagOn } from '../app/config-store';
import { COOKIE, ONE_YEAR_SECONDS, removeCookie, writeCookie, writeJsonCookie } from './cookies';
import { endServerSession } from './end-session';
import { tokenExpiry } from './jwt';
import { STORAGE, saveJson } from './persist';
import { resetRootSession, rootSession } from './root-session';
import { isSalespersonAsCustomer } from './roles';
import type { CustomerUser } from './types';

/** The token cookie lives exactly as long as the token (one year when exp cannot be read). */
function writeTokenCookie(name: string, token: string): void {
  const expires = tokenExpiry(token);
  writeCookie(name, token, expires ? { expires } : { maxAge: ONE_YEAR_SECONDS });
}

/** Stores a customer (or guest) session: token cookie, cached user, store. */
export function setCustomerSession(token: string, user: CustomerUser): void {
  writeTokenCookie(COOKIE.token, token);
  saveJson(STORAGE.user, user);
  rootSession.token = token;
  rootSession.user = user;
  rootSession.tokenExpiredAt = null;
}

export function setAgentProfile(profile: CustomerUser | null): void {
  rootSession.agentProfile = profile;
  if (profile) writeJsonCookie(COOKIE.agent, profile, { maxAge: ONE_YEAR_SECONDS });
  else removeCookie(COOKIE.agent);
}

export function setPointMode(redeem: boolean): void {
  rootSession.point = redeem;
  writeCookie(COOKIE.point, redeem ? 'Y' : 'N', { maxAge: ONE_YEAR_SECONDS });
}

/**
 * Re-authenticates the current customer (`POST authen/customerProfile`): fresh token and user,
 * e.g. after a mode switch. Uses the raw request: the caller decides what a failure means.
 */
export async function refreshCustomerProfile(): Promise<boolean> {
  if (!rootSession.token) return false;
  const res = await rawRequest<CustomerUser & { jtoken?: string }>({ method: 'POST', path: 'authen/customerProfile', body: {} });
  if (!res.ok || !res.data?.CUSTOMERCODE) return false;
  setCustomerSession(res.data.jtoken ?? rootSession.token, res.data);
  return true;
}

/** Clears agent, token and profile-image cookies, the user, token and agent profile. */
export function clearCustomerSession(): void {
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.agent);
  removeCookie(COOKIE.profileImage);
  saveJson(STORAGE.user, null);
  const { tenantId, currentPosition } = rootSession;
  resetRootSession();
  Object.assign(rootSession, { tenantId, currentPosition });
}

export interface GuestLoginAnswer {
  status?: number;
  jtoken?: string;
  user?: CustomerUser;
}

/** `GET authen/login/guest` with the TenantId header; true when a guest session was stored. */
export async function guestLogin(): Promise<boolean> {
  const res = await rawRequest<GuestLoginAnswer>({ path: 'authen/login/guest', token: null });
  const token = res.data?.jtoken;
  if (!res.ok || !token || !res.data?.user) return false;
  setCustomerSession(token, { ...res.data.user, jtoken: token });
  return true;
}

export function guestModeDisabled(): boolean {
  return flagOn('DISABLE_GUEST_MODE');
}

/**
 * After an expired token: guest login, unless guest mode is disabled, in which case the token
 * cookie is removed (buyer spec section 4).
 */
export async function recoverFromExpiredToken(expiresAt: string | null): Promise<void> {
  clearCustomerSession();
  if (!guestModeDisabled()) await guestLogin();
  // Kept after the fallback so screens can tell the visitor why they were signed out.
  rootSession.tokenExpiredAt = expiresAt ?? new Date().toISOString();
}

/**
 * Logout as the spec describes; returns where the user goes next. Messaging-app sign-out
 * (revoke + redirect to the app) belongs to the messaging feature and hooks in via `beforeLogout`.
 */
export async function logoutCustomer(options: { beforeLogout?: () => Promise<void> } = {}): Promise<string> {
  const user = rootSession.user;
  const salesperson = isSalespersonAsCustomer(user);
  await options.beforeLogout?.();
  if (rootSession.token) await endServerSession('buyer');
  clearCustomerSession();
  if (!guestModeDisabled()) await guestLogin();
  // A salesperson returns to that customer's merchant profile page.
  if (salesperson && user?.CUSTOMERCODE) return `/merchant/customer/profile/${encodeURIComponent(user.CUSTOMERCODE)}`;
  return '/login';
}
