import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfNeeded } from '../../scripts/lib/real-server';
import { ConfigBus } from '../../src/server/live/config-bus';
import { ICON_PATHS } from '../../src/web/widgets/icon-paths';
import { call, copyTenants, guestToken, PASSWORD, REPO, startTestServer, type TestServer } from './helpers';

/*
 * Server-rendered storefront pages through the real build (dist/web + dist/ssr, built here when
 * missing or stale): caching per tenant, private pages, invalidation, escaping, errors.
 */

const HOSTILE = '</script><img src=x onerror=alert(1)>';
let s: TestServer;
let root: string;

beforeAll(async () => {
  buildWebIfNeeded();
  root = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'talad-ssr-'));
  const tenantsDir = copyTenants(root);
  // khongdee lets guests in here (so both tenants have a cacheable guest home) and its Thai name is hostile.
  const file = path.join(tenantsDir, 'khongdee', 'tenant.json');
  const tenant = JSON.parse(fs.readFileSync(file, 'utf8'));
  tenant.flags = { ...tenant.flags, DISABLE_GUEST_MODE: 'N' };
  tenant.name = { ...tenant.name, th: `ของดี ${HOSTILE}` };
  fs.writeFileSync(file, JSON.stringify(tenant));
  s = await startTestServer({ webDir: path.join(REPO, 'dist', 'web'), tenantsDir });
}, 240_000);

