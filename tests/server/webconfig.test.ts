import { buildApp } from '../../src/server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, riderToken, startTestServer, type TestServer } from './helpers';
import { SseClient } from './sse';

let s: TestServer;
let base: string;
let admin: string;
let kdAdmin: string;
let sales: string;
beforeAll(async () => {
  s = await startTestServer({ realClock: true });
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  kdAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
});
afterAll(async () => { await s?.close(); });

const items = async (tenant: string, Keys?: string[], token?: string) =>
  (await call(s.app, 'POST', '/api/webConfig/items', { tenant, token, body: Keys ? { Keys, EOrderIncluded: true } : {} })).body.Data as { Opt: string; OptValue: string }[];
const value = (data: { Opt: string; OptValue: string }[], opt: string) => data.find((d) => d.Opt === opt)?.OptValue;

describe('POST api/webConfig/items', () => {
  it('returns the effective flags: base defaults overlaid by the tenant', async () => {
    const sabai = await items('sabai');
    const kd = await items('khongdee');
    expect(value(sabai, 'ENABLE_FAQ')).toBe('N');
    expect(value(sabai, 'DISABLE_GUEST_MODE')).toBe('N');
    expect(value(kd, 'DISABLE_GUEST_MODE')).toBe('Y');
    expect(sabai.length).toBeGreaterThan(30);
  });

  it('filters by Keys and ignores unknown keys', async () => {
    expect(await items('sabai', ['ENABLE_FAQ', 'NOT_A_FLAG'])).toEqual([{ Opt: 'ENABLE_FAQ', OptValue: 'N' }]);
  });

  it('refuses unknown body fields and malformed keys', async () => {
    const r = await call(s.app, 'POST', '/api/webConfig/items', { tenant: 'sabai', body: { Keys: ['lower'], Extra: 1 } });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/Extra', '/body/Keys/0']);
  });
});

describe('super-admin web configuration', () => {
  it('refuses everyone but a super admin (403) and anonymous callers (401)', async () => {
    const customer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const rider = await riderToken(s.app, 'sabai', DEMO.sabai.rider);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/webConfig/admin/items'], ['PUT', '/api/webConfig/admin/items', { Opt: 'ENABLE_FAQ', OptValue: 'Y' }],
      ['DELETE', '/api/webConfig/admin/items/ENABLE_FAQ'], ['GET', '/api/webConfig/admin/compare?b=khongdee'],
      ['GET', '/api/webConfig/tenants'], ['GET', '/api/log'],
    ];
    for (const [method, url, body] of calls) {
      for (const token of [sales, customer, rider]) expect((await call(s.app, method, url, { token, body })).status, `${method} ${url}`).toBe(403);
      expect((await call(s.app, method, url, { tenant: 'sabai', body })).status, `${method} ${url}`).toBe(401);
    }
    expect(value(await items('sabai'), 'ENABLE_FAQ')).toBe('N');
  });

  it('lists every flag with its default and whether it is overridden', async () => {
    const r = await call(s.app, 'GET', '/api/webConfig/admin/items', { token: admin });
    const faq = r.body.Data.find((d: { Opt: string }) => d.Opt === 'ENABLE_FAQ');
    expect(faq).toMatchObject({ Opt: 'ENABLE_FAQ', OptValue: 'N', Default: 'N', Overridden: false });
  });

  it('refuses an unknown flag with a 400 naming the field', async () => {
    const r = await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'MAKE_IT_PINK', OptValue: 'Y' } });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([{ field: '/body/Opt', reason: "unknown flag 'MAKE_IT_PINK'" }]);
    const bad = await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'ENABLE_FAQ', OptValue: true } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([{ field: '/body/OptValue', reason: 'must be string' }]);
  });

  it('sets a flag for the admin\'s tenant only, audited with who, before and after', async () => {
    const r = await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'ENABLE_CHAT', OptValue: 'N' } });
    expect(r.status).toBe(200);
    expect(value(await items('sabai'), 'ENABLE_CHAT')).toBe('N');
    expect(value(await items('khongdee'), 'ENABLE_CHAT')).toBe('Y');
    const log = await call(s.app, 'GET', '/api/log?action=webConfig.set', { token: admin });
    expect(log.body.Total).toBeGreaterThanOrEqual(1);
    expect(log.body.Data[0]).toMatchObject({
      ActorKind: 'merchant', ActorId: 'SB-ADMIN', ActorName: 'ผู้ดูแลระบบ สบายมาร์ท', Action: 'webConfig.set', Target: 'ENABLE_CHAT',
      Before: { ENABLE_CHAT: 'Y' }, After: { ENABLE_CHAT: 'N' },
    });
    expect(Date.parse(log.body.Data[0].At)).toBeGreaterThan(Date.now() - 60_000);
    // Another tenant's admin does not see it.
    const other = await call(s.app, 'GET', '/api/log', { token: kdAdmin });
    expect(other.body.Data.filter((e: { Target: string }) => e.Target === 'ENABLE_CHAT')).toEqual([]);
  });

  it('resets a flag to the bundle default', async () => {
    await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'ENABLE_HOWTO', OptValue: 'N' } });
    const r = await call(s.app, 'DELETE', '/api/webConfig/admin/items/ENABLE_HOWTO', { token: admin });
    expect(r.body.Data).toEqual({ Opt: 'ENABLE_HOWTO', OptValue: 'Y' });
    expect(value(await items('sabai'), 'ENABLE_HOWTO')).toBe('Y');
    const log = await call(s.app, 'GET', '/api/log?target=ENABLE_HOWTO', { token: admin });
    expect(log.body.Data.map((e: { Action: string }) => e.Action)).toEqual(['webConfig.reset', 'webConfig.set']);
  });

  it('compares two tenants', async () => {
    const r = await call(s.app, 'GET', '/api/webConfig/admin/compare?b=khongdee&onlyDifferent=true', { token: admin });
    expect(r.body.A).toBe('sabai');
    const guest = r.body.Data.find((d: { Opt: string }) => d.Opt === 'DISABLE_GUEST_MODE');
    expect(guest).toEqual({ Opt: 'DISABLE_GUEST_MODE', A: 'N', B: 'Y', Different: true });
    expect(r.body.Data.every((d: { Different: boolean }) => d.Different)).toBe(true);
  });

  it('lists tenants with their validation state', async () => {
    const r = await call(s.app, 'GET', '/api/webConfig/tenants', { token: admin });
    const ids = r.body.Data.map((t: { TenantId: string }) => t.TenantId);
    expect(ids).toEqual(expect.arrayContaining(['sabai', 'khongdee']));
    expect(r.body.Data.find((t: { TenantId: string }) => t.TenantId === 'sabai')).toMatchObject({ Valid: true, Serving: true, Errors: [] });
  });
});

