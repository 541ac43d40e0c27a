// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDraining } from '../../../src/server/ops/drain';
import { parseChangelog } from '../../../src/server/release/changelog';
import { diffOpenApi } from '../../../src/server/release/openapi-diff';
import { call, DEMO, merchantToken, REPO, startTestServer, type TestServer } from '../helpers';

let s: TestServer;
let admin: string;
let sales: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
}, 180_000);
afterAll(() => s.close());

describe('probes and metrics', () => {
  it('answers /health/live and /health/ready as JSON, not the storefront', async () => {
    const live = await call(s.app, 'GET', '/health/live');
    expect(live.status).toBe(200);
    expect(String(live.headers['content-type'])).toMatch(/application\/json/);
    expect(live.body).toMatchObject({ status: 'ok', pid: process.pid });
    const ready = await call(s.app, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ready: true, database: 'ok', defaultTenant: 'sabai' });
    // Embedded PGlite delivers notices in process: always up. PostgreSQL: the LISTEN connection, up.
    const via = s.db.driver === 'pglite' ? 'in-process' : 'postgres-listen';
    expect(ready.body.liveUpdates).toEqual({ state: 'up', via, graceSeconds: 10 });
  });

  it('answers 503 on both readiness endpoints while the process shuts down, and stays live', async () => {
    markDraining();
    try {
      const probe = await call(s.app, 'GET', '/health/ready');
      expect(probe.status).toBe(503);
      expect(probe.body).toMatchObject({ ready: false, reason: 'shutting down' });
      const detailed = await call(s.app, 'GET', '/api/ready');
      expect(detailed.status).toBe(503);
      expect(detailed.body).toMatchObject({ ready: false, draining: true, database: 'ok' });
      expect((await call(s.app, 'GET', '/health/live')).status).toBe(200);
    } finally {
      markDraining(false);
    }
    expect((await call(s.app, 'GET', '/api/ready')).body).toMatchObject({ ready: true, draining: false });
  });

  it('serves Prometheus metrics to loopback or a token, with latency by route template', async () => {
    await call(s.app, 'GET', '/api/contents/pdpa', { tenant: 'sabai' });
    const m = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toMatch(/text\/plain/);
    expect(m.body).toMatch(/talad_http_request_duration_seconds_bucket\{[^}]*route="\/api\/contents\/:id"/);
    expect(m.body).toMatch(/talad_job_queue_jobs\{[^}]*state="created"/);
    expect(m.body).toMatch(/talad_db_pool_connections\{[^}]*state="total"/);
    expect(m.body).toContain('process_cpu_seconds_total');
    const outside = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    const proxied = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('release notes', () => {
  it('parses the changelog into sections and drops anything active in it', () => {
    const log = parseChangelog('# Changelog\n\nIntro **text**.\n\n<!-- a note to contributors -->\n\n## 1.1\n\n- a <script>alert(1)</script> b\n- [x](javascript:alert(1))\n\n## 1.0\n\n### Buyers\n- first\n');
    expect(log.intro).toBe('<p>Intro <strong>text</strong>.</p>');
    expect(log.releases.map((r) => r.title)).toEqual(['1.1', '1.0']);
    expect(log.releases[0]!.html).not.toMatch(/script|javascript/);
    expect(log.releases[1]!.html).toContain('<h3>Buyers</h3>');
  });

  it('serves CHANGELOG.md newest first', async () => {
    const r = await call(s.app, 'GET', '/api/release/notes');
    expect(r.status).toBe(200);
    expect(r.body.Releases[0].Title).toMatch(/^Unreleased/);
    expect(r.body.Releases[0].Html).toContain('<h3>');
  });

  it('diffs OpenAPI documents structurally', () => {
    const before = { paths: {
      '/a': { get: { summary: 'A', parameters: [{ in: 'query', name: 'q' }], responses: { 200: {} } } },
      '/b': { post: { requestBody: { content: { 'application/json': { schema: { properties: { x: {}, y: {} }, required: ['x'] } } } }, responses: { 200: {} } } },
      '/gone': { delete: { summary: 'old' } },
    } };
    const after = { paths: {
      '/a': { get: { summary: 'A', parameters: [{ in: 'query', name: 'q', required: true }, { in: 'query', name: 'r' }], responses: { 200: {}, 404: {} } } },
      '/b': { post: { deprecated: true, requestBody: { content: { 'application/json': { schema: { properties: { x: {}, z: {} }, required: ['x', 'z'] } } } }, responses: { 200: {} } } },
      '/new': { get: { summary: 'new one' } },
    } };
    expect(diffOpenApi(before, after)).toEqual({
      added: [{ method: 'GET', path: '/new', summary: 'new one' }],
      removed: [{ method: 'DELETE', path: '/gone', summary: 'old' }],
      changed: [
        { method: 'GET', path: '/a', changes: ['parameter query:q is now required', 'parameter query:r added', 'response 404 added'] },
        { method: 'POST', path: '/b', changes: ['body field z added (required)', 'body field y removed', 'deprecated'] },
      ],
    });
  });

  it('lists API changes between the kept snapshot and this server', async () => {
    const r = await call(s.app, 'GET', '/api/release/api');
    expect(r.status).toBe(200);
    expect(r.body.Versions).toEqual(expect.arrayContaining(['current', '2026.11.25']));
    expect(r.body.From).toBe('2026.11.25');
    expect(r.body.To).toBe('current');
    // The content editor arrived after that snapshot.
    expect(r.body.Diff.added).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'POST', path: '/api/merchant/admin/contents/{pageId}/versions' })]));
    const same = await call(s.app, 'GET', '/api/release/api?from=2026.11.25&to=2026.11.25');
    expect(same.body.Diff).toEqual({ added: [], removed: [], changed: [] });
    const bad = await call(s.app, 'GET', '/api/release/api?from=9.9&to=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/query/from', '/query/to']);
  });
});

