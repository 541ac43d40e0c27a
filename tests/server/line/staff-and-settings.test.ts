import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';

let s: TestServer;
const T = 'sabai';

/** A staff member's "Link LINE": start (with their token) → local provider as `sub` → callback. */
async function linkStaff(token: string, sub: string, name = 'Rider LINE') {
  const start = await call(s.app, 'GET', '/api/line/staff/link', { token });
  expect(start.status).toBe(200);
  const url = new URL(start.body.url);
  url.searchParams.set('sub', sub);
  url.searchParams.set('name', name);
  const res = await fetch(url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  return call(s.app, 'POST', '/api/line/callback', { tenant: T, body: { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! } });
}

beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

describe('rider OTP by LINE', () => {
  const sub = 'U1111111111111111111111111111rider';

  it('goes by SMS while the rider has not linked LINE', async () => {
    const r = await call(s.app, 'POST', '/authen/rider/otp/request', { tenant: T, body: { mobileNo: DEMO.sabai.rider } });
    expect(r.status).toBe(200);
    expect(r.body.Channel).toBe('sms');
    const [sms] = await s.app.outbox!.read({ tenantId: T, mobileNo: DEMO.sabai.rider, limit: 1 });
    expect(sms.refCode).toBe(r.body.refCode);
  });

  it('a rider links LINE from their profile; the next OTP arrives on LINE, logs in, and no SMS is sent', async () => {
    const token = await riderToken(s.app, T, DEMO.sabai.rider);
    const linked = await linkStaff(token, sub);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ status: 200, result: 'staffLinked', kind: 'rider', displayName: 'Rider LINE' });
    // A staff link signs nobody in: no token in the answer.
    expect(linked.body.jtoken).toBeUndefined();
    const acc = await call(s.app, 'GET', '/api/line/staff/account', { token });
    expect(acc.body).toMatchObject({ Linked: true, DisplayName: 'Rider LINE' });

    s.clock.advance(61_000); // past the OTP cool-down
    const smsBefore = (await s.app.outbox!.read({ tenantId: T, mobileNo: DEMO.sabai.rider, limit: 50 })).length;
    const r = await call(s.app, 'POST', '/authen/rider/otp/request', { tenant: T, body: { mobileNo: DEMO.sabai.rider } });
    expect(r.status).toBe(200);
    expect(r.body.Channel).toBe('line');
    expect((await s.app.outbox!.read({ tenantId: T, mobileNo: DEMO.sabai.rider, limit: 50 })).length).toBe(smsBefore);
    const [push] = await s.app.line.outbox!.read({ tenantId: T, to: sub, limit: 1 });
    expect(push.kind).toBe('otp');
    const text = (push.messages[0] as { text: string }).text;
    expect(text).toContain(`Ref. ${r.body.refCode}`);
    const code = /OTP (\d{6})/.exec(text)![1];
    const login = await call(s.app, 'POST', '/authen/rider/otp/verify', { tenant: T, body: { mobileNo: DEMO.sabai.rider, otp: code, refCode: r.body.refCode } });
    expect(login.status).toBe(200);
  });

  it('falls back to SMS when LINE refuses the push', async () => {
    s.clock.advance(61_000);
    s.app.line.outbox!.failNext = 1;
    const r = await call(s.app, 'POST', '/authen/rider/otp/request', { tenant: T, body: { mobileNo: DEMO.sabai.rider } });
    expect(r.status).toBe(200);
    expect(r.body.Channel).toBe('sms');
    const [sms] = await s.app.outbox!.read({ tenantId: T, mobileNo: DEMO.sabai.rider, limit: 1 });
    expect(sms.refCode).toBe(r.body.refCode);
  });

  it('one LINE account links one rider; customers and guests cannot start a staff link', async () => {
    // khongdee has LINE sign-in off.
    const other = await riderToken(s.app, 'khongdee', DEMO.khongdee.rider);
    expect((await call(s.app, 'GET', '/api/line/staff/link', { token: other })).status).toBe(403);
    const customer = await customerToken(s.app, T, DEMO.sabai.customer);
    expect((await call(s.app, 'GET', '/api/line/staff/link', { token: customer })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/line/staff/link', { tenant: T })).status).toBe(401);
    const admin = await merchantToken(s.app, T, DEMO.sabai.admin);
    const taken = await linkStaff(admin, sub);
    // Merchant and rider links are separate kinds: the rider's LINE user may also be a merchant user's.
    expect(taken.status).toBe(200);
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    const clash = await linkStaff(sales, sub);
    expect(clash.status).toBe(409);
    expect(clash.body.Message).toBe('This LINE account is already linked to another user.');
  });
});

describe('unlinking a staff LINE account', () => {
  it('a rider unlinks their LINE (OTPs go by SMS again); unlinking twice changes nothing', async () => {
    const token = await riderToken(s.app, T, DEMO.sabai.rider);
    expect((await call(s.app, 'GET', '/api/line/staff/account', { token })).body.Linked).toBe(true);
    const out = await call(s.app, 'DELETE', '/api/line/staff/account', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 200, Unlinked: true });
    expect((await call(s.app, 'GET', '/api/line/staff/account', { token })).body).toEqual({ status: 200, Linked: false, DisplayName: null, LinkedAt: null });
    expect((await call(s.app, 'DELETE', '/api/line/staff/account', { token })).body.Unlinked).toBe(false);
    s.clock.advance(61_000);
    expect((await call(s.app, 'POST', '/authen/rider/otp/request', { tenant: T, body: { mobileNo: DEMO.sabai.rider } })).body.Channel).toBe('sms');
  });
});

