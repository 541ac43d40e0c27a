import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { multipartBody, png } from '../merchant/fixtures';
import { addProducts, shipToOf } from '../orders/fixtures';
import { walkEndpoints, type Endpoint } from '../walk';
import { tenantRowsDigest } from '../snapshot';

/**
 * Issue 20, must-fix 3: every back-office write (every non-GET endpoint of the OpenAPI document in
 * the back-office areas, so endpoints added later are walked too, plus the spec's GET toggle) called
 * by a salesperson who works for centre 1003 only, naming ids of centre 1001: refused (403; 404 for
 * an id outside their centres), and no row of any tenant-scoped table changes. Writes on the caller's own things are listed apart with the reason.
 */
let s: TestServer;
let orderId = '';
let foreign = '';
let own = '';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, 'sabai', ['1001'], [{ code: 'T-WALK', name: 'สินค้าทดสอบสิทธิ์', price: 20, stock: 50 }]);
  const buyer = await customerToken(s.app, 'sabai', DEMO.sabai.credit);
  const placed = await call(s.app, 'POST', '/api/orders', {
    token: buyer, headers: { 'idempotency-key': 'writes-walk-1' },
    body: { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-WALK', qty1: 2, qty2: 0, qty3: 0 }] },
  });
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.text}`);
  orderId = placed.body.Order.OrderID;
  await s.db.query(
    `INSERT INTO merchant_users (tenant_id, user_id, username, name, mobile_no, password_hash, role)
     SELECT tenant_id, 'SB-W003', 'walk.3', 'พนักงานศูนย์ 1003', '0899990003', password_hash, 3 FROM merchant_users WHERE tenant_id = 'sabai' AND user_id = 'SB-S001'`,
  );
  await s.db.query("INSERT INTO merchant_user_centers (tenant_id, user_id, sale_unit) VALUES ('sabai', 'SB-W003', '1003')");
  foreign = await merchantToken(s.app, 'sabai', '0899990003');
  own = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
});
afterAll(async () => { await s?.close(); });

const BACK_OFFICE = [
  /^\/api\/merchant\//, /^\/api\/MerchantOrder\//, /^\/api\/customers\//, /^\/api\/products\/pc\//, /^\/api\/products\/master\//,
  /^\/api\/orders\/\{orderId\}\/\{saleUnit\}\/(transition|delivery-proof)$/, /^\/api\/payments\/\{orderId\}\/slip\/\{uploadId\}\/review$/,
  /^\/api\/promotion\//, /^\/api\/webConfig\/(admin|tenants)/, /^\/api\/log/, /^\/api\/(tag|broadcast|migration|admin|utils)/i, /^\/(admin|utils)\//,
];
/** Reached before a merchant account exists (the registration wizard). */
const PUBLIC = new Set(['POST /api/merchant/register', 'POST /GET_MASTER_DATA/GET_ALL_PROVINCE']);
/** GET routes that change state: the spec's path keeps working for those who may write. */
const STATE_CHANGING_GETS = new Set(['GET /api/products/pc/item/{id}/{dc}/active']);
/**
 * Writes on the caller's own things, open to any salesperson whatever centre: their own profile,
 * a tag of their own, a broadcast to the customers of their own centres; and reads sent as POST
 * (a search body). Each is walked too: no 500 and nothing of centre 1001 changes.
 */
const OWN_OR_READ = new Set([
  'PUT /api/merchant/profile', 'POST /api/merchant/user/line/logout', 'POST /api/tags', 'POST /api/products/pc/items', 'POST /api/broadcasts/audience', 'POST /api/broadcasts',
]);

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
  if (n === 'kind') return 'customers';
  if (n === 'slot') return '1';
  if (n === 'uploadid') return '00000000-0000-4000-8000-000000000000';
  if (n === 'phone') return '0812345678';
  if (n === 'taxno') return '1234567890123';
  if (n === 'zip') return '10110';
  if (n === 'email') return 'walk@example.com';
  return 'x';
}

/** Every row of every tenant-scoped table (audit entries and login bookkeeping aside), hashed. */
async function snapshot(): Promise<string> {
  return tenantRowsDigest(s.db, { except: ['audit_log'] });
}

const writeEndpoints = () => walkEndpoints(s.app, {
  include: BACK_OFFICE, valueFor, skip: (key, method) => PUBLIC.has(key) || (method === 'GET' && !STATE_CHANGING_GETS.has(key)),
});

/** Two snapshots read every row of the seeded shop (~7,000 products): seconds each under load. */
const SNAPSHOTS = 120_000;
const label = (e: Endpoint, text: string) => `${e.method} ${e.url}: ${text.slice(0, 200)}`;

/** Multipart writes get the fields they name first (centre 1001, its customer) and a real picture. */
async function send(e: Endpoint, token: string) {
  if (!e.multipart) return call(s.app, e.method, e.url, { token, body: e.body });
  const image = { filename: 'p.png', data: await png(40, 40) };
  const parts = e.route === '/api/merchant/dist/uploadimage'
    ? [{ name: 'saleUnit', value: '1001' }, { name: 'logoImage', file: image }]
    : [{ name: 'CustomerCode', value: 'SB0001' }, { name: 'saleUnit', value: '1001' }, { name: 'photoGroupCode', value: 'x' }, { name: 'remark', value: 'x' }, { name: 'file', file: image }];
  const { payload, headers } = multipartBody(parts);
  const res = await s.app.inject({ method: e.method as 'POST', url: e.url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, text: res.body };
}

/**
 * Refused: 403, or 404 'not found' when the write names a row by id that is outside the caller's
 * centres (their view of the tenant has no such row; an id's existence elsewhere is not revealed).
 */
const refused = (status: number, text: string) => status === 403 || (status === 404 && /not found/i.test(text));

describe('every back-office write, a salesperson of another centre', () => {
  it('walks the writes it must (the spec\'s GET toggle and the price write among them)', async () => {
    const routes = new Set((await writeEndpoints()).map((e) => `${e.method} ${e.route}`));
    for (const r of ['GET /api/products/pc/item/{id}/{dc}/active', 'POST /api/products/pc/item/{id}/{dc}/active', 'PUT /api/products/pc/item/{code}/prices',
      'POST /api/merchant/advanceprice', 'POST /api/orders/{orderId}/{saleUnit}/transition', 'PUT /api/webConfig/admin/items', 'POST /api/promotion/create']) {
      expect(routes, r).toContain(r);
    }
    expect(routes.size).toBeGreaterThan(30);
  });

  it('403 on each, and no row of any table changes', async () => {
    const all = await writeEndpoints();
    const before = await snapshot();
    const wrong: string[] = [];
    for (const e of all.filter((x) => !OWN_OR_READ.has(`${x.method} ${x.route}`))) {
      const r = await send(e, foreign);
      if (!refused(r.status, r.text)) wrong.push(`${r.status} ${label(e, r.text)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The caller's own things: answered, never a 500 (what they change is the caller's).
    for (const e of all.filter((x) => OWN_OR_READ.has(`${x.method} ${x.route}`))) {
      const r = await send(e, foreign);
      expect(r.status, label(e, r.text)).toBeLessThan(500);
    }
  }, SNAPSHOTS);

  it('the centre\'s own salesperson still may not change the shared catalogue (prices were changed for every centre)', async () => {
    const before = await snapshot();
    const r = await call(s.app, 'PUT', '/api/products/pc/item/T-WALK/prices', { token: own, body: { UNIT1PRICELEVEL1: 0.01 } });
    expect(r.status).toBe(403);
    const toggle = await call(s.app, 'GET', '/api/products/pc/item/T-WALK/1001/active', { token: own });
    expect(toggle.status).toBe(403);
    expect(await snapshot()).toBe(before);
  }, SNAPSHOTS);
});
