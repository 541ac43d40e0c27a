// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from '../../../scripts/lib/balancer';
import { buildApp, type App } from '../../../src/server/app';
import { DEMO, customerToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, newKey, shipToOf, stockOf } from '../orders/fixtures';

/*
 * Issue 18's cut-off path: a process commits an order and dies before its answer leaves (here:
 * the socket is destroyed after the handler finished). The balancer answers 502; the client
 * retries with the same Idempotency-Key, the balancer sends it to the other process, and that
 * process replays the stored order: one order, one stock movement, the same order number.
 */
let s: TestServer;
let other: App;
let second: Awaited<ReturnType<TestServer['openSecondDb']>>;
let lb: Balancer;
let customer: string;
let shipTo: string;
let cutNext = false;
const served: string[] = [];

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, 'sabai', ['1001'], [{ code: 'T-CUT', name: 'สินค้าตัดสาย', price: 20, stock: 100 }]);
  second = await s.openSecondDb();
  // The process that dies mid-answer: its own pool on the same database, like a second server.
  other = await buildApp({ config: s.app.config, db: second.db, watchTenants: false });
  other.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'POST' && request.url === '/api/orders') {
      served.push('other');
      if (cutNext) { cutNext = false; request.raw.socket.destroy(); }
    }
    return payload;
  });
  const urlOther = await other.listen({ port: 0, host: '127.0.0.1' });
  const urlMain = await s.app.listen({ port: 0, host: '127.0.0.1' });
  // Round robin starts with the first backend: the first order goes to the one that dies.
  lb = await startBalancer({ port: 0, backends: [urlOther, urlMain], checkMs: 60_000 });
  customer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  shipTo = await shipToOf(s.app, customer);
}, 180_000);
afterAll(async () => {
  await lb?.close();
  await other?.close();
  await second?.close();
  await s?.close();
});

const place = (key: string, body: unknown) => fetch(`http://127.0.0.1:${lb.port}/api/orders`, {
  method: 'POST', body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}`, tenantid: 'sabai', 'idempotency-key': key },
});

describe('an order cut off after it was sent', () => {
  it('is answered 502 by the balancer and replayed, not placed again, when retried with its key on the other process', async () => {
    const key = newKey();
    const body = { paymentMethod: 'COD', shipToCode: shipTo, lines: [{ P_Code: 'T-CUT', qty1: 3, qty2: 0, qty3: 0 }] };
    const [{ n: before }] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'sabai'");
    cutNext = true;
    const cut = await place(key, body);
    expect(cut.status).toBe(502);
    expect((await cut.json()).Message).toMatch(/same Idempotency-Key/);
    expect(served).toEqual(['other']);

    const retry = await place(key, body);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const order = (await retry.json()).Order;
    const rows = await s.db.query<{ order_id: string }>("SELECT order_id FROM orders WHERE tenant_id = 'sabai' AND created_at IS NOT NULL ORDER BY order_id");
    expect(rows).toHaveLength(before + 1);
    expect(rows.map((r) => r.order_id)).toContain(order.OrderID);
    const [{ n: stored }] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM order_requests WHERE tenant_id = 'sabai' AND idempotency_key = $1", [key]);
    expect(stored).toBe(1);
    expect(await stockOf(s.db, 'sabai', '1001', 'T-CUT')).toBe(97);
    // The retry was served by the process that did not die.
    expect(served).toEqual(['other']);
  });
});
