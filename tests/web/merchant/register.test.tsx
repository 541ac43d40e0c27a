import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers, mockToken } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { resetRegisterStore } from '../../../src/web/merchant/register/register-store';
import { merchantSession } from '../../../src/web/session/merchant-session';
import { toastStore } from '../../../src/web/widgets/toast-store';
import { merchantCentresHandler, otherFeatures } from '../auth/session-fixtures';
import { contractJson, errorJson } from '../../../mocks/contract';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => { resetCentreSync(); resetRegisterStore(); });

/** A centre's fields as `GET api/merchant/dist` sends them when it has no location, photo or LINE channel. */
const centre = { lat: null, lon: null, LatDecimal: null, LonDecimal: null, Distance: 0, PHOTO_PATH: '', LineChannel: null };

const geo = http.post('*/GET_MASTER_DATA/GET_ALL_PROVINCE', async ({ request }) => {
  const b = await request.json() as { ProvinceID?: string; AmpherID?: string };
  return contractJson('postGetMasterDataGetAllProvince', { status: 200, status_code: '200', data: {
    Province: [{ ProvinceID: '12', ProvinceName: 'นนทบุรี' }],
    Ampher: b.ProvinceID === '12' ? [{ AmpherID: '1206', ProvinceID: '12', AmpherName: 'ปากเกร็ด' }] : [],
    Town: b.AmpherID === '1206' ? [{ TownID: '120601', AmpherID: '1206', TownName: 'ปากเกร็ด', ZipCode: '11120', ZipCodes: ['11120'] }] : [],
  } });
});

async function fillAccount() {
  // The form's chunk loads on first use: a cold machine takes a while.
  await userEvent.type(await screen.findByLabelText(/Full name/, {}, { timeout: 8000 }), 'Wipa Sales');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '0891111111');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
  await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('/merchant/register wizard', () => {
  it("names the centre step in the tenant's wording, as the intro beside it does (sabai: Branch, สาขา)", async () => {
    const { router } = await renderApp(null, { url: '/merchant/register' });
    const steps = await screen.findByRole('list', { name: 'ขั้นตอนการสมัคร' }, { timeout: 8000 });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['บัญชี', 'สาขา', 'บัญชีธนาคาร', 'เสร็จสิ้น']);
    await router.navigate('/en/merchant/register');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Account', 'Branch', 'Bank account', 'Done']));
  });

  it('registers a new centre: address from the Thai lists, location, an incomplete bank account left out; then images', async () => {
    const bodies: Record<string, unknown>[] = [];
    let uploads = 0;
    server.use(geo,
      http.get('*/api/merchant/bank', () => contractJson('getMerchantBank', { Data: [{ bankcode: '014', short: 'SCB', bankname: 'ธนาคารไทยพาณิชย์', bankname_en: 'Siam Commercial Bank' }] })),
      http.post('*/api/merchant/register', async ({ request }) => {
        bodies.push(await request.json() as Record<string, unknown>);
        return contractJson('postMerchantRegister', {
          status: 200, Token: mockToken({ UserId: 'M00001', TenantId: 'sabai', Kind: 'merchant', Role: '3' }), Message: 'Registered',
          User: { userid: 'M00001', usernames: '0891111111', name: 'Wipa Sales', mobileNo: '0891111111', email: null, userRole: 3, superAdmin: false, role: { RoleId: 3, RoleName: 'Salesperson' } },
          NewDistributionCenter: { ...centre, SaleUnit: 'N0001', DIST_NAME: 'Sabai Pak Kret', DIST_SHORTNAME: 'Pak Kret', FullAddress: 'Pak Kret Nonthaburi 11120', lat: 13.7563, lon: 100.5018, LatDecimal: 13.7563, LonDecimal: 100.5018 },
        });
      }),
      http.post('*/api/merchant/dist/uploadimage', () => { uploads++; return errorJson(400, { IsException: true, Message: 'The image is not a JPEG, PNG or WebP picture' }); }),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/register' });
    await fillAccount();
    await userEvent.click(await screen.findByRole('link', { name: 'Register a new branch' }));
    await userEvent.type(await screen.findByLabelText('Name of the branch'), 'Sabai Pak Kret');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the name, province, district and sub-district');
    await userEvent.selectOptions(screen.getByLabelText('Province'), '12');
    await waitFor(() => expect(screen.getByLabelText('District')).not.toBeDisabled());
    await userEvent.selectOptions(screen.getByLabelText('District'), '1206');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'ปากเกร็ด' })).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Sub-district'), '120601');
    expect(screen.getByLabelText('Postcode')).toHaveValue('11120');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('location-map')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('option', { name: /SCB/ });
    await userEvent.selectOptions(screen.getByLabelText('Bank'), '014');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/register/dist/image'));
    expect(bodies[0]).toMatchObject({
      SelectedDists: [], BankAccount: null,
      DistributionCenter: { DIST_NAME: 'Sabai Pak Kret', province_id: '12', district_id: '1206', town_id: '120601', zipcode: '11120', lat: 13.7563, lon: 100.5018 },
      Saleman: { name: 'Wipa Sales', mobileNo: '0891111111', password: 'secret123' },
    });
    expect(merchantSession.user?.userid).toBe('M00001');
    await userEvent.upload(await screen.findByLabelText('Logo', {}, { timeout: 5000 }), new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toBe(1));
    await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toContain('Upload image failed'));
  });

  it('a refused registration shows the server message; free centres are asked 72 at a time', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/merchant/dist', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return contractJson('getMerchantDist', [{ ...centre, SaleUnit: '1003', DIST_NAME: 'Sabai Nonthaburi', DIST_SHORTNAME: 'Nonthaburi', FullAddress: 'Nonthaburi' }]);
      }),
      http.post('*/api/merchant/register', () => errorJson(409, { IsException: true, Message: "Mobile No '0891111111' is already exist." })),
    );
    await renderApp(null, { url: '/en/merchant/register' });
    await fillAccount();
    await userEvent.click(await screen.findByRole('link', { name: 'Sell for existing branches' }));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastStore.toasts.map((t) => t.message)).toContain("Mobile No '0891111111' is already exist."));
    expect(asked[0].get('take')).toBe('72');
    expect(asked[0].get('dcWithoutSaleman')).toBe('Y');
  });
});
