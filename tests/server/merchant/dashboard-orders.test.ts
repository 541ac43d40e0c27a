import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, claims, merchantToken, startTestServer, type TestServer } from '../helpers';
import { insertOrder } from './fixtures';

let s: TestServer;
let admin: string;
let sales: string;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  // Test clock: 2026-11-20 17:00 Bangkok. Customers dated so each month has a known count.
  await s.db.query("UPDATE customers SET created_at = '2026-09-10T03:00:00Z' WHERE tenant_id = 'sabai'");
  await s.db.query("UPDATE customers SET created_at = '2026-11-02T03:00:00Z' WHERE tenant_id = 'sabai' AND customer_code IN ('SB0001', 'SB0003')");
  const line = (pCode: string, net: number, qty = 1) => ({ pCode, name: `สินค้า ${pCode}`, net, qty });
  await insertOrder(s.db, { orderId: 'O-1001-A', saleUnit: '1001', createdAt: at('2026-11-05T04:00:00Z'), lines: [line('P1', 300, 3), line('P2', 100)] });
  await insertOrder(s.db, { orderId: 'O-1001-B', saleUnit: '1001', createdAt: at('2026-11-19T04:00:00Z'), status: 'PACKED', lines: [line('P2', 500, 5)] });
  await insertOrder(s.db, { orderId: 'O-1001-C', saleUnit: '1001', createdAt: at('2026-11-10T04:00:00Z'), status: 'CANCELLED', lines: [line('P3', 9000)] });
  await insertOrder(s.db, { orderId: 'O-1002-A', saleUnit: '1002', createdAt: at('2026-10-31T18:00:00Z'), customerCode: 'SB0004', customerName: 'ร้านวิชัยพาณิชย์ (ตัวแทน)', lines: [line('P1', 50)] });
  await insertOrder(s.db, { orderId: 'O-1003-A', saleUnit: '1003', createdAt: at('2026-11-11T04:00:00Z'), customerCode: 'SB0003', customerName: 'ร้านป้าแดง มินิมาร์ท', status: 'DELIVERED', lines: [line('P9', 7000)] });
  await insertOrder(s.db, { tenant: 'khongdee', orderId: 'O-2001-A', saleUnit: '2001', customerCode: 'KD0001', customerName: 'ร้านโชคดีเจริญทรัพย์', createdAt: at('2026-11-11T04:00:00Z'), lines: [line('P9', 1)] });
});
afterAll(async () => { await s?.close(); });

