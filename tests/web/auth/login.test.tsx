import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers, exception, mockToken } from '../../../mocks/handlers';
import { serverText } from '../../../src/web/api/server-texts';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { closePickerState } from '../../../src/web/centres/picker-store';
import { merchantSession } from '../../../src/web/session/merchant-session';
import { riderSession } from '../../../src/web/session/rider-session';
import { rootSession } from '../../../src/web/session/root-session';
import { toastStore } from '../../../src/web/widgets/toast-store';
import { renderApp } from '../render-app';
import { BANG_NA, LAT_PHRAO, NONTHABURI, YEAR_SECONDS, customerCentresHandler, customerToken, customerUser, merchantCentresHandler, recordCookieWrites, signedIn, superAdmin, swapHandler, otherFeatures } from './session-fixtures';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures);

let cookies: ReturnType<typeof recordCookieWrites>;
beforeEach(() => {
  resetCentreSync();
  closePickerState();
  cookies = recordCookieWrites();
});
afterEach(() => cookies.stop());

async function fillLogin(mobile: string, password: string) {
  // Screens are lazy chunks: wait for the form.
  await userEvent.type(await screen.findByLabelText('Mobile number'), mobile);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('customer login (/login)', () => {
  it('signs in, settles the centre (unknown saved one → the first own centre), keeps dc a year and the token cookie until the token expires', async () => {
    const login = customerToken('SB0001', '1002', 24);
    const bodies: unknown[] = [];
    const swaps: string[] = [];
    server.use(
      http.post('*/authen/login', async ({ request }) => {
        bodies.push(await request.json());
        return contractJson('postAuthenLogin', signedIn(login.token, customerUser({ ActiveDC: '1002' })));
      }),
      customerCentresHandler([LAT_PHRAO, BANG_NA], [LAT_PHRAO, BANG_NA, NONTHABURI]),
      swapHandler(swaps),
    );
    const { router } = await renderApp(null, { url: '/en/login' });
    // renderApp starts from no cookies; the saved centre belongs to someone else.
    document.cookie = 'dc=9999; path=/';
    await fillLogin('0810000001', 'demo1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(bodies).toEqual([{ mobileNo: '0810000001', password: 'demo1234' }]);
    expect(swaps).toEqual(['1001']);
    expect(rootSession.user?.ActiveDC).toBe('1001');
    expect(rootSession.token).not.toBe(login.token);
    expect(rootSession.dists.map((d) => d.SaleUnit)).toEqual(['1001', '1002']);
    expect(cookies.last('dc')).toMatchObject({ value: '1001', maxAge: YEAR_SECONDS });
    const firstToken = cookies.writes.find((w) => w.name === 'token' && w.value === login.token);
    expect(firstToken?.expires?.getTime()).toBe(login.exp * 1000);
  });

  it('uses the saved centre when it is one of the customer\'s (swapping to it), not the first', async () => {
    const swaps: string[] = [];
    server.use(
      http.post('*/authen/login', () => contractJson('postAuthenLogin', signedIn(customerToken('SB0001', '1002').token, customerUser({ ActiveDC: '1002' })))),
      customerCentresHandler([BANG_NA, LAT_PHRAO, NONTHABURI]),
      swapHandler(swaps),
    );
    const { router } = await renderApp(null, { url: '/en/login' });
    document.cookie = 'dc=1003; path=/';
    await fillLogin('0810000001', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(swaps).toEqual(['1003']);
    expect(rootSession.user?.ActiveDC).toBe('1003');
    expect(cookies.last('dc')).toMatchObject({ value: '1003', maxAge: YEAR_SECONDS });
  });

  it('shows the server\'s refusal as an error toast and stays, with the password cleared', async () => {
    server.use(http.post('*/authen/login', () => exception(401, 'Mobile number or password is incorrect')));
    const { router } = await renderApp(null, { url: '/en/login' });
    await fillLogin('0810000001', 'wrong-password');
    await waitFor(() => expect(toastStore.toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Mobile number or password is incorrect' }));
    expect(router.state.location.pathname).toBe('/en/login');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
  });

  it('checks the number before calling the server; the field takes digits only, at most 10', async () => {
    let calls = 0;
    server.use(http.post('*/authen/login', () => { calls += 1; return contractJson('postAuthenLogin', signedIn(customerToken('SB0001', '1002').token)); }));
    await renderApp(null, { url: '/en/login' });
    const mobile = await screen.findByLabelText('Mobile number');
    await userEvent.type(mobile, 'ab08-1234 567890');
    expect(mobile).toHaveValue('0812345678');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a 10-digit mobile number starting with 0')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('speaks Thai at /login', async () => {
    await renderApp(null, { url: '/login' });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย OTP' })).toBeInTheDocument();
  });

  it("'Login with OTP' goes to /verifyotp keeping frontend=Y and the number typed", async () => {
    const { router } = await renderApp(null, { url: '/en/login?frontend=Y' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0810000001');
    await userEvent.click(screen.getByRole('button', { name: 'Login with OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/verifyotp'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('frontend')).toBe('Y');
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('0810000001');
  });

  it('offers Register only when the tenant enables it', async () => {
    await renderApp(null, { url: '/en/login', flags: { ENABLE_REGISTER: 'N' } });
    expect(await screen.findByText('Continue shopping as a guest')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    document.body.innerHTML = '';
    await renderApp(null, { url: '/en/login' });
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
  });
});

describe('merchant and rider login', () => {
  it('a super admin lands on /merchant with the role in the top bar and the centres fetched', async () => {
    const token = mockToken({ UserId: 'SB-ADMIN', TenantId: 'sabai', Kind: 'merchant', Role: '1' });
    server.use(
      http.post('*/authen/user/login', () => contractJson('postAuthenUserLogin', { status: 200, token, user: superAdmin })),
      merchantCentresHandler([LAT_PHRAO, BANG_NA]),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/login', user: null });
    await fillLogin('0890000001', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant'));
    expect(merchantSession.token).toBe(token);
    expect(merchantSession.selectedDist).toBe('1001');
    expect(cookies.last('merchantDc')).toMatchObject({ value: '1001', maxAge: YEAR_SECONDS });
    await waitFor(() => expect(screen.getByTestId('merchant-user-name')).toHaveTextContent('sabai.admin'));
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
  });

  it("a Thai login page says a wrong password in Thai (it showed the server's English), and an unknown number's refusal too", async () => {
    server.use(http.post('*/authen/user/login', () => exception(401, 'Mobile number or password is incorrect')));
    await renderApp(null, { url: '/merchant/login', user: null });
    await userEvent.type(await screen.findByLabelText('เบอร์มือถือ'), '0890000002');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน', { selector: 'input' }), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(toastStore.toasts.at(-1)).toMatchObject({ kind: 'error', message: 'เบอร์มือถือหรือรหัสผ่านไม่ถูกต้อง' }));
    expect(serverText("Mobile No '0899999999' is not registered.")).toBe("เบอร์มือถือ '0899999999' ยังไม่ได้ลงทะเบียน");
  });

  it('a rider with a wrong password sees the message instead of being bounced to the login page', async () => {
    server.use(http.post('*/authen/rider/login', () => exception(401, 'Mobile number or password is incorrect')));
    const { router } = await renderApp(null, { url: '/en/rider/login', user: null });
    await fillLogin('0870000001', 'nope-nope');
    await waitFor(() => expect(toastStore.toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Mobile number or password is incorrect' }));
    expect(router.state.location.pathname).toBe('/en/rider/login');
    expect(riderSession.token).toBeNull();
  });
});
