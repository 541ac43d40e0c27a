import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbankChecksum } from '../../../src/server/providers/payment/kbank';
import { checkContract } from '../contract';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// A real adapter behind the same routes: centre 1002 of sabai takes cards through KBank. KBank's
// API is replayed from recorded-shape answers (no network); its notify URL gets checksummed charges.
const SECRET = 'skey_test_21234HjSFCMjGOfqaVzoEXZj4kmMTkZk5rLJa';
process.env.PAYMENT_KBANK_SECRETKEY_SABAI_1002 = SECRET;
process.env.PAYMENT_KBANK_PUBLICKEY_SABAI = 'pkey_test_21234abcdef';

let s: TestServer;
let buyer: string;
const T = 'sabai';
const SU = '1002';
const calls: { url: string; body: string; key: string }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [{ code: 'T-KB', name: 'สินค้าเคแบงก์', price: 125, taxType: '1', stock: 100 }]);
  await s.db.query(`INSERT INTO payment_gateways (tenant_id, sale_unit, provider, methods) VALUES ($1, $2, 'kbank', '["CREDIT_CARD", "QR"]'::jsonb)`, [T, SU]);
  s.app.payments.setFetch((async (url: string | URL, init?: RequestInit) => {
    const body = String(init?.body ?? '');
    calls.push({ url: String(url), body, key: String((init?.headers as Record<string, string>)['x-api-key']) });
    const req = JSON.parse(body || '{}');
    // KBank's charge answer for a 3-D Secure card: pending with the bank's redirect.
    return new Response(JSON.stringify({
      id: 'chrg_test_21234route', object: 'charge', amount: req.amount, currency: 'THB', status: 'success', transaction_state: 'Initialize',
      reference_order: req.reference_order, redirect_url: 'https://dev-kpaymentgateway.kasikornbank.com/3ds/chrg_test_21234route',
    }), { status: 200 });
  }) as typeof fetch);
  const login = await customerToken(s.app, T, DEMO.sabai.customer);
  buyer = (await call(s.app, 'GET', `/authen/swapdc/${SU}`, { token: login })).body.jtoken;
});
afterAll(async () => {
  await s?.close();
  // Server files share a worker process (vitest.config.ts isolate: false): the next file's app must not see KBank.
  delete process.env.PAYMENT_KBANK_SECRETKEY_SABAI_1002;
  delete process.env.PAYMENT_KBANK_PUBLICKEY_SABAI;
});

/** The browser's and KBank's calls (form posts, raw bodies), checked against the contract like `call()`. */
async function inject(o: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }) {
  const res = await s.app.inject(o);
  checkContract(s.app, o.method, o.url, res);
  return res;
}

describe('KBank behind the payment routes', () => {
  it('card: KPay.js page, token → charge → 3-D Secure; the checksummed notification pays once, tampering refused', async () => {
    const placed = await placeOrder(s.app, buyer, { paymentMethod: 'CREDIT_CARD', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-KB', qty1: 2, qty2: 0, qty3: 0 }] });
    expect(placed.status, placed.text).toBe(201);
    const orderId: string = placed.body.Order.OrderID;
    const total: number = placed.body.Order.Total ?? placed.body.Order.Money;
    const started = await call(s.app, 'POST', `/api/payments/${orderId}/gateway`, { token: buyer, body: { locale: 'en' } });
    expect(started.status, started.text).toBe(201);
    expect(started.body).toMatchObject({ Provider: 'kbank', RedirectUrl: `/api/payments/kbank/pay/sabai/${started.body.AttemptId}`, Amount: total });

    const page = await inject({ method: 'GET', url: started.body.RedirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="https://dev-kpaymentgateway.kasikornbank.com/ui/v2/kpayment.min.js"');
    expect(page.body).toContain('data-apikey="pkey_test_21234abcdef"');
    expect(page.body).toContain(`data-amount="${total.toFixed(2)}"`);
    expect(page.body).not.toContain(SECRET);
    expect(page.headers['content-security-policy']).toContain('script-src https://dev-kpaymentgateway.kasikornbank.com');

    const charged = await inject({
      method: 'POST', url: `/api/payments/kbank/charge/sabai/${started.body.AttemptId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'token=tokn_test_21234xyz&paymentMethods=card',
    });
    expect(charged.statusCode, charged.body).toBe(303);
    expect(charged.headers.location).toBe('https://dev-kpaymentgateway.kasikornbank.com/3ds/chrg_test_21234route');
    expect(calls.at(-1)).toMatchObject({ url: 'https://dev-kpaymentgateway-services.kasikornbank.com/card/v2/charge', key: SECRET });
    expect(JSON.parse(calls.at(-1)!.body)).toMatchObject({ amount: total, currency: 'THB', mode: 'token', token: 'tokn_test_21234xyz', reference_order: started.body.AttemptId });
    // The same form posted again (a replayed token, a double click): refused before KBank is called.
    const before = calls.length;
    const replayedToken = await inject({
      method: 'POST', url: `/api/payments/kbank/charge/sabai/${started.body.AttemptId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'token=tokn_test_21234xyz&paymentMethods=card',
    });
    expect(replayedToken.statusCode).toBe(409);
    expect(calls.length).toBe(before);

    const paid = { id: 'chrg_test_21234route', object: 'charge', amount: total, currency: 'THB', status: 'success', transaction_state: 'Authorized', reference_order: started.body.AttemptId };
    const raw = JSON.stringify({ ...paid, checksum: kbankChecksum(paid, SECRET) });
    const url = `/api/payments/notify/kbank/${T}/${SU}`;
    const tampered = JSON.stringify({ ...paid, amount: 1, checksum: kbankChecksum(paid, SECRET) });
    expect((await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: tampered })).statusCode).toBe(401);
    const forged = JSON.stringify({ ...paid, checksum: kbankChecksum(paid, 'skey_guess') });
    expect((await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: forged })).statusCode).toBe(401);
    const ok = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: raw });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ Outcome: 'settled', Effect: 'orderPaid' });
    const replay = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: raw });
    expect(replay.json()).toMatchObject({ Outcome: 'duplicate' });

    const order = await call(s.app, 'GET', `/api/orders/history/${orderId}`, { token: buyer });
    expect(order.body.Order).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    const staff = await merchantToken(s.app, T, DEMO.sabai.admin);
    const seen = await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: staff });
    expect(seen.body.Attempts).toMatchObject([{ Status: 'PAID', ProviderRef: 'chrg_test_21234route' }]);
    expect(seen.body.Events.map((e: { Outcome: string }) => e.Outcome)).toEqual(['refused', 'refused', 'settled', 'duplicate']);
  });

  it('another tenant cannot reach the centre\'s gateway; unknown providers are a 400', async () => {
    const r = await inject({ method: 'POST', url: '/api/payments/notify/kbank/khongdee/1002', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(r.statusCode).toBe(404);
    const bad = await inject({ method: 'POST', url: '/api/payments/notify/paypal/sabai/1002', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(bad.statusCode).toBe(400);
  });
});
