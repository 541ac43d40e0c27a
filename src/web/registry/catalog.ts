import { createRegistry, type BlockComponent } from '../../engine';
import { resolvableLazy } from '../app/resolvable-lazy';

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

/** Each component registered lazily: how to load it before a render needs it, and whether it has. */
const lazyBlocks = new Map<string, { resolve: () => Promise<void>; isLoaded: () => boolean }>();

/**
 * A component in its own chunk (app/resolvable-lazy.tsx): React's lazy wrapper for a block mounted
 * before its chunk loaded, the component itself once `resolveComponents` loaded it. The registry
 * entry never changes, so a block already on screen is not remounted when another screen resolves.
 */
export function registerLazyComponent(name: string, load: ComponentLoader, options: { real?: boolean } = {}): void {
  const lazyBlock = resolvableLazy(load);
  lazyBlocks.set(name, lazyBlock);
  registerComponent(name, lazyBlock.Component as BlockComponent, options);
}

/**
 * Loads lazily registered components so a render that uses them does not suspend. A server-rendered
 * screen needs this before it hydrates: a block still suspended when hydration commits leaves the
 * screen's boundary dehydrated, and the first store update that reaches it (the centre list
 * arriving) makes React drop the server HTML and show the loading bar until the chunk is there
 * (ssr/hydrate.tsx).
 */
export async function resolveComponents(names: readonly string[]): Promise<void> {
  await Promise.all([...new Set(names)].map((name) => lazyBlocks.get(name)?.resolve()));
}

/** True when rendering the component will not suspend: registered eagerly, or lazily and loaded. */
export function isComponentLoaded(name: string): boolean {
  if (!appRegistry.has(name)) return false;
  return lazyBlocks.get(name)?.isLoaded() ?? true;
}

export function isRealComponent(name: string): boolean {
  return realness.get(name) ?? false;
}

/** name + real flag of everything registered so far (tests compare it with the manifest). */
export function registeredComponents(): { name: string; real: boolean }[] {
  return appRegistry.names().map((name) => ({ name, real: isRealComponent(name) }));
}
