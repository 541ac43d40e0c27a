import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, json, quietVisit, beforePicture } from './helpers';

/*
 * Recurring orders (issue 16 "Done means"): a customer turns an order into a weekly recurring order
 * in the browser; the server's test clock (TEST_CLOCK=Y, POST api/dev/clock — never a sleep) makes
 * the run due; the order appears in the customer's history and in the centre's order list; pausing
 * stops the next run. Screenshots in /tmp/shots-subscriptions (th and en, 390 and 1280 px).
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-subscriptions';
const DAY = 86_400_000;

async function moveClock(request: APIRequestContext, body: Record<string, unknown>) {
  return json<{ Now: string; OffsetMs: number }>(await request.post('/api/dev/clock', { data: { ...body, drain: true } }), 'clock');
}

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe.configure({ mode: 'serial' });

test('an order becomes a weekly recurring order; the moved clock places the run once; pause stops the next one', async ({ page, context, baseURL, request }) => {
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
      headers: { ...auth, 'Idempotency-Key': `e2e-sub-${p.P_Code}-${Date.now()}` },
      data: { paymentMethod: 'COD', shipToCode, lines: [{ P_Code: p.P_Code, qty1: 2, qty2: 0, qty3: 0 }] },
    });
    if (placed.status() === 201) { orderId = ((await placed.json()) as { Order: { OrderID: string } }).Order.OrderID; break; }
  }
  expect(orderId).toMatch(/^SO\d+/);

  // The run day: tomorrow in Bangkok, by the server's clock.
  const now = (await json<{ Now: string }>(await request.get('/api/dev/clock'), 'clock')).Now;
  const bangkok = new Date(Date.parse(now) + 7 * 3600_000);
  const today = bangkok.toISOString().slice(0, 10);
  const weekday = (bangkok.getUTCDay() + 6 + 1) % 7; // tomorrow, 0 = Monday
  const weekdayEn = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][weekday];

  await quietVisit(context, baseURL!);
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }, { name: 'token', value: swapped.jtoken, url: baseURL! }]);
  await context.addInitScript((u) => window.localStorage.setItem('talad.user', u), JSON.stringify(swapped));

  // Turn the order into a weekly recurring order, in the browser.
  await page.goto(`/en/history/${orderId}/1001`);
  await page.getByTestId('repeat-order').click();
  const form = page.getByTestId('repeat-form');
  await form.getByTestId('repeat-frequency').selectOption('week');
  await form.getByTestId('repeat-weekday').selectOption(String(weekday));
  await form.getByTestId('repeat-start').fill(today);
  await form.getByTestId('repeat-end').fill('2000-01-01');
  await form.getByTestId('repeat-submit').click();
  await expect(form.getByRole('alert')).toHaveText('End: Must not be before the start date');
  await shot(page, 'en-1280-repeat-form-error');
  await form.getByTestId('repeat-end').fill('');
  await form.getByTestId('repeat-submit').click();
  await expect(page.getByTestId('subscription-detail')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Recurring order RS');
  await expect(page.getByText(`Every week on ${weekdayEn}`)).toBeVisible();
  await expect(page.getByTestId('next-run')).toHaveCount(3);
  const subId = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/.*(RS\d+).*/, '$1');
  await shot(page, 'en-1280-detail-new');

  // The test clock moves two days on: the run is due, queued and handled (drain) before the answer.
  const before = await json<{ Data: { OrderID: string }[] }>(await request.get('/api/orders/history?take=50', { headers: auth }), 'history');
  await moveClock(request, { advanceMs: 2 * DAY });
  try {
    await page.reload();
    const run = page.getByTestId('subscription-run').first();
    await expect(run).toContainText('Ordered');
    const runOrder = ((await run.getByRole('link').textContent()) ?? '').replace(/.*(SO\d+).*/, '$1');
    expect(runOrder).toMatch(/^SO\d+/);
    await shot(page, 'en-1280-detail-ordered');

    // In the customer's history…
    await page.goto('/en/history');
    await expect(page.getByTestId('history-order').filter({ hasText: runOrder })).toBeVisible();
    const after = await json<{ Data: { OrderID: string }[] }>(await request.get('/api/orders/history?take=50', { headers: auth }), 'history');
    expect(after.Data.length).toBe(before.Data.length + 1);
    // …and in the centre's order list.
    const staff = await json<{ token: string }>(await request.post('/authen/user/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: '0890000002', password: DEMO_PASSWORD } }), 'staff');
    const list = await json<{ Data: { OrderID: string }[] }>(await request.get('/api/MerchantOrder/list?saleUnit=1001&take=50', { headers: { Authorization: `Bearer ${staff.token}` } }), 'merchant list');
    expect(list.Data.map((o) => o.OrderID)).toContain(runOrder);
    const subs = await json<{ Data: { SubscriptionId: string }[] }>(await request.get('/api/merchant/subscriptions?saleUnit=1001', { headers: { Authorization: `Bearer ${staff.token}` } }), 'staff subscriptions');
    expect(subs.Data.map((x) => x.SubscriptionId)).toContain(subId);

    // Pause: a week later nothing more is ordered.
    await page.goto(`/en/ordersubscription/${subId}`);
    await page.getByTestId('subscription-pause').click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Paused');
    await moveClock(request, { advanceMs: 7 * DAY });
    await page.reload();
    await expect(page.getByTestId('subscription-run')).toHaveCount(1);
    const later = await json<{ Data: { OrderID: string }[] }>(await request.get('/api/orders/history?take=50', { headers: auth }), 'history');
    expect(later.Data.length).toBe(after.Data.length);
    await shot(page, 'en-1280-detail-paused');

    // The list, in both languages, at phone and desktop widths.
    await page.goto('/en/ordersubscription');
    await expect(page.getByTestId('subscription-card').filter({ hasText: subId })).toContainText('Paused');
    await shot(page, 'en-1280-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'en-390-list');
    await page.goto('/ordersubscription');
    await expect(page.getByTestId('subscription-card').filter({ hasText: subId })).toContainText('หยุดชั่วคราว');
    await shot(page, 'th-390-list');
    await page.goto(`/ordersubscription/${subId}`);
    await expect(page.getByTestId('subscription-run').first()).toContainText('สั่งซื้อแล้ว');
    await shot(page, 'th-390-detail');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'th-1280-detail');
  } finally {
    // Back to real time for whatever runs next on this server.
    await moveClock(request, { to: new Date().toISOString() });
  }
});
