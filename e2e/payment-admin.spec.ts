import { expect, test } from '@playwright/test';
import { gotoHydrated, merchantSignIn } from './helpers';

/*
 * The super admin's gateway settings and the payment reconciliation, as staff click them (issue 17):
 * save the 2C2P keys of a centre (the key is never shown again, only its last 4), see field errors,
 * test the sandbox connection offline; open the day's reconciliation and ask the gateway about one.
 */
test('gateway settings: secrets write-only, field errors, test connection', async ({ page, request, context, baseURL }) => {
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await gotoHydrated(page, '/en/admin/payments/gateways');
  await expect(page.getByRole('heading', { name: 'Payment gateways' })).toBeVisible();

  await page.getByLabel('For').selectOption('1002');
  await page.getByLabel('Gateway').selectOption('2c2p');
  await page.getByLabel('VI').check();
  await page.getByLabel('Merchant ID *').fill('JT04');
  await page.getByLabel('API address', { exact: true }).fill('ftp://wrong');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be an https:// address')).toBeVisible();
  await expect(page.getByText('is required')).toBeVisible();

  await page.getByLabel('API address', { exact: true }).fill('https://sandbox-pgw.2c2p.com');
  await page.getByLabel('Secret key *').fill('CD229682D3297390B9F66FF4020B758F4A5E625AF4992E5D75D311D6458B1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gateway settings saved')).toBeVisible();
  await expect(page.getByLabel('Secret key *')).toHaveValue('');
  await expect(page.getByLabel('Secret key *')).toHaveAttribute('placeholder', 'Set (ends …1234); type to replace');
  await expect(page.locator('body')).not.toContainText('CD229682D3297390');
});

// Session 5's full run never saw the result: the cookie bar (fixed, bottom left) lay over Save and
// "Test connection" of the short sandbox form, so the click was intercepted until the timeout. The
// bar now leaves room at the end of the page (CookieConsentDialog.tsx), as a person would scroll.
test('gateway settings: test connection of the shop-wide sandbox says Connected', async ({ page, request, context, baseURL }) => {
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await gotoHydrated(page, '/en/admin/payments/gateways');
  await page.getByLabel('For').selectOption('');
  await page.getByLabel('Gateway').selectOption('sandbox');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('gateway-test')).toContainText('Connected');
});

test('reconciliation: the day\'s gateway payments, ask the gateway about one, CSV', async ({ page, request, context, baseURL }) => {
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await gotoHydrated(page, '/en/merchant/payments/reconciliation');
  await expect(page.getByRole('heading', { name: 'Payment reconciliation' })).toBeVisible();
  await page.getByRole('button', { name: 'Check the whole day now' }).click();
  await expect(page.getByText(/^Checked \d+ payments/)).toBeVisible();
  const rows = page.getByTestId('recon-list').locator('li');
  if (await rows.count()) {
    await rows.first().getByRole('button', { name: 'Ask the gateway' }).click();
    await expect(page.getByText('Updated from the gateway')).toBeVisible();
  }
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
});
