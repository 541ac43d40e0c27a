import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, newKey, placeOrder, shipToOf, stockOf } from './fixtures';
import { takeStock } from '../../../src/server/routes/orders/stock';
import type { Queryable } from '../../../src/server/db/index';
import { KEY_REUSED_MESSAGE } from '../../../src/server/routes/orders/place';
import { lockCoupon } from '../../../src/server/routes/coupons/store';

// Every guard on money with ten or more contenders. On PostgreSQL (TEST_DATABASE_URL) the requests
// run side by side on a pool of connections, so a removed lock or atomic condition shows as a wrong
// count; on the embedded database, which runs one statement at a time, the same tests check the
// outcome logic.
let s: TestServer;
const T = 'sabai';
const CONTENDERS = 10;

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001', '1002'], [
    { code: 'T-THOUSAND', name: 'สินค้าพันบาท', price: 1000, stock: 10_000 },
    { code: 'T-CHEAP', name: 'สินค้าราคาถูก', price: 35, stock: 10_000 },
    { code: 'T-SHELF', name: 'สินค้าชั้นเดียว', price: 40, stock: 10 },
  ]);
});
afterAll(async () => { await s?.close(); });

const line = (code: string, qty: number) => [{ P_Code: code, qty1: qty, qty2: 0, qty3: 0 }];
const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort((a, b) => a - b);
const ordersWithKey = async (key: string) =>
  (await s.db.query<{ customer_code: string; sale_unit: string }>(
    `SELECT o.customer_code, o.sale_unit FROM order_requests r JOIN orders o ON o.tenant_id = r.tenant_id AND o.order_id = r.order_id
      WHERE r.tenant_id = $1 AND r.idempotency_key = $2 ORDER BY o.customer_code`, [T, key]));

/** PostgreSQL: resolves 'waiting' once some statement of this database waits on a lock (the race is set up). */
async function lockWait(): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const [{ n }] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    if (n > 0) return 'waiting';
    await new Promise((r) => setTimeout(r, 50));
  }
  return 'never waited';
}

/**
 * Places `order` while another transaction, which has run `hold`, keeps its row locks; on PostgreSQL
 * it commits only once the order waits on them (PGlite runs the holder first whatever we do).
 */
async function placeUnderHeldRows(hold: (tx: Queryable) => Promise<void>, order: () => ReturnType<typeof placeOrder>): ReturnType<typeof placeOrder> {
  const other = await s.openSecondDb();
  let commit!: () => void;
  const gate = new Promise<void>((r) => { commit = r; });
  let held!: () => void;
  const holding = new Promise<void>((r) => { held = r; });
  const holder = other.db.transaction(async (tx) => {
    await hold(tx);
    held();
    await gate;
  });
  try {
    await holding;
    const placing = order();
    if (process.env.TEST_DATABASE_URL) {
      expect(await Promise.race([lockWait(), placing.then((r) => `answered first: ${r.status} ${JSON.stringify(r.body)}`)])).toBe('waiting');
    }
    commit();
    await holder;
    return await placing;
  } finally {
    commit();
    await holder.catch(() => {});
    await other.close();
  }
}

describe('credit limit under concurrency', () => {
  it(`places exactly one of ${CONTENDERS} parallel credit orders the balance covers once, and raises the debt once`, async () => {
    const credit = await customerToken(s.app, T, DEMO.sabai.credit);
    const ship = await shipToOf(s.app, credit);
    // Balance 1,499.50: one order of 1,000 fits, a second would not.
    await s.db.query("UPDATE customers SET authorize_amount = 14000, debt_amount = 12500.5 WHERE tenant_id = $1 AND customer_code = 'SB0002'", [T]);
    const results = await Promise.all(Array.from({ length: CONTENDERS }, () =>
      placeOrder(s.app, credit, { paymentMethod: 'AR', shipToCode: ship, lines: line('T-THOUSAND', 1) })));
    expect(statuses(results)).toEqual([201, ...Array(CONTENDERS - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      // Refused by the quote (the balance read before) or by the atomic debt update (raced): both name the field.
      expect(r.body.Errors).toHaveLength(1);
      expect(r.body.Errors[0].field).toBe('/body/paymentMethod');
      expect(['Please enter total amount less than or equal to 499.50', 'the credit balance does not cover the total']).toContain(r.body.Errors[0].reason);
    }
    const [row] = await s.db.query<{ d: string }>("SELECT debt_amount AS d FROM customers WHERE tenant_id = $1 AND customer_code = 'SB0002'", [T]);
    expect(Number(row.d)).toBe(13500.5);
    const [{ n }] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND customer_code = 'SB0002' AND payment_method = 'AR'", [T]);
    expect(n).toBe(1);
  });
});

describe('coupon single use under concurrency', () => {
  it(`locks a coupon for exactly one of ${CONTENDERS} parallel orders`, async () => {
    const customer = await customerToken(s.app, T, DEMO.sabai.customer);
    const ship = await shipToOf(s.app, customer);
    const results = await Promise.all(Array.from({ length: CONTENDERS }, (_, i) =>
      placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: ship, couponId: 'SB0001-P10', remark: `race ${i}`, lines: line('T-CHEAP', 20) })));
    expect(statuses(results)).toEqual([201, ...Array(CONTENDERS - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.Message).toBe('This coupon has already been used');
    const winner = results.find((r) => r.status === 201)!;
    const used = await s.db.query<{ order_id: string }>(
      "SELECT order_id FROM orders WHERE tenant_id = $1 AND coupon_id = 'SB0001-P10'", [T]);
    expect(used.map((u) => u.order_id)).toEqual([winner.body.Order.OrderID]);
  });
});

describe('coupon taken between the quote and the lock', () => {
  // The race above is decided by timing: most losers are refused by the quote, which already sees the
  // coupon used. Here another order holds the coupon's row lock while this one is quoted (the quote
  // sees it free), so this order's lock must be the one that refuses it.
  it('refuses the order with the coupon named, and places nothing, when the coupon is locked under it', async () => {
    const customer = await customerToken(s.app, T, DEMO.sabai.customer);
    const ship = await shipToOf(s.app, customer);
    const r = await placeUnderHeldRows(
      async (tx) => { expect(await lockCoupon(tx, T, 'SB0001-C50', 'SB0001', 'SO-HOLDER', new Date(s.clock.now))).toBe(true); },
      () => placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: ship, couponId: 'SB0001-C50', lines: line('T-CHEAP', 20) }),
    );
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ Message: 'This coupon has already been used', Errors: [{ field: '/body/couponId', reason: 'This coupon has already been used' }] });
    const used = await s.db.query("SELECT order_id FROM orders WHERE tenant_id = $1 AND coupon_id = 'SB0001-C50'", [T]);
    expect(used).toEqual([]);
  });
});

