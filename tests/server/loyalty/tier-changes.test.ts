import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, riderToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, imageBytes, placeOrder, shipToOf, upload } from '../orders/fixtures';

// Delivered orders earn points and move the customer between tiers (docs/loyalty.md "Earning and
// tiers"); the points page says "Became Silver on …" from the last recorded change.
let s: TestServer;
const T = 'sabai';
const SU = '1001';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, [SU], [
    { code: 'T-TIER-S', name: 'สินค้าทดสอบระดับ เล็ก', price: 400, stock: 100 },
    { code: 'T-TIER-B', name: 'สินค้าทดสอบระดับ ใหญ่', price: 10_000, stock: 100 },
  ]);
});
afterAll(async () => { await s?.close(); });

/** A COD order of the demo customer, confirmed, packed, given to the rider and delivered with a photo. */
async function deliveredOrder(customer: string, code: string, qty: number): Promise<{ id: string; total: number; earned: number }> {
  const placed = await placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, customer), lines: [{ P_Code: code, qty1: qty, qty2: 0, qty3: 0 }] });
  expect(placed.status).toBe(201);
  const id: string = placed.body.Order.OrderID;
  const staff = await merchantToken(s.app, T, DEMO.sabai.sales);
  const rider = await riderToken(s.app, T, DEMO.sabai.rider);
  for (const body of [{ to: 'CONFIRMED' }, { to: 'PACKED' }, { to: 'OUT_FOR_DELIVERY', riderId: 'SB-R01' }]) {
    expect((await call(s.app, 'POST', `/api/orders/${id}/${SU}/transition`, { token: staff, body })).status).toBe(200);
  }
  expect((await upload(s.app, `/api/rider/deliveries/${id}/${SU}/proof`, rider, await imageBytes())).status).toBe(201);
  const delivered = await call(s.app, 'POST', `/api/rider/deliveries/${id}/${SU}/deliver`, { token: rider, body: {} });
  expect(delivered.status).toBe(200);
  const order = await call(s.app, 'GET', `/api/orders/history/${id}/${SU}`, { token: customer });
  return { id, total: order.body.Order.Total, earned: order.body.Order.PointsEarned };
}

describe('tier changes at delivery', () => {
  it('records no change while the customer stays in the tier they held; records Member → Silver when an order crosses 20,000; a repeated delivery earns nothing more', async () => {
    const customer = await customerToken(s.app, T, DEMO.sabai.customer);
    const tierInfo = async () => (await call(s.app, 'GET', '/api/crm-service/user/tier/info', { token: customer })).body.Data;
    expect(await tierInfo()).toMatchObject({ AccumulatedOrderAmount: 0, CurrentTier: { NameEn: 'Member' }, LastChange: null });

    // A first small order: still a Member, as before it; nothing "became" anything.
    const small = await deliveredOrder(customer, 'T-TIER-S', 1);
    expect(small.earned).toBe(Math.floor(small.total / 100));
    expect(await tierInfo()).toMatchObject({ AccumulatedOrderAmount: small.total, CurrentTier: { NameEn: 'Member' }, LastChange: null });

    // The rider taps "Confirm delivery" again (a retry): refused, and the order earned once.
    const rider = await riderToken(s.app, T, DEMO.sabai.rider);
    const again = await call(s.app, 'POST', `/api/rider/deliveries/${small.id}/${SU}/deliver`, { token: rider, body: {} });
    expect(again.status).toBe(409);
    const received = (await call(s.app, 'GET', '/api/crm-service/owner/history/increment?take=100', { token: customer })).body.Data.items as { Kind: string; OrderId: string | null }[];
    expect(received.filter((e) => e.OrderId === small.id)).toHaveLength(1);

    // 20,000 baht more: Silver from this order on; the points of the order are at the Member rate.
    const big = await deliveredOrder(customer, 'T-TIER-B', 2);
    expect(big.earned).toBe(Math.floor(big.total / 100));
    const info = await tierInfo();
    expect(info).toMatchObject({ CurrentTier: { NameEn: 'Silver' }, LastChange: { FromTierId: 1, ToTierId: 2, OrderId: big.id } });
  });
});
