import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { logoutBuyer } from '../../../src/web/auth/logout';
import { markMessagingSession, messagingSession } from '../../../src/web/auth/messaging-session';
import { onSessionEvent } from '../../../src/web/auth/session-events';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { readCookie } from '../../../src/web/session/cookies';
import { setCustomerSession } from '../../../src/web/session/customer-actions';
import { rootSession } from '../../../src/web/session/root-session';
import { toastStore } from '../../../src/web/widgets/toast-store';
import { renderAppState } from '../api/state';
import { renderApp } from '../render-app';
import { BANG_NA, customerCentresHandler, customerToken, customerUser, guestUser, signedIn, swapHandler, otherFeatures } from './session-fixtures';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures);
beforeEach(() => resetCentreSync());

function signIn(fields: Parameters<typeof customerUser>[0] = {}) {
  setCustomerSession(customerToken('SB0001', '1002').token, customerUser(fields));
}

describe('buyer logout', () => {
  it('a customer becomes a guest again and goes to /login; the cart hears about it', async () => {
    renderAppState('sabai');
    signIn();
    const heard: string[] = [];
    const off = onSessionEvent('customerLogout', ({ previousUser }) => void heard.push(previousUser?.CUSTOMERCODE ?? ''));
    const target = await logoutBuyer();
    off();
    expect(target).toEqual({ kind: 'path', to: '/login' });
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
    expect(readCookie('token')).toBe(rootSession.token);
    expect(heard).toEqual(['SB0001']);
  });

  it('with guest mode disabled nobody is signed in afterwards and the token cookie is gone', async () => {
    renderAppState('khongdee');
    let guestLogins = 0;
    server.use(http.get('*/authen/login/guest', () => { guestLogins += 1; return contractJson('getAuthenLoginGuest', signedIn('guest-token', guestUser())); }));
    signIn();
    expect(await logoutBuyer()).toEqual({ kind: 'path', to: '/login' });
    expect(guestLogins).toBe(0);
    expect(rootSession.token).toBeNull();
    expect(readCookie('token')).toBeUndefined();
  });

  it("a salesperson ordering for a customer returns to that customer's merchant profile page", async () => {
    renderAppState('sabai');
    signIn({ CUSTOMERCODE: 'SB0002', UserId: 'SB-S001' });
    expect(await logoutBuyer()).toEqual({ kind: 'path', to: '/merchant/customer/profile/SB0002' });
  });

  it('a messaging-app user: the token is revoked first (with the customer bearer), then back to the app with state GUEST and cid', async () => {
    renderAppState('sabai');
    signIn();
    const bearer = rootSession.token;
    let seen: string | null = null;
    server.use(http.post('*/api/line/revokeToken', ({ request }) => { seen = request.headers.get('authorization'); return contractJson('postLineRevokeToken', { status: 200, Revoked: true }); }));
    markMessagingSession({ returnUrl: 'https://liff.line.me/1234-abcd?x=1', cid: 'U42' });
    const target = await logoutBuyer();
    expect(seen).toBe(`Bearer ${bearer}`);
    expect(target.kind).toBe('external');
    const url = new URL((target as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://liff.line.me/1234-abcd');
    expect(url.searchParams.get('state')).toBe('GUEST');
    expect(url.searchParams.get('cid')).toBe('U42');
    expect(url.searchParams.get('x')).toBe('1');
    expect(messagingSession()).toBeNull();
  });

  it("a failed revoke shows 'Error occured' and the logout still happens, staying in the shop where the message can be read", async () => {
    renderAppState('sabai');
    signIn();
    server.use(http.post('*/api/line/revokeToken', () => errorJson(502, { IsException: true, Message: 'Error occured' })));
    markMessagingSession({ returnUrl: 'https://liff.line.me/1234-abcd' });
    const target = await logoutBuyer();
    expect(toastStore.toasts.some((t) => t.kind === 'error' && t.message === 'Error occured')).toBe(true);
    // Leaving for LINE at once would take the message away before anyone reads it, and LINE did not sign out.
    expect(target).toEqual({ kind: 'path', to: '/login' });
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
    expect(messagingSession()).toBeNull();
  });

  it("from the My Account menu, a refused LINE revoke lands on /en/login with 'Error occured' on screen", async () => {
    server.use(
      customerCentresHandler([BANG_NA]), swapHandler([], guestUser()),
      http.post('*/api/line/revokeToken', () => errorJson(502, { IsException: true, Message: 'Error occured' })),
    );
    // (Leaving for LINE would be jsdom's unimplemented cross-origin navigation: the path would stay /en.)
    const { router } = await renderApp(null, { url: '/en', user: customerUser() });
    markMessagingSession({ returnUrl: 'https://liff.line.me/1234-abcd', cid: 'U42' });
    await userEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(await screen.findByText('Error occured')).toBeVisible();
  });

  it('from the My Account menu: Logout lands on /en/login as a guest', async () => {
    // The guest that follows keeps ordering from the saved centre (its token is swapped to it).
    const swaps: string[] = [];
    server.use(customerCentresHandler([BANG_NA]), swapHandler(swaps, guestUser()));
    const { router } = await renderApp(null, { url: '/en', user: customerUser() });
    document.cookie = 'dc=1002; path=/';
    await userEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    await waitFor(() => expect(swaps).toEqual(['1002']));
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
    expect(rootSession.user?.ActiveDC).toBe('1002');
  });
});
