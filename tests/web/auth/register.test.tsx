import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers, exception } from '../../../mocks/handlers';
import { guestCartStorageKey } from '../../../src/domain';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { rootSession } from '../../../src/web/session/root-session';
import { toastStore } from '../../../src/web/widgets/toast-store';
import thErrors from '../../../locales/th/errors.json';
import { renderApp } from '../render-app';
import { NONTHABURI, customerCentresHandler, customerToken, customerUser, otherFeatures, merchantCentresHandler, salesperson, signedIn } from './session-fixtures';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures);
beforeEach(() => resetCentreSync());

async function fillForm(fields: { name: string; mobile: string; password: string; confirm: string }, labels = { name: 'Shop or company name', mobile: 'Mobile number', password: 'Password', confirm: 'Confirm password' }) {
  await userEvent.type(await screen.findByLabelText(labels.name, { exact: false }), fields.name);
  await userEvent.type(screen.getByLabelText(labels.mobile, { exact: false }), fields.mobile);
  await userEvent.type(screen.getByLabelText(new RegExp(`^${labels.password}`)), fields.password);
  await userEvent.type(screen.getByLabelText(labels.confirm, { exact: false }), fields.confirm);
}

describe('registration (/register)', () => {
  it("shows 'Mobile No '{mobile}' is already exist.' beside the number, in the visitor's language", async () => {
    server.use(http.post('*/authen/register', () => exception(409, "Mobile No '0810000001' is already exist.")));
    await renderApp(null, { url: '/register' });
    await fillForm({ name: 'ร้านใหม่', mobile: '0810000001', password: 'secret-123', confirm: 'secret-123' }, { name: 'ชื่อร้านหรือบริษัท', mobile: 'เบอร์มือถือ', password: 'รหัสผ่าน', confirm: 'ยืนยันรหัสผ่าน' });
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    const expected = thErrors.mobileExists.replace('{{mobile}}', '0810000001');
    expect(expected).not.toContain('already exist');
    await waitFor(() => expect(screen.getAllByText(expected).length).toBeGreaterThan(0));
    expect(toastStore.toasts.at(-1)).toMatchObject({ kind: 'error', message: expected });
  });

  it("from the back office ('Register new customer') a salesperson can go back to the customers without registering (the page had no way back), or registers and returns there", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(merchantCentresHandler(), http.post('*/authen/register', async ({ request }) => { bodies.push(await request.json() as Record<string, unknown>); return contractJson('postAuthenRegister', signedIn(customerToken('C000011', '1001').token)); }));
    const { router } = await renderApp(null, { url: '/register?saleCode=SB-S001&dist=1001&layout=merchant', merchant: salesperson });
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนลูกค้าใหม่' })).toBeInTheDocument();
    // Inside the back office's frame (merchant spec: 'with the customer page'): its menu and bottom bar stay.
    expect(screen.getByRole('button', { name: 'เมนู' })).toBeInTheDocument();
    expect(screen.getByText('ระบบหลังร้าน')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าลูกค้า' })).toHaveAttribute('href', '/merchant/customer');
    await fillForm({ name: 'ร้านใหม่', mobile: '0810000099', password: 'secret-123', confirm: 'secret-123' }, { name: 'ชื่อร้านหรือบริษัท', mobile: 'เบอร์มือถือ', password: 'รหัสผ่าน', confirm: 'ยืนยันรหัสผ่าน' });
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/customer'));
    expect(bodies[0]).toMatchObject({ mobileNo: '0810000099', saleUnit: '1001', saleCode: 'SB-S001' });
  });

  it.each([
    ['/register?saleCode=SB-S001&dist=1001&layout=merchant', 'ลงทะเบียนลูกค้าใหม่'],
    ['/en/register?saleCode=SB-S001&dist=1001&layout=merchant', 'Register a new customer'],
  ])("%s: the back office's top bar and the document title say what the card says (the bar said 'Register')", async (url, heading) => {
    server.use(merchantCentresHandler());
    await renderApp(null, { url, merchant: salesperson });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText(heading)).toBeInTheDocument());
    await waitFor(() => expect(document.title.split(' | ')[0]).toBe(heading));
  });

  it('keeps the stand-alone frame when no salesperson is signed in, whatever the link says', async () => {
    await renderApp(null, { url: '/register?layout=merchant' });
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนลูกค้าใหม่' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เมนู' })).toBeNull();
  });

  it('refuses two different passwords without calling the server', async () => {
    let calls = 0;
    server.use(http.post('*/authen/register', () => { calls += 1; return contractJson('postAuthenRegister', signedIn(customerToken('C000010', '1003').token)); }));
    await renderApp(null, { url: '/en/register' });
    await fillForm({ name: 'New Shop', mobile: '0811111111', password: 'secret-123', confirm: 'secret-124' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('refuses a shop name of spaces only beside the field, without calling the server (Thai)', async () => {
    let calls = 0;
    server.use(http.post('*/authen/register', () => { calls += 1; return exception(400, 'no'); }));
    await renderApp(null, { url: '/register' });
    await fillForm({ name: '   ', mobile: '0811111113', password: 'secret-123', confirm: 'secret-123' }, { name: 'ชื่อร้านหรือบริษัท', mobile: 'เบอร์มือถือ', password: 'รหัสผ่าน', confirm: 'ยืนยันรหัสผ่าน' });
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByText('กรุณากรอกชื่อร้านหรือบริษัท')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('names each field the server refused (400) next to it', async () => {
    server.use(http.post('*/authen/register', () => errorJson(400, { IsException: true, Message: 'Invalid request', Errors: [{ field: '/body/email', reason: 'must match format "email"' }] })));
    await renderApp(null, { url: '/en/register' });
    await fillForm({ name: 'New Shop', mobile: '0811111111', password: 'secret-123', confirm: 'secret-123' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('must match format "email"')).toBeInTheDocument();
  });

  it('signs the new customer in at the chosen centre and sends them to /pendingApproval when the tenant requires approval', async () => {
    const bodies: Record<string, unknown>[] = [];
    const session = customerToken('C000010', '1003');
    server.use(
      http.post('*/authen/register', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return contractJson('postAuthenRegister', signedIn(session.token, customerUser({ CUSTOMERCODE: 'C000010', CUSTOMERNAME: 'New Shop', NewCustomer: 'Y', ActiveDC: '1003', ActiveDCName: 'Sabai Nonthaburi' })));
      }),
      customerCentresHandler([NONTHABURI]),
    );
    const { router } = await renderApp(null, { url: '/en/register', flags: { PENDING_APPROVAL: 'Y' } });
    document.cookie = 'dc=1003; path=/';
    await fillForm({ name: 'New Shop', mobile: '0811111111', password: 'secret-123', confirm: 'secret-123' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/pendingApproval'));
    expect(bodies[0]).toMatchObject({ name: 'New Shop', mobileNo: '0811111111', password: 'secret-123', confirmPassword: 'secret-123', saleUnit: '1003' });
    expect(rootSession.token).toBe(session.token);
    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument();
  });

  it('keeps what the visitor put in the cart as a guest: the new customer\'s cart has it, the guest copy is gone', async () => {
    const merged: unknown[] = [];
    const session = customerToken('C000011', '1003');
    server.use(
      http.post('*/authen/register', () => contractJson('postAuthenRegister', signedIn(session.token, customerUser({ CUSTOMERCODE: 'C000011', CUSTOMERNAME: 'ร้านใหม่', ActiveDC: '1003', ActiveDCName: 'Sabai Nonthaburi' })))),
      http.post('*/api/cart/merge', async ({ request }) => {
        merged.push(await request.json());
        return contractJson('postCartMerge', { Mode: 'sales', SaleUnit: '1003', PriceLevel: 1, Lines: [], Count: 0, SelectedCount: 0, Amount: 0, Points: 0, Total: 0, AllSelected: false, Cleared: null });
      }),
      customerCentresHandler([NONTHABURI]),
    );
    const guestKey = guestCartStorageKey({ tenantId: 'sabai', companyCode: '' });
    await renderApp(null, { url: '/register' });
    localStorage.setItem(guestKey, JSON.stringify([{ P_Code: '1000001', qty1: 2, qty2: 0, qty3: 0, selected: true }]));
    await fillForm({ name: 'ร้านใหม่', mobile: '0811111112', password: 'secret-123', confirm: 'secret-123' }, { name: 'ชื่อร้านหรือบริษัท', mobile: 'เบอร์มือถือ', password: 'รหัสผ่าน', confirm: 'ยืนยันรหัสผ่าน' });
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(merged).toEqual([{ lines: [{ P_Code: '1000001', qty1: 2, qty2: 0, qty3: 0, selected: true }] }]));
    expect(localStorage.getItem(guestKey)).toBeNull();
  });

  it('says registration is closed when the tenant turns it off', async () => {
    await renderApp(null, { url: '/en/register', flags: { ENABLE_REGISTER: 'N' } });
    expect(await screen.findByText(/Registration is not open for this shop/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
