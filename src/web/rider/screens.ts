import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import type { RiderScreenName } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** Each rider screen is its own lazy chunk inside the rider area. */
const SCREENS: Record<RiderScreenName, Loader> = {
  RiderHome: load(() => import('./RiderHomeScreen')),
  RiderDeliveryList: load(() => import('./DeliveryListScreen')),
  RiderDeliveryDetail: load(() => import('./DeliveryDetailScreen')),
  RiderHistory: load(() => import('./HistoryScreen')),
  RiderProfile: load(() => import('./ProfileScreen')),
};

export function registerRiderScreens(): void {
  for (const [name, loader] of Object.entries(SCREENS)) registerComponent(name, lazy(loader) as BlockComponent);
}
