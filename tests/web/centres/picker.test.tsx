import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { contrastRatio } from '../../../src/engine/theme/contrast';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { closePickerState, openCentrePicker, pickerStore } from '../../../src/web/centres/picker-store';
import { chooseCentre } from '../../../src/web/centres/switch-centre';
import { rootSession } from '../../../src/web/session/root-session';
import { renderApp } from '../render-app';
import { BANG_NA, LAT_PHRAO, NONTHABURI, YEAR_SECONDS, centre, customerCentresHandler, customerUser, recordCookieWrites, swapHandler, otherFeatures } from '../auth/session-fixtures';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
/** `rgb(r, g, b)` as getComputedStyle answers, as `#rrggbb`. */
const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures);

let cookies: ReturnType<typeof recordCookieWrites>;
beforeEach(() => {
  resetCentreSync();
  closePickerState();
  cookies = recordCookieWrites();
});
afterEach(() => {
  cookies.stop();
  vi.restoreAllMocks();
});

const options = () => screen.getAllByTestId('centre-option');
const codes = () => options().map((o) => o.getAttribute('data-sale-unit'));

/** A customer at /en with a saved centre (so no start-up picker), then the picker opened from the header. */
async function customerWithPicker(own = [LAT_PHRAO, BANG_NA, NONTHABURI], active = '1002') {
  const swaps: string[] = [];
  server.use(customerCentresHandler(own), swapHandler(swaps));
  await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: active }) });
  document.cookie = `dc=${active}; path=/`;
  await waitFor(() => expect(rootSession.dists.length).toBe(own.length));
  await userEvent.click(within(screen.getByTestId('active-merchant')).getByRole('button', { name: 'Switch Branch' }));
  await screen.findByTestId('centre-picker');
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  return swaps;
}