afterAll(async () => {
  // The last test closed the database.
  await s?.close().catch(() => undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const SSR_DATA = '<script type="application/json" id="__TALAD_SSR__">';
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(SSR_DATA));
/** The page's hydration data (`window.__TALAD_SSR__`), as the page's JSON data element carries it. */
const payloadJson = (html: string) => html.slice(html.indexOf(SSR_DATA) + SSR_DATA.length, html.indexOf('</script>', html.indexOf(SSR_DATA)));

describe('server-rendered guest pages', () => {
  it('renders the home with its data, styles and title; cacheable with an ETag; 304 on revalidation', async () => {
    const r = await page('/', { host: 'sabai.localhost' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-talad-render']).toBe('server');
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
    expect(String(r.headers.vary)).toContain('cookie');
    expect(r.body).toContain('<title>หน้าแรก | สบายมาร์ท</title>');
    expect(rootOf(r.body)).toContain('data-testid="home-banners"');
    // Shared by every guest: no token (the server's guest session) anywhere in it.
    expect(r.body).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(r.body).toMatch(/<style nonce="[^"]+" data-emotion="css[^"]*">/);
    // The script nonces are the ones the CSP header names.
    const nonce = r.body.match(/<script nonce="([^"]+)">window\.__TALAD_BOOT__/)![1];
    expect(r.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(r.body).toContain(`<script nonce="${nonce}">window.__TALAD_SSR__=JSON.parse(`);
    const again = await page('/', { host: 'sabai.localhost', 'if-none-match': String(r.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('asks for the LCP picture before any script and does not fetch the texts it already carries', async () => {
    const r = await page('/', { host: 'sabai.localhost' });
    const head = r.body.slice(0, r.body.indexOf('</head>'));
    const picture = head.search(/<link rel="preload"[^>]*as="image"[^>]*>/);
    expect(picture).toBeGreaterThan(head.indexOf('name="viewport"'));
    expect(picture).toBeLessThan(head.search(/<script\b/));
    expect(picture).toBeLessThan(head.indexOf('rel="modulepreload"'));
    // The page paints from its HTML: its hydration scripts come after the picture and the styles.
    const scripts = [...r.body.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(4);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    expect(head.match(/<link rel="preload"[^>]*as="image"[^>]*>/)![0]).not.toContain('fetchpriority="low"');
    // A page the browser draws itself needs its scripts first: default priority.
    const spa = await page('/cart', { host: 'sabai.localhost' });
    expect(spa.body).toMatch(/<script type="module" crossorigin src=/);
    expect(spa.body).not.toContain('fetchpriority="low"');
    // The payload inlines the start texts: no second copy over the network.
    expect(head).not.toMatch(/rel="preload" as="fetch"[^>]*\.json/);
    expect(payloadJson(r.body)).toMatch(/^\{.*"resources":\{"common":\{/);
  });

  it("preloads the list's first pictures (its LCP candidates) ahead of the scripts", async () => {
    const r = await page('/product?p=water', { host: 'sabai.localhost', cookie: 'dc=1001' });
    const head = r.body.slice(0, r.body.indexOf('</head>'));
    const pictures = [...head.matchAll(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"[^>]*>/gi)];
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    expect(pictures[3].index).toBeLessThan(head.search(/<script\b/));
  });

  it('hands the browser the icon drawings it drew beyond the layout\'s, so hydration draws the same without loading them', async () => {
    for (const [url, headers] of [['/', {}], ['/product/1000001', {}], ['/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' }]] as const) {
      const r = await page(url, { host: 'sabai.localhost', ...headers });
      const payload = JSON.parse(payloadJson(r.body)) as { icons: Record<string, string> };
      // The footer's social links are not the layout's own drawings: they travel with the page.
      expect(Object.keys(payload.icons)).toEqual(expect.arrayContaining(['facebook', 'instagram']));
      for (const key of Object.keys(payload.icons)) expect(ICON_PATHS[key]).toBeUndefined();
      const known = new Set([...Object.values(ICON_PATHS), ...Object.values(payload.icons)]);
      const drawn = [...rootOf(r.body).matchAll(/<svg viewBox="0 0 24 24"[^>]*aria-hidden="true"[^>]*><path d="([^"]+)"/g)].map((m) => m[1]);
      expect(drawn.length).toBeGreaterThan(5);
      expect(drawn.filter((d) => !known.has(d))).toEqual([]);
    }
  });

  it("never serves tenant A's HTML to tenant B (host, cookie or query; same path)", async () => {
    const a = await page('/en', { host: 'sabai.localhost' });
    const b = await page('/en', { host: 'khongdee.localhost' });
    const c = await page('/en', { cookie: 'tenantId=khongdee' });
    const d = await page('/en?tenantId=sabai', { cookie: 'tenantId=khongdee' });
    expect(rootOf(a.body)).toContain('Sabai Mart');
    for (const other of [b, c]) {
      expect(other.statusCode).toBe(200);
      expect(rootOf(other.body)).toContain('Khong Dee');
      expect(rootOf(other.body)).not.toContain('Sabai Mart');
      expect(other.body).not.toContain('"tenantId":"sabai"');
    }
    expect(rootOf(d.body)).toContain('Sabai Mart');
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('puts a hostile tenant name in the HTML only as text', async () => {
    const r = await page('/', { host: 'khongdee.localhost' });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<img src=x');
    expect(r.body).not.toContain(HOSTILE);
    expect(r.body).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers an unknown product with the 404 page and an unknown path with 404, never a blank page', async () => {
    const r = await page('/product/NO-SUCH-CODE', { host: 'sabai.localhost' });
    expect(r.statusCode).toBe(404);
    expect(rootOf(r.body)).toContain('data-testid="product-not-found"');
    const u = await page('/en/no/such/page', { host: 'sabai.localhost' });
    expect(u.statusCode).toBe(404);
    expect(rootOf(u.body)).toContain('data-testid="error-page"');
  });

  it('drops a tenant\'s cached pages when the back office changes a product', async () => {
    const first = await page('/product/1000024', { host: 'sabai.localhost' });
    const other = await page('/product/1000024', { host: 'khongdee.localhost' });
    expect(first.statusCode).toBe(200);
    const login = await call(s.app, 'POST', '/authen/user/login', { tenant: 'sabai', body: { mobileNo: '0890000001', password: PASSWORD } });
    const [before] = (await call(s.app, 'POST', '/api/products/pc/items', { token: login.body.token, body: { productCode: '1000024', take: 1, skip: 0 } })).body;
    const renamed = 'แป้งสาลีชื่อใหม่ SSR';
    const put = await call(s.app, 'PUT', '/api/products/pc/item/1000024', {
      token: login.body.token,
      body: { PRODUCTNAME: renamed, UnitCount: before.UnitCount, UNIT1: before.UNIT1, UNIT1NAME: before.UNIT1NAME, UNIT1RATE: before.UNIT1RATE, UNIT2: before.UNIT2, UNIT2NAME: before.UNIT2NAME, UNIT2RATE: before.UNIT2RATE },
    });
    expect(put.status).toBe(200);
    const after = await page('/product/1000024', { host: 'sabai.localhost' });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(rootOf(after.body)).toContain(renamed);
    // The other tenant's page was not touched.
    const otherAfter = await page('/product/1000024', { host: 'khongdee.localhost', 'if-none-match': String(other.headers.etag) });
    expect(otherAfter.statusCode).toBe(304);
  });

  it('renders a signed-in customer their own page, private and never cached for others', async () => {
    const login = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: '0810000001', password: PASSWORD } });
    const name = String(login.body.user.NAME ?? login.body.user.CUSTOMERNAME ?? '');
    const mine = await page('/', { host: 'sabai.localhost', cookie: `token=${login.body.jtoken}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(String(mine.headers.vary)).toContain('cookie');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.body).not.toContain(login.body.jtoken);
    if (name) expect(rootOf(mine.body)).toContain(name);
    const guest = await page('/', { host: 'sabai.localhost' });
    expect(guest.headers['cache-control']).toContain('public');
    if (name) expect(guest.body).not.toContain(name);
    expect(guest.body).not.toContain('"user":{');
    // The customer's page carries what the guest's does plus their own data, not the category
    // levels no screen shows (a signed-in home was 720 KB against a guest's 300, 430 of it those).
    expect(Buffer.byteLength(mine.body)).toBeLessThan(Buffer.byteLength(guest.body) + 100_000);
  });

  it("draws a signed-in customer's own server cart in the header's first HTML, and nobody else's", async () => {
    const loginAs = async (mobileNo: string) => (await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo, password: PASSWORD } })).body.jtoken as string;
    const mine = await loginAs('0810000001');
    const other = await loginAs('0810000002');
    for (const token of [mine, other]) await call(s.app, 'DELETE', '/api/cart?mode=sales', { tenant: 'sabai', token });
    const put = await call(s.app, 'PUT', '/api/cart/lines', { tenant: 'sabai', token: mine, body: { P_Code: '1000001', qty1: 3, qty2: 0, qty3: 0, selected: true, mode: 'sales' } });
    expect(put.status).toBe(200);
    const price = Number((await call(s.app, 'POST', '/api/products/items', { tenant: 'sabai', token: mine, body: { Take: 1, Skip: 0, ProductIds: ['1000001'] } })).body.Data[0].PriceInVat1);
    expect(price).toBeGreaterThan(0);
    const baht = `฿${(price * 3).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const count = (html: string) => /data-testid="cart-count"[^>]*>(\d+)</.exec(rootOf(html))?.[1];
    const total = (html: string) => /data-testid="cart-total"[^>]*>([^<]*)</.exec(rootOf(html))?.[1];

    for (const url of ['/', '/product?p=water', '/product/1000024']) {
      const r = await page(url, { host: 'sabai.localhost', cookie: `token=${mine}` });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('private, no-cache');
      expect(count(r.body), url).toBe('1');
      expect(total(r.body), url).toBe(baht);
      // The browser starts its cart from the same lines and prices (no jump after hydration).
      expect(r.body, url).toMatch(/"cart":\{"key":"[^"]+","mode":"sales","lines":\[\{"P_Code":"1000001","qty1":3,/);
    }
    // The product page's unit order starts from the quantities in that cart.
    const ordered = (html: string) => /data-testid="stepper-1"[^>]*>[\s\S]*?<input[^>]*value="(\d+)"/.exec(rootOf(html))?.[1];
    expect(ordered((await page('/product/1000001', { host: 'sabai.localhost', cookie: `token=${mine}` })).body)).toBe('3');
    // Another customer and a guest see their own (empty) cart: nothing of the first customer's,
    // whatever the pages rendered before them had in the app's module stores.
    expect(ordered((await page('/product/1000001', { host: 'sabai.localhost', cookie: `token=${other}` })).body)).toBe('0');
    expect(ordered((await page('/product/1000001?who=guest', { host: 'sabai.localhost' })).body)).toBe('0');
    const theirs = await page('/', { host: 'sabai.localhost', cookie: `token=${other}` });
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
    expect(count(theirs.body)).toBe('0');
    expect(theirs.body).not.toContain('"P_Code":"1000001","qty1":3');
    const guest = await page('/', { host: 'sabai.localhost' });
    expect(guest.headers['cache-control']).toContain('public');
    expect(count(guest.body)).toBe('0');
    expect(guest.body).toContain('"cart":null');
    await call(s.app, 'DELETE', '/api/cart?mode=sales', { tenant: 'sabai', token: mine });
  });

  it('renders each page once: data the screens ask for is fetched while they wait, not in a second render', async () => {
    for (const url of ['/', '/en/product?p=chips', '/product/1000001', '/product/category', '/promotion', '/news?code=HOWTO_001']) {
      const r = await page(`${url}${url.includes('?') ? '&' : '?'}once=1`, { host: 'sabai.localhost' });
      expect(r.statusCode, url).toBe(200);
      // server-timing: ssr;dur=…;desc="passes=N" on a freshly rendered page.
      expect(r.headers['server-timing'], url).toMatch(/^ssr;dur=[\d.]+;desc="passes=1"$/);
    }
    // ...and the single render has the data: the list's products, the product's price and unit.
    const list = await page('/en/product?p=chips&once=2', { host: 'sabai.localhost' });
    expect(rootOf(list.body)).toContain('data-testid="product-card"');
    const detail = await page('/product/1000001?once=2', { host: 'sabai.localhost' });
    expect(rootOf(detail.body)).toContain('data-testid="product-name"');
    expect(detail.body).toContain('"status":"success"');
  });

  it("drops a tenant's cached pages when a flag changes in another process (LISTEN/NOTIFY)", async () => {
    const first = await page('/?flag=1', { host: 'sabai.localhost' });
    expect(first.statusCode).toBe(200);
    const cached = await page('/?flag=1', { host: 'sabai.localhost', 'if-none-match': String(first.headers.etag) });
    expect(cached.statusCode).toBe(304);
    const otherTenant = await page('/?flag=1', { host: 'khongdee.localhost' });
    // Another process (its own connection on PostgreSQL) closes guest mode and tells everyone through the database.
    const second = await s.openSecondDb();
    const setGuestMode = (value: 'Y' | 'N') => second.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO web_config (tenant_id, opt, opt_value, updated_at, updated_by) VALUES ('sabai', 'DISABLE_GUEST_MODE', $1, now(), 'test')
         ON CONFLICT (tenant_id, opt) DO UPDATE SET opt_value = EXCLUDED.opt_value`,
        [value],
      );
      await ConfigBus.notify(tx, { type: 'flags', tenantId: 'sabai' });
    });
    try {
      await setGuestMode('Y');
      let after = await page('/?flag=1', { host: 'sabai.localhost', 'if-none-match': String(first.headers.etag) });
      for (let i = 0; i < 50 && after.statusCode === 304; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        after = await page('/?flag=1', { host: 'sabai.localhost', 'if-none-match': String(first.headers.etag) });
      }
      // The cached home is gone: a guest is now sent to the login page.
      expect(after.statusCode).toBe(302);
      expect(after.headers.location).toMatch(/\/login/);
      // Khong Dee's cached page was not dropped.
      const other = await page('/?flag=1', { host: 'khongdee.localhost', 'if-none-match': String(otherTenant.headers.etag) });
      expect(other.statusCode).toBe(304);
    } finally {
      await setGuestMode('N');
      await second.close();
    }
    let back = await page('/?flag=1', { host: 'sabai.localhost' });
    for (let i = 0; i < 50 && back.statusCode !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      back = await page('/?flag=1', { host: 'sabai.localhost' });
    }
    expect(back.statusCode).toBe(200);
  });

  it("opens the start-up centre picker in a first visit's HTML (no dc cookie), never for a chosen centre or when the tenant turns it off", async () => {
    const payloadOf = (html: string) => JSON.parse(payloadJson(html)) as { startupPicker: boolean };
    const first = await page('/en/product/1000001?picker=1', { host: 'sabai.localhost' });
    expect(first.statusCode).toBe(200);
    const sheet = rootOf(first.body);
    expect(sheet).toContain('data-testid="centre-picker"');
    expect(sheet).toContain('Choose your branch');
    // The guest's centres are listed (sabai has several), the page itself is still there beneath.
    expect(sheet.match(/data-testid="centre-option"/g)?.length ?? 0).toBeGreaterThan(1);
    expect(sheet).toContain('<h1');
    expect(payloadOf(first.body).startupPicker).toBe(true);
    // Without JavaScript it could not close: hidden then, so the page still reads.
    expect(first.body).toMatch(/<noscript><style nonce="[^"]+">\[data-needs-script\]\{display:none!important\}<\/style><\/noscript>/);
    expect(sheet).toMatch(/<div data-needs-script=""[^>]*>/);

    // Its code (and the cookie bar's, no consent yet) is asked for with the page's, not found a round trip later.
    // (The picker's modules are one chunk, `centre-picker`: vite.config.ts.)
    const hinted = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([A-Za-z-]+?)-[\w-]{8}\.js"/g)].map((m) => m[1]);
    expect(hinted(first.body)).toEqual(expect.arrayContaining(['centre-picker', 'CookieConsentDialog']));

    const chosen = await page('/en/product/1000001?picker=1', { host: 'sabai.localhost', cookie: 'dc=1001' });
    expect(rootOf(chosen.body)).not.toContain('centre-picker');
    expect(payloadOf(chosen.body).startupPicker).toBe(false);
    expect(hinted(chosen.body)).not.toContain('centre-picker');
    const consented = await page('/en/product/1000001?picker=2', { host: 'sabai.localhost', cookie: 'dc=1001; consent=Y' });
    expect(hinted(consented.body)).not.toContain('CookieConsentDialog');

    const second = await s.openSecondDb();
    const setFlag = (value: 'Y' | 'N') => second.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO web_config (tenant_id, opt, opt_value, updated_at, updated_by) VALUES ('sabai', 'DISABLE_DC_PICKER_AT_START', $1, now(), 'test')
         ON CONFLICT (tenant_id, opt) DO UPDATE SET opt_value = EXCLUDED.opt_value`,
        [value],
      );
      await ConfigBus.notify(tx, { type: 'flags', tenantId: 'sabai' });
    });
    try {
      await setFlag('Y');
      let off = await page('/en/product/1000001?picker=1', { host: 'sabai.localhost' });
      for (let i = 0; i < 50 && rootOf(off.body).includes('centre-picker'); i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        off = await page('/en/product/1000001?picker=1', { host: 'sabai.localhost' });
      }
      expect(rootOf(off.body)).not.toContain('centre-picker');
      expect(payloadOf(off.body).startupPicker).toBe(false);
    } finally {
      await setFlag('N');
      await second.close();
    }
  });

  it('hands the browser the centres the page was rendered with, so its own call changes nothing the page reads', async () => {
    const centresOf = (html: string) =>
      (JSON.parse(payloadJson(html)) as { centres: { SaleUnit: string }[] | null }).centres?.map((c) => c.SaleUnit) ?? null;
    const all = (await call(s.app, 'GET', '/authen/customer/dcs', { token: await guestToken(s.app, 'sabai') })).body.All.map((c: { SaleUnit: string }) => c.SaleUnit);
    // A first visit (the start-up picker): the guest's list, all the tenant's centres.
    expect(centresOf((await page('/en?centres=1', { host: 'sabai.localhost' })).body)).toEqual(all);
    // A returning guest's page needs none: no call made.
    expect(centresOf((await page('/en?centres=1', { host: 'sabai.localhost', cookie: 'dc=1001' })).body)).toBeNull();
    // A signed-in customer with two centres (sabai offers switching): their own, whatever the cookie.
    const login = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: '0810000001', password: PASSWORD } });
    const own = (await call(s.app, 'GET', '/authen/customer/dcs', { token: login.body.jtoken })).body.Customer.map((c: { SaleUnit: string }) => c.SaleUnit);
    expect(own.length).toBe(2);
    const signedIn = await page('/en?centres=1', { host: 'sabai.localhost', cookie: `token=${login.body.jtoken}; dc=1001` });
    expect(centresOf(signedIn.body)).toEqual(own);
    // So the header offers switching from the first HTML, as the hydrated page does.
    expect(rootOf(signedIn.body)).toContain('data-menu-item="switchDc"');
    expect(rootOf((await page('/en?centres=1', { host: 'sabai.localhost', cookie: 'dc=1001' })).body)).not.toContain('data-menu-item="switchDc"');
  });

  it('puts the cookie bar in the HTML of a visitor without consent, kept apart in the cache from those who agreed', async () => {
    const asked = await page('/en/product?bar=1', { host: 'sabai.localhost', cookie: 'dc=1001' });
    expect(rootOf(asked.body)).toContain('id="cookie-consent-title"');
    // Its buttons need JavaScript: hidden when the page is read without it.
    expect(rootOf(asked.body)).toMatch(/<div data-needs-script="" role="dialog"/);
    const agreed = await page('/en/product?bar=1', { host: 'sabai.localhost', cookie: 'dc=1001; consent=Y' });
    expect(rootOf(agreed.body)).not.toContain('cookie-consent-title');
    // Both cached, neither served to the other.
    const again = await page('/en/product?bar=1', { host: 'sabai.localhost', cookie: 'dc=1001' });
    expect(again.headers.etag).toBe(asked.headers.etag);
    expect(agreed.headers.etag).not.toBe(asked.headers.etag);
    // A first visit's bar waits behind the start-up picker (one layer at a time), in the HTML too.
    const first = await page('/en/product?bar=1', { host: 'sabai.localhost' });
    expect(rootOf(first.body)).toContain('data-testid="centre-picker"');
    expect(rootOf(first.body)).not.toContain('cookie-consent-title');
  });

  it('keeps routes that did not opt in client-rendered', async () => {
    const r = await page('/cart', { host: 'sabai.localhost' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-talad-render']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('<div id="root"></div>');
  });
});

describe('when the database is down', () => {
  it('answers a page with 503 and a readable page, never a blank one or a stack trace', async () => {
    s.app.flags.invalidate();
    await s.db.close();
    const r = await page('/product/1000001?fresh=1', { host: 'sabai.localhost' });
    expect(r.statusCode).toBe(503);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toMatch(/503/);
    expect(r.body).toMatch(/ไม่พร้อมให้บริการ|ลองใหม่/);
    expect(r.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
