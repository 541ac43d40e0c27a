import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedSession, DEMO, call, customerToken, guestToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, imageBytes, placeOrder, shipToOf, stockOf, upload } from './fixtures';

// The rules a client cannot talk its way around: tenants, centres, roles, bad input, credit,
// cancellation, uploads checked by content.
let s: TestServer;
let buyer: string;
let buyerShip: string;
const T = 'sabai';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001', '1002', '1003'], [
    { code: 'T-BOX', name: 'กล่องทดสอบ', price: 100, stock: 500, packRate: 6 },
    { code: 'T-BIG', name: 'สินค้าราคาสูง', price: 1000, stock: 500 },
    { code: 'T-TOTAL', name: 'สินค้ายอดเปลี่ยน', price: 250, stock: 100 },
  ]);
  buyer = await customerToken(s.app, T, DEMO.sabai.customer);
  buyerShip = await shipToOf(s.app, buyer);
});
afterAll(async () => { await s?.close(); });

const line = (code: string, qty1: number) => [{ P_Code: code, qty1, qty2: 0, qty3: 0 }];

describe('who may see and move an order', () => {
  let orderAt1003: string;
  beforeAll(async () => {
    const c3 = await customerToken(s.app, T, DEMO.sabai.newCustomer);
    const r = await placeOrder(s.app, c3, { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, c3), lines: line('T-BOX', 1) });
    expect(r.status).toBe(201);
    orderAt1003 = r.body.Order.OrderID;
  });

  it('hides an order from another customer, another tenant, staff of other centres and riders it is not assigned to', async () => {
    const otherCustomer = await customerToken(s.app, T, DEMO.sabai.agent);
    const otherTenant = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    const otherAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    const rider = await riderToken(s.app, T, DEMO.sabai.rider);
    for (const token of [otherCustomer, otherTenant, rider]) {
      expect((await call(s.app, 'GET', `/api/orders/tracking/${orderAt1003}`, { token })).status).toBe(404);
    }
    expect((await call(s.app, 'GET', `/api/orders/history/${orderAt1003}`, { token: otherTenant, tenant: T })).status).toBe(404);
    for (const token of [sales, otherAdmin]) {
      const move = await call(s.app, 'POST', `/api/orders/${orderAt1003}/1003/transition`, { token, body: { to: 'CONFIRMED' } });
      expect(move.status).toBe(404);
      expect((await call(s.app, 'POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { token, body: { orderid: orderAt1003, saleunit: '1003' } })).status).toBe(404);
    }
    const [row] = await s.db.query<{ status: string }>('SELECT status FROM orders WHERE tenant_id = $1 AND order_id = $2', [T, orderAt1003]);
    expect(row.status).toBe('PLACED');
    const admin = await merchantToken(s.app, T, DEMO.sabai.admin);
    const confirmed = await call(s.app, 'POST', `/api/orders/${orderAt1003}/1003/transition`, { token: admin, body: { to: 'CONFIRMED' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.AllowedActions).toEqual(expect.arrayContaining(['pack', 'cancel']));
  });

  it('refuses a move the lifecycle does not allow for the actor, and a cancel without a reason', async () => {
    const r = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-BOX', 1) });
    const id = r.body.Order.OrderID;
    const self = await call(s.app, 'POST', `/api/orders/${id}/1001/transition`, { token: buyer, body: { to: 'CONFIRMED' } });
    expect(self.status).toBe(409);
    expect(self.body.Message).toBe('This order cannot be changed that way in its current status');
    const noReason = await call(s.app, 'POST', `/api/orders/${id}/1001/cancel`, { token: buyer, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ Message: 'Please enter a reason', Errors: [{ field: '/body/reason' }] });
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    const skip = await call(s.app, 'POST', `/api/orders/${id}/1001/transition`, { token: sales, body: { to: 'DELIVERED' } });
    expect(skip.status).toBe(409);
    const wrongCentre = await call(s.app, 'POST', `/api/orders/${id}/1002/transition`, { token: sales, body: { to: 'CONFIRMED' } });
    expect(wrongCentre.status).toBe(404);
  });

  it('lets the buyer cancel before confirmation: stock and coupon go back', async () => {
    const before = await stockOf(s.db, T, '1001', 'T-BOX');
    const r = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, couponId: 'SB0001-C50', lines: [{ P_Code: 'T-BOX', qty1: 0, qty2: 1, qty3: 0 }] });
    expect(r.status).toBe(201);
    expect(r.body.Order.CouponDiscount).toBe(50);
    expect(await stockOf(s.db, T, '1001', 'T-BOX')).toBe(before - 6);
    const cancelled = await call(s.app, 'POST', `/api/orders/${r.body.Order.OrderID}/1001/cancel`, { token: buyer, body: { reason: 'Ordered by mistake' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Order).toMatchObject({ Status: 'CANCELLED', CancelReason: 'Ordered by mistake' });
    expect(cancelled.body.Timeline.at(-1)).toMatchObject({ status: 'CANCELLED', reason: 'Ordered by mistake' });
    expect(await stockOf(s.db, T, '1001', 'T-BOX')).toBe(before);
    const check = await call(s.app, 'POST', '/GET_MASTER_DATA/CHECK_COUPON_VALID', { token: buyer, body: { couponID: 'SB0001-C50' } });
    expect(check.body.statusText).not.toBe('This coupon has already been used');
  });

  it('records the salesperson who ordered for a customer', async () => {
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    // The token merchant impersonation issues (api/merchant/loginasclient): the customer's, with ActorId.
    const jtoken = await signedSession(s.app, { UserId: 'SB0001', TenantId: T, Kind: 'customer', Role: 'CUSTOMER', SaleUnit: '1001', ActorId: 'SB-S001' });
    const r = await placeOrder(s.app, jtoken, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-BOX', 1) });
    expect(r.status).toBe(201);
    expect(r.body.Order).toMatchObject({ CustomerCode: 'SB0001', SalespersonId: 'SB-S001' });
    expect(r.body.History[0]).toMatchObject({ Action: 'place', ActorKind: 'merchant', ActorId: 'SB-S001' });
    const detail = await call(s.app, 'POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { token: sales, body: { orderid: r.body.Order.OrderID, saleunit: '1001' } });
    expect(detail.body.Order.REF_5).toBe('SB-S001');
  });
});

describe('promotions at checkout', () => {
  it("gives 'buy 10 get 1 free' as a free line and takes its stock too", async () => {
    await addProducts(s.db, T, ['1001'], [{ code: 'T-FREE', name: 'ซื้อสิบแถมหนึ่ง', price: 20, stock: 30 }]);
    const [{ promotion_id: id }] = await s.db.query<{ promotion_id: number }>(
      `INSERT INTO promotions (tenant_id, sale_unit, promotion_name, opt30, promotion_remark, date_begin_t, date_end_t, promotion_type)
       VALUES ($1, '1001', 'Buy 10 get 1', 'B10G1', 'test', '20261101', '20261130', '1') RETURNING promotion_id`, [T]);
    await s.db.query(`INSERT INTO promotion_details (tenant_id, promotion_id, promotion_ln, buy_min, order_buy, free_number, disc_type) VALUES ($1, $2, 1, 10, 10, 1, 'FreeItem')`, [T, id]);
    await s.db.query(`INSERT INTO promotion_items (tenant_id, promotion_id, list, code) VALUES ($1, $2, 'ProductsSale', 'T-FREE'), ($1, $2, 'ProductsFree', 'T-FREE')`, [T, id]);
    const nine = await call(s.app, 'POST', '/api/checkout/quote', { token: buyer, body: { lines: line('T-FREE', 9) } });
    expect(nine.body.FreeItems).toEqual([]);
    const twenty = await call(s.app, 'POST', '/api/checkout/quote', { token: buyer, body: { lines: line('T-FREE', 20) } });
    expect(twenty.body.FreeItems).toMatchObject([{ P_Code: 'T-FREE', qty1: 2, BaseQuantity: 2, Amount: 0, IsFree: true, PromotionIds: [String(id)] }]);
    expect(twenty.body.Subtotal).toBe(400);
    const placed = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-FREE', 20) });
    expect(placed.status).toBe(201);
    expect(placed.body.Lines.map((l: { IsFree: boolean; qty1: number }) => [l.IsFree, l.qty1])).toEqual([[false, 20], [true, 2]]);
    expect(await stockOf(s.db, T, '1001', 'T-FREE')).toBe(8);
    // 10 bought + 1 free = 11 > 8 left: the free unit counts against stock as well.
    const short = await call(s.app, 'POST', '/api/checkout/quote', { token: buyer, body: { lines: line('T-FREE', 10) } });
    expect(short.body.Problems).toMatchObject([{ P_Code: 'T-FREE', Code: 'outOfStock', Requested: 11, Available: 8 }]);
    expect((await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-FREE', 10) })).status).toBe(409);
    const rest = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-FREE', 8) });
    expect(rest.status).toBe(201);
    expect(await stockOf(s.db, T, '1001', 'T-FREE')).toBe(0);
  });
});

describe('bad input', () => {
  it('names every failing field of a place-order call', async () => {
    const noKey = await call(s.app, 'POST', '/api/orders', { token: buyer, body: { paymentMethod: 'COD', shipToCode: buyerShip } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.Errors).toEqual([{ field: '/headers/idempotency-key', reason: 'is required' }]);
    const bad = await placeOrder(s.app, buyer, { paymentMethod: 'CASH', lines: [{ P_Code: 'T-BOX', qty1: -1, qty2: 0, qty3: 0 }], extra: 1 });
    expect(bad.status).toBe(400);
    const fields = bad.body.Errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/body/paymentMethod', '/body/shipToCode', '/body/lines/0/qty1', '/body/extra']));
    const notMine = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: 'ADR9999999', lines: line('T-BOX', 1) });
    expect(notMine.status).toBe(400);
    expect(notMine.body.Errors).toEqual([{ field: '/body/shipToCode', reason: 'is not one of the customer\'s active addresses' }]);
  });

  it('refuses a unit the product does not sell, and a product not in the catalogue', async () => {
    const unit3 = await call(s.app, 'PUT', '/api/cart/lines', { token: buyer, body: { P_Code: 'T-BIG', qty1: 0, qty2: 0, qty3: 2 } });
    expect(unit3.status).toBe(400);
    expect(unit3.body.Errors).toEqual([{ field: '/body/qty3', reason: 'this product is not sold by this unit' }]);
    expect((await call(s.app, 'PUT', '/api/cart/lines', { token: buyer, body: { P_Code: 'NOPE', qty1: 1, qty2: 0, qty3: 0 } })).status).toBe(404);
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: buyer, body: { lines: line('NOPE', 1) } });
    expect(q.body.Problems).toEqual([{ P_Code: 'NOPE', Code: 'notFound', Message: 'Product NOPE is not sold here' }]);
  });

  it('refuses an order whose total is no longer the one the buyer saw, naming the new total, and places it at that total', async () => {
    const quote = await call(s.app, 'POST', '/api/checkout/quote', { token: buyer, body: { lines: line('T-TOTAL', 1), paymentMethod: 'COD' } });
    expect(quote.status).toBe(200);
    const total: number = quote.body.Total;
    const stock = await stockOf(s.db, T, '1001', 'T-TOTAL');
    const stale = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-TOTAL', 1), expectedTotal: total - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toBe('The total of your order has changed: please check it again');
    expect(stale.body.Errors).toEqual([{ field: '/body/expectedTotal', reason: `the total is now ${total.toFixed(2)}` }]);
    expect(await stockOf(s.db, T, '1001', 'T-TOTAL')).toBe(stock);
    const placed = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: line('T-TOTAL', 1), expectedTotal: total });
    expect(placed.status).toBe(201);
    expect(placed.body.Order.Total).toBe(total);
  });

  it('gives a 409 naming the short line', async () => {
    const r = await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: buyerShip, lines: [...line('T-BOX', 1), ...line('T-BIG', 501)] });
    expect(r.status).toBe(409);
    expect(r.body.Message).toBe('Not enough stock for T-BIG สินค้าราคาสูง: 500 ชิ้น left, 501 ordered');
    expect(r.body.Errors).toEqual([{ field: '/lines/T-BIG', reason: 'only 500 left' }]);
  });

  it('refuses guests at checkout', async () => {
    const guest = await guestToken(s.app, T);
    expect((await placeOrder(s.app, guest, { paymentMethod: 'COD', shipToCode: buyerShip })).status).toBe(403);
  });
});

describe('customer credit', () => {
  it('raises the debt of a credit order, refuses one the balance does not cover, and gives it back on cancel', async () => {
    const credit = await customerToken(s.app, T, DEMO.sabai.credit);
    const ship = await shipToOf(s.app, credit);
    await s.db.query("UPDATE customers SET authorize_amount = 14000, debt_amount = 12500.5 WHERE tenant_id = $1 AND customer_code = 'SB0002'", [T]);
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: credit, body: { lines: line('T-BIG', 1), paymentMethod: 'AR' } });
    expect(q.body.CreditBalance).toBe(1499.5);
    expect(q.body.PaymentMethods.find((m: { Method: string }) => m.Method === 'AR')).toMatchObject({ Disabled: false });
    const ok = await placeOrder(s.app, credit, { paymentMethod: 'AR', shipToCode: ship, lines: line('T-BIG', 1) });
    expect(ok.status).toBe(201);
    expect(ok.body.Order).toMatchObject({ Status: 'PLACED', PaymentState: 'ON_CREDIT', Total: 1000 });
    const debt = async () => Number((await s.db.query<{ d: string }>("SELECT debt_amount AS d FROM customers WHERE tenant_id = $1 AND customer_code = 'SB0002'", [T]))[0].d);
    expect(await debt()).toBe(13500.5);
    const over = await placeOrder(s.app, credit, { paymentMethod: 'AR', shipToCode: ship, lines: line('T-BIG', 1) });
    expect(over.status).toBe(409);
    expect(over.body.Message).toBe('Please enter total amount less than or equal to 499.50');
    await call(s.app, 'POST', `/api/orders/${ok.body.Order.OrderID}/1001/cancel`, { token: credit, body: { reason: 'Wrong item' } });
    expect(await debt()).toBe(12500.5);
  });

  it('never offers credit in points mode', async () => {
    const credit = await customerToken(s.app, T, DEMO.sabai.credit);
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: credit, body: { mode: 'redeem', lines: line('T-BOX', 1) } });
    expect(q.body.CreditBalance).toBeNull();
    expect(q.body.PaymentMethods.map((m: { Method: string }) => m.Method)).toEqual(['REDEEMED']);
  });
});

