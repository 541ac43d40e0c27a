/*
 * LINE sign-in end to end against the real server and the local OpenID Connect provider
 * (docs/line.md): a new LINE user links by OTP, orders, logs out back to the LINE URL with state
 * GUEST; signs in again without OTP; a forged callback is refused; a staff status change puts a
 * flex message in the LINE outbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, merchantSignIn, beforePicture } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-line';
const MOBILE = '0810000002';
const ADMIN = '0890000001';

async function shot(page: Page, name: string): Promise<void> {
  await beforePicture(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function otpFor(page: Page, mobileNo: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await page.request.get(`/api/dev/outbox?mobileNo=${mobileNo}&tenantId=sabai&take=1`);
    code = ((await res.json()) as { Data: { code: string }[] }).Data[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5000 });
  return code!;
}

/** On the local provider's page, sign in as this LINE user. */
async function providerSignIn(page: Page, sub: string, name: string) {
  await expect(page.getByRole('heading', { name: 'Local sign-in' })).toBeVisible();
  await page.getByLabel('User id').fill(sub);
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new LINE user links by OTP, orders, logs out to LINE; signs in again without OTP; a forged callback is refused; staff confirming puts a flex message in the outbox', async ({ page, context, baseURL, browser }) => {
  test.setTimeout(180_000);
  const sub = `U${Date.now().toString(16).padStart(32, '0')}`;
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL! },
    { name: 'tenantId', value: 'sabai', url: baseURL! },
    { name: 'dc', value: '1001', url: baseURL! },
  ]);

  // 1. First LINE sign-in: not linked yet → link by the customer's OTP.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/login');
  await expect(page.getByTestId('line-sign-in')).toBeVisible();
  await shot(page, 'line-1-login-en-390');
  await page.getByTestId('line-sign-in').click();
  await providerSignIn(page, sub, 'Somchai LINE');
  await expect(page).toHaveURL(/\/en\/line\/authenuser$/);
  await expect(page.getByRole('heading', { name: 'Link your LINE account' })).toBeVisible();
  await expect(page.getByText('Hello Somchai LINE.')).toBeVisible();
  await page.getByLabel('Mobile number').fill(MOBILE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code has been sent')).toBeVisible();
  await page.getByLabel('One-time code').fill(await otpFor(page, MOBILE));
  await shot(page, 'line-2-link-otp-en-390');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);

  // 2. Orders (cash on delivery).
  await gotoHydrated(page, '/en/product');
  const card = page.getByTestId('product-card').first();
  await card.getByTestId('quick-add').click();
  await page.goto('/en/cart');
  await page.getByTestId('go-checkout').click();
  await page.getByTestId('pay-COD').click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en\/payment\/status\/success\?orderid=/);
  const orderId = new URL(page.url()).searchParams.get('orderid')!;
  await shot(page, 'line-3-ordered-en-390');

  // 3. Logout: back at the LINE URL with state GUEST and the LINE user id.
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/en');
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: /Log ?out/i }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/line\?.*state=GUEST/);
  expect(new URL(page.url()).searchParams.get('cid')).toBe(sub);
  await expect(page.locator('#state')).toHaveText('GUEST');

  // 4. Again: LINE signs in directly, no OTP.
  await page.goto(`${baseURL}/en/login`);
  await page.getByTestId('line-sign-in').click();
  await providerSignIn(page, sub, 'Somchai LINE');
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeTruthy();

  // 5. A forged callback is refused with a clear message.
  await page.goto('/en/line/authen?code=forged-code&state=forged-state-0001');
  await expect(page.getByTestId('line-error')).toHaveText('This sign-in link is unknown, already used or expired. Please sign in again.');
  await shot(page, 'line-4-forged-en-1280');
  // The same refusal in Thai, and the Thai login page with the LINE button.
  await page.goto('/line/authen?code=forged-code&state=forged-state-0002');
  await expect(page.getByTestId('line-error')).toHaveText('ลิงก์เข้าสู่ระบบนี้ไม่ถูกต้อง ถูกใช้แล้ว หรือหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง');
  await shot(page, 'line-5-forged-th-1280');

  // 6. Staff confirm the order: the customer's LINE gets a flex message.
  const staffContext = await browser.newContext({ baseURL });
  await merchantSignIn(staffContext.request, staffContext, baseURL!, 'sabai', ADMIN);
  const staff = await staffContext.newPage();
  await staff.goto(`/en/merchant/order/${orderId}/1001`);
  await staff.getByRole('button', { name: 'Confirm order' }).click();
  await expect(staff.getByTestId('order-actions').getByRole('button', { name: 'Mark as packed' })).toBeVisible();
  await expect(async () => {
    const res = await page.request.get(`/api/dev/line-outbox?tenantId=sabai&to=${sub}&take=1`);
    const [msg] = ((await res.json()) as { Data: { kind: string; messages: { type: string; altText: string }[] }[] }).Data;
    expect(msg?.kind).toBe('order');
    expect(msg.messages[0]).toMatchObject({ type: 'flex', altText: `ยืนยันคำสั่งซื้อ ${orderId} แล้ว` });
  }).toPass({ timeout: 10_000 });
  // The super admin's diagnostics page.
  await staff.goto('/line/test');
  await expect(staff.getByTestId('check-discovery')).toContainText('ปกติ');
  await expect(staff.getByTestId('check-webhookSecret')).toContainText('local');
  await shot(staff, 'line-6-test-th-1280');
  await staffContext.close();
});
