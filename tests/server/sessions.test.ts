import { SignJWT } from 'jose';
import { buildApp } from '../../src/server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedSession, DEMO, PASSWORD, call, claims, customerToken, guestToken, merchantToken, startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

describe('guest sessions', () => {
  it('gives a sabai guest a token and the GUEST user in the first centre', async () => {
    const r = await call(s.app, 'GET', '/authen/login/guest', { tenant: 'sabai' });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(200);
    expect(r.body.user).toMatchObject({ CUSTOMERCODE: 'GUEST', userRole: 'GUEST', ActiveDC: '1001', ActiveDCName: 'สบายมาร์ท สาขาลาดพร้าว' });
    expect(claims(r.body.jtoken)).toMatchObject({ TenantId: 'sabai', Kind: 'guest', Role: 'GUEST' });
  });

  it('refuses guests where DISABLE_GUEST_MODE is Y (khongdee)', async () => {
    const r = await call(s.app, 'GET', '/authen/login/guest', { tenant: 'khongdee' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ IsException: true, Message: 'Guest mode is disabled' });
  });

  it('answers an unknown tenant with 404, not a session of the default tenant', async () => {
    const r = await call(s.app, 'GET', '/authen/login/guest', { tenant: 'nosuchtenant' });
    expect(r.status).toBe(404);
    expect(r.body.Message).toBe("Tenant 'nosuchtenant' not found");
  });

  it('gives the merchant area a guest token', async () => {
    const r = await call(s.app, 'GET', '/authen/user/login/guest', { tenant: 'sabai' });
    expect(r.status).toBe(200);
    expect(r.body.user.userRole).toBe('GUEST');
    expect(claims(r.body.token)).toMatchObject({ TenantId: 'sabai', Kind: 'guest' });
  });
});

describe('customer login and profile', () => {
  it('logs a customer in with the spec user fields and a token carrying UserId, TenantId, exp', async () => {
    const r = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.credit, password: PASSWORD } });
    expect(r.status).toBe(200);
    const user = r.body.user;
    expect(user).toMatchObject({
      CUSTOMERCODE: 'SB0002', CUSTOMERNAME: 'บริษัท เจริญผล ค้าส่ง จำกัด', ActiveDC: '1001', SALEUNIT: '1001',
      AuthorizeAmount: 50000, DebtAmount: 12500.5, IsBjcSapCustomer: true, userRole: 'CUSTOMER', NewCustomer: 'N', COMPANYCODE: '',
    });
    for (const f of ['ActiveDCName', 'SALEUNIT_NAME', 'RouteStep2', 'ADDRESS', 'ProvinceName', 'AmpherName', 'TownName', 'ZIP', 'Phone', 'jtoken']) {
      expect(user).toHaveProperty(f);
    }
    expect(user.UserId).toBeUndefined();
    const c = claims(r.body.jtoken);
    expect(c).toMatchObject({ UserId: 'SB0002', TenantId: 'sabai', Kind: 'customer' });
    expect(c.exp).toBeGreaterThan(s.clock.now / 1000);
  });

  it('refuses a wrong password and an unknown number with the same message', async () => {
    const wrong = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.customer, password: 'nope-nope' } });
    const unknown = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: '0819999999', password: PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.Message).toBe(unknown.body.Message);
  });

  it('keeps one number\'s accounts apart: each tenant\'s password opens only that tenant\'s account', async () => {
    // The number has an account in both tenants (sabai's demo agent, registered again at khongdee).
    const mobileNo = DEMO.sabai.agent;
    const reg = await call(s.app, 'POST', '/authen/register', { tenant: 'khongdee', body: { mobileNo, password: 'khongdee-pass-1', confirmPassword: 'khongdee-pass-1', name: 'ร้านสองแบรนด์' } });
    expect(reg.status).toBe(200);
    expect((await call(s.app, 'POST', '/authen/login', { tenant: 'khongdee', body: { mobileNo, password: PASSWORD } })).status).toBe(401);
    expect((await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo, password: 'khongdee-pass-1' } })).status).toBe(401);
    const sabai = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo, password: PASSWORD } });
    const khongdee = await call(s.app, 'POST', '/authen/login', { tenant: 'khongdee', body: { mobileNo, password: 'khongdee-pass-1' } });
    expect(claims(sabai.body.jtoken).TenantId).toBe('sabai');
    expect(claims(khongdee.body.jtoken).TenantId).toBe('khongdee');
    expect(khongdee.body.user.CUSTOMERNAME).toBe('ร้านสองแบรนด์');
    expect(khongdee.body.user.CUSTOMERCODE).not.toBe(sabai.body.user.CUSTOMERCODE);
    // A sabai token sent with khongdee's TenantId header is still the sabai account: the token's
    // tenant scopes every query, never the header.
    const cross = await call(s.app, 'POST', '/authen/customerProfile', { token: sabai.body.jtoken, tenant: 'khongdee', body: {} });
    expect(cross.body.CUSTOMERCODE).toBe(sabai.body.user.CUSTOMERCODE);
    expect(cross.body.CUSTOMERNAME).not.toBe('ร้านสองแบรนด์');
  });

  it('refuses an inactive customer with the spec message', async () => {
    const r = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.inactive, password: PASSWORD } });
    expect(r.status).toBe(403);
    expect(r.body.Message).toBe("User with mobile no '0810000005' is being inactive. Please contact administrator");
  });

  it('lists every bad field of a login body, refusing unknown fields', async () => {
    const r = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: '12345', pin: '1' } });
    expect(r.status).toBe(400);
    expect(r.body.IsException).toBe(true);
    expect(r.body.Message).toBe('Invalid request');
    const fields = r.body.Errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['/body/mobileNo', '/body/password', '/body/pin']);
    expect(r.body.Errors.find((e: { field: string }) => e.field === '/body/mobileNo').reason).toMatch(/must match pattern/);
  });

  it('does not coerce body types: a number is not a mobile number', async () => {
    const r = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: 810000001, password: PASSWORD } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([{ field: '/body/mobileNo', reason: 'must be string' }]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/authen/login', headers: { 'content-type': 'application/json', tenantid: 'sabai' }, payload: '{"mobileNo":' });
    expect(r.statusCode).toBe(400);
    expect(r.json().Errors[0].field).toBe('/body');
  });

  it('POST authen/customerProfile with no body returns the user plus a fresh jtoken', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.agent);
    const r = await s.app.inject({ method: 'POST', url: '/authen/customerProfile', headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ CUSTOMERCODE: 'SB0004', AccountCode: 'AG-SB0004', TAXNO: '0105561234567', PersonType: '1' });
    expect(typeof body.jtoken).toBe('string');
  });

  it('customerProfile of a customer that no longer exists is the spec\'s 500 "Customer not found"', async () => {
    const token = await signedSession(s.app, { UserId: 'SB9999', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER' });
    const r = await call(s.app, 'POST', '/authen/customerProfile', { token, body: {} });
    expect(r.status).toBe(500);
    expect(r.body.Message).toBe('Customer not found');
  });
});

