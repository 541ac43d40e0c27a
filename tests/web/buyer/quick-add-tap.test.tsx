import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestCartStorageKey, type CartLine } from '../../../src/domain';
import { activateCart, cartSettled, resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { cartStore } from '../../../src/web/stores/cart';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { customer, guestUser, renderApp } from '../render-app';
import { itemsHandler, product, quietHandlers, serverCart } from './fixtures';
import { mswServer } from '../msw-server';

/*
 * The quick-add tap on a phone (issue 13 item 6): the bottom bar's count is drawn in the tap's own
 * frame; the toast and the cart's localStorage copy follow after that frame (docs/performance.md
 * "Issue 13, session 12"), and the toast, the saved cart and a customer's server call all still happen.
 */
const server = mswServer(...defaultHandlers, ...quietHandlers);
beforeEach(() => {
  resetCartSync();
  localStorage.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const guestKey = guestCartStorageKey({ tenantId: 'sabai', companyCode: '' });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartLine[];
const A1: CartLine = { P_Code: 'A1', qty1: 1, qty2: 0, qty3: 0, selected: true };

async function phoneList(user = guestUser()) {
  server.use(itemsHandler([product('A1'), product('A2')]));
  await renderApp(null, { url: '/en/product', user });
  const cards = await screen.findAllByTestId('product-card');
  await waitFor(() => expect(cartStore.key).not.toBeNull());
  return within(cards[0]).getByTestId('quick-add');
}

/** Counts animation frames, to tell what was drawn in the tap's frame from what came after it. */
function frameCounter() {
  let frames = 0;
  let on = true;
  const tick = () => {
    frames += 1;
    if (on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const seen: Record<string, number> = {};
  const watch = new MutationObserver(() => {
    if (seen.count === undefined && screen.queryByTestId('bottom-nav-cart-count')) seen.count = frames;
    if (seen.toast === undefined && screen.queryByText('added to cart')) seen.toast = frames;
  });
  watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => { on = false; watch.disconnect(); } };
}

describe('quick add on a phone', () => {
  it('shows the new count on the bottom bar in the tap\'s frame, the 1-second toast after it, and keeps the cart for the next visit', async () => {
    const button = await phoneList();
    expect(screen.queryByTestId('bottom-nav-cart-count')).toBeNull();
    const frames = frameCounter();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByTestId('bottom-nav-cart-count')).toHaveTextContent('1');
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    frames.stop();
    // The toast was drawn in a later frame than the count, never in the same one.
    expect(frames.seen.toast).toBeGreaterThan(frames.seen.count);
    await waitFor(() => expect(stored(guestKey)).toEqual([A1]));
    await waitFor(() => expect(screen.queryByText('added to cart')).toBeNull(), { timeout: 2500 });

    // The next visit (a new page on the same browser: renderApp starts from empty storage, so the
    // saved copy is put back as the browser would keep it) finds the cart.
    const saved = localStorage.getItem(guestKey) ?? '';
    document.body.innerHTML = '';
    resetCartSync();
    await phoneList();
    localStorage.setItem(guestKey, saved);
    await activateCart(true);
    await waitFor(() => expect(screen.getByTestId('bottom-nav-cart-count')).toHaveTextContent('1'));
  });

  it('keeps a tap made just before the page is left, before any frame was drawn', async () => {
    const button = await phoneList();
    fireEvent.click(button);
    fireEvent.click(button);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored(guestKey)).toEqual([{ ...A1, qty1: 2 }]);
  });

  it('still sends a customer\'s tap to the server cart, and checkout waits for it', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/cart', () => contractJson('getCart', serverCart([]))),
      http.put('*/api/cart/lines', async ({ request }) => {
        puts.push(await request.json());
        return contractJson('putCartLines', serverCart([{ P_Code: 'A1', qty1: 1, qty2: 0, qty3: 0 }]));
      }),
    );
    const button = await phoneList(customer());
    await waitFor(() => expect(cartStore.server).toBe(true));
    fireEvent.click(button);
    await cartSettled();
    expect(puts).toEqual([expect.objectContaining({ P_Code: 'A1', qty1: 1, qty2: 0, qty3: 0, mode: 'sales' })]);
    expect(screen.getByTestId('bottom-nav-cart-count')).toHaveTextContent('1');
  });
});
