/*
 * LINE for staff, end to end against the real server and the local OpenID Connect provider
 * (docs/line.md "Staff" and "Settings"): a rider links LINE from the profile and the next login
 * code arrives on LINE; a merchant user links LINE and logging out ends the session (the LINE
 * token is revoked); a super admin saves the shop's LINE settings on /line/test.
 * Screenshots (th/en, 390 and 1280 px) go to $SHOTS_DIR or /tmp/shots-line-staff.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, merchantSignIn, quietVisit, beforePicture } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-line-staff';
const RIDER = '0870000001';
const SALES = '0890000002';
const ADMIN = '0890000001';
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function providerSignIn(page: Page, sub: string, name: string) {
  await expect(page.getByRole('heading', { name: 'Local sign-in' })).toBeVisible();
  await page.getByLabel('User id').fill(sub);
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a rider links LINE on the profile; the next login code arrives on LINE', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  const sub = `Ur${Date.now().toString(16).padStart(31, '0')}`;
  await quietVisit(context, baseURL!);
  const { token, rider } = await (await request.post('/authen/rider/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: RIDER, password: DEMO_PASSWORD } })).json() as { token: string; rider: unknown };
  await context.addCookies([{ name: 'riderToken', value: token, url: baseURL! }, { name: 'tenantId', value: 'sabai', url: baseURL! }]);
  await context.addInitScript((r) => { if (!window.localStorage.getItem('talad.rider')) window.localStorage.setItem('talad.rider', r); }, JSON.stringify(rider));

  await page.setViewportSize(PHONE);
  await page.goto('/en/rider/profile');
  await expect(page.getByTestId('staff-line-status')).toHaveText('Your account is not linked to LINE.');
  await page.getByTestId('staff-line-link').click();
  await providerSignIn(page, sub, 'Rider LINE');
  await expect(page).toHaveURL(/\/en\/rider\/profile$/);
  await expect(page.getByTestId('staff-line-status')).toHaveText('Linked to LINE as Rider LINE');
  await shot(page, 'rider-profile-linked-en-390');
  await page.goto('/rider/profile');
  await expect(page.getByTestId('staff-line-status')).toHaveText('เชื่อม LINE แล้วในชื่อ Rider LINE');
  await shot(page, 'rider-profile-linked-th-390');

  // Log out, then log in by OTP: the code comes on LINE (the local outbox), not by SMS.
  await page.goto('/en/rider/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/rider\/login/);
  await page.getByLabel('Mobile number').fill(RIDER);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code has been sent')).toBeVisible();
  let code = '';
  await expect(async () => {
    const res = await page.request.get(`/api/dev/line-outbox?tenantId=sabai&to=${sub}&take=1`);
    const [push] = ((await res.json()) as { Data: { kind: string; messages: { text: string }[] }[] }).Data;
    expect(push?.kind).toBe('otp');
    code = /OTP (\d{6})/.exec(push.messages[0].text)![1];
  }).toPass({ timeout: 5000 });
  await page.getByLabel('OTP code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en\/rider\/singha/);

  // Leave the demo rider as the other specs expect it (codes by SMS): unlink LINE again.
  const again = await (await request.post('/authen/rider/login', { headers: { TenantId: 'sabai' }, data: { mobileNo: RIDER, password: DEMO_PASSWORD } })).json() as { token: string };
  const unlinked = await request.delete('/api/line/staff/account', { headers: { Authorization: `Bearer ${again.token}`, TenantId: 'sabai' } });
  expect(unlinked.status()).toBe(200);
});

test('a merchant user links LINE; logging out ends the session', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await quietVisit(context, baseURL!);
  const token = await merchantSignIn(request, context, baseURL!, 'sabai', SALES);
  await page.goto('/en/merchant/profile');
  await page.getByTestId('staff-line-link').click();
  await providerSignIn(page, `Um${Date.now().toString(16).padStart(31, '0')}`, 'Sales LINE');
  await expect(page).toHaveURL(/\/en\/merchant\/profile$/);
  await expect(page.getByTestId('staff-line-status')).toHaveText('Linked to LINE as Sales LINE');
  await shot(page, 'merchant-profile-linked-en-1280');
  await page.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/merchant\/login/);
  const after = await request.get('/api/line/staff/account', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a super admin saves the shop\'s LINE settings on /line/test; secrets are never shown', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await quietVisit(context, baseURL!);
  await merchantSignIn(request, context, baseURL!, 'sabai', ADMIN);
  await page.goto('/en/line/test');
  const form = page.getByTestId('line-settings');
  await expect(form.getByRole('heading', { name: 'LINE channels of this shop' })).toBeVisible();
  await form.getByLabel('Official account ID (@…)').fill('talad');
  await form.getByRole('button', { name: 'Save LINE settings' }).click();
  await expect(form.getByText('must match pattern')).toBeVisible();
  await form.getByLabel('Official account ID (@…)').fill('@talad');
  await form.getByLabel('Messaging API channel secret').fill('e2e-hook-secret');
  await form.getByRole('button', { name: 'Save LINE settings' }).click();
  await expect(page.getByText('LINE settings saved')).toBeVisible();
  await expect(form.getByLabel('Messaging API channel secret')).toHaveValue('');
  await expect(form.getByLabel('Messaging API channel secret')).toHaveAttribute('placeholder', 'Saved (hidden). Type to replace');
  await expect(page.getByText('e2e-hook-secret')).toHaveCount(0);
  await shot(page, 'line-settings-en-1280');
  await page.goto('/line/test');
  await expect(page.getByTestId('line-settings').getByRole('heading', { name: 'ช่อง LINE ของร้าน' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await shot(page, 'line-settings-th-390');
  // Put the shop back as it was (the other LINE tests use the development webhook secret).
  await page.getByTestId('clear-MessagingChannelSecret').click();
  await expect(page.getByTestId('line-settings').getByLabel('Channel secret ของ Messaging API')).toHaveAttribute('placeholder', 'ยังไม่ได้ตั้ง');
});
