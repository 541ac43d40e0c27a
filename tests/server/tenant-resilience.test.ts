import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { call, REPO, startTestServer, type TestServer } from './helpers';

/**
 * Configuration resilience (issue 20, must-fix 5): locales are their own setting, a broken tenant
 * folder after a restart serves the last good bundle from the database (flagged), a rejected bundle
 * is logged as an error, and health/readiness report each tenant's state.
 */
let s: TestServer;
let root: string;
const extra: App[] = [];

/** Only tenants/ copied (no locales/ or schemas/ beside it): what TENANTS_DIR=/elsewhere looks like. */
function copyTenantsOnly(into: string): string {
  fs.cpSync(path.join(REPO, 'tenants'), path.join(into, 'tenants'), { recursive: true });
  return path.join(into, 'tenants');
}

interface Line { level: number; msg: string; tenant?: string; state?: string }

/** A second server process on the same database (what a restart is). */
async function restart(tenantsDir: string, config: Record<string, unknown> = {}): Promise<{ app: App; lines: Line[] }> {
  const lines: Line[] = [];
  const app = await buildApp({
    config: { ...configFromEnv({ NODE_ENV: 'test' }, REPO), dataDir: s.dataDir, tenantsDir, webDir: path.join(s.dataDir, 'no-web'), logLevel: 'info', ...config },
    db: s.db, watchTenants: false,
    logStream: { write: (line: string) => { lines.push(JSON.parse(line) as Line); } },
  });
  await app.ready();
  extra.push(app);
  return { app, lines };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-resilience-'));
  s = await startTestServer({ tenantsDir: copyTenantsOnly(root) });
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await s?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('locales folder', () => {
  it('TENANTS_DIR pointing at a copy of tenants/ alone still serves every tenant (locales come from LOCALES_DIR)', async () => {
    const health = await call(s.app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.tenants.map((t: { id: string; state: string }) => `${t.id}:${t.state}`)).toEqual(['khongdee:ok', 'sabai:ok']);
    // Live updates are reported here as on /health/ready: in-process on PGlite, over LISTEN on PostgreSQL.
    expect(health.body.liveUpdates).toMatchObject({ via: s.app.db.driver === 'pglite' ? 'in-process' : 'postgres-listen' });
    expect(['up', 'idle']).toContain(health.body.liveUpdates.state);
    const ready = await call(s.app, 'GET', '/api/ready');
    expect(ready.body).toMatchObject({ ready: true, draining: false, liveUpdates: health.body.liveUpdates });
    expect((await call(s.app, 'GET', '/api/tenant/bundle?tenantId=sabai')).status).toBe(200);
  });

  it('a LOCALES_DIR that does not exist is one clear error naming the setting, not an error per wording key', async () => {
    const { app, lines } = await restart(path.join(root, 'tenants'), { localesDir: path.join(root, 'nowhere') });
    expect(app.tenants.baseErrors).toHaveLength(1);
    expect(app.tenants.baseErrors[0].reason).toContain('LOCALES_DIR');
    expect(app.tenants.baseErrors[0].reason).toContain(path.join(root, 'nowhere'));
    expect(app.tenants.status().every((t) => t.State === 'ok')).toBe(true);
    expect(lines.some((l) => l.level === 50 && /locales/.test(l.msg))).toBe(true);
    expect((await call(app, 'GET', '/api/health')).body.status).toBe('degraded');
  });
});

describe('last good bundle across a restart', () => {
  it('serves the saved bundle of a tenant whose folder broke while stopped, flagged, and logs an error', async () => {
    const broken = path.join(root, 'broken-tenants');
    fs.cpSync(path.join(root, 'tenants'), broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'sabai', 'tenant.json'), '{ "id": "sabai", "flags": { "NOT_A_REAL_FLAG": "Y" } ');
    const { app, lines } = await restart(broken);

    const sabai = app.tenants.status().find((t) => t.TenantId === 'sabai')!;
    expect(sabai).toMatchObject({ Valid: false, Serving: true, Stale: true, State: 'stale' });
    expect(sabai.LastGoodAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const bundle = await call(app, 'GET', '/api/tenant/bundle?tenantId=sabai');
    expect(bundle.status).toBe(200);
    expect(bundle.body.bundle.name.en).toBe('Sabai Mart');
    expect(bundle.body.staleSince).toBe(sabai.LastGoodAt);
    expect(bundle.headers['x-talad-bundle']).toContain('last-good');
    expect((await call(app, 'GET', '/authen/login/guest', { tenant: 'sabai' })).status).toBe(200);
    const healthy = await call(app, 'GET', '/api/tenant/bundle?tenantId=khongdee');
    expect(healthy.body.staleSince).toBeUndefined();
    expect(healthy.headers['x-talad-bundle']).toBeUndefined();

    // Request log lines carry the tenant too (docs/operations.md): only the bundle loader's lines here.
    const rejected = lines.filter((l) => l.tenant === 'sabai' && !('reqId' in l));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ level: 50, state: 'stale' });
    expect(rejected[0].msg).toMatch(/rejected; serving the last good version/);
    expect(lines.some((l) => /reloaded/.test(l.msg) && l.level < 50 && l.tenant === 'sabai')).toBe(false);

    const health = await call(app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.tenants.find((t: { id: string }) => t.id === 'sabai')).toMatchObject({ state: 'stale', serving: true, valid: false });
    const ready = await call(app, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.tenants.find((t: { id: string }) => t.id === 'sabai').state).toBe('stale');

    // Fixed folder → ok again, the same process.
    fs.cpSync(path.join(root, 'tenants', 'sabai', 'tenant.json'), path.join(broken, 'sabai', 'tenant.json'));
    app.tenants.load();
    expect(app.tenants.status().find((t) => t.TenantId === 'sabai')!.State).toBe('ok');
    expect((await call(app, 'GET', '/api/tenant/bundle?tenantId=sabai')).headers['x-talad-bundle']).toBeUndefined();
  });

  it('a whole tenants folder missing serves every saved tenant, flagged; a new broken tenant with nothing saved is down', async () => {
    const { app } = await restart(path.join(root, 'not-mounted'));
    expect(app.tenants.baseIsStale).toBe(true);
    const states = app.tenants.status().map((t) => `${t.TenantId}:${t.State}`);
    expect(states).toEqual(['khongdee:stale', 'sabai:stale']);
    expect(app.tenants.status()[0].Errors[0].reason).toContain('TENANTS_DIR');
    expect((await call(app, 'GET', '/api/tenant/bundle?tenantId=khongdee')).status).toBe(200);

    const withNew = path.join(root, 'with-new');
    fs.cpSync(path.join(root, 'tenants'), withNew, { recursive: true });
    fs.mkdirSync(path.join(withNew, 'brandnew'));
    fs.writeFileSync(path.join(withNew, 'brandnew', 'tenant.json'), '{ "id": "brandnew" ');
    const { app: app2, lines } = await restart(withNew, { defaultTenant: 'brandnew' });
    expect(app2.tenants.status().find((t) => t.TenantId === 'brandnew')!.State).toBe('down');
    expect(lines.find((l) => l.tenant === 'brandnew')).toMatchObject({ level: 50, state: 'down' });
    expect((await call(app2, 'GET', '/api/tenant/bundle?tenantId=brandnew')).status).toBe(503);
    const ready = await call(app2, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ready: false, defaultTenant: 'brandnew' });
    expect(ready.body.tenants.find((t: { id: string }) => t.id === 'brandnew').state).toBe('down');
    expect((await call(app2, 'GET', '/api/health')).body.status).toBe('degraded');
  });
});
