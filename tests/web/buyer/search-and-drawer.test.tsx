import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { customer, renderApp } from '../render-app';
import { bestSellersHandler, catalogue, itemsHandler, quietHandlers } from './fixtures';
import { mswServer } from '../msw-server';

// The header lives on the home page, whose best sellers ask `api/products/items` too.
const server = mswServer(...defaultHandlers, ...quietHandlers, bestSellersHandler());
beforeEach(() => resetCartSync());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('header autocomplete', () => {
  it('asks 500 ms after typing stops (take 10) and shows both names with the match highlighted', async () => {
    // Times, not sleeps, are asserted: a slow machine may stretch the pause, never shorten the wait.
    const asked: { at: number; params: URLSearchParams }[] = [];
    const keys: { at: number; value: string }[] = [];
    server.use(
      http.get('*/GET_MASTER_DATA/GetAutoComplete', ({ request }) => {
        asked.push({ at: performance.now(), params: new URL(request.url).searchParams });
        return contractJson('getGetMasterDataGetAutoComplete', { Data: [{ P_Code: 'A1', PRODUCTNAME: 'น้ำดื่มธาราใส 350 มล.', PRODUCTNAME_EN: 'Thara Sai Drinking Water 350 ml' }] });
      }),
    );
    await renderApp(null, { url: '/en', user: customer() });
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    box.addEventListener('input', () => keys.push({ at: performance.now(), value: (box as HTMLInputElement).value }));
    await userEvent.type(box, 'wat');
    await new Promise((r) => setTimeout(r, 300));
    await userEvent.type(box, 'er');
    const list = await screen.findByTestId('autocomplete', {}, { timeout: 2000 });
    await waitFor(() => expect(asked.at(-1)?.params.get('search')).toBe('water'));
    // Each question waited 500 ms after the key that made its text (the timer may fire late, never
    // early). Matched by text, not by time: on a slow machine the next key can land between the
    // timer firing and the mocked server seeing the request.
    for (const q of asked) {
      const made = keys.filter((k) => k.value === q.params.get('search') && k.at <= q.at).at(-1);
      expect(made, `a key typed "${q.params.get('search')}"`).toBeDefined();
      expect(q.at - made!.at).toBeGreaterThanOrEqual(490);
    }
    // At most one early question, and only if the 300 ms pause outlasted the wait on a slow machine.
    expect(asked.length).toBeLessThanOrEqual(2);
    const last = asked.at(-1)!.params;
    expect(last.get('take')).toBe('10');
    const item = within(list).getByTestId('autocomplete-item');
    expect(item).toHaveTextContent('Thara Sai Drinking Water 350 ml');
    expect(item).toHaveTextContent('น้ำดื่มธาราใส 350 มล.');
    expect(item.querySelector('mark')).toHaveTextContent('Water');
    expect(getComputedStyle(list).maxHeight).toBe('300px');
  });

  it("says 'Not found keywords of {text} please try with other' and Enter runs /product?p=", async () => {
    server.use(http.get('*/GET_MASTER_DATA/GetAutoComplete', () => contractJson('getGetMasterDataGetAutoComplete', { Data: [] })), itemsHandler(catalogue(3)));
    const { router } = await renderApp(null, { url: '/en', user: customer() });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'ขนมปัง');
    expect(await screen.findByTestId('autocomplete-empty', {}, { timeout: 2000 })).toHaveTextContent('Not found keywords of ขนมปัง please try with other');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/product'));
    expect(new URLSearchParams(router.state.location.search).get('p')).toBe('ขนมปัง');
  });
});

