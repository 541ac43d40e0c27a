import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addToCartSynced, api, buyerLogin, gotoHydrated, merchantLogin, merchantSignIn, newVisitor, tokenOf, beforePicture } from './helpers';

/*
 * The back office in real Chromium against the real server (issue 5 "Done means"): a salesperson
 * logs in and sees both dashboard graphs; approves a buyer's bank slip, confirms and packs the order
 * while the buyer's tracking page (a second browser) follows on its own; sets an advance price the
 * storefront then shows; orders for a customer ('Ordering for …') and, logging out, lands back on
 * that customer's profile, the order recording both. Screenshots go to /tmp/shots-merchant.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-merchant';
const SALES = '0890000002';
const BUYER = '0810000001';
const BUYER_NAME = 'ร้านสมศรีการค้า';
/** TrackingScreen's poll interval. */
const TRACKING_POLL_MS = 10_000;

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

interface Product { P_Code: string; PRODUCTNAME: string; UnitCount: number; PRICE1?: number | null; IsProductAdvancePrice?: boolean; Stock?: { StockAvailable?: number } }

/** A product of centre 1001 in stock, with one unit, a plain price and no advance price yet. */
/** The top-sales chart draws one bar for each product its table lists (and lists at least one). */
async function expectOneBarPerTopProduct(page: Page): Promise<void> {
  const card = page.getByTestId('chart-top-sales');
  const rows = card.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(card.locator('.recharts-bar-rectangle')).toHaveCount(await rows.count());
}

async function pickProduct(request: APIRequestContext, sales: string): Promise<Product> {
  for (let skip = 24; skip < 240; skip += 12) {
    const page = await api<{ Data?: Product[] } | Product[]>(request, 'POST', '/api/products/pc/items', sales, { take: 12, skip, SearchText: '', saleUnit: '1001' });
    const list = Array.isArray(page) ? page : page.Data ?? [];
    const found = list.find((p) => p.UnitCount === 1 && Number(p.PRICE1) > 20 && !p.IsProductAdvancePrice && Number(p.Stock?.StockAvailable ?? 0) > 10);
    if (found) return found;
  }
  throw new Error('no single-unit product in stock at 1001');
}

