import { expect, test } from '@playwright/test';
import { merchantSignIn, quietVisit } from './helpers';

/*
 * Super-admin migration tools in Chromium against the real server (issue 5 item 9): a CSV with two
 * bad rows is checked (bad rows by line and reason), the good rows imported, the new customers
 * found in the customer list; a salesperson's token is refused by the import endpoint.
 */

const stamp = Date.now().toString().slice(-6);
const code = (n: number) => `E2E${stamp}${n}`;
const mobile = (n: number) => `089${stamp}${n}`;
const CSV = [
  'CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT,PRICELEVEL,TAGS',
  `${code(1)},ร้านทดสอบหนึ่ง,${mobile(1)},1001,2,"pilot,north"`,
  `${code(2)},Test Shop Two,${mobile(2)},1002,,`,
  `${code(3)},,${mobile(3)},1001,,`,
  `${code(4)},Test Shop Four,12345,1001,,`,
  `${code(5)},Test Shop Five,${mobile(5)},1001,,`,
].join('\n');
const SHOTS = 'test-results/shots';

test('a super admin checks a CSV, sees the two bad rows by line, imports the good ones and finds them', async ({ page, context, request, baseURL }) => {
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await page.goto('/en/merchant/migration/create-profile-crm');
  await expect(page.getByRole('heading', { name: 'Migrate CRM profiles' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: 'crm.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();

  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('Rows with problems');
  const bad = page.getByTestId('bad-rows').locator('tbody tr');
  await expect(bad).toHaveCount(2);
  // Line, field and reason each in its own cell, exactly (a '4' somewhere in the row is not enough).
  await expect(bad.nth(0).locator('td')).toHaveText(['4', 'CUSTOMERNAME', /is required/]);
  await expect(bad.nth(1).locator('td').first()).toHaveText('5');
  await expect(bad.nth(1).locator('td').nth(2)).toContainText('must be 10 digits starting with 0');
  await page.screenshot({ path: `${SHOTS}/migration-check-en-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Import 3 good rows' }).click();
  await expect(summary).toContainText('Import result');
  await expect(summary.getByText('Imported', { exact: true })).toBeVisible();
  await expect(page.getByTestId('bad-rows').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByText('crm.csv').last()).toBeVisible(); // in the recent imports

  await summary.getByRole('link', { name: 'Open customers' }).click();
  await expect(page).toHaveURL(/\/en\/merchant\/customer$/);
  await page.getByRole('searchbox').fill(`E2E${stamp}`);
  for (const n of [1, 2, 5]) await expect(page.getByText(code(n)).first()).toBeVisible();
  await expect(page.getByText(code(3))).toHaveCount(0);
});

test('a salesperson gets 403 from the import endpoints; nobody 401', async ({ request, baseURL }) => {
  const login = await request.post(`${baseURL}/authen/user/login`, { headers: { TenantId: 'sabai' }, data: { mobileNo: '0890000002', password: 'demo1234' } });
  const { token } = (await login.json()) as { token: string };
  for (const path of ['customers/import', 'customers/validate', 'customers/jobs', 'transfers/import']) {
    const res = await request.post(`${baseURL}/api/merchant/migration/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
    });
    expect(res.status(), path).toBe(403);
  }
  const anonymous = await request.post(`${baseURL}/api/merchant/migration/customers/import`, { headers: { TenantId: 'sabai' }, multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } } });
  expect(anonymous.status()).toBe(401);
});

test('the tool pages read well in Thai and English, on a phone and a desktop', async ({ page, context, request, baseURL }) => {
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    for (const [prefix, lang] of [['', 'th'], ['/en', 'en']] as const) {
      await page.goto(`${prefix}/merchant/migration/create-profile-crm-async`);
      await page.getByTestId('import-file').setInputFiles({ name: 'crm.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV.replaceAll('E2E', 'ASY').replaceAll(',089', ',088'), 'utf8') });
      await page.getByRole('button', { name: lang === 'en' ? 'Check file (dry run)' : 'ตรวจไฟล์ (ยังไม่บันทึก)' }).click();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expect(page.getByTestId('bad-rows').locator('tbody tr')).toHaveCount(2);
      await page.screenshot({ path: `${SHOTS}/migration-async-${lang}-${width}.png`, fullPage: true });
      await page.goto(`${prefix}/admin/config/sync`);
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Download web config (JSON)' : 'ดาวน์โหลดการตั้งค่า (JSON)' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/config-sync-${lang}-${width}.png`, fullPage: true });
      await page.goto(`${prefix}/utils/customerAllowJson`);
      await expect(page.getByRole('textbox', { name: lang === 'en' ? 'List (JSON)' : 'รายชื่อ (JSON)' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/allow-list-${lang}-${width}.png`, fullPage: true });
    }
  }
});

test('the super admin drawer lists the tools; a salesperson\'s does not', async ({ page, context, request, baseURL }) => {
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000001');
  await page.goto('/en/merchant');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  for (const name of ['Migrate CRM profiles', 'Import packages', 'Transfer stock locations', 'Config sync', 'Customer allow-list']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/drawer-admin-en-1280.png` });
  await page.getByRole('link', { name: 'Customer allow-list' }).click();
  await expect(page).toHaveURL(/\/en\/utils\/customerAllowJson$/);

  await context.clearCookies();
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', '0890000002');
  await page.goto('/en/merchant');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await expect(page.getByRole('link', { name: 'Order' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Config sync' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Migrate CRM profiles' })).toHaveCount(0);
});
