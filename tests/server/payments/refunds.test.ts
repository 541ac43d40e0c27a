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

describe('part refunds from the back office', () => {
  it('amounts with satang pass the two-decimal check; the reason and what is left come back to staff', async () => {
    const { orderId, attemptId, amount } = await paidOrder();
    const r = await refund(orderId, attemptId, { Amount: 12.34, Reason: 'one box damaged' }, 'part-satang-0001');
    expect(r.status, r.text).toBe(200);
    expect(r.body.Refund).toMatchObject({ Amount: 12.34, Status: 'DONE', Reason: 'one box damaged' });
    const three = await refund(orderId, attemptId, { Amount: 1.234 }, 'part-satang-0002');
    expect(three.status).toBe(400);
    expect(three.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/body/Amount']);
    const seen = await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: staff });
    expect(seen.body.Attempts[0]).toMatchObject({ Refundable: Math.round(amount * 100 - 1234) / 100, Refunds: [{ Amount: 12.34, Reason: 'one box damaged', Status: 'DONE' }] });
    const mine = await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: buyer });
    expect(mine.body.Attempts[0].Refunds).toBeUndefined();
  });

  it('race: 12 part refunds of one cancelled payment at once never add up to more than was paid', async () => {
    const { orderId, attemptId, amount } = await paidOrder();
    expect((await call(s.app, 'POST', `/api/orders/${orderId}/${SU}/transition`, { token: staff, body: { action: 'cancel', reason: 'out of stock' } })).status).toBe(200);
    const paid = Math.round(amount * 100);
    const part = Math.floor(paid / 5);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => refund(orderId, attemptId, { Amount: part / 100 }, `race-part-${String(i).padStart(4, '0')}`)));
    const fits = Math.floor(paid / part);
    expect(answers.filter((x) => x.status === 200)).toHaveLength(fits);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(12 - fits);
    expect(await refundedAtGateway(attemptId)).toBe(fits * part);
    const [sum] = await s.db.query<{ n: string | number; total: string | number }>(`SELECT count(*) AS n, COALESCE(sum(amount_satang), 0) AS total FROM payment_refunds WHERE tenant_id = $1 AND attempt_id = $2 AND status = 'DONE'`, [T, attemptId]);
    expect({ n: Number(sum.n), total: Number(sum.total) }).toEqual({ n: fits, total: fits * part });
    const seen = await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: staff });
    expect(seen.body.Attempts[0].Refundable).toBe((paid - fits * part) / 100);
  });
});

describe('refunds left PENDING (our record of the gateway\'s answer was lost)', () => {
  /** The state a crash between the gateway's answer and our record leaves: a PENDING row, 10 minutes old. */
  async function lostRefund(attemptId: string, key: string, satang: number, madeAtGateway: boolean) {
    const old = new Date(s.app.clock() - 10 * 60_000);
    await s.db.query(`INSERT INTO payment_refunds (tenant_id, refund_key, attempt_id, amount_satang, status, requested_by, created_at, updated_at) VALUES ($1, $2, $3, $4, 'PENDING', 'staff', $5, $5)`, [T, key, attemptId, satang, old]);
    if (madeAtGateway) {
      const [a] = await s.db.query<{ sale_unit: string; provider_ref: string; amount_satang: string; currency: string; method: string }>('SELECT sale_unit, provider_ref, amount_satang, currency, method FROM payment_attempts WHERE tenant_id = $1 AND attempt_id = $2', [T, attemptId]);
      const p = await s.app.payments.providerFor(s.db, T, a.sale_unit, 'sandbox');
      await p.refund({ attemptId, providerRef: a.provider_ref, amountSatang: Number(a.amount_satang), currency: a.currency, method: a.method as 'CREDIT_CARD' }, satang, key);
    }
  }

  it('the refund-status job asks the gateway by our key: made → DONE once, unknown → FAILED and the amount is free again', async () => {
    const { orderId, attemptId, amount } = await paidOrder();
    await lostRefund(attemptId, 'key:lost-made-0001', 1500, true);
    await lostRefund(attemptId, 'key:lost-none-0001', 2000, false);
    let seen = await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: staff });
    expect(seen.body.Attempts[0].Refundable).toBe(Math.round(amount * 100 - 3500) / 100);

    await s.app.jobs.tick();
    await s.app.jobs.drain();
    seen = await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: staff });
    const byKey = Object.fromEntries(seen.body.Attempts[0].Refunds.map((r: { RefundKey: string }) => [r.RefundKey, r]));
    expect(byKey['key:lost-made-0001']).toMatchObject({ Status: 'DONE', Amount: 15 });
    expect(byKey['key:lost-none-0001']).toMatchObject({ Status: 'FAILED', Failure: 'The gateway has no record of this refund' });
    expect(seen.body.Attempts[0].Refundable).toBe(Math.round(amount * 100 - 1500) / 100);
    expect(await refundedAtGateway(attemptId)).toBe(1500);

    // Staff retry the refund the gateway never made, with its key: refunded now, and only once.
    const again = await refund(orderId, attemptId, { Amount: 20 }, 'lost-none-0001');
    expect(again.status, again.text).toBe(200);
    expect(await refundedAtGateway(attemptId)).toBe(3500);
    await s.app.jobs.tick();
    await s.app.jobs.drain();
    expect(await refundedAtGateway(attemptId)).toBe(3500);
  });
});
