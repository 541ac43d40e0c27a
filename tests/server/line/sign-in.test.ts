import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { DEMO, call, claims, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

let s: TestServer;
const T = 'sabai';

/** The browser's trip: start → local provider (as the chosen LINE user) → callback query. */
async function providerTrip(tenant: string, sub: string, name = 'Somchai'): Promise<{ code: string; state: string }> {
  const start = await call(s.app, 'GET', '/api/line/login', { tenant });
  expect(start.status).toBe(200);
  const url = new URL(start.body.url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  url.searchParams.set('sub', sub);
  url.searchParams.set('name', name);
  const res = await fetch(url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.pathname).toBe('/line/authen');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

async function otpCode(mobileNo: string): Promise<string> {
  const [m] = await s.app.outbox!.read({ tenantId: T, mobileNo, limit: 1 });
  return m.code;
}

async function linkByOtp(ticket: string, mobileNo: string) {
  const sent = await call(s.app, 'POST', '/api/line/link/otp', { tenant: T, body: { ticket, mobileNo } });
  expect(sent.status).toBe(200);
  const code = await otpCode(mobileNo);
  return call(s.app, 'POST', '/api/line/link', { tenant: T, body: { ticket, mobileNo, otp: code, refCode: sent.body.refCode } });
}

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001'], [{ code: 'T-LINE', name: 'สินค้า LINE', price: 100, stock: 100 }]);
});
afterAll(async () => { await s?.close(); });

describe('LINE sign-in through the local OpenID Connect provider', () => {
  const sub = 'U0123456789abcdef0123456789abcdef';
  let jtoken = '';

  it('a new LINE user gets a link ticket, links by the customer\'s OTP and is signed in as that customer', async () => {
    const trip = await providerTrip(T, sub);
    const cb = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip });
    expect(cb.status).toBe(200);
    expect(cb.body).toMatchObject({ result: 'link', displayName: 'Somchai' });
    const wrongOtp = await call(s.app, 'POST', '/api/line/link', { tenant: T, body: { ticket: cb.body.ticket, mobileNo: DEMO.sabai.customer, otp: '000000', refCode: 'ABCDEF' } });
    expect(wrongOtp.status).toBe(400);
    expect(wrongOtp.body.Message).toBe('Invalid OTP Code');
    const linked = await linkByOtp(cb.body.ticket, DEMO.sabai.customer);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ result: 'signedIn', cid: sub, user: { Phone: expect.anything() } });
    expect(linked.body.returnUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/line\?tenantId=sabai$/);
    expect(claims(linked.body.jtoken)).toMatchObject({ Kind: 'customer', TenantId: T });
    jtoken = linked.body.jtoken;
    // The ticket is spent.
    const again = await call(s.app, 'POST', '/api/line/link/otp', { tenant: T, body: { ticket: cb.body.ticket, mobileNo: DEMO.sabai.customer } });
    expect(again.status).toBe(400);
    expect(again.body.Errors).toEqual([{ field: '/body/ticket', reason: 'unknown, used or expired' }]);
  });

  it('the same LINE user signs in again without OTP', async () => {
    const trip = await providerTrip(T, sub);
    const cb = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip });
    expect(cb.status).toBe(200);
    expect(cb.body.result).toBe('signedIn');
    expect(claims(cb.body.jtoken).UserId).toBe(claims(jtoken).UserId);
  });

  it('refuses a replayed callback and an unknown state, naming the reason', async () => {
    const trip = await providerTrip(T, sub);
    expect((await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip })).status).toBe(200);
    const replay = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip });
    expect(replay.status).toBe(400);
    expect(replay.body.Message).toBe('This sign-in link is unknown, already used or expired. Please sign in again.');
    expect(replay.body.Errors[0].field).toBe('/body/state');
    const forged = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: { code: 'x'.repeat(20), state: 'forged-state-123' } });
    expect(forged.status).toBe(400);
    // A state of another tenant is unknown here.
    const other = await providerTrip(T, sub);
    const cross = await call(s.app, 'POST', '/api/line/callback', { tenant: 'khongdee', body: other });
    expect(cross.status).toBe(403); // LINE sign-in is off for khongdee
  });

  it('refuses an expired state (older than 10 minutes)', async () => {
    const trip = await providerTrip(T, sub);
    s.clock.advance(11 * 60 * 1000);
    const late = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip });
    expect(late.status).toBe(400);
    expect(late.body.Errors[0].field).toBe('/body/state');
  });

  it.each([
    ['expired', (p: Record<string, unknown>) => { p.exp = Math.floor(Date.now() / 1000) - 600; }, 'The sign-in token has expired. Please sign in again.'],
    ['foreign audience', (p: Record<string, unknown>) => { p.aud = 'another-channel'; }, 'The sign-in token was issued for another application.'],
    ['wrong nonce', (p: Record<string, unknown>) => { p.nonce = 'not-the-one'; }, 'The sign-in answer does not belong to this sign-in request (nonce mismatch).'],
    ['other issuer', (p: Record<string, unknown>) => { p.iss = 'https://evil.example'; }, 'The sign-in token was issued by an unexpected provider.'],
  ])('refuses an ID token with %s', async (_name, tamper, message) => {
    const trip = await providerTrip(T, sub);
    s.app.line.local!.tamperNextIdToken = tamper;
    const r = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(message);
  });

  it('links one LINE account per customer: another LINE user cannot take the same customer', async () => {
    const trip = await providerTrip(T, 'Uffffffffffffffffffffffffffffffff', 'Intruder');
    const cb = await call(s.app, 'POST', '/api/line/callback', { tenant: T, body: trip });
    expect(cb.body.result).toBe('link');
    s.clock.advance(61_000); // OTP cool-down of the number
    const r = await linkByOtp(cb.body.ticket, DEMO.sabai.customer);
    expect(r.status).toBe(409);
    expect(r.body.Message).toBe('This customer is already linked to another LINE account.');
  });

  it('tells a shop with LINE sign-in off', async () => {
    const r = await call(s.app, 'GET', '/api/line/login', { tenant: 'khongdee' });
    expect(r.status).toBe(403);
    expect(r.body.Message).toBe('LINE sign-in is not available for this shop');
  });

  it('a staff status change sends the linked customer a flex message; a failed send is reported and retried', async () => {
    const shipTo = await shipToOf(s.app, jtoken);
    const placed = await placeOrder(s.app, jtoken, { paymentMethod: 'COD', shipToCode: shipTo, lines: [{ P_Code: 'T-LINE', qty1: 1, qty2: 0, qty3: 0 }] });
    expect(placed.status).toBe(201);
    const order = placed.body.Order;
    const staff = await merchantToken(s.app, T, DEMO.sabai.admin);
    const confirm = await call(s.app, 'POST', `/api/orders/${order.OrderID}/${order.SaleUnit}/transition`, { token: staff, body: { to: 'CONFIRMED' } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.LinePush).toBeUndefined();
    const [msg] = await s.app.line.outbox!.read({ tenantId: T, to: sub, limit: 1 });
    expect(msg.kind).toBe('order');
    expect(msg.messages[0]).toMatchObject({ type: 'flex', altText: `ยืนยันคำสั่งซื้อ ${order.OrderID} แล้ว` });

    s.app.line.outbox!.failNext = 3;
    const pack = await call(s.app, 'POST', `/api/orders/${order.OrderID}/${order.SaleUnit}/transition`, { token: staff, body: { to: 'PACKED' } });
    expect(pack.body.LinePush).toBeUndefined(); // PACKED is not pushed
    const ridersList = await s.db.query<{ rider_id: string }>(`SELECT rider_id FROM riders WHERE tenant_id = $1 AND sale_unit = $2 AND status = 'A' LIMIT 1`, [T, order.SaleUnit]);
    const ship = await call(s.app, 'POST', `/api/orders/${order.OrderID}/${order.SaleUnit}/transition`, { token: staff, body: { action: 'assignRider', riderId: ridersList[0].rider_id } });
    expect(ship.status).toBe(200);
    expect(ship.body.LinePush).toBe('Send flex message failed');
    const failed = await call(s.app, 'GET', '/api/merchant/line/pushes', { token: staff });
    expect(failed.body.Data).toMatchObject([{ OrderID: order.OrderID, Attempts: 3, Message: 'Send flex message failed' }]);
    // The background job (line-push, queued by the failure) retries it.
    expect(await s.app.jobs.drain()).toBeGreaterThan(0);
    expect((await call(s.app, 'GET', '/api/merchant/line/pushes', { token: staff })).body.Data).toEqual([]);
    const [shipped] = await s.app.line.outbox!.read({ tenantId: T, to: sub, limit: 1 });
    expect(shipped.messages[0]).toMatchObject({ altText: `คำสั่งซื้อ ${order.OrderID} กำลังจัดส่ง` });
    expect((await call(s.app, 'GET', '/api/merchant/line/pushes', { token: staff })).body.Data).toEqual([]);
  });

  it('staff retry a failed push by hand', async () => {
    const staff = await merchantToken(s.app, T, DEMO.sabai.admin);
    const now = new Date(s.clock.now);
    await s.db.query(`INSERT INTO line_pushes (tenant_id, dedupe_key, kind, line_user_id, payload, status, attempts, last_error, created_at)
      VALUES ($1, 'manual-test', 'test', $2, '{"kind":"test","text":"hi"}'::jsonb, 'FAILED', 9, 'timeout', $3)`, [T, sub, now]);
    expect((await call(s.app, 'GET', '/api/merchant/line/pushes', { token: staff })).body.Data).toMatchObject([{ Kind: 'test', Message: 'Send flex message failed' }]);
    const retry = await call(s.app, 'POST', '/api/merchant/line/pushes/retry', { token: staff, body: {} });
    expect(retry.body).toMatchObject({ Sent: 1, Failed: 0, Message: 'Messages was sent' });
    const [last] = await s.app.line.outbox!.read({ tenantId: T, to: sub, limit: 1 });
    expect(last.messages[0]).toEqual({ type: 'text', text: 'hi' });
  });

  it('the /line/test diagnostics check the configuration, send a test message to a linked customer, and the development outbox shows it', async () => {
    const admin = await merchantToken(s.app, T, DEMO.sabai.admin);
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await call(s.app, 'GET', '/api/line/test', { token: sales })).status).toBe(403);
    const check = await call(s.app, 'GET', '/api/line/test', { token: admin });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ TenantId: T, Login: 'local', Messaging: 'local', Flags: { ENABLE_LINE_LOGIN: true } });
    expect(check.body.WebhookUrl).toMatch(/\/line_hook\?tenantId=sabai$/);
    expect(check.body.LinkedAccounts).toBeGreaterThanOrEqual(1);
    expect(check.body.Checks.find((c: { Name: string }) => c.Name === 'discovery')).toMatchObject({ Ok: true });
    expect(JSON.stringify(check.body)).not.toContain((await s.app.line.webhookSecret(T))!);

    const sent = await call(s.app, 'POST', '/api/line/test/message', { token: admin, body: { customerCode: DEMO.sabai.customer } });
    expect(sent.body).toEqual({ status: 200, Sent: 1, Failed: 0, Skipped: 0, Message: 'Messages was sent' });
    const outbox = await call(s.app, 'GET', `/api/dev/line-outbox?tenantId=${T}&to=${sub}&take=1`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.Data).toMatchObject([{ tenantId: T, to: sub, kind: 'test', messages: [{ type: 'text', text: 'Talad test message' }] }]);
    const nobody = await call(s.app, 'POST', '/api/line/test/message', { token: admin, body: { customerCode: 'SB0003' } });
    expect(nobody.body.Errors).toEqual([{ field: '/body/customerCode', reason: 'no linked LINE account' }]);
  });

  it('logout revokes the LINE token at the provider', async () => {
    const before = s.app.line.local!.revocations;
    const r = await call(s.app, 'POST', '/api/line/revokeToken', { token: jtoken, body: {} });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 200, Revoked: true });
    expect(s.app.line.local!.revocations).toBe(before + 1);
  });
});

