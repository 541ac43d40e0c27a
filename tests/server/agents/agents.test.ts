import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, claims, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, placeOrder, shipToOf } from '../orders/fixtures';
import { AGENT_TABLES, rowHashes } from './fixtures';

// The agent's whole path through the API: register a client, build an assortment with own prices,
// switch into the client, order at the agent's prices, switch back and find the order; the
// salesperson's figures; and every way an agent might reach a customer who is not theirs.
let s: TestServer;
let agent: string;
let client: string;
let clientCode: string;
let orderId: string;
let orderTotal: number;
const T = 'sabai';

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1002', '1004'], [
    { code: 'T-AG1', name: 'น้ำดื่มตัวแทน', price: 100, taxType: '1', packRate: 12, stock: 100 },
    { code: 'T-AG2', name: 'ขนมตัวแทน', price: 50, taxType: '1', stock: 100 },
  ]);
  agent = await customerToken(s.app, T, DEMO.sabai.agent);
});
afterAll(async () => { await s?.close(); });

describe('agent clients', () => {
  it('refuses a customer who is not an agent', async () => {
    const plain = await customerToken(s.app, T, DEMO.sabai.customer);
    const r = await call(s.app, 'GET', '/api/agents/customers', { token: plain });
    expect(r.status).toBe(403);
    expect(r.body.Message).toBe('Only verified agents have clients');
  });

  it('names every bad field of a new client and writes nothing', async () => {
    const before = await rowHashes(s.db, AGENT_TABLES);
    const r = await call(s.app, 'POST', '/api/agents/customers', { token: agent, body: { name: '', mobileNo: '12', extra: 1 } });
    expect(r.status).toBe(400);
    const fields = r.body.Errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/body/name', '/body/mobileNo', '/body/extra']));
    // A name of spaces only is stored trimmed, as no name: refused too.
    const blank = await call(s.app, 'POST', '/api/agents/customers', { token: agent, body: { name: '   ', mobileNo: '0899990009' } });
    expect(blank.status).toBe(400);
    expect(blank.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/body/name']);
    expect(await rowHashes(s.db, AGENT_TABLES)).toEqual(before);
  });

  it('registers a client under the agent, with the spec\'s duplicate and inactive messages', async () => {
    const r = await call(s.app, 'POST', '/api/agents/customers', { token: agent, body: { name: 'ร้านลูกค้าตัวแทน', mobileNo: '0899990001' } });
    expect(r.status).toBe(200);
    clientCode = r.body.Customer.CustomerCode;
    expect(r.body.Customer).toMatchObject({ CustomerName: 'ร้านลูกค้าตัวแทน', MobileNo: '0899990001', Orders: 0, LastOrder: null });
    const dup = await call(s.app, 'POST', '/api/agents/customers', { token: agent, body: { name: 'x', mobileNo: '0899990001' } });
    expect(dup.status).toBe(409);
    expect(dup.body.Message).toBe("Mobile No '0899990001' is already exist.");
    const inactive = await call(s.app, 'POST', '/api/agents/customers', { token: agent, body: { name: 'x', mobileNo: DEMO.sabai.inactive } });
    expect(inactive.body.Message).toBe(`User with mobile no '${DEMO.sabai.inactive}' is being inactive. Please contact administrator`);
    const list = await call(s.app, 'GET', '/api/agents/customers?text=0899990', { token: agent });
    expect(list.body).toMatchObject({ Total: 1, Items: [{ CustomerCode: clientCode }] });
    const none = await call(s.app, 'GET', '/api/agents/customers?text=nobody', { token: agent });
    expect(none.body).toMatchObject({ Total: 0, Items: [] });
  });
});

describe('agent assortment', () => {
  it('refuses a price below cost and a product without any unit price, naming the fields', async () => {
    const below = await call(s.app, 'PUT', '/api/agents/products/T-AG1', { token: agent, body: { price1: 99.5, price2: 1000 } });
    expect(below.status).toBe(400);
    expect(below.body.Errors).toEqual([
      { field: '/body/price1', reason: 'price below cost: you pay 100.00 for one ชิ้น' },
      { field: '/body/price2', reason: 'price below cost: you pay 1,200.00 for one แพ็ค' },
    ]);
    const missing = await call(s.app, 'PUT', '/api/agents/products/T-AG1', { token: agent, body: { visible: true } });
    expect(missing.body.Errors).toEqual([{ field: '/body/price1', reason: 'unit missing: give a price for at least one unit' }]);
    const noUnit = await call(s.app, 'PUT', '/api/agents/products/T-AG2', { token: agent, body: { price2: 60 } });
    expect(noUnit.body.Errors).toEqual([{ field: '/body/price2', reason: 'the product has no unit 2' }]);
    const list = await call(s.app, 'GET', '/api/agents/products', { token: agent });
    expect(list.body.Items).toEqual([]);
  });

  it('keeps the agent\'s own prices with the cost beside them', async () => {
    const ok = await call(s.app, 'PUT', '/api/agents/products/T-AG1', { token: agent, body: { price1: 120 } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ P_Code: 'T-AG1', InAssortment: true, Units: [{ Unit: 1, Cost: 100, Price: 120 }, { Unit: 2, Cost: 1200, Price: null }] });
    const hidden = await call(s.app, 'PUT', '/api/agents/products/T-AG2', { token: agent, body: { price1: 55, visible: false } });
    expect(hidden.status).toBe(200);
    const list = await call(s.app, 'GET', '/api/agents/products', { token: agent });
    expect(list.body.Items.map((i: { P_Code: string }) => i.P_Code).sort()).toEqual(['T-AG1', 'T-AG2']);
  });
});

describe('ordering for a client', () => {
  it('switches into the client: the token carries the agent, the user is the client, the switch is audited', async () => {
    const r = await call(s.app, 'POST', `/api/agents/customers/${clientCode}/switch`, { token: agent, body: {} });
    expect(r.status).toBe(200);
    client = r.body.jtoken;
    expect(claims(client)).toMatchObject({ UserId: clientCode, ActorId: 'SB0004', ActorKind: 'agent', SaleUnit: '1002' });
    expect(r.body.Customer).toMatchObject({ CUSTOMERCODE: clientCode, AgentCode: 'SB0004' });
    expect(r.body.Customer.UserId).toBeUndefined();
    const [audit] = await s.db.query<{ action: string; actor_id: string }>("SELECT action, actor_id FROM audit_log WHERE tenant_id = 'sabai' AND target = $1 AND action = 'agent.switchToClient'", [clientCode]);
    expect(audit).toMatchObject({ actor_id: 'SB0004' });
  });

  it('prices the client\'s cart at the agent\'s price and refuses what the agent does not offer', async () => {
    await call(s.app, 'PUT', '/api/cart/lines', { token: client, body: { P_Code: 'T-AG1', qty1: 2, qty2: 0, qty3: 0 } });
    const cart = await call(s.app, 'GET', '/api/cart', { token: client });
    expect(cart.body.Lines[0]).toMatchObject({ P_Code: 'T-AG1', Amount: 240 });
    const ship = await shipToOf(s.app, client);
    const hidden = await call(s.app, 'POST', '/api/checkout/quote', { token: client, body: { lines: [{ P_Code: 'T-AG2', qty1: 1, qty2: 0, qty3: 0 }], paymentMethod: 'COD', shipToCode: ship } });
    expect(hidden.body.CanPlace).toBe(false);
    expect(hidden.body.Problems[0]).toMatchObject({ P_Code: 'T-AG2', Code: 'disabled' });
    const pack = await call(s.app, 'POST', '/api/checkout/quote', { token: client, body: { lines: [{ P_Code: 'T-AG1', qty1: 0, qty2: 1, qty3: 0 }], paymentMethod: 'COD', shipToCode: ship } });
    expect(pack.body.Problems[0]).toMatchObject({ Code: 'unitNotSold' });
  });

  it('places the order recording the client and the agent', async () => {
    const ship = await shipToOf(s.app, client);
    const r = await placeOrder(s.app, client, { paymentMethod: 'COD', shipToCode: ship, lines: [{ P_Code: 'T-AG1', qty1: 2, qty2: 0, qty3: 0 }] });
    expect(r.status).toBe(201);
    orderId = r.body.Order.OrderID;
    expect(r.body.Order).toMatchObject({ Subtotal: 240 });
    const [row] = await s.db.query<{ customer_code: string; agent_code: string; salesperson_id: string | null; subtotal: string; total: string }>(
      'SELECT customer_code, agent_code, salesperson_id, subtotal, total FROM orders WHERE tenant_id = $1 AND order_id = $2', [T, orderId]);
    expect(row).toMatchObject({ customer_code: clientCode, agent_code: 'SB0004', salesperson_id: null });
    expect(Number(row.subtotal)).toBe(240);
    orderTotal = Number(row.total);
    const [event] = await s.db.query<{ actor_kind: string; actor_id: string }>("SELECT actor_kind, actor_id FROM order_events WHERE tenant_id = $1 AND order_id = $2 AND action = 'place'", [T, orderId]);
    expect(event).toEqual({ actor_kind: 'agent', actor_id: 'SB0004' });
  });

  it('keeps a client token out of the agent pages and the centre switch', async () => {
    expect((await call(s.app, 'GET', '/api/agents/customers', { token: client })).status).toBe(403);
    expect((await call(s.app, 'PUT', '/api/agents/products/T-AG1', { token: client, body: { price1: 500 } })).status).toBe(403);
    // The client's shopping list: visible products only, no costs.
    const list = await call(s.app, 'GET', '/api/agents/products', { token: client });
    expect(list.body.Items).toMatchObject([{ P_Code: 'T-AG1', Units: [{ Cost: null, Price: 120 }, { Cost: null, Price: null }] }]);
  });

  it('switches back and finds the order under the client', async () => {
    const r = await call(s.app, 'POST', '/api/agents/switchBack', { token: client, body: {} });
    expect(r.status).toBe(200);
    agent = r.body.jtoken;
    expect(claims(agent)).toMatchObject({ UserId: 'SB0004' });
    expect(claims(agent).ActorId).toBeUndefined();
    const detail = await call(s.app, 'GET', `/api/agents/customers/${clientCode}`, { token: agent });
    expect(detail.body).toMatchObject({ Orders: 1, LastOrder: { OrderId: orderId, Total: orderTotal }, OrdersList: [{ OrderId: orderId, ByAgent: true }] });
    expect((await call(s.app, 'POST', '/api/agents/switchBack', { token: agent, body: {} })).status).toBe(403);
  });
});

describe('an agent never reaches a customer who is not theirs', () => {
  it('404 for another customer of the tenant and for another tenant\'s customer; nothing written', async () => {
    const before = await rowHashes(s.db, AGENT_TABLES);
    for (const code of ['SB0001', 'SB0004', 'KD0001', 'NOPE']) {
      expect((await call(s.app, 'GET', `/api/agents/customers/${code}`, { token: agent })).status).toBe(404);
      expect((await call(s.app, 'POST', `/api/agents/customers/${code}/switch`, { token: agent, body: {} })).status).toBe(404);
    }
    const khongdeeAgent = await customerToken(s.app, 'khongdee', DEMO.khongdee.agent);
    // khongdee does not enable agents (403); were it on, the code is not theirs (404).
    expect([403, 404]).toContain((await call(s.app, 'GET', `/api/agents/customers/${clientCode}`, { token: khongdeeAgent })).status);
    expect([403, 404]).toContain((await call(s.app, 'POST', `/api/agents/customers/${clientCode}/switch`, { token: khongdeeAgent, body: {} })).status);
    // A plain customer's token cannot become anyone's client session either.
    const plain = await customerToken(s.app, T, DEMO.sabai.customer);
    expect((await call(s.app, 'POST', `/api/agents/customers/${clientCode}/switch`, { token: plain, body: {} })).status).toBe(403);
    expect(await rowHashes(s.db, AGENT_TABLES)).toEqual(before);
  });

  it('a client token stops working for ordering once the client is no longer the agent\'s', async () => {
    const r = await call(s.app, 'POST', `/api/agents/customers/${clientCode}/switch`, { token: agent, body: {} });
    const token = r.body.jtoken;
    await s.db.query('DELETE FROM agent_clients WHERE tenant_id = $1 AND customer_code = $2', [T, clientCode]);
    const before = await rowHashes(s.db, AGENT_TABLES);
    const q = await placeOrder(s.app, token, { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, token), lines: [{ P_Code: 'T-AG1', qty1: 1, qty2: 0, qty3: 0 }] });
    expect(q.status).toBe(403);
    expect(await rowHashes(s.db, AGENT_TABLES)).toEqual(before);
    await s.db.query('INSERT INTO agent_clients (tenant_id, customer_code, agent_code) VALUES ($1, $2, $3)', [T, clientCode, 'SB0004']);
  });
});

