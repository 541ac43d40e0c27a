import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers, exception, mockToken } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { riderSession } from '../../../src/web/session/rider-session';
import { rootSession } from '../../../src/web/session/root-session';
import { TOAST_MS, toastStore } from '../../../src/web/widgets/toast-store';
import { renderApp } from '../render-app';
import { BANG_NA, customerCentresHandler, customerToken, otherFeatures, riderUser, signedIn } from './session-fixtures';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures);
beforeEach(() => resetCentreSync());

const [TH_SEND, TH_CODE, TH_VERIFY] = ['ส่งรหัส', 'รหัส OTP', 'ยืนยัน'];
const toast = (message: string) => toastStore.toasts.find((t) => t.message === message);

describe('customer OTP login (/verifyotp)', () => {
  it("confirms 'Code has been sent' with the reference; the server's OTP messages arrive as 5-second info toasts; the right code signs in", async () => {
    const verifyBodies: unknown[] = [];
    const requestBodies: unknown[] = [];
    let attempts = 0;
    const session = customerToken('SB0001', '1002');
    server.use(
      http.post('*/authen/otp/request', async ({ request }) => {
        requestBodies.push(await request.json());
        return contractJson('postAuthenOtpRequest', { status: 200, refCode: 'ZPXM3K', expiresAt: '2026-11-21T00:34:13.474Z' });
      }),
      http.post('*/authen/otp/verify', async ({ request }) => {
        verifyBodies.push(await request.json());
        attempts += 1;
        if (attempts === 1) return exception(400, 'Invalid OTP Code');
        if (attempts === 2) return exception(400, 'OTP attempt limit exceed');
        return contractJson('postAuthenOtpVerify', signedIn(session.token));
      }),
      customerCentresHandler([BANG_NA]),
    );
    const { router } = await renderApp(null, { url: '/en/verifyotp?frontend=Y&mobileNo=0810000001' });
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('0810000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(toast('Code has been sent')).toBeDefined());
    expect(requestBodies).toEqual([{ mobileNo: '0810000001', purpose: 'login' }]);
    expect(screen.getByTestId('otp-sent-to')).toHaveTextContent('Enter the 6-digit code sent to 0810000001');
    expect(screen.getByTestId('otp-sent-to')).toHaveTextContent('Ref. ZPXM3K');

    const code = screen.getByLabelText('OTP code');
    await userEvent.type(code, '12a3456789');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast('Invalid OTP Code')).toMatchObject({ kind: 'info', durationMs: TOAST_MS.info }));
    expect(code).toHaveValue('');

    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast('OTP attempt limit exceed')).toMatchObject({ kind: 'info', durationMs: 5000 }));

    // The resend link waits out the server's cool-down; the server would refuse anyway.
    expect(screen.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(verifyBodies.at(-1)).toEqual({ mobileNo: '0810000001', otp: '654321', refCode: 'ZPXM3K' });
    expect(rootSession.token).toBe(session.token);
    expect(rootSession.user?.CUSTOMERCODE).toBe('SB0001');
    // Signed in: the refusals of the earlier tries are not left over the home page.
    expect(toast('Invalid OTP Code')).toBeUndefined();
    expect(toast('OTP attempt limit exceed')).toBeUndefined();
  });

  it("a Thai page says a wrong code and the attempt limit in Thai, not in the server's English", async () => {
    let attempts = 0;
    server.use(
      http.post('*/authen/otp/request', () => contractJson('postAuthenOtpRequest', { status: 200, refCode: 'ZPXM3K', expiresAt: '2026-11-21T00:34:13.474Z' })),
      http.post('*/authen/otp/verify', () => { attempts += 1; return exception(400, attempts === 1 ? 'Invalid OTP Code' : 'OTP attempt limit exceed'); }),
    );
    await renderApp(null, { url: '/verifyotp?frontend=Y&mobileNo=0810000001' });
    await userEvent.click(await screen.findByRole('button', { name: TH_SEND }));
    const code = await screen.findByLabelText(TH_CODE);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: TH_VERIFY }));
    await waitFor(() => expect(toast('รหัส OTP ไม่ถูกต้อง')).toMatchObject({ kind: 'info', durationMs: TOAST_MS.info }));
    await userEvent.type(code, '222222');
    await userEvent.click(screen.getByRole('button', { name: TH_VERIFY }));
    await waitFor(() => expect(toast('ขอรหัส OTP เกินจำนวนครั้งที่กำหนด')).toMatchObject({ kind: 'info' }));
    expect(toast('Invalid OTP Code')).toBeUndefined();
  });

  it("shows 'Waiting for {num} seconds and try again.' when a code is asked for too soon", async () => {
    server.use(http.post('*/authen/otp/request', () => exception(429, 'Waiting for 42 seconds and try again.')));
    await renderApp(null, { url: '/en/verifyotp' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0810000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(toast('Waiting for 42 seconds and try again.')).toMatchObject({ kind: 'info', durationMs: 5000 }));
    expect(screen.queryByLabelText('OTP code')).toBeNull();
  });

  it('asks for all 6 digits before calling the server', async () => {
    let verifies = 0;
    server.use(
      http.post('*/authen/otp/request', () => contractJson('postAuthenOtpRequest', { status: 200, refCode: 'AAAAAA', expiresAt: '2026-11-21T00:34:13.474Z' })),
      http.post('*/authen/otp/verify', () => { verifies += 1; return contractJson('postAuthenOtpVerify', signedIn(customerToken('SB0001', '1002').token)); }),
    );
    await renderApp(null, { url: '/en/verifyotp' });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0810000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('OTP code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter all 6 digits')).toBeInTheDocument();
    expect(verifies).toBe(0);
  });
});

describe('rider OTP login (/rider/verifyotp)', () => {
  it("says 'Code has been sent' and takes the rider to /rider/singha", async () => {
    const token = mockToken({ UserId: 'SB-R01', TenantId: 'sabai', Kind: 'rider' });
    server.use(
      http.post('*/authen/rider/otp/request', () => contractJson('postAuthenRiderOtpRequest', { status: 200, refCode: 'RIDER1', expiresAt: '2026-11-21T00:34:13.474Z', Channel: 'sms' })),
      http.post('*/authen/rider/otp/verify', () => contractJson('postAuthenRiderOtpVerify', { status: 200, token, rider: riderUser() })),
    );
    const { router } = await renderApp(null, { url: '/en/rider/verifyotp', user: null });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0870000001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(toast('Code has been sent')).toBeDefined());
    await userEvent.type(screen.getByLabelText('OTP code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/rider/singha'));
    expect(riderSession.token).toBe(token);
  });
});
