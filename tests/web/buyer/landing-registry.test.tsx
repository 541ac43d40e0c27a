import { act, configure, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { BUYER_LANDING_COMPONENTS } from '../../../src/web/buyer/register';
import { BUYER_LANDING_NAMES } from '../../../src/web/buyer/landing-screen-names';
import { SERVER_RENDERED_SCREENS } from '../../../src/web/ssr/server-routes';
import { appRegistry } from '../../../src/web/registry';
import { mswServer } from '../msw-server';
import { renderApp, tenantBundle } from '../render-app';
import { quietHandlers } from './fixtures';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

mswServer(...defaultHandlers, ...quietHandlers);
afterEach(() => {
  document.body.innerHTML = '';
});

// A first visit to a landing page registers the landing blocks only (registry/buyer.ts); the list of
// every other storefront screen (registry/buyer-more.ts) comes with a screen that names one, or
// with the first tap (docs/performance.md, issue 13 session 13). The areas stay loaded for the rest
// of this file; tests/web/buyer/landing-registry-navigation.test.tsx starts from none.
describe("the storefront's landing registry", () => {
  it('lists every block of every server-rendered screen, so hydration never waits for the rest', () => {
    const blocks = new Set<string>();
    for (const id of SERVER_RENDERED_SCREENS) for (const block of Object.values(tenantBundle('sabai').screens[id]?.blocks ?? {})) blocks.add(block.component);
    expect([...blocks].sort()).toEqual([...BUYER_LANDING_NAMES].sort());
    expect(Object.keys(BUYER_LANDING_COMPONENTS).sort()).toEqual([...BUYER_LANDING_NAMES].sort());
  });

  it("shows the home without the other screens' list, and the first tap loads it", async () => {
    await renderApp(null, { url: '/en' });
    await waitFor(() => expect(appRegistry.has('HomeBanners')).toBe(true));
    expect(appRegistry.has('ProductDetail')).toBe(true);
    for (const name of ['Cart', 'Checkout', 'OrderHistory', 'ChatList', 'LineAuthen', 'CmsContent']) expect(appRegistry.has(name), name).toBe(false);
    await act(async () => {
      fireEvent.pointerDown(document.body);
    });
    await waitFor(() => expect(appRegistry.has('Cart')).toBe(true));
    for (const name of ['Checkout', 'OrderHistory', 'ChatList', 'LineAuthen', 'CmsContent']) expect(appRegistry.has(name), name).toBe(true);
  });
});
