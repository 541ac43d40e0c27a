import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addToCartSynced, gotoHydrated, beforePicture } from './helpers';

/*
 * Loyalty in real Chromium against the real server (issue 11): a customer sees points, tier
 * progress and expiring-soon with the history tabs, exchanges points for a voucher and uses it at
 * checkout through the coupon box; Thai and English. Screenshots in /tmp/shots-loyalty.
 */
const PASSWORD = 'demo1234';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-loyalty';
const WATER = 'น้ำดื่มธาราใส 350 มล.';

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL },
    { name: 'tenantId', value: 'sabai', url: baseURL },
    { name: 'dc', value: '1001', url: baseURL },
  ]);
  await page.goto('/en/login');
  await page.getByLabel('Mobile number').fill('0810000002');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('button', { name: /My Account/ })).toContainText('เจริญผล');
}

test('points, tier progress and expiring soon; exchange a voucher and use it at checkout (en, th)', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, context, baseURL!);

  await page.goto('/en/crm/points');
  await expect(page.getByTestId('points-balance')).toContainText('580');
  await expect(page.getByTestId('points-expiring')).toContainText('80');
  await expect(page.getByTestId('points-closest-expiry')).toBeVisible();
  await expect(page.getByTestId('tier-name')).toHaveText('Member');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('tier-next')).toContainText('Silver');
  await expect(page.getByTestId('ledger-entry')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.getByText('No coins history yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByTestId('ledger-entry')).toHaveCount(2);
  await shot(page, 'loyalty-1-points-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/crm/points');
  await expect(page.getByTestId('points-summary')).toContainText('เหรียญคงเหลือ');
  await expect(page.getByRole('tab', { name: 'ทั้งหมด' })).toBeVisible();
  await shot(page, 'loyalty-2-points-th-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Exchange 200 points for '50 baht off'.
  await page.goto('/en/voucher/points');
  const card = page.getByTestId('catalog-voucher').filter({ hasText: '50 baht off' });
  await card.getByRole('button', { name: /Exchange for 200/ }).click();
  await expect(page.getByTestId('exchange-done')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toContainText('380');
  await shot(page, 'loyalty-3-exchange-en');
  await page.goto('/en/voucher/coupon');
  const voucher = page.getByTestId('voucher-card').filter({ hasText: '50 baht off' });
  await expect(voucher).toHaveCount(1);
  const code = ((await voucher.getByTestId('voucher-code').textContent()) ?? '').replace(/^Code\s*/i, '').trim();
  expect(code).toMatch(/^V1-SB0002-/);

  // Use it at checkout: 6 packs of water are over the 300 baht minimum.
  await gotoHydrated(page, '/en/product?p=' + encodeURIComponent(WATER));
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await page.getByTestId('stepper-1').getByRole('textbox').fill('0');
  await page.getByTestId('stepper-2').getByRole('textbox').fill('6');
  await page.getByTestId('stepper-2').getByRole('textbox').press('Enter');
  await addToCartSynced(page);
  await page.goto('/en/cart');
  await page.getByTestId('go-checkout').click();
  await page.getByTestId('coupon-input').fill(code);
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('applied-coupon')).toHaveText(code);
  await expect(page.getByTestId('quote-coupon-discount')).toContainText('฿50.00');
  await page.getByTestId('pay-BANK').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('upload-slip')).toBeVisible();

  await page.goto('/en/voucher/coupon');
  await page.getByRole('tab', { name: 'Used' }).click();
  await expect(page.getByTestId('voucher-card').filter({ hasText: code })).toContainText('Used on order SO');
  await shot(page, 'loyalty-4-wallet-used-en');
  await page.goto('/en/crm/points');
  await page.getByRole('tab', { name: 'Paid' }).click();
  await expect(page.getByTestId('ledger-entry')).toHaveCount(1);
  await expect(page.getByTestId('ledger-entry')).toContainText('Exchanged for a voucher');
  await page.goto('/voucher/points');
  await expect(page.getByTestId('voucher-exchange')).toContainText('แลกเหรียญเป็นบัตรกำนัล');
  await shot(page, 'loyalty-5-exchange-th');
});
