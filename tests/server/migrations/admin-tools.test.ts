import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PASSWORD, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { SseClient } from '../sse';

let s: TestServer;
let admin: string;
let sales: string;
let otherAdmin: string;
let base: string;
beforeAll(async () => {
  s = await startTestServer();
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  otherAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
});
afterAll(async () => { await s?.close(); });

const flagOf = async (tenant: string, opt: string) =>
  (await call(s.app, 'POST', '/api/webConfig/items', { tenant, body: { Keys: [opt] } })).body.Data[0]?.OptValue;

describe('/admin/config/sync', () => {
  it('exports one tenant\'s flags and applies them to another after a preview, audited and live', async () => {
    await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'ENABLE_FAQ', OptValue: 'N' } });
    const file = (await call(s.app, 'GET', '/api/merchant/admin/config/sync/export', { token: admin })).body;
    expect(file).toMatchObject({ format: 'talad.webconfig', version: 1, tenantId: 'sabai' });
    expect(file.flags.ENABLE_FAQ).toBe('N');
    expect(file.overridden).toContain('ENABLE_FAQ');

    const before = await flagOf('khongdee', 'ENABLE_FAQ');
    const preview = await call(s.app, 'POST', '/api/merchant/admin/config/sync/preview', { token: otherAdmin, body: { File: file } });
    expect(preview.status, preview.text).toBe(200);
    const faq = preview.body.Changes.find((c: { Opt: string }) => c.Opt === 'ENABLE_FAQ');
    expect(faq).toMatchObject({ Current: before, Incoming: 'N' });
    expect(await flagOf('khongdee', 'ENABLE_FAQ')).toBe(before); // preview writes nothing

    const expected = Object.fromEntries(preview.body.Changes.map((c: { Opt: string; Current: string }) => [c.Opt, c.Current]));
    const applied = await call(s.app, 'POST', '/api/merchant/admin/config/sync/apply', { token: otherAdmin, body: { File: file, Expected: expected } });
    expect(applied.status, applied.text).toBe(200);
    expect(await flagOf('khongdee', 'ENABLE_FAQ')).toBe('N');
    const again = await call(s.app, 'POST', '/api/merchant/admin/config/sync/preview', { token: otherAdmin, body: { File: file } });
    expect(again.body.Changes).toEqual([]);
    const [audit] = await s.db.query<{ after: Record<string, string> }>("SELECT after FROM audit_log WHERE tenant_id = 'khongdee' AND action = 'webConfig.sync'", []);
    expect(audit.after.ENABLE_FAQ).toBe('N');
    // A stale preview is refused.
    const stale = await call(s.app, 'POST', '/api/merchant/admin/config/sync/apply', { token: otherAdmin, body: { File: file, Expected: { ENABLE_FAQ: 'Y' } } });
    expect(stale.status).toBe(409);
  });

  it('an applied file reaches the open browsers of that tenant like any flag flip', async () => {
    const browser = await SseClient.open(`${base}/api/webConfig/stream?tenantId=khongdee`);
    try {
      await browser.next((e) => e.event === 'flags');
      const file = { format: 'talad.webconfig', version: 1, tenantId: 'staging', flags: { ENABLE_HOWTO: 'N' } };
      const applied = await call(s.app, 'POST', '/api/merchant/admin/config/sync/apply', { token: otherAdmin, body: { File: file } });
      expect(applied.body.Applied).toEqual([expect.objectContaining({ Opt: 'ENABLE_HOWTO', Incoming: 'N', Action: 'set' })]);
      const pushed = await browser.next((e) => e.event === 'flags' && (e.data as { flags: Record<string, string> }).flags.ENABLE_HOWTO === 'N');
      expect(pushed).toBeTruthy();
    } finally {
      browser.close();
    }
  });

  it('refuses unknown flags and bad Y/N values with their pointers, and sales staff', async () => {
    const file = { format: 'talad.webconfig', version: 1, flags: { NOT_A_FLAG: 'Y', ENABLE_FAQ: 'maybe', ENABLE_HOWTO: 'N' } };
    const r = await call(s.app, 'POST', '/api/merchant/admin/config/sync/apply', { token: admin, body: { File: file } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([
      { field: '/body/File/flags/NOT_A_FLAG', reason: "unknown flag: tenant 'sabai' has no flag 'NOT_A_FLAG'" },
      { field: '/body/File/flags/ENABLE_FAQ', reason: "must be 'Y' or 'N'" },
    ]);
    expect(await flagOf('sabai', 'ENABLE_HOWTO')).toBe('Y'); // nothing applied
    for (const [method, url] of [['GET', '/api/merchant/admin/config/sync/export'], ['POST', '/api/merchant/admin/config/sync/preview'], ['POST', '/api/merchant/admin/config/sync/apply']]) {
      const denied = await call(s.app, method, url, { token: sales, body: method === 'POST' ? { File: file } : undefined });
      expect(denied.status, url).toBe(403);
    }
  });
});

