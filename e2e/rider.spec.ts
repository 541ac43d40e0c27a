/*
 * The rider area in Chromium against the real server: the centre packs an order and assigns the
 * rider (through the staff API, as the back office does), the rider logs in by OTP, sees the
 * delivery, delivers it with a photo; the buyer's tracking and the merchant's order detail show it
 * delivered. The khongdee SINGHAONLINE variant shows 'Invoice Approve' and approves the invoice;
 * sabai does not show it. Screenshots (th/en, 390 px) go to $SHOTS_DIR or /tmp/shots-rider.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, json, merchantSignIn, beforePicture } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-rider';
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'proof.png');
const PHONE = { width: 390, height: 844 };
fs.mkdirSync(SHOTS, { recursive: true });

interface Tenant { id: string; saleUnit: string; customer: string; staff: string; rider: string; riderId: string }
const SABAI: Tenant = { id: 'sabai', saleUnit: '1001', customer: '0810000001', staff: '0890000002', rider: '0870000001', riderId: 'SB-R01' };
const KHONGDEE: Tenant = { id: 'khongdee', saleUnit: '2001', customer: '0820000001', staff: '0880000002', rider: '0860000001', riderId: 'KD-R01' };

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The buyer's session at the centre, through the API. */
async function buyerSession(request: APIRequestContext, t: Tenant): Promise<{ token: string; user: unknown }> {
  const login = await json<{ jtoken: string }>(await request.post('/authen/login', { headers: { TenantId: t.id }, data: { mobileNo: t.customer, password: DEMO_PASSWORD } }), 'buyer login');
  // The answer is the user (with the new jtoken), as the web app keeps it.
  const swapped = await json<{ jtoken: string }>(await request.get(`/authen/swapdc/${t.saleUnit}`, { headers: { Authorization: `Bearer ${login.jtoken}` } }), 'swapdc');
  return { token: swapped.jtoken, user: swapped };
}

/** A cash-on-delivery order of the buyer, confirmed, packed and assigned to the rider by the centre's salesperson. */
async function orderForRider(request: APIRequestContext, t: Tenant): Promise<{ orderId: string; buyer: { token: string; user: unknown } }> {
  const buyer = await buyerSession(request, t);
  const auth = { Authorization: `Bearer ${buyer.token}` };
  const addresses = await json<{ data: { _id: string; Address_Type: string }[] }>(await request.post('/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { headers: auth, data: {} }), 'addresses');
  const shipToCode = addresses.data.find((a) => a.Address_Type === 'S')!._id;
  const items = await json<{ Data: { P_Code: string; Stock: { StockAvailable: number } | null }[] }>(await request.post('/api/products/items', { headers: auth, data: { Take: 24 } }), 'products');
  let orderId = '';
  for (const p of items.Data.filter((x) => !x.Stock || x.Stock.StockAvailable >= 5)) {
    const placed = await request.post('/api/orders', {
      headers: { ...auth, 'Idempotency-Key': `e2e-rider-${t.id}-${p.P_Code}-${Date.now()}` },
      data: { paymentMethod: 'COD', shipToCode, lines: [{ P_Code: p.P_Code, qty1: 1, qty2: 0, qty3: 0 }] },
    });
    if (placed.status() === 201) { orderId = ((await placed.json()) as { Order: { OrderID: string } }).Order.OrderID; break; }
  }
  expect(orderId, 'an order could be placed').toMatch(/^SO\d+/);
  const staff = await json<{ token: string }>(await request.post('/authen/user/login', { headers: { TenantId: t.id }, data: { mobileNo: t.staff, password: DEMO_PASSWORD } }), 'staff login');
  for (const body of [{ to: 'CONFIRMED' }, { to: 'PACKED' }, { to: 'OUT_FOR_DELIVERY', riderId: t.riderId }]) {
    await json(await request.post(`/api/orders/${orderId}/${t.saleUnit}/transition`, { headers: { Authorization: `Bearer ${staff.token}` }, data: body }), `transition ${body.to}`);
  }
  return { orderId, buyer };
}

async function firstVisit(context: BrowserContext, baseURL: string, tenant: string): Promise<void> {
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL },
    { name: 'tenantId', value: tenant, url: baseURL },
  ]);
}

