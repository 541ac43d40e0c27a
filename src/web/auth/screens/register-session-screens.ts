import { lazy } from 'react';
import type { BlockComponent } from '../../../engine';
import type { Area } from '../../registry/areas';
import { registerComponent, type ComponentLoader } from '../../registry/catalog';
import type { SESSION_SCREEN_NAMES } from './session-screen-names';

export type SessionScreenLoaders<A extends Area> = Record<(typeof SESSION_SCREEN_NAMES)[A][number], ComponentLoader>;

const registered = new Set<Area>();

/**
 * Registers an area's session screens, each its own lazy chunk. Once per area: the sign-in page
 * registers them before the area's registry does, and a second `lazy()` for the screen on display
 * would remount it.
 */
export function registerSessionScreens<A extends Area>(area: A, loaders: SessionScreenLoaders<A>): void {
  if (registered.has(area)) return;
  registered.add(area);
  for (const [name, load] of Object.entries<ComponentLoader>(loaders)) registerComponent(name, lazy(load) as BlockComponent);
}