describe('/test diagnostics', () => {
  it('checks the running system for real, for the super admin only', async () => {
    expect((await call(s.app, 'GET', '/api/merchant/admin/diagnostics', { token: sales })).status).toBe(403);
    const r = await call(s.app, 'GET', '/api/merchant/admin/diagnostics', { token: admin });
    expect(r.status).toBe(200);
    const by = Object.fromEntries((r.body.Checks as { Id: string; Ok: boolean; Detail: string }[]).map((c) => [c.Id, c]));
    expect(by.database).toMatchObject({ Ok: true });
    expect(by.migrations.Ok).toBe(true);
    const latest = fs.readdirSync(path.join(REPO, 'src/server/db/migrations')).filter((f) => f.endsWith('.sql')).sort().at(-1)!;
    expect(by.migrations.Detail).toContain(latest);
    expect(by.live).toMatchObject({ Ok: true });
    expect(by.live.Detail).toMatch(/round trip \d+ ms/);
    expect(by.queue.Detail).toMatch(/pg-boss/);
    expect(by['tenant:sabai']).toMatchObject({ Ok: true });
    expect(by['tenant:sabai'].Detail).toMatch(/bundle [0-9a-f]{12}/);
    // The tests' clock is moved to 2026-11-20: the check sees the skew against the database.
    expect(by.clock.Ok).toBe(false);
    expect(by.clock.Detail).toMatch(/skew/);
  });

  it('reports a LISTEN that hears nothing as failing, and drops its subscription every time', async () => {
    const listen = s.app.db.listen.bind(s.app.db);
    let open = 0;
    // The LISTEN connection is down: subscriptions are taken but nothing is delivered.
    s.app.db.listen = async (channel, _onPayload, opts) => {
      const unlisten = await listen(channel, () => undefined, opts);
      open += 1;
      return async () => {
        open -= 1;
        await unlisten();
      };
    };
    try {
      for (let i = 0; i < 2; i += 1) {
        const r = await call(s.app, 'GET', '/api/merchant/admin/diagnostics', { token: admin });
        const live = (r.body.Checks as { Id: string; Ok: boolean; Detail: string }[]).find((c) => c.Id === 'live')!;
        expect(live).toMatchObject({ Ok: false });
        expect(live.Detail).toMatch(/no NOTIFY came back through LISTEN within 3000 ms/);
      }
      expect(open).toBe(0);
    } finally {
      s.app.db.listen = listen;
    }
  }, 30_000);

  it('checks the tenant\'s providers on demand', async () => {
    const r = await call(s.app, 'POST', '/api/merchant/admin/diagnostics/providers', { token: admin, body: {} });
    expect(r.status).toBe(200);
    const by = Object.fromEntries((r.body.Checks as { Id: string; Ok: boolean; Detail: string }[]).map((c) => [c.Id, c]));
    expect(Object.keys(by)).toEqual(['sms', 'line-login', 'line-messaging', 'oidc-athena', 'chat-notify', 'storage', 'payments']);
    expect(by.sms).toMatchObject({ Ok: true });
    expect(by.sms.Detail).toMatch(/local outbox/);
    expect(by['line-messaging'].Detail).toMatch(/outbox/);
    expect(by.payments.Detail).toMatch(/centres/);
    expect(by.storage).toMatchObject({ Ok: true });
    expect(by.storage.Detail).toContain(`local: ${s.dataDir}/uploads`);
  });
});
