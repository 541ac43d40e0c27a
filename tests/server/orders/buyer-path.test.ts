import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, guestToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { addPercentPromotion, addProducts, imageBytes, newKey, placeOrder, shipToOf, stockOf, upload } from './fixtures';

// The whole buyer path through the API, as the storefront drives it: guest cart → login and merge →
// centre switch → quote with a promotion and a coupon → place → slip → staff approval → lifecycle →
// history and tracking → points earned → a redeem order paid with points.
let s: TestServer;
let customer: string;
let orderId: string;
const T = 'sabai';
const SU = '1001';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001', '1002'], [
    { code: 'T-WATER', name: 'น้ำดื่มทดสอบ', price: 10, taxType: '1', packRate: 12, stock: 100, points: 5 },
    { code: 'T-SNACK', name: 'ขนมทดสอบ', price: 20, taxType: '2', stock: 50 },
    { code: 'T-GOLD', name: 'ของรางวัลทดสอบ', price: 500, stock: 100, points: 100 },
  ]);
  await addPercentPromotion(s.db, T, SU, ['T-SNACK'], 2, 10);
});
afterAll(async () => { await s?.close(); });

describe('buyer path', () => {
  it('moves a guest cart into the customer\'s cart on login and clears the guest copy', async () => {
    const guest = await guestToken(s.app, T);
    const put = await call(s.app, 'PUT', '/api/cart/lines', { token: guest, body: { P_Code: 'T-WATER', qty1: 3, qty2: 0, qty3: 0 } });
    expect(put.status).toBe(200);
    expect(put.body.Lines).toMatchObject([{ P_Code: 'T-WATER', qty1: 3, selected: true, Amount: 30 }]);
    customer = await customerToken(s.app, T, DEMO.sabai.customer);
    const merged = await call(s.app, 'POST', '/api/cart/merge', { token: customer, body: { guestToken: guest } });
    expect(merged.status).toBe(200);
    expect(merged.body.Lines).toMatchObject([{ P_Code: 'T-WATER', qty1: 3 }]);
    const guestCart = await call(s.app, 'GET', '/api/cart', { token: guest });
    expect(guestCart.body.Lines).toEqual([]);
  });

  it('keeps one cart per centre: switching centre shows that centre\'s cart', async () => {
    const swapped = await call(s.app, 'GET', '/authen/swapdc/1002', { token: customer });
    expect(swapped.status).toBe(200);
    const other = await call(s.app, 'GET', '/api/cart', { token: swapped.body.jtoken });
    expect(other.body).toMatchObject({ SaleUnit: '1002', Lines: [] });
    const back = await call(s.app, 'GET', `/authen/swapdc/${SU}`, { token: swapped.body.jtoken });
    customer = back.body.jtoken;
    const mine = await call(s.app, 'GET', '/api/cart', { token: customer });
    expect(mine.body.Lines.map((l: { P_Code: string }) => l.P_Code)).toEqual(['T-WATER']);
  });

  it('quotes with the promotion, the coupon and the delivery fee, recomputed by the server', async () => {
    await call(s.app, 'PUT', '/api/cart/lines', { token: customer, body: { P_Code: 'T-WATER', qty1: 0, qty2: 1, qty3: 0 } });
    await call(s.app, 'PUT', '/api/cart/lines', { token: customer, body: { P_Code: 'T-SNACK', qty1: 10, qty2: 0, qty3: 0 } });
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { couponId: 'SB0001-C50', paymentMethod: 'BANK', shipToCode: await shipToOf(s.app, customer) } });
    expect(q.status).toBe(200);
    // 1 pack of 12 × 10.00 (VAT incl.) + 10 × 20.00 + 7 % VAT = 120 + 214; 10 % off the snacks; 50 off by coupon; 50 delivery under 1,000.
    expect(q.body).toMatchObject({
      Subtotal: 334, ProductDiscount: 21.4, BillDiscount: 0, CouponDiscount: 50, DeliveryFee: 50, Total: 312.6,
      Coupon: { CouponId: 'SB0001-C50', Valid: true }, CanPlace: true, Problems: [],
    });
    // VAT inside each net after the coupon's share (100.81, 161.79) and inside the fee: 6.60 + 10.58 + 3.27.
    expect(q.body.Vat).toBe(20.45);
    expect(q.body.Lines.find((l: { P_Code: string }) => l.P_Code === 'T-SNACK')).toMatchObject({ Amount: 214, ProductDiscount: 21.4, Net: 192.6 });
    expect(q.body.Promotions).toHaveLength(1);
    expect(q.body.PaymentMethods.map((m: { Method: string }) => m.Method)).toEqual(['COD', 'BANK', 'THAIQR', 'CREDIT_CARD']);
    expect(q.body.ShipTo.Name).toBe('ร้านสมศรีการค้า');
  });

  it('refuses the coupon under its minimum order with the spec\'s message', async () => {
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { couponId: 'SB0001-C50', lines: [{ P_Code: 'T-WATER', qty1: 2, qty2: 0, qty3: 0 }] } });
    expect(q.body.Coupon).toMatchObject({ Valid: false, Message: 'Invalid coupon value: 50.00 due to minimum order 300.00' });
    expect(q.body.CanPlace).toBe(false);
  });

  it('places the order once: stock taken, coupon locked, ordered lines out of the cart', async () => {
    const shipTo = await shipToOf(s.app, customer);
    const r = await placeOrder(s.app, customer, { paymentMethod: 'BANK', shipToCode: shipTo, couponId: 'SB0001-C50', expectedTotal: 312.6 });
    expect(r.status).toBe(201);
    expect(r.headers['idempotent-replayed']).toBe('false');
    orderId = r.body.Order.OrderID;
    expect(r.body.Order).toMatchObject({ SaleUnit: SU, Status: 'PENDING_PAYMENT', PaymentState: 'AWAITING_PAYMENT', Total: 312.6, CouponDiscount: 50, SalespersonId: null });
    expect(r.body.Lines).toHaveLength(2);
    expect(r.body.Payment.BankAccount.AccountNo).toBe('123-4-56789-0');
    expect(await stockOf(s.db, T, SU, 'T-WATER')).toBe(88);
    expect(await stockOf(s.db, T, SU, 'T-SNACK')).toBe(40);
    const coupons = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER', { token: customer, body: { notGroupByPromotionId: true } });
    expect(coupons.body.coupons.find((c: { Coupon: { couponid: string } }) => c.Coupon.couponid === 'SB0001-C50').Coupon._lock).toBe('Y');
    const cart = await call(s.app, 'GET', '/api/cart', { token: customer });
    expect(cart.body.Lines).toEqual([]);
    const again = await call(s.app, 'POST', '/GET_MASTER_DATA/CHECK_COUPON_VALID', { token: customer, body: { couponID: 'SB0001-C50' } });
    expect(again.body.statusText).toBe('This coupon has already been used');
  });

  it('takes a slip, then staff of the centre approve it', async () => {
    const slip = await upload(s.app, `/api/payments/${orderId}/slip`, customer, await imageBytes());
    expect(slip.status).toBe(201);
    expect(slip.body).toMatchObject({ State: 'SLIP_SUBMITTED', Slips: [{ Status: 'SUBMITTED' }] });
    const staff = await merchantToken(s.app, T, DEMO.sabai.sales);
    const review = await call(s.app, 'POST', `/api/payments/${orderId}/slip/${slip.body.Slips[0].UploadId}/review`, { token: staff, body: { approve: true } });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ State: 'PAID', Status: 'PLACED', Slips: [{ Status: 'APPROVED' }] });
    const image = await s.app.inject({ method: 'GET', url: slip.body.Slips[0].Url, headers: { authorization: `Bearer ${staff}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('moves through the lifecycle by staff and rider; the buyer\'s history and tracking follow; points are earned on delivery', async () => {
    const staff = await merchantToken(s.app, T, DEMO.sabai.sales);
    const rider = await riderToken(s.app, T, DEMO.sabai.rider);
    const move = (token: string, body: object) => call(s.app, 'POST', `/api/orders/${orderId}/${SU}/transition`, { token, body });
    expect((await move(staff, { to: 'CONFIRMED' })).body.Order.Status).toBe('CONFIRMED');
    expect((await move(staff, { to: 'PACKED' })).body.Order.Status).toBe('PACKED');
    expect((await move(staff, { to: 'OUT_FOR_DELIVERY', riderId: 'SB-R01' })).body.Order).toMatchObject({ Status: 'OUT_FOR_DELIVERY', RiderId: 'SB-R01' });
    const noProof = await move(rider, { to: 'DELIVERED' });
    expect(noProof.status).toBe(400);
    expect(noProof.body.Message).toBe('Please attach a photo as proof of delivery');
    const proof = await upload(s.app, `/api/orders/${orderId}/${SU}/delivery-proof`, rider, await imageBytes(640, 480, 'png'), 'image/png');
    expect(proof.status).toBe(201);
    const before = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: customer, body: {} });
    const delivered = await move(rider, { to: 'DELIVERED' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.Order).toMatchObject({ Status: 'DELIVERED', PaymentState: 'PAID', PointsEarned: 3 });
    const after = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: customer, body: {} });
    expect(after.body.data.data).toBe(before.body.data.data + 3);

    const history = await call(s.app, 'GET', '/api/orders/history?mode=sales', { token: customer });
    expect(history.body.Data[0]).toMatchObject({ OrderID: orderId, Status: 'DELIVERED', ItemCount: 2 });
    const detail = await call(s.app, 'GET', `/api/orders/history/${orderId}/${SU}`, { token: customer });
    expect(detail.body.ShipTo.Name).toBe('ร้านสมศรีการค้า');
    expect(detail.body.BillTo.Name).toBe('ร้านสมศรีการค้า');
    const tracking = await call(s.app, 'GET', `/api/orders/tracking/${orderId}`, { token: customer });
    expect(tracking.body.Timeline.map((t: { status: string; reached: boolean }) => [t.status, t.reached])).toEqual([
      ['PENDING_PAYMENT', true], ['PLACED', true], ['CONFIRMED', true], ['PACKED', true], ['OUT_FOR_DELIVERY', true], ['DELIVERED', true],
    ]);
    const merchant = await call(s.app, 'POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { token: staff, body: { orderid: orderId, saleunit: SU } });
    expect(merchant.body.Order).toMatchObject({ OrderID: orderId, Customer_Id: 'SB0001', Status: 'DELIVERED', PaymentType: 'BANK', DeliveryFee: 50, Total: 334, DiscountAmount: 71.4 });
    expect(merchant.body.OrderDetails).toHaveLength(2);
    // Issue 19: each line carries its units' codes and English names, so every side can say "3 pieces".
    const snack = (lines: { P_Code: string }[]) => lines.find((l) => l.P_Code === 'T-SNACK');
    expect(snack(merchant.body.OrderDetails)).toMatchObject({ qty1: 10, Unit1: 'ชิ้น', UnitCode1: 'EA', Unit1En: 'piece' });
    expect(snack(detail.body.Lines)).toMatchObject({ UnitCode1: 'EA', Unit1En: 'piece' });
    expect(merchant.body.ShipTo.ZipCode).toBe('10310');
  });

  it("'Buy Again' puts the order's lines back into the cart", async () => {
    const r = await call(s.app, 'POST', `/api/orders/${orderId}/${SU}/reorder`, { token: customer });
    expect(r.status).toBe(200);
    expect(r.body.Added.sort()).toEqual(['T-SNACK', 'T-WATER']);
    expect(r.body.Cart.Lines).toMatchObject([{ P_Code: 'T-WATER', qty2: 1 }, { P_Code: 'T-SNACK', qty1: 10 }]);
    await call(s.app, 'DELETE', '/api/cart', { token: customer });
  });

  it('pays a redeem order with points, never more than the balance', async () => {
    const balance = (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: customer, body: {} })).body.data.data;
    await call(s.app, 'PUT', '/api/cart/lines', { token: customer, body: { P_Code: 'T-WATER', qty1: 10, qty2: 0, qty3: 0, mode: 'redeem' } });
    const q = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { mode: 'redeem', paymentMethod: 'REDEEMED' } });
    expect(q.body).toMatchObject({ PointsTotal: 50, Total: 0, DeliveryFee: 0, PointsBalance: balance, CanPlace: true });
    expect(q.body.PaymentMethods.map((m: { Method: string }) => m.Method)).toEqual(['REDEEMED']);
    const placed = await placeOrder(s.app, customer, { mode: 'redeem', paymentMethod: 'REDEEMED', shipToCode: await shipToOf(s.app, customer) });
    expect(placed.status).toBe(201);
    expect(placed.body.Order).toMatchObject({ Mode: 'redeem', Status: 'PLACED', PaymentState: 'PAID', PointsTotal: 50 });
    expect((await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token: customer, body: {} })).body.data.data).toBe(balance - 50);
    const tooMuch = await placeOrder(s.app, customer, { mode: 'redeem', paymentMethod: 'REDEEMED', shipToCode: await shipToOf(s.app, customer), lines: [{ P_Code: 'T-GOLD', qty1: 6, qty2: 0, qty3: 0 }] });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.Message).toBe('Points usage failed due to Insufficient value or expired');
    const ledger = await call(s.app, 'GET', '/api/crm-service/owner/history/decrement-group', { token: customer });
    expect(ledger.body.Data.items).toMatchObject([{ Points: -50, OrderId: placed.body.Order.OrderID, Type: 'used' }]);
  });

  it('shows a Thai QR order its PromptPay payload and deadline', async () => {
    const r = await placeOrder(s.app, customer, { paymentMethod: 'THAIQR', shipToCode: await shipToOf(s.app, customer), lines: [{ P_Code: 'T-WATER', qty1: 1, qty2: 0, qty3: 0 }] });
    expect(r.status).toBe(201);
    const qr = await call(s.app, 'GET', `/api/payments/${r.body.Order.OrderID}/qr`, { token: customer });
    // 10.00 + 50.00 delivery; PromptPay 0812345678 as 0066812345678, amount 60.00.
    expect(qr.body.Payload).toContain('01130066812345678');
    expect(qr.body.Payload).toContain('540560.00');
    expect(qr.body.Message).toBe('Please scan QR Code before 20/11/2026 17:15');
    expect(qr.body.Expired).toBe(false);
  });
});

describe('the same order twice', () => {
  it('returns the first order for a retried Idempotency-Key and refuses the key for another body', async () => {
    const key = newKey();
    const body = { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, customer), lines: [{ P_Code: 'T-SNACK', qty1: 1, qty2: 0, qty3: 0 }] };
    const first = await placeOrder(s.app, customer, body, key);
    const retry = await placeOrder(s.app, customer, body, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.Order.OrderID).toBe(first.body.Order.OrderID);
    const other = await placeOrder(s.app, customer, { ...body, remark: 'changed' }, key);
    expect(other.status).toBe(409);
    expect(other.body.Message).toBe('This Idempotency-Key was already used for a different order');
  });
});