describe('/utils/customerAllowJson', () => {
  it('edits the list as JSON (dry run, merge, replace, remove) and gates customer logins while the flag is Y', async () => {
    const login = () => call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.customer, password: PASSWORD } });
    const code = (await customerToken(s.app, 'sabai', DEMO.sabai.customer)) && (await login()).body.user.CUSTOMERCODE as string;

    const dup = await call(s.app, 'PUT', '/api/merchant/utils/customerAllowJson', { token: admin, body: { Mode: 'merge', Customers: [{ CustomerCode: 'A1' }, { CustomerCode: 'A1' }] } });
    expect(dup.status).toBe(400);
    expect(dup.body.Errors).toEqual([{ field: '/body/Customers/1/CustomerCode', reason: 'is repeated (first at /body/Customers/0)' }]);

    const dry = await call(s.app, 'PUT', '/api/merchant/utils/customerAllowJson', { token: admin, body: { Mode: 'merge', Customers: [{ CustomerCode: 'NEW-1', Note: 'pilot' }], DryRun: true } });
    expect(dry.body).toMatchObject({ Added: 1, DryRun: true, NotCustomers: ['NEW-1'] });
    expect((await call(s.app, 'GET', '/api/merchant/utils/customerAllowJson', { token: admin })).body.Data).toEqual([]);

    await call(s.app, 'PUT', '/api/merchant/utils/customerAllowJson', { token: admin, body: { Mode: 'merge', Customers: [{ CustomerCode: 'NEW-1', Note: 'pilot' }] } });
    await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'CUSTOMER_ALLOW_LIST', OptValue: 'Y' } });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('This shop is open to invited customers only. Please contact your sales representative.');

    const merged = await call(s.app, 'PUT', '/api/merchant/utils/customerAllowJson', { token: admin, body: { Mode: 'merge', Customers: [{ CustomerCode: code }] } });
    expect(merged.body).toMatchObject({ Added: 1, Removed: 0, NotCustomers: [] });
    expect((await login()).status).toBe(200);
    const view = await call(s.app, 'GET', '/api/merchant/utils/customerAllowJson', { token: admin });
    expect(view.body).toMatchObject({ Flag: 'CUSTOMER_ALLOW_LIST', Enabled: true });
    expect(view.body.Data.map((d: { CustomerCode: string; CustomerName: string | null }) => [d.CustomerCode, d.CustomerName === null])).toEqual([['NEW-1', true], [code, false]].sort());

    const exported = await call(s.app, 'GET', '/api/merchant/utils/customerAllowJson/export', { token: admin });
    expect(exported.body).toMatchObject({ format: 'talad.customerAllowList', customers: expect.arrayContaining([{ CustomerCode: code, Note: '' }]) });

    const replaced = await call(s.app, 'PUT', '/api/merchant/utils/customerAllowJson', { token: admin, body: { Mode: 'replace', Customers: [{ CustomerCode: 'NEW-1', Note: 'pilot' }] } });
    expect(replaced.body).toMatchObject({ Added: 0, Removed: 1, Unchanged: 1 });
    expect((await login()).status).toBe(403);
    // The salesperson still orders for the customer (impersonation is not gated).
    const asClient = await call(s.app, 'GET', `/api/merchant/loginasclient/${code}/1001?activeDc=1001`, { token: sales });
    expect(asClient.status, asClient.text).toBe(200);

    expect((await call(s.app, 'DELETE', '/api/merchant/utils/customerAllowJson/NEW-1', { token: admin })).status).toBe(200);
    expect((await call(s.app, 'DELETE', '/api/merchant/utils/customerAllowJson/NEW-1', { token: admin })).status).toBe(404);
    expect(await s.db.query("SELECT action FROM audit_log WHERE tenant_id = 'sabai' AND action LIKE 'allowList.%'", [])).toHaveLength(4);
    await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'CUSTOMER_ALLOW_LIST', OptValue: 'N' } });
    expect((await login()).status).toBe(200);
    expect((await call(s.app, 'GET', '/api/merchant/utils/customerAllowJson', { token: sales })).status).toBe(403);
  });

  it('takes a whole pilot list in one body (more than the default 1 MB)', async () => {
    const Customers = Array.from({ length: 30_000 }, (_, i) => ({ CustomerCode: `PILOT-${String(i).padStart(6, '0')}`, Note: 'wave 1 of the closed pilot' }));
    const r = await call(s.app, 'PUT', '/api/merchant/utils/customerAllowJson', { token: admin, body: { Mode: 'merge', Customers, DryRun: true } });
    expect(r.status, r.text.slice(0, 200)).toBe(200);
    expect(r.body).toMatchObject({ Added: 30_000, DryRun: true });
  });
});
