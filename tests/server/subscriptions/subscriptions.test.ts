// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRun } from '../../../src/server/routes/subscriptions/run';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// Recurring orders through the API, with the test clock (2026-11-20 17:00 Bangkok, a Friday) moved
// forward and the job queue drained in-process: nothing sleeps.
let s: TestServer;
let customer: string;
let staff: string;
let orderId: string;
let subId: string;
const T = 'sabai';
const DAY = 86_400_000;

/** Moves the clock; tokens expire as time passes, so the test signs in again like a person would. */
async function advance(ms: number): Promise<void> {
  s.clock.advance(ms);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
  staff = await merchantToken(s.app, T, DEMO.sabai.sales);
}

async function runDue(): Promise<void> {
  await s.app.jobs.tick();
  await s.app.jobs.drain();
}

async function ordersOf(token: string): Promise<{ OrderID: string }[]> {
  const h = await call(s.app, 'GET', '/api/orders/history?take=50', { token });
  return h.body.Data;
}

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001'], [
    { code: 'R-WATER', name: 'น้ำดื่มประจำ', price: 10, taxType: '1', stock: 1000 },
    { code: 'R-SNACK', name: 'ขนมประจำ', price: 20, taxType: '1', stock: 1000 },
  ]);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
  staff = await merchantToken(s.app, T, DEMO.sabai.sales);
  const placed = await placeOrder(s.app, customer, {
    paymentMethod: 'COD', shipToCode: await shipToOf(s.app, customer),
    lines: [{ P_Code: 'R-WATER', qty1: 2, qty2: 0, qty3: 0 }, { P_Code: 'R-SNACK', qty1: 3, qty2: 0, qty3: 0 }],
  });
  expect(placed.status).toBe(201);
  orderId = placed.body.Order.OrderID;
});
afterAll(async () => { await s?.close(); });

