import { fetchCustomerCentres } from '../api/centres';
import { flagOn } from '../app/config-store';
import { opensStartupPicker, pickableCentres } from '../centres/centre-sync';
import { closePickerState, openCentrePicker } from '../centres/picker-store';
import { isGuest, isSalespersonAsCustomer } from '../session/roles';
import { rootSession } from '../session/root-session';
import type { Dist } from '../session/types';

export interface ServerCentres {
  /** The start-up picker is open in this render. */
  startupPicker: boolean;
  /** The centres the render used (`rootSession.dists`), when it needed them; else null. */
  centres: Dist[] | null;
}

/**
 * The customer's centres in the server's render (issue 13), asked only when the page depends on them:
 * - the start-up picker: on a first visit (no `dc` cookie) the browser used to open it only after
 *   hydration, the session and two calls, seconds after the page was readable on a slow phone, so
 *   the page jumped under a modal the visitor had not asked for yet. The server asks the same rule
 *   with the same centres and renders the page with the sheet open; the browser opens it before
 *   hydrating (`payload.startupPicker`), and its own start-up run then finds it open already;
 * - a signed-in customer of a tenant that offers switching: the menu's "switch centre" entry
 *   depends on how many centres they have. Rendered without them, the entry appeared only after
 *   the browser's own call, and that change rendered the whole page again at once.
 * The browser starts from the same list (`payload.centres`), so its call changes nothing on screen.
 * The module stores are reset every render.
 */
export async function centresOnServer(centreChosen: boolean): Promise<ServerCentres> {
  closePickerState();
  const none: ServerCentres = { startupPicker: false, centres: null };
  const { token, user } = rootSession;
  if (!token || !user || isSalespersonAsCustomer(user)) return none;
  const guest = isGuest(token, user);
  const picker = !centreChosen && !flagOn('DISABLE_DC_PICKER_AT_START');
  const switching = !guest && flagOn('ENABLE_SWITCH_DC');
  // Cheap checks first: most guest renders (a returning visitor) make no centre call at all.
  if (!picker && !switching) return none;
  const res = await fetchCustomerCentres(null, { quiet: true }).catch(() => null);
  if (!res?.ok || !res.data) return none;
  const list = pickableCentres({ Customer: res.data.Customer ?? [], All: res.data.All ?? [] }, guest);
  rootSession.dists = list;
  const startupPicker = picker && opensStartupPicker(false, list.length);
  if (startupPicker) openCentrePicker('buyer', { startup: true });
  return { startupPicker, centres: list };
}
