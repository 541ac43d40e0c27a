import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../src/web/api/client';
import { createI18n, localeResources } from '../../../src/engine/index';
import { setAppI18n } from '../../../src/web/app/translate';
import { maintenanceMessage } from '../../../src/web/api/error-catalogue';
import { configStore } from '../../../src/web/app/config-store';
import { errorStore } from '../../../src/web/app/error-store';
import { setNavigator } from '../../../src/web/app/navigation';
import { readCookie } from '../../../src/web/session/cookies';
import { setCustomerSession } from '../../../src/web/session/customer-actions';
import { merchantSession } from '../../../src/web/session/merchant-session';
import { riderSession } from '../../../src/web/session/rider-session';
import { rootSession } from '../../../src/web/session/root-session';
import { setMerchantSession, setRiderSession } from '../../../src/web/session/staff-actions';
import { TOAST_MS, toastStore } from '../../../src/web/widgets/toast-store';
import { errorJson } from '../../../mocks/contract';
import { defaultHandlers, exception, mockToken } from '../../../mocks/handlers';
import { customer, renderAppState } from './state';
import { mswServer } from '../msw-server';
import sabai from '../../../tenants/sabai/tenant.json';

const server = mswServer(...defaultHandlers);

let navigated: string[] = [];
beforeEach(() => {
  renderAppState('sabai');
  navigated = [];
  setNavigator((to) => navigated.push(to));
  setCustomerSession(mockToken({ TenantId: 'sabai', UserId: 'C0001' }), customer());
});

const lastToast = () => toastStore.toasts.at(-1);