describe('uploads are checked by content', () => {
  let bankOrder: string;
  beforeAll(async () => {
    const r = await placeOrder(s.app, buyer, { paymentMethod: 'BANK', shipToCode: buyerShip, lines: line('T-BOX', 1) });
    bankOrder = r.body.Order.OrderID;
  });

  it('refuses a file that only claims to be an image, a tiny image and one over 5 MB', async () => {
    const fake = await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, Buffer.from('<html>not an image</html>'));
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ Message: 'The slip is not a JPEG, PNG or WebP image', Errors: [{ field: '/body/file' }] });
    const truncated = (await imageBytes()).subarray(0, 200);
    expect((await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, truncated)).body.Message).toBe('The slip is not a readable image');
    const tiny = await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, await imageBytes(20, 20));
    expect(tiny.body.Message).toBe('The slip is too small (at least 64 × 64 pixels)');
    const huge = await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, Buffer.concat([await imageBytes(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(400);
    expect(huge.body.Message).toBe('The file is larger than 5 MB');
    const payment = await call(s.app, 'GET', `/api/payments/${bankOrder}`, { token: buyer });
    expect(payment.body).toMatchObject({ State: 'AWAITING_PAYMENT', Slips: [] });
  });

  it('lets staff reject a slip with a reason and the buyer send another', async () => {
    const first = await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, await imageBytes());
    expect(first.status).toBe(201);
    const second = await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, await imageBytes());
    expect(second.status).toBe(409);
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    const uploadId = first.body.Slips[0].UploadId;
    expect((await call(s.app, 'POST', `/api/payments/${bankOrder}/slip/${uploadId}/review`, { token: sales, body: { approve: false } })).status).toBe(400);
    const rejected = await call(s.app, 'POST', `/api/payments/${bankOrder}/slip/${uploadId}/review`, { token: sales, body: { approve: false, reason: 'Amount does not match' } });
    expect(rejected.body).toMatchObject({ State: 'SLIP_REJECTED', Slips: [{ Status: 'REJECTED', Reason: 'Amount does not match' }] });
    expect((await call(s.app, 'POST', `/api/payments/${bankOrder}/slip/${uploadId}/review`, { token: buyer, body: { approve: true } })).status).toBe(403);
    expect((await upload(s.app, `/api/payments/${bankOrder}/slip`, buyer, await imageBytes(800, 1200, 'png'), 'image/png')).status).toBe(201);
  });
});

