import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, quietVisit } from './helpers';

/*
 * The home's banner carousel in real Chromium (docs/accessibility.md "Home banner carousel"): it does
 * not turn behind the start-up centre picker, turns once the picker is gone, and never by itself
 * when the visitor asked for reduced motion. Component-level rules: tests/web/buyer/banner-carousel.test.tsx.
 */
const slide = (page: Page) => page.locator('section[aria-roledescription="carousel"] [role="group"][aria-roledescription="slide"]');

test('the banners wait behind the start-up centre picker and turn once it is closed', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }]);
  const page = await context.newPage();
  try {
    await gotoHydrated(page, '/en');
    const picker = page.getByTestId('centre-picker');
    await expect(picker).toBeVisible({ timeout: 15_000 });
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 of [2-9]/);
    // Longer than one turn (5 s): behind the modal nothing changes.
    await page.waitForTimeout(6500);
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 of /);
    await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement)), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await page.mouse.move(0, 0);
    await expect(slide(page)).toHaveAttribute('aria-label', /^2 of /, { timeout: 8000 });
    await expect(page.locator('section[aria-roledescription="carousel"] [aria-live]')).toHaveAttribute('aria-live', 'off');
    // The pause button stops it for good.
    await page.getByRole('button', { name: 'Stop rotating banners' }).click({ timeout: 10_000 });
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6500);
    await expect(slide(page)).toHaveAttribute('aria-label', /^2 of /);
    await expect(page.locator('section[aria-roledescription="carousel"] [aria-live]')).toHaveAttribute('aria-live', 'polite');
  } finally {
    await context.close();
  }
});

test('with reduced motion the banners do not turn by themselves and the control offers to start', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await quietVisit(context, baseURL!);
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }]);
  const page = await context.newPage();
  try {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'เริ่มเลื่อนแบนเนอร์อัตโนมัติ' })).toBeVisible();
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 จาก [2-9]/);
    await page.waitForTimeout(6500);
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 จาก /);
  } finally {
    await context.close();
  }
});
