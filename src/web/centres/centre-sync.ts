import { chooseActiveDist } from '../../domain';
import { fetchCustomerCentres, fetchMerchantCentres, fetchSwapCentre } from '../api/centres';
import { flagOn } from '../app/config-store';
import { COOKIE, ONE_YEAR_SECONDS, readCookie, writeCookie } from '../session/cookies';
import { setCustomerSession } from '../session/customer-actions';
import { merchantSession } from '../session/merchant-session';
import { isGuest, isSalespersonAsCustomer } from '../session/roles';
import { rootSession } from '../session/root-session';
import { setMerchantDists } from '../session/staff-actions';
import type { CustomerUser, Dist } from '../session/types';
import { openCentrePicker, pickerStore } from './picker-store';

let lastSynced: string | null = null;

/** Whose centres were settled last (a guest is one visitor whatever centre the guest token names). */
function syncKey(user: CustomerUser): string {
  return `${rootSession.tenantId ?? ''}|${user.CUSTOMERCODE}|${user.UserId ?? ''}`;
}

/** True when this session's centres have not been settled in this page view yet. */
export function needsCentreSync(): boolean {
  return !!rootSession.token && !!rootSession.user && syncKey(rootSession.user) !== lastSynced;
}

/** Tests start each case from scratch. */
export function resetCentreSync(): void {
  lastSynced = null;
}

export function rememberCentre(saleUnit: string): void {
  writeCookie(COOKIE.dc, saleUnit, { maxAge: ONE_YEAR_SECONDS });
}

/** Swaps the buyer session to a centre (`authen/swapdc`); true when the new token is stored. */
export async function swapCustomerCentre(saleUnit: string): Promise<boolean> {
  const res = await fetchSwapCentre(saleUnit);
  const user = res.data;
  if (!res.ok || !user?.jtoken || !user.CUSTOMERCODE) return false;
  setCustomerSession(user.jtoken, user as CustomerUser);
  rememberCentre(saleUnit);
  return true;
}

/** Centres a buyer chooses from: their own; a guest (who has none) any centre of the tenant. */
export function pickableCentres(centres: { Customer: Dist[]; All: Dist[] }, guest: boolean): Dist[] {
  return guest ? centres.All : centres.Customer;
}

/**
 * The start-up rule (buyer spec section 4): several centres, no `dc` cookie, and the tenant has not
 * set DISABLE_DC_PICKER_AT_START. The browser and the server render (ssr/server-centres.ts) both
 * ask it, so a first visit's page arrives with the picker already open.
 */
export function opensStartupPicker(centreChosen: boolean, centres: number): boolean {
  return !centreChosen && centres > 1 && !flagOn('DISABLE_DC_PICKER_AT_START');
}

/**
 * The buyer's centres after a login and at start-up (buyer spec section 4):
 * - the list goes to `rootSession.dists` (it decides whether switching is offered);
 * - at start-up, with several centres, no `dc` cookie and DISABLE_DC_PICKER_AT_START not Y, the
 *   picker opens and the customer's choice is remembered;
 * - otherwise the saved centre (the `dc` cookie, else the session's active centre) is used when it
 *   is in the list, else the first; the session is swapped to it when it differs and the choice is
 *   kept in the `dc` cookie for a year.
 * A salesperson ordering for a customer never changes the customer's centre. `quiet` (background
 * runs): a failed list call shows nothing and changes nothing.
 */
export async function syncCustomerCentres(options: { allowStartupPicker: boolean; quiet?: boolean }): Promise<void> {
  const { token, user } = rootSession;
  if (!token || !user) return;
  lastSynced = syncKey(user);
  const res = await fetchCustomerCentres(rootSession.currentPosition, { quiet: options.quiet });
  if (!res.ok || !res.data || rootSession.token !== token) return;
  const guest = isGuest(token, user);
  const list = pickableCentres({ Customer: res.data.Customer ?? [], All: res.data.All ?? [] }, guest);
  rootSession.dists = list;
  // A choice is being applied (a centre tapped in the server-drawn picker, maybe before hydration
  // and replayed): it decides the centre; opening the picker again here would undo it.
  if (isSalespersonAsCustomer(user) || list.length === 0 || pickerStore.busy) return;
  const saved = readCookie(COOKIE.dc) || null;
  if (options.allowStartupPicker && opensStartupPicker(saved !== null, list.length)) {
    openCentrePicker('buyer', { startup: true });
    return;
  }
  const chosen = chooseActiveDist(list, saved ?? user.ActiveDC ?? null);
  if (!chosen) return;
  if (chosen.SaleUnit !== user.ActiveDC) await swapCustomerCentre(chosen.SaleUnit);
  else rememberCentre(chosen.SaleUnit);
}

/** The merchant user's centres (`authen/user/dcs`): kept selection if still listed, else the first. */
export async function syncMerchantCentres(token: string | null = merchantSession.token): Promise<void> {
  if (!token) return;
  const res = await fetchMerchantCentres(token);
  if (!res.ok || !Array.isArray(res.data) || merchantSession.token !== token) return;
  setMerchantDists(res.data);
}