describe('tokens', () => {
  it('answers an expired token with 401 and the spec\'s www-authenticate description', async () => {
    const token = await s.app.tokens.sign({ UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER' }, 60);
    s.clock.advance(61_000);
    const r = await call(s.app, 'POST', '/authen/customerProfile', { token, body: {} });
    const exp = new Date((claims(token).exp as number) * 1000).toISOString().replace('.000Z', 'Z');
    expect(r.status).toBe(401);
    expect(r.headers['www-authenticate']).toBe(`Bearer error="invalid_token", error_description="The token expired at '${exp}'"`);
    expect(r.body.Message).toContain('The token expired');
  });

  it('rejects tokens signed with another algorithm or another key', async () => {
    const hs512 = await new SignJWT({ UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER' })
      .setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(new Uint8Array(64));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER', exp: 9e9 })).toString('base64url')}.`;
    for (const token of [hs512, none]) {
      const r = await call(s.app, 'POST', '/authen/customerProfile', { token, body: {} });
      expect(r.status).toBe(401);
      expect(r.headers['www-authenticate']).toContain('error="invalid_token"');
    }
  });
});

describe('registration', () => {
  const base = { mobileNo: '0811112222', password: 'secret-123', confirmPassword: 'secret-123', name: 'ร้านใหม่ทดสอบ' };

  it('registers a new customer (NewCustomer Y) in the nearest centre and logs them in', async () => {
    const r = await call(s.app, 'POST', '/authen/register', { tenant: 'sabai', body: { ...base, lat: 13.6652, lon: 100.6469 } });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ CUSTOMERNAME: 'ร้านใหม่ทดสอบ', NewCustomer: 'Y', ActiveDC: '1002' });
    const login = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: base.mobileNo, password: base.password } });
    expect(login.status).toBe(200);
  });

  it('refuses an existing number with the spec message', async () => {
    const r = await call(s.app, 'POST', '/authen/register', { tenant: 'sabai', body: { ...base, mobileNo: DEMO.sabai.customer } });
    expect(r.status).toBe(409);
    expect(r.body.Message).toBe("Mobile No '0810000001' is already exist.");
  });

  it('refuses an inactive number with the spec message', async () => {
    const r = await call(s.app, 'POST', '/authen/register', { tenant: 'sabai', body: { ...base, mobileNo: DEMO.sabai.inactive } });
    expect(r.body.Message).toBe("User with mobile no '0810000005' is being inactive. Please contact administrator");
  });

  it('lets the same number register with another tenant (accounts are per tenant)', async () => {
    const r = await call(s.app, 'POST', '/authen/register', { tenant: 'khongdee', body: { ...base, mobileNo: DEMO.sabai.customer } });
    expect(r.status).toBe(200);
    expect(r.body.user.COMPANYCODE).toBe('SINGHAONLINE');
    expect(claims(r.body.jtoken).TenantId).toBe('khongdee');
  });

  it('names every bad field and writes nothing', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    const r = await call(s.app, 'POST', '/authen/register', {
      tenant: 'sabai', body: { mobileNo: '08x', password: 'short', name: '', email: 'not-mail', zip: 'abc', saleUnit: '1001', favouriteColour: 'red' },
    });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort())
      .toEqual(['/body/confirmPassword', '/body/email', '/body/favouriteColour', '/body/mobileNo', '/body/name', '/body/password', '/body/zip']);
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const r = await call(s.app, 'POST', '/authen/register', { tenant: 'sabai', body: { ...base, mobileNo: '0811114444', confirmPassword: 'secret-124' } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([{ field: '/body/confirmPassword', reason: 'must equal password' }]);
  });

  it('refuses a centre of another tenant', async () => {
    const r = await call(s.app, 'POST', '/authen/register', { tenant: 'sabai', body: { ...base, mobileNo: '0811113333', saleUnit: '2001' } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([{ field: '/body/saleUnit', reason: 'is not a distribution centre of this tenant' }]);
  });
});

describe('change password', () => {
  it('requires the old password, then the new one works and the old one does not', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.newCustomer);
    const wrong = await call(s.app, 'POST', '/authen/changePassword', { token, body: { oldPassword: 'wrong', newPassword: 'brand-new-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([{ field: '/body/oldPassword', reason: 'is incorrect' }]);
    const ok = await call(s.app, 'POST', '/authen/changePassword', { token, body: { oldPassword: PASSWORD, newPassword: 'brand-new-1' } });
    expect(ok.body).toEqual({ status: 200 });
    const oldLogin = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.newCustomer, password: PASSWORD } });
    const newLogin = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.newCustomer, password: 'brand-new-1' } });
    expect(oldLogin.status).toBe(401);
    expect(newLogin.status).toBe(200);
  });

  it('is for customers only', async () => {
    const guest = await guestToken(s.app, 'sabai');
    const r = await call(s.app, 'POST', '/authen/changePassword', { token: guest, body: { oldPassword: 'a', newPassword: 'bbbbbbbb' } });
    expect(r.status).toBe(403);
  });
});

