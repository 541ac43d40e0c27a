import { lazy } from 'react';
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

export type ComponentLoader = () => Promise<{ default: BlockComponent }>;

/** The loaders of components registered lazily and not resolved yet. */
const loaders = new Map<string, ComponentLoader>();

/** A component in its own chunk: `lazy(load)` until `resolveComponents` swaps in the loaded component. */
export function registerLazyComponent(name: string, load: ComponentLoader, options: { real?: boolean } = {}): void {
  loaders.set(name, load);
  registerComponent(name, lazy(load) as BlockComponent, options);
}

/**
 * Loads lazily registered components and registers the components themselves, so a render that
 * uses them does not suspend. A server-rendered screen needs this before it hydrates: a block
 * still suspended when hydration commits leaves the screen's boundary dehydrated, and the first
 * store update that reaches it (the centre list arriving) makes React drop the server HTML and show
 * the loading bar until the chunk is there (ssr/hydrate.tsx).
 */
export async function resolveComponents(names: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      const load = loaders.get(name);
      if (!load) return;
      const loaded = await load();
      // Another call may have resolved it meanwhile: register once.
      if (!loaders.delete(name)) return;
      registerComponent(name, loaded.default, { real: isRealComponent(name) });
    }),
  );
}

export function isRealComponent(name: string): boolean {
  return realness.get(name) ?? false;
}

/** name + real flag of everything registered so far (tests compare it with the manifest). */
export function registeredComponents(): { name: string; real: boolean }[] {
  return appRegistry.names().map((name) => ({ name, real: isRealComponent(name) }));
}