/** The rider's session handed to the browser as the app stores it (for the tests that are not about logging in). */
async function riderSignIn(request: APIRequestContext, context: BrowserContext, baseURL: string, t: Tenant): Promise<void> {
  const { token, rider } = await json<{ token: string; rider: unknown }>(await request.post('/authen/rider/login', { headers: { TenantId: t.id }, data: { mobileNo: t.rider, password: DEMO_PASSWORD } }), 'rider login');
  await context.addCookies([{ name: 'riderToken', value: token, url: baseURL }]);
  await context.addInitScript((r) => window.localStorage.setItem('talad.rider', r), JSON.stringify(rider));
}

async function otpFor(page: Page, mobileNo: string, tenantId: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await page.request.get(`/api/dev/outbox?mobileNo=${mobileNo}&tenantId=${tenantId}&take=1`);
    code = ((await res.json()) as { Data: { code: string }[] }).Data[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5000 });
  return code!;
}

test('a rider logs in by OTP, delivers with a photo; the buyer\'s tracking and the merchant\'s order show it delivered', async ({ page, context, baseURL, request, browser }) => {
  test.setTimeout(90_000);
  const { orderId, buyer } = await orderForRider(request, SABAI);
  await page.setViewportSize(PHONE);
  await firstVisit(context, baseURL!, 'sabai');

  await page.goto('/en/rider/login');
  await page.getByLabel('Mobile number').fill(SABAI.rider);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code has been sent')).toBeVisible();
  await page.getByLabel('OTP code').fill(await otpFor(page, SABAI.rider, 'sabai'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en\/rider\/singha/);

  const card = page.getByTestId('delivery').filter({ hasText: orderId });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Collect ฿[\d,.]+$/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoice Approve' })).toHaveCount(0);
  await shot(page, 'en-390-list');

  await card.getByRole('link', { name: `Open order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/rider/detail/${orderId}/1001$`));
  await expect(page.getByTestId('collect')).toContainText('Amount to collect');
  await expect(page.getByTestId('ship-to').getByRole('link', { name: /Open map/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByTestId('ship-to').getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:0\d+/);
  // Without a photo the delivery is not confirmed.
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please attach a photo as proof of delivery' })).toBeVisible();
  await expect(page.getByTestId('proof-input')).toHaveAttribute('capture', 'environment');
  await page.getByTestId('proof-input').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Photo to send' })).toBeVisible();
  await shot(page, 'en-390-detail-photo');
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByText('This order has been delivered.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Proof of delivery photo 1' })).toBeVisible();
  await shot(page, 'en-390-detail-delivered');

  await page.goto('/rider/history');
  await expect(page.getByTestId('history-item').filter({ hasText: orderId })).toContainText('ส่งสำเร็จ');
  await shot(page, 'th-390-history');
  await page.goto('/en/rider/history');
  await expect(page.getByTestId('history-item').filter({ hasText: orderId })).toContainText('Delivered');
  await shot(page, 'en-390-history');
  await page.goto('/rider/singha?status=DELIVERED');
  await expect(page.getByRole('tab', { name: /ส่งแล้ว/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('delivery').filter({ hasText: orderId })).toBeVisible();
  await shot(page, 'th-390-list-delivered');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'th-1280-list-delivered');
  await page.setViewportSize(PHONE);
  await page.goto('/rider/profile');
  await expect(page.getByTestId('rider-profile')).toContainText('ประยุทธ ส่งไว');
  await shot(page, 'th-390-profile');

  // The buyer's tracking page.
  const buyerContext = await browser.newContext({ viewport: PHONE });
  try {
    await firstVisit(buyerContext, baseURL!, 'sabai');
    await buyerContext.addCookies([{ name: 'token', value: buyer.token, url: baseURL! }, { name: 'dc', value: '1001', url: baseURL! }]);
    await buyerContext.addInitScript((u) => window.localStorage.setItem('talad.user', u), JSON.stringify(buyer.user));
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto(`/en/order/tracking/${orderId}`);
    await expect(buyerPage.getByTestId('tracking')).toContainText('Delivered');
    await shot(buyerPage, 'en-390-buyer-tracking');
  } finally {
    await buyerContext.close();
  }

  // The merchant's order detail.
  const merchantContext = await browser.newContext();
  try {
    await firstVisit(merchantContext, baseURL!, 'sabai');
    await merchantSignIn(request, merchantContext, baseURL!, 'sabai', SABAI.staff);
    const merchantPage = await merchantContext.newPage();
    await merchantPage.goto(`/en/merchant/order/${orderId}/1001`);
    await expect(merchantPage.getByRole('heading', { level: 1 })).toContainText('Delivered');
    await expect(merchantPage.getByText('ประยุทธ ส่งไว')).toBeVisible();
    await shot(merchantPage, 'en-1280-merchant-order');
  } finally {
    await merchantContext.close();
  }

  // Logout from the profile page goes back to the login page; the rider area then asks for a login again.
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/rider\/login$/);
  await page.goto('/rider/singha');
  await expect(page).toHaveURL(/\/rider\/login$/);
});

test('the khongdee SINGHAONLINE rider has \'Invoice Approve\' and approves the invoice after delivering; a sabai rider has no such entry', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  const { orderId } = await orderForRider(request, KHONGDEE);
  await page.setViewportSize(PHONE);
  await firstVisit(context, baseURL!, 'khongdee');
  await riderSignIn(request, context, baseURL!, KHONGDEE);

  await page.goto('/rider');
  await expect(page).toHaveURL(/\/rider\/singha$/);
  const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await expect(nav.getByRole('link', { name: 'อนุมัติใบแจ้งหนี้' })).toBeVisible();
  await shot(page, 'th-390-list-singha');
  await page.getByTestId('delivery').filter({ hasText: orderId }).getByRole('link', { name: `เปิดคำสั่งซื้อ ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/rider/detail/singha/${orderId}/2001$`));
  await expect(page.getByTestId('invoice')).toContainText('รออนุมัติ');
  await page.getByTestId('proof-input').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'ยืนยันการส่งสินค้า' }).click();
  await expect(page.getByText('คำสั่งซื้อนี้จัดส่งสำเร็จแล้ว')).toBeVisible();

  await nav.getByRole('link', { name: 'อนุมัติใบแจ้งหนี้' }).click();
  await expect(page).toHaveURL(/\/rider\/singha\?status=Invoice(%20|\+)Approve$/);
  await expect(page.getByRole('tab', { name: /อนุมัติใบแจ้งหนี้/ })).toHaveAttribute('aria-selected', 'true');
  const waiting = page.getByTestId('delivery').filter({ hasText: orderId });
  await expect(waiting).toContainText('ใบแจ้งหนี้: รออนุมัติ');
  await waiting.getByRole('link', { name: `เปิดคำสั่งซื้อ ${orderId}` }).click();
  await shot(page, 'th-390-detail-singha-invoice');
  await page.getByRole('button', { name: 'อนุมัติใบแจ้งหนี้' }).click();
  await expect(page.getByTestId('invoice')).toContainText('อนุมัติแล้ว');
  await expect(page.getByRole('button', { name: 'อนุมัติใบแจ้งหนี้' })).toHaveCount(0);
  await page.goto('/en/rider/singha?status=Invoice%20Approve');
  await expect(page.getByTestId('delivery').filter({ hasText: orderId })).toHaveCount(0);
  await shot(page, 'en-390-invoice-approve-empty');

  // sabai: no invoice approval in the bottom bar; its detail page is the plain one.
  const sabai = await page.context().browser()!.newContext({ viewport: PHONE });
  try {
    await firstVisit(sabai, baseURL!, 'sabai');
    await riderSignIn(request, sabai, baseURL!, SABAI);
    const p = await sabai.newPage();
    await p.goto('/en/rider/singha');
    const bar = p.getByRole('navigation', { name: 'Main menu' });
    await expect(bar.getByRole('link', { name: 'Order' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Invoice Approve' })).toHaveCount(0);
    await expect(p.getByRole('tab', { name: /Invoice Approve/ })).toHaveCount(0);
    await shot(p, 'en-390-list-sabai');
  } finally {
    await sabai.close();
  }
});