describe('addresses', () => {
  it('adds, edits and deactivates an address; SAP customers cannot', async () => {
    const body = { Cust_ID: 'SB0001', Name: 'โกดังสาขา 2', Address_Type: 'S', Address_: '99 ถนนรามอินทรา', PostalCode: '10230', Phone: '0812223333', Lat: '13.85', Long: '100.65' };
    const added = await call(s.app, 'POST', '/master_data_management/ADD_DELIVERY_ADDRESS', { token: buyer, body });
    expect(added.status).toBe(200);
    const id = added.body.data._id;
    expect(added.body.data).toMatchObject({ Name: 'โกดังสาขา 2', Address_Type: 'S', Active: 'Y', SaleUnit: '1001' });
    const edited = await call(s.app, 'POST', '/master_data_management/UPDATE_DELIVERY_ADDRESS', { token: buyer, body: { ...body, _id: id, Name: 'โกดัง 2' } });
    expect(edited.body.data.Name).toBe('โกดัง 2');
    const off = await call(s.app, 'POST', '/master_data_management/DEACTIVATE_DELIVERY_ADDRESS', { token: buyer, body: { _id: id } });
    expect(off.body.data.Active).toBe('N');
    expect((await placeOrder(s.app, buyer, { paymentMethod: 'COD', shipToCode: id, lines: line('T-BOX', 1) })).status).toBe(400);
    const bad = await call(s.app, 'POST', '/master_data_management/ADD_DELIVERY_ADDRESS', { token: buyer, body: { ...body, PostalCode: '123', Address_Type: 'C' } });
    expect([...new Set(bad.body.Errors.map((e: { field: string }) => e.field))].sort()).toEqual(['/body/Address_Type', '/body/PostalCode']);
    const sap = await customerToken(s.app, T, DEMO.sabai.credit);
    const refused = await call(s.app, 'POST', '/master_data_management/ADD_DELIVERY_ADDRESS', { token: sap, body: { ...body, Cust_ID: 'SB0002' } });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('Addresses of SAP customers are managed in SAP and cannot be changed here');
    const other = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token: buyer, body: { CustomerCode: 'SB0002' } });
    expect(other.status).toBe(403);
  });

  it('refuses a name or address of spaces only (it would be stored empty)', async () => {
    const body = { Cust_ID: 'SB0001', Name: '   ', Address_Type: 'S', Address_: ' \t ', PostalCode: '10230' };
    const bad = await call(s.app, 'POST', '/master_data_management/ADD_DELIVERY_ADDRESS', { token: buyer, body });
    expect(bad.status).toBe(400);
    expect([...new Set(bad.body.Errors.map((e: { field: string }) => e.field))].sort()).toEqual(['/body/Address_', '/body/Name']);
  });

  it('creates the default S and B addresses once, named from the profile', async () => {
    const agent = await customerToken(s.app, T, DEMO.sabai.agent);
    const [a, b] = await Promise.all([
      call(s.app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token: agent, body: {} }),
      call(s.app, 'POST', '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', { token: agent, body: { AddressType: 'B' } }),
    ]);
    expect(a.body).toMatchObject({ status: 200, status_code: '200' });
    expect(a.body.data.map((x: { Address_Type: string }) => x.Address_Type)).toEqual(['S', 'B']);
    expect(a.body.data[0]).toMatchObject({ Name: 'ร้านวิชัยพาณิชย์ (ตัวแทน)', PostalCode: '10260', Active: 'Y' });
    expect(b.body.data.map((x: { Address_Type: string }) => x.Address_Type)).toEqual(['B']);
  });
});

