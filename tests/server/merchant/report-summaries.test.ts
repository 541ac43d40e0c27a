import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';

/**
 * The dashboard reads summaries kept by triggers (migration 0303). Orders placed and moved through
 * the real endpoints must show in them exactly as a recount of the raw orders would: placed orders
 * add, a cancel takes out, a move that keeps the order counted changes nothing.
 */
let s: TestServer;
let sales: string;
let buyer: string;
let shipTo: string;

beforeAll(async () => {
  s = await startTestServer({ realClock: true });
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  buyer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  shipTo = await shipToOf(s.app, buyer);
  await addProducts(s.db, 'sabai', ['1001'], [
    { code: 'R-RICE', name: 'ข้าวรายงาน', price: 100, stock: 1000 },
    { code: 'R-OIL', name: 'น้ำมันรายงาน', price: 40, stock: 1000 },
  ]);
});
afterAll(async () => { await s?.close(); });

const order = async (lines: [string, number][]) => {
  const r = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: shipTo, lines: lines.map(([P_Code, qty1]) => ({ P_Code, qty1, qty2: 0, qty3: 0 })) });
  expect(r.status, r.text).toBe(201);
  return r.body.Order.OrderID as string;
};
const top = async (type = 'month') => (await call(s.app, 'GET', `/api/merchant/report/topsaleByMonth?saleUnit=1001&type=${type}`, { token: sales })).body;
const amountOf = (body: { Graph: { P_Code: string; Amount: number }[] }, code: string) => body.Graph.find((g) => g.P_Code === code)?.Amount ?? 0;

/** The raw recount the summaries replace. */
async function recount() {
  const daily = await s.db.query<{ sale_unit: string; day: string; total: string; orders: number }>(
    `SELECT sale_unit, report_day(created_at)::text AS day, sum(total)::text AS total, count(*)::int AS orders FROM orders
      WHERE tenant_id = 'sabai' AND status <> 'CANCELLED' AND mode = 'sales' GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const kept = await s.db.query<{ sale_unit: string; day: string; total: string; orders: number }>(
    "SELECT sale_unit, day::text AS day, total::text AS total, orders FROM report_sales_daily WHERE tenant_id = 'sabai' AND orders <> 0 ORDER BY 1, 2",
  );
  return { daily, kept };
}

describe('report summaries', () => {
  it('follow placed, moved and cancelled orders like a recount of the orders would', async () => {
    const before = await top();
    const a = await order([['R-RICE', 3], ['R-OIL', 2]]);
    await order([['R-RICE', 1]]);
    const after = await top();
    expect(amountOf(after, 'R-RICE') - amountOf(before, 'R-RICE')).toBeCloseTo(400, 2);
    expect(amountOf(after, 'R-OIL') - amountOf(before, 'R-OIL')).toBeCloseTo(80, 2);
    expect(after.Orders - before.Orders).toBe(2);
    // Today and this week are read from the orders themselves: the same figures.
    expect(amountOf(await top('day'), 'R-RICE')).toBeCloseTo(400, 2);
    expect(amountOf(await top('week'), 'R-RICE')).toBeCloseTo(400, 2);

    const move = (action: string, reason?: string) => call(s.app, 'POST', `/api/orders/${a}/1001/transition`, { token: sales, body: { action, ...(reason ? { reason } : {}) } });
    expect((await move('confirm')).status).toBe(200);
    expect(amountOf(await top(), 'R-RICE')).toBeCloseTo(amountOf(after, 'R-RICE'), 2);
    expect((await move('cancel', 'customer changed their mind')).status).toBe(200);
    const cancelled = await top();
    expect(amountOf(cancelled, 'R-RICE') - amountOf(before, 'R-RICE')).toBeCloseTo(100, 2);
    expect(amountOf(cancelled, 'R-OIL')).toBe(amountOf(before, 'R-OIL'));
    expect(cancelled.Orders - before.Orders).toBe(1);

    const { daily, kept } = await recount();
    expect(kept).toEqual(daily);
  });
});
