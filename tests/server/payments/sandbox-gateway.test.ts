import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandbox, SANDBOX_SIGNATURE_HEADER } from '../../../src/server/providers/payment/sandbox';
import { checkContract } from '../contract';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// Card payments through the local sandbox gateway, as the buyer, the gateway and staff drive them:
// settlement only by the signed notification or a status query, once, with the amount checked.
let s: TestServer;
let buyer: string;
let staff: string;
const T = 'sabai';
const SU = '1001';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [{ code: 'T-CARD', name: 'สินค้าบัตร', price: 100, taxType: '1', stock: 10_000 }]);
  buyer = await customerToken(s.app, T, DEMO.sabai.customer);
  staff = await merchantToken(s.app, T, DEMO.sabai.admin);
});
afterAll(async () => { await s?.close(); });

/** The gateway's and the browser's calls (form posts, raw signed bodies), checked against the contract like `call()`. */
async function inject(o: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }) {
  const res = await s.app.inject(o);
  checkContract(s.app, o.method, o.url, res);
  return res;
}

async function cardOrder(qty = 2): Promise<{ orderId: string; total: number }> {
  const r = await placeOrder(s.app, buyer, { paymentMethod: 'CREDIT_CARD', shipToCode: await shipToOf(s.app, buyer), lines: [{ P_Code: 'T-CARD', qty1: qty, qty2: 0, qty3: 0 }] });
  expect(r.status, r.text).toBe(201);
  expect(r.body.Order).toMatchObject({ Status: 'PENDING_PAYMENT', PaymentState: 'AWAITING_PAYMENT', PaymentMethod: 'CREDIT_CARD' });
  return { orderId: r.body.Order.OrderID, total: r.body.Order.Total ?? r.body.Order.Money };
}

async function start(orderId: string) {
  const r = await call(s.app, 'POST', `/api/payments/${orderId}/gateway`, { token: buyer, body: {} });
  expect([200, 201], r.text).toContain(r.status);
  return r.body as { AttemptId: string; RedirectUrl: string; Resumed: boolean; Amount: number };
}

/** The buyer's click on the sandbox's hosted page. */
async function hostedPage(redirectUrl: string, action: 'approve' | 'decline' | 'abandon', extra: Record<string, string> = {}) {
  return inject({
    method: 'POST', url: redirectUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, ...extra }).toString(),
  });
}

async function order(orderId: string) {
  const r = await call(s.app, 'GET', `/api/orders/history/${orderId}`, { token: buyer });
  return r.body.Order as { Status: string; PaymentState: string };
}

async function attempts(orderId: string) {
  return (await call(s.app, 'GET', `/api/payments/${orderId}/attempts`, { token: staff })).body;
}

const secret = () => s.app.payments.sandboxSecret(T, SU);
const notifyUrl = `/api/payments/notify/sandbox/${T}/${SU}`;

function notify(raw: string, signature: string) {
  return inject({ method: 'POST', url: notifyUrl, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: raw });
}

async function chargeOf(attemptId: string): Promise<{ charge_id: string; amount_satang: string | number }> {
  const [c] = await s.db.query<{ charge_id: string; amount_satang: string | number }>('SELECT charge_id, amount_satang FROM payment_sandbox_charges WHERE tenant_id = $1 AND attempt_id = $2', [T, attemptId]);
  return c;
}

