import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, gotoHydrated, json, merchantSignIn, quietVisit, shots } from './helpers';

/*
 * The staff's recurring-order screen (docs/subscriptions.md "For staff"): a customer's weekly
 * recurring order has placed a run (the server's test clock moved, never a sleep); the centre's
 * salesperson opens "Recurring orders" from the back-office menu, finds it in the list, opens it,
 * sees the run and its order, then pauses, resumes and cancels it on the customer's behalf — and
 * the customer's own API answers agree. Screenshots in /tmp/shots-staff-subscriptions.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-staff-subscriptions';
const DAY = 86_400_000;


test('staff see their centre\'s recurring orders and pause, resume and cancel one for the customer', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const login = await json<{ jtoken: string }>(await request.post('/authen/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: '0810000001', password: DEMO_PASSWORD } }), 'login');
  const swapped = await json<{ jtoken: string }>(await request.get('/authen/swapdc/1001', { headers: { Authorization: `Bearer ${login.jtoken}` } }), 'swapdc');
  const auth = { Authorization: `Bearer ${swapped.jtoken}` };
  const addresses = await json<{ data: { _id: string; Address_Type: string }[] }>(await request.post('/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { headers: auth, data: {} }), 'addresses');
  const shipToCode = addresses.data.find((a) => a.Address_Type === 'S')!._id;
  const items = await json<{ Data: { P_Code: string; Stock: { StockAvailable: number } | null }[] }>(await request.post('/api/products/items', { headers: auth, data: { Take: 24 } }), 'products');
  let orderId = '';
  for (const p of items.Data.filter((x) => !x.Stock || x.Stock.StockAvailable >= 10)) {
    const placed = await request.post('/api/orders', {
      headers: { ...auth, 'Idempotency-Key': `e2e-staff-sub-${p.P_Code}-${Date.now()}` },
      data: { paymentMethod: 'COD', shipToCode, lines: [{ P_Code: p.P_Code, qty1: 1, qty2: 0, qty3: 0 }] },
    });
    if (placed.status() === 201) { orderId = ((await placed.json()) as { Order: { OrderID: string } }).Order.OrderID; break; }
  }
  expect(orderId).toMatch(/^SO\d+/);
  const now = (await json<{ Now: string }>(await request.get('/api/dev/clock'), 'clock')).Now;
  const bangkok = new Date(Date.parse(now) + 7 * 3600_000);
  const weekday = (bangkok.getUTCDay() + 6 + 1) % 7; // tomorrow, 0 = Monday
  const sub = await json<{ SubscriptionId: string }>(await request.post('/api/subscriptions', {
    headers: auth, data: { fromOrderId: orderId, frequency: 'week', weekday, startDate: bangkok.toISOString().slice(0, 10), paymentMethod: 'COD' },
  }), 'subscription');
  const subId = sub.SubscriptionId;
  // Two days on: the run is due, queued and placed before the clock answers.
  await json(await request.post('/api/dev/clock', { data: { advanceMs: 2 * DAY, drain: true } }), 'clock');
  const ran = await json<{ Runs: { Status: string; OrderId: string | null }[] }>(await request.get(`/api/subscriptions/${subId}`, { headers: auth }), 'customer view');
  expect(ran.Runs[0]).toMatchObject({ Status: 'placed' });
  const runOrder = ran.Runs[0].OrderId!;

  // The salesperson of centre 1001, in the back office, through the menu.
  await quietVisit(context, baseURL!);
  const staffToken = await merchantSignIn(request, context, baseURL!, 'sabai', '0890000002');
  await gotoHydrated(page, '/en/merchant');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('link', { name: 'Recurring orders' }).first().click();
  await expect(page).toHaveURL(/\/en\/merchant\/subscriptions$/);
  await page.getByLabel('Status').selectOption('active');
  const row = page.getByTestId('staff-subscription').filter({ hasText: subId });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Ordered');
  await page.getByLabel('Status').selectOption('paused');
  await expect(page.getByTestId('staff-subscription').filter({ hasText: subId })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('link', { name: subId }).click();

  // The detail: the run and its order, then the actions.
  await expect(page).toHaveURL(new RegExp(`/en/merchant/subscriptions/${subId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Recurring order ${subId}`);
  // Its item by unit name, as the customer ordered it ('1 bottle'), not the raw '1 / 0 / 0'.
  await expect(page.getByTestId('staff-subscription-line-qty')).toHaveText(/^1 [A-Za-z]+$/);
  const run = page.getByTestId('staff-subscription-run').first();
  await expect(run).toContainText('Ordered');
  await expect(run.getByRole('link', { name: runOrder })).toHaveAttribute('href', `/en/merchant/order/${runOrder}/1001`);
  await page.getByTestId('staff-subscription-pause').click();
  await expect(page.getByText('Paused for the customer')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paused');
  const customerSees = async () => (await json<{ Status: string }>(await request.get(`/api/subscriptions/${subId}`, { headers: auth }), 'customer view')).Status;
  expect(await customerSees()).toBe('paused');
  await shots(page, SHOTS, `/merchant/subscriptions/${subId}`, 'detail');
  await shots(page, SHOTS, '/merchant/subscriptions', 'list');

  await page.goto(`/en/merchant/subscriptions/${subId}`);
  await page.getByTestId('staff-subscription-resume').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Active');
  expect(await customerSees()).toBe('active');
  await page.getByTestId('staff-subscription-cancel').click();
  // The page's own confirmation (ConfirmDialog), not window.confirm.
  await page.getByTestId('staff-subscription-cancel-confirm').getByRole('button', { name: 'Cancel recurring order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
  await expect(page.getByTestId('staff-subscription-cancel')).toHaveCount(0);
  expect(await customerSees()).toBe('cancelled');

  // The server, not the page, decides: a customer's token cannot act as staff.
  expect((await request.post(`/api/merchant/subscriptions/${subId}/resume`, { headers: auth })).status()).toBe(403);
  expect((await request.post(`/api/merchant/subscriptions/${subId}/resume`, { headers: { Authorization: `Bearer ${staffToken}` } })).status()).toBe(409);
});