describe('dashboard reports', () => {
  it('counts new customers per month of the salesperson\'s centres, 12 months ending this month', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/report/salemannewcustomerbymonth', { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.Type).toBe('month');
    expect(r.body.Graph).toHaveLength(12);
    expect(r.body.Graph.at(-1)).toEqual({ Key: '2026-11', Value: 1 }); // SB0001 (1001); SB0003 buys at 1003, not his
    const sep = r.body.Graph.find((p: { Key: string }) => p.Key === '2026-09');
    expect(sep.Value).toBe(3); // SB0002, SB0004, SB0005 in 1001/1002
    const admins = await call(s.app, 'GET', '/api/merchant/report/salemannewcustomerbymonth?type=month', { token: admin });
    expect(admins.body.Graph.at(-1).Value).toBe(2);
    const one = await call(s.app, 'GET', '/api/merchant/report/salemannewcustomerbymonth?saleUnit=1002', { token: sales });
    expect(one.body.Total).toBe(2); // SB0001 (Nov) and SB0004 (Sep) buy at 1002
  });

  it('ranks this month\'s products by net amount without cancelled orders, and sums sales per month', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/report/topsaleByMonth?type=month', { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.PeriodKey).toBe('2026-11');
    expect(r.body.Graph.map((g: { P_Code: string; Amount: number }) => [g.P_Code, g.Amount])).toEqual([['P2', 600], ['P1', 350]]);
    // O-1002-A is 1 Nov 01:00 in Bangkok although 31 Oct in UTC.
    expect(r.body.Total).toBe(950);
    expect(r.body.Orders).toBe(3);
    const days = await call(s.app, 'GET', '/api/merchant/report/topsaleByMonth?type=day&saleUnit=1001', { token: sales });
    expect(days.body.Sales).toHaveLength(30);
    expect(days.body.Sales.find((p: { Key: string }) => p.Key === '2026-11-19').Value).toBe(500);
  });

  it('refuses a centre that is not the salesperson\'s and an unknown range', async () => {
    expect((await call(s.app, 'GET', '/api/merchant/report/topsaleByMonth?saleUnit=1003', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/report/topsaleByMonth?type=decade', { token: sales })).status).toBe(400);
    const adminTop = await call(s.app, 'GET', '/api/merchant/report/topsaleByMonth?saleUnit=1003', { token: admin });
    expect(adminTop.body.Graph[0]).toMatchObject({ P_Code: 'P9', Amount: 7000 });
  });
});

describe('merchant order list', () => {
  it('lists only the salesperson\'s centres, newest first, with tab counts', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/orders', { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.Data.map((o: { OrderID: string }) => o.OrderID)).toEqual(['O-1001-B', 'O-1001-C', 'O-1001-A', 'O-1002-A']);
    expect(r.body.Counts).toMatchObject({ ALL: 4, PLACED: 2, PACKED: 1, CANCELLED: 1, DELIVERED: 0 });
    const placed = await call(s.app, 'GET', '/api/merchant/orders?status=PLACED&take=1', { token: sales });
    expect(placed.body.Total).toBe(2);
    expect(placed.body.Data).toHaveLength(1);
    const page2 = await call(s.app, 'GET', '/api/merchant/orders?status=PLACED&take=1&skip=1', { token: sales });
    expect(page2.body.Data[0].OrderID).toBe('O-1002-A');
  });

  it('searches by customer name or order number', async () => {
    const byName = await call(s.app, 'GET', `/api/merchant/orders?text=${encodeURIComponent('วิชัย')}`, { token: sales });
    expect(byName.body.Data.map((o: { OrderID: string }) => o.OrderID)).toEqual(['O-1002-A']);
    const byId = await call(s.app, 'GET', '/api/merchant/orders?text=1001-c', { token: sales });
    expect(byId.body.Data.map((o: { OrderID: string }) => o.OrderID)).toEqual(['O-1001-C']);
  });

  it('goods issue needs its flag and lists packed orders onward', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/orders?type=I', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.Data.map((o: { OrderID: string }) => o.OrderID)).toEqual(['O-1001-B', 'O-1003-A']);
    await s.db.query("INSERT INTO web_config (tenant_id, opt, opt_value) VALUES ('sabai', 'GOODS_ISSUE', 'N')");
    s.app.flags.invalidate('sabai');
    expect((await call(s.app, 'GET', '/api/merchant/orders?type=I', { token: sales })).status).toBe(403);
    await s.db.query("DELETE FROM web_config WHERE tenant_id = 'sabai' AND opt = 'GOODS_ISSUE'");
    s.app.flags.invalidate('sabai');
  });

  it('another centre asked for by name is refused', async () => {
    expect((await call(s.app, 'GET', '/api/merchant/orders?saleUnit=1003', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/riders?saleUnit=1001', { token: sales })).body.Data[0]).toMatchObject({ RiderId: 'SB-R01' });
  });
});

describe('impersonation', () => {
  it('logs the salesperson in as a customer of their centre; the token carries both; audited', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/loginasclient/SB0001/1002', { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.Customer).toMatchObject({ CUSTOMERCODE: 'SB0001', ActiveDC: '1002', UserId: 'SB-S001' });
    expect(claims(r.body.jtoken)).toMatchObject({ UserId: 'SB0001', ActorId: 'SB-S001', Kind: 'customer', SaleUnit: '1002' });
    const profile = await call(s.app, 'POST', '/authen/customerProfile', { token: r.body.jtoken, body: {} });
    expect(profile.body.UserId).toBe('SB-S001');
    const [audit] = await s.db.query<{ action: string; actor_id: string; target: string }>(
      "SELECT action, actor_id, target FROM audit_log WHERE tenant_id = 'sabai' AND action = 'merchant.loginAsClient' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({ action: 'merchant.loginAsClient', actor_id: 'SB-S001', target: 'SB0001' });
  });

  it('by profile id uses activeDc when the customer buys there, else a shared centre', async () => {
    const a = await call(s.app, 'GET', '/api/merchant/loginasclient/profile/PSB0004?activeDc=1002', { token: sales });
    expect(a.status, a.text).toBe(200);
    expect(a.body.Customer.ActiveDC).toBe('1002');
    const b = await call(s.app, 'GET', '/api/merchant/loginasclient/profile/PSB0001', { token: sales });
    expect(b.body.Customer.ActiveDC).toBe('1001');
  });

  it('refuses customers of other centres and other tenants', async () => {
    expect((await call(s.app, 'GET', '/api/merchant/loginasclient/SB0003/1003', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/loginasclient/SB0003/1001', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/loginasclient/KD0001/2001', { token: admin })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/loginasclient/NOPE/1001', { token: admin })).status).toBe(404);
  });
});
