import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';

// Customer tags as the back office and other clients see them: the master with per-field 400s,
// assignment written into RouteStep2 (what the customer pages and promotion picker read), centre,
// role and tenant scope, and the audit trail.
let s: TestServer;
let sales: string;
let admin: string;
let otherAdmin: string;
let customer: string;
const T = 'sabai';

async function routeStep2(code: string): Promise<string> {
  const [row] = await s.db.query<{ route_step2: string }>('SELECT route_step2 FROM customers WHERE tenant_id = $1 AND customer_code = $2', [T, code]);
  return row.route_step2;
}

beforeAll(async () => {
  s = await startTestServer();
  sales = await merchantToken(s.app, T, DEMO.sabai.sales);
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
  otherAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
});
afterAll(async () => { await s?.close(); });

describe('tag master', () => {
  it('lists the demo tags already on customers, with counts in the caller\'s centres', async () => {
    const r = await call(s.app, 'GET', '/api/tags', { token: sales });
    expect(r.status).toBe(200);
    const retail = r.body.Data.find((t: { Code: string }) => t.Code === 'RETAIL');
    expect(retail).toMatchObject({ NameEn: 'Retail', NameTh: 'ร้านค้าปลีก', Active: true, CustomerCount: 1 });
    expect(r.body.Data.map((t: { Code: string }) => t.Code)).toEqual(expect.arrayContaining(['AGENT', 'BKK', 'CREDIT', 'WHOLESALE', 'VIP']));
  });

  it('refuses a tag without code or name, field by field', async () => {
    const r = await call(s.app, 'POST', '/api/tags', { token: sales, body: { Code: '', NameTh: ' ', Color: 'red' } });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe('Please enter tag code');
    expect(r.body.Errors).toEqual([
      { field: '/body/Code', reason: 'Please enter tag code' },
      { field: '/body/NameTh', reason: 'Please enter tag name' },
      { field: '/body/Color', reason: 'Please pick a colour (#rrggbb)' },
    ]);
    const bad = await call(s.app, 'POST', '/api/tags', { token: sales, body: { Code: 'A,B', NameTh: 'x' } });
    expect(bad.body.Errors).toEqual([{ field: '/body/Code', reason: 'Tag code may use A-Z, 0-9, _ and - only (up to 30)' }]);
    const unknown = await call(s.app, 'POST', '/api/tags', { token: sales, body: { Code: 'X', NameTh: 'x', Extra: 1 } });
    expect(unknown.status).toBe(400);
  });

  it('creates a tag (code upper-cased), refuses the same code twice, audits it', async () => {
    const r = await call(s.app, 'POST', '/api/tags', { token: sales, body: { Code: 'bigbuyer', NameTh: 'ลูกค้ารายใหญ่', NameEn: 'Big buyer', Color: '#AA3300' } });
    expect(r.status).toBe(200);
    expect(r.body.Code).toBe('BIGBUYER');
    const again = await call(s.app, 'POST', '/api/tags', { token: admin, body: { Code: 'BIGBUYER', NameTh: 'x' } });
    expect(again.status).toBe(400);
    expect(again.body.Errors).toEqual([{ field: '/body/Code', reason: 'This tag code is already in use' }]);
    const one = await call(s.app, 'GET', `/api/tags/${r.body.Id}`, { token: sales });
    expect(one.body).toMatchObject({ Code: 'BIGBUYER', Color: '#aa3300', CanEdit: true, CustomerCount: 0 });
    const [audit] = await s.db.query<{ action: string; actor_id: string }>("SELECT action, actor_id FROM audit_log WHERE tenant_id = $1 AND target = 'tag:BIGBUYER'", [T]);
    expect(audit.action).toBe('tag.create');
  });

  it('lets only the creator or a super admin change a tag', async () => {
    const list = await call(s.app, 'GET', '/api/tags?text=BIGBUYER', { token: sales });
    const id = list.body.Data[0].Id;
    const seeded = (await call(s.app, 'GET', '/api/tags?text=WHOLESALE', { token: sales })).body.Data[0].Id;
    expect((await call(s.app, 'PUT', `/api/tags/${seeded}`, { token: sales, body: { NameEn: 'Mine now' } })).status).toBe(403);
    const mine = await call(s.app, 'PUT', `/api/tags/${id}`, { token: sales, body: { NameEn: 'Big buyers', Active: true } });
    expect(mine.status).toBe(200);
    expect(mine.body.NameEn).toBe('Big buyers');
    const byAdmin = await call(s.app, 'PUT', `/api/tags/${seeded}`, { token: admin, body: { NameEn: 'Wholesalers' } });
    expect(byAdmin.body.NameEn).toBe('Wholesalers');
    expect((await call(s.app, 'PUT', `/api/tags/${id}`, { token: admin, body: { NameTh: '' } })).body.Errors).toEqual([{ field: '/body/NameTh', reason: 'Please enter tag name' }]);
  });
});

