import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { gotoHydrated, merchantSignIn, newVisitor, quietVisit } from './helpers';

/*
 * Banners and news (docs/content.md) in Chromium against the real server: a super admin adds a
 * home banner in Thai and English, is told about a bad link in the page's language, gives the
 * banner its own English picture, and buyers see it first on the home page with the picture of
 * their language. The banner is switched off at the end so the other specs see the seeded home.
 */
const SHOTS = 'test-results/shots';
const stamp = Date.now().toString().slice(-6);

/** A 1200×400 picture of one colour (a real PNG: the server checks pictures by content). */
const picture = (r: number, g: number, b: number) => sharp({ create: { width: 1200, height: 400, channels: 3, background: { r, g, b } } }).png().toBuffer();

test('a super admin adds a banner with an English picture; buyers see it first in their language', async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(150_000);
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/en/admin/news');
  await expect(page.getByRole('heading', { name: 'Banners and news', level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-item-BANNER_OFF')).toHaveAttribute('data-state', 'off');

  await page.getByTestId('news-add').click();
  // The empty form replaces the first banner's once the URL says ?code=new: typing before that
  // went into the first banner's fields, which the new form then replaced (a CI failure).
  await expect(page.getByRole('heading', { name: 'New banner', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Title (Thai)')).toHaveValue('');
  await page.getByLabel('Title (Thai)').fill(`ลดราคาปลายปี ${stamp}`);
  await page.getByLabel('Title (English)').fill(`Year-end sale ${stamp}`);
  await page.getByLabel('Link when tapped').fill('javascript:alert(1)');
  await page.getByLabel('Order (smaller first)').fill('1');
  await page.getByTestId('news-save').click();
  await expect(page.getByText('Use a page of this shop starting with / or an https:// address.')).toBeVisible();
  await page.getByLabel('Link when tapped').fill('/promotion');
  await page.getByTestId('news-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Created. You can add its pictures now.' })).toBeVisible();
  const created = page.locator('[data-testid^="news-item-BANNER_"][aria-current="page"]');
  await expect(created).toContainText(`Year-end sale ${stamp}`);
  await expect(created).toHaveAttribute('data-state', 'live');
  const code = (await created.getAttribute('data-testid'))!.replace('news-item-', '');

  // A file named .png that is not a picture is refused by its content.
  await page.getByTestId('news-upload-en').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
  await expect(page.getByTestId('news-picture-en').getByRole('status')).toHaveText('This file is not a JPEG, PNG or WebP picture of 5 MB or less.');
  await page.getByTestId('news-upload-th').setInputFiles({ name: 'th.png', mimeType: 'image/png', buffer: await picture(200, 30, 30) });
  await expect(page.getByTestId('news-picture-th').getByRole('status')).toHaveText('Picture saved.');
  await page.getByTestId('news-upload-en').setInputFiles({ name: 'en.png', mimeType: 'image/png', buffer: await picture(30, 30, 200) });
  await expect(page.getByTestId('news-picture-en').getByRole('status')).toHaveText('Picture saved.');
  await expect(page.getByTestId('news-picture-en').getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await expect(page.getByTestId('news-picture-en').locator('img')).toHaveAttribute('src', /^\/api\/merchant\/public\/image\/sabai\/[0-9a-f-]{36}\?w=/);
  await page.screenshot({ path: `${SHOTS}/news-admin-en-1280.png`, fullPage: true });

  const [thUrl, enUrl] = await Promise.all(['th', 'en'].map(async (lang) => (await page.getByTestId(`news-picture-${lang}`).locator('img').getAttribute('src'))!.split('?')[0]));
  expect(thUrl).toMatch(/^\/api\/merchant\/public\/image\/sabai\/[0-9a-f-]{36}$/);
  expect(enUrl).not.toBe(thUrl);

  // Buyers: the new banner is first (order 1), with the picture of the page's language.
  for (const [path, url, alt] of [['/en', enUrl, `Year-end sale ${stamp}`], ['/', thUrl, `ลดราคาปลายปี ${stamp}`]] as const) {
    const { context: buyerContext, page: buyer } = await newVisitor(browser, baseURL!, { width: 390, height: 844 });
    await gotoHydrated(buyer, path);
    const banner = buyer.getByTestId('home-banners').getByRole('img', { name: alt });
    await expect(banner).toHaveAttribute('src', `${url}?w=960`);
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await buyer.screenshot({ path: `${SHOTS}/news-banner${path === '/en' ? '-en' : '-th'}-390.png` });
    await buyerContext.close();
  }

  // Thai back office, phone width, then switch the banner off: buyers no longer see it.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/admin/news?type=B&code=${code}`);
  await expect(page.getByRole('heading', { name: 'แบนเนอร์และข่าวสาร', level: 1 })).toBeVisible();
  await page.getByRole('switch', { name: 'แสดงให้ผู้ซื้อเห็น' }).click();
  await page.getByTestId('news-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกแล้ว' })).toBeVisible();
  await expect(page.getByTestId(`news-item-${code}`)).toHaveAttribute('data-state', 'off');
  await page.screenshot({ path: `${SHOTS}/news-admin-th-390.png`, fullPage: true });
  const { context: lateContext, page: late } = await newVisitor(browser, baseURL!);
  await gotoHydrated(late, '/en');
  await expect(late.getByTestId('home-banners').getByRole('img').first()).not.toHaveAttribute('alt', `Year-end sale ${stamp}`);
  await lateContext.close();
});
