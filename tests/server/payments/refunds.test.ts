import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// Refunds as staff ask for them: keyed (the same key refunds once), part refunds bounded by what the
// gateway captured, and two refunds of everything at once → one refund.
let s: TestServer;
let buyer: string;
let staff: string;
const T = 'sabai';
const SU = '1001';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [{ code: 'T-RFND', name: 'สินค้าคืนเงิน', price: 100, taxType: '1', stock: 10_000 }]);
  buyer = await customerToken(s.app, T, DEMO.sabai.customer);
  staff = await merchantToken(s.app, T, DEMO.sabai.admin);
});
afterAll(async () => { await s?.close(); });

/** A card order paid through the sandbox (approve → signed notification). */
async function paidOrder(): Promise<{ orderId: string; attemptId: string; amount: number }> {
  const r = await placeOrder(s.app, buyer, { paymentMethod: 'CREDIT_CARD', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-RFND', qty1: 2, qty2: 0, qty3: 0 }] });
  expect(r.status, r.text).toBe(201);
  const orderId = r.body.Order.OrderID as string;
  const a = (await call(s.app, 'POST', `/api/payments/${orderId}/gateway`, { token: buyer, body: {} })).body;
  await s.app.inject({ method: 'POST', url: a.RedirectUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=approve' });
  await s.app.jobs.drain();
  return { orderId, attemptId: a.AttemptId, amount: a.Amount };
}

const refund = (orderId: string, attemptId: string, body: Record<string, unknown>, key?: string) =>
  call(s.app, 'POST', `/api/payments/${orderId}/attempts/${attemptId}/refund`, { token: staff, body, headers: key ? { 'idempotency-key': key } : {} });

async function refundedAtGateway(attemptId: string): Promise<number> {
  const [c] = await s.db.query<{ refunded_satang: string | number }>('SELECT refunded_satang FROM payment_sandbox_charges WHERE tenant_id = $1 AND attempt_id = $2', [T, attemptId]);
  return Number(c.refunded_satang);
}

describe('gateway refunds', () => {
  it('part refunds of a live order: keyed, bounded by what is left, never the whole payment while the order lives', async () => {
    const { orderId, attemptId, amount } = await paidOrder();
    const noKey = await refund(orderId, attemptId, { Amount: 10 });
    expect(noKey.status).toBe(400);
    expect(noKey.body.Errors).toEqual([{ field: '/headers/idempotency-key', reason: 'is required for a part refund' }]);

    const first = await refund(orderId, attemptId, { Amount: 10 }, 'part-refund-0001');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ Status: 'PAID', Replayed: false, Refund: { RefundKey: 'key:part-refund-0001', Amount: 10, Status: 'DONE' } });
    const retry = await refund(orderId, attemptId, { Amount: 10 }, 'part-refund-0001');
    expect(retry.body).toMatchObject({ Replayed: true, Refund: { RefundKey: 'key:part-refund-0001', Amount: 10 } });
    expect(await refundedAtGateway(attemptId)).toBe(1000);
    const sameKeyOtherAmount = await refund(orderId, attemptId, { Amount: 20 }, 'part-refund-0001');
    expect(sameKeyOtherAmount.status).toBe(409);

    const tooMuch = await refund(orderId, attemptId, { Amount: amount }, 'part-refund-0002');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.Message).toBe('The refund is more than what is left of this payment');
    const rest = await refund(orderId, attemptId, { Amount: amount - 10 }, 'part-refund-0003');
    expect(rest.status).toBe(409);
    expect(rest.body.Message).toBe('Cancel the order before refunding the whole payment');
    expect(await refundedAtGateway(attemptId)).toBe(1000);
  });

  it('race: two refunds of the whole payment at once (different keys) → one refund at the gateway', async () => {
    const { orderId, attemptId, amount } = await paidOrder();
    const cancel = await call(s.app, 'POST', `/api/orders/${orderId}/${SU}/transition`, { token: staff, body: { action: 'cancel', reason: 'out of stock' } });
    expect(cancel.status, cancel.text).toBe(200);
    const answers = await Promise.all([
      refund(orderId, attemptId, { Amount: amount }, 'race-refund-aaaa'),
      refund(orderId, attemptId, { Amount: amount }, 'race-refund-bbbb'),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 200)!.body).toMatchObject({ Status: 'REFUNDED', Refund: { Status: 'DONE', Amount: amount } });
    expect(await refundedAtGateway(attemptId)).toBe(Math.round(amount * 100));
    const rows = await s.db.query(`SELECT 1 FROM payment_refunds WHERE tenant_id = $1 AND attempt_id = $2`, [T, attemptId]);
    expect(rows).toHaveLength(1);
    const o = await call(s.app, 'GET', `/api/orders/history/${orderId}`, { token: buyer });
    expect(o.body.Order).toMatchObject({ Status: 'CANCELLED', PaymentState: 'REFUNDED' });
  });
});