describe('the one fetch wrapper', () => {
  it('sends Authorization: Bearer and TenantId, and never rejects on an error status', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get('*/api/thing', ({ request }) => {
        seen = request.headers;
        // Not an API operation: the wrapper's own behaviour on a body that is no flagged exception.
        return HttpResponse.json({ Message: 'nope' }, { status: 404 });
      }),
    );
    const res = await apiFetch<unknown>({ path: 'api/thing' }, { expect: [404] });
    expect(res.ok).toBe(false);
    expect(res.status).toBe(404);
    expect(seen!.get('authorization')).toBe(`Bearer ${rootSession.token}`);
    expect(seen!.get('tenantid')).toBe('sabai');
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('shows a flagged exception Message as a 30-second error toast', async () => {
    server.use(http.post('*/api/orders', () => exception(400, 'Mobile No 0812345678 is already exist.')));
    const res = await apiFetch({ method: 'POST', path: 'api/orders', body: {} });
    expect(res.exception?.Message).toBe('Mobile No 0812345678 is already exist.');
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'Mobile No 0812345678 is already exist.', durationMs: TOAST_MS.error });
    expect(TOAST_MS.error).toBe(30_000);
  });

  it("says the spec's server refusals in the page's language: a Thai page gets the credit limit in Thai", async () => {
    setAppI18n(createI18n({ lang: 'th', resources: localeResources }));
    try {
      server.use(http.post('*/api/orders', () => exception(409, 'Please enter total amount less than or equal to 120.00')));
      await apiFetch({ method: 'POST', path: 'api/orders', body: {} });
      expect(lastToast()).toMatchObject({ kind: 'error', message: 'กรุณาระบุยอดรวมไม่เกิน 120.00', durationMs: TOAST_MS.error });
    } finally {
      setAppI18n(null);
    }
  });

  it("a check-in too far away names the tenant's centre in the page's language (sabai's Thai page showed the server's English 'centre')", async () => {
    server.use(http.post('*/api/crm-service/owner/mission/7/check-in', () => exception(400, 'You are too far from the centre to check in')));
    const refusal = async (i18n: ReturnType<typeof createI18n>) => {
      setAppI18n(i18n);
      await apiFetch({ method: 'POST', path: 'api/crm-service/owner/mission/7/check-in', body: {} });
      return lastToast()?.message;
    };
    try {
      expect(await refusal(createI18n({ lang: 'th', resources: localeResources, wording: sabai.wording }))).toBe('คุณอยู่ไกลจากสาขาเกินไป จึงเช็กอินไม่ได้');
      expect(await refusal(createI18n({ lang: 'en', resources: localeResources, wording: sabai.wording }))).toBe('You are too far from the branch to check in');
      expect(await refusal(createI18n({ lang: 'th', resources: localeResources }))).toBe('คุณอยู่ไกลจากศูนย์กระจายสินค้าเกินไป จึงเช็กอินไม่ได้');
      expect(await refusal(createI18n({ lang: 'en', resources: localeResources }))).toBe('You are too far from the distribution center to check in');
    } finally {
      setAppI18n(null);
    }
  });

  it("logs the buyer out on 'Customer not found' at 500 and signs in as a guest", async () => {
    server.use(http.post('*/authen/customerProfile', () => exception(500, 'Customer not found')));
    await apiFetch({ method: 'POST', path: 'authen/customerProfile', body: {} });
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
    expect(readCookie('token')).toBe(rootSession.token);
    expect(errorStore.error).toBeNull();
  });

  it("removes the token cookie on 'Customer not found' when guest mode is disabled", async () => {
    configStore.remoteFlags = { DISABLE_GUEST_MODE: 'Y' };
    server.use(http.post('*/authen/customerProfile', () => exception(500, 'Customer not found')));
    await apiFetch({ method: 'POST', path: 'authen/customerProfile', body: {} });
    expect(rootSession.token).toBeNull();
    expect(readCookie('token')).toBeUndefined();
  });

  it("turns '… seconds and try again.' into a 5-second info toast 'Waiting for {num} seconds and try again.'", async () => {
    server.use(http.post('*/authen/otp/request', () => exception(429, 'Please wait 45 seconds and try again.')));
    await apiFetch({ method: 'POST', path: 'authen/otp/request', body: {} });
    expect(lastToast()).toMatchObject({ kind: 'info', message: 'Waiting for 45 seconds and try again.', durationMs: 5000 });
  });

  it.each(['OTP attempt limit exceed', 'Invalid OTP Code', 'Points usage failed due to Insufficient value or expired'])('shows %s as a 5-second info toast', async (message) => {
    server.use(http.post('*/authen/otp/verify', () => exception(400, message)));
    await apiFetch({ method: 'POST', path: 'authen/otp/verify', body: {} });
    expect(lastToast()).toMatchObject({ kind: 'info', message, durationMs: TOAST_MS.info });
  });

  it('marks an expired token with the quoted expiry time and falls back to a guest login', async () => {
    server.use(
      http.get('*/api/history', () =>
        errorJson(401, { IsException: true, Message: 'Unauthorized' }, { headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="The token expired at '2026-11-20T10:00:00Z'"` } }),
      ),
    );
    await apiFetch({ path: 'api/history' });
    expect(rootSession.tokenExpiredAt).toBe('2026-11-20T10:00:00Z');
    expect(rootSession.user?.CUSTOMERCODE).toBe('GUEST');
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('removes the token cookie after expiry when guest mode is disabled', async () => {
    configStore.remoteFlags = { DISABLE_GUEST_MODE: 'Y' };
    server.use(
      http.get('*/api/history', () => new HttpResponse(null, { status: 401, headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="The token expired at '2026-11-20T10:00:00Z'"` } })),
    );
    await apiFetch({ path: 'api/history' });
    expect(rootSession.token).toBeNull();
    expect(readCookie('token')).toBeUndefined();
  });

  it('sends a merchant to /merchant/login on a 401 Bearer challenge', async () => {
    setMerchantSession(mockToken({ TenantId: 'sabai', Kind: 'merchant' }), { userid: 3, userRole: 3 });
    server.use(http.get('*/authen/user/dcs', () => new HttpResponse(null, { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } })));
    await apiFetch({ path: 'authen/user/dcs', area: 'merchant' });
    expect(navigated).toEqual(['/merchant/login']);
    expect(merchantSession.token).toBeNull();
    expect(readCookie('merchantToken')).toBeUndefined();
  });

  it('sends a rider to /rider/login on a 401', async () => {
    setRiderSession(mockToken({ TenantId: 'sabai', Kind: 'rider' }), { riderId: 5 });
    server.use(http.get('*/api/rider/orders', () => new HttpResponse(null, { status: 401 })));
    await apiFetch({ path: 'api/rider/orders', area: 'rider' });
    expect(navigated).toEqual(['/rider/login']);
    expect(riderSession.token).toBeNull();
  });

  it.each([
    [500, 'Internal Server Error', 'พบข้อผิดพลาดจาก API: Internal Server Error'],
    [503, 'Service Unavailable', 'อยู่ระหว่างการปรับปรุงระบบ'],
  ])('shows the error page for %i %s', async (status, statusText, message) => {
    server.use(http.get('*/api/category/list', () => new HttpResponse(null, { status, statusText })));
    await apiFetch({ path: 'api/category/list' });
    expect(errorStore.error).toEqual({ status, message });
  });

  it("falls back to 'พบข้อผิดพลาด' when a 5xx carries no status text (HTTP/2)", () => {
    expect(maintenanceMessage(500, '')).toBe('พบข้อผิดพลาด');
  });

  it("shows 'Oops...Something went wrong' for other failures and unreachable servers", async () => {
    server.use(http.get('*/api/odd', () => new HttpResponse('teapot', { status: 418 })));
    await apiFetch({ path: 'api/odd' });
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'Oops...Something went wrong' });
    server.use(http.get('*/api/down', () => HttpResponse.error()));
    const res = await apiFetch({ path: 'api/down' });
    expect(res.status).toBe(0);
    expect(lastToast()?.message).toBe('Oops...Something went wrong');
  });

  it('closes toasts after their duration', async () => {
    vi.useFakeTimers();
    try {
      server.use(http.post('*/authen/otp/verify', () => exception(400, 'Invalid OTP Code')));
      await apiFetch({ method: 'POST', path: 'authen/otp/verify', body: {} });
      expect(toastStore.toasts).toHaveLength(1);
      vi.advanceTimersByTime(4999);
      expect(toastStore.toasts).toHaveLength(1);
      vi.advanceTimersByTime(2);
      expect(toastStore.toasts).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
