import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, imageBytes, upload } from '../orders/fixtures';
import { KHONGDEE, SABAI, orderOutForDelivery } from './setup';

// The rider API end to end on a fresh database: scoping (tenant, assigned rider), the delivery
// list and detail, proof photo, delivered / failed, the SINGHA invoice approval, history, profile.
let s: TestServer;
let rider: string;
let otherRider: string;
let kdRider: string;

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, 'sabai', ['1001'], [{ code: 'T-RICE', name: 'ข้าวทดสอบ', price: 120, stock: 100 }]);
  await addProducts(s.db, 'khongdee', ['2001'], [{ code: 'T-BEER', name: 'เบียร์ทดสอบ', price: 60, stock: 100 }]);
  // A second rider of the same centre (the demo data has one; kept if it ever goes), to prove riders never see each other's deliveries.
  await s.db.query(`INSERT INTO riders (tenant_id, rider_id, name, mobile_no, password_hash, sale_unit) SELECT tenant_id, 'SB-R02', 'สมศักดิ์ ขนส่ง', '0870000002', password_hash, sale_unit FROM riders WHERE tenant_id = 'sabai' AND rider_id = 'SB-R01' ON CONFLICT DO NOTHING`);
  rider = await riderToken(s.app, 'sabai', DEMO.sabai.rider);
  otherRider = await riderToken(s.app, 'sabai', '0870000002');
  kdRider = await riderToken(s.app, 'khongdee', DEMO.khongdee.rider);
});
afterAll(async () => { await s?.close(); });

const path = (orderId: string, su = '1001') => `/api/rider/deliveries/${orderId}/${su}`;

describe('rider deliveries', () => {
  it('answers 401 without a token or with an expired one, 403 to a customer token', async () => {
    const none = await call(s.app, 'GET', '/api/rider/deliveries');
    expect(none.status).toBe(401);
    const short = await s.app.tokens.sign({ UserId: 'SB-R01', TenantId: 'sabai', Kind: 'rider', Role: 'RIDER' }, 1);
    s.clock.advance(5_000);
    const expired = await call(s.app, 'GET', '/api/rider/profile', { token: short });
    expect(expired.status).toBe(401);
    expect(String(expired.headers['www-authenticate'])).toContain('The token expired');
    const buyer = await call(s.app, 'GET', '/api/rider/deliveries', { token: (await orderOutForDelivery(s.app, SABAI, 'T-RICE', 1)).buyer });
    expect(buyer.status).toBe(403);
  });

  it('lists only the calling rider\'s deliveries, with what to collect; another rider or tenant gets 404', async () => {
    const { orderId, total } = await orderOutForDelivery(s.app, SABAI, 'T-RICE', 2);
    const list = await call(s.app, 'GET', '/api/rider/deliveries', { token: rider });
    expect(list.status).toBe(200);
    const row = list.body.Data.find((d: { OrderID: string }) => d.OrderID === orderId);
    expect(row).toMatchObject({ Status: 'OUT_FOR_DELIVERY', PaymentMethod: 'COD', AmountToCollect: total, CustomerName: 'ร้านสมศรีการค้า', InvoiceStatus: null });
    expect(list.body.Counts.OUT_FOR_DELIVERY).toBe(list.body.Total);
    expect(list.body.InvoiceApproval).toBe(false);

    expect((await call(s.app, 'GET', '/api/rider/deliveries', { token: otherRider })).body).toMatchObject({ Total: 0, Data: [] });
    expect((await call(s.app, 'GET', path(orderId), { token: otherRider })).status).toBe(404);
    expect((await call(s.app, 'POST', `${path(orderId)}/deliver`, { token: otherRider, body: {} })).status).toBe(404);
    expect((await call(s.app, 'POST', `${path(orderId)}/fail`, { token: otherRider, body: { reason: 'x' } })).status).toBe(404);
    expect((await upload(s.app, `${path(orderId)}/proof`, otherRider, await imageBytes())).status).toBe(404);
    expect((await call(s.app, 'GET', path(orderId), { token: kdRider })).status).toBe(404);
    // The wrong centre in the path is not this order either.
    expect((await call(s.app, 'GET', path(orderId, '1002'), { token: rider })).status).toBe(404);
  });

  it('pages the list and names every bad query field', async () => {
    await orderOutForDelivery(s.app, SABAI, 'T-RICE', 1);
    const first = await call(s.app, 'GET', '/api/rider/deliveries?take=1', { token: rider });
    const second = await call(s.app, 'GET', '/api/rider/deliveries?take=1&skip=1', { token: rider });
    expect(first.body.Data).toHaveLength(1);
    expect(second.body.Data).toHaveLength(1);
    expect(first.body.Data[0].OrderID).not.toBe(second.body.Data[0].OrderID);
    const bad = await call(s.app, 'GET', '/api/rider/deliveries?status=LOST&take=0', { token: rider });
    expect(bad.status).toBe(400);
    const fields = bad.body.Errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/query/status', '/query/take']));
    const badHistory = await call(s.app, 'GET', '/api/rider/history?from=2026-13&to=yesterday', { token: rider });
    expect(badHistory.body.Errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['/query/from', '/query/to']));
  });

  it('shows the detail: lines, ship-to with phone and map link, payment and the amount to collect', async () => {
    const { orderId, total } = await orderOutForDelivery(s.app, SABAI, 'T-RICE', 3);
    const d = await call(s.app, 'GET', path(orderId), { token: rider });
    expect(d.status).toBe(200);
    expect(d.body.Order).toMatchObject({ OrderID: orderId, SaleUnit: '1001', Status: 'OUT_FOR_DELIVERY', Total: total });
    expect(d.body.Lines).toMatchObject([{ P_Code: 'T-RICE', qty1: 3 }]);
    expect(d.body.ShipTo.Name).toBe('ร้านสมศรีการค้า');
    expect(d.body.ShipTo.AddressLine).toContain('ลาดพร้าว 64');
    expect(d.body.ShipTo.Phone).toBe('0810000001');
    expect(d.body.ShipTo.MapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=13\.7786,100\.6041$/);
    expect(d.body.Payment).toMatchObject({ Method: 'COD', State: 'COLLECT_ON_DELIVERY', AmountToCollect: total });
    expect(d.body.AllowedActions).toEqual(['deliver', 'failDelivery']);
    expect(d.body.Invoice).toBeNull();
  });
});

