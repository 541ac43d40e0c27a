import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/** A first-time visitor of sabai's /en (no consent, no centre cookie) at `viewport`, until the centre picker shows. */
async function firstVisit(browser: Browser, baseURL: string, viewport: { width: number; height: number }, run: (page: Page, picker: Locator) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL }]);
  const page = await context.newPage();
  try {
    await gotoHydrated(page, '/en');
    const picker = page.getByTestId('centre-picker');
    await expect(picker).toBeVisible({ timeout: 15_000 });
    await run(page, picker);
  } finally {
    await context.close();
  }
}

// Issue 19 part 4: a first visit meets one modal layer at a time — the centre picker, then the cookie bar.
for (const width of [1280, 390]) {
  test(`first visit at ${width} px: the centre picker alone, then the cookie bar`, async ({ browser, baseURL }) => {
    await firstVisit(browser, baseURL!, { width, height: 800 }, async (page, picker) => {
      // The bar would open right after hydration: by now it would be over the picker.
      await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0);
      const option = picker.getByTestId('centre-option').first();
      // Nothing covers the options: the click lands on the option itself.
      await option.click({ trial: true, timeout: 5000 });
      await option.click();
      await expect(picker).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible({ timeout: 10_000 });
    });
  });
}

// Issue 19 part 1: a modal dialog keeps the keyboard inside and Escape closes it (real Chromium layout).
test('first visit by keyboard: Tab stays in the centre picker, Escape closes it', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  await firstVisit(browser, baseURL!, { width: 390, height: 844 }, async (page, picker) => {
    await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const stops = await picker.evaluate((el) => el.querySelectorAll('button:not([disabled]), input, a[href]').length);
    // Round the dialog and past its ends, forwards then backwards: untrapped, focus would be on the page behind.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < stops + 2; i++) await page.keyboard.press(key);
      expect(await picker.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  });
});