async function slipPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 480, channels: 3, background: { r: 240, g: 248, b: 255 } } })
    .composite([{ input: Buffer.from('<svg width="320" height="480"><text x="20" y="60" font-size="28">Transfer OK</text></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** The buyer's order paid by bank transfer with a slip, through the API (the buyer spec drives that UI). */
async function orderWithSlip(request: APIRequestContext, code: string): Promise<string> {
  const buyer = await tokenOf(request, '/authen/login', BUYER);
  const addresses = await api<{ data: { _id: string; Address_Type: string }[] }>(request, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', buyer, {});
  const shipTo = addresses.data.find((a) => a.Address_Type === 'S');
  const res = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${buyer}`, TenantId: 'sabai', 'Idempotency-Key': `merchant-e2e-${Date.now()}` },
    data: { paymentMethod: 'BANK', shipToCode: shipTo?._id, lines: [{ P_Code: code, qty1: 2, qty2: 0, qty3: 0 }] },
  });
  if (res.status() !== 201) throw new Error(`order: ${res.status()} ${await res.text()}`);
  const orderId = ((await res.json()) as { Order: { OrderID: string } }).Order.OrderID;
  const slip = await request.post(`/api/payments/${orderId}/slip`, {
    headers: { Authorization: `Bearer ${buyer}`, TenantId: 'sabai' },
    multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: await slipPng() } },
  });
  if (!slip.ok()) throw new Error(`slip: ${slip.status()} ${await slip.text()}`);
  return orderId;
}

test.describe.configure({ mode: 'serial' });

test('a salesperson sees the dashboard, approves a slip, confirms and packs while the buyer\'s tracking page follows', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const sales = await tokenOf(request, '/authen/user/login', SALES);
  const product = await pickProduct(request, sales);
  const orderId = await orderWithSlip(request, product.P_Code);

  const staff = await newVisitor(browser, baseURL!);
  await merchantLogin(staff.page, SALES);
  // Both graphs drawn (recharts SVGs), not only their tables.
  await expect(staff.page.getByTestId('chart-new-customers').locator('svg.recharts-surface')).toBeVisible({ timeout: 15_000 });
  await expect(staff.page.getByTestId('chart-top-sales').locator('svg.recharts-surface')).toBeVisible();
  await expectOneBarPerTopProduct(staff.page);
  await shot(staff.page, 'e2e-1-dashboard-en');

  const buyer = await newVisitor(browser, baseURL!);
  await buyerLogin(buyer.page, BUYER, BUYER_NAME);
  // The tracking page polls every 10 s (TrackingScreen): its clock is moved on to the next poll after
  // each step instead of waiting for it in real time. The page still refetches on its own, no reload.
  await buyer.page.clock.install();
  await buyer.page.goto(`/en/order/tracking/${orderId}`);
  const tracking = buyer.page.getByTestId('tracking').getByTestId('order-status');
  await expect(tracking).toHaveText('Awaiting payment');

  // The order from the list, then its payment page: approve the slip.
  await staff.page.goto('/en/merchant/order?type=3');
  await staff.page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  await expect(staff.page.getByTestId('order-row')).toHaveCount(1);
  await staff.page.getByTestId('order-row').getByRole('link').click();
  await expect(staff.page).toHaveURL(new RegExp(`/en/merchant/order/${orderId}/1001$`));
  // The order's own page first, as a person would see it: on a busy machine a click on "Payment"
  // while the detail screen was still coming in was lost, and the slip never came (three workers, load 13–16).
  await expect(staff.page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await staff.page.getByRole('link', { name: 'Payment' }).click();
  await expect(staff.page).toHaveURL(new RegExp(`/en/merchant/order/${orderId}/1001/payment$`));
  await expect(staff.page.getByTestId('slip')).toHaveCount(1);
  await staff.page.getByRole('button', { name: 'Approve slip' }).click();
  await expect(staff.page.getByTestId('payment-state')).toContainText('Paid');
  await buyer.page.clock.fastForward(TRACKING_POLL_MS);
  // The buyer's page follows without a reload.
  await expect(tracking).toHaveText('Order placed', { timeout: 20_000 });

  await staff.page.getByRole('link', { name: 'Detail', exact: true }).click();
  await staff.page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(staff.page.getByTestId('order-actions').getByRole('button', { name: 'Mark as packed' })).toBeVisible();
  await buyer.page.clock.fastForward(TRACKING_POLL_MS);
  await expect(tracking).toHaveText('Confirmed', { timeout: 20_000 });
  await staff.page.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(staff.page.getByTestId('order-actions').getByRole('button', { name: 'Assign a rider' })).toBeVisible();
  await shot(staff.page, 'e2e-2-order-packed-en');
  await buyer.page.clock.fastForward(TRACKING_POLL_MS);
  await expect(tracking).toHaveText('Packed', { timeout: 20_000 });
  await shot(buyer.page, 'e2e-3-buyer-tracking-en');
  await staff.context.close();
  await buyer.context.close();
});

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('an advance price covering today, lower than the standard one, shows on the storefront\'s product page', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const sales = await tokenOf(request, '/authen/user/login', SALES);
  const product = await pickProduct(request, sales);
  const buyer = await newVisitor(browser, baseURL!);
  await buyerLogin(buyer.page, BUYER, BUYER_NAME);
  await buyer.page.goto(`/en/product/${encodeURIComponent(product.P_Code)}`);
  const price = buyer.page.getByTestId('unit-1').getByTestId('price');
  await expect(price).toBeVisible();
  const before = amountOf(await price.textContent());
  expect(before).toBeGreaterThan(0);
  await expect(buyer.page.getByTestId('unit-1').getByTestId('price-was')).toHaveCount(0);

  const staff = await newVisitor(browser, baseURL!);
  await merchantLogin(staff.page, SALES);
  await staff.page.goto(`/en/merchant/product/${encodeURIComponent(product.P_Code)}/advanceprice`);
  await staff.page.getByLabel('Branch').selectOption('1001'); // sabai calls its centres branches, in the back office too
  // Start and end default to today (Bangkok).
  await staff.page.getByRole('button', { name: 'Add', exact: true }).click();
  const record = staff.page.getByTestId('advance-price');
  await expect(record).toHaveCount(1);
  await record.getByRole('link', { name: /^Prices of / }).first().click();
  const cheaper = Math.floor(Number(product.PRICE1) * 0.5);
  const inputs = staff.page.locator('input[inputmode="decimal"]');
  await expect(inputs).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) await inputs.nth(i).fill(String(cheaper));
  await shot(staff.page, 'e2e-4-advance-price-en');
  await staff.page.getByRole('button', { name: 'Save' }).click();
  await expect(staff.page).toHaveURL(/\/advanceprice$/);
  await expect(record).toContainText(cheaper.toFixed(2));

  // The storefront: the lower price inside its dates, the standard one struck through.
  await buyer.page.reload();
  await expect(buyer.page.getByTestId('unit-1').getByTestId('price-was')).toBeVisible();
  expect(amountOf(await price.textContent())).toBeLessThan(before);
  await expect(buyer.page.getByTestId('product-detail')).toContainText('Special price until');
  await shot(buyer.page, 'e2e-5-storefront-advance-price-en');
  await staff.context.close();
  await buyer.context.close();
});

test('ordering for a customer: the chip, an order recording both, logout back to the customer\'s profile', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const sales = await tokenOf(request, '/authen/user/login', SALES);
  const product = await pickProduct(request, sales);
  // The customer's server cart at 1001 starts empty (other specs use the same customer).
  const buyerToken = await tokenOf(request, '/authen/login', BUYER);
  const swapped = await api<{ jtoken: string }>(request, 'GET', '/authen/swapdc/1001', buyerToken);
  await request.delete('/api/cart?mode=sales', { headers: { Authorization: `Bearer ${swapped.jtoken}`, TenantId: 'sabai' } });

  const { context, page } = await newVisitor(browser, baseURL!);
  await merchantLogin(page, SALES);
  await page.goto('/en/merchant/customer/profile/SB0001');
  await page.getByTestId('customer-centre').filter({ hasText: '1001' }).getByRole('button', { name: 'Order for this customer' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('status').filter({ hasText: 'Ordering for' })).toHaveText(`Ordering for ${BUYER_NAME}`);
  // The floating chip sits above the page's content, not over its first line (the home's banner).
  const chip = (await page.getByRole('status').filter({ hasText: 'Ordering for' }).boundingBox())!;
  const contentTop = await page.locator('main').evaluate((m) => m.getBoundingClientRect().top + parseFloat(getComputedStyle(m).paddingTop));
  expect(chip.y + chip.height).toBeLessThanOrEqual(contentTop);
  await shot(page, 'e2e-6-ordering-for-en');

  await gotoHydrated(page, `/en/product/${encodeURIComponent(product.P_Code)}`);
  await page.getByTestId('stepper-1').getByRole('textbox').fill('2');
  await page.getByTestId('stepper-1').getByRole('textbox').press('Enter');
  await addToCartSynced(page);
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('go-checkout').click();
  await expect(page.getByTestId('checkout')).toBeVisible();
  // The chip stays off the checkout page.
  await expect(page.getByRole('status').filter({ hasText: 'Ordering for' })).toHaveCount(0);
  await page.getByTestId('pay-COD').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('payment-outcome')).toBeVisible();
  const orderId = (await page.getByTestId('payment-outcome').getByText(/^SO/).first().textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^SO/);

  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en\/merchant\/customer\/profile\/SB0001$/);
  await expect(page.getByTestId('customer-profile')).toBeVisible();

  await page.goto(`/en/merchant/order/${orderId}/1001`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await expect(page.getByText(`${BUYER_NAME} (SB0001)`)).toBeVisible();
  const more = page.locator('dl, [data-testid="facts"]').filter({ hasText: 'Ordered by salesperson' });
  await expect(more).toContainText('สมชาย ขายเก่ง (SB-S001)');
  await shot(page, 'e2e-7-order-for-customer-en');
  await context.close();
});

test('screenshots of the dashboard, an order and a product edit, Thai and English, desktop and phone', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const sales = await tokenOf(request, '/authen/user/login', SALES);
  const product = await pickProduct(request, sales);
  const orderId = await orderWithSlip(request, product.P_Code);
  for (const [lang, prefix] of [['th', ''], ['en', '/en']] as const) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const { context, page } = await newVisitor(browser, baseURL!, viewport);
      await merchantSignIn(request, context, baseURL!, 'sabai', SALES);
      const name = (screen: string) => `${screen}-${lang}-${viewport.width}`;
      await page.goto(`${prefix}/merchant`);
      await expect(page.getByTestId('chart-new-customers').locator('svg.recharts-surface')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('chart-top-sales').locator('svg.recharts-surface')).toBeVisible();
      await expectOneBarPerTopProduct(page);
      // The role is named in the page's language.
      if (viewport.width > 600) await expect(page.locator('header')).toContainText(lang === 'th' ? 'พนักงานขาย' : 'Salesman');
      await shot(page, name('dashboard'));
      await page.goto(`${prefix}/merchant/order/${orderId}/1001`);
      await expect(page.getByTestId('order-lines')).toContainText(product.P_Code);
      await shot(page, name('order-detail'));
      await page.goto(`${prefix}/merchant/order/${orderId}/1001/payment`);
      await expect(page.getByTestId('slip')).toBeVisible();
      await shot(page, name('order-payment'));
      await page.goto(`${prefix}/merchant/product/${encodeURIComponent(product.P_Code)}`);
      await expect(page.locator('form').first()).toBeVisible();
      await expect(page.getByText(product.P_Code).first()).toBeVisible();
      await shot(page, name('product-edit'));
      await context.close();
    }
  }
});