describe('merchant LINE logout', () => {
  it('revokes the merchant user\'s LINE token at the provider and ends the session', async () => {
    const token = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await linkStaff(token, 'U2222222222222222222222222222sales', 'Sales')).status).toBe(200);
    const before = s.app.line.local!.revocations;
    const out = await call(s.app, 'POST', '/api/merchant/user/line/logout', { token, body: {} });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 200, Revoked: true, SessionEnded: true });
    expect(s.app.line.local!.revocations).toBe(before + 1);
    // The token is refused from now on.
    expect((await call(s.app, 'GET', '/api/line/staff/account', { token })).status).toBe(401);
    // A second logout (new session) has nothing to revoke but still ends that session.
    const again = await merchantToken(s.app, T, DEMO.sabai.sales);
    const second = await call(s.app, 'POST', '/api/merchant/user/line/logout', { token: again, body: {} });
    expect(second.body).toEqual({ status: 200, Revoked: false, SessionEnded: true });
    expect((await call(s.app, 'GET', '/api/line/staff/account', { token: again })).status).toBe(401);
  });

  it('answers 502 \'Error occured\' when LINE refuses, and the session has ended all the same', async () => {
    const token = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await linkStaff(token, 'U2222222222222222222222222222sales', 'Sales')).status).toBe(200);
    s.app.line.local!.failRevoke = 1;
    const out = await call(s.app, 'POST', '/api/merchant/user/line/logout', { token, body: {} });
    expect(out.status).toBe(502);
    expect(out.body.Message).toBe('Error occured');
    expect((await call(s.app, 'GET', '/api/line/staff/account', { token })).status).toBe(401);
    // The token was kept, so the next logout revokes it.
    const again = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await call(s.app, 'POST', '/api/merchant/user/line/logout', { token: again, body: {} })).body.Revoked).toBe(true);
  });
});

describe('per-tenant LINE settings in the database', () => {
  it('only a super admin reads or saves them', async () => {
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await call(s.app, 'GET', '/api/merchant/line/settings', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'PUT', '/api/merchant/line/settings', { token: sales, body: { OaId: '@x' } })).status).toBe(403);
  });

  it('refuses bad input naming every field, and a channel id without its secret', async () => {
    const admin = await merchantToken(s.app, T, DEMO.sabai.admin);
    const bad = await call(s.app, 'PUT', '/api/merchant/line/settings', { token: admin, body: { LoginChannelId: 'abc', OaId: 'no-at', ReturnUrl: 'http://x' } });
    expect(bad.status).toBe(400);
    const fields = bad.body.Errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/body/LoginChannelId', '/body/OaId', '/body/ReturnUrl']));
    expect(bad.body.Errors.find((e: { field: string }) => e.field === '/body/OaId').reason).toMatch(/must match pattern/);
    const half = await call(s.app, 'PUT', '/api/merchant/line/settings', { token: admin, body: { LoginChannelId: '1650000000' } });
    expect(half.status).toBe(400);
    expect(half.body.Errors).toEqual([{ field: '/body/LoginChannelSecret', reason: 'is required with the channel id' }]);
  });

  it('saves secrets sealed (never readable back, not in the row in clear), and the providers use them at once', async () => {
    const admin = await merchantToken(s.app, T, DEMO.sabai.admin);
    const before = await call(s.app, 'GET', '/api/merchant/line/settings', { token: admin });
    expect(before.body.Source).toEqual({ Login: 'local', Messaging: 'local' });
    const saved = await call(s.app, 'PUT', '/api/merchant/line/settings', {
      token: admin,
      body: { LoginChannelId: '1650000000', LoginChannelSecret: 'login-secret-abc', MessagingChannelSecret: 'hook-secret-xyz', MessagingAccessToken: 'access-token-123', OaId: '@talad', ReturnUrl: 'https://line.me/R/ti/p/@talad' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({ LoginChannelId: '1650000000', LoginChannelSecretSet: true, MessagingChannelSecretSet: true, MessagingAccessTokenSet: true, OaId: '@talad', Version: 1 });
    expect(JSON.stringify(saved.body)).not.toMatch(/login-secret-abc|hook-secret-xyz|access-token-123/);
    const [row] = await s.db.query<Record<string, string>>('SELECT * FROM line_settings WHERE tenant_id = $1', [T]);
    expect(JSON.stringify(row)).not.toMatch(/login-secret-abc|hook-secret-xyz|access-token-123/);
    const read = await call(s.app, 'GET', '/api/merchant/line/settings', { token: admin });
    expect(read.body.Source).toEqual({ Login: 'db', Messaging: 'db' });
    // The webhook is now verified with the saved channel secret.
    expect(await s.app.line.webhookSecret(T)).toBe('hook-secret-xyz');
    expect(await s.app.line.returnUrl(T)).toBe('https://line.me/R/ti/p/@talad');
    const login = await s.app.line.login(T);
    expect(login!.settings).toMatchObject({ clientId: '1650000000', issuer: 'https://access.line.me', idTokenAlg: 'HS256' });

    // Omitted secrets are kept; '' clears one (back to the environment, here: the local development provider).
    const cleared = await call(s.app, 'PUT', '/api/merchant/line/settings', { token: admin, body: { LoginChannelId: '', LoginChannelSecret: '', MessagingAccessToken: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.Data).toMatchObject({ LoginChannelId: null, LoginChannelSecretSet: false, MessagingChannelSecretSet: true, MessagingAccessTokenSet: false, Version: 2 });
    expect((await s.app.line.login(T))!.settings.clientId).toBe('talad-sabai-line');
    await call(s.app, 'PUT', '/api/merchant/line/settings', { token: admin, body: { MessagingChannelSecret: '', ReturnUrl: '', OaId: '' } });
  });
});
