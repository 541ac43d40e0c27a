import { proxy } from 'valtio';
import type { Dist } from '../session/types';

export type PickerArea = 'buyer' | 'merchant';

/**
 * The Distribution Center picker sheet and the official-account dialog in front of a swap
 * (spec "Customer dialog state": dialog, dialogLine). One picker for the whole app, opened by the
 * `#switchDc` menu actions, by the start-up rule, or shown inline on /merchant/profile/dc.
 */
export interface PickerState {
  open: boolean;
  area: PickerArea;
  /** Opened by the start-up rule (closing it keeps the current centre and remembers it). */
  startup: boolean;
  /** The centre waiting behind the official-account dialog. */
  oaDist: Dist | null;
  /** A swap is running (buttons disabled). */
  busy: boolean;
}

export const pickerStore = proxy<PickerState>({ open: false, area: 'buyer', startup: false, oaDist: null, busy: false });

export function openCentrePicker(area: PickerArea, options: { startup?: boolean } = {}): void {
  pickerStore.area = area;
  pickerStore.startup = options.startup ?? false;
  pickerStore.oaDist = null;
  pickerStore.open = true;
}

export function closePickerState(): void {
  pickerStore.open = false;
  pickerStore.startup = false;
  pickerStore.oaDist = null;
}
