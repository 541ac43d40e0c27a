import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, merchantSignIn, beforePicture } from './helpers';

/*
 * Card payments through the local sandbox gateway in real Chromium against the real server
 * (issue 17): the buyer picks "Credit card" at checkout, pays on the sandbox's hosted page and comes
 * back to the gateway return page, which shows what the server settled from the signed
 * notification (never from the redirect); decline then retry; abandon and see the expiry message
 * after the server clock moves (TEST_CLOCK); staff see the attempts in the back office.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-payments';

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function buyerSignIn(page: Page, context: BrowserContext, baseURL: string): Promise<string> {
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL },
    { name: 'tenantId', value: 'sabai', url: baseURL },
    { name: 'dc', value: '1001', url: baseURL },
  ]);
  const res = await page.request.post('/authen/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: '0810000001', password: DEMO_PASSWORD } });
  const { jtoken, user } = (await res.json()) as { jtoken: string; user: Record<string, unknown> };
  await context.addCookies([{ name: 'token', value: jtoken, url: baseURL }]);
  await context.addInitScript((u) => window.localStorage.setItem('talad.user', u), JSON.stringify({ ...user, jtoken }));
  return jtoken;
}

/** One product in stock, alone in the cart (selected), so checkout has something to pay. */
async function cartWithOneProduct(request: APIRequestContext, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  await request.delete('/api/cart?mode=sales', { headers: auth });
  const items = (await (await request.post('/api/products/items', { headers: auth, data: { Take: 24 } })).json()) as { Data: { P_Code: string; Stock: { StockAvailable: number } | null }[] };
  const p = items.Data.find((x) => !x.Stock || x.Stock.StockAvailable >= 5)!;
  const put = await request.put('/api/cart/lines', { headers: auth, data: { P_Code: p.P_Code, qty1: 2, qty2: 0, qty3: 0 } });
  expect(put.status()).toBe(200);
}

async function checkoutByCard(page: Page): Promise<void> {
  await page.goto('/en/checkout/adv');
  await expect(page.getByTestId('checkout')).toBeVisible();
  await page.getByTestId('pay-CREDIT_CARD').click();
  await expect(page.getByTestId('pay-CREDIT_CARD')).toContainText('Credit card');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('pay by card through the sandbox: approve, then the order is paid in history and in the back office', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const token = await buyerSignIn(page, context, baseURL!);
  await cartWithOneProduct(page.request, token);
  await checkoutByCard(page);
  const orderId = (await page.getByTestId('sandbox-order').textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^SO\d+/);
  await shot(page, 'pay-1-sandbox-page');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'pay-1-sandbox-page-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('sandbox-approve').click();

  // Back on our return page: it shows what the server settled (the notification runs through the job queue).
  await expect(page).toHaveURL(new RegExp(`/payment/kbank/callback/sandbox/1001\\?orderid=${orderId}&status=success`));
  await expect(page.getByTestId('outcome-title')).toHaveAttribute('data-kind', 'success', { timeout: 30_000 });
  await expect(page.getByTestId('outcome-status')).toContainText('Order placed');
  await shot(page, 'pay-2-return-success');

  await page.goto('/en/history');
  const row = page.getByTestId('history-order').filter({ hasText: orderId });
  await expect(row.getByTestId('order-status')).toHaveText('Order placed');

  // The back office: the payment view lists the attempt, paid, with the gateway's notification.
  await merchantSignIn(page.request, context, baseURL!, 'sabai', '0890000001');
  await page.goto(`/en/merchant/order/${orderId}/1001/payment`);
  await expect(page.getByTestId('payment-state')).toContainText('Paid');
  await expect(page.getByTestId('gateway-attempt')).toHaveCount(1);
  await expect(page.getByTestId('gateway-attempt')).toContainText('sandbox');
  await expect(page.getByTestId('gateway-event').first()).toHaveAttribute('data-outcome', 'settled');
  await shot(page, 'pay-3-backoffice');

  // Staff refund a part of it: checked, confirmed, then the refund row and what is left to refund.
  const refundable = page.getByTestId('gateway-refundable');
  const before = Number((await refundable.textContent())!.replace(/[^0-9.]/g, ''));
  expect(before).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Refund an amount' }).click();
  await page.getByLabel('Amount to refund (baht)').fill('10.25');
  await page.getByLabel('Reason').fill('one box damaged');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Refund ฿10.25' }).click();
  await expect(page.getByTestId('gateway-refund-row')).toHaveCount(1);
  await expect(page.getByTestId('gateway-refund-row')).toContainText('one box damaged');
  await expect(page.getByTestId('gateway-refund-row')).toContainText('Refunded');
  await expect(refundable).toHaveText(`Refundable: ฿${(before - 10.25).toFixed(2)}`);
  await shot(page, 'pay-4-part-refund');
});

test('decline and retry; abandon and see the expiry message', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const token = await buyerSignIn(page, context, baseURL!);
  await cartWithOneProduct(page.request, token);
  await checkoutByCard(page);
  const orderId = (await page.getByTestId('sandbox-order').textContent())?.trim() ?? '';
  await page.getByTestId('sandbox-decline').click();
  await expect(page.getByTestId('outcome-title')).toHaveAttribute('data-kind', 'failed');
  await expect(page.getByRole('alert')).toHaveText(`Payment cannot be process properly. (${orderId})`);
  await shot(page, 'pay-4-declined');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'pay-4-declined-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  // Pay again: a new attempt on the sandbox page, approved this time.
  await page.getByTestId('gateway-retry').click();
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
  expect((await page.getByTestId('sandbox-order').textContent())?.trim()).toBe(orderId);
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('outcome-title')).toHaveAttribute('data-kind', 'success', { timeout: 30_000 });

  // Abandon: the page waits for the bank; once the attempt's 15 minutes pass, the spec's message.
  await cartWithOneProduct(page.request, token);
  await checkoutByCard(page);
  const abandoned = (await page.getByTestId('sandbox-order').textContent())?.trim() ?? '';
  await page.getByTestId('sandbox-abandon').click();
  await expect(page.getByTestId('outcome-title')).toHaveAttribute('data-kind', 'pending');
  const moved = await page.request.post('/api/dev/clock', { data: { advanceMs: 16 * 60_000, drain: true } });
  expect(moved.status()).toBe(200);
  await expect(page.getByTestId('outcome-title')).toHaveAttribute('data-kind', 'failed', { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(`Payment cannot be process properly. (${abandoned})`);
  await page.goto(page.url().replace('/en/', '/'));
  await expect(page.getByRole('alert')).toHaveText(`ไม่สามารถดำเนินการชำระเงินได้ (${abandoned})`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'pay-5-expired-th');

  // Left unpaid, the order's own page offers Pay: a new attempt on the sandbox's page for that order.
  await page.goto(`/history/${abandoned}/1001`);
  await page.getByTestId('pay-now').click();
  await expect(page.getByTestId('sandbox-approve')).toBeVisible();
  expect((await page.getByTestId('sandbox-order').textContent())?.trim()).toBe(abandoned);
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('outcome-title')).toHaveAttribute('data-kind', 'success', { timeout: 30_000 });
});
