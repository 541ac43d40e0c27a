import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { cartStore } from '../../../src/web/stores/cart';
import { productSearch } from '../../../src/web/stores/product-search';
import { CACHE_TTL_MS } from '../../../src/domain';
import { customer, renderApp } from '../render-app';
import { catalogue, itemsHandler, product, quietHandlers } from './fixtures';
import type { ApiResponse } from '../../../src/web/api/contract';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, ...quietHandlers);
beforeEach(() => resetCartSync());
afterEach(() => {
  document.body.innerHTML = '';
});

type News = ApiResponse<'postGetMasterDataGetWhatsnew'>['result'][number];
/** One what's-new row with every field the server sends (an empty image is what a text-only row carries). */
const news = (fields: Partial<News>): News => ({
  Code: 'N0', NewsType: 'N', Title: '', TitleEn: '', Detail: '', DetailEn: '', Format: 'text', Image: '', ImageEn: '', Link: '',
  ActiveStatus: 'Y', DateStart: null, DateEnd: null, SortOrder: 0, ...fields,
});
const detail = (p: ReturnType<typeof product>) => http.get('*/api/products/item/:code', ({ params }) => (params.code === p.P_Code ? contractJson('getProductsItemByCode', { Data: p }) : errorJson(404, { IsException: true, Message: 'Product not found' })));

describe('product detail /product/{code}', () => {
  it('shows the units by the unit-count rule with the customer price, tax type and advance price, and adds quantities per unit', async () => {
    const p = product('A1', {
      UNIT3: 'CS', UNIT3NAME: 'ลัง', UNIT3NAME_EN: 'Case', UNIT3RATE: 24, UnitCount: 3, ShowPrice3: 'Y',
      PriceInVat2: 100, StandardPrice2: 110, IsProductAdvancePrice: true, AdvancePrice: { DateStart: '2026-11-01', DateEnd: '2026-11-30' },
      PriceInVat3: 200, StandardPrice3: 200, PriceType3: '0', SalesPrice3: 200,
    });
    server.use(detail(p), itemsHandler([p]));
    await renderApp(null, { url: '/en/product/A1', user: customer() });
    expect(await screen.findByTestId('product-name')).toHaveTextContent('Drinking water A1');
    const pack = screen.getByTestId('unit-2');
    expect(within(pack).getByTestId('price')).toHaveTextContent('฿100.00');
    expect(within(pack).getByTestId('price-was')).toHaveTextContent('฿110.00');
    expect(within(pack).getByTestId('tax-type')).toHaveTextContent('Incl. 7% VAT');
    expect(within(screen.getByTestId('unit-3')).getByTestId('tax-type')).toHaveTextContent('Non-VAT item');
    await userEvent.click(within(screen.getByTestId('stepper-2')).getByRole('button', { name: /more/ }));
    await userEvent.click(within(screen.getByTestId('stepper-2')).getByRole('button', { name: /more/ }));
    expect(screen.getByTestId('selection-total')).toHaveTextContent('฿200.00');
    await userEvent.click(screen.getByTestId('add-to-cart'));
    expect(cartStore.lines).toEqual([{ P_Code: 'A1', qty1: 0, qty2: 2, qty3: 0, selected: true }]);
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Update cart');
  });

  it("counts the base unit as English does ('= 6 bottles', '12 bottles in total')", async () => {
    const p = product('W6', { UNIT1: 'BT', UNIT1NAME_EN: 'bottle', UNIT2: 'PK', UNIT2NAME_EN: 'pack', UNIT2RATE: 6 });
    server.use(detail(p), itemsHandler([p]));
    await renderApp(null, { url: '/en/product/W6', user: customer() });
    expect(await screen.findByTestId('unit-2')).toHaveTextContent('= 6 bottles');
    await userEvent.click(within(screen.getByTestId('stepper-2')).getByRole('button', { name: /more/ }));
    await userEvent.click(within(screen.getByTestId('stepper-2')).getByRole('button', { name: /more/ }));
    expect(screen.getByText('12 bottles in total')).toBeInTheDocument();
  });

  it("counts the base unit in Thai ('= 6 ขวด', 'รวม 0 ขวด')", async () => {
    const p = product('W6', { UNIT1: 'BT', UNIT1NAME_EN: 'bottle', UNIT2: 'PK', UNIT2NAME_EN: 'pack', UNIT2RATE: 6 });
    server.use(detail(p), itemsHandler([p]));
    await renderApp(null, { url: '/product/W6', user: customer() });
    expect(await screen.findByTestId('unit-2')).toHaveTextContent('= 6 ขวด');
    expect(screen.getByText('รวม 0 ขวด')).toBeInTheDocument();
  });

  it('shows one unit only when the second rate is not positive (unit count rule)', async () => {
    const p = product('B1', { UNIT2RATE: 0, UnitCount: 1 });
    server.use(detail(p), itemsHandler([p]));
    await renderApp(null, { url: '/en/product/B1', user: customer() });
    await screen.findByTestId('unit-order');
    expect(screen.getByTestId('unit-1')).toBeInTheDocument();
    expect(screen.queryByTestId('unit-2')).toBeNull();
  });

  it('toggles the wishlist and syncs it to the server', async () => {
    const p = product('A1');
    const calls: string[] = [];
    const wishlist = new Set<string>();
    server.use(
      detail(p),
      itemsHandler([p]),
      http.post('*/api/Products/favourite/items/:op', async ({ params, request }) => {
        const { productIds } = (await request.json()) as { productIds: string[] };
        calls.push(`${String(params.op)}:${productIds.join()}`);
        // The server answers the wishlist as it now is (catalog/wishlist.ts).
        for (const id of productIds) if (params.op === 'add') wishlist.add(id); else wishlist.delete(id);
        return contractJson(params.op === 'add' ? 'postProductsFavouriteItemsAdd' : 'postProductsFavouriteItemsRemove', { status: 200, Data: [...wishlist] });
      }),
    );
    await renderApp(null, { url: '/en/product/A1', user: customer() });
    const heart = await screen.findByTestId('wishlist-toggle');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toEqual(['add:A1']));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toEqual(['add:A1', 'remove:A1']));
  });

  it('bars guests from prices when the tenant says so, and says when a product does not exist', async () => {
    const p = product('A1', { PriceHidden: true, PriceInVat1: 0, PriceInVat2: 0 });
    server.use(detail(p), itemsHandler([p]));
    await renderApp(null, { url: '/en/product/A1', flags: { DISABLE_GUEST_CATALOGUE_PRICE: 'Y' } });
    await screen.findByTestId('unit-order');
    expect(screen.getAllByTestId('price-hidden')[0]).toHaveTextContent('Log in to see prices');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.queryByTestId('wishlist-toggle')).toBeNull();
    document.body.innerHTML = '';
    await renderApp(null, { url: '/en/product/NOPE', user: customer() });
    expect(await screen.findByTestId('product-not-found')).toHaveTextContent('This product could not be found');
  });
});

