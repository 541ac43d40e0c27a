import { ref } from 'valtio';
import type { Flags, TenantBundle } from '../../engine';
import { buildUrl } from '../api/http';
import { configStore } from './config-store';

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
    if (body?.flags && typeof body.flags === 'object') configStore.remoteFlags = ref({ ...body.flags });
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
