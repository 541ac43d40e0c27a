import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { defaultHandlers } from '../../../mocks/handlers';
import { cartStorageKey, guestCartStorageKey, type CartLine } from '../../../src/domain';
import { emitSessionEvent } from '../../../src/web/auth/session-events';
import { activateCart } from '../../../src/web/buyer/cart/cart-sync';
import { cartSummary, provideCartSeed } from '../../../src/web/session/cart-summary';
import { rootSession } from '../../../src/web/session/root-session';
import { cartStore, useCartLines } from '../../../src/web/stores/cart';
import { customer, guestUser, renderApp } from '../render-app';
import { itemsHandler, product, quietHandlers, serverCart } from './fixtures';
import { contractJson } from '../../../mocks/contract';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, ...quietHandlers);
// Each case is a fresh page: no cart carried over from the one before.
beforeEach(() => resetCartSync());
afterEach(() => {
  document.body.innerHTML = '';
});

const line = (code: string, qty: Partial<CartLine> = {}): CartLine => ({ P_Code: code, qty1: 1, qty2: 0, qty3: 0, selected: true, ...qty });
const guestKey = guestCartStorageKey({ tenantId: 'sabai', companyCode: '' });
const customerKey = (saleUnit = 'S001', mode: 'sales' | 'redeem' = 'sales') => cartStorageKey({ tenantId: 'sabai', customerCode: 'C0001', saleUnit, mode });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartLine[];

describe('cart store: restoration rules', () => {
  it('zeroes hidden price tiers and unselects out-of-stock lines when out-of-stock items are disabled', async () => {
    server.use(itemsHandler([product('A1', { ShowPrice2: 'N' }), product('B2', { Stock: { StockAvailable: 0 } })]));
    await renderApp(null, { url: '/en/product', flags: { DISABLE_OUT_OF_STOCK: 'Y' } });
    localStorage.setItem(guestKey, JSON.stringify([line('A1', { qty1: 2, qty2: 3 }), line('B2')]));
    await activateCart(true);
    await waitFor(() => expect(cartStore.lines).toEqual([line('A1', { qty1: 2, qty2: 0 }), line('B2', { selected: false })]));
    expect(stored(guestKey)).toEqual(cartStore.lines);
  });

  it('empties a guest cart when guests are barred from prices, and clears a corrupt one', async () => {
    await renderApp(null, { url: '/en/product', flags: { DISABLE_GUEST_CATALOGUE_PRICE: 'Y' } });
    localStorage.setItem(guestKey, JSON.stringify([line('A1')]));
    await activateCart(true);
    expect(cartStore.lines).toEqual([]);
    expect(localStorage.getItem(guestKey)).toBeNull();

    document.body.innerHTML = '';
    await renderApp(null, { url: '/en/product' });
    localStorage.setItem(guestKey, '{not json');
    await activateCart(true);
    expect(cartStore.lines).toEqual([]);
    expect(localStorage.getItem(guestKey)).toBeNull();
  });
});

