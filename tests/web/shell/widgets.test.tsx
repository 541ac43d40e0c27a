import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickerStore } from '../../../src/web/centres/picker-store';
import { readCookie } from '../../../src/web/session/cookies';
import { resolveConsentDialog } from '../../../src/web/widgets/CookieConsent';
import { salesperson } from '../auth/session-fixtures';
import { rootSession } from '../../../src/web/session/root-session';
import { customer, renderApp } from '../render-app';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('loading overlay', () => {
  it('appears staggered: backdrop after 50 ms, spinner after 100 ms', async () => {
    await renderApp(null, { placeholders: true, url: '/en' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      rootSession.loadingOverlay = true;
    });
    await act(async () => vi.advanceTimersByTime(40));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-spinner')).toBeNull();
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByTestId('loading-spinner')).toBeInTheDocument();
    await act(async () => {
      rootSession.loadingOverlay = false;
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('appears at once when SKIP_LOADING_ANIMATION is Y', async () => {
    await renderApp(null, { placeholders: true, url: '/en', flags: { SKIP_LOADING_ANIMATION: 'Y' } });
    await act(async () => {
      rootSession.loadingOverlay = true;
    });
    expect(screen.getByTestId('loading-spinner')).toBeInTheDocument();
  });
});

describe('cookie consent', () => {
  it("opens without a consent cookie; 'Agree' stores Y for a year", async () => {
    await renderApp(null, { placeholders: true, url: '/en' });
    const dialog = await screen.findByRole('dialog', { name: 'Cookies' });
    expect(screen.getByRole('link', { name: 'Cookies policy' })).toHaveAttribute('href', '/en/contents/cookies-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(dialog).not.toBeInTheDocument();
    expect(readCookie('consent')).toBe('Y');
  });

  it('a refusal removes the consent cookie', async () => {
    await renderApp(null, { placeholders: true, url: '/en' });
    document.cookie = 'consent=Y; path=/';
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(readCookie('consent')).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
  });

  it('waits while the centre picker is open (one layer at a time), then asks once', async () => {
    await renderApp(null, { placeholders: true, url: '/en' });
    await screen.findByRole('dialog', { name: 'Cookies' });
    act(() => {
      pickerStore.open = true;
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull());
    act(() => {
      pickerStore.open = false;
    });
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    act(() => {
      pickerStore.open = true;
    });
    act(() => {
      pickerStore.open = false;
    });
    // Declined is an answer: the bar does not come back when the picker closes again.
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
  });

  // The bar is the storefront's (buyer spec, Widgets): on a first visit it covered the back office
  // and the riders' pages. Its chunk is loaded first, so a bar that would show shows at once.
  it.each([
    ['/en/merchant', { merchant: salesperson }],
    ['/en/merchant/login', {}],
    ['/en/register?saleCode=SB-S001&dist=1001&layout=merchant', { merchant: salesperson }],
    ['/en/rider', { rider: { riderId: 'SB-R01', name: 'Prayut', mobileNo: '0870000001', SaleUnit: '1001', COMPANYCODE: '', userRole: 'RIDER' } }],
    ['/en/rider/login', {}],
  ])('stays off the staff page %s on a first visit, and opens on the storefront after it', async (url, who) => {
    await resolveConsentDialog();
    const { router } = await renderApp(null, { placeholders: true, url, ...who });
    expect(document.querySelector('[data-layout]')).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    await act(async () => { await router.navigate('/en'); });
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('stays closed when the tenant turns consent off', async () => {
    await renderApp(null, { placeholders: true, url: '/en', flags: { ENABLE_COOKIE_CONSENT: 'N' } });
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
  });
});

describe('chat button', () => {
  it('links a signed-in customer to /chat/list when chat is on, and hides for guests or HIDE_CHAT_BUTTON', async () => {
    await renderApp(null, { placeholders: true, url: '/en', user: customer() });
    // The button is a lazy chunk loaded once the frame has hydrated: found when it arrives (a loaded host took longer than one tick).
    expect(await screen.findByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/en/chat/list');
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/en' });
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/en', user: customer(), flags: { HIDE_CHAT_BUTTON: 'Y' } });
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });
});

describe('mobile layout', () => {
  function mobileViewport(): void {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bottom navigation and a back button with the page title off home', async () => {
    mobileViewport();
    await renderApp(null, { placeholders: true, url: '/en/cart', user: customer() });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.querySelector('[data-menu-item="cart"]')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  });

  it('shows the logo and search on the mobile home, no back button', async () => {
    mobileViewport();
    await renderApp(null, { placeholders: true, url: '/en' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Sabai Mart' }).length).toBeGreaterThan(0));
  });
});
