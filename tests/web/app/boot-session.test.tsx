import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBoot } from '../../../src/web/app/boot';
import { configStore } from '../../../src/web/app/config-store';
import { subscribeLiveConfig } from '../../../src/web/app/live-config';
import { readCookie } from '../../../src/web/session/cookies';
import { merchantSession } from '../../../src/web/session/merchant-session';
import { rootSession } from '../../../src/web/session/root-session';
import { startSession } from '../../../src/web/session/startup';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers, mockToken } from '../../../mocks/handlers';
import { resetAppState, tenantBundle } from '../render-app';
import { renderAppState } from '../api/state';
import type { ApiResponse } from '../../../src/web/api/contract';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers);
afterEach(() => {
  delete window.__TALAD_BOOT__;
  window.history.replaceState(null, '', '/');
});
beforeEach(() => resetAppState());

/**
 * `GET api/tenant/bundle`: the envelope is typed by the contract; the bundle itself is the engine's
 * TenantBundle (its interfaces cannot be assigned to the contract's open objects, so it is cast).
 */
const bundleAnswer = (tenantId: string): ApiResponse<'getTenantBundle'> => ({
  tenantId, bundle: tenantBundle(tenantId) as unknown as ApiResponse<'getTenantBundle'>['bundle'], flags: {},
});
describe('boot', () => {
  it('uses the inlined __TALAD_BOOT__ and keeps the tenantId cookie for a year', async () => {
    const cookieSpy = vi.spyOn(document, 'cookie', 'set');
    window.__TALAD_BOOT__ = { tenantId: 'khongdee', bundle: tenantBundle('khongdee'), flags: { ENABLE_CHAT: 'N' } };
    const boot = await loadBoot();
    expect(boot.tenantId).toBe('khongdee');
    expect(configStore.remoteFlags).toEqual({ ENABLE_CHAT: 'N' });
    expect(readCookie('tenantId')).toBe('khongdee');
    expect(cookieSpy.mock.calls.map((c) => c[0]).find((c) => c.startsWith('tenantId='))).toContain(`max-age=${365 * 24 * 3600}`);
    cookieSpy.mockRestore();
  });

  it('fetches api/tenant/bundle with the tenantId query when there is no inlined boot', async () => {
    let asked: string | null = null;
    server.use(
      http.get('*/api/tenant/bundle', ({ request }) => {
        asked = new URL(request.url).searchParams.get('tenantId');
        return contractJson('getTenantBundle', bundleAnswer('sabai'));
      }),
    );
    window.history.replaceState(null, '', '/?tenantId=sabai');
    document.cookie = 'tenantId=khongdee; path=/';
    await loadBoot();
    expect(asked).toBe('sabai');
    expect(configStore.tenantId).toBe('sabai');
  });

  it('asks with the tenant cookie when the query has none', async () => {
    let asked: string | null = null;
    server.use(
      http.get('*/api/tenant/bundle', ({ request }) => {
        asked = new URL(request.url).searchParams.get('tenantId');
        return contractJson('getTenantBundle', bundleAnswer('khongdee'));
      }),
    );
    document.cookie = 'tenantId=khongdee; path=/';
    await loadBoot();
    expect(asked).toBe('khongdee');
  });

  it('fails with a readable reason on a cold start with no server', async () => {
    server.use(http.get('*/api/tenant/bundle', () => HttpResponse.error()));
    await expect(loadBoot()).rejects.toThrow('unreachable');
    expect(configStore.status).toBe('error');
  });
});

describe('session start-up', () => {
  it('obtains a guest session when there is none and guest mode is on', async () => {
    renderAppState('sabai');
    await startSession('sabai');
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
    expect(readCookie('token')).toBe(rootSession.token);
    expect(rootSession.ready).toBe(true);
  });

  it('does not log in as a guest when the tenant disables guest mode', async () => {
    renderAppState('khongdee');
    await startSession('khongdee');
    expect(rootSession.token).toBeNull();
    expect(rootSession.ready).toBe(true);
  });

  it('drops an expired token cookie and a token of another tenant', async () => {
    renderAppState('khongdee');
    document.cookie = `token=${mockToken({ TenantId: 'khongdee', exp: Math.floor(Date.now() / 1000) - 60 })}; path=/`;
    document.cookie = `merchantToken=${mockToken({ TenantId: 'sabai' })}; path=/`;
    localStorage.setItem('talad.merchantUser', JSON.stringify({ userid: 1, userRole: 1 }));
    await startSession('khongdee');
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('merchantToken')).toBeUndefined();
    expect(merchantSession.user).toBeNull();
  });

  it('restores a valid customer session from the cookie and the cached user', async () => {
    renderAppState('sabai');
    const token = mockToken({ TenantId: 'sabai', UserId: 'C1' });
    document.cookie = `token=${token}; path=/`;
    localStorage.setItem('talad.user', JSON.stringify({ CUSTOMERCODE: 'C1', CUSTOMERNAME: 'Shop', userRole: 'CUSTOMER' }));
    await startSession('sabai');
    expect(rootSession.token).toBe(token);
    expect(rootSession.user?.CUSTOMERCODE).toBe('C1');
  });
});

describe('live config', () => {
  class FakeEventSource {
    static last: FakeEventSource | null = null;
    listeners = new Map<string, ((e: MessageEvent) => void)[]>();
    closed = false;
    constructor(public url: string) {
      FakeEventSource.last = this;
    }
    addEventListener(type: string, fn: (e: MessageEvent) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
    emit(type: string, data?: unknown) {
      for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }));
    }
    close() {
      this.closed = true;
    }
  }

  it('swaps flags and bundle from the stream and keeps the last config when it fails', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      renderAppState('sabai');
      const stop = subscribeLiveConfig('sabai');
      const source = FakeEventSource.last!;
      expect(source.url).toContain('/api/webConfig/stream?tenantId=sabai');
      source.emit('open');
      source.emit('flags', { flags: { ENABLE_FAQ: 'Y' } });
      expect(configStore.remoteFlags).toEqual({ ENABLE_FAQ: 'Y' });
      const changed = { ...tenantBundle('sabai'), name: { th: 'ใหม่', en: 'New' } };
      source.emit('bundle', { bundle: changed });
      expect(configStore.bundle?.name.en).toBe('New');
      source.emit('error');
      expect(configStore.live).toBe('down');
      expect(configStore.remoteFlags).toEqual({ ENABLE_FAQ: 'Y' });
      expect(configStore.bundle?.name.en).toBe('New');
      stop();
      expect(source.closed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the flags object when the stream opens with the flags the page started with (no whole-page re-render)', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      renderAppState('sabai');
      const stop = subscribeLiveConfig('sabai');
      const source = FakeEventSource.last!;
      source.emit('flags', { flags: { ENABLE_FAQ: 'Y', ENABLE_BEST_SELLER: 'N' } });
      const started = configStore.remoteFlags;
      source.emit('flags', { flags: { ENABLE_BEST_SELLER: 'N', ENABLE_FAQ: 'Y' } });
      expect(configStore.remoteFlags).toBe(started);
      source.emit('flags', { flags: { ENABLE_BEST_SELLER: 'Y', ENABLE_FAQ: 'Y' } });
      expect(configStore.remoteFlags).not.toBe(started);
      expect(configStore.remoteFlags).toEqual({ ENABLE_BEST_SELLER: 'Y', ENABLE_FAQ: 'Y' });
      source.emit('flags', { flags: { ENABLE_BEST_SELLER: 'Y' } });
      expect(configStore.remoteFlags).toEqual({ ENABLE_BEST_SELLER: 'Y' });
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
