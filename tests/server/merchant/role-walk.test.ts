import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../../src/server/seed/demo-data';
import { DEMO, call, customerToken, guestToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, shipToOf } from '../orders/fixtures';
import { walkEndpoints, type Endpoint } from '../walk';
import { tenantRowsDigest } from '../snapshot';

/**
 * Walks every back-office endpoint (read from the OpenAPI document, so endpoints added later are
 * walked too: merchant, staff order and payment moves, promotions, web config admin, log) with
 * every kind of caller, against ids that exist in centre 1001 of tenant sabai (a real order, a real
 * customer, a real product):
 * - nobody, a guest, a customer (not the order's buyer) and a rider: refused, and no row changes;
 * - sales staff of each sales role (3, 4, 5, 7, 8) working for centre 1003 only: super-admin
 *   endpoints are 403, everything naming centre 1001 is refused or empty, and no row changes;
 * - merchants of another tenant naming sabai's ids: nothing of sabai in any answer, no row changes;
 * - the super admin and the centre's own salesperson (role 3): never a 500.
 */
let s: TestServer;
let orderId = '';
const tokens: Record<string, string> = {};
const SALES_ROLES = [3, 4, 5, 7, 8] as const;

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, 'sabai', ['1001'], [{ code: 'T-WALK', name: 'สินค้าทดสอบสิทธิ์', price: 20, stock: 50 }]);
  // The order belongs to the credit customer; the walking customer is another one.
  const buyer = await customerToken(s.app, 'sabai', DEMO.sabai.credit);
  const placed = await call(s.app, 'POST', '/api/orders', {
    token: buyer, headers: { 'idempotency-key': 'role-walk-1' },
    body: { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-WALK', qty1: 2, qty2: 0, qty3: 0 }] },
  });
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.text}`);
  orderId = placed.body.Order.OrderID;

  // One salesperson per sales role, each working for centre 1003 only.
  for (const role of SALES_ROLES) {
    const mobile = `08999900${String(role).padStart(2, '0')}`;
    await s.db.query(
      `INSERT INTO merchant_users (tenant_id, user_id, username, name, mobile_no, password_hash, role)
       SELECT tenant_id, $1, $2, $3, $4, password_hash, $5 FROM merchant_users WHERE tenant_id = 'sabai' AND user_id = 'SB-S001'`,
      [`SB-W0${role}`, `walk.${role}`, `พนักงานบทบาท ${role}`, mobile, role],
    );
    await s.db.query("INSERT INTO merchant_user_centers (tenant_id, user_id, sale_unit) VALUES ('sabai', $1, '1003')", [`SB-W0${role}`]);
    tokens[`sales${role}`] = await merchantToken(s.app, 'sabai', mobile);
  }
  Object.assign(tokens, {
    guest: await guestToken(s.app, 'sabai'),
    customer: await customerToken(s.app, 'sabai', DEMO.sabai.customer),
    rider: await riderToken(s.app, 'sabai', DEMO.sabai.rider),
    ownSales: await merchantToken(s.app, 'sabai', DEMO.sabai.sales),
    admin: await merchantToken(s.app, 'sabai', DEMO.sabai.admin),
    otherSales: await merchantToken(s.app, 'khongdee', DEMO.khongdee.sales),
    otherAdmin: await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin),
  });
});
afterAll(async () => { await s?.close(); });

const BACK_OFFICE = [
  /^\/api\/merchant\//, /^\/api\/MerchantOrder\//, /^\/api\/customers\//, /^\/api\/products\/pc\//, /^\/api\/products\/master\//,
  /^\/api\/orders\/\{orderId\}\/\{saleUnit\}\/(transition|delivery-proof)$/, /^\/api\/orders\/tracking\//, /^\/api\/payments\/\{orderId\}\/slip\/\{uploadId\}\/review$/,
  /^\/api\/promotion\//, /^\/api\/webConfig\/(admin|tenants)/, /^\/api\/log/, /^\/api\/(tag|broadcast|migration|admin|utils)/i, /^\/(admin|utils)\//,
];
/** Reached before a merchant account exists (the registration wizard) or shown to anyone. */
const PUBLIC = new Set(['GET /api/merchant/dist', 'GET /api/merchant/bank', 'POST /api/merchant/register', 'GET /api/merchant/public/image/{tenantId}/{uploadId}']);
/** Also the buyers' (and guests') list of today's promotion products (routes/catalog/promotion-products.ts). */
const BUYERS_TOO = new Set(['GET /api/promotion/products']);
/** Ends the walking caller's own session (LINE logout): walking it would sign every later call out. Its own tests: tests/server/line/staff-and-settings.test.ts. */
const ENDS_SESSION = new Set(['POST /api/merchant/user/line/logout']);
/** Shared with the buyer or the rider: those callers may pass the guard and then find nothing (404). */
const SHARED = (route: string) => route.startsWith('/api/orders/') || route.startsWith('/api/payments/');
const superAdminOnly = (route: string) => /\/(migration|admin|utils|log|loyalty)(\/|$)/i.test(route) || route === '/api/webConfig/tenants' || route.startsWith('/api/merchant/line/');

const A = DEMO_TENANTS.find((t) => t.tenantId === 'sabai')!;
const A_MARKERS = [...A.customers.flatMap((c) => [c.name, c.mobile, c.address]), ...A.merchants.map((m) => m.name)];

function valueFor(name: string): string {
  const n = name.toLowerCase();
  if (n === 'orderid') return orderId;
  if (n.includes('saleunit') || n === 'dc' || n === 'activedc') return '1001';
  if (n.includes('mobile')) return DEMO.sabai.customer;
  if (n === 'p_code' || n === 'productcode') return 'T-WALK';
  if (n === 'id' || n.includes('code') || n === 'customer') return 'SB0001';
  if (n.includes('date')) return '2026-11-20';
  if (n === 'tenantid') return 'sabai';
  if (n === 'opt') return 'DISABLE_GUEST_MODE';
  return 'x';
}

/** Every row of every tenant-scoped table (of one tenant, or all), audit entries aside, hashed. */
async function snapshot(tenant?: string): Promise<string> {
  return tenantRowsDigest(s.db, { tenant, except: ['audit_log'] });
}

let cached: Endpoint[] | null = null;
async function endpoints(): Promise<Endpoint[]> {
  cached ??= await walkEndpoints(s.app, { include: BACK_OFFICE, valueFor, skip: (key) => PUBLIC.has(key) || ENDS_SESSION.has(key) });
  return cached;
}

/**
 * Reads the walk cannot make answer: their sample parameters name nothing real (an integer id given
 * a customer code, a job id that is not a uuid, a compare of tenant 'x', a profile code, a month 'x').
 * Every other back-office read must answer the super admin and the centre's own salesperson with 2xx.
 */
const READS_NOT_ANSWERED = new Set<string>([
  'GET /api/webConfig/admin/compare', 'GET /api/merchant/loginasclient/profile/{id}', 'GET /api/merchant/customerfile',
  'GET /api/merchant/customerfile/{fileId}/image', 'GET /api/products/pc/item/{id}/{dc}/active',
  'GET /api/merchant/migration/{kind}/columns', 'GET /api/merchant/migration/{kind}/template', 'GET /api/merchant/migration/jobs/{jobId}',
  'GET /api/merchant/migration/jobs/{jobId}/result', 'GET /api/promotion/detail/{id}', 'GET /api/tags/{id}', 'GET /api/tags/{id}/customers',
  'GET /api/broadcasts/{id}', 'GET /api/broadcasts/{id}/recipients', 'GET /api/merchant/subscriptions/{id}',
  'GET /api/merchant/loyalty/missions/photos/{id}/image',
]);

const label = (e: Endpoint, who: string, text: string) => `${e.method} ${e.url} as ${who}: ${text.slice(0, 160)}`;
const ok = (status: number) => status >= 200 && status < 300;

// Each of these walks sends every back-office endpoint (some 200) four times or more: ~20 s on a
// loaded 2-core machine, over the suite's 20 s default.
const WALK_TIMEOUT = 60_000;

describe('every back-office endpoint, every caller', () => {
  it('lists the areas it must walk', async () => {
    const routes = new Set((await endpoints()).map((e) => `${e.method} ${e.route}`));
    for (const r of ['POST /api/products/pc/items', 'GET /api/merchant/report/topsaleByMonth', 'POST /api/MerchantOrder/GET_ORDER_DETAIL',
      'POST /api/orders/{orderId}/{saleUnit}/transition', 'POST /api/payments/{orderId}/slip/{uploadId}/review', 'PUT /api/webConfig/admin/items',
      'GET /api/merchant/loginasclient/{code}/{saleUnit}', 'POST /api/merchant/advanceprice']) expect(routes, r).toContain(r);
  });

  it('nobody, a guest, a customer and a rider are refused and change nothing', async () => {
    const before = await snapshot();
    for (const e of await endpoints()) {
      if (BUYERS_TOO.has(`${e.method} ${e.route}`)) continue;
      const anonymous = await call(s.app, e.method, e.url, { tenant: 'sabai', body: e.body });
      // Shared order routes validate before their guard: bad input there is a 400 before the 401.
      expect([401, 400], label(e, 'nobody', anonymous.text)).toContain(anonymous.status);
      for (const who of ['guest', 'customer', 'rider']) {
        const r = await call(s.app, e.method, e.url, { token: tokens[who], body: e.body });
        const refused = SHARED(e.route) ? [400, 403, 404] : [403];
        expect(refused, label(e, who, r.text)).toContain(r.status);
      }
    }
    expect(await snapshot()).toBe(before);
  }, WALK_TIMEOUT);

  it.each(SALES_ROLES)('a salesperson of role %i working for another centre: super-admin endpoints 403, centre 1001 out of reach, nothing changes', async (role) => {
    const token = tokens[`sales${role}`];
    const before = await snapshot();
    for (const e of await endpoints()) {
      const r = await call(s.app, e.method, e.url, { token, body: e.body });
      if (superAdminOnly(e.route)) {
        expect(r.status, label(e, `sales${role}`, r.text)).toBe(403);
        continue;
      }
      expect(r.status, label(e, `sales${role}`, r.text)).toBeLessThan(500);
      if (ok(r.status)) expect(r.text.includes(orderId), `${label(e, `sales${role}`, r.text)} shows the other centre's order`).toBe(false);
    }
    expect(await snapshot()).toBe(before);
  }, WALK_TIMEOUT);

  it('asking for another centre\'s order by id: 403/404 on each order endpoint', async () => {
    const token = tokens.sales5;
    const asks: [string, string, unknown][] = [
      ['POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { orderid: orderId, saleunit: '1001' }],
      ['POST', `/api/orders/${orderId}/1001/transition`, { action: 'confirm' }],
      ['POST', `/api/orders/${orderId}/1001/transition`, { action: 'cancel', reason: 'walk' }],
      ['GET', `/api/orders/tracking/${orderId}`, undefined],
      ['GET', `/api/payments/${orderId}`, undefined],
    ];
    const before = await snapshot();
    for (const [method, url, body] of asks) {
      const r = await call(s.app, method, url, { token, body });
      expect([403, 404], `${method} ${url}: ${r.text}`).toContain(r.status);
    }
    const list = await call(s.app, 'GET', '/api/MerchantOrder/list?status=ALL', { token });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(orderId);
    expect(await snapshot()).toBe(before);
  });

  it('merchants of another tenant naming sabai\'s ids get nothing of sabai and change nothing of it', async () => {
    const before = await snapshot('sabai');
    for (const who of ['otherSales', 'otherAdmin']) {
      for (const e of await endpoints()) {
        const r = await call(s.app, e.method, e.url, { token: tokens[who], tenant: 'sabai', body: e.body });
        expect(r.status, label(e, who, r.text)).toBeLessThan(500);
        const text = r.text.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<token>');
        for (const m of [...A_MARKERS, orderId]) expect(text.includes(m), `${label(e, who, '')} leaked ${m}`).toBe(false);
      }
    }
    expect(await snapshot('sabai')).toBe(before);
  });

  it('the super admin and the centre\'s own salesperson get answers, never a 500; super-admin endpoints still refuse the salesperson', async () => {
    const refusedReads: string[] = [];
    for (const e of await endpoints()) {
      const sales = await call(s.app, e.method, e.url, { token: tokens.ownSales, body: e.body });
      if (superAdminOnly(e.route)) expect(sales.status, label(e, 'ownSales', sales.text)).toBe(403);
      else {
        expect(sales.status, label(e, 'ownSales', sales.text)).toBeLessThan(500);
        // Reading the centre's own order, customer and product is the salesperson's job: a refusal there is a bug.
        if (e.method === 'GET' && !ok(sales.status) && !READS_NOT_ANSWERED.has(`${e.method} ${e.route}`)) refusedReads.push(label(e, 'ownSales', sales.text));
      }
      const admin = await call(s.app, e.method, e.url, { token: tokens.admin, body: e.body });
      expect(admin.status, label(e, 'admin', admin.text)).toBeLessThan(500);
      if (superAdminOnly(e.route)) expect(admin.status, label(e, 'admin', admin.text)).not.toBe(403);
      if (e.method === 'GET' && !ok(admin.status) && !READS_NOT_ANSWERED.has(`${e.method} ${e.route}`)) refusedReads.push(label(e, 'admin', admin.text));
    }
    expect(refusedReads).toEqual([]);
  }, WALK_TIMEOUT);
});
