import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { beforePicture } from './helpers';

/*
 * Missions in real Chromium against the real server (issue 11 part 4): a super admin creates a
 * QR mission for customers tagged WHOLESALE in the back office; a WHOLESALE buyer finds it under
 * /mission, types the code printed under the QR and sees the points arrive; a customer without
 * the tag does not see it. English and Thai, 1280 and 390 px. Screenshots in /tmp/shots-missions.
 */
const PASSWORD = 'demo1234';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-missions';
const NAME_EN = `Scan the shelf QR ${Date.now().toString(36)}`;

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function cookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL },
    { name: 'tenantId', value: 'sabai', url: baseURL },
    { name: 'dc', value: '1001', url: baseURL },
  ]);
}

async function buyerLogin(page: Page, mobile: string, name: string): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('button', { name: /My Account/ })).toContainText(name);
}

test('staff create a tag-targeted mission; a tagged buyer completes it and sees the points (en, th)', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  // Staff: the mission block of /merchant/loyalty.
  const staffContext = await browser.newContext();
  await cookies(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  await staff.goto('/en/merchant/login');
  await staff.getByLabel('Mobile number').fill('0890000001');
  await staff.locator('input[type="password"]').first().fill(PASSWORD);
  await staff.locator('form button[type=submit]').click();
  await expect(staff).toHaveURL(/\/en\/merchant$/);
  await staff.goto('/en/merchant/loyalty');
  const form = staff.getByTestId('mission-create');
  await form.getByLabel('Kind').selectOption('SCAN_QR');
  await form.getByRole('button', { name: 'Create mission' }).click();
  // The server names every missing field; the form shows them under the inputs.
  await expect(form.getByText(/Please check/).first()).toBeVisible();
  await form.getByLabel('Customer tag').fill('WHOLESALE');
  await form.getByLabel('Name (Thai)').fill('สแกน QR ที่ชั้นวาง');
  await form.getByLabel('Name (English)').fill(NAME_EN);
  await form.getByLabel('Description (English)').fill('Find the QR code on the drinks shelf and scan it.');
  await form.getByLabel('Description (Thai)').fill('หา QR โค้ดที่ชั้นเครื่องดื่มแล้วสแกน');
  await form.getByLabel('Reward coins').fill('35');
  await form.getByLabel('Code in the QR').fill('SHELF-2026');
  await form.getByRole('button', { name: 'Create mission' }).click();
  await expect(staff.getByTestId('admin-mission').filter({ hasText: NAME_EN })).toContainText('WHOLESALE');
  await shot(staff, 'missions-1-admin-en-1280');
  await staffContext.close();

  // A customer without the tag does not see it.
  const otherContext = await browser.newContext();
  await cookies(otherContext, baseURL!);
  const other = await otherContext.newPage();
  await buyerLogin(other, '0810000001', 'สมศรี');
  await other.goto('/en/mission');
  await expect(other.getByRole('tab', { name: 'Available' })).toBeVisible();
  await expect(other.getByText(NAME_EN)).toHaveCount(0);
  await otherContext.close();

  // The WHOLESALE customer completes it.
  const context = await browser.newContext();
  await cookies(context, baseURL!);
  const page = await context.newPage();
  await buyerLogin(page, '0810000002', 'เจริญผล');
  await page.goto('/en/crm/points');
  await expect(page.getByTestId('points-balance')).not.toHaveText('…');
  const before = Number((await page.getByTestId('points-balance').innerText()).replace(/[^\d.]/g, ''));
  await page.goto('/en/mission');
  const card = page.getByTestId('mission-card').filter({ hasText: NAME_EN });
  await expect(card).toContainText('35 coins');
  await shot(page, 'missions-2-list-en-1280');
  await card.click();
  await expect(page.getByTestId('mission-detail')).toContainText('Find the QR code on the drinks shelf');
  await shot(page, 'missions-3-detail-en-1280');
  await page.getByTestId('mission-start').click();
  await expect(page).toHaveURL(/\/en\/mission\/detail\/\d+\/SCAN_QR$/);
  await page.getByTestId('qr-input').fill('WRONG-CODE');
  await page.getByTestId('mission-act').click();
  await expect(page.getByText("This QR code is not the mission's code")).toBeVisible();
  await page.getByTestId('qr-input').fill('SHELF-2026');
  await page.getByTestId('mission-act').click();
  await expect(page.getByTestId('mission-reward-card')).toContainText('Mission completed');
  await expect(page.getByTestId('mission-reward-points')).toContainText('You received 35 coins');
  await expect(page.getByTestId('mission-balance')).toContainText((before + 35).toLocaleString('en-US'));
  await shot(page, 'missions-4-done-en-1280');
  await page.goto('/en/crm/points');
  await expect(page.getByTestId('points-balance')).toContainText((before + 35).toLocaleString('en-US'));
  await expect(page.getByTestId('ledger-entry').first()).toContainText(NAME_EN);

  // Thai, phone width: the completed tab lists it; the detail says when.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mission');
  await page.getByRole('tab', { name: 'สำเร็จแล้ว' }).click();
  const done = page.getByTestId('mission-card').filter({ hasText: 'สแกน QR ที่ชั้นวาง' });
  await expect(done).toContainText('สำเร็จแล้ว');
  await shot(page, 'missions-5-history-th-390');
  await done.click();
  await expect(page.getByTestId('mission-done')).toContainText('สำเร็จเมื่อ');
  await shot(page, 'missions-6-detail-th-390');
  // The Thai points history names the reward's mission in Thai (it was written with the English remark before).
  await page.goto('/crm/points');
  await expect(page.getByTestId('ledger-entry').first()).toContainText('รางวัลภารกิจ · สแกน QR ที่ชั้นวาง');
  await expect(page.getByTestId('ledger-entry').first()).not.toContainText(NAME_EN);
  await page.goto('/mission/2');
  await expect(page.getByRole('heading', { name: 'ภารกิจพิเศษ' })).toBeVisible();
  await shot(page, 'missions-7-type-th-390');
  await context.close();
});
