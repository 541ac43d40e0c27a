import { rawRequest } from '../api/http';
import { COOKIE, readCookie, readJsonCookie, removeCookie } from './cookies';
import { guestLogin, guestModeDisabled, setCustomerSession } from './customer-actions';
import { decodeToken, isTokenExpired } from './jwt';
import { merchantSession } from './merchant-session';
import { STORAGE, loadJson, saveJson } from './persist';
import { riderSession } from './rider-session';
import { rootSession } from './root-session';
import type { CustomerUser, MerchantUser, Rider } from './types';

/** A token cookie is usable when it is not expired and belongs to this tenant. */
function usableToken(cookie: string, tenantId: string): string | null {
  const token = readCookie(cookie);
  if (!token) return null;
  const claims = decodeToken(token);
  const foreign = claims?.TenantId !== undefined && String(claims.TenantId) !== tenantId;
  if (isTokenExpired(token) || foreign) {
    removeCookie(cookie);
    return null;
  }
  return token;
}

async function restoreCustomer(tenantId: string): Promise<void> {
  const token = usableToken(COOKIE.token, tenantId);
  if (!token) {
    saveJson(STORAGE.user, null);
    return;
  }
  const cached = loadJson<CustomerUser>(STORAGE.user);
  if (cached) {
    rootSession.token = token;
    rootSession.user = cached;
    return;
  }
  // Token without a cached user (e.g. storage cleared): ask the server who this is.
  const res = await rawRequest<CustomerUser & { jtoken?: string }>({ method: 'POST', path: 'authen/customerProfile', body: {}, token });
  if (res.ok && res.data?.CUSTOMERCODE) setCustomerSession(res.data.jtoken ?? token, res.data);
  else removeCookie(COOKIE.token);
}

function restoreStaff(tenantId: string): void {
  const merchantToken = usableToken(COOKIE.merchantToken, tenantId);
  const merchantUser = merchantToken ? loadJson<MerchantUser>(STORAGE.merchantUser) : null;
  if (merchantToken && merchantUser) {
    merchantSession.token = merchantToken;
    merchantSession.user = merchantUser;
    merchantSession.selectedDist = readCookie(COOKIE.merchantDc) ?? null;
  } else if (merchantToken) {
    removeCookie(COOKIE.merchantToken);
  }
  const riderToken = usableToken(COOKIE.riderToken, tenantId);
  const rider = riderToken ? loadJson<Rider>(STORAGE.rider) : null;
  if (riderToken && rider) {
    riderSession.token = riderToken;
    riderSession.rider = rider;
  } else if (riderToken) {
    removeCookie(COOKIE.riderToken);
  }
}

let started: Promise<void> | null = null;

/**
 * Session start-up (buyer spec section 4): restores customer, merchant-user, rider and agent
 * sessions from cookies; drops expired or foreign tokens; obtains a guest session when there is
 * no customer session and guest mode is not disabled. Never throws: a failed guest login leaves
 * an anonymous visitor.
 */
export function startSession(tenantId: string): Promise<void> {
  started ??= (async () => {
    rootSession.loading = true;
    rootSession.tenantId = tenantId;
    rootSession.point = readCookie(COOKIE.point) === 'Y';
    rootSession.agentProfile = readJsonCookie<CustomerUser>(COOKIE.agent) ?? null;
    try {
      restoreStaff(tenantId);
      await restoreCustomer(tenantId);
      if (!rootSession.token && !guestModeDisabled()) await guestLogin();
    } catch (err) {
      console.warn('talad: session start-up failed', err);
    } finally {
      rootSession.loading = false;
      rootSession.ready = true;
    }
  })();
  return started;
}

/** Resolves once start-up finished (guards wait on it so they see the restored session). */
export function sessionReady(): Promise<void> {
  return started ?? Promise.resolve();
}

/** Tests start each case from scratch. */
export function resetSessionStartup(): void {
  started = null;
}
