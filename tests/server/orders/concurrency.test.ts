import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, newKey, placeOrder, shipToOf, stockOf } from './fixtures';

// Money under concurrent requests, on the embedded database and (TEST_DATABASE_URL) on PostgreSQL,
// where the requests really run side by side on a pool of connections.
let s: TestServer;
let customer: string;
let other: string;
let shipTo: string;
const T = 'sabai';
const SU = '1001';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [
    { code: 'T-ONE', name: 'สินค้าทีละชิ้น', price: 35, stock: 1000 },
    { code: 'T-TEN', name: 'สินค้ามีสิบชิ้น', price: 12, stock: 10 },
    { code: 'T-PTS', name: 'ของแลกคะแนน', price: 100, stock: 1000, points: 100 },
  ]);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
  other = await customerToken(s.app, T, DEMO.sabai.credit);
  shipTo = await shipToOf(s.app, customer);
});
afterAll(async () => { await s?.close(); });

const countOrders = async (customerCode: string) =>
  Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND customer_code = $2', [T, customerCode]))[0].n);

describe('concurrent place-order', () => {
  it('makes one order of twenty parallel calls with one Idempotency-Key', async () => {
    const before = await countOrders('SB0001');
    const key = newKey();
    const body = { paymentMethod: 'COD', shipToCode: shipTo, lines: [{ P_Code: 'T-ONE', qty1: 2, qty2: 0, qty3: 0 }] };
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(s.app, customer, body, key)));
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.body.Order.OrderID)).size).toBe(1);
    expect(await countOrders('SB0001')).toBe(before + 1);
    expect(await stockOf(s.db, T, SU, 'T-ONE')).toBe(998);
  });

  it('sells exactly ten of fifty concurrent orders for ten units in stock; each refusal names the line', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () =>
      placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: shipTo, lines: [{ P_Code: 'T-TEN', qty1: 1, qty2: 0, qty3: 0 }] })));
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.body.Message).toMatch(/^Not enough stock for T-TEN สินค้ามีสิบชิ้น: 0 ชิ้น left, 1 ordered$/);
      expect(r.body.Errors).toEqual([{ field: '/lines/T-TEN', reason: 'only 0 left' }]);
    }
    expect(await stockOf(s.db, T, SU, 'T-TEN')).toBe(0);
    const sold = await s.db.query<{ n: number }>("SELECT coalesce(sum(base_quantity), 0)::int AS n FROM order_lines WHERE tenant_id = $1 AND p_code = 'T-TEN'", [T]);
    expect(sold[0].n).toBe(10);
  });

  it('never spends more points than the balance under concurrent redeem orders', async () => {
    const balance = (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: other, body: {} })).body.data.data;
    const otherShip = await shipToOf(s.app, other);
    // Each order costs 300 points: only floor(balance / 300) of ten can be paid.
    const results = await Promise.all(Array.from({ length: 10 }, () =>
      placeOrder(s.app, other, { mode: 'redeem', paymentMethod: 'REDEEMED', shipToCode: otherShip, lines: [{ P_Code: 'T-PTS', qty1: 3, qty2: 0, qty3: 0 }] })));
    const paid = results.filter((r) => r.status === 201).length;
    expect(paid).toBe(Math.floor(balance / 300));
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.Message).toBe('Points usage failed due to Insufficient value or expired');
    }
    const after = (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: other, body: {} })).body.data.data;
    expect(after).toBe(balance - paid * 300);
    const negative = await s.db.query('SELECT 1 FROM points_lots WHERE tenant_id = $1 AND remaining < 0', [T]);
    expect(negative).toEqual([]);
  });

  it('locks a coupon for one order only when two race for it', async () => {
    const body = (remark: string) => ({ paymentMethod: 'COD', shipToCode: shipTo, couponId: 'SB0001-P10', remark, lines: [{ P_Code: 'T-ONE', qty1: 20, qty2: 0, qty3: 0 }] });
    const [a, b] = await Promise.all([placeOrder(s.app, customer, body('a')), placeOrder(s.app, customer, body('b'))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.Message).toBe('This coupon has already been used');
  });
});
