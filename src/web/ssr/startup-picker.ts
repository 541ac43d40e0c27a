import { fetchCustomerCentres } from '../api/centres';
import { flagOn } from '../app/config-store';
import { opensStartupPicker, pickableCentres } from '../centres/centre-sync';
import { closePickerState, openCentrePicker } from '../centres/picker-store';
import { isGuest, isSalespersonAsCustomer } from '../session/roles';
import { rootSession } from '../session/root-session';

/**
 * The start-up centre picker in the server's HTML (issue 13): on a first visit (no `dc` cookie) the
 * browser used to open it only after hydration, the session and two calls, seconds after the page
 * was readable on a slow phone, so the page jumped under a modal the visitor had not asked for yet
 * (and the page's last frame differed from its first for that long). The server asks the same rule
 * with the same centres and renders the page with the sheet open; the browser opens it before
 * hydrating (`payload.startupPicker`), and its own start-up run then finds it open already.
 * Returns whether the picker is open for this render (the module store is reset every render).
 */
export async function openStartupPickerOnServer(centreChosen: boolean): Promise<boolean> {
  closePickerState();
  const { token, user } = rootSession;
  // Cheap checks first: most renders (a returning visitor) make no centre call at all.
  if (centreChosen || !token || !user || isSalespersonAsCustomer(user) || flagOn('DISABLE_DC_PICKER_AT_START')) return false;
  const res = await fetchCustomerCentres(null, { quiet: true }).catch(() => null);
  if (!res?.ok || !res.data) return false;
  const list = pickableCentres({ Customer: res.data.Customer ?? [], All: res.data.All ?? [] }, isGuest(token, user));
  if (!opensStartupPicker(false, list.length)) return false;
  openCentrePicker('buyer', { startup: true });
  return true;
}
