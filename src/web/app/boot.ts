import { ref } from 'valtio';
import type { Flags, TenantBundle } from '../../engine';
import { rawRequest } from '../api/http';
import { COOKIE, ONE_YEAR_SECONDS, readCookie, writeCookie } from '../session/cookies';
import { rootSession } from '../session/root-session';
import { configStore } from './config-store';

/** What the server inlines into index.html (docs/ARCHITECTURE.md "Server ⇄ web"). */
export interface BootPayload {
  tenantId: string;
  bundle: TenantBundle;
  flags: Flags;
}

declare global {
  interface Window {
    __TALAD_BOOT__?: BootPayload;
  }
}

/** Tenant asked for by this page load: `tenantId` query wins, then the cookie (server decides otherwise). */
export function requestedTenantId(): string | undefined {
  const fromQuery = new URLSearchParams(window.location.search).get('tenantId')?.trim();
  if (fromQuery) return fromQuery;
  return readCookie(COOKIE.tenantId) || undefined;
}

function isBootPayload(value: unknown): value is BootPayload {
  const v = value as Partial<BootPayload> | null;
  return !!v && typeof v.tenantId === 'string' && !!v.bundle && typeof v.bundle === 'object';
}

export function applyBoot(payload: BootPayload): void {
  configStore.tenantId = payload.tenantId;
  // ref(): the bundle is replaced whole, never edited in place, so it needs no deep proxy.
  configStore.bundle = ref(payload.bundle);
  configStore.remoteFlags = ref({ ...(payload.flags ?? {}) });
  configStore.status = 'ready';
  configStore.error = null;
  rootSession.tenantId = payload.tenantId;
  writeCookie(COOKIE.tenantId, payload.tenantId, { maxAge: ONE_YEAR_SECONDS });
}

/**
 * Resolves the tenant configuration: the inlined boot object when it answers this request,
 * otherwise `GET api/tenant/bundle?tenantId=`. Throws a readable error when neither works.
 */
export async function loadBoot(): Promise<BootPayload> {
  configStore.status = 'loading';
  const wanted = requestedTenantId();
  const inlined = window.__TALAD_BOOT__;
  if (isBootPayload(inlined) && (!wanted || wanted === inlined.tenantId || !new URLSearchParams(window.location.search).has('tenantId'))) {
    applyBoot(inlined);
    return inlined;
  }
  const res = await rawRequest<BootPayload>({ path: 'api/tenant/bundle', query: { tenantId: wanted }, token: null });
  if (res.ok && isBootPayload(res.data)) {
    applyBoot(res.data);
    return res.data;
  }
  const reason = res.status === 0 ? 'unreachable' : res.exception?.Message ?? `HTTP ${res.status}`;
  configStore.status = 'error';
  configStore.error = reason;
  throw new Error(reason);
}
