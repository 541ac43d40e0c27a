import { logoutBuyer } from '../auth/logout';
import { openCentrePicker } from '../centres/picker-store';
import { endServerSession } from '../session/end-session';
import { refreshCustomerProfile, setPointMode } from '../session/customer-actions';
import { clearMerchantSession, clearRiderSession } from '../session/staff-actions';
import { withLoadingOverlay } from '../widgets/loading-store';
import { registerMenuAction } from './menu-actions';
import { queryClient } from './query-client';

let registered = false;

/**
 * The menu actions the shell itself knows how to do. The server render registers them too: a menu
 * shows an action's item only when it has a handler, so both renders must know the same ones or
 * hydration finds an item the server's HTML does not have. Registers once; later calls do nothing.
 */
export function registerDefaultActions(): void {
  // Once per process: the server render calls it on every page, as `ensureCommonRegistered`.
  if (registered) return;
  registered = true;
  // The sheet itself is the root shell's (centres/CentrePickerHost), mounted on every page.
  registerMenuAction('buyer', '#switchDc', () => openCentrePicker('buyer'));
  registerMenuAction('merchant', '#switchDc', () => openCentrePicker('merchant'));
  registerMenuAction('buyer', '#logout', async ({ navigate }) => {
    // Salesperson → the customer's merchant page, messaging-app user → back to the app, else /login.
    const target = await logoutBuyer();
    if (target.kind === 'external') window.location.assign(target.url);
    else navigate(target.to);
  });
  const switchMode = (redeem: boolean) => async () => {
    setPointMode(redeem);
    await withLoadingOverlay(() => refreshCustomerProfile());
    // Every cached product, category and price belongs to the old mode.
    await queryClient.invalidateQueries();
  };
  registerMenuAction('buyer', '#mode:redeem', switchMode(true));
  registerMenuAction('buyer', '#mode:sales', switchMode(false));
  registerMenuAction('merchant', '#logout', async ({ navigate }) => {
    await endServerSession('merchant');
    clearMerchantSession();
    queryClient.clear();
    navigate('/merchant/login');
  });
  registerMenuAction('rider', '#logout', async ({ navigate }) => {
    await endServerSession('rider');
    clearRiderSession();
    queryClient.clear();
    navigate('/rider/login');
  });
}
