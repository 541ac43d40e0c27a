// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, newKey, placeOrder, shipToOf, stockOf } from '../orders/fixtures';

// Prepaid packages through the API: staff define one, a customer buys it through an order, draws it
// down at checkout, and parallel orders never take a balance below zero (docs/packages.md).
let s: TestServer;
let customer: string;
let credit: string;
let staff: string;
let ship: string;
let packageCode: string;
const T = 'sabai';
const CONTENDERS = 12;

const line = (code: string, qty: number) => [{ P_Code: code, qty1: qty, qty2: 0, qty3: 0 }];
const buy = (token: string, code: string, body: Record<string, unknown>, key = newKey()) =>
  call(s.app, 'POST', `/api/packages/${code}/buy`, { token, body, headers: { 'idempotency-key': key } });

async function remaining(token: string, holding: string, code: string): Promise<number> {
  const r = await call(s.app, 'GET', `/api/my-packages/${holding}`, { token });
  return r.body.Items.find((i: { P_Code: string }) => i.P_Code === code).Remaining;
}

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001'], [
    { code: 'PK-WATER', name: 'น้ำดื่มแพ็ก', price: 10, taxType: '1', stock: 1000 },
    { code: 'PK-RICE', name: 'ข้าวแพ็ก', price: 50, taxType: '1', stock: 1000 },
  ]);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
  credit = await customerToken(s.app, T, DEMO.sabai.credit);
  staff = await merchantToken(s.app, T, DEMO.sabai.sales);
  ship = await shipToOf(s.app, customer);
});
afterAll(async () => { await s?.close(); });

