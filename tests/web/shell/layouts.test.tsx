import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCartSummary } from '../../../src/web/session/cart-summary';
import { rootSession } from '../../../src/web/session/root-session';
import { recordCookieWrites, YEAR_SECONDS } from '../auth/session-fixtures';
import { customer, renderApp } from '../render-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('buyer desktop layout', () => {
  it('shows the tenant logo, the top-bar menu and the not-available-yet screen in Thai at /', async () => {
    await renderApp(null, { placeholders: true, tenant: 'sabai', url: '/' });
    const logos = screen.getAllByRole('img', { name: 'สบายมาร์ท' });
    expect(logos[0]).toHaveAttribute('src', '/tenants/sabai/logo.svg');
    const header = screen.getByRole('banner');
    expect(header.querySelector('[data-menu-item="home"]')).toHaveTextContent('หน้าแรก');
    expect(header.querySelector('[data-menu-item="home"]')).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'สินค้า' })).toHaveAttribute('href', '/product');
    // sabai turns FAQ off; How to order stays
    expect(within(header).queryByText('คำถามที่พบบ่อย')).toBeNull();
    expect(within(header).getByText('วิธีการสั่งซื้อ')).toBeInTheDocument();
    expect(await screen.findByTestId('not-available-yet')).toHaveAttribute('data-screen', 'buyer.home');
  });

  it('speaks English under /en with the same routes prefixed', async () => {
    await renderApp(null, { placeholders: true, tenant: 'sabai', url: '/en' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/en/product');
    expect(within(header).getByText('Contact us')).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet')).toBeInTheDocument();
  });

  it('uses the tenant wording overlay: sabai calls the centre a Branch', async () => {
    await renderApp(null, { placeholders: true, tenant: 'sabai', url: '/en', user: customer({ ActiveDCName: 'Bang Na' }) });
    const merchant = screen.getByTestId('active-merchant');
    expect(merchant).toHaveTextContent('Branch');
    expect(merchant).toHaveTextContent('Bang Na');
  });

  it('shows the cart count and total in baht, and points in redeem mode', async () => {
    await renderApp(null, { placeholders: true, url: '/en', user: customer() });
    setCartSummary({ count: 3, total: 1234.5 });
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('฿1,234.50');
  });

  it('Redeem and Products for sale flip the point cookie Y / N, kept a year', async () => {
    const cookies = recordCookieWrites();
    try {
      await renderApp(null, { placeholders: true, url: '/en', user: customer() });
      await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Redeem' }));
      await waitFor(() => expect(cookies.last('point')).toMatchObject({ value: 'Y', maxAge: YEAR_SECONDS }));
      await waitFor(() => expect(rootSession.point).toBe(true));
      await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Products for sale' }));
      await waitFor(() => expect(cookies.last('point')).toMatchObject({ value: 'N', maxAge: YEAR_SECONDS }));
      expect(rootSession.point).toBe(false);
    } finally {
      cookies.stop();
    }
  });

  it('runs the product search on Enter', async () => {
    const { router } = await renderApp(null, { placeholders: true, url: '/en' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'rice noodles{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/product'));
    expect(new URLSearchParams(router.state.location.search).get('p')).toBe('rice noodles');
  });

  it('lists Register and Login for a guest and Logout for a customer in My Account', async () => {
    await renderApp(null, { placeholders: true, url: '/en' });
    await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
    expect(screen.getByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/en', user: customer() });
    await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Login' })).toBeNull();
  });
});

describe('salesperson chip', () => {
  it("shows 'Ordering for {name}' for a salesperson signed in as a customer, except on order detail, cart-adv and checkout-adv", async () => {
    const user = customer({ UserId: 77, CUSTOMERNAME: 'Somjai Shop' });
    await renderApp(null, { placeholders: true, url: '/en/cart', user });
    expect(screen.getByText('Ordering for Somjai Shop')).toBeInTheDocument();
    for (const url of ['/en/history/SO1/S001', '/en/cart/adv', '/en/checkout/adv']) {
      document.body.innerHTML = '';
      await renderApp(null, { placeholders: true, url, user });
      expect(screen.queryByText('Ordering for Somjai Shop'), url).toBeNull();
    }
  });

  it('keeps room above the page for the floating chip, so it does not cover the page\'s first line', async () => {
    await renderApp(null, { placeholders: true, url: '/en/profile', user: customer({ UserId: 77, CUSTOMERNAME: 'Somjai Shop' }) });
    const space = screen.getByTestId('ordering-for-space');
    expect(space).toHaveStyle({ height: '40px' });
    expect(space.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/en/profile', user: customer() });
    expect(screen.queryByTestId('ordering-for-space')).toBeNull();
  });
});

describe('merchant layout', () => {
  it('gives a super admin the Log and Configuration entries and a salesperson neither', async () => {
    await renderApp(null, { placeholders: true, url: '/en/merchant', merchant: { userid: 1, usernames: 'Admin A', userRole: 1, role: { RoleName: 'Super admin' } } });
    expect(screen.getByTestId('merchant-user-name')).toHaveTextContent('Admin A');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const admin = within(screen.getByTestId('merchant-drawer'));
    expect(admin.getByText('Log')).toBeInTheDocument();
    expect(admin.getByText('Configuration')).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/en/merchant', merchant: { userid: 9, usernames: 'Sales B', userRole: 3, role: { RoleName: 'Salesman' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sales = within(screen.getByTestId('merchant-drawer'));
    expect(sales.queryByText('Log')).toBeNull();
    expect(sales.queryByText('Configuration')).toBeNull();
    expect(sales.getByText('Broadcast')).toBeInTheDocument();
  });

  it("names the drawer entries with the spec's words, 'Home' first (not the storefront's 'Home Page')", async () => {
    await renderApp(null, { placeholders: true, url: '/en/merchant', merchant: { userid: 1, usernames: 'Admin A', userRole: 1, role: { RoleName: 'Super admin' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const labels = within(screen.getByTestId('merchant-drawer')).getAllByRole('link').map((link) => link.textContent?.trim());
    expect(labels[0]).toBe('Home');
    for (const label of ['Promotion', 'Product', 'Customer', 'Register new customer', 'Broadcast', 'Customer Tag', 'Change password', 'Profile', 'Log', 'Configuration', 'Compare configs']) {
      expect(labels).toContain(label);
    }
  });

  it('keeps the keyboard in the open drawer: focus moves in, Tab cycles inside, Escape closes it back onto Menu', async () => {
    await renderApp(null, { placeholders: true, url: '/en/merchant/order', merchant: { userid: 9, usernames: 'Sales B', userRole: 3, role: { RoleName: 'Salesman' } } });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const drawer = screen.getByTestId('merchant-drawer');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 30; i++) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('merchant-drawer')).toBeNull();
    expect(menu).toHaveFocus();
  });

  it("gives the page's title the phone's top bar instead of the logo (the logo left 'Dashbo…')", async () => {
    const admin = { userid: 1, usernames: 'Admin A', userRole: 1, role: { RoleName: 'Super admin' } };
    await renderApp(null, { placeholders: true, url: '/en/merchant/order', merchant: admin });
    const desktop = within(screen.getByRole('banner'));
    expect(desktop.getByRole('img', { name: 'Sabai Mart' })).toBeInTheDocument();
    expect(desktop.getByText('Orders')).toBeInTheDocument();
    document.body.innerHTML = '';
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      await renderApp(null, { placeholders: true, url: '/en/merchant/order', merchant: admin });
      const phone = within(screen.getByRole('banner'));
      expect(phone.getByText('Orders')).toBeInTheDocument();
      expect(phone.queryByRole('img', { name: 'Sabai Mart' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