/** Counts the banner fetches (`GET_WHATSNEW` with NewsType B) of a two-product catalogue. */
function countBannerFetches(): { count: number } {
  const banners = { count: 0 };
  server.use(
    itemsHandler(catalogue(2)),
    http.post('*/GET_MASTER_DATA/GET_WHATSNEW', async ({ request }) => {
      if (((await request.json()) as { NewsType: string }).NewsType === 'B') banners.count += 1;
      return contractJson('postGetMasterDataGetWhatsnew', { status: 200, statusText: 'OK', result: [] });
    }),
  );
  return banners;
}

describe('home /', () => {
  it('renders the tenant screen blocks: banners with news, categories, promotion products (take 12), best sellers', async () => {
    let promoTake = '';
    server.use(
      itemsHandler(catalogue(14)),
      http.post('*/GET_MASTER_DATA/GET_WHATSNEW', async ({ request }) => {
        const b = (await request.json()) as { NewsType: string; UsePeriodDate: boolean; ActiveStatus: string };
        expect(b).toMatchObject({ UsePeriodDate: true, ActiveStatus: 'Y' });
        const result = b.NewsType === 'B' ? [news({ Code: 'B1', NewsType: 'B', Title: 'ลดแรง', TitleEn: 'Big sale', Image: '/b1.svg', ImageEn: '/b1-en.svg' })] : [news({ Code: 'N1', NewsType: 'N', Title: 'ข่าว', TitleEn: 'New arrivals' })];
        return contractJson('postGetMasterDataGetWhatsnew', { status: 200, statusText: 'OK', result });
      }),
      http.get('*/api/promotion/products', ({ request }) => {
        promoTake = new URL(request.url).searchParams.get('take') ?? '';
        return contractJson('getPromotionProducts', { Data: catalogue(3, 'PR') });
      }),
    );
    await renderApp(null, { url: '/en', user: customer() });
    expect(await screen.findByRole('img', { name: 'Big sale' })).toHaveAttribute('width', '1200');
    // The English page shows the banner's English picture (its baked-in text is English).
    expect(screen.getByRole('img', { name: 'Big sale' })).toHaveAttribute('src', '/b1-en.svg');
    expect(screen.getByTestId('home-news')).toHaveTextContent('New arrivals');
    await waitFor(() => expect(within(screen.getByTestId('home-promotion')).getAllByTestId('product-card')).toHaveLength(3));
    expect(promoTake).toBe('12');
    await waitFor(() => expect(within(screen.getByTestId('home-best-sellers')).getAllByTestId('product-card')).toHaveLength(12));
  });

  it('hides best sellers when ENABLE_BEST_SELLER is N, and ?id= forces a refresh of the home data', async () => {
    const banners = countBannerFetches();
    const { router } = await renderApp(null, { url: '/en', user: customer(), flags: { ENABLE_BEST_SELLER: 'N' } });
    await waitFor(() => expect(banners.count).toBe(1));
    expect(screen.queryByTestId('home-best-sellers')).toBeNull();
    await router.navigate('/en?id=1763700000');
    await waitFor(() => expect(banners.count).toBe(2));
    // The same id again is not a new refresh; the banners stay fresh for 15 minutes.
    await router.navigate('/en/product');
    await router.navigate('/en?id=1763700000');
    await new Promise((r) => setTimeout(r, 200));
    expect(banners.count).toBe(2);
  });

  it('keeps the home 3 minutes after its init time, then refreshes it on the next visit', async () => {
    const banners = countBannerFetches();
    const { router } = await renderApp(null, { url: '/en', user: customer() });
    await waitFor(() => expect(banners.count).toBe(1));
    const revisit = async (ageMs: number) => {
      productSearch.homeInitTime = Date.now() - ageMs;
      await router.navigate('/en/product');
      // The list is a lazy screen: the home stays on screen (mounted) until it has loaded.
      await screen.findByTestId('list-title', {}, { timeout: 10_000 });
      await router.navigate('/en');
      await new Promise((r) => setTimeout(r, 200));
    };
    // Banners alone stay fresh 15 minutes: only the home's 3 minutes can bring them back.
    await revisit(3 * 60_000 - 5_000);
    expect(banners.count).toBe(1);
    await revisit(3 * 60_000 + 1_000);
    await waitFor(() => expect(banners.count).toBe(2));
    expect(CACHE_TTL_MS).toEqual({ banners: 15 * 60_000, promotionProducts: 5 * 60_000, home: 3 * 60_000 });
  });
});
