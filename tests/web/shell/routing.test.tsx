import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ref } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { configStore } from '../../../src/web/app/config-store';
import { rootSession } from '../../../src/web/session/root-session';
import { showLoadingOverlay } from '../../../src/web/widgets/loading-store';
import { clearErrorPage, showErrorPage } from '../../../src/web/app/error-store';
import { customer, renderApp } from '../render-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('guards through the engine', () => {
  it('sends a visitor of the guest-mode-disabled tenant to /login, and /en/login in English', async () => {
    const th = await renderApp(null, { placeholders: true, tenant: 'khongdee', url: '/', user: null });
    await waitFor(() => expect(th.router.state.location.pathname).toBe('/login'));
    expect(document.querySelector('[data-layout="bare"]')).not.toBeNull();
    document.body.innerHTML = '';
    const en = await renderApp(null, { placeholders: true, tenant: 'khongdee', url: '/en/cart', user: null });
    await waitFor(() => expect(en.router.state.location.pathname).toBe('/en/login'));
  });

  it('lets a guest of sabai browse the home page', async () => {
    const { router } = await renderApp(null, { placeholders: true, tenant: 'sabai', url: '/' });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('not-available-yet')).toBeInTheDocument();
  });

  it('sends a guest away from customer-only pages (history → home)', async () => {
    const { router } = await renderApp(null, { placeholders: true, url: '/en/history' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('sends an unauthenticated merchant to /merchant/login and a rider to /rider/login', async () => {
    const m = await renderApp(null, { placeholders: true, url: '/merchant/order' });
    await waitFor(() => expect(m.router.state.location.pathname).toBe('/merchant/login'));
    document.body.innerHTML = '';
    const r = await renderApp(null, { placeholders: true, url: '/en/rider/history' });
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/en/rider/login'));
  });

  it('sends a new customer to /pendingApproval when the tenant flags pending approval', async () => {
    const { router } = await renderApp(null, { placeholders: true, url: '/cart', user: customer({ NewCustomer: 'Y' }), flags: { PENDING_APPROVAL: 'Y' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pendingApproval'));
  });

  it('answers an unknown guard name with the 500 Unknown middleware page', async () => {
    await renderApp(null, { placeholders: true, url: '/en/cart', patch: { routes: { 'buyer.cart': { guards: ['noSuchGuard'] } } } });
    expect(await screen.findByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByText('Error occured')).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Unknown middleware');
    expect(document.title).toBe('Error');
  });

  it('re-runs guards when the session changes (logout while on a customer page)', async () => {
    const { router } = await renderApp(null, { placeholders: true, tenant: 'khongdee', url: '/cart', user: customer() });
    expect(router.state.location.pathname).toBe('/cart');
    await act(async () => {
      rootSession.token = null;
      rootSession.user = null;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('applies a live flag flip to the guards without a rebuild', async () => {
    const { router } = await renderApp(null, { placeholders: true, tenant: 'sabai', url: '/cart', user: null });
    expect(router.state.location.pathname).toBe('/cart');
    await act(async () => {
      configStore.remoteFlags = ref<Record<string, string>>({ DISABLE_GUEST_MODE: 'Y' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('not found and optional parameters', () => {
  it("shows 'This page could not be found' for /en/no-such-page with the title Not Found", async () => {
    await renderApp(null, { placeholders: true, url: '/en/no-such-page' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(document.title).toBe('Not Found');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/en');
  });

  it("shows the 500 page's API and maintenance texts in the page's language: the spec's Thai on a Thai page, English under /en", async () => {
    await renderApp(null, { placeholders: true, url: '/en' });
    act(() => showErrorPage({ status: 500, message: 'พบข้อผิดพลาดจาก API: Internal Server Error' }));
    expect(await screen.findByTestId('error-message')).toHaveTextContent('API error: Internal Server Error');
    act(() => showErrorPage({ status: 503, message: 'อยู่ระหว่างการปรับปรุงระบบ' }));
    await waitFor(() => expect(screen.getByTestId('error-message')).toHaveTextContent('The system is under maintenance'));
    act(() => clearErrorPage());
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/' });
    act(() => showErrorPage({ status: 500, message: 'พบข้อผิดพลาดจาก API: Internal Server Error' }));
    expect(await screen.findByTestId('error-message')).toHaveTextContent('พบข้อผิดพลาดจาก API: Internal Server Error');
    act(() => clearErrorPage());
  });

  it('turns the loading overlay off on the error page', async () => {
    const { router } = await renderApp(null, { placeholders: true, url: '/en' });
    act(() => showLoadingOverlay());
    expect(rootSession.loadingOverlay).toBe(true);
    await act(() => router.navigate('/en/no-such-page'));
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    await waitFor(() => expect(rootSession.loadingOverlay).toBe(false));
  });

  it('says the error page in Thai on a Thai address (the English texts are the spec\'s, word for word)', async () => {
    await renderApp(null, { placeholders: true, url: '/no-such-page' });
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeInTheDocument();
    expect(document.title).toBe('ไม่พบหน้า');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/');
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/cart', patch: { routes: { 'buyer.cart': { guards: ['noSuchGuard'] } } } });
    expect(await screen.findByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
    expect(document.title).toBe('ข้อผิดพลาด');
  });

  it('resolves optional and catch-all parameters (/payment/slip is not the catch-all)', async () => {
    await renderApp(null, { placeholders: true, url: '/payment/slip', user: customer() });
    expect((await screen.findByTestId('not-available-yet')).dataset.screen).toBe('buyer.paymentSlip');
    document.body.innerHTML = '';
    await renderApp(null, { placeholders: true, url: '/payment/qr/ok/SO1/S001/k', user: customer() });
    expect((await screen.findByTestId('not-available-yet')).dataset.screen).toBe('buyer.payment');
  });
});

describe('language switch', () => {
  it('keeps the page, toggles /en and stores the locale cookie for 365 days', async () => {
    const { router } = await renderApp(null, { placeholders: true, url: '/promotion?x=1' });
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (v: string) => {
        cookieWrites.push(v);
        descriptor?.set?.call(document, v);
      },
    });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'EN' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/en/promotion'));
      expect(router.state.location.search).toBe('?x=1');
      expect(cookieWrites.find((c) => c.startsWith('locale=en'))).toContain(`max-age=${365 * 24 * 3600}`);
      expect(await screen.findByText('This page is not available yet')).toBeInTheDocument();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
