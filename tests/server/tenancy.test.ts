import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../src/server/seed/demo-data';
import { DEMO, call, customerToken, guestToken, merchantToken, riderToken, startTestServer, type TestServer } from './helpers';
import { walkEndpoints, type Endpoint } from './walk';
import { tenantRowsDigest } from './snapshot';

/**
 * Walks EVERY documented endpoint (the OpenAPI document, so routes added later are walked too) with
 * tokens of tenant A (sabai) while naming tenant B (khongdee) everywhere it can be named: the
 * TenantId header, path params, query and body values. Nothing of B may come back, and B's rows
 * (every table with a tenant_id column) must not change.
 */
let s: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  tokens = {
    guest: await guestToken(s.app, 'sabai'),
    customer: await customerToken(s.app, 'sabai', DEMO.sabai.customer),
    admin: await merchantToken(s.app, 'sabai', DEMO.sabai.admin),
    sales: await merchantToken(s.app, 'sabai', DEMO.sabai.sales),
    rider: await riderToken(s.app, 'sabai', DEMO.sabai.rider),
  };
});
afterAll(async () => { await s?.close(); });

const B = DEMO_TENANTS.find((t) => t.tenantId === 'khongdee')!;
/** Strings that identify B's data (not its public brand or flags). */
const MARKERS = [
  ...B.customers.flatMap((c) => [c.code, c.name, c.mobile, c.address]),
  ...B.merchants.flatMap((m) => [m.userId, m.name, m.mobile, m.username]),
  ...B.riders.flatMap((r) => [r.riderId, r.name, r.mobile]),
  ...B.centers.flatMap((c) => [c.name, c.address]),
];
/** B's centre codes are short numbers, so they count only under a centre-ish key (not e.g. a product group "2002"). */
const B_SALE_UNITS = new Set(B.centers.map((c) => c.saleUnit));
const CENTRE_KEY = /sale_?unit|activedc|^dc$|^dist$|customersaleunit/i;
function centreLeak(value: unknown, key = ''): string | null {
  if (Array.isArray(value)) {
    for (const v of value) { const hit = centreLeak(v, key); if (hit) return hit; }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { const hit = centreLeak(v, k); if (hit) return hit; }
  } else if (CENTRE_KEY.test(key) && B_SALE_UNITS.has(String(value))) {
    return `${key}=${String(value)}`;
  }
  return null;
}

/**
 * Values that point at B's data, by parameter name; or (control run) values that exist nowhere.
 * The control run must get the same status: an answer that depends on B's data would differ.
 */
function valueFor(name: string, control = false): unknown {
  const n = name.toLowerCase();
  if (n === 'tenantid' || n === 'a' || n === 'b') return 'khongdee';
  if (n === 'opt') return 'ENABLE_FAQ';
  if (n === '*') return 'logo.svg';
  if (n.includes('mobile')) return control ? '0899999999' : B.customers[0].mobile;
  if (n.includes('saleunit') || n === 'dc' || n === 'dist' || n === 'activedc') return control ? '9999' : B.centers[0].saleUnit;
  if (n.includes('user')) return control ? 'ZZ-NOBODY' : B.merchants[1].userId;
  if (n.includes('rider')) return control ? 'ZZ-NOBODY' : B.riders[0].riderId;
  return control ? 'ZZ9999' : B.customers[0].code;
}
const INPUTS = [B.customers[0].mobile, B.merchants[1].userId, B.riders[0].riderId, B.customers[0].code];

async function snapshotB(): Promise<string> {
  return tenantRowsDigest(s.db, { tenant: 'khongdee' });
}

// Public by design or not JSON: the tenant's bundle and assets (served to any browser), an SSE stream
// (never ends under inject), and the development-only outbox (disabled in production).
// Logout ends the caller's own session (the walk's tokens must live on) and touches no identifier;
// streams never end; the outboxes are development-only.
const SKIP = new Set(['GET /api/webConfig/stream', 'GET /api/dev/outbox', 'POST /authen/logout', 'POST /api/merchant/user/line/logout', 'GET /api/chat/stream', 'GET /api/dev/line-outbox']);

describe('tenant isolation', () => {
  it('walks every endpoint with tenant A tokens aimed at tenant B: nothing of B leaks or changes', async () => {
    const before = await snapshotB();
    const walk = (control: boolean) => walkEndpoints(s.app, { valueFor: (name) => String(valueFor(name, control)), skip: (key) => SKIP.has(key) });
    // The same routes twice: identifiers of B, and (control) identifiers that exist nowhere.
    const [toB, toNowhere] = [await walk(false), await walk(true)];
    let walked = 0;
    for (const [i, b] of toB.entries()) {
      const c = toNowhere[i];
      const M = b.method;
      for (const [who, token] of Object.entries(tokens)) {
        for (const withQuery of [false, true]) {
          if (withQuery && !b.query) continue;
          const at = (x: Endpoint) => (withQuery ? x.url : x.path);
          const r = await call(s.app, M, at(b), { token, tenant: 'khongdee', body: b.body });
          walked++;
          const label = `${M} ${at(b)} as ${who}`;
          expect(r.status, `${label}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
          // Compared only when the two requests differ: an integer id is the same in both walks, and
          // asking the same thing twice may rightly answer differently (a check-in, then "already").
          if (at(b) !== at(c) || JSON.stringify(b.body) !== JSON.stringify(c.body)) {
            const ctl = await call(s.app, M, at(c), { token, tenant: 'khongdee', body: c.body });
            expect(r.status, `${label} answered differently for B's identifiers than for unknown ones`).toBe(ctl.status);
          }
          // Echoes of our own input (e.g. "Mobile No '…' is not registered.") are not B's data.
          let text = r.text.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<token>');
          for (const input of INPUTS) text = text.split(input).join('<input>');
          for (const m of MARKERS) expect(text.includes(m), `${label} leaked ${m}`).toBe(false);
          // Our own input echoed under a centre key (e.g. a 404 naming the asked centre) is not B's data.
          if (r.status < 400) expect(centreLeak(r.body), `${label} leaked a centre of B`).toBeNull();
        }
      }
    }
    expect(walked).toBeGreaterThan(100);
    expect(await snapshotB()).toBe(before);
  }, 180_000); // every route of the API, one by one: grows with the API

  it('a TenantId header never overrides the token\'s tenant', async () => {
    const r = await call(s.app, 'POST', '/authen/customerProfile', { token: tokens.customer, tenant: 'khongdee', body: {} });
    expect(r.body.CUSTOMERCODE).toBe('SB0001');
    const flags = await call(s.app, 'POST', '/api/webConfig/items', { token: tokens.customer, tenant: 'khongdee', body: { Keys: ['DISABLE_GUEST_MODE'] } });
    expect(flags.body.Data).toEqual([{ Opt: 'DISABLE_GUEST_MODE', OptValue: 'N' }]);
  });
});
