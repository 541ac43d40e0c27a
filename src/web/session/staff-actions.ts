import { COOKIE, ONE_YEAR_SECONDS, removeCookie, writeCookie } from './cookies';
import { tokenExpiry } from './jwt';
import { resetMerchantSession, merchantSession } from './merchant-session';
import { STORAGE, saveJson } from './persist';
import { resetRiderSession, riderSession } from './rider-session';
import type { Dist, MerchantUser, Rider } from './types';

function tokenCookieOptions(token: string) {
  const expires = tokenExpiry(token);
  return expires ? { expires } : { maxAge: ONE_YEAR_SECONDS };
}

export function setMerchantSession(token: string, user: MerchantUser): void {
  writeCookie(COOKIE.merchantToken, token, tokenCookieOptions(token));
  saveJson(STORAGE.merchantUser, user);
  merchantSession.token = token;
  merchantSession.user = user;
}

/** After login: keep the selected centre if it is in the list, otherwise choose the first. */
export function setMerchantDists(dists: Dist[]): void {
  merchantSession.dists = dists;
  const selected = merchantSession.selectedDist;
  if (!selected || !dists.some((d) => d.SaleUnit === selected)) selectMerchantDist(dists[0]?.SaleUnit ?? null);
}

export function selectMerchantDist(saleUnit: string | null): void {
  merchantSession.selectedDist = saleUnit;
  if (saleUnit) writeCookie(COOKIE.merchantDc, saleUnit, { maxAge: ONE_YEAR_SECONDS });
}

export function clearMerchantSession(): void {
  removeCookie(COOKIE.merchantToken);
  saveJson(STORAGE.merchantUser, null);
  resetMerchantSession();
}

export function setRiderSession(token: string, rider: Rider): void {
  writeCookie(COOKIE.riderToken, token, tokenCookieOptions(token));
  saveJson(STORAGE.rider, rider);
  riderSession.token = token;
  riderSession.rider = rider;
}

export function clearRiderSession(): void {
  removeCookie(COOKIE.riderToken);
  saveJson(STORAGE.rider, null);
  resetRiderSession();
}
