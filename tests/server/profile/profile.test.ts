// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, DEMO, guestToken, startTestServer, type TestServer } from '../helpers';

let s: TestServer;
let sabai: string;
let khongdee: string;
beforeAll(async () => {
  s = await startTestServer();
  sabai = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  khongdee = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
}, 60_000);
afterAll(() => s.close());

describe('buyer profile API', () => {
  it('edits the profile and answers the updated user with a fresh token; bad fields are named', async () => {
    const ok = await call(s.app, 'POST', '/authen/customerProfile/update', { token: sabai, body: { name: 'ร้านสมศรีการค้า (ใหม่)', email: 'somsri@example.com', phone: '021234567', zip: '10310' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ CUSTOMERNAME: 'ร้านสมศรีการค้า (ใหม่)', Email: 'somsri@example.com', Phone: '021234567', ZIP: '10310', CUSTOMERCODE: 'SB0001' });
    expect(typeof ok.body.jtoken).toBe('string');
    const again = await call(s.app, 'POST', '/authen/customerProfile', { token: sabai, body: {} });
    expect(again.body.CUSTOMERNAME).toBe('ร้านสมศรีการค้า (ใหม่)');

    const bad = await call(s.app, 'POST', '/authen/customerProfile/update', { token: sabai, body: { name: '', zip: '123', extra: 1 } });
    expect(bad.status).toBe(400);
    const fields = (bad.body.Errors as { field: string }[]).map((e) => e.field).join(' ');
    expect(fields).toMatch(/name/);
    expect(fields).toMatch(/zip/);

    // Stored trimmed: spaces only would leave the shop without a name.
    const blank = await call(s.app, 'POST', '/authen/customerProfile/update', { token: sabai, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/body/name']);
  });

  it('refuses guests', async () => {
    const guest = await guestToken(s.app, 'sabai');
    const r = await call(s.app, 'POST', '/authen/customerProfile/update', { token: guest, body: { name: 'x' } });
    expect(r.status).toBe(403);
  });

  it('records PDPA accept and refuse of the current version; the latest decision wins', async () => {
    const policy = await call(s.app, 'GET', '/api/contents/pdpa', { tenant: 'sabai' });
    const version = policy.body.Version as string;
    expect((await call(s.app, 'GET', '/api/Customers/pdpa', { token: sabai })).body.Data).toBeNull();
    const accept = await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: sabai, body: { Customer_Id: 'SB0001', SaleUnit: '1001', Type: true, Version: version } });
    expect(accept.status).toBe(200);
    expect((await call(s.app, 'GET', '/api/Customers/pdpa', { token: sabai })).body.Data).toMatchObject({ Accepted: true, Version: version });
    s.clock.advance(1000);
    await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: sabai, body: { Customer_Id: 'SB0001', SaleUnit: '1001', Type: false, Version: version } });
    expect((await call(s.app, 'GET', '/api/Customers/pdpa', { token: sabai })).body.Data).toMatchObject({ Accepted: false });
  });

  it('refuses consent for another customer and an outdated version', async () => {
    const other = await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: sabai, body: { Customer_Id: 'SB0002', Type: true } });
    expect(other.status).toBe(403);
    const old = await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: sabai, body: { Customer_Id: 'SB0001', Type: true, Version: 'v-not-current' } });
    expect(old.status).toBe(400);
  });

  it('stores tenant profile form answers validated by the form schema; a tenant without the form gets 404', async () => {
    expect((await call(s.app, 'GET', '/api/Customers/forms/groupQA', { token: sabai })).body.Data).toBeNull();
    const bad = await call(s.app, 'PUT', '/api/Customers/forms/groupQA', { token: sabai, body: { shopType: 'castle' } });
    expect(bad.status).toBe(400);
    const fields = (bad.body.Errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/shopType', '/staffCount']));
    const answers = { shopType: 'minimart', staffCount: 4, interests: 'เครื่องดื่ม' };
    expect((await call(s.app, 'PUT', '/api/Customers/forms/groupQA', { token: sabai, body: answers })).status).toBe(200);
    expect((await call(s.app, 'GET', '/api/Customers/forms/groupQA', { token: sabai })).body.Data).toEqual(answers);
    expect((await call(s.app, 'GET', '/api/Customers/forms/groupQA', { token: khongdee })).status).toBe(404);
    expect((await call(s.app, 'PUT', '/api/Customers/forms/register', { token: sabai, body: {} })).status).toBe(404);
  });
});
