import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, settle } from './helpers';

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

// A first visit on a slow phone-class CPU (CDP throttling ×6): the home stays on screen while the
// start-up picker opens above it, and Escape closes the picker onto that same page with the
// guest's centre in effect. It used to go blank with the loading bar for seconds: the home's blocks
// were still lazy when hydration committed, and the centre list arriving then made React drop the
// server HTML (Escape only uncovered it).
for (const { path, width, heading } of [
  { path: '/en', width: 1280, heading: 'Promotion products' },
  { path: '/', width: 390, heading: 'สินค้าโปรโมชั่น' },
]) {
  test(`first visit at ${width} px (${path}) on a slow CPU: Escape on the start-up picker leaves the home on screen, no loading bar`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }]);
    // From the first byte on: every moment the server-rendered home was gone from <main> or a loading bar showed.
    await context.addInitScript(() => {
      const blank: string[] = [];
      (window as unknown as { __blank: string[] }).__blank = blank;
      let shown = false;
      const check = () => {
        const text = document.querySelector('main')?.textContent?.trim() ?? '';
        if (text) shown = true;
        if (!shown) return;
        const at = `${Math.round(performance.now())} ms`;
        if (!text) blank.push(`home gone at ${at}`);
        if (document.querySelector('[role="progressbar"][aria-busy="true"]')) blank.push(`loading bar at ${at}`);
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(path);
      const picker = page.getByTestId('centre-picker');
      await expect(picker).toBeVisible({ timeout: 90_000 });
      await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement)), { timeout: 15_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await settle(page, 1000, 60_000);
      const blank = await page.evaluate(() => (window as unknown as { __blank: string[] }).__blank);
      expect(blank.slice(0, 5), 'the home went blank').toEqual([]);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      // A centre is in effect: the guest's own (the first centre), remembered so the picker stays away.
      const dc = (await context.cookies()).find((c) => c.name === 'dc');
      expect(dc?.value).toBe('1001');
    } finally {
      await context.close();
    }
  });
}
