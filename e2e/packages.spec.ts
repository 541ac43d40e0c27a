import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, gotoHydrated, json, merchantSignIn, quietVisit, shots } from './helpers';

/*
 * Prepaid packages (issue 16, docs/packages.md): staff define a package for centre 1001; the
 * customer buys it on /my-package, puts a covered product in the cart, ticks "Use my package
 * balance" at checkout, places the order, and sees the lower balance and the draw in the
 * package's history; staff see who holds it. Screenshots in /tmp/shots-packages (th and en, 390 and 1280 px).
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-packages';


test('a customer buys a package, draws it down at checkout and sees the balance; staff see the holder', async ({ page, context, baseURL, request, browser }) => {
  test.setTimeout(180_000);
  const login = await json<{ jtoken: string }>(await request.post('/authen/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: '0810000001', password: DEMO_PASSWORD } }), 'login');
  const swapped = await json<{ jtoken: string }>(await request.get('/authen/swapdc/1001', { headers: { Authorization: `Bearer ${login.jtoken}` } }), 'swapdc');
  const auth = { Authorization: `Bearer ${swapped.jtoken}` };
  for (const mode of ['sales', 'redeem']) await request.delete(`/api/cart?mode=${mode}`, { headers: auth });
  const items = await json<{ Data: { P_Code: string; Stock: { StockAvailable: number } | null }[] }>(await request.post('/api/products/items', { headers: auth, data: { Take: 24 } }), 'products');
  const product = items.Data.find((x) => !x.Stock || x.Stock.StockAvailable >= 50)!.P_Code;

  // Staff define the package (the back-office form is exercised in the browser below for the holder list).
  const staffLogin = await json<{ token: string }>(await request.post('/authen/user/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: '0890000002', password: DEMO_PASSWORD } }), 'staff');
  const pkg = await json<{ PackageCode: string }>(await request.post('/api/merchant/packages', {
    headers: { Authorization: `Bearer ${staffLogin.token}` },
    data: { saleUnit: '1001', name: 'แพ็กทดสอบ e2e', nameEn: 'E2E pack', price: 199, validDays: 30, items: [{ P_Code: product, Quantity: 100 }] },
  }), 'package');

  await quietVisit(context, baseURL!);
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }, { name: 'token', value: swapped.jtoken, url: baseURL! }]);
  await context.addInitScript((u) => window.localStorage.setItem('talad.user', u), JSON.stringify(swapped));

  // Buy it on /my-package (cash on delivery).
  await page.goto('/en/my-package');
  await expect(page.getByTestId('packages-empty')).toBeVisible();
  const card = page.getByTestId('package-on-sale').filter({ hasText: 'E2E pack' });
  await card.getByTestId('package-buy').click();
  const mine = page.getByTestId('my-package').filter({ hasText: 'E2E pack' });
  await expect(mine.getByTestId('package-remaining')).toHaveText(/^100 of 100 [a-z]+ left$/);
  await expect(mine.getByTestId('package-status')).toHaveText('Active');

  // A covered product in the cart; checkout offers the balance; the order draws it.
  await gotoHydrated(page, `/en/product/${product}`);
  await page.getByTestId('stepper-1').getByRole('textbox').fill('3');
  await page.getByTestId('stepper-1').getByRole('textbox').press('Enter');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/en/cart');
  await page.getByTestId('go-checkout').click();
  await expect(page.getByTestId('checkout-package')).toBeVisible();
  const before = await page.getByTestId('quote-total').textContent();
  await page.getByTestId('use-package').check();
  await expect(page.getByTestId('quote-package-discount')).toBeVisible();
  await expect(page.getByTestId('quote-total')).not.toHaveText(before ?? '');
  await page.screenshot({ path: `${SHOTS}/checkout-en-1280.png`, fullPage: true });
  await page.getByTestId('place-order').click();
  await expect(page).not.toHaveURL(/checkout/);

  // The balance went down by what the order drew; the history names the order.
  const holdings = await json<{ Data: { HoldingCode: string; PackageCode: string; Items: { Remaining: number }[] }[] }>(await request.get('/api/my-packages', { headers: auth }), 'my packages');
  const holding = holdings.Data.find((h) => h.PackageCode === pkg.PackageCode)!;
  const left = holding.Items[0].Remaining;
  expect(left).toBeLessThan(100);
  await page.goto('/en/my-package');
  await expect(mine.getByTestId('package-remaining')).toHaveText(new RegExp(`^${left} of 100 [a-z]+ left$`));
  await mine.click();
  await expect(page.getByTestId('package-detail')).toBeVisible();
  await expect(page.getByTestId('package-history-row')).toHaveCount(2);
  await expect(page.getByTestId('package-history-row').nth(1)).toContainText(`Used ${100 - left}`);
  await shots(page, SHOTS, `/my-package/${holding.HoldingCode}`, 'detail');
  await shots(page, SHOTS, '/my-package', 'list');

  // Staff see who holds what.
  const staff = await browser.newContext();
  await quietVisit(staff, baseURL!);
  await merchantSignIn(request, staff, baseURL!, 'sabai', '0890000002');
  const back = await staff.newPage();
  await back.goto('/en/merchant/packages');
  await expect(back.getByTestId('package-holder').filter({ hasText: holding.HoldingCode })).toContainText(new RegExp(`: ${left}/100 [a-z]+`));
  await shots(back, SHOTS, '/merchant/packages', 'merchant');
  await staff.close();
});
