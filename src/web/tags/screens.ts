import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import type { TagScreenName } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** The bundle's merchant.tag* screens, each its own lazy chunk inside the merchant area. */
const SCREENS: Record<TagScreenName, Loader> = {
  TagList: load(() => import('./TagListScreen')),
  TagCreate: load(() => import('./TagCreateScreen')),
  TagEdit: load(() => import('./TagEditScreen')),
};

export function registerTagScreens(): void {
  for (const [name, loader] of Object.entries(SCREENS)) registerComponent(name, lazy(loader));
}
