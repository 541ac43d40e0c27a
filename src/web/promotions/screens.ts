import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import type { PromotionScreenName } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const load = (f: () => Promise<{ default: unknown }>) => f as Loader;

/** The bundle's merchant.promotion* screens; each its own lazy chunk inside the merchant area. */
const SCREENS: Record<PromotionScreenName, Loader> = {
  PromotionList: load(() => import('./PromotionListScreen')),
  PromotionGeneral: load(() => import('./GeneralStepScreen')),
  PromotionCondition: load(() => import('./ConditionStepScreen')),
  PromotionDetail: load(() => import('./DetailStepScreen')),
};

export function registerPromotionScreens(): void {
  for (const [name, loader] of Object.entries(SCREENS)) registerComponent(name, lazy(loader));
}
