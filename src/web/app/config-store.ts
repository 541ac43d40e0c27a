import { proxy } from 'valtio';
import type { TenantBundle } from '../../engine';

/**
 * The tenant's configuration as the server resolved it: the bundle (base ← tenant, variants kept)
 * and the remote flags. The variant for the signed-in user's company code is applied on top in
 * app/resolved-bundle.ts through the engine's one merge function.
 */
export interface ConfigState {
  tenantId: string | null;
  bundle: TenantBundle | null;
  remoteFlags: Record<string, string>;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why a cold start has nothing to show. */
  error: string | null;
  /** Live stream state; the last known config stays in force while it is down. */
  live: 'off' | 'connecting' | 'open' | 'down';
}

export const configStore = proxy<ConfigState>({
  tenantId: null,
  bundle: null,
  remoteFlags: {},
  status: 'idle',
  error: null,
  live: 'off',
});

/** The effective value of a flag: remote overlay first, then the bundle's default. */
export function flagValue(name: string): string | undefined {
  return configStore.remoteFlags[name] ?? configStore.bundle?.flags?.[name];
}

export function flagOn(name: string): boolean {
  return flagValue(name) === 'Y';
}