describe('header search is a WAI-ARIA combobox (issue 19)', () => {
  const suggest = () => http.get('*/GET_MASTER_DATA/GetAutoComplete', () => contractJson('getGetMasterDataGetAutoComplete', { Data: [
    { P_Code: 'A1', PRODUCTNAME: 'น้ำดื่ม A', PRODUCTNAME_EN: 'Water A' },
    { P_Code: 'A2', PRODUCTNAME: 'น้ำดื่ม B', PRODUCTNAME_EN: 'Water B' },
  ] }));

  it('ArrowDown highlights a suggestion through aria-activedescendant; Escape closes the list; Enter then searches the typed text', async () => {
    server.use(suggest(), itemsHandler(catalogue(3)));
    const { router } = await renderApp(null, { url: '/en', user: customer() });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'water');
    const list = await screen.findByRole('listbox', {}, { timeout: 2000 });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    await userEvent.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('water');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/product'));
    expect(new URLSearchParams(router.state.location.search).get('p')).toBe('water');
  });

  it('keeps what the buyer types while the results page of the last search is still loading', async () => {
    // Seen in a browser run: "potato" typed right after searching "น้ำดื่ม" was replaced by
    // "น้ำดื่ม" when that page arrived, so the second Enter searched the first text again.
    server.use(suggest(), itemsHandler(catalogue(3)));
    const { router } = await renderApp(null, { url: '/en', user: customer() });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'water{Enter}');
    await userEvent.clear(box);
    await userEvent.type(box, 'potato');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('p')).toBe('water'));
    await screen.findByTestId('list-title', {}, { timeout: 3000 });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('potato');
    // A search started elsewhere (a link, the back button) still shows its text in the box.
    await router.navigate('/en/product?p=milk');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('milk'));
  });

  it('ArrowDown twice then Enter opens the highlighted product', async () => {
    server.use(suggest());
    const { router } = await renderApp(null, { url: '/en', user: customer() });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'water');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/product/A2'));
  });
});

const h = (code: string, name: string, parents: Record<string, string> = {}) => ({ code, name, nameEn: name, image: '', itemCount: 3, ...parents });

describe('desktop side menu', () => {
  const hierarchy = () => http.post('*/GET_MASTER_DATA/GET_HIERARCHY_ALL', () =>
    contractJson('postGetMasterDataGetHierarchyAll', [{ status: 200, data: {
      hierarchy1: [h('D', 'Drinks'), h('S', 'Snacks')],
      hierarchy2: [h('D1', 'Water', { h1: 'D' }), h('D2', 'Soda', { h1: 'D' })],
      hierarchy3: [h('D11', 'Still water', { h1: 'D', h2: 'D1' })],
      hierarchy4: [], hierarchy5: [],
    } }]));
  const links = async () => {
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Drinks' })).toBeInTheDocument());
    return within(menu).getAllByRole('link').map((a) => a.textContent);
  };

  it('opens one category level by default (SIDE_MENU_CATEGORY_LEVEL unset), as many as the flag says otherwise', async () => {
    server.use(itemsHandler(catalogue(2)), hierarchy());
    await renderApp(null, { url: '/en/product?c1=D&c2=D1', user: customer() });
    expect(await links()).toEqual(['All products', 'Drinks', 'Snacks']);
    document.body.innerHTML = '';
    await renderApp(null, { url: '/en/product?c1=D&c2=D1', user: customer(), flags: { SIDE_MENU_CATEGORY_LEVEL: '2' } });
    await waitFor(async () => expect(await links()).toEqual(['All products', 'Drinks', 'Water', 'Soda', 'Snacks']));
  });
});

