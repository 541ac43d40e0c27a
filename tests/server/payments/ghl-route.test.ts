import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ghlRequestHash, ghlResponseHash } from '../../../src/server/providers/payment/ghl';
import { checkContract } from '../contract';
import { DEMO, call, customerToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// GHL behind the same routes: centre 1002 of sabai takes Thai QR through GHL. Our hand-off page
// carries GHL's signed SALE form; GHL's server-to-server callback is answered with its plain "OK".
const PASSWORD = 'ghl-test-password-1002';
process.env.PAYMENT_GHL_PASSWORD_SABAI_1002 = PASSWORD;

let s: TestServer;
let buyer: string;
const T = 'sabai';
const SU = '1002';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [{ code: 'T-GHL', name: 'สินค้าจีเอชแอล', price: 125, taxType: '1', stock: 100 }]);
  await s.db.query(`INSERT INTO payment_gateways (tenant_id, sale_unit, provider, methods, settings) VALUES ($1, $2, 'ghl', '["GHL_THAIQR"]'::jsonb, '{"serviceId": "SIT"}'::jsonb)`, [T, SU]);
  const login = await customerToken(s.app, T, DEMO.sabai.customer);
  buyer = (await call(s.app, 'GET', `/authen/swapdc/${SU}`, { token: login })).body.jtoken;
});
afterAll(async () => { await s?.close(); });

describe('GHL behind the payment routes', () => {
  it('hands the buyer GHL\'s signed SALE form; GHL\'s signed callback pays the order and gets its plain OK', async () => {
    const placed = await placeOrder(s.app, buyer, { paymentMethod: 'GHL_THAIQR', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-GHL', qty1: 2, qty2: 0, qty3: 0 }] });
    expect(placed.status, placed.text).toBe(201);
    const orderId: string = placed.body.Order.OrderID;
    const started = await call(s.app, 'POST', `/api/payments/${orderId}/gateway`, { token: buyer, body: {} });
    expect(started.status, started.text).toBe(201);
    const attemptId: string = started.body.AttemptId;
    expect(started.body.RedirectUrl).toBe(`/api/payments/ghl/pay/${T}/${attemptId}`);

    const page = await call(s.app, 'GET', started.body.RedirectUrl);
    expect(page.status, page.text).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('action="https://test2pay.ghl.com/IPGSG/Payment.aspx"');
    const fields = Object.fromEntries([...page.text.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
    expect(fields).toMatchObject({ ServiceID: 'SIT', PaymentID: attemptId, Amount: started.body.Amount.toFixed(2), CurrencyCode: 'THB' });
    expect(fields.HashValue).toBe(ghlRequestHash(PASSWORD, fields));
    expect(page.text).not.toContain(PASSWORD);

    const paid: Record<string, string> = {
      TransactionType: 'SALE', PymtMethod: 'WA', ServiceID: 'SIT', PaymentID: attemptId, OrderNumber: orderId, Amount: fields.Amount,
      CurrencyCode: 'THB', TxnID: `SIT${attemptId}`, TxnStatus: '0', AuthCode: '123456', TxnMessage: 'Transaction Successful',
    };
    const url = `/api/payments/notify/ghl/${T}/${SU}`;
    const callback = await s.app.inject({
      method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...paid, HashValue2: ghlResponseHash(PASSWORD, paid) }).toString(),
    });
    checkContract(s.app, 'POST', url, callback);
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.headers['content-type']).toMatch(/^text\/plain/);
    expect(callback.body).toBe('OK');
    const order = await call(s.app, 'GET', `/api/orders/history/${orderId}`, { token: buyer });
    expect(order.body.Order).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
  });
});