describe("the tenant's own OpenID Connect provider (athena)", () => {
  async function athenaTrip(customerCode: string): Promise<{ code: string; state: string }> {
    const start = await call(s.app, 'GET', '/api/oidc/athena/login', { tenant: T });
    expect(start.status).toBe(200);
    const url = new URL(start.body.url);
    url.searchParams.set('sub', 'athena-user-1');
    url.searchParams.set('customer_code', customerCode);
    const res = await fetch(url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    expect(back.pathname).toBe('/login/auth/athena');
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('signs in the customer its claim names, and refuses a customer this shop does not have', async () => {
    const ok = await call(s.app, 'POST', '/api/oidc/athena/callback', { tenant: T, body: await athenaTrip('SB0001') });
    expect(ok.status).toBe(200);
    expect(ok.body.user.CUSTOMERCODE).toBe('SB0001');
    expect(claims(ok.body.jtoken)).toMatchObject({ Kind: 'customer', TenantId: T, UserId: 'SB0001' });
    const unknown = await call(s.app, 'POST', '/api/oidc/athena/callback', { tenant: T, body: await athenaTrip('NOBODY') });
    expect(unknown.status).toBe(403);
    expect(unknown.body.Message).toBe('No customer of this shop is linked to this account.');
    expect((await call(s.app, 'GET', '/api/oidc/athena/login', { tenant: 'khongdee' })).status).toBe(403);
  });
});

describe('LINE webhook', () => {
  let secretValue = '';
  beforeAll(async () => { secretValue = (await s.app.line.webhookSecret(T))!; });
  const secret = () => secretValue;
  const sign = (body: string, key = secret()) => createHmac('sha256', key).update(body).digest('base64');
  const post = async (body: string, signature?: string) => {
    const res = await s.app.inject({
      method: 'POST', url: `/line_hook?tenantId=${T}`, payload: body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-line-signature': signature } : {}) },
    });
    checkContract(s.app, 'POST', `/line_hook?tenantId=${T}`, res);
    return res;
  };

  it('refuses a missing or wrong signature with 401', async () => {
    const body = JSON.stringify({ destination: 'x', events: [] });
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, sign(body, 'wrong-secret'))).statusCode).toBe(401);
    // Signed, then changed by one byte on the way.
    expect((await post(body.replace('x', 'y'), sign(body))).statusCode).toBe(401);
    expect((await post(body, sign(body))).statusCode).toBe(200);
  });

  it('records events once by webhookEventId and follows/unfollows the linked account', async () => {
    const ev = (id: string, type: string) => ({ type, webhookEventId: id, timestamp: 1, mode: 'active', source: { type: 'user', userId: 'U0123456789abcdef0123456789abcdef' }, deliveryContext: { isRedelivery: false } });
    const body = JSON.stringify({ destination: 'x', events: [ev('E1', 'follow'), ev('E2', 'message')] });
    const first = await post(body, sign(body));
    expect(first.json()).toEqual({ status: 200, Recorded: 2, Duplicates: 0 });
    const again = await post(body, sign(body));
    expect(again.json()).toEqual({ status: 200, Recorded: 0, Duplicates: 2 });
    const [acc] = await s.db.query<{ following: boolean }>('SELECT following FROM line_accounts WHERE tenant_id = $1 AND line_user_id = $2', [T, 'U0123456789abcdef0123456789abcdef']);
    expect(acc.following).toBe(true);
    const unf = JSON.stringify({ destination: 'x', events: [ev('E3', 'unfollow')] });
    await post(unf, sign(unf));
    const [acc2] = await s.db.query<{ following: boolean }>('SELECT following FROM line_accounts WHERE tenant_id = $1 AND line_user_id = $2', [T, 'U0123456789abcdef0123456789abcdef']);
    expect(acc2.following).toBe(false);
  });

  it('names every bad event field (after a valid signature)', async () => {
    const body = JSON.stringify({ events: [{ type: 'follow' }, { webhookEventId: 'E9' }] });
    const r = await post(body, sign(body));
    expect(r.statusCode).toBe(400);
    expect(r.json().Errors).toEqual([
      { field: '/body/events/0/webhookEventId', reason: 'must be a non-empty string' },
      { field: '/body/events/1/type', reason: 'must be a non-empty string' },
    ]);
  });
});