describe('cart store: keys, login merge, centres', () => {
  it('moves the guest cart into the customer cart after login and clears the guest copy', async () => {
    let merged: unknown = null;
    server.use(
      itemsHandler([product('A1'), product('B2')]),
      http.post('*/api/cart/merge', async ({ request }) => {
        merged = await request.json();
        return contractJson('postCartMerge', serverCart([{ P_Code: 'B2', qty1: 1, qty2: 0, qty3: 0 }, { P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }]));
      }),
      http.get('*/api/cart', () => contractJson('getCart', merged ? serverCart([{ P_Code: 'B2', qty1: 1, qty2: 0, qty3: 0 }, { P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }]) : serverCart([{ P_Code: 'B2', qty1: 1, qty2: 0, qty3: 0 }]))),
    );
    await renderApp(null, { url: '/en/product' });
    localStorage.setItem(guestKey, JSON.stringify([line('A1', { qty1: 2 })]));
    await activateCart(true);
    expect(cartStore.lines).toHaveLength(1);
    const guest = { ...rootSession.user! };
    rootSession.user = customer();
    await emitSessionEvent('customerLogin', { user: customer(), previousGuest: guest });
    expect(merged).toEqual({ lines: [{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0, selected: true }] });
    expect(localStorage.getItem(guestKey)).toBeNull();
    await waitFor(() => expect(cartStore.lines.map((l) => l.P_Code)).toEqual(['B2', 'A1']));
    expect(cartStore.key).toBe(customerKey());
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
  });

  it('keeps one cart per centre and per mode: switching centre shows that centre\'s cart', async () => {
    server.use(
      itemsHandler([product('A1'), product('B2')]),
      http.get('*/api/cart', ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        const mode = new URL(request.url).searchParams.get('mode');
        if (mode === 'redeem') return contractJson('getCart', serverCart([], 'redeem'));
        return contractJson('getCart', serverCart(auth.includes(rootSession.token ?? '~') && rootSession.user?.ActiveDC === 'S002' ? [{ P_Code: 'B2', qty1: 5, qty2: 0, qty3: 0 }] : [{ P_Code: 'A1', qty1: 1, qty2: 0, qty3: 0 }]));
      }),
    );
    await renderApp(null, { url: '/en/cart', user: customer() });
    await waitFor(() => expect(cartStore.lines.map((l) => l.P_Code)).toEqual(['A1']));
    rootSession.user = customer({ ActiveDC: 'S002', ActiveDCName: 'Rangsit' });
    await waitFor(() => expect(cartStore.lines.map((l) => l.P_Code)).toEqual(['B2']));
    expect(cartStore.key).toBe(customerKey('S002'));
    expect(stored(customerKey('S002'))).toEqual([line('B2', { qty1: 5 })]);
    rootSession.point = true;
    await waitFor(() => expect(cartStore.key).toBe(customerKey('S002', 'redeem')));
    expect(cartStore.lines).toEqual([]);
    rootSession.point = false;
    rootSession.user = customer();
    await waitFor(() => expect(cartStore.lines.map((l) => l.P_Code)).toEqual(['A1']));
  });
});

describe('cart store: a server-rendered signed-in page', () => {
  it('starts from the cart the server drew, so the header keeps its figures while the server cart loads', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      itemsHandler([product('A1'), product('B2')]),
      http.get('*/api/cart', async () => {
        await answered;
        return contractJson('getCart', serverCart([{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }, { P_Code: 'B2', qty1: 0, qty2: 1, qty3: 0 }]));
      }),
    );
    await renderApp(null, { url: '/en/product', user: customer() });
    // This browser's stored copy is older than the server's (another device changed the cart).
    localStorage.setItem(customerKey(), JSON.stringify([line('A1')]));
    resetCartSync();
    const lines = [line('A1', { qty1: 2 }), line('B2', { qty1: 0, qty2: 1 })];
    provideCartSeed({ key: customerKey(), mode: 'sales', lines, products: [product('A1'), product('B2')], summary: { count: 2, total: 130 } });
    const activation = activateCart();
    expect(cartStore.lines).toEqual(lines);
    await waitFor(() => expect(screen.getAllByTestId('cart-count')[0]).toHaveTextContent('2'));
    expect({ ...cartSummary }).toEqual({ count: 2, total: 130 });
    expect(screen.getAllByTestId('cart-total')[0]).toHaveTextContent('฿130.00');
    answer();
    await activation;
    expect(cartStore.lines).toEqual(lines);
    expect({ ...cartSummary }).toEqual({ count: 2, total: 130 });
    // The seed is used once: a later activation of that cart reads the store as usual.
    await activateCart(true);
    expect({ ...cartSummary }).toEqual({ count: 2, total: 130 });
  });
});

