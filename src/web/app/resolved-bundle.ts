import { useSnapshot } from 'valtio';
import { resolveBundle, type TenantBundle } from '../../engine';
import { rootSession } from '../session/root-session';
import { configStore } from './config-store';

let cache: { bundle: TenantBundle; flags: Record<string, string>; companyCode: string | undefined; resolved: TenantBundle } | null = null;

/**
 * The bundle in force for this visitor: the server's bundle (base ← tenant) with the variant of
 * the user's COMPANYCODE (else the tenant's own) and the remote flags, through the engine's one
 * merge function. Memoised on identity, so it is cheap to call from loaders and renders.
 */
export function resolveCurrent(bundle: TenantBundle, flags: Record<string, string>, companyCode: string | undefined): TenantBundle {
  if (cache && cache.bundle === bundle && cache.flags === flags && cache.companyCode === companyCode) return cache.resolved;
  const resolved = resolveBundle({ base: bundle, tenant: {}, companyCode, remoteFlags: flags });
  cache = { bundle, flags, companyCode, resolved };
  return resolved;
}

export function currentBundle(): TenantBundle {
  const bundle = configStore.bundle;
  if (!bundle) throw new Error('talad: no tenant bundle loaded');
  return resolveCurrent(bundle, configStore.remoteFlags, rootSession.user?.COMPANYCODE || undefined);
}

export function useResolvedBundle(): TenantBundle {
  const config = useSnapshot(configStore);
  const root = useSnapshot(rootSession);
  // Snapshots of ref() values keep the original identity, so the memo above holds.
  const bundle = config.bundle as TenantBundle | null;
  if (!bundle) throw new Error('talad: no tenant bundle loaded');
  return resolveCurrent(bundle, config.remoteFlags as Record<string, string>, root.user?.COMPANYCODE || undefined);
}
