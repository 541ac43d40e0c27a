import { createRegistry, type BlockComponent } from '../../engine';

/**
 * THE component registry of the web app (bundle screens name these components). Area modules
 * (registry/buyer.ts, merchant.ts, rider.ts) add their components when their area first loads.
 * `real: false` marks placeholders, mirrored in registry/manifest.ts for `npm run tenants:check`.
 */
export const appRegistry = createRegistry<BlockComponent>();

const realness = new Map<string, boolean>();

export function registerComponent(name: string, component: BlockComponent, options: { real?: boolean } = {}): void {
  appRegistry.register(name, component);
  realness.set(name, options.real ?? true);
}

export function isRealComponent(name: string): boolean {
  return realness.get(name) ?? false;
}

/** name + real flag of everything registered so far (tests compare it with the manifest). */
export function registeredComponents(): { name: string; real: boolean }[] {
  return appRegistry.names().map((name) => ({ name, real: isRealComponent(name) }));
}