describe('cart lines in a server-rendered page', () => {
  function InCart() {
    return <output>{useCartLines().map((l) => `${l.P_Code}×${l.qty1}`).join(' ')}</output>;
  }

  it("draw the server's lines on the server and while hydrating, this browser's right after (no mismatch)", async () => {
    provideCartSeed({ key: customerKey(), mode: 'sales', lines: [line('A1', { qty1: 2 })], products: [product('A1')], summary: { count: 1, total: 20 } });
    // The module store holds something else: on the server, whatever the page before left there;
    // in this browser, a copy another tab changed.
    cartStore.lines = [line('A1', { qty1: 5 })];
    const html = renderToString(<InCart />);
    expect(html).toBe('<output>A1×2</output>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <InCart />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.textContent).toBe('A1×5'));
    provideCartSeed(null);
  });
});

describe('cart page /cart', () => {
  function cartOf(lines: { P_Code: string; qty1: number; qty2: number; qty3: number; selected?: boolean }[]) {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/cart', () => contractJson('getCart', serverCart(lines))),
      http.put('*/api/cart/lines', async ({ request }) => {
        puts.push(await request.json());
        return contractJson('putCartLines', serverCart(lines));
      }),
    );
    return puts;
  }

  it('select all skips out-of-stock lines when they are disabled; totals count the selected lines', async () => {
    server.use(itemsHandler([product('A1'), product('B2', { Stock: { StockAvailable: 0 } }), product('C3', { P_GroupCode: 'G2', P_Group_EN: 'Snacks', P_Group: 'ขนม' })]));
    cartOf([{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }, { P_Code: 'B2', qty1: 1, qty2: 0, qty3: 0, selected: false }, { P_Code: 'C3', qty1: 0, qty2: 1, qty3: 0 }]);
    await renderApp(null, { url: '/en/cart', user: customer(), flags: { DISABLE_OUT_OF_STOCK: 'Y' } });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(3));
    expect(screen.getAllByTestId('cart-group').map((g) => within(g).getByTestId('group-select').closest('label')?.textContent)).toEqual(['Drinks', 'Snacks']);
    await waitFor(() => expect(screen.getByTestId('cart-page-total')).toHaveTextContent('฿130.00'));
    await userEvent.click(screen.getByTestId('select-all'));
    await waitFor(() => expect(cartStore.lines.every((l) => !l.selected)).toBe(true));
    expect(screen.getByTestId('cart-page-total')).toHaveTextContent('฿0.00');
    await userEvent.click(screen.getByTestId('select-all'));
    await waitFor(() => expect(cartStore.lines.find((l) => l.P_Code === 'A1')?.selected).toBe(true));
    expect(cartStore.lines.find((l) => l.P_Code === 'B2')?.selected).toBe(false);
    expect(screen.getByTestId('select-all')).toBeChecked();
    const oos = screen.getAllByTestId('cart-line')[1];
    expect(within(oos).getByTestId('line-select')).toBeDisabled();
    expect(within(oos).getByTestId('out-of-stock')).toHaveTextContent('Out of shelf');
  });

  it('changes a quantity per unit and removes a line, and the server copy follows', async () => {
    server.use(itemsHandler([product('A1'), product('B2')]));
    const puts = cartOf([{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }, { P_Code: 'B2', qty1: 1, qty2: 0, qty3: 0 }]);
    let deleted = '';
    server.use(http.delete('*/api/cart/lines/:code', ({ params }) => {
      deleted = String(params.code);
      return contractJson('deleteCartLinesByPCode', serverCart([]));
    }));
    await renderApp(null, { url: '/en/cart', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    const first = screen.getAllByTestId('cart-line')[0];
    await userEvent.click(within(within(first).getByTestId('line-stepper-2')).getByRole('button', { name: /more/ }));
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ P_Code: 'A1', qty1: 2, qty2: 1, mode: 'sales' }));
    await waitFor(() => expect(screen.getByTestId('cart-page-total')).toHaveTextContent('฿140.00'));
    await userEvent.click(within(screen.getAllByTestId('cart-line')[1]).getAllByTestId('line-remove')[0]);
    await waitFor(() => expect(deleted).toBe('B2'));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('sends the changes still queued when the page is left, as requests that outlive it', async () => {
    // A reload right after a tap must not lose it: the next page reads the server's cart.
    server.use(itemsHandler([product('A1')]));
    const lines = [{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const puts: { qty2: number; keepalive: boolean }[] = [];
    server.use(
      http.get('*/api/cart', () => contractJson('getCart', serverCart(lines))),
      http.put('*/api/cart/lines', async ({ request }) => {
        const body = (await request.json()) as { qty2: number };
        puts.push({ qty2: body.qty2, keepalive: request.keepalive });
        if (puts.length === 1) await held;
        return contractJson('putCartLines', serverCart(lines));
      }),
    );
    await renderApp(null, { url: '/en/cart', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    const more = within(screen.getByTestId('line-stepper-2')).getByRole('button', { name: /more/ });
    await userEvent.click(more);
    await waitFor(() => expect(puts).toHaveLength(1));
    await userEvent.click(more);
    await userEvent.click(more);
    expect(puts).toHaveLength(1); // the two later taps wait behind the first call

    window.dispatchEvent(new Event('pagehide'));
    // Only the line's last state goes: each change carries the whole line.
    await waitFor(() => expect(puts).toEqual([{ qty2: 1, keepalive: true }, { qty2: 3, keepalive: true }]));
    release();
    await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
    expect(puts).toHaveLength(2); // nothing sent twice once the first call answers
  });

  it('sends again, before the reloaded page reads the cart, the changes the page before left unanswered', async () => {
    // The keepalive request of a tap made just before a reload may reach the server after the new
    // page's own read of the cart: that page would show the cart without the tap.
    server.use(itemsHandler([product('A1')]));
    let serverLines = [{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }];
    const calls: string[] = [];
    let putCount = 0;
    server.use(
      http.get('*/api/cart', () => {
        calls.push('GET');
        return contractJson('getCart', serverCart(serverLines));
      }),
      http.put('*/api/cart/lines', async ({ request }) => {
        const body = (await request.json()) as { P_Code: string; qty1: number; qty2: number; qty3: number };
        putCount += 1;
        calls.push(`PUT qty2=${body.qty2}`);
        // The old page's request never arrives in time.
        if (putCount === 1) await new Promise(() => {});
        serverLines = [{ P_Code: body.P_Code, qty1: body.qty1, qty2: body.qty2, qty3: body.qty3 }];
        return contractJson('putCartLines', serverCart(serverLines));
      }),
    );
    await renderApp(null, { url: '/en/cart', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await userEvent.click(within(screen.getByTestId('line-stepper-2')).getByRole('button', { name: /more/ }));
    await waitFor(() => expect(putCount).toBe(1));
    window.dispatchEvent(new Event('pagehide'));

    // The reload: a fresh page in the same tab, its store empty, the server still without the tap.
    calls.length = 0;
    resetCartSync();
    localStorage.clear();
    await activateCart(true);
    expect(calls).toEqual(['PUT qty2=1', 'GET']);
    expect(cartStore.lines).toEqual([line('A1', { qty1: 2, qty2: 1 })]);

    // Sent once: the page after that reads the cart as usual.
    calls.length = 0;
    resetCartSync();
    await activateCart(true);
    expect(calls).toEqual(['GET']);
  });

  it('totals in points in redeem mode, and the quantity box takes digits only', async () => {
    server.use(itemsHandler([product('A1')]));
    cartOf([{ P_Code: 'A1', qty1: 2, qty2: 0, qty3: 0 }]);
    document.cookie = 'point=Y; path=/';
    await renderApp(null, { url: '/en/cart', user: customer() });
    rootSession.point = true;
    await waitFor(() => expect(screen.getByTestId('cart-page-total')).toHaveTextContent('10 coins'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('10 coins');
    const box = within(screen.getByTestId('cart-line')).getAllByRole('textbox')[0];
    await userEvent.clear(box);
    await userEvent.type(box, '1a2-3456789');
    expect(box).toHaveValue('12345');
  });

  it('asks a guest to log in instead of checking out', async () => {
    server.use(itemsHandler([product('A1')]));
    await renderApp(null, { url: '/en/cart', user: guestUser() });
    localStorage.setItem(guestKey, JSON.stringify([line('A1')]));
    await activateCart(true);
    expect(await screen.findByTestId('login-to-order')).toHaveTextContent('Log in to order');
    expect(screen.queryByTestId('go-checkout')).toBeNull();
  });
});

describe('cart page in English: one line', () => {
  it("says '1 product' and '1 item', not '1 products' and '1 items' (the header button too)", async () => {
    server.use(
      itemsHandler([product('A1')]),
      http.get('*/api/cart', () => contractJson('getCart', serverCart([{ P_Code: 'A1', qty1: 1, qty2: 0, qty3: 0 }]))),
    );
    await renderApp(null, { url: '/en/cart', user: customer() });
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.queryByText(/^1 (items|products)$/)).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Cart: 1 item,/ }).length).toBeGreaterThan(0);
  });
});
