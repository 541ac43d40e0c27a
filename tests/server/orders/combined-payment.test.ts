import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, imageBytes, placeOrder, shipToOf } from './fixtures';

// `/payment/combine`: several unpaid transfer orders of one buyer at one centre paid with one
// transfer — one QR for the sum, one slip attached to every chosen order, all or nothing.
let s: TestServer;
let buyer: string;
let other: string;
const T = 'sabai';
const SU = '1001';
const mine: string[] = [];

function slipWithIds(orderIds: string | null, data: Buffer, type = 'image/jpeg') {
  const boundary = `----talad${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (orderIds !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="orderIds"\r\n\r\n${orderIds}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip.jpg"\r\nContent-Type: ${type}\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function postSlip(token: string, orderIds: string | null, data: Buffer, type?: string) {
  const m = slipWithIds(orderIds, data, type);
  const url = `/api/payments/combine/${SU}/slip`;
  const res = await s.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${token}` } });
  checkContract(s.app, 'POST', url, res);
  return { status: res.statusCode, body: res.json() };
}

async function order(token: string, method: 'BANK' | 'THAIQR' | 'COD', qty: number): Promise<string> {
  const r = await placeOrder(s.app, token, { paymentMethod: method, shipToCode: await shipToOf(s.app, token), lines: [{ P_Code: 'T-COMBI', qty1: qty, qty2: 0, qty3: 0 }] });
  expect(r.status, r.text).toBe(201);
  return r.body.Order.OrderID;
}

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [{ code: 'T-COMBI', name: 'สินค้ารวมจ่าย', price: 100, taxType: '1', stock: 1000 }]);
  buyer = await customerToken(s.app, T, DEMO.sabai.customer);
  other = await customerToken(s.app, T, DEMO.sabai.credit);
  mine.push(await order(buyer, 'BANK', 3), await order(buyer, 'THAIQR', 2));
  await order(buyer, 'COD', 1);
});
afterAll(async () => { await s?.close(); });

describe('combined payment', () => {
  it('lists only the buyer\'s transfer orders still waiting for payment, and sums the chosen ones into one Thai QR', async () => {
    const all = await call(s.app, 'GET', `/api/payments/combine/${SU}`, { token: buyer });
    expect(all.status, all.text).toBe(200);
    const ids = all.body.Orders.map((o: { OrderID: string }) => o.OrderID);
    expect(ids).toEqual(expect.arrayContaining(mine));
    expect(all.body.Orders.every((o: { Method: string }) => o.Method === 'BANK' || o.Method === 'THAIQR')).toBe(true);

    const two = await call(s.app, 'GET', `/api/payments/combine/${SU}?orderIds=${mine.join(',')}`, { token: buyer });
    const totals = two.body.Orders.filter((o: { OrderID: string }) => mine.includes(o.OrderID)).reduce((sum: number, o: { Total: number }) => sum + o.Total, 0);
    expect(two.body.Chosen).toEqual(mine);
    expect(two.body.Total).toBeCloseTo(totals, 2);
    expect(two.body.Qr.Amount).toBe(two.body.Total);
    // The PromptPay payload carries the amount (tag 54) of the sum.
    expect(two.body.Qr.Payload).toContain(`54${String(two.body.Total.toFixed(2).length).padStart(2, '0')}${two.body.Total.toFixed(2)}`);
    expect(two.body.Qr.Message).toMatch(/^Please scan QR Code before /);
  });

  it('refuses an order that is not the buyer\'s, naming it', async () => {
    const foreign = await order(other, 'BANK', 1);
    const r = await call(s.app, 'GET', `/api/payments/combine/${SU}?orderIds=${mine[0]},${foreign}`, { token: buyer });
    expect(r.status).toBe(400);
    expect(r.body.errors ?? r.body.Errors ?? r.body).toEqual(expect.arrayContaining([expect.objectContaining({ field: '/querystring/orderIds/1', reason: expect.stringContaining(foreign) })]));
  });

  it('rejects a file that is not an image and changes nothing', async () => {
    const r = await postSlip(buyer, mine.join(','), Buffer.from('%PDF-1.4 not an image'), 'image/jpeg');
    expect(r.status).toBe(400);
    const list = await call(s.app, 'GET', `/api/payments/combine/${SU}?orderIds=${mine.join(',')}`, { token: buyer });
    expect(list.body.Orders.filter((o: { OrderID: string; State: string }) => mine.includes(o.OrderID)).map((o: { State: string }) => o.State)).toEqual(['AWAITING_PAYMENT', 'AWAITING_PAYMENT']);
  });

  it('attaches one slip to every chosen order; staff approve each order on its own', async () => {
    const r = await postSlip(buyer, mine.join(','), await imageBytes());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.Orders.map((o: { State: string }) => o.State)).toEqual(['SLIP_SUBMITTED', 'SLIP_SUBMITTED']);

    const again = await call(s.app, 'GET', `/api/payments/combine/${SU}`, { token: buyer });
    expect(again.body.Orders.map((o: { OrderID: string }) => o.OrderID)).not.toEqual(expect.arrayContaining([mine[0]]));

    const staff = await merchantToken(s.app, T, DEMO.sabai.sales);
    const pay = await call(s.app, 'GET', `/api/payments/${mine[1]}`, { token: staff });
    expect(pay.body.Slips).toHaveLength(1);
    const first = await call(s.app, 'GET', `/api/payments/${mine[0]}`, { token: staff });
    expect(first.body.Slips[0].UploadId).toBe(pay.body.Slips[0].UploadId);
    const review = await call(s.app, 'POST', `/api/payments/${mine[1]}/slip/${pay.body.Slips[0].UploadId}/review`, { token: staff, body: { approve: true } });
    expect(review.body).toMatchObject({ State: 'PAID', Status: 'PLACED' });
    const stillFirst = await call(s.app, 'GET', `/api/payments/${mine[0]}`, { token: buyer });
    expect(stillFirst.body.State).toBe('SLIP_SUBMITTED');
  });

  it('is all or nothing: an order already paid in the list stops the whole upload', async () => {
    const fresh = await order(buyer, 'BANK', 1);
    const r = await postSlip(buyer, `${fresh},${mine[1]}`, await imageBytes());
    expect(r.status).toBe(400);
    const p = await call(s.app, 'GET', `/api/payments/${fresh}`, { token: buyer });
    expect(p.body).toMatchObject({ State: 'AWAITING_PAYMENT', Slips: [] });
    const missing = await postSlip(buyer, null, await imageBytes());
    expect(missing.status).toBe(400);
  });

  it('knows only the buyer\'s own centres: another centre or another tenant\'s code is a 404', async () => {
    expect((await call(s.app, 'GET', '/api/payments/combine/2001', { token: buyer })).status).toBe(404);
    expect((await call(s.app, 'GET', '/api/payments/combine/9999', { token: buyer })).status).toBe(404);
    expect((await postSlip(buyer, mine.join(','), await imageBytes())).status).not.toBe(404);
  });

  it('is for buyers only', async () => {
    const staff = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await call(s.app, 'GET', `/api/payments/combine/${SU}`, { token: staff })).status).toBe(403);
    expect((await call(s.app, 'GET', `/api/payments/combine/${SU}`, {})).status).toBe(401);
  });
});
