import { lazy } from 'react';
import type { BlockComponent } from '../../../engine';
import type { Area } from '../../registry/areas';
import { registerComponent, type ComponentLoader } from '../../registry/catalog';
import type { SESSION_SCREEN_NAMES } from './session-screen-names';

export type SessionScreenLoaders<A extends Area> = Record<(typeof SESSION_SCREEN_NAMES)[A][number], ComponentLoader>;

/**
 * Registers an area's session screens, each its own lazy chunk (registry/areas.ts loads an area's
 * module once, when a screen names one of them). `area` types the names: exactly those of
 * session-screen-names.ts.
 */
export function registerSessionScreens<A extends Area>(_area: A, loaders: SessionScreenLoaders<A>): void {
  for (const [name, load] of Object.entries<ComponentLoader>(loaders)) registerComponent(name, lazy(load) as BlockComponent);
}
