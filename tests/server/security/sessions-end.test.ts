import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { DEMO, PASSWORD, call, claims, customerToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';

/**
 * Issue 20, must-fix 2: every customer, merchant and rider token names a server-side session that
 * can end — logout, password change, staff deactivation — and renewals stop at an absolute limit;
 * impersonation tokens last 8 hours and never renew. A second server process on the same database
 * sees every ending (cache dropped by LISTEN/NOTIFY).
 */
let s: TestServer;
let second: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  s = await startTestServer();
  const db2 = await s.openSecondDb();
  const app2 = await buildApp({ config: s.app.config, db: db2.db, clock: s.clock.read, watchTenants: false });
  await app2.ready();
  second = { app: app2, close: async () => { await app2.close(); await db2.close(); } };
});
afterAll(async () => { await second?.close(); await s?.close(); });

const profile = (app: FastifyInstance, token: string) => call(app, 'POST', '/authen/customerProfile', { token, body: {} });
const merchantDcs = (app: FastifyInstance, token: string) => call(app, 'GET', '/authen/user/dcs', { token });
const ENDED = 'Bearer error="invalid_token", error_description="The session has ended"';

/** The other process hears the notice within a moment (PostgreSQL delivers it asynchronously). */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('logout', () => {
  it('ends the session in every process; the user\'s other sessions go on', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const other = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    expect(claims(token).sid).toEqual(expect.any(String));
    expect((await profile(s.app, token)).status).toBe(200);
    expect((await profile(second.app, token)).status).toBe(200); // cached as active there
    const out = await call(s.app, 'POST', '/authen/logout', { token, body: {} });
    expect(out.status).toBe(200);
    const after = await profile(s.app, token);
    expect(after.status).toBe(401);
    expect(after.headers['www-authenticate']).toBe(ENDED);
    expect(await eventually(async () => (await profile(second.app, token)).status === 401)).toBe(true);
    expect((await profile(s.app, other)).status).toBe(200);
  });

  it('ends merchant and rider sessions too', async () => {
    const m = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
    const r = await riderToken(s.app, 'sabai', DEMO.sabai.rider);
    for (const token of [m, r]) expect((await call(s.app, 'POST', '/authen/logout', { token, body: {} })).status).toBe(200);
    expect((await merchantDcs(s.app, m)).status).toBe(401);
    expect((await call(s.app, 'GET', '/api/rider/deliveries', { token: r })).status).toBe(401);
  });
});

describe('password change', () => {
  it('ends every other session of the customer (a stolen token dies), keeps the one that changed it', async () => {
    const stolen = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    const mine = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    expect((await profile(second.app, stolen)).status).toBe(200);
    const changed = await call(s.app, 'POST', '/authen/changePassword', { token: mine, body: { oldPassword: PASSWORD, newPassword: 'n3w-secret' } });
    expect(changed.status).toBe(200);
    expect((await profile(s.app, stolen)).status).toBe(401);
    expect(await eventually(async () => (await profile(second.app, stolen)).status === 401)).toBe(true);
    expect((await profile(s.app, mine)).status).toBe(200);
    // Renewing the stolen token is no way back either.
    expect((await call(s.app, 'POST', '/authen/customerProfile', { token: stolen, body: {} })).status).toBe(401);
  });

  it('a merchant user\'s change ends their other sessions and the customer sessions they opened by impersonation', async () => {
    const sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
    const other = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
    const as = await call(s.app, 'GET', '/api/merchant/loginasclient/SB0001/1001', { token: sales });
    expect(as.status).toBe(200);
    const actingToken = as.body.jtoken as string;
    expect((await profile(s.app, actingToken)).status).toBe(200);
    const changed = await call(s.app, 'POST', '/authen/user/changePassword', { token: sales, body: { oldPassword: PASSWORD, newPassword: 'n3w-secret' } });
    expect(changed.status).toBe(200);
    expect((await merchantDcs(s.app, other)).status).toBe(401);
    expect((await profile(s.app, actingToken)).status).toBe(401);
    expect((await merchantDcs(s.app, sales)).status).toBe(200);
  });
});