describe('recurring orders', () => {
  it('refuses bad schedules naming every field', async () => {
    const r = await call(s.app, 'POST', '/api/subscriptions', {
      token: customer, body: { fromOrderId: orderId, fromCart: true, frequency: 'week', startDate: '2026-11-30', endDate: '2026-11-25', paymentMethod: 'COD' },
    });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual(expect.arrayContaining([
      { field: '/body/fromOrderId', reason: 'give either fromOrderId or fromCart: true' },
      { field: '/body/weekday', reason: 'choose the day of the week (0 = Monday … 6 = Sunday)' },
      { field: '/body/endDate', reason: 'must not be before the start date' },
    ]));
    const m = await call(s.app, 'POST', '/api/subscriptions', {
      token: customer, body: { fromOrderId: orderId, frequency: 'month', monthDay: 32, startDate: '2026-11-01', paymentMethod: 'AR', extra: 1 },
    });
    expect(m.status).toBe(400);
    expect(m.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/body/extra']);
    const m2 = await call(s.app, 'POST', '/api/subscriptions', {
      token: customer, body: { fromOrderId: orderId, frequency: 'month', monthDay: 32, startDate: '2026-11-01', paymentMethod: 'AR' },
    });
    expect(m2.body.Errors).toEqual([
      { field: '/body/monthDay', reason: 'must be 1 to 31 (29-31 run on the last day of shorter months)' },
      { field: '/body/startDate', reason: 'must be today (2026-11-20) or later' },
      { field: '/body/paymentMethod', reason: 'credit is not available for this customer' },
    ]);
    expect((await call(s.app, 'GET', '/api/subscriptions', { token: customer })).body.Data).toEqual([]);
  });

  it('turns an order into a weekly recurring order and shows the next runs', async () => {
    const r = await call(s.app, 'POST', '/api/subscriptions', {
      token: customer, body: { fromOrderId: orderId, frequency: 'week', weekday: 0, startDate: '2026-11-20', paymentMethod: 'COD' },
    });
    expect(r.status).toBe(201);
    subId = r.body.SubscriptionId;
    expect(r.body).toMatchObject({
      Status: 'active', Frequency: 'week', Weekday: 0, NextRuns: ['2026-11-23', '2026-11-30', '2026-12-07'], PaymentMethod: 'COD', SourceOrderId: orderId,
      Lines: [{ P_Code: 'R-WATER', qty1: 2, ProductName: 'น้ำดื่มประจำ' }, { P_Code: 'R-SNACK', qty1: 3 }],
    });
    const other = await customerToken(s.app, T, DEMO.sabai.credit);
    expect((await call(s.app, 'GET', `/api/subscriptions/${subId}`, { token: other })).status).toBe(404);
  });

  it('places exactly one order when the run is due, priced that day, seen by the customer and the centre', async () => {
    const before = (await ordersOf(customer)).length;
    await runDue();
    expect((await ordersOf(customer)).length).toBe(before); // not due yet (Friday)
    await advance(3 * DAY); // Monday
    await runDue();
    await runDue(); // again: nothing more
    const orders = await ordersOf(customer);
    expect(orders.length).toBe(before + 1);
    const detail = await call(s.app, 'GET', `/api/subscriptions/${subId}`, { token: customer });
    expect(detail.body.Runs).toMatchObject([{ RunDate: '2026-11-23', Status: 'placed', OrderId: orders[0].OrderID, LeftOut: [] }]);
    expect(detail.body.NextRuns[0]).toBe('2026-11-30');
    const order = await call(s.app, 'GET', `/api/orders/history/${orders[0].OrderID}`, { token: customer });
    expect(order.body.Order).toMatchObject({ Remark: `Recurring order ${subId} (2026-11-23)`, PaymentMethod: 'COD' });
    const list = await call(s.app, 'GET', '/api/MerchantOrder/list?saleUnit=1001', { token: staff });
    expect(list.body.Data.map((o: { OrderID: string }) => o.OrderID)).toContain(orders[0].OrderID);
    const subs = await call(s.app, 'GET', '/api/merchant/subscriptions?saleUnit=1001', { token: staff });
    expect(subs.body.Data).toMatchObject([{ SubscriptionId: subId, CustomerCode: 'SB0001', LastRun: { Status: 'placed' } }]);
  });

  it('leaves out a line that is out of stock or no longer sold and says why', async () => {
    await s.db.query("UPDATE product_stock SET stock_available = 0 WHERE tenant_id = $1 AND p_code = 'R-SNACK'", [T]);
    await advance(7 * DAY);
    await runDue();
    const d = (await call(s.app, 'GET', `/api/subscriptions/${subId}`, { token: customer })).body;
    expect(d.Runs[0]).toMatchObject({ RunDate: '2026-11-30', Status: 'placed', LeftOut: [{ P_Code: 'R-SNACK' }] });
    expect(d.Runs[0].Message).toMatch(/^Placed without: /);
    const lines = await s.db.query<{ p_code: string }>('SELECT p_code FROM order_lines WHERE tenant_id = $1 AND order_id = $2', [T, d.Runs[0].OrderId]);
    expect(lines.map((l) => l.p_code)).toEqual(['R-WATER']);
    await s.db.query("UPDATE product_stock SET stock_available = 1000 WHERE tenant_id = $1 AND p_code = 'R-SNACK'", [T]);
  });

  it('changes quantities, skips the next run, pauses (no order) and resumes', async () => {
    const bad = await call(s.app, 'PATCH', `/api/subscriptions/${subId}`, { token: customer, body: { lines: [{ P_Code: 'NOPE', qty1: 1, qty2: 0, qty3: 0 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toContainEqual({ field: '/body/lines/0/P_Code', reason: 'is not a line of this recurring order' });
    const ch = await call(s.app, 'PATCH', `/api/subscriptions/${subId}`, {
      token: customer, body: { lines: [{ P_Code: 'R-WATER', qty1: 5, qty2: 0, qty3: 0 }, { P_Code: 'R-SNACK', qty1: 0, qty2: 0, qty3: 0 }] },
    });
    expect(ch.body.Lines).toMatchObject([{ P_Code: 'R-WATER', qty1: 5 }]);
    // The screen names each quantity's unit (a product without a pack has its first unit only).
    expect(ch.body.Lines[0].Units).toEqual([{ Unit: 1, Code: 'EA', Name: 'ชิ้น', NameEn: 'piece' }]);
    const skip = await call(s.app, 'POST', `/api/subscriptions/${subId}/skip`, { token: customer });
    expect(skip.body.NextRuns.slice(0, 2)).toEqual(['2026-12-14', '2026-12-21']);
    const count = (await ordersOf(customer)).length;
    await advance(7 * DAY); // 7 December: skipped
    await runDue();
    expect((await ordersOf(customer)).length).toBe(count);
    const paused = await call(s.app, 'POST', `/api/subscriptions/${subId}/pause`, { token: customer });
    expect(paused.body.Status).toBe('paused');
    expect((await call(s.app, 'POST', `/api/subscriptions/${subId}/pause`, { token: customer })).status).toBe(409);
    await advance(7 * DAY); // 14 December: paused
    await runDue();
    expect((await ordersOf(customer)).length).toBe(count);
    await advance(DAY); // Tuesday 15th
    const resumed = await call(s.app, 'POST', `/api/subscriptions/${subId}/resume`, { token: customer });
    expect(resumed.body).toMatchObject({ Status: 'active', NextRuns: ['2026-12-21', '2026-12-28', '2027-01-04'] });
    await advance(6 * DAY);
    await runDue();
    const orders = await ordersOf(customer);
    expect(orders.length).toBe(count + 1);
    const lines = await s.db.query<{ p_code: string; qty1: number }>('SELECT p_code, qty1 FROM order_lines WHERE tenant_id = $1 AND order_id = $2', [T, orders[0].OrderID]);
    expect(lines.map((l) => [l.p_code, Number(l.qty1)])).toEqual([['R-WATER', 5]]);
  });

  it('retries a failing run, then records the failure for the customer and the centre', async () => {
    const credit = await customerToken(s.app, T, DEMO.sabai.credit);
    const r = await call(s.app, 'POST', '/api/subscriptions', {
      token: credit, body: { fromCart: true, frequency: 'week', weekday: 1, startDate: '2026-12-21', paymentMethod: 'AR' },
    });
    expect(r.status).toBe(400); // empty cart
    expect(r.body.Errors).toEqual([{ field: '/body/fromCart', reason: 'the cart has no selected lines' }]);
    await call(s.app, 'PUT', '/api/cart/lines', { token: credit, body: { P_Code: 'R-WATER', qty1: 10, qty2: 0, qty3: 0 } });
    const ok = await call(s.app, 'POST', '/api/subscriptions', {
      token: credit, body: { fromCart: true, frequency: 'week', weekday: 1, startDate: '2026-12-21', paymentMethod: 'AR' },
    });
    expect(ok.status).toBe(201);
    // The credit balance no longer covers the order on the run day.
    await s.db.query("UPDATE customers SET debt_amount = authorize_amount WHERE tenant_id = $1 AND customer_code = 'SB0002'", [T]);
    await advance(DAY); // Tuesday 22 December
    const creditNow = await customerToken(s.app, T, DEMO.sabai.credit);
    await s.app.jobs.tick();
    await s.app.jobs.drain(100, { ignoreDelays: true });
    const d = (await call(s.app, 'GET', `/api/subscriptions/${ok.body.SubscriptionId}`, { token: creditNow })).body;
    expect(d.Runs[0]).toMatchObject({ RunDate: '2026-12-22', Status: 'failed', Attempts: 4, OrderId: null });
    expect(d.Runs[0].Message).toMatch(/^Failed after 4 attempts: /);
    const subs = await call(s.app, 'GET', '/api/merchant/subscriptions?saleUnit=1001', { token: staff });
    expect(subs.body.Data[0]).toMatchObject({ SubscriptionId: ok.body.SubscriptionId, LastRun: { Status: 'failed' } });
    // The cart keeps what the customer put there (the run orders its own lines).
    expect((await call(s.app, 'GET', '/api/cart', { token: creditNow })).body.Lines).toMatchObject([{ P_Code: 'R-WATER', qty1: 10 }]);
  });

  it('one order per run even when 10 workers handle the same run at once', async () => {
    const cancel = await call(s.app, 'POST', `/api/subscriptions/${subId}/cancel`, { token: customer });
    expect(cancel.body).toMatchObject({ Status: 'cancelled', NextRuns: [] });
    const r = await call(s.app, 'POST', '/api/subscriptions', {
      token: customer, body: { fromOrderId: orderId, frequency: 'week', weekday: 0, startDate: '2026-12-28', paymentMethod: 'BANK' },
    });
    await advance(7 * DAY); // Monday 28 December
    const before = (await ordersOf(customer)).length;
    await s.app.jobs.tick(); // run row created and queued; handled by hand below, ten at once
    const p = { tenantId: T, subscriptionId: r.body.SubscriptionId, runDate: '2026-12-28' };
    const ctx = { app: s.app, now: new Date(s.clock.now), jobId: 'x', retryCount: 0, lastAttempt: false, log: s.app.log };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => handleRun(p, ctx)));
    await s.app.jobs.drain();
    expect(results.filter((x) => x.status === 'rejected')).toEqual([]);
    expect((await ordersOf(customer)).length).toBe(before + 1);
    const [{ n }] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM order_requests WHERE idempotency_key = $1", [`subscription:${p.subscriptionId}:2026-12-28`]);
    expect(Number(n)).toBe(1);
  });
});
