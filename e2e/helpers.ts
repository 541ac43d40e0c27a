import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** The seeded demo users' password (src/server/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** The cookies a first visit would leave, so the consent bar and centre picker stay out of the way. */
export async function quietVisit(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL },
    { name: 'dc', value: '1001', url: baseURL },
  ]);
}

/** Signs a merchant user in through the API and hands the session to the browser as the app stores it. */
export async function merchantSignIn(request: APIRequestContext, context: BrowserContext, baseURL: string, tenant: string, mobileNo: string): Promise<string> {
  const res = await request.post(`${baseURL}/authen/user/login`, { headers: { TenantId: tenant }, data: { mobileNo, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`merchant login failed: ${res.status()} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await context.addCookies([
    { name: 'merchantToken', value: token, url: baseURL },
    { name: 'tenantId', value: tenant, url: baseURL },
  ]);
  await context.addInitScript((u) => window.localStorage.setItem('talad.merchantUser', u), JSON.stringify(user));
  return token;
}

export async function primaryColour(page: Page, selector: string): Promise<string> {
  return page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);
}