describe('sandbox card gateway', () => {
  it('offers the centre\'s gateway method at checkout with the spec\'s label and code', async () => {
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: buyer, body: { paymentMethod: 'CREDIT_CARD', lines: [{ P_Code: 'T-CARD', qty1: 1, qty2: 0, qty3: 0 }] } });
    expect(q.status, q.text).toBe(200);
    expect(q.body.PaymentMethods.find((m: { Method: string }) => m.Method === 'CREDIT_CARD')).toEqual({
      Method: 'CREDIT_CARD', Code: -1, Label: { en: 'Credit card', th: 'บัตรเครดิต' }, Disabled: false, Reason: null,
    });
    expect(q.body.PaymentProblem).toBeNull();
  });

  it('approve: the redirect settles nothing, the signed notification pays the order once (duplicate sent too)', async () => {
    const { orderId } = await cardOrder();
    const a = await start(orderId);
    expect(a.RedirectUrl).toMatch(/^\/api\/payments\/sandbox\/pay\/sabai\/sbx_[0-9a-f]{24}$/);
    expect(a.Amount).toBeGreaterThan(0);
    const again = await start(orderId);
    expect(again).toMatchObject({ AttemptId: a.AttemptId, Resumed: true });

    const page = await inject({ method: 'GET', url: a.RedirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(orderId);
    expect(page.body).toContain(`฿${a.Amount.toFixed(2)}`);
    // The page names its icon, so the browser does not ask for /favicon.ico (a 404 in the console on every visit).
    const icon = /<link rel="icon" href="([^"]*)"/.exec(page.body)?.[1];
    expect(icon).toBeDefined();
    if (!icon!.startsWith('data:')) expect((await inject({ method: 'GET', url: icon! })).statusCode).toBe(200);

    const back = await hostedPage(a.RedirectUrl, 'approve', { duplicate: '1' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/kbank/callback/sandbox/${SU}?orderid=${orderId}&status=success`);
    // The browser is back with "success", but nothing is paid until the gateway tells the server.
    expect(await order(orderId)).toMatchObject({ Status: 'PENDING_PAYMENT', PaymentState: 'AWAITING_PAYMENT' });

    expect(await s.app.jobs.drain()).toBeGreaterThanOrEqual(2);
    expect(await order(orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    const seen = await attempts(orderId);
    expect(seen.Attempts).toMatchObject([{ AttemptId: a.AttemptId, Status: 'PAID', Provider: 'sandbox' }]);
    expect(seen.Events.map((e: { Outcome: string }) => e.Outcome).sort()).toEqual(['duplicate', 'settled']);
    const events = await s.db.query(`SELECT 1 FROM order_events WHERE tenant_id = $1 AND order_id = $2 AND action = 'approvePayment'`, [T, orderId]);
    expect(events).toHaveLength(1);
  });

  it('refuses tampered and stale (replayed) notifications and logs them; a replay in time changes nothing', async () => {
    const { orderId } = await cardOrder();
    const a = await start(orderId);
    const c = await chargeOf(a.AttemptId);
    const body = { eventId: `${c.charge_id}:PAID`, attemptId: a.AttemptId, chargeId: c.charge_id, status: 'PAID', amount: Number(c.amount_satang), currency: 'THB' };
    const raw = JSON.stringify(body);
    const now = Math.floor(s.clock.now / 1000);

    const forged = await notify(raw, signSandbox('not-the-secret', raw, now));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().Message).toBe('Payment notification refused: bad signature');
    const tampered = await notify(JSON.stringify({ ...body, amount: 1 }), signSandbox(secret(), raw, now));
    expect(tampered.statusCode).toBe(401);
    const lower = JSON.stringify({ ...body, amount: 100 });
    const wrongAmount = await notify(lower, signSandbox(secret(), lower, now));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().Errors[0].reason).toMatch(/^amount 100 ≠/);
    const stale = await notify(raw, signSandbox(secret(), raw, now - 10 * 60));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().Message).toContain('stale timestamp');
    expect(await order(orderId)).toMatchObject({ Status: 'PENDING_PAYMENT', PaymentState: 'AWAITING_PAYMENT' });

    const signed = signSandbox(secret(), raw, now);
    expect((await notify(raw, signed)).json()).toMatchObject({ Outcome: 'settled', Effect: 'orderPaid' });
    expect((await notify(raw, signed)).json()).toMatchObject({ Outcome: 'duplicate', Effect: 'none' });
    expect(await order(orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    const outcomes = (await attempts(orderId)).Events.map((e: { Outcome: string; Reason: string | null }) => `${e.Outcome}${e.Reason ? `: ${e.Reason.split(' ')[0]}` : ''}`);
    expect(outcomes).toEqual(['refused: bad', 'refused: bad', 'refused: amount', 'refused: stale', 'settled', 'duplicate']);
  });

  it('decline then retry: a new attempt, paid by its own notification', async () => {
    const { orderId } = await cardOrder();
    const first = await start(orderId);
    const back = await hostedPage(first.RedirectUrl, 'decline');
    expect(back.headers.location).toContain('status=fail');
    await s.app.jobs.drain();
    expect(await order(orderId)).toMatchObject({ Status: 'PENDING_PAYMENT', PaymentState: 'AWAITING_PAYMENT' });
    expect((await attempts(orderId)).Attempts).toMatchObject([{ Status: 'DECLINED', Failure: 'Card declined by the sandbox' }]);

    const retry = await start(orderId);
    expect(retry.Resumed).toBe(false);
    expect(retry.AttemptId).not.toBe(first.AttemptId);
    await hostedPage(retry.RedirectUrl, 'approve');
    await s.app.jobs.drain();
    expect(await order(orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    expect((await attempts(orderId)).Attempts.map((x: { Status: string }) => x.Status)).toEqual(['DECLINED', 'PAID']);
  });

  it('abandon: the attempt expires with the spec\'s message; a lost notification is caught by the status query', async () => {
    const abandoned = await cardOrder();
    const a = await start(abandoned.orderId);
    expect((await hostedPage(a.RedirectUrl, 'abandon')).headers.location).toContain('status=cancel');

    const lost = await cardOrder();
    const b = await start(lost.orderId);
    await hostedPage(b.RedirectUrl, 'approve', { delay: 'never' });
    await s.app.jobs.drain();
    expect(await order(lost.orderId)).toMatchObject({ PaymentState: 'AWAITING_PAYMENT' });

    s.clock.advance(3 * 60_000);
    await s.app.jobs.tick();
    await s.app.jobs.drain();
    expect(await order(lost.orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    expect((await attempts(abandoned.orderId)).Attempts).toMatchObject([{ Status: 'PENDING' }]);

    s.clock.advance(13 * 60_000);
    await s.app.jobs.tick();
    await s.app.jobs.drain();
    const gone = await call(s.app, 'GET', `/api/payments/${abandoned.orderId}/attempts`, { token: buyer });
    expect(gone.body.Attempts).toMatchObject([{ Status: 'EXPIRED', Failure: `Payment cannot be process properly. (${abandoned.orderId})` }]);
    expect(gone.body.Events).toBeUndefined();
    // The buyer may try again.
    expect((await start(abandoned.orderId)).Resumed).toBe(false);
  });

  it('paid after cancellation and paid twice become refund cases; staff refund them through the gateway', async () => {
    const cancelled = await cardOrder();
    const a = await start(cancelled.orderId);
    const cancel = await call(s.app, 'POST', `/api/orders/${cancelled.orderId}/${SU}/cancel`, { token: buyer, body: { reason: 'changed my mind' } });
    expect(cancel.status, cancel.text).toBe(200);
    await hostedPage(a.RedirectUrl, 'approve');
    await s.app.jobs.drain();
    expect(await order(cancelled.orderId)).toMatchObject({ Status: 'CANCELLED', PaymentState: 'REFUND_DUE' });
    expect(await attempts(cancelled.orderId)).toMatchObject({ Attempts: [{ Status: 'REFUND_DUE' }], Owed: [a.AttemptId] });
    const refunded = await call(s.app, 'POST', `/api/orders/${cancelled.orderId}/${SU}/transition`, { token: staff, body: { action: 'refund' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(await order(cancelled.orderId)).toMatchObject({ Status: 'CANCELLED', PaymentState: 'REFUNDED' });
    expect(await attempts(cancelled.orderId)).toMatchObject({ Attempts: [{ Status: 'REFUNDED', RefundRef: expect.stringMatching(/^sbx_.*:refund:full:PA/) }], Owed: [] });
    const [charge] = await s.db.query<{ status: string }>('SELECT status FROM payment_sandbox_charges WHERE tenant_id = $1 AND attempt_id = $2', [T, a.AttemptId]);
    expect(charge.status).toBe('REFUNDED');

    // Paid twice: an expired attempt's page is still open and the buyer pays there too.
    const twice = await cardOrder();
    const old = await start(twice.orderId);
    s.clock.advance(16 * 60_000);
    await s.app.jobs.tick();
    await s.app.jobs.drain();
    const fresh = await start(twice.orderId);
    await hostedPage(fresh.RedirectUrl, 'approve');
    await s.app.jobs.drain();
    expect((await attempts(twice.orderId)).Attempts.map((x: { Status: string }) => x.Status)).toEqual(['EXPIRED', 'PAID']);
    await hostedPage(old.RedirectUrl, 'approve');
    await s.app.jobs.drain();
    expect(await order(twice.orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    const seen = await attempts(twice.orderId);
    expect(seen.Attempts.map((x: { Status: string }) => x.Status)).toEqual(['REFUND_DUE', 'PAID']);
    expect(seen.Owed).toEqual([old.AttemptId]);
    const r = await call(s.app, 'POST', `/api/payments/${twice.orderId}/attempts/${old.AttemptId}/refund`, { token: staff, body: {} });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ Status: 'REFUNDED' });
    expect(await order(twice.orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    // A second click answers the same refund; the gateway refunded once.
    const again = await call(s.app, 'POST', `/api/payments/${twice.orderId}/attempts/${old.AttemptId}/refund`, { token: staff, body: {} });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ Status: 'REFUNDED', Replayed: true, Refund: { RefundKey: `full:${old.AttemptId}`, Status: 'DONE', Amount: r.body.Amount } });
    const [oldCharge] = await s.db.query<{ refunded_satang: string | number; amount_satang: string | number }>('SELECT refunded_satang, amount_satang FROM payment_sandbox_charges WHERE tenant_id = $1 AND attempt_id = $2', [T, old.AttemptId]);
    expect(Number(oldCharge.refunded_satang)).toBe(Number(oldCharge.amount_satang));
  });

  it('race: 12 parallel copies of one notification and a status query settle the order exactly once', async () => {
    const { orderId } = await cardOrder();
    const a = await start(orderId);
    await hostedPage(a.RedirectUrl, 'approve', { delay: 'never' });
    const c = await chargeOf(a.AttemptId);
    const raw = JSON.stringify({ eventId: `${c.charge_id}:PAID`, attemptId: a.AttemptId, chargeId: c.charge_id, status: 'PAID', amount: Number(c.amount_satang), currency: 'THB' });
    const signature = signSandbox(secret(), raw, Math.floor(s.clock.now / 1000));
    // 12 deliveries of the same event and a status query, all at once (separate pool connections on PostgreSQL).
    s.clock.advance(3 * 60_000);
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => notify(raw, signature))),
      s.app.jobs.tick().then(() => s.app.jobs.drain()),
    ]);
    expect(answers.map((x) => x.statusCode)).toEqual(Array(12).fill(200));
    const outcomes = answers.map((x) => x.json().Outcome);
    expect(outcomes.filter((o) => o === 'settled').length).toBeLessThanOrEqual(1);
    expect(outcomes.filter((o) => o === 'duplicate').length).toBeGreaterThanOrEqual(11);
    expect(await order(orderId)).toMatchObject({ Status: 'PLACED', PaymentState: 'PAID' });
    const approvals = await s.db.query(`SELECT 1 FROM order_events WHERE tenant_id = $1 AND order_id = $2 AND action = 'approvePayment'`, [T, orderId]);
    expect(approvals).toHaveLength(1);
    const settled = await s.db.query(`SELECT 1 FROM payment_events WHERE tenant_id = $1 AND attempt_id = $2 AND outcome = 'settled'`, [T, a.AttemptId]);
    expect(settled).toHaveLength(1);
  });

  it('reconciliation per provider for the day, with CSV export; scoped to staff', async () => {
    const day = new Date(s.clock.now + 7 * 3_600_000).toISOString().slice(0, 10);
    const r = await call(s.app, 'GET', `/api/payments/reconciliation?date=${day}`, { token: staff });
    expect(r.status, r.text).toBe(200);
    const sandbox = r.body.Providers.find((p: { Provider: string }) => p.Provider === 'sandbox');
    expect(sandbox.Paid).toBeGreaterThanOrEqual(5);
    expect(sandbox.Refunded).toBeGreaterThan(0);
    expect(sandbox.RefusedNotifications).toBeGreaterThanOrEqual(4);
    expect(sandbox.Difference).toBe(0);
    const csv = await call(s.app, 'GET', `/api/payments/reconciliation?date=${day}&format=csv`, { token: staff });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('\uFEFFProvider,AttemptId,OrderID,SaleUnit,Method,Amount,Status,ProviderRef,Notified,RefusedNotifications,RefundRef,CreatedAt,SettledAt,RefundedAt,Mismatches');
    expect((await call(s.app, 'GET', `/api/payments/reconciliation?date=${day}`, { token: buyer })).status).toBe(403);
    const bad = await call(s.app, 'GET', '/api/payments/reconciliation?date=yesterday', { token: staff });
    expect(bad.status).toBe(400);
  });
});
