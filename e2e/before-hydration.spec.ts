import { expect, test } from '@playwright/test';
import { quietVisit } from './helpers';

/*
 * A server-rendered page shows its controls before its JavaScript has hydrated them. What a person
 * types or taps in that time must be clearly refused (nothing appears), never taken by the bare
 * HTML and then silently dropped by hydration; once hydrated, the same controls work.
 * The app's scripts are held back until the test lets them go: a very slow phone.
 */
test('a first visit: a centre tapped in the server-drawn picker before hydration is chosen once the page hydrates', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }, { name: 'consent', value: 'Y', url: baseURL! }]);
  try {
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'commit' });
    const picker = page.getByTestId('centre-picker');
    await expect(picker).toBeVisible();
    await picker.getByTestId('centre-option').filter({ hasText: '1002' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(picker, 'nothing happens before hydration').toBeVisible();
    release();
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await expect(picker).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'dc')?.value).toBe('1002');
  } finally {
    await context.close();
  }
});

test('typing and tapping before hydration is refused, and works once the page has hydrated', async ({ page, context, baseURL }) => {
  await quietVisit(context, baseURL!);
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/product/1000001', { waitUntil: 'commit' });
  const search = page.locator('header input[aria-label="Search products"]').first();
  const quantity = page.getByTestId('stepper-1').getByRole('textbox');
  const more = page.getByTestId('stepper-1').getByRole('button', { name: /more/ });
  await expect(search).toBeVisible();
  await expect(quantity).toHaveValue('0');

  await search.click();
  await page.keyboard.type('chips');
  await more.click();
  await quantity.click();
  await page.keyboard.type('7');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(search, 'nothing typed before hydration appears').toHaveValue('');
  await expect(quantity).toHaveValue('0');

  release();
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  await more.click();
  await expect(quantity).toHaveValue('1');
  await search.click();
  await page.keyboard.type('chips');
  await expect(search).toHaveValue('chips');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/product\?p=chips/);
});
