import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, newKey, placeOrder, shipToOf } from '../orders/fixtures';

// Signed in as agent, the credit line is the agent's (spec section 6): AR orders of several
// clients at once draw on one agent balance and never past it, on PGlite and PostgreSQL.
let s: TestServer;
const T = 'sabai';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1002'], [{ code: 'T-CR1', name: 'สินค้าเครดิต', price: 100, taxType: '1', stock: null }]);
  await s.db.query("UPDATE customers SET authorize_amount = 1000, debt_amount = 0 WHERE tenant_id = 'sabai' AND customer_code = 'SB0004'");
});
afterAll(async () => { await s?.close(); });

describe('agent credit under contention', () => {
  it('12 AR orders of two clients at once take exactly what the agent\'s balance covers', async () => {
    const agent = await customerToken(s.app, T, DEMO.sabai.agent);
    expect((await call(s.app, 'PUT', '/api/agents/products/T-CR1', { token: agent, body: { price1: 100 } })).status).toBe(200);
    const clients: { token: string; ship: string; code: string }[] = [];
    for (const mobileNo of ['0899991001', '0899991002']) {
      const reg = await call(s.app, 'POST', '/api/agents/customers', { token: agent, body: { name: `ลูกค้า ${mobileNo}`, mobileNo } });
      const sw = await call(s.app, 'POST', `/api/agents/customers/${reg.body.Customer.CustomerCode}/switch`, { token: agent, body: {} });
      clients.push({ token: sw.body.jtoken, ship: await shipToOf(s.app, sw.body.jtoken), code: reg.body.Customer.CustomerCode });
    }
    const lines = [{ P_Code: 'T-CR1', qty1: 1, qty2: 0, qty3: 0 }];
    const quote = await call(s.app, 'POST', '/api/checkout/quote', { token: clients[0].token, body: { lines, paymentMethod: 'AR', shipToCode: clients[0].ship } });
    expect(quote.body).toMatchObject({ CreditBalance: 1000, CanPlace: true });
    const total: number = quote.body.Total;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => {
      const c = clients[i % 2];
      return placeOrder(s.app, c.token, { paymentMethod: 'AR', shipToCode: c.ship, lines }, newKey());
    }));
    const ok = results.filter((r) => r.status === 201).length;
    expect(ok).toBe(Math.floor(1000 / total));
    expect(results.filter((r) => r.status !== 201).map((r) => r.status)).toEqual(Array(12 - ok).fill(409));
    const [agentRow] = await s.db.query<{ debt_amount: string }>("SELECT debt_amount FROM customers WHERE tenant_id = 'sabai' AND customer_code = 'SB0004'");
    expect(Number(agentRow.debt_amount)).toBeCloseTo(ok * total, 2);
    const clientDebts = await s.db.query<{ debt_amount: string }>('SELECT debt_amount FROM customers WHERE tenant_id = $1 AND customer_code = ANY($2::text[])', [T, clients.map((c) => c.code)]);
    expect(clientDebts.map((r) => Number(r.debt_amount))).toEqual([0, 0]);
  });
});
