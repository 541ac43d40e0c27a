import { chooseActiveDist } from '../../domain';
import { flagOn } from '../app/config-store';
import { queryClient } from '../app/query-client';
import { merchantSession } from '../session/merchant-session';
import { rootSession } from '../session/root-session';
import { selectMerchantDist } from '../session/staff-actions';
import type { Dist } from '../session/types';
import { withLoadingOverlay } from '../widgets/loading-store';
import { emitSessionEvent } from '../auth/session-events';
import { rememberCentre, swapCustomerCentre } from './centre-sync';
import { closePickerState, pickerStore, type PickerArea } from './picker-store';

export type SwitchOutcome = 'ignored' | 'dialog' | 'switched' | 'failed';

/** The official-account address of a centre when the tenant invites customers to add it. */
export function officialAccountUrl(dist: Dist): string | null {
  const url = dist.LineChannel?.url_line_oa?.trim();
  return url && flagOn('ENABLE_OA_INVITE') ? url : null;
}

function scrollToTop(): void {
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
    try {
      window.scrollTo({ top: 0 });
    } catch {
      // jsdom and old browsers: nothing to scroll.
    }
  }
}

/** The swap itself: dialogs close, the overlay shows, the centre changes, data reloads. */
async function applySwitch(area: PickerArea, dist: Dist): Promise<SwitchOutcome> {
  closePickerState();
  if (area === 'merchant') {
    selectMerchantDist(dist.SaleUnit);
    await queryClient.invalidateQueries();
    scrollToTop();
    return 'switched';
  }
  pickerStore.busy = true;
  try {
    const ok = await withLoadingOverlay(async () => {
      if (!(await swapCustomerCentre(dist.SaleUnit))) return false;
      // Everything cached (prices, stock, promotions, points) belongs to the old centre.
      await queryClient.invalidateQueries();
      return true;
    });
    if (!ok) return 'failed';
    if (rootSession.user) await emitSessionEvent('centreChanged', { user: rootSession.user, dist });
    scrollToTop();
    return 'switched';
  } finally {
    pickerStore.busy = false;
  }
}

/**
 * A centre chosen in the picker (buyer spec section 4 "Changing distribution center"): without a
 * saleUnit nothing happens; choosing the current centre only closes the picker (and remembers it);
 * a centre with an official account and ENABLE_OA_INVITE Y first shows the invitation dialog,
 * whose buttons continue with `continueAfterInvite`.
 */
export async function chooseCentre(area: PickerArea, dist: Dist | null | undefined): Promise<SwitchOutcome> {
  if (!dist?.SaleUnit) return 'ignored';
  const current = area === 'merchant' ? merchantSession.selectedDist : rootSession.user?.ActiveDC;
  if (dist.SaleUnit === current) {
    if (area === 'buyer') rememberCentre(dist.SaleUnit);
    closePickerState();
    return 'ignored';
  }
  if (officialAccountUrl(dist)) {
    pickerStore.area = area;
    pickerStore.oaDist = dist;
    return 'dialog';
  }
  return applySwitch(area, dist);
}

/** 'Later' or 'Go to merchant' in the invitation dialog: the swap goes on either way. */
export async function continueAfterInvite(goToMerchant: boolean): Promise<SwitchOutcome> {
  const dist = pickerStore.oaDist;
  if (!dist) return 'ignored';
  const url = officialAccountUrl(dist);
  if (goToMerchant && url) window.open(url, '_blank', 'noopener,noreferrer');
  return applySwitch(pickerStore.area, dist);
}

/**
 * Closing the picker (Escape, the close button, the backdrop). At start-up that means "no choice":
 * the page stays as it is with the current centre, remembered so the picker does not come back —
 * unless the current centre is not in the list, when the first one is taken (buyer spec "At
 * start-up … the saved center is used if in the list, otherwise the first"), which is a swap.
 */
export function dismissPicker(): void {
  const startup = pickerStore.startup;
  closePickerState();
  if (startup) void keepStartupCentre();
}

async function keepStartupCentre(): Promise<void> {
  const active = rootSession.user?.ActiveDC || null;
  const chosen = chooseActiveDist(rootSession.dists, active);
  if (chosen && chosen.SaleUnit !== active) await applySwitch('buyer', chosen);
  else if (active) rememberCentre(active);
}