describe('Distribution Center picker', () => {
  it('lists the selected centre first and highlighted, with photo or first letter and the full address', async () => {
    await customerWithPicker([LAT_PHRAO, BANG_NA, centre('1003', 'nonthaburi', { PHOTO_PATH: '/tenants/sabai/logo.svg' })], '1002');
    expect(codes()).toEqual(['1002', '1001', '1003']);
    expect(options()[0]).toHaveAttribute('aria-current', 'true');
    expect(options()[1]).not.toHaveAttribute('aria-current');
    expect(options()[0]).toHaveTextContent('Current');
    expect(within(options()[0]).getByTestId('centre-letter')).toHaveTextContent('S');
    expect(within(options()[2]).queryByTestId('centre-letter')).toBeNull();
    expect(options()[2].querySelector('img')).toHaveAttribute('src', '/tenants/sabai/logo.svg');
    expect(options()[1]).toHaveTextContent('1001 Ratchada Road, Bangkok');
    expect(screen.getByRole('searchbox', { name: 'Merchant code, name, address' })).toBeInTheDocument();
    // Spec section 9: lists in pickers max 300 px, the sheet 500 px.
    expect(getComputedStyle(screen.getByTestId('centre-list')).maxHeight).toBe('300px');
    expect(getComputedStyle(screen.getByTestId('centre-picker')).maxHeight).toBe('500px');
  });

  it("shows 'Merchant not found. Please try again with other words.' when nothing matches, and pages 12 at a time", async () => {
    const many = Array.from({ length: 14 }, (_, i) => centre(String(3001 + i), `Centre ${i + 1}`));
    await customerWithPicker(many, '3001');
    expect(options()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(options()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Merchant code, name, address' }), 'no such place');
    expect(await screen.findByText('Merchant not found. Please try again with other words.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('swaps the centre: new token, dc cookie kept a year, picker closed', async () => {
    const swaps = await customerWithPicker();
    const before = rootSession.token;
    await userEvent.click(options().find((o) => o.getAttribute('data-sale-unit') === '1003')!);
    await waitFor(() => expect(swaps).toEqual(['1003']));
    await waitFor(() => expect(rootSession.user?.ActiveDC).toBe('1003'));
    expect(rootSession.token).not.toBe(before);
    expect(cookies.last('dc')).toMatchObject({ value: '1003', maxAge: YEAR_SECONDS });
    await waitFor(() => expect(screen.queryByTestId('centre-picker')).toBeNull());
  });

  it("asks to add the centre's official account first ('Later' / 'Go to merchant') and swaps either way", async () => {
    const swaps = await customerWithPicker();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(options().find((o) => o.getAttribute('data-sale-unit') === '1001')!);
    const dialog = await screen.findByTestId('oa-invite');
    expect(dialog).toHaveTextContent('Add us as a friend');
    // The white LINE icon on its green disc is a graphic that identifies the dialog: 3:1 at least (it was 2.3:1).
    const icon = getComputedStyle(within(dialog).getByTestId('oa-invite-icon'));
    expect(contrastRatio(hex(icon.color), hex(icon.backgroundColor))).toBeGreaterThanOrEqual(3);
    expect(swaps).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to merchant' }));
    await waitFor(() => expect(swaps).toEqual(['1001']));
    expect(open).toHaveBeenCalledWith('https://line.me/R/ti/p/@sabai-ladprao', '_blank', 'noopener,noreferrer');
    expect(screen.queryByTestId('oa-invite')).toBeNull();
  });

  it('skips the invitation when the tenant turns ENABLE_OA_INVITE off', async () => {
    const swaps: string[] = [];
    server.use(customerCentresHandler([LAT_PHRAO, BANG_NA]), swapHandler(swaps));
    await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: '1002' }), flags: { ENABLE_OA_INVITE: 'N' } });
    document.cookie = 'dc=1002; path=/';
    await act(async () => {
      await chooseCentre('buyer', LAT_PHRAO);
    });
    expect(swaps).toEqual(['1001']);
    expect(screen.queryByTestId('oa-invite')).toBeNull();
  });

  it('a change without a saleUnit does nothing', async () => {
    const swaps: string[] = [];
    server.use(customerCentresHandler([LAT_PHRAO, BANG_NA]), swapHandler(swaps));
    await renderApp(null, { url: '/en', user: customerUser() });
    act(() => openCentrePicker('buyer'));
    let outcome = '';
    await act(async () => {
      outcome = await chooseCentre('buyer', { SaleUnit: '' });
    });
    expect(outcome).toBe('ignored');
    expect(swaps).toEqual([]);
    expect(pickerStore.open).toBe(true);
  });

  it('searches every centre for a guest on the server, 500 ms after typing stops, with one request for the whole word', async () => {
    const texts: (string | null)[] = [];
    server.use(
      customerCentresHandler([], [LAT_PHRAO, BANG_NA]),
      http.get('*/authen/customer/dcs/all', ({ request }) => {
        const url = new URL(request.url);
        texts.push(url.searchParams.get('text'));
        expect(url.searchParams.get('take')).toBe('12');
        const text = url.searchParams.get('text');
        return contractJson('getAuthenCustomerDcsAll', text ? [BANG_NA].filter((d) => d.DIST_NAME.includes(text)) : [LAT_PHRAO, BANG_NA]);
      }),
    );
    await renderApp(null, { url: '/en' });
    document.cookie = 'dc=1001; path=/';
    act(() => openCentrePicker('buyer'));
    await waitFor(() => expect(codes()).toEqual(['1001', '1002']));
    expect(texts).toEqual([null]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Merchant code, name, address' }), 'Bang');
    expect(texts).toEqual([null]);
    await waitFor(() => expect(codes()).toEqual(['1002']), { timeout: 10_000 });
    expect(texts).toEqual([null, 'Bang']);
  });
});

describe('start-up picker', () => {
  it('opens for several centres and no dc cookie; closing keeps the current centre and remembers it', async () => {
    server.use(customerCentresHandler([LAT_PHRAO, BANG_NA]));
    await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: '1002' }) });
    expect(await screen.findByRole('heading', { name: 'Choose your branch' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('centre-picker')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('centre-picker')).toBeNull();
    expect(cookies.last('dc')).toMatchObject({ value: '1002', maxAge: YEAR_SECONDS });
  });

  it('Escape closes it the same way: no swap, no loading overlay, the page stays as it is', async () => {
    const swaps: string[] = [];
    server.use(customerCentresHandler([LAT_PHRAO, BANG_NA]), swapHandler(swaps));
    await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: '1002' }) });
    const picker = await screen.findByTestId('centre-picker');
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    const home = screen.getByRole('main');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('centre-picker')).toBeNull();
    expect(cookies.last('dc')).toMatchObject({ value: '1002', maxAge: YEAR_SECONDS });
    await new Promise((r) => setTimeout(r, 300));
    expect(swaps).toEqual([]);
    expect(rootSession.loadingOverlay).toBe(false);
    expect(screen.getByRole('main')).toBe(home);
    expect(rootSession.user?.ActiveDC).toBe('1002');
  });

  it("closing it when the current centre is not one of the customer's takes the first (spec: 'otherwise the first')", async () => {
    const swaps: string[] = [];
    server.use(customerCentresHandler([BANG_NA, NONTHABURI]), swapHandler(swaps));
    await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: '1001', ActiveDCName: 'Sabai Lat Phrao' }) });
    await screen.findByTestId('centre-picker');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(swaps).toEqual(['1002']));
    await waitFor(() => expect(rootSession.user?.ActiveDC).toBe('1002'));
    expect(cookies.last('dc')).toMatchObject({ value: '1002', maxAge: YEAR_SECONDS });
  });

  it('stays closed when DISABLE_DC_PICKER_AT_START is Y (the active centre is kept)', async () => {
    server.use(customerCentresHandler([LAT_PHRAO, BANG_NA]));
    await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: '1002' }), flags: { DISABLE_DC_PICKER_AT_START: 'Y' } });
    await waitFor(() => expect(cookies.last('dc')).toMatchObject({ value: '1002' }));
    expect(screen.queryByTestId('centre-picker')).toBeNull();
  });

  it('stays closed with a single centre', async () => {
    server.use(customerCentresHandler([BANG_NA]));
    await renderApp(null, { url: '/en', user: customerUser({ ActiveDC: '1002' }) });
    await waitFor(() => expect(rootSession.dists).toHaveLength(1));
    expect(screen.queryByTestId('centre-picker')).toBeNull();
  });
});
