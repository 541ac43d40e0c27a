import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, merchantSignIn, quietVisit } from './helpers';

/*
 * Content pages (docs/content.md) in Chromium against the real server: a super admin writes the
 * FAQ in Thai and English with the rich-text editor, previews and publishes it, and a buyer reads
 * it in both languages; a new PDPA version brings the consent prompt back to a customer who had
 * answered the old one.
 */
const SHOTS = 'test-results/shots';
const stamp = Date.now().toString().slice(-6);

async function customerSession(request: APIRequestContext, context: BrowserContext, baseURL: string, mobileNo: string) {
  const res = await request.post(`${baseURL}/authen/login`, { headers: { TenantId: 'sabai' }, data: { mobileNo, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { jtoken, user } = (await res.json()) as { jtoken: string; user: { CUSTOMERCODE: string } };
  await context.addCookies([{ name: 'token', value: jtoken, url: baseURL }, { name: 'tenantId', value: 'sabai', url: baseURL }]);
  await context.addInitScript((u) => window.localStorage.setItem('talad.user', u), JSON.stringify({ ...user, jtoken }));
  return { jtoken, user };
}

test('a super admin writes the FAQ in Thai and English, previews and publishes it; a buyer reads it', async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await page.goto('/en/admin/contents?page=FAQ_001');
  await expect(page.getByRole('heading', { name: 'Content pages' })).toBeVisible();

  await page.getByTestId('content-title-th').fill(`คำถามที่พบบ่อย ${stamp}`);
  const th = page.getByTestId('content-body-th');
  await th.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`สั่งขั้นต่ำเท่าไร ${stamp}`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('ไม่มีขั้นต่ำ');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByTestId('content-title-en').fill(`Frequently asked questions ${stamp}`);
  const en = page.getByTestId('content-body-en');
  await en.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`What is the minimum order ${stamp}?`);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('There is none');

  await page.getByTestId('content-preview').click();
  const preview = page.getByTestId('content-preview-panel');
  await expect(preview.locator('article[lang="th"] strong')).toHaveText('ไม่มีขั้นต่ำ');
  await expect(preview.locator('article[lang="en"] strong')).toHaveText('There is none');
  await page.screenshot({ path: `${SHOTS}/content-editor-en-1280.png`, fullPage: true });

  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('content-version').first()).toHaveAttribute('data-status', 'published');

  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await quietVisit(buyerContext, baseURL!);
  const buyer = await buyerContext.newPage();
  await buyer.goto('/news?code=FAQ_001');
  await expect(buyer.getByRole('heading', { name: `คำถามที่พบบ่อย ${stamp}` })).toBeVisible();
  await expect(buyer.getByTestId('rich-text').locator('strong')).toHaveText('ไม่มีขั้นต่ำ');
  await buyer.screenshot({ path: `${SHOTS}/content-faq-th-390.png`, fullPage: true });
  await buyer.goto('/en/news?code=FAQ_001');
  await expect(buyer.getByRole('heading', { name: `Frequently asked questions ${stamp}` })).toBeVisible();
  await expect(buyer.getByTestId('rich-text')).toContainText(`What is the minimum order ${stamp}?`);
  await buyer.goto('/en/cms/content');
  await expect(buyer.getByTestId('cms-page').filter({ hasText: `Frequently asked questions ${stamp}` })).toBeVisible();
  await buyer.screenshot({ path: `${SHOTS}/content-cms-en-390.png`, fullPage: true });
  await buyerContext.close();
});