describe('delivering', () => {
  it('needs a real photo, then moves the order in the buyer\'s tracking and the merchant\'s order detail', async () => {
    const { orderId, buyer } = await orderOutForDelivery(s.app, SABAI, 'T-RICE', 1);
    const noProof = await call(s.app, 'POST', `${path(orderId)}/deliver`, { token: rider, body: {} });
    expect(noProof.status).toBe(400);
    expect(noProof.body.Message).toBe('Please attach a photo as proof of delivery');

    const fake = await upload(s.app, `${path(orderId)}/proof`, rider, Buffer.from('not really a picture, just text'), 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.Errors[0].field).toBe('/body/file');
    const huge = await upload(s.app, `${path(orderId)}/proof`, rider, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.status).toBe(400);
    expect(huge.body.Message).toBe('The file is larger than 5 MB');

    const proof = await upload(s.app, `${path(orderId)}/proof`, rider, await imageBytes(800, 600, 'png'), 'image/png');
    expect(proof.status).toBe(201);
    const photo = await s.app.inject({ method: 'GET', url: proof.body.Url, headers: { authorization: `Bearer ${rider}` } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await s.app.inject({ method: 'GET', url: proof.body.Url, headers: { authorization: `Bearer ${otherRider}` } })).statusCode).toBe(404);

    const unknownField = await call(s.app, 'POST', `${path(orderId)}/deliver`, { token: rider, body: { signedBy: 'someone' } });
    expect(unknownField.status).toBe(400);
    const done = await call(s.app, 'POST', `${path(orderId)}/deliver`, { token: rider, body: {} });
    expect(done.status).toBe(200);
    expect(done.body.Order).toMatchObject({ Status: 'DELIVERED', PaymentState: 'PAID', AmountToCollect: 0 });
    expect(done.body.Proofs).toHaveLength(1);
    expect(done.body.AllowedActions).toEqual([]);

    const tracking = await call(s.app, 'GET', `/api/orders/tracking/${orderId}`, { token: buyer });
    expect(tracking.body).toMatchObject({ Status: 'DELIVERED', PaymentState: 'PAID' });
    expect(tracking.body.Timeline.at(-1)).toMatchObject({ status: 'DELIVERED', reached: true, current: true });
    const staff = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
    const merchant = await call(s.app, 'POST', '/api/MerchantOrder/GET_ORDER_DETAIL', { token: staff, body: { orderid: orderId, saleunit: '1001' } });
    expect(merchant.body.Order).toMatchObject({ Status: 'DELIVERED', DocState: 'PAID', REF_6: 'SB-R01' });
    expect(merchant.body.History.at(-1)).toMatchObject({ Action: 'deliver', ActorKind: 'rider', ActorId: 'SB-R01' });

    const again = await call(s.app, 'POST', `${path(orderId)}/deliver`, { token: rider, body: {} });
    expect(again.status).toBe(409);
    const delivered = await call(s.app, 'GET', '/api/rider/deliveries?status=DELIVERED', { token: rider });
    expect(delivered.body.Data.map((d: { OrderID: string }) => d.OrderID)).toContain(orderId);
  });

  it('a failed delivery needs a reason, goes back to PACKED, leaves the list and stays in the history', async () => {
    const { orderId, buyer } = await orderOutForDelivery(s.app, SABAI, 'T-RICE', 1);
    const empty = await call(s.app, 'POST', `${path(orderId)}/fail`, { token: rider, body: { reason: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.Errors).toEqual([{ field: '/body/reason', reason: 'Please enter a reason' }]);
    const missing = await call(s.app, 'POST', `${path(orderId)}/fail`, { token: rider, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.Errors[0].field).toBe('/body/reason');

    const failed = await call(s.app, 'POST', `${path(orderId)}/fail`, { token: rider, body: { reason: 'ร้านปิด' } });
    expect(failed.body).toMatchObject({ Status: 'PACKED', Reason: 'ร้านปิด' });
    expect((await call(s.app, 'GET', `/api/orders/tracking/${orderId}`, { token: buyer })).body.Status).toBe('PACKED');
    const list = await call(s.app, 'GET', '/api/rider/deliveries?status=ALL', { token: rider });
    expect(list.body.Data.map((d: { OrderID: string }) => d.OrderID)).not.toContain(orderId);
    expect((await call(s.app, 'GET', path(orderId), { token: rider })).status).toBe(404);

    const history = await call(s.app, 'GET', '/api/rider/history', { token: rider });
    expect(history.body.Data[0]).toMatchObject({ OrderID: orderId, Result: 'FAILED', Reason: 'ร้านปิด', CurrentStatus: 'PACKED', CanOpen: false, Day: '2026-11-20' });
    expect(history.body.Data.some((h: { Result: string; CanOpen: boolean }) => h.Result === 'DELIVERED' && h.CanOpen)).toBe(true);
    expect(history.body.Summary).toMatchObject({ Delivered: 1, Failed: 1 });
    const onlyFailed = await call(s.app, 'GET', '/api/rider/history?result=FAILED', { token: rider });
    expect(onlyFailed.body.Data.every((h: { Result: string }) => h.Result === 'FAILED')).toBe(true);
    const otherDays = await call(s.app, 'GET', '/api/rider/history?from=2026-11-21&to=2026-11-30', { token: rider });
    expect(otherDays.body).toMatchObject({ Total: 0, Summary: { Delivered: 0, Failed: 0 } });
    const sameDay = await call(s.app, 'GET', '/api/rider/history?from=2026-11-20&to=2026-11-20', { token: rider });
    expect(sameDay.body.Total).toBe(2);
    expect((await call(s.app, 'GET', '/api/rider/history', { token: otherRider })).body.Total).toBe(0);
  });
});

describe('invoice approval (SINGHA company variant)', () => {
  it('is refused for a company without it', async () => {
    expect((await call(s.app, 'GET', '/api/rider/deliveries?status=Invoice%20Approve', { token: rider })).status).toBe(403);
    const { orderId } = await orderOutForDelivery(s.app, SABAI, 'T-RICE', 1);
    const r = await call(s.app, 'POST', `${path(orderId)}/invoice`, { token: rider, body: { status: 'Approved' } });
    expect(r.status).toBe(403);
    expect(r.body.Message).toBe('Invoice approval is not used by this company');
  });

  it('waits after delivery, is approved or canceled once, and lists what waits', async () => {
    const a = await orderOutForDelivery(s.app, KHONGDEE, 'T-BEER', 2);
    const b = await orderOutForDelivery(s.app, KHONGDEE, 'T-BEER', 1);
    const kd = (id: string) => path(id, '2001');
    const early = await call(s.app, 'POST', `${kd(a.orderId)}/invoice`, { token: kdRider, body: { status: 'Approved' } });
    expect(early.status).toBe(409);
    for (const o of [a, b]) {
      expect((await upload(s.app, `${kd(o.orderId)}/proof`, kdRider, await imageBytes())).status).toBe(201);
      expect((await call(s.app, 'POST', `${kd(o.orderId)}/deliver`, { token: kdRider, body: {} })).body.Invoice).toMatchObject({ Status: 'Wait', CanChange: true });
    }
    const waiting = await call(s.app, 'GET', '/api/rider/deliveries?status=Invoice%20Approve', { token: kdRider });
    expect(waiting.body.Data.map((d: { OrderID: string }) => d.OrderID).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(waiting.body.Counts['Invoice Approve']).toBe(2);

    const noReason = await call(s.app, 'POST', `${kd(b.orderId)}/invoice`, { token: kdRider, body: { status: 'Canceled' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Errors).toEqual([{ field: '/body/reason', reason: 'Please enter a reason' }]);
    const badStatus = await call(s.app, 'POST', `${kd(b.orderId)}/invoice`, { token: kdRider, body: { status: 'Wait', note: 1 } });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.Errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['/body/status', '/body/note']));

    const approved = await call(s.app, 'POST', `${kd(a.orderId)}/invoice`, { token: kdRider, body: { status: 'Approved' } });
    expect(approved.body.Invoice).toMatchObject({ Status: 'Approved', DecidedBy: 'KD-R01', CanChange: false });
    const canceled = await call(s.app, 'POST', `${kd(b.orderId)}/invoice`, { token: kdRider, body: { status: 'Canceled', reason: 'ราคาไม่ตรง' } });
    expect(canceled.body.Invoice).toMatchObject({ Status: 'Canceled', Reason: 'ราคาไม่ตรง' });
    const twice = await call(s.app, 'POST', `${kd(a.orderId)}/invoice`, { token: kdRider, body: { status: 'Canceled', reason: 'changed my mind' } });
    expect(twice.status).toBe(409);
    expect(twice.body.Message).toBe('This invoice is already Approved');
    const after = await call(s.app, 'GET', '/api/rider/deliveries?status=Invoice%20Approve', { token: kdRider });
    expect(after.body.Total).toBe(0);
    const all = await call(s.app, 'GET', '/api/rider/deliveries?status=DELIVERED', { token: kdRider });
    expect(Object.fromEntries(all.body.Data.map((d: { OrderID: string; InvoiceStatus: string }) => [d.OrderID, d.InvoiceStatus]))).toEqual({ [a.orderId]: 'Approved', [b.orderId]: 'Canceled' });
  });
});

describe('rider profile', () => {
  it('shows name, mobile, centre, vehicle and today\'s counts; an inactive rider\'s token is refused', async () => {
    const p = await call(s.app, 'GET', '/api/rider/profile', { token: rider });
    expect(p.body).toMatchObject({ RiderId: 'SB-R01', Name: 'ประยุทธ ส่งไว', MobileNo: '0870000001', SaleUnit: '1001', CentreName: 'สบายมาร์ท สาขาลาดพร้าว', Vehicle: null, InvoiceApproval: false });
    expect(p.body.Today).toMatchObject({ Day: '2026-11-20', Delivered: 1, Failed: 1 });
    await s.db.query(`UPDATE riders SET vehicle_type = 'Motorcycle', vehicle_plate = '1กข 234' WHERE tenant_id = 'sabai' AND rider_id = 'SB-R01'`);
    expect((await call(s.app, 'GET', '/api/rider/profile', { token: rider })).body.Vehicle).toEqual({ Type: 'Motorcycle', Plate: '1กข 234' });
    expect((await call(s.app, 'GET', '/api/rider/profile', { token: kdRider })).body).toMatchObject({ CompanyCode: 'SINGHAONLINE', InvoiceApproval: true });

    await s.db.query(`UPDATE riders SET status = 'I' WHERE tenant_id = 'sabai' AND rider_id = 'SB-R02'`);
    expect((await call(s.app, 'GET', '/api/rider/deliveries', { token: otherRider })).status).toBe(401);
  });
});
