import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { rootSession } from '../../../src/web/session/root-session';
import { walkConfirmDialog } from '../confirm-dialog-walk';
import { customer, renderApp } from '../render-app';
import { ADDRESSES, quietHandlers } from './fixtures';
import { contractJson } from '../../../mocks/contract';
import type { ApiResponse } from '../../../src/web/api/contract';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, ...quietHandlers);
beforeEach(() => resetCartSync());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('profile /profile', () => {
  it('offers Logout (a phone has no My Account menu); it signs the customer out and goes to /login', async () => {
    const { router } = await renderApp(null, { url: '/en/profile', user: customer() });
    const menu = await screen.findByTestId('profile-menu');
    const logout = within(menu).getByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(rootSession.user?.CUSTOMERCODE).not.toBe('C0001');
  });

  it('lists My packages and Recurring orders (Thai)', async () => {
    await renderApp(null, { url: '/profile', user: customer() });
    const menu = await screen.findByTestId('profile-menu');
    expect(within(menu).getByRole('link', { name: 'แพ็กเกจของฉัน' })).toHaveAttribute('href', '/my-package');
    expect(within(menu).getByRole('link', { name: 'สั่งซื้อประจำ' })).toHaveAttribute('href', '/ordersubscription');
  });

  it('lists My packages and Recurring orders (English)', async () => {
    await renderApp(null, { url: '/en/profile', user: customer() });
    const menu = await screen.findByTestId('profile-menu');
    expect(within(menu).getByRole('link', { name: 'My packages' })).toHaveAttribute('href', '/en/my-package');
    expect(within(menu).getByRole('link', { name: 'Recurring orders' })).toHaveAttribute('href', '/en/ordersubscription');
  });

  it('lists neither when the tenant turns packages and recurring orders off', async () => {
    await renderApp(null, { url: '/en/profile', user: customer(), flags: { ENABLE_MY_PACKAGE: 'N', ENABLE_ORDER_SUBSCRIPTION: 'N' } });
    const menu = await screen.findByTestId('profile-menu');
    expect(within(menu).getByRole('link', { name: 'Address' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'My packages' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Recurring orders' })).toBeNull();
  });

  it('shows no Switch entry to a salesperson ordering for the customer (the account menu rule)', async () => {
    await renderApp(null, { url: '/en/profile', user: customer({ UserId: 'SB-S001' }) });
    const menu = await screen.findByTestId('profile-menu');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: /^Switch/ })).toBeNull();
  });
});

describe('coupons /profile/mycoupon', () => {
  type Coupon = ApiResponse<'postGetMasterDataGetPromotionCouponByCustomer'>['coupons'][number]['Coupon'];
  const coupon = (couponid: string, fields: Partial<Coupon>) => ({
    PromotionId: 'P1', SaleUnit: 'S001',
    Coupon: { couponid, _lock: 'N' as const, CouponType: 'value' as const, Value: 50, NameEn: couponid, NameTh: couponid, DateBegin: null, DateEnd: '20270120', Active: true, MaxDiscount: 0, MinimumOrder: 0, OrderId: null, ...fields },
  });

  it('writes the last day as the order pages do and lists coupons not usable today after the usable ones', async () => {
    server.use(http.post('*/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER', () => contractJson('postGetMasterDataGetPromotionCouponByCustomer', {
      status: 200, statusText: 'OK',
      coupons: [coupon('OLD', { DateEnd: '20201120', Active: false }), coupon('C50', {})],
    })));
    await renderApp(null, { url: '/profile/mycoupon', user: customer() });
    const cards = await screen.findAllByTestId('coupon-card');
    expect(cards.map((c) => within(c).getByText(/^(OLD|C50)$/).textContent)).toEqual(['C50', 'OLD']);
    expect(cards[0]).toHaveTextContent('20 ม.ค. 2570');
    expect(cards[1]).toHaveTextContent('20 พ.ย. 2563');
    expect(cards[1]).toHaveTextContent('หมดอายุแล้ว');
  });
});

describe('coupons /crm/coupon', () => {
  const item = (couponid: string, Active: boolean, DateEnd: string) => ({
    Id: couponid, TypeId: 1 as const, VoucherId: null, PointsCost: null, ModifiedAt: '2026-11-01T00:00:00.000Z',
    Coupon: { couponid, _lock: 'N' as const, CouponType: 'value' as const, Value: 50, MinimumOrder: 0, MaxDiscount: 0, DateBegin: null, DateEnd, NameTh: couponid, NameEn: couponid, OrderId: null, SaleUnit: '1001', Active },
  });

  it('lists the coupons not usable today after the usable ones, as My coupons does', async () => {
    server.use(http.get('*/api/crm-service/owner/voucher/items', () => contractJson('getCrmServiceOwnerVoucherItems', { Data: { total: 2, items: [item('OLD', false, '2026-11-28T16:59:59.000Z'), item('C50', true, '2027-01-28T16:59:59.000Z')] } })));
    await renderApp(null, { url: '/crm/coupon', user: customer() });
    const cards = await screen.findAllByTestId('voucher-card');
    expect(cards.map((c) => within(c).getByTestId('voucher-code').textContent)).toEqual(['รหัส C50', 'รหัส OLD']);
  });
});

