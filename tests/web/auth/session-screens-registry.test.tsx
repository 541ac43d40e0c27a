import { act, configure, screen, waitFor } from '@testing-library/react';
import { ref } from 'valtio';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { mergePatch, type TenantBundle } from '../../../src/engine';
import { configStore } from '../../../src/web/app/config-store';
import { appRegistry } from '../../../src/web/registry';
import { mswServer } from '../msw-server';
import { renderApp } from '../render-app';
import { LAT_PHRAO, customerCentresHandler, guestUser, otherFeatures, swapHandler } from './session-fixtures';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures);

const sabaiRider = { riderId: 'SB-R01', name: 'Prayut', mobileNo: '0870000001', SaleUnit: '1001', COMPANYCODE: '', userRole: 'RIDER' };

// A screen loads the part of its area it names: the sign-in pages their area's session screens, not the
// import list of every back-office screen, and the storefront not the sign-in list (docs/performance.md,
// issue 13 session 12). The areas stay loaded for the rest of this file, so each test starts from an
// area no earlier test loaded.
describe("the sign-in pages without their area's registry", () => {
  it("shows the rider sign-in without the rider's pages, and a deep link to a rider page loads them", async () => {
    await renderApp(null, { url: '/en/rider/login', user: null });
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(appRegistry.has('RiderLogin')).toBe(true);
    expect(appRegistry.has('RiderHistory')).toBe(false);

    document.body.innerHTML = '';
    const { router } = await renderApp(null, { url: '/en/rider/history', rider: sabaiRider });
    await waitFor(() => expect(appRegistry.has('RiderHistory')).toBe(true));
    expect(router.state.location.pathname).toBe('/en/rider/history');
    expect(screen.queryByText(/Unknown component/)).toBeNull();
  });

  it('loads the merchant area when a tenant puts a back-office block on the merchant sign-in page', async () => {
    const patch = { screens: { 'merchant.login': { blocks: { help: { component: 'BroadcastList', props: {}, order: 20 } } } } };
    await renderApp(null, { url: '/en/merchant/login', user: null, patch });
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(appRegistry.has('BroadcastList')).toBe(true);
    expect(screen.queryByText(/Unknown component/)).toBeNull();
  });

  it('shows the storefront home without the sign-in screens, and then a sign-in block the live bundle adds to it', async () => {
    server.use(customerCentresHandler([LAT_PHRAO]), swapHandler([], guestUser()));
    await renderApp(null, { url: '/en' });
    await waitFor(() => expect(appRegistry.has('HomeBanners')).toBe(true));
    expect(appRegistry.has('CustomerLogin')).toBe(false);
    const live = mergePatch(configStore.bundle as TenantBundle, { screens: { 'buyer.home': { blocks: { login: { component: 'CustomerLogin', props: {}, order: 99 } } } } });
    await act(async () => {
      configStore.bundle = ref(live as TenantBundle);
    });
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByText(/Unknown component/)).toBeNull();
  });
});
