import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { customer, renderApp } from '../render-app';
import { catalogue, itemsHandler, product, quietHandlers, type ItemsBody } from './fixtures';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, ...quietHandlers);
// Each case is a fresh page: no cart carried over from the one before.
beforeEach(() => resetCartSync());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('product list /product', () => {
  it('shows 12 first, adds 12 per load more under the overlay, and disables load more after an empty load', async () => {
    const seen: ItemsBody[] = [];
    server.use(itemsHandler(catalogue(24), seen));
    await renderApp(null, { url: '/en/product', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    expect(seen.at(-1)).toMatchObject({ Take: 12, Skip: 0 });

    await userEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));
    expect(seen.at(-1)).toMatchObject({ Take: 12, Skip: 12 });

    // The third page is empty: nothing is added and load more is disabled.
    await userEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getByTestId('load-more')).toBeDisabled());
    expect(screen.getByTestId('load-more')).toHaveTextContent('No more products');
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
  });

  it('shows the loading overlay while more products load', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const all = catalogue(30);
    server.use(
      http.post('*/api/products/items', async ({ request }) => {
        const body = (await request.json()) as ItemsBody;
        if (body.Skip > 0) await gate;
        return contractJson('postProductsItems', { Data: all.slice(body.Skip, body.Skip + body.Take) });
      }),
    );
    await renderApp(null, { url: '/en/product', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    await userEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
  });

  it('sends the search text and category of the URL, and a new search starts again at page 1', async () => {
    const seen: ItemsBody[] = [];
    server.use(itemsHandler(catalogue(30), seen));
    const { router } = await renderApp(null, { url: '/en/product?p=water&c1=H1', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(0));
    expect(seen.at(-1)).toMatchObject({ SearchText: 'water', Hierarchy1: 'H1', Skip: 0 });
    expect(screen.getByTestId('list-title')).toHaveTextContent('Results for “water”');
    await userEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ Skip: 12 }));

    await router.navigate('/en/product?p=P00');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ SearchText: 'P00', Skip: 0 }));
    expect(seen.at(-1)?.Hierarchy1).toBeUndefined();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(9));
  });

  it('sorts by price and filters promotion only through the toolbar', async () => {
    const seen: ItemsBody[] = [];
    server.use(itemsHandler(catalogue(5), seen));
    await renderApp(null, { url: '/en/product', user: customer() });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    await userEvent.selectOptions(screen.getByTestId('sort-price'), 'asc');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ SortByPrice: 'asc', Skip: 0 }));
    await userEvent.click(screen.getByTestId('only-promotion'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ OnlyPromotionProduct: true, SortByPrice: 'asc' }));
  });

  it('says so when nothing matches', async () => {
    server.use(itemsHandler([]));
    await renderApp(null, { url: '/en/product?p=zzz', user: customer() });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('shows the tenant wording for out of stock and keeps quick add off for it', async () => {
    server.use(itemsHandler([product('A1', { Stock: { StockAvailable: 0 } }), product('A2')]));
    await renderApp(null, { url: '/en/product', user: customer() });
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[0]).getByTestId('out-of-stock')).toHaveTextContent('Out of shelf');
    expect(within(cards[0]).getByTestId('quick-add')).toBeDisabled();
    expect(within(cards[1]).getByTestId('quick-add')).toBeEnabled();
  });

  it('quick add puts one of the default unit in the cart with the 1-second toast and updates the header', async () => {
    server.use(itemsHandler([product('A1'), product('A2')]));
    await renderApp(null, { url: '/en/product', user: customer() });
    const cards = await screen.findAllByTestId('product-card');
    await userEvent.click(within(cards[0]).getByTestId('quick-add'));
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    await userEvent.click(within(cards[0]).getByTestId('quick-add'));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('฿20.00');
    await waitFor(() => expect(screen.queryByText('added to cart')).toBeNull(), { timeout: 2500 });
  });

  it('hides prices from guests when the tenant bars them', async () => {
    server.use(itemsHandler([product('A1', { PriceHidden: true, PriceInVat1: 0, PriceInVat2: 0 })]));
    await renderApp(null, { url: '/en/product', flags: { DISABLE_GUEST_CATALOGUE_PRICE: 'Y' } });
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByTestId('price-hidden')).toHaveTextContent('Log in to see prices');
    expect(within(card).getByTestId('quick-add')).toBeDisabled();
  });
});