describe('order history /history', () => {
  const L = (en: string) => ({ en, th: en });
  type Row = ApiResponse<'getOrdersHistory'>['Data'][number];
  const row = (OrderID: string, status: Row['Status'], payment: Row['PaymentState']): Row => ({
    OrderID, SaleUnit: 'S001', Mode: 'sales' as const, OrderDate: '2026-11-20T03:00:00.000Z', Status: status, StatusLabel: L(status === 'PENDING_PAYMENT' ? 'Awaiting payment' : 'Out for delivery'),
    PaymentMethod: 'BANK', PaymentState: payment, PaymentStateLabel: L(payment === 'AWAITING_PAYMENT' ? 'Awaiting payment' : 'Pay on delivery'), Total: 100, PointsTotal: 0, ItemCount: 2,
  });

  it('says a payment state once when it reads the same as the status', async () => {
    server.use(http.get('*/api/orders/history', () => contractJson('getOrdersHistory', { Total: 2, Data: [row('SO-1', 'PENDING_PAYMENT', 'AWAITING_PAYMENT'), row('SO-2', 'OUT_FOR_DELIVERY', 'COLLECT_ON_DELIVERY')] })));
    await renderApp(null, { url: '/en/history', user: customer() });
    const rows = await screen.findAllByTestId('history-order');
    expect(within(rows[0]).getAllByText('Awaiting payment')).toHaveLength(1);
    expect(within(rows[1]).getByText('Out for delivery')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pay on delivery')).toBeInTheDocument();
  });
});

/** A signed-in customer on the Thai address page adds an address with this name and address line. */
async function addAddress(name: string, line: string): Promise<void> {
  await renderApp(null, { url: '/profile/address', user: customer() });
  await userEvent.click(await screen.findByTestId('address-add'));
  const field = await screen.findByRole('textbox', { name: /ชื่อผู้รับ/ });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.type(screen.getByRole('textbox', { name: /บ้านเลขที่/ }), line);
  await userEvent.type(screen.getByRole('textbox', { name: /รหัสไปรษณีย์/ }), '10310');
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
}

describe('addresses /profile/address', () => {
  it('refuses a name or address of spaces only with the field errors, and sends nothing (Thai)', async () => {
    let added = 0;
    server.use(
      http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => contractJson('postGetMasterDataGetDeliveryAddress', { status: 200, status_code: '200', data: [] })),
      http.post('*/master_data_management/ADD_DELIVERY_ADDRESS', () => { added += 1; return contractJson('postMasterDataManagementAddDeliveryAddress', { status: 200, status_code: '200', data: ADDRESSES.data[0] }); }),
    );
    await addAddress('   ', '   ');
    expect(await screen.findByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกที่อยู่')).toBeInTheDocument();
    expect(added).toBe(0);
  });
  it("shows the server's per-field refusal of an address in Thai (a Thai page showed Ajv's English 'must NOT have more than 100 characters')", async () => {
    server.use(
      http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => contractJson('postGetMasterDataGetDeliveryAddress', { status: 200, status_code: '200', data: [] })),
      http.post('*/master_data_management/ADD_DELIVERY_ADDRESS', () => HttpResponse.json({ IsException: true, Message: 'Invalid request', Errors: [{ field: '/body/Name', reason: 'must NOT have more than 100 characters' }] }, { status: 400 })),
    );
    await addAddress('สมศรี', '12/3');
    expect(await screen.findByText('กรุณากรอกไม่เกิน 100 ตัวอักษร')).toBeInTheDocument();
    expect(screen.queryByText('must NOT have more than 100 characters')).toBeNull();
  });

  it.each([
    ['/en/profile/address', 'Remove address ร้านสมใจ', 'Remove this address?', 'Cancel', 'Remove address'],
    ['/profile/address', 'ลบที่อยู่ ร้านสมใจ', 'ลบที่อยู่นี้หรือไม่', 'ยกเลิก', 'ลบที่อยู่'],
  ])('%s asks before removing an address: focus on the safe choice, Escape keeps it, confirming removes it', async (url, removeName, title, cancel, confirm) => {
    const removed: string[] = [];
    server.use(
      http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => contractJson('postGetMasterDataGetDeliveryAddress', ADDRESSES)),
      http.post('*/master_data_management/DEACTIVATE_DELIVERY_ADDRESS', async ({ request }) => {
        removed.push(((await request.json()) as { _id: string })._id);
        return contractJson('postMasterDataManagementDeactivateDeliveryAddress', { status: 200, status_code: '200', data: ADDRESSES.data[0] });
      }),
    );
    await renderApp(null, { url, user: customer() });
    const remove = (await screen.findAllByRole('button', { name: removeName }))[0]!;
    await walkConfirmDialog(remove, { title, safe: cancel, confirm, sent: () => removed, expected: ['ADR1'] });
  });
});
