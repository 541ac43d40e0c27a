import { ref } from 'valtio';
import type { Flags, TenantBundle } from '../../engine';
import { buildUrl } from '../api/http';
import { configStore } from './config-store';

/** Same names with the same values (flags are strings by name). */
function sameFlags(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && a[name] === b[name]);
}

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * Follows `api/webConfig/stream?tenantId=` (server-sent events `flags` and `bundle`) and swaps the
 * config in place, so menus, guards and wording re-resolve without a reload. While the stream is
 * down the last known config stays; EventSource reconnects by itself.
 */
export function subscribeLiveConfig(tenantId: string): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  configStore.live = 'connecting';
  const source = new EventSource(buildUrl('api/webConfig/stream', { tenantId }));
  source.addEventListener('open', () => {
    configStore.live = 'open';
  });
  source.addEventListener('error', () => {
    configStore.live = 'down';
  });
  source.addEventListener('flags', (event) => {
    const body = parse<{ flags?: Flags }>((event as MessageEvent<string>).data);
    if (!body?.flags || typeof body.flags !== 'object') return;
    // The stream opens with the flags the page started with: keeping the same object then spares a
    // re-resolved bundle, a rebuilt theme and a re-render of the whole page, which on a
    // server-rendered page also forced every part still waiting to hydrate to hydrate at once.
    if (sameFlags(body.flags, configStore.remoteFlags)) return;
    configStore.remoteFlags = ref({ ...body.flags });
  });
  source.addEventListener('bundle', (event) => {
    const body = parse<{ bundle?: TenantBundle }>((event as MessageEvent<string>).data);
    if (body?.bundle && typeof body.bundle === 'object' && body.bundle.id === tenantId) configStore.bundle = ref(body.bundle);
  });
  return () => {
    source.close();
    configStore.live = 'off';
  };
}
