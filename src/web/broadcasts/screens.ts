import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import type { BroadcastScreenName } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** The bundle's merchant.broadcast* screens, each its own lazy chunk inside the merchant area. */
const SCREENS: Record<BroadcastScreenName, Loader> = {
  BroadcastList: load(() => import('./BroadcastListScreen')),
  BroadcastCreate: load(() => import('./BroadcastCreateScreen')),
  BroadcastDetail: load(() => import('./BroadcastDetailScreen')),
};

export function registerBroadcastScreens(): void {
  for (const [name, loader] of Object.entries(SCREENS)) registerComponent(name, lazy(loader));
}
