import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, quietVisit } from './helpers';

/*
 * The home's banner carousel in real Chromium (docs/accessibility.md "Home banner carousel"): it does
 * not turn behind the start-up centre picker, turns once the picker is gone, and never by itself
 * when the visitor asked for reduced motion. Component-level rules: tests/web/buyer/banner-carousel.test.tsx.
 */
const slide = (page: Page) => page.locator('section[aria-roledescription="carousel"] [role="group"][aria-roledescription="slide"]');
/** One turn of the carousel (ROTATE_MS in src/web/buyer/home/use-carousel-rotation.ts). */
const TURN_MS = 5000;

/*
 * The page's timers run on Playwright's clock (installed before the first visit; between the moves
 * below it follows real time), so "longer than one turn" is the clock moved on 6.5 s, not 6.5 s
 * waited. The two frames after the move let React draw a slide a fired timer changed, so a check
 * that nothing turned reads the page after any turn would have shown.
 */
async function moveClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

test('the banners wait behind the start-up centre picker and turn once it is closed', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'tenantId', value: 'sabai', url: baseURL! }]);
  const page = await context.newPage();
  await page.clock.install();
  try {
    await gotoHydrated(page, '/en');
    const picker = page.getByTestId('centre-picker');
    await expect(picker).toBeVisible({ timeout: 15_000 });
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 of [2-9]/);
    // Longer than one turn (5 s): behind the modal nothing changes.
    await moveClock(page, 6500);
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 of /);
    await expect.poll(() => picker.evaluate((el) => el.contains(document.activeElement)), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await page.mouse.move(0, 0);
    // One turn on the moved clock; if the timer was set only after the move, real time turns it.
    await moveClock(page, TURN_MS);
    await expect(slide(page)).toHaveAttribute('aria-label', /^2 of /, { timeout: 8000 });
    await expect(page.locator('section[aria-roledescription="carousel"] [aria-live]')).toHaveAttribute('aria-live', 'off');
    // The pause button stops it for good.
    await page.getByRole('button', { name: 'Stop rotating banners' }).click({ timeout: 10_000 });
    await page.mouse.move(0, 0);
    await moveClock(page, 6500);
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
  await page.clock.install();
  try {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'เริ่มเลื่อนแบนเนอร์อัตโนมัติ' })).toBeVisible();
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 จาก [2-9]/);
    await moveClock(page, 6500);
    await expect(slide(page)).toHaveAttribute('aria-label', /^1 จาก /);
  } finally {
    await context.close();
  }
});