test('a new PDPA version asks a customer who answered the old one again', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  await quietVisit(context, baseURL!);
  const { jtoken, user } = await customerSession(request, context, baseURL!, '0810000002');
  const policy = await (await request.get(`${baseURL}/api/contents/pdpa`, { headers: { TenantId: 'sabai' } })).json() as { Version: string };
  const first = await request.post(`${baseURL}/MASTER_DATA_MANAGEMENT/SaveVersionPDPA`, { headers: { Authorization: `Bearer ${jtoken}` }, data: { Customer_Id: user.CUSTOMERCODE, SaleUnit: '1001', Type: true, Version: policy.Version } });
  expect(first.ok()).toBe(true);

  // The prompt is decided by api/Customers/pdpa: wait for its answer before saying it stayed away.
  const asked = page.waitForResponse((r) => r.url().includes('/api/Customers/pdpa'));
  await page.goto('/');
  expect(((await (await asked).json()) as { Ask: boolean }).Ask).toBe(false);
  await expect(page.getByTestId('pdpa-reconsent')).toHaveCount(0);

  // The super admin publishes a new PDPA version (through the API the editor uses).
  const admin = await request.post(`${baseURL}/authen/user/login`, { headers: { TenantId: 'sabai' }, data: { mobileNo: '0890000001', password: DEMO_PASSWORD } });
  const { token } = (await admin.json()) as { token: string };
  const draft = await request.post(`${baseURL}/api/merchant/admin/contents/pdpa/versions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { TitleTh: 'นโยบาย PDPA ฉบับปรับปรุง', TitleEn: 'PDPA policy (revised)', BodyTh: `<p>ฉบับปรับปรุง ${stamp}</p>`, BodyEn: `<p>Revised ${stamp}</p>` },
  });
  expect(draft.ok()).toBe(true);
  const { Data } = (await draft.json()) as { Data: { Version: number } };
  expect((await request.post(`${baseURL}/api/merchant/admin/contents/pdpa/versions/${Data.Version}/publish`, { headers: { Authorization: `Bearer ${token}` }, data: {} })).ok()).toBe(true);

  await page.goto('/');
  const dialog = page.getByTestId('pdpa-reconsent');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(String(Data.Version));
  await page.screenshot({ path: `${SHOTS}/pdpa-reconsent-th-1280.png` });
  await page.goto('/en/');
  await expect(dialog).toContainText('Our personal data policy has changed');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/pdpa-reconsent-en-390.png` });
  await dialog.getByTestId('pdpa-reconsent-accept').click();
  await expect(dialog).toHaveCount(0);
  const state = await (await request.get(`${baseURL}/api/Customers/pdpa`, { headers: { Authorization: `Bearer ${jtoken}` } })).json() as { Ask: boolean; Data: { Version: string; Accepted: boolean } };
  expect(state).toMatchObject({ Ask: false, Data: { Version: String(Data.Version), Accepted: true } });
  const again = page.waitForResponse((r) => r.url().includes('/api/Customers/pdpa'));
  await page.reload();
  expect(((await (await again).json()) as { Ask: boolean }).Ask).toBe(false);
  await expect(dialog).toHaveCount(0);
});

test('a super admin reads /test, the release notes and the PDPA decisions', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await page.goto('/test');
  await expect(page.locator('[data-id="database"]')).toHaveAttribute('data-ok', 'Y');
  await expect(page.locator('[data-id="live"]')).toHaveAttribute('data-ok', 'Y');
  await expect(page.locator('[data-id="tenant:sabai"]')).toHaveAttribute('data-ok', 'Y');
  await page.getByTestId('diag-providers').click();
  await expect(page.getByTestId('diag-provider-table').locator('[data-id="sms"]')).toHaveAttribute('data-ok', 'Y');
  await page.screenshot({ path: `${SHOTS}/diagnostics-th-1280.png`, fullPage: true });

  await page.goto('/en/release/notes');
  await expect(page.getByTestId('release').first().getByRole('heading', { level: 2 })).toContainText('Unreleased');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/release-notes-en-390.png` });
  await page.goto('/en/release/notes/api');
  await expect(page.getByTestId('api-added')).toContainText('/api/merchant/admin/contents/{pageId}/versions');
  await page.screenshot({ path: `${SHOTS}/release-api-en-390.png` });

  await page.goto('/admin/contents?page=pdpa');
  await page.getByRole('tab', { name: 'ใครยอมรับเวอร์ชันใด' }).click();
  await expect(page.getByTestId('pdpa-consent-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pdpa-consents-th-390.png`, fullPage: true });
});