describe('assigning a tag', () => {
  it('writes RouteStep2, which the merchant customer list and tag filter then show', async () => {
    const id = (await call(s.app, 'GET', '/api/tags?text=BIGBUYER', { token: sales })).body.Data[0].Id;
    const before = await routeStep2('SB0001');
    const r = await call(s.app, 'POST', `/api/tags/${id}/customers`, { token: sales, body: { Add: ['SB0001', 'SB0002'] } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ Added: 2, Removed: 0, CustomerCount: 2 });
    expect(await routeStep2('SB0001')).toBe(`${before},BIGBUYER`);
    const customers = await call(s.app, 'GET', '/api/customers/list?code=SB0001', { token: sales });
    expect(JSON.stringify(customers.body)).toContain('BIGBUYER');
    const assigned = await call(s.app, 'GET', `/api/tags/${id}/customers?assigned=Y`, { token: sales });
    expect(assigned.body.Data.map((c: { CUSTOMERCODE: string }) => c.CUSTOMERCODE).sort()).toEqual(['SB0001', 'SB0002']);
    expect(assigned.body.Total).toBe(2);
    const notYet = await call(s.app, 'GET', `/api/tags/${id}/customers?assigned=N&take=1`, { token: sales });
    expect(notYet.body.Data).toHaveLength(1);
    expect(notYet.body.Data[0].Assigned).toBe(false);
    // Adding twice changes nothing; removing takes only this tag off.
    expect((await call(s.app, 'POST', `/api/tags/${id}/customers`, { token: sales, body: { Add: ['SB0001'] } })).body.Added).toBe(0);
    const removed = await call(s.app, 'POST', `/api/tags/${id}/customers`, { token: sales, body: { Remove: ['SB0001'] } });
    expect(removed.body).toMatchObject({ Removed: 1, CustomerCount: 1 });
    expect(await routeStep2('SB0001')).toBe(before);
    const audits = await s.db.query<{ after: Record<string, string> }>("SELECT after FROM audit_log WHERE tenant_id = $1 AND action = 'tag.assign' ORDER BY id", [T]);
    expect(audits.at(-1)?.after).toEqual({ SB0001: before });
  });

  it('refuses customers of other centres and changes nothing', async () => {
    const id = (await call(s.app, 'GET', '/api/tags?text=BIGBUYER', { token: sales })).body.Data[0].Id;
    const before = await routeStep2('SB0003');
    const r = await call(s.app, 'POST', `/api/tags/${id}/customers`, { token: sales, body: { Add: ['SB0001', 'SB0003'] } });
    expect(r.status).toBe(403);
    expect(await routeStep2('SB0003')).toBe(before);
    expect((await routeStep2('SB0001')).split(',')).not.toContain('BIGBUYER');
    const list = await call(s.app, 'GET', `/api/tags/${id}/customers?text=SB0003`, { token: sales });
    expect(list.body.Data).toEqual([]);
    // The super admin works for every centre.
    expect((await call(s.app, 'POST', `/api/tags/${id}/customers`, { token: admin, body: { Add: ['SB0003'] } })).body.Added).toBe(1);
  });

  it('gives an inactive tag to nobody', async () => {
    const created = await call(s.app, 'POST', '/api/tags', { token: sales, body: { Code: 'OLD', NameTh: 'เก่า', Active: false } });
    const r = await call(s.app, 'POST', `/api/tags/${created.body.Id}/customers`, { token: sales, body: { Add: ['SB0001'] } });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe('This tag is inactive');
  });

  it('keeps other tenants, customers and anonymous callers out', async () => {
    const id = (await call(s.app, 'GET', '/api/tags?text=BIGBUYER', { token: sales })).body.Data[0].Id;
    expect((await call(s.app, 'GET', `/api/tags/${id}`, { token: otherAdmin })).status).toBe(404);
    expect((await call(s.app, 'POST', `/api/tags/${id}/customers`, { token: otherAdmin, body: { Add: ['SB0001'] } })).status).toBe(404);
    const theirs = await call(s.app, 'GET', '/api/tags', { token: otherAdmin });
    expect(theirs.body.Data.map((t: { Code: string }) => t.Code)).not.toContain('BIGBUYER');
    expect((await call(s.app, 'GET', '/api/tags', { token: customer })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/tags')).status).toBe(401);
  });
});