describe('stock taken between the quote and the take', () => {
  // As for the coupon above: another order holds the stock row (7 of 10 taken, not committed) while
  // this one is quoted against 10, so this order's conditional take is what refuses it, and its
  // message must name what is really left after the other order.
  it('refuses the order naming the 3 left when another order took 7 of 10 under it', async () => {
    const customer = await customerToken(s.app, T, DEMO.sabai.customer);
    const ship = await shipToOf(s.app, customer);
    const r = await placeUnderHeldRows(
      (tx) => takeStock(tx, T, '1001', [{ P_Code: 'T-SHELF', quantity: 7, label: 'T-SHELF', unitName: 'ชิ้น' }], new Date(s.clock.now)),
      () => placeOrder(s.app, customer, { paymentMethod: 'COD', shipToCode: ship, lines: line('T-SHELF', 5) }),
    );
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ Message: 'Not enough stock for T-SHELF สินค้าชั้นเดียว: 3 ชิ้น left, 5 ordered', Errors: [{ field: '/lines/T-SHELF', reason: 'only 3 left' }] });
    expect(await stockOf(s.db, T, '1001', 'T-SHELF')).toBe(3);
  });
});

describe('idempotency key scope', () => {
  it('gives each customer its own order for one key used by both, ten requests in parallel', async () => {
    const a = await customerToken(s.app, T, DEMO.sabai.customer);
    const b = await customerToken(s.app, T, DEMO.sabai.credit);
    const shipA = await shipToOf(s.app, a);
    const shipB = await shipToOf(s.app, b);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: CONTENDERS }, (_, i) => i % 2 === 0
      ? placeOrder(s.app, a, { paymentMethod: 'COD', shipToCode: shipA, lines: line('T-CHEAP', 1) }, key)
      : placeOrder(s.app, b, { paymentMethod: 'COD', shipToCode: shipB, lines: line('T-CHEAP', 1) }, key)));
    expect(statuses(results)).toEqual([...Array(CONTENDERS - 2).fill(200), 201, 201]);
    expect((await ordersWithKey(key)).map((o) => o.customer_code)).toEqual(['SB0001', 'SB0002']);
  });

  it('refuses the same key at another centre of the same customer instead of replaying or doubling', async () => {
    const at1001 = await customerToken(s.app, T, DEMO.sabai.customer);
    const swap = await call(s.app, 'GET', '/authen/swapdc/1002', { token: at1001 });
    expect(swap.status).toBe(200);
    const at1002: string = swap.body.jtoken;
    const ship = await shipToOf(s.app, at1001);
    const key = newKey();
    const body = { paymentMethod: 'COD', shipToCode: ship, lines: line('T-CHEAP', 1) };
    const results = await Promise.all(Array.from({ length: CONTENDERS }, (_, i) =>
      placeOrder(s.app, i % 2 === 0 ? at1001 : at1002, body, key)));
    const stored = await ordersWithKey(key);
    expect(stored).toHaveLength(1);
    const winnerCentre = stored[0].sale_unit;
    const winners = results.filter((r) => r.status === 201);
    expect(winners).toHaveLength(1);
    // The winner's centre replays its order; the other centre is told the key belongs to another order.
    const replays = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(replays).toHaveLength(CONTENDERS / 2 - 1);
    expect(refused).toHaveLength(CONTENDERS / 2);
    for (const r of replays) expect(r.body.Order.OrderID).toBe(winners[0].body.Order.OrderID);
    for (const r of refused) expect(r.body.Message).toBe(KEY_REUSED_MESSAGE);
    expect(['1001', '1002']).toContain(winnerCentre);
  });
});
