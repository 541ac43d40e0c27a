import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, shipToOf } from '../orders/fixtures';

/**
 * The back office's part of an order's life through the real endpoints: a salesperson orders for a
 * customer (both recorded), finds it in the list, confirms, packs and hands it to a rider; a
 * salesperson of other centres cannot see or move it, and nothing changes when they try.
 */
let s: TestServer;
let sales: string;
let other: string;
beforeAll(async () => {
  s = await startTestServer();
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  // A second salesperson, of centre 1003 only.
  await s.db.query("INSERT INTO merchant_users (tenant_id, user_id, username, name, mobile_no, password_hash, role) SELECT tenant_id, 'SB-S002', 'nid.p', 'นิด ขยัน', '0890000003', password_hash, 5 FROM merchant_users WHERE tenant_id = 'sabai' AND user_id = 'SB-S001'");
  await s.db.query("INSERT INTO merchant_user_centers (tenant_id, user_id, sale_unit) VALUES ('sabai', 'SB-S002', '1003')");
  other = await merchantToken(s.app, 'sabai', '0890000003');
  await addProducts(s.db, 'sabai', ['1001', '1002'], [{ code: 'T-WATER', name: 'น้ำดื่มทดสอบ', price: 10, stock: 100 }]);
});
afterAll(async () => { await s?.close(); });

describe('ordering for a customer and moving the order', () => {
  it('records customer and salesperson; staff of the centre move it; others get 404 and change nothing', async () => {
    const login = await call(s.app, 'GET', '/api/merchant/loginasclient/SB0001/1001', { token: sales });
    const jtoken = login.body.jtoken as string;
    const placed = await call(s.app, 'POST', '/api/orders', {
      token: jtoken, headers: { 'idempotency-key': 'merchant-flow-1' },
      body: { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, jtoken), lines: [{ P_Code: 'T-WATER', qty1: 3, qty2: 0, qty3: 0 }] },
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.body.Order.OrderID as string;
    expect(placed.body.Order.SalespersonId).toBe('SB-S001');
    expect(placed.body.Order.CustomerCode).toBe('SB0001');

    const list = await call(s.app, 'GET', '/api/merchant/orders?status=PLACED', { token: sales });
    expect(list.body.Data.find((o: { OrderID: string }) => o.OrderID === orderId)).toMatchObject({ Customer_Id: 'SB0001', SalespersonId: 'SB-S001', Status: 'PLACED' });

    const before = JSON.stringify(await s.db.query('SELECT status, rider_id, updated_at FROM orders WHERE order_id = $1', [orderId]));
    const move = (token: string, body: object) => call(s.app, 'POST', `/api/orders/${orderId}/1001/transition`, { token, body });
    expect((await move(other, { action: 'confirm' })).status).toBe(404);
    expect((await call(s.app, 'POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { token: other, body: { orderid: orderId, saleunit: '1001' } })).status).toBe(404);
    expect((await call(s.app, 'GET', '/api/merchant/orders', { token: other })).body.Data.some((o: { OrderID: string }) => o.OrderID === orderId)).toBe(false);
    expect(JSON.stringify(await s.db.query('SELECT status, rider_id, updated_at FROM orders WHERE order_id = $1', [orderId]))).toBe(before);

    expect((await move(sales, { action: 'confirm' })).status).toBe(200);
    expect((await move(sales, { action: 'pack' })).status).toBe(200);
    const riders = await call(s.app, 'GET', '/api/merchant/riders?saleUnit=1001', { token: sales });
    expect((await move(sales, { action: 'assignRider', riderId: riders.body.Data[0].RiderId })).status).toBe(200);
    const detail = await call(s.app, 'POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { token: sales, body: { orderid: orderId, saleunit: '1001' } });
    expect(detail.body.Order).toMatchObject({ Status: 'OUT_FOR_DELIVERY', REF_5: 'SB-S001', SalespersonName: 'สมชาย ขายเก่ง', REF_6: 'SB-R01' });
    const tracking = await call(s.app, 'GET', `/api/orders/tracking/${orderId}`, { token: jtoken });
    expect(tracking.body.Status).toBe('OUT_FOR_DELIVERY');
    const goodsIssue = await call(s.app, 'GET', '/api/merchant/orders?type=I', { token: sales });
    expect(goodsIssue.body.Data.map((o: { OrderID: string }) => o.OrderID)).toContain(orderId);
  });
});
