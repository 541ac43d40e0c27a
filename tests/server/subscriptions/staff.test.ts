// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

// Staff and recurring orders (docs/subscriptions.md "For staff"): the list of their centres with
// filters, one with its runs, and pause / resume / cancel on the customer's behalf — audited,
// refused to anyone else. Test clock: 2026-11-20 17:00 Bangkok (a Friday); nothing sleeps.
let s: TestServer;
let customer: string;
let staff: string;
let subId: string;
const T = 'sabai';
const DAY = 86_400_000;

async function advance(ms: number): Promise<void> {
  s.clock.advance(ms);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
  staff = await merchantToken(s.app, T, DEMO.sabai.sales);
}
const ordersOf = async () => (await call(s.app, 'GET', '/api/orders/history?take=50', { token: customer })).body.Data as { OrderID: string }[];
const act = (token: string, action: string, id = subId) => call(s.app, 'POST', `/api/merchant/subscriptions/${id}/${action}`, { token });

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001'], [{ code: 'ST-WATER', name: 'น้ำดื่มร้าน', price: 10, taxType: '1', stock: 1000 }]);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
  staff = await merchantToken(s.app, T, DEMO.sabai.sales);
  const placed = await placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, customer), lines: [{ P_Code: 'ST-WATER', qty1: 2, qty2: 0, qty3: 0 }] });
  const sub = await call(s.app, 'POST', '/api/subscriptions', {
    token: customer, body: { fromOrderId: placed.body.Order.OrderID, frequency: 'week', weekday: 0, startDate: '2026-11-23', paymentMethod: 'COD' },
  });
  expect(sub.status).toBe(201);
  subId = sub.body.SubscriptionId;
});
afterAll(async () => { await s?.close(); });

describe('staff and recurring orders', () => {
  it('lists the centre\'s recurring orders with filters and shows one with its runs', async () => {
    const list = await call(s.app, 'GET', '/api/merchant/subscriptions?saleUnit=1001&status=active', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.Data.find((x: { SubscriptionId: string }) => x.SubscriptionId === subId)).toMatchObject({ Status: 'active', NextRuns: ['2026-11-23', '2026-11-30', '2026-12-07'], CustomerCode: 'SB0001' });
    const paused = await call(s.app, 'GET', '/api/merchant/subscriptions?status=paused', { token: staff });
    expect(paused.body.Data.map((x: { SubscriptionId: string }) => x.SubscriptionId)).not.toContain(subId);
    await advance(3 * DAY); // Monday 23rd: the first run
    await s.app.jobs.tick();
    await s.app.jobs.drain();
    const one = await call(s.app, 'GET', `/api/merchant/subscriptions/${subId}`, { token: staff });
    expect(one.body.Runs).toMatchObject([{ RunDate: '2026-11-23', Status: 'placed', OrderId: expect.stringMatching(/./) }]);
    expect((await ordersOf()).map((o) => o.OrderID)).toContain(one.body.Runs[0].OrderId);
  });

  it('refuses customers, riders and another tenant\'s staff; bad actions are a 400', async () => {
    expect((await act(customer, 'pause')).status).toBe(403);
    expect((await act(await riderToken(s.app, T, DEMO.sabai.rider), 'pause')).status).toBe(403);
    expect((await call(s.app, 'GET', `/api/merchant/subscriptions/${subId}`, { token: customer })).status).toBe(403);
    const other = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
    expect((await act(other, 'pause')).status).toBe(404);
    expect((await call(s.app, 'GET', `/api/merchant/subscriptions/${subId}`, { token: other })).status).toBe(404);
    const skip = await act(staff, 'skip');
    expect(skip.status).toBe(400);
    expect([...new Set(skip.body.Errors.map((e: { field: string }) => e.field))]).toEqual(['/params/action']);
    expect((await act(staff, 'pause', 'RS9999999')).status).toBe(404);
    expect((await call(s.app, 'GET', `/api/merchant/subscriptions/${subId}`, { token: staff })).body.Status).toBe('active');
  });

  it('pauses on the customer\'s behalf (no order on the run day), resumes and cancels, each audited', async () => {
    const paused = await act(staff, 'pause');
    expect(paused.status).toBe(200);
    expect(paused.body.Status).toBe('paused');
    expect((await act(staff, 'pause')).status).toBe(409);
    // The customer sees it paused too.
    expect((await call(s.app, 'GET', `/api/subscriptions/${subId}`, { token: customer })).body.Status).toBe('paused');
    const count = (await ordersOf()).length;
    await advance(7 * DAY); // Monday 30th: paused, nothing is ordered
    await s.app.jobs.tick();
    await s.app.jobs.drain();
    expect((await ordersOf()).length).toBe(count);
    const resumed = await act(staff, 'resume');
    // Resumed on a run day: from today on (days missed while paused are not ordered).
    expect(resumed.body).toMatchObject({ Status: 'active', NextRuns: ['2026-11-30', '2026-12-07', '2026-12-14'] });
    const cancelled = await act(staff, 'cancel');
    expect(cancelled.body).toMatchObject({ Status: 'cancelled', NextRuns: [] });
    expect((await act(staff, 'resume')).status).toBe(409);
    const audit = await s.db.query<{ action: string; actor_kind: string; actor_id: string; before: { Status: string }; after: { Status: string } }>(
      "SELECT action, actor_kind, actor_id, before, after FROM audit_log WHERE tenant_id = $1 AND target = $2 ORDER BY id", [T, subId]);
    expect(audit.map((a) => [a.action, a.actor_kind, a.before.Status, a.after.Status])).toEqual([
      ['subscription.pause', 'merchant', 'active', 'paused'],
      ['subscription.resume', 'merchant', 'paused', 'active'],
      ['subscription.cancel', 'merchant', 'active', 'cancelled'],
    ]);
  });
});