describe('my sales', () => {
  it('shows the salesperson the agent\'s order among their figures, not another tenant\'s salesperson', async () => {
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    const r = await call(s.app, 'GET', '/api/sales/mysales?from=2026-11-01&to=2026-11-30', { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.Summary).toMatchObject({ Orders: 1, Amount: orderTotal, AgentOrders: 1 });
    expect(r.body.ByDay).toEqual([{ Date: '2026-11-20', Orders: 1, Amount: orderTotal }]);
    expect(r.body.ByMonth).toEqual([{ Month: '2026-11', Orders: 1, Amount: orderTotal }]);
    expect(r.body.TopProducts[0]).toMatchObject({ P_Code: 'T-AG1', Quantity: 2, Amount: 240 });
    expect(r.body.Orders).toMatchObject([{ OrderId: orderId, CustomerCode: clientCode, PlacedBy: 'agent' }]);
    expect(r.body.NewCustomersList.map((c: { CustomerCode: string }) => c.CustomerCode)).toContain(clientCode);
    const other = await merchantToken(s.app, 'khongdee', DEMO.khongdee.sales);
    const theirs = await call(s.app, 'GET', '/api/sales/mysales?from=2026-11-01&to=2026-11-30', { token: other });
    expect(theirs.body.Summary).toMatchObject({ Orders: 0, Amount: 0 });
    const bad = await call(s.app, 'GET', '/api/sales/mysales?from=2026-12-01&to=2026-11-01', { token: sales });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([{ field: '/query/from', reason: 'must not be after to' }]);
    expect((await call(s.app, 'GET', '/api/sales/mysales', { token: agent })).status).toBe(403);
  });

  it('registration from the back office lands the customer under the salesperson', async () => {
    const info = await call(s.app, 'GET', '/api/sales/registerinfo?dist=1001&saleCode=SB-S001', { tenant: T });
    expect(info.body).toEqual({ Centre: { SaleUnit: '1001', Name: expect.any(String) }, Salesperson: { SaleCode: 'SB-S001', Name: 'สมชาย ขายเก่ง' } });
    const wrong = await call(s.app, 'GET', '/api/sales/registerinfo?dist=1003&saleCode=SB-S001', { tenant: T });
    expect(wrong.body.Errors).toEqual([{ field: '/query/saleCode', reason: 'does not work at this distribution centre' }]);
    const before = await rowHashes(s.db, AGENT_TABLES);
    const refused = await call(s.app, 'POST', '/authen/register', { tenant: T, body: { name: 'x', mobileNo: '0899990002', password: 'secret123', confirmPassword: 'secret123', saleUnit: '1001', saleCode: 'KD-S001' } });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([{ field: '/body/saleCode', reason: 'is not a salesperson of this shop' }]);
    expect(await rowHashes(s.db, AGENT_TABLES)).toEqual(before);
    const ok = await call(s.app, 'POST', '/authen/register', { tenant: T, body: { name: 'ร้านจาก QR', mobileNo: '0899990002', password: 'secret123', confirmPassword: 'secret123', saleUnit: '1001', saleCode: 'SB-S001' } });
    expect(ok.status).toBe(200);
    const [link] = await s.db.query('SELECT user_id, sale_unit FROM salesperson_customers WHERE tenant_id = $1 AND customer_code = $2', [T, ok.body.user.CUSTOMERCODE]);
    expect(link).toEqual({ user_id: 'SB-S001', sale_unit: '1001' });
  });
});