describe('points ledger flag', () => {
  it('answers the CRM ledger calls only while ENABLE_POINT_LEDGER is Y', async () => {
    expect((await call(s.app, 'GET', '/api/crm-service/owner/total', { token: buyer })).status).toBe(200);
    const soon = await call(s.app, 'GET', '/api/crm-service/owner/total/closest-expiry', { token: buyer });
    expect(soon.body.Data.expireSoons).toBe(80);
    await s.db.query("INSERT INTO web_config (tenant_id, opt, opt_value) VALUES ($1, 'ENABLE_POINT_LEDGER', 'N')", [T]);
    s.app.flags.invalidate(T);
    const off = await call(s.app, 'GET', '/api/crm-service/owner/history', { token: buyer });
    expect(off.status).toBe(403);
    expect((await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: buyer, body: {} })).status).toBe(200);
  });
});

describe('cart rules', () => {
  const setFlag = async (opt: string, value: string | null) => {
    if (value === null) await s.db.query('DELETE FROM web_config WHERE tenant_id = $1 AND opt = $2', [T, opt]);
    else await s.db.query('INSERT INTO web_config (tenant_id, opt, opt_value) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, opt) DO UPDATE SET opt_value = EXCLUDED.opt_value', [T, opt, value]);
    s.app.flags.invalidate(T);
  };
  let agent: string;
  beforeAll(async () => {
    await addProducts(s.db, T, ['1002'], [
      { code: 'T-PACK', name: 'สินค้าแพ็ค', price: 15, stock: 100, packRate: 6 },
      { code: 'T-EMPTY', name: 'สินค้าหมด', price: 15, stock: 0 },
    ]);
    agent = await customerToken(s.app, T, DEMO.sabai.agent);
  });

  it('quick-adds one of the first shown unit, or of the biggest unit when configured', async () => {
    const first = await call(s.app, 'POST', '/api/cart/quick-add', { token: agent, body: { P_Code: 'T-PACK' } });
    expect(first.body).toMatchObject({ AddedUnit: 1, Lines: [{ P_Code: 'T-PACK', qty1: 1, qty2: 0 }] });
    await setFlag('QUICK_ADD_BIGGEST_UNIT', 'Y');
    const big = await call(s.app, 'POST', '/api/cart/quick-add', { token: agent, body: { P_Code: 'T-PACK' } });
    expect(big.body).toMatchObject({ AddedUnit: 2, Lines: [{ P_Code: 'T-PACK', qty1: 1, qty2: 1 }], Amount: 105 });
    await setFlag('QUICK_ADD_BIGGEST_UNIT', null);
  });

  it('skips and unselects out-of-stock lines when DISABLE_OUT_OF_STOCK is Y, and zeroes a tier that is no longer shown', async () => {
    await call(s.app, 'PUT', '/api/cart/lines', { token: agent, body: { P_Code: 'T-EMPTY', qty1: 2, qty2: 0, qty3: 0 } });
    await setFlag('DISABLE_OUT_OF_STOCK', 'Y');
    const restored = await call(s.app, 'GET', '/api/cart', { token: agent });
    expect(restored.body.Lines.find((l: { P_Code: string }) => l.P_Code === 'T-EMPTY')).toMatchObject({ selected: false, OutOfStock: true });
    await call(s.app, 'POST', '/api/cart/select', { token: agent, body: { selected: false } });
    const all = await call(s.app, 'POST', '/api/cart/select', { token: agent, body: { selected: true } });
    expect(all.body.Lines.map((l: { P_Code: string; selected: boolean }) => [l.P_Code, l.selected])).toEqual([['T-PACK', true], ['T-EMPTY', false]]);
    expect(all.body.AllSelected).toBe(true);
    await setFlag('DISABLE_OUT_OF_STOCK', null);
    await s.db.query("UPDATE products SET show_price2 = false WHERE tenant_id = $1 AND p_code = 'T-PACK'", [T]);
    const hidden = await call(s.app, 'GET', '/api/cart', { token: agent });
    expect(hidden.body.Lines[0]).toMatchObject({ P_Code: 'T-PACK', qty1: 1, qty2: 0 });
  });

  it('empties a guest cart and hides prices when guests may not see catalogue prices', async () => {
    const guest = await guestToken(s.app, T);
    await call(s.app, 'PUT', '/api/cart/lines', { token: guest, body: { P_Code: 'T-BOX', qty1: 1, qty2: 0, qty3: 0 } });
    await setFlag('DISABLE_GUEST_CATALOGUE_PRICE', 'Y');
    const cart = await call(s.app, 'GET', '/api/cart', { token: guest });
    expect(cart.body).toMatchObject({ Lines: [], Cleared: 'guestPricesDisabled', Amount: null });
    await setFlag('DISABLE_GUEST_CATALOGUE_PRICE', null);
    expect((await call(s.app, 'GET', '/api/cart?mode=redeem', { token: guest })).status).toBe(403);
  });
});