describe('merchant and rider logins', () => {
  it('logs in a super admin (role 1) and a salesperson (role 3) with their role names', async () => {
    const admin = await call(s.app, 'POST', '/authen/user/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.admin, password: PASSWORD } });
    const sales = await call(s.app, 'POST', '/authen/user/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.sales, password: PASSWORD } });
    expect(admin.body.user).toMatchObject({ userid: 'SB-ADMIN', userRole: 1, role: { RoleId: 1, RoleName: 'Super Admin' } });
    expect(sales.body.user).toMatchObject({ userid: 'SB-S001', userRole: 3, role: { RoleName: 'Salesman' } });
    expect(claims(admin.body.token)).toMatchObject({ Kind: 'merchant', Role: '1', TenantId: 'sabai' });
  });

  it('keeps merchant users and customers apart', async () => {
    const r = await call(s.app, 'POST', '/authen/user/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.customer, password: PASSWORD } });
    expect(r.status).toBe(401);
  });

  it('logs in a rider with the tenant company code', async () => {
    const r = await call(s.app, 'POST', '/authen/rider/login', { tenant: 'khongdee', body: { mobileNo: DEMO.khongdee.rider, password: PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body.rider).toMatchObject({ riderId: 'KD-R01', COMPANYCODE: 'SINGHAONLINE', userRole: 'RIDER' });
    expect(claims(r.body.token)).toMatchObject({ Kind: 'rider', TenantId: 'khongdee' });
  });

  it('merchant change password and profile', async () => {
    const token = await merchantToken(s.app, 'khongdee', DEMO.khongdee.sales);
    const ok = await call(s.app, 'POST', '/authen/user/changePassword', { token, body: { oldPassword: PASSWORD, newPassword: 'staff-pass-9' } });
    expect(ok.body).toEqual({ status: 200 });
    const profile = await call(s.app, 'POST', '/authen/user/profile', { token, body: {} });
    expect(profile.body.user).toMatchObject({ userid: 'KD-S001', userRole: 4 });
  });
});

describe('rate limits', () => {
  it('limits password attempts per client with the cool-down message', async () => {
    // A second app over the same database, with a low limit.
    const app = await buildApp({ config: { ...s.app.config, authRateLimit: 3 }, db: s.db, clock: s.clock.read, watchTenants: false });
    const limited = { app };
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await call(limited.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.customer, password: 'wrong' } });
        codes.push(last.status);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(last!.body.Message).toMatch(/^Waiting for \d+ seconds and try again\.$/);
      // Guest login is not a password endpoint and stays open.
      expect((await call(limited.app, 'GET', '/authen/login/guest', { tenant: 'sabai' })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
