import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { contractJson } from '../../../mocks/contract';
import { ADDRESSES, quietHandlers } from '../buyer/fixtures';
import { mswServer } from '../msw-server';
import { customer, renderApp } from '../render-app';

configure({ asyncUtilTimeout: 10_000 });
mswServer(...defaultHandlers, ...quietHandlers, http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => contractJson('postGetMasterDataGetDeliveryAddress', ADDRESSES)));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a route change (RouteFocus in RootShell)', () => {
  it('leaves the first render alone, then moves focus to the new page\'s <main> and announces its title', async () => {
    const { router } = await renderApp(null, { url: '/en/profile', user: customer() });
    const menu = await screen.findByTestId('profile-menu');
    // First load: nothing is stolen (the browser, or hydration, decides).
    expect(document.activeElement).toBe(document.body);
    const link = within(menu).getByRole('link', { name: 'Address' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/address'));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent(document.title));
    expect(document.title).not.toBe('');
  });

  it('keeps the focus on a query-only change (a filter or a search being typed)', async () => {
    const { router } = await renderApp(null, { url: '/en/profile', user: customer() });
    await screen.findByTestId('profile-menu');
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    await act(async () => { await router.navigate('/en/profile?tab=2'); });
    expect(router.state.location.search).toBe('?tab=2');
    expect(document.activeElement).toBe(field);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
  });
});