describe('deactivation', () => {
  it('deactivating a staff user (any path: here SQL, as ops would) ends their sessions and their impersonation sessions everywhere', async () => {
    await s.db.query(
      `INSERT INTO merchant_users (tenant_id, user_id, username, name, mobile_no, password_hash, role)
       SELECT tenant_id, 'SB-S099', 'sales.99', 'พนักงานชั่วคราว', '0899990099', password_hash, 3 FROM riders WHERE tenant_id = 'sabai' AND rider_id = 'SB-R01'`,
    );
    await s.db.query("INSERT INTO merchant_user_centers (tenant_id, user_id, sale_unit) VALUES ('sabai', 'SB-S099', '1001')");
    const sales = await merchantToken(s.app, 'sabai', '0899990099');
    const as = await call(s.app, 'GET', '/api/merchant/loginasclient/SB0001/1001', { token: sales });
    expect(as.status).toBe(200);
    const acting = as.body.jtoken as string;
    expect((await profile(second.app, acting)).status).toBe(200);
    expect((await merchantDcs(second.app, sales)).status).toBe(200);

    await s.db.query("UPDATE merchant_users SET status = 'I' WHERE tenant_id = 'sabai' AND user_id = 'SB-S099'");
    expect(await eventually(async () => (await profile(s.app, acting)).status === 401)).toBe(true);
    expect(await eventually(async () => (await profile(second.app, acting)).status === 401)).toBe(true);
    expect(await eventually(async () => (await merchantDcs(second.app, sales)).status === 401)).toBe(true);
    // The customer's own session is not touched.
    expect((await profile(s.app, await customerToken(s.app, 'sabai', DEMO.sabai.customer))).status).toBe(200);
  });
});

describe('lifetimes', () => {
  it('impersonation tokens live 8 hours and never renew', async () => {
    const sales = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
    const as = await call(s.app, 'GET', '/api/merchant/loginasclient/SB0002/1001', { token: sales });
    expect(as.status).toBe(200);
    const first = claims(as.body.jtoken);
    expect((first.exp as number) - (first.iat as number)).toBe(8 * 3600);
    s.clock.advance(7 * 3600_000);
    const renewed = await profile(s.app, as.body.jtoken);
    expect(renewed.status).toBe(200);
    expect(claims(renewed.body.jtoken).exp).toBe(first.exp);
    s.clock.advance(3600_000 + 1000);
    expect((await profile(s.app, renewed.body.jtoken)).status).toBe(401);
  });

  it('renewing a customer token stops at the 90-day limit of the session', async () => {
    const login = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.newCustomer, password: PASSWORD } });
    let token = login.body.jtoken as string;
    const start = claims(token).iat as number;
    for (let i = 0; i < 3; i++) {
      s.clock.advance(25 * 24 * 3600_000);
      const r = await profile(s.app, token);
      expect(r.status).toBe(200);
      token = r.body.jtoken;
      expect(claims(token).exp as number).toBeLessThanOrEqual(start + 90 * 24 * 3600);
    }
    // Day 75: the renewed token runs to day 90, not day 105; on day 91 nothing renews it.
    expect(claims(token).exp).toBe(start + 90 * 24 * 3600);
    s.clock.advance(16 * 24 * 3600_000);
    expect((await profile(s.app, token)).status).toBe(401);
  });

  it('refuses a correctly signed token that names no session (issued before sessions existed)', async () => {
    const legacy = await s.app.tokens.sign({ UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER', SaleUnit: '1001' });
    const r = await profile(s.app, legacy);
    expect(r.status).toBe(401);
    expect(r.headers['www-authenticate']).toBe(ENDED);
  });
});