describe("'Search by category' drawer", () => {
  it('walks 3 hierarchy levels with an All entry at each', async () => {
    server.use(
      itemsHandler(catalogue(2)),
      http.post('*/GET_MASTER_DATA/GET_HIERARCHY_ALL', () =>
        contractJson('postGetMasterDataGetHierarchyAll', [{ status: 200, data: {
          hierarchy1: [h('D', 'Drinks'), h('S', 'Snacks')],
          hierarchy2: [h('D1', 'Water', { h1: 'D' }), h('D2', 'Soda', { h1: 'D' }), h('S1', 'Chips', { h1: 'S' })],
          hierarchy3: [h('D11', 'Still water', { h1: 'D', h2: 'D1' }), h('D12', 'Mineral water', { h1: 'D', h2: 'D1' })],
          hierarchy4: [], hierarchy5: [],
        } }]),
      ),
    );
    const { router } = await renderApp(null, { url: '/en/product', user: customer(), flags: { CATEGORY_DRAWER_MODE: 'hierarchy' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Search by category' }));
    const drawer = await screen.findByTestId('category-drawer');
    await waitFor(() => expect(within(drawer).getAllByTestId('drawer-category').map((b) => b.textContent)).toEqual(['Drinks3', 'Snacks3']));
    expect(within(drawer).getByTestId('drawer-all')).toHaveTextContent('All');
    await userEvent.click(within(drawer).getByRole('button', { name: /Drinks/ }));
    expect(within(drawer).getAllByTestId('drawer-category').map((b) => b.textContent)).toEqual(['Water3', 'Soda3']);
    await userEvent.click(within(drawer).getByRole('button', { name: /^Water/ }));
    expect(within(drawer).getAllByTestId('drawer-category').map((b) => b.textContent)).toEqual(['Still water3', 'Mineral water3']);
    expect(screen.getByTestId('drawer-hierarchy')).toHaveAttribute('data-level', '3');
    await userEvent.click(within(drawer).getByRole('button', { name: /Mineral/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?c1=D&c2=D1&c3=D12'));
    expect(screen.queryByTestId('category-drawer')).toBeNull();
    // 'All' at level 2 searches the level-1 category.
    await userEvent.click(screen.getByRole('button', { name: 'Search by category' }));
    await userEvent.click(within(await screen.findByTestId('category-drawer')).getByRole('button', { name: /Snacks/ }));
    await userEvent.click(screen.getByTestId('drawer-all'));
    await waitFor(() => expect(router.state.location.search).toBe('?c1=S'));
  });

  it('gives an empty hierarchy when the fetch fails', async () => {
    server.use(itemsHandler(catalogue(2)), http.post('*/GET_MASTER_DATA/GET_HIERARCHY_ALL', () => errorJson(500, { IsException: true, Message: 'Internal Server Error' })));
    await renderApp(null, { url: '/en/product', user: customer(), flags: { CATEGORY_DRAWER_MODE: 'hierarchy' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Search by category' }));
    expect(await screen.findByText('No categories to show')).toBeInTheDocument();
  });

  it('shows display groups (take 36) in sabai and opens a group', async () => {
    let take = '';
    server.use(
      itemsHandler(catalogue(2)),
      http.get('*/api/products/display-group/type/:type', ({ request, params }) => {
        take = new URL(request.url).searchParams.get('take') ?? '';
        return contractJson('getProductsDisplayGroupTypeByType', { Data: params.type === 'DRAWER' ? [{ Id: 7, Name: 'ของกินเล่น', NameEn: 'Party snacks', LogoImage: '', UseTranslateName: true, Type: 'DRAWER', ProductCount: 4 }] : [] });
      }),
    );
    const { router } = await renderApp(null, { url: '/en/product', user: customer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Search by category' }));
    await userEvent.click(await screen.findByTestId('drawer-group'));
    expect(take).toBe('36');
    await waitFor(() => expect(router.state.location.search).toBe('?displayGroupId=7&displayGroupName=Party%20snacks'));
    await waitFor(() => expect(screen.getByTestId('list-title')).toHaveTextContent('Party snacks'));
  });

  it('hides custom-sorting groups without items', async () => {
    server.use(
      itemsHandler(catalogue(2)),
      http.get('*/api/category/list', () => contractJson('getCategoryList', { Data: [{ Number: 1, Key: 'h2', Name: 'ยอดนิยม', NameEn: 'Popular', Items: [{ Id: 'D1', Name: 'Water' }] }, { Number: 2, Key: 'h1', Name: 'ว่าง', NameEn: 'Empty', Items: [] }] })),
    );
    const { router } = await renderApp(null, { url: '/en/product', user: customer(), flags: { CATEGORY_DRAWER_MODE: 'customSort' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Search by category' }));
    const groups = await screen.findByTestId('drawer-sort-groups');
    expect(groups).toHaveTextContent('Popular');
    expect(groups).not.toHaveTextContent('Empty');
    await userEvent.click(within(groups).getByRole('button', { name: 'Water' }));
    await waitFor(() => expect(router.state.location.search).toBe('?c2=D1'));
  });
});
