import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../../src/server/seed/demo-data';
import { DEMO, call, customerToken, guestToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { walkEndpoints } from '../walk';
import { tenantRowsDigest } from '../snapshot';

/**
 * Walks every merchant endpoint (from the OpenAPI document, so endpoints added later are walked
 * too) with each kind of caller: nobody, a guest, a customer, a rider, a salesperson, a super
 * admin, and a super admin of another tenant naming this tenant's ids. Super-admin endpoints
 * refuse the salesperson; nothing of tenant A reaches tenant B's admin, and A's rows do not change.
 */
let s: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  tokens = {
    guest: await guestToken(s.app, 'sabai'),
    customer: await customerToken(s.app, 'sabai', DEMO.sabai.customer),
    rider: await riderToken(s.app, 'sabai', DEMO.sabai.rider),
    sales: await merchantToken(s.app, 'sabai', DEMO.sabai.sales),
    admin: await merchantToken(s.app, 'sabai', DEMO.sabai.admin),
    otherAdmin: await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin),
  };
});
afterAll(async () => { await s?.close(); });

const MERCHANT_PATHS = [/^\/api\/merchant\//, /^\/api\/MerchantOrder\//, /^\/api\/customers\//, /^\/api\/products\/pc\//, /^\/api\/products\/master\//];
/** Reached before a merchant account exists (the registration wizard) or shown to anyone. */
const PUBLIC = new Set(['GET /api/merchant/dist', 'GET /api/merchant/bank', 'POST /api/merchant/register', 'GET /api/merchant/public/image/{tenantId}/{uploadId}']);
const superAdminOnly = (path: string) => /\/(migration|admin|utils)\//.test(path);
/** The orders area's merchant endpoints guard after validation: bad input there is a 400 before the 401/403. */
const guardsAfterValidation = (path: string) => path.startsWith('/api/MerchantOrder/');

const A = DEMO_TENANTS.find((t) => t.tenantId === 'sabai')!;
const A_MARKERS = [...A.customers.flatMap((c) => [c.name, c.mobile, c.address]), ...A.merchants.map((m) => m.name)];

function valueFor(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('saleunit') || n === 'dc' || n === 'activedc') return '1001';
  if (n.includes('mobile')) return DEMO.sabai.customer;
  if (n === 'id' || n.includes('code') || n === 'customer') return 'SB0001';
  if (n.includes('date')) return '2026-11-20';
  return 'x';
}

async function snapshotA(): Promise<string> {
  return tenantRowsDigest(s.db, { tenant: 'sabai', except: ['audit_log'] });
}

const endpoints = () => walkEndpoints(s.app, { include: MERCHANT_PATHS, valueFor });

describe('merchant endpoints by role', () => {
  it('refuse callers without a merchant role; super-admin ones refuse sales staff', async () => {
    const list = await endpoints();
    expect(list.length).toBeGreaterThan(3);
    for (const e of list) {
      const key = `${e.method} ${e.route}`;
      // LINE logout ends the caller's session: walking it would sign the later calls out (tests/server/line/staff-and-settings.test.ts covers it).
      if (PUBLIC.has(key) || key === 'POST /api/merchant/user/line/logout') continue;
      const label = (who: string) => `${key} as ${who}`;
      const anonymous = await call(s.app, e.method, e.url, { tenant: 'sabai', body: e.body });
      const refused = (code: number) => (guardsAfterValidation(e.route) ? [400, code] : [code]);
      expect(refused(401), label('nobody')).toContain(anonymous.status);
      for (const who of ['guest', 'customer', 'rider']) {
        const r = await call(s.app, e.method, e.url, { token: tokens[who], body: e.body });
        expect(refused(403), `${label(who)}: ${r.text.slice(0, 120)}`).toContain(r.status);
      }
      const sales = await call(s.app, e.method, e.url, { token: tokens.sales, body: e.body });
      if (superAdminOnly(e.route)) expect(sales.status, label('sales')).toBe(403);
      else expect(sales.status, `${label('sales')}: ${sales.text.slice(0, 160)}`).toBeLessThan(500);
      const admin = await call(s.app, e.method, e.url, { token: tokens.admin, body: e.body });
      expect(admin.status, `${label('admin')}: ${admin.text.slice(0, 160)}`).toBeLessThan(500);
    }
  });

  it('another tenant\'s super admin naming this tenant\'s ids gets nothing of it and changes nothing', async () => {
    const before = await snapshotA();
    for (const e of await endpoints()) {
      const r = await call(s.app, e.method, e.url, { token: tokens.otherAdmin, tenant: 'sabai', body: e.body });
      const label = `${e.method} ${e.url}`;
      expect(r.status, `${label}: ${r.text.slice(0, 160)}`).toBeLessThan(500);
      const text = r.text.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<token>');
      for (const m of A_MARKERS) expect(text.includes(m), `${label} leaked ${m}`).toBe(false);
    }
    expect(await snapshotA()).toBe(before);
  });
});