describe('prepaid packages', () => {
  it('refuses a bad package naming every field, and another centre', async () => {
    const r = await call(s.app, 'POST', '/api/merchant/packages', {
      token: staff, body: { saleUnit: '1001', name: '', price: -1, validDays: 0, items: [{ P_Code: 'PK-WATER', Quantity: 0 }] },
    });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/items/0/Quantity', '/body/name', '/body/price', '/body/validDays']);
    const unknown = await call(s.app, 'POST', '/api/merchant/packages', {
      token: staff, body: { saleUnit: '1001', name: 'x', price: 1, validDays: 1, items: [{ P_Code: 'NOPE', Quantity: 1 }, { P_Code: 'PK-RICE', Quantity: 1 }, { P_Code: 'PK-RICE', Quantity: 2 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Errors).toEqual([
      { field: '/body/items/0/P_Code', reason: 'is not a product of this shop' },
      { field: '/body/items/2/P_Code', reason: 'is listed twice' },
    ]);
    const other = await call(s.app, 'POST', '/api/merchant/packages', {
      token: staff, body: { saleUnit: '9999', name: 'x', price: 1, validDays: 1, items: [{ P_Code: 'PK-RICE', Quantity: 1 }] },
    });
    expect(other.status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/packages', { token: customer })).status).toBe(403);
  });

  it('staff define a package for their centre; the customer sees it on sale', async () => {
    const r = await call(s.app, 'POST', '/api/merchant/packages', {
      token: staff, body: { saleUnit: '1001', name: 'แพ็กน้ำ 30 ขวด', nameEn: 'Water pack 30', price: 250, validDays: 30, items: [{ P_Code: 'PK-WATER', Quantity: 30 }, { P_Code: 'PK-RICE', Quantity: 2 }] },
    });
    expect(r.status).toBe(201);
    packageCode = r.body.PackageCode;
    expect(r.body).toMatchObject({ SaleUnit: '1001', Price: 250, ValidDays: 30, Active: true, Items: [{ P_Code: 'PK-WATER', Quantity: 30, ProductName: 'น้ำดื่มแพ็ก' }, { P_Code: 'PK-RICE', Quantity: 2 }] });
    const onSale = await call(s.app, 'GET', '/api/packages', { token: customer });
    expect(onSale.body.Data.map((p: { PackageCode: string }) => p.PackageCode)).toContain(packageCode);
  });

  it('staff take a package off sale and put it back; the customer only sees it while on sale', async () => {
    const codes = async () => (await call(s.app, 'GET', '/api/packages', { token: customer })).body.Data.map((p: { PackageCode: string }) => p.PackageCode);
    const off = await call(s.app, 'PATCH', `/api/merchant/packages/${packageCode}`, { token: staff, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ PackageCode: packageCode, Active: false, Price: 250 });
    expect(await codes()).not.toContain(packageCode);
    const staffList = await call(s.app, 'GET', '/api/merchant/packages?saleUnit=1001', { token: staff });
    expect(staffList.body.Data.find((p: { PackageCode: string }) => p.PackageCode === packageCode)).toMatchObject({ Active: false });
    const on = await call(s.app, 'PATCH', `/api/merchant/packages/${packageCode}`, { token: staff, body: { active: true } });
    expect(on.body.Active).toBe(true);
    expect(await codes()).toContain(packageCode);
    expect((await call(s.app, 'PATCH', '/api/merchant/packages/PP999999', { token: staff, body: { active: false } })).status).toBe(404);
  });

  it('buys a package through an order (idempotent) and lists it with its balance and expiry', async () => {
    const bad = await buy(customer, packageCode, { paymentMethod: 'AR', shipToCode: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([{ field: '/body/paymentMethod', reason: 'credit is only for credit customers' }]);
    const key = newKey();
    const r = await buy(customer, packageCode, { paymentMethod: 'COD', shipToCode: ship }, key);
    expect(r.status).toBe(201);
    expect(r.body.Holding).toMatchObject({ PackageCode: packageCode, Status: 'active', ExpiresAt: '2026-12-20T10:00:00.000Z', Items: [{ P_Code: 'PK-RICE', Remaining: 2 }, { P_Code: 'PK-WATER', Bought: 30, Remaining: 30, Unit: 'EA', UnitName: 'ชิ้น', UnitNameEn: 'piece' }] });
    const again = await buy(customer, packageCode, { paymentMethod: 'COD', shipToCode: ship }, key);
    expect(again.status).toBe(200);
    expect(again.body.OrderId).toBe(r.body.OrderId);
    const mine = await call(s.app, 'GET', '/api/my-packages', { token: customer });
    expect(mine.body.Data).toHaveLength(1);
    // The purchase is an ordinary order of the package at its price.
    const order = await call(s.app, 'GET', `/api/orders/history/${r.body.OrderId}`, { token: customer });
    expect(order.status).toBe(200);
    expect(order.body.Order).toMatchObject({ Total: 250 });
    // Another customer sees nothing of it.
    expect((await call(s.app, 'GET', `/api/my-packages/${r.body.Holding.HoldingCode}`, { token: credit })).status).toBe(404);
  });

  it('draws covered lines at checkout: quote offers it, the order charges only what is not covered', async () => {
    const [holding] = (await call(s.app, 'GET', '/api/my-packages', { token: customer })).body.Data;
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { lines: line('PK-WATER', 4), paymentMethod: 'COD' } });
    // Totals include the centre's delivery fee of 50 below its free-delivery amount.
    expect(q.body).toMatchObject({ PackageCoverable: 4, PackageDiscount: 0, Total: 90 });
    const used = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { lines: [...line('PK-WATER', 4), ...line('PK-RICE', 3)], paymentMethod: 'COD', usePackages: true } });
    expect(used.body).toMatchObject({ PackageDiscount: 140, Total: 100 });
    const placed = await placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: ship, usePackages: true, lines: [...line('PK-WATER', 4), ...line('PK-RICE', 3)] });
    expect(placed.status).toBe(201);
    expect(placed.body.Order.Total).toBe(100);
    expect(await remaining(customer, holding.HoldingCode, 'PK-WATER')).toBe(26);
    expect(await remaining(customer, holding.HoldingCode, 'PK-RICE')).toBe(0);
    const history = await call(s.app, 'GET', `/api/my-packages/${holding.HoldingCode}`, { token: customer });
    expect(history.body.History.filter((e: { Kind: string }) => e.Kind === 'draw')).toEqual(expect.arrayContaining([
      expect.objectContaining({ P_Code: 'PK-WATER', Quantity: -4, OrderId: placed.body.Order.OrderID }),
      expect.objectContaining({ P_Code: 'PK-RICE', Quantity: -2, OrderId: placed.body.Order.OrderID }),
    ]));
    // Without usePackages nothing is drawn.
    await placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: ship, lines: line('PK-WATER', 1) });
    expect(await remaining(customer, holding.HoldingCode, 'PK-WATER')).toBe(26);
  });

  it(`never draws below zero with ${CONTENDERS} parallel orders (exact balances)`, async () => {
    const [holding] = (await call(s.app, 'GET', '/api/my-packages', { token: customer })).body.Data;
    const before = await stockOf(s.db, T, '1001', 'PK-WATER');
    // 26 left; each order wants 3: 8 orders are fully covered (24), one gets 2, the rest pay.
    const results = await Promise.all(Array.from({ length: CONTENDERS }, (_, i) =>
      placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: ship, usePackages: true, remark: `race ${i}`, lines: line('PK-WATER', 3) })));
    expect(results.map((r) => r.status)).toEqual(Array(CONTENDERS).fill(201));
    expect(await remaining(customer, holding.HoldingCode, 'PK-WATER')).toBe(0);
    const totals = results.map((r) => r.body.Order.Total).sort((a: number, b: number) => a - b);
    expect(totals).toEqual([...Array(8).fill(50), 60, 80, 80, 80]);
    const [{ drawn }] = await s.db.query<{ drawn: string }>(
      "SELECT sum(quantity) AS drawn FROM package_ledger WHERE tenant_id = $1 AND holding_code = $2 AND kind = 'draw' AND p_code = 'PK-WATER'", [T, holding.HoldingCode]);
    expect(Number(drawn)).toBe(-30);
    expect(await stockOf(s.db, T, '1001', 'PK-WATER')).toBe(before - 3 * CONTENDERS);
  });

  it('the ledger is append-only', async () => {
    await expect(s.db.query("UPDATE package_ledger SET quantity = 100 WHERE tenant_id = 'sabai'")).rejects.toThrow(/append-only/);
    await expect(s.db.query("DELETE FROM package_ledger WHERE tenant_id = 'sabai'")).rejects.toThrow(/append-only/);
  });

  it('a transfer purchase is usable only once approved; staff see who holds what', async () => {
    const r = await buy(customer, packageCode, { paymentMethod: 'BANK', shipToCode: ship });
    expect(r.status).toBe(201);
    expect(r.body.Holding.Status).toBe('awaitingPayment');
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { lines: line('PK-WATER', 1), paymentMethod: 'COD', usePackages: true } });
    expect(q.body.PackageCoverable).toBe(0);
    const holders = await call(s.app, 'GET', '/api/merchant/package-holders?saleUnit=1001', { token: staff });
    expect(holders.status).toBe(200);
    expect(holders.body.Data.map((h: { Status: string; CustomerCode: string }) => h.Status).sort()).toEqual(['active', 'awaitingPayment']);
    expect(holders.body.Data[0].CustomerName).not.toBe('');
  });

  it('cancelling an order gives back what it drew exactly once, even when two cancels race', async () => {
    // An order of the race above fully paid by the package (3 drawn), cancelled by the customer and the staff at once.
    const [drew] = await s.db.query<{ order_id: string; holding_code: string }>(
      "SELECT order_id, holding_code FROM package_ledger WHERE tenant_id = $1 AND kind = 'draw' AND quantity = -3 ORDER BY entry_id LIMIT 1", [T]);
    const orderId = drew.order_id;
    const holding = { HoldingCode: drew.holding_code };
    expect(await remaining(customer, holding.HoldingCode, 'PK-WATER')).toBe(0);
    const results = await Promise.all([
      call(s.app, 'POST', `/api/orders/${orderId}/1001/cancel`, { token: customer, body: { reason: 'changed my mind' } }),
      call(s.app, 'POST', `/api/orders/${orderId}/1001/transition`, { token: staff, body: { action: 'cancel', reason: 'customer called' } }),
      call(s.app, 'POST', `/api/orders/${orderId}/1001/cancel`, { token: customer, body: { reason: 'twice' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await remaining(customer, holding.HoldingCode, 'PK-WATER')).toBe(3);
    const again = await call(s.app, 'POST', `/api/orders/${orderId}/1001/cancel`, { token: customer, body: { reason: 'again' } });
    expect(again.status).toBe(409);
    expect(await remaining(customer, holding.HoldingCode, 'PK-WATER')).toBe(3);
    const history = await call(s.app, 'GET', `/api/my-packages/${holding.HoldingCode}`, { token: customer });
    expect(history.body.History.filter((e: { Kind: string }) => e.Kind === 'refund')).toEqual([
      expect.objectContaining({ P_Code: 'PK-WATER', Quantity: 3, OrderId: orderId }),
    ]);
    // The ledger itself refuses a second refund of the same order's draw.
    await s.db.query('INSERT INTO package_ledger (tenant_id, holding_code, p_code, quantity, kind, order_id, created_at) VALUES ($1, $2, $3, 3, $4, $5, now())',
      [T, holding.HoldingCode, 'PK-WATER', 'refund', orderId]).then(() => { throw new Error('a second refund row was accepted'); }, (e: Error) => expect(e.message).toMatch(/unique|duplicate/i));
  });

  it('expires: after the expiry date nothing is drawn', async () => {
    s.clock.advance(31 * 86_400_000);
    customer = await customerToken(s.app, T, DEMO.sabai.customer);
    const mine = await call(s.app, 'GET', '/api/my-packages', { token: customer });
    expect(mine.body.Data.map((h: { Status: string }) => h.Status)).toEqual(['expired', 'expired']);
  });
});
