import { lazy } from 'react';
import type { BlockComponent } from '../../engine';
import { registerComponent } from '../registry/catalog';
import type { LINE_SCREEN_NAMES } from './screen-names';

type Loader = () => Promise<{ default: BlockComponent }>;
const as = (p: Promise<unknown>) => p as Promise<{ default: BlockComponent }>;

const SCREENS: Record<(typeof LINE_SCREEN_NAMES)[number], Loader> = {
  LineAuthen: () => as(import('./LineAuthenScreen')),
  LineAuthenUser: () => as(import('./LineAuthenUserScreen')),
  GatewayVerify: () => as(import('./GatewayVerifyScreen')),
  LoginAthena: () => as(import('./LoginAthenaScreen')),
  LineTest: () => as(import('./LineTestScreen')),
  LineHook: () => as(import('./LineHookScreen')),
};

/** Registers the LINE screens in the buyer area (each its own lazy chunk). */
export function registerLineComponents(): void {
  for (const [name, load] of Object.entries(SCREENS)) registerComponent(name, lazy(load) as BlockComponent);
}
