import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

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

/** Resizes the window to `width` and expects `drawer` to take `share` of it (within a pixel). */
export async function expectWidthShare(page: Page, drawer: Locator, { width, share }: { width: number; share: number }): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0), { message: `drawer width at ${width} px` }).toBeGreaterThanOrEqual(Math.floor(width * share) - 1);
  expect(Math.round((await drawer.boundingBox())!.width)).toBeLessThanOrEqual(Math.ceil(width * share) + 1);
}

/** A fresh browser context of a sabai visitor at centre 1001 who accepted cookies (several browsers in one test). */
export async function newVisitor(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'consent', value: 'Y', url: baseURL },
    { name: 'tenantId', value: 'sabai', url: baseURL },
    { name: 'dc', value: '1001', url: baseURL },
  ]);
  return { context, page: await context.newPage() };
}

/** A merchant user logs in on /merchant/login as a person does (`prefix` '' for Thai). */
export async function merchantLogin(page: Page, mobileNo: string, prefix = '/en'): Promise<void> {
  await page.goto(`${prefix}/merchant/login`);
  await page.getByLabel(prefix === '/en' ? 'Mobile number' : 'เบอร์โทรศัพท์มือถือ').fill(mobileNo);
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/merchant$`));
}

/** A buyer logs in from the My Account menu (English) and sees their name there. */
export async function buyerLogin(page: Page, mobileNo: string, name: string): Promise<void> {
  // The home is server-rendered: its menu opens once hydrated.
  await gotoHydrated(page, '/en');
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('menuitem', { name: 'Login' }).click();
  await page.getByLabel('Mobile number').fill(mobileNo);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('button', { name: /My Account/ })).toContainText(name);
}

/** A sabai API call with a bearer token; throws with the answer when it is not 2xx. */
export async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}`, TenantId: 'sabai', ...headers }, ...(data === undefined ? {} : { data }) });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A sabai token by mobile number and the demo password (`/authen/login` buyers, `/authen/user/login` staff). */
export async function tokenOf(request: APIRequestContext, path: string, mobileNo: string): Promise<string> {
  const res = await request.post(path, { headers: { TenantId: 'sabai' }, data: { mobileNo, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { jtoken?: string; token?: string };
  return body.jtoken ?? body.token ?? '';
}

/**
 * Opens a page and waits until the server-rendered HTML has been hydrated (src/web/ssr/hydrate.tsx
 * marks <html data-hydrated>): before that, typing into a control is overwritten by hydration.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A page the browser drew itself (no server HTML) has nothing to wait for.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !(window as { __TALAD_SSR__?: unknown }).__TALAD_SSR__, undefined, { timeout: 30_000 });
}

/**
 * Waits until the page has had no request in flight for `quietMs`, long-lived streams aside.
 * Playwright's 'networkidle' never comes on a signed-in buyer page: the chat button keeps its live
 * stream (api/chat/stream) open, like the web-config stream, for as long as the page lives.
 */
export async function settle(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const isStream = (url: string) => /\/stream(\?|$)/.test(new URL(url).pathname + '?');
  const pending = new Set<unknown>();
  const add = (r: { url(): string }) => { if (!isStream(r.url())) pending.add(r); };
  const done = (r: unknown) => pending.delete(r);
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (pending.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) {
        // A screen whose chunk or data was asked for only after the quiet window began (a busy
        // machine) still draws the loading bar: not settled. Bounded by the same deadline.
        if (!(await loadingBarShown(page))) return;
        quietSince = Date.now();
      }
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', add);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/**
 * Taps 'Add to cart' on a product page and waits for the server's copy to answer. A signed-in
 * customer's next page reads the server cart (a reload sends unanswered changes again first, but a
 * new tab or a request context does not).
 */
export async function addToCartSynced(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/api/cart/lines'));
  await page.getByTestId('add-to-cart').click();
  await saved;
}

const loadingBarShown = (page: Page) => page.locator('[role=progressbar][aria-busy=true]').count().then((n) => n > 0, () => false);

/**
 * Before a screenshot kept for people to look at: lets transitions end (300 ms). CI's pictures are
 * thrown away with its clone, so CI does not wait (112 pictures in 12 specs: ~34 s of e2e time).
 */
export async function beforePicture(page: Page): Promise<void> {
  if (!process.env.CI) await page.waitForTimeout(300);
}

/** The JSON body of an API answer the spec needs to succeed; otherwise fails naming `what` and the answer. */
export async function json<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Full-page screenshots of `path` in Thai and English at 390 and 1280 px, into `dir` as `{name}-{th|en}-{width}.png`. */
export async function shots(page: Page, dir: string, path: string, name: string): Promise<void> {
  for (const locale of ['th', 'en']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${locale === 'en' ? '/en' : ''}${path}`);
      await settle(page);
      await page.screenshot({ path: `${dir}/${name}-${locale}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