describe('GET api/webConfig/stream', () => {
  it('sends the flags on connect and a flags event within a second of a change, only to that tenant', async () => {
    const sabai = await SseClient.open(`${base}/api/webConfig/stream?tenantId=sabai`);
    const kd = await SseClient.open(`${base}/api/webConfig/stream?tenantId=khongdee`);
    try {
      expect(sabai.status).toBe(200);
      expect(sabai.headers?.get('content-type')).toContain('text/event-stream');
      const first = await sabai.next((e) => e.event === 'flags');
      expect((first.data as { flags: Record<string, string> }).flags.ENABLE_REDEEM).toBe('Y');
      await kd.next((e) => e.event === 'flags');

      const saved = Date.now();
      await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'ENABLE_REDEEM', OptValue: 'N' } });
      const changed = await sabai.next((e) => e.event === 'flags' && (e.data as { flags: Record<string, string> }).flags.ENABLE_REDEEM === 'N');
      expect(changed.at - saved).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 200));
      expect(kd.events.filter((e) => e.event === 'flags')).toHaveLength(1);
    } finally {
      sabai.close();
      kd.close();
    }
  });

  it('fans out through the database: a change saved by one server reaches browsers of another', async () => {
    const second = await s.openSecondDb();
    const other = await buildApp({ config: s.app.config, db: second.db, watchTenants: false });
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const browser = await SseClient.open(`${url}/api/webConfig/stream?tenantId=sabai`);
    try {
      await browser.next((e) => e.event === 'flags');
      const saved = Date.now();
      await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'ENABLE_BEST_SELLER', OptValue: 'N' } });
      const e = await browser.next((ev) => ev.event === 'flags' && (ev.data as { flags: Record<string, string> }).flags.ENABLE_BEST_SELLER === 'N');
      expect(e.at - saved).toBeLessThan(1000);
      // The other server's cached overrides were dropped too.
      const r = await call(other, 'POST', '/api/webConfig/items', { tenant: 'sabai', body: { Keys: ['ENABLE_BEST_SELLER'] } });
      expect(r.body.Data).toEqual([{ Opt: 'ENABLE_BEST_SELLER', OptValue: 'N' }]);
    } finally {
      browser.close();
      await other.close();
      await second.close();
    }
  });

  it('refuses an unknown tenant', async () => {
    const r = await call(s.app, 'GET', '/api/webConfig/stream?tenantId=nobody');
    expect(r.status).toBe(404);
  });
});
