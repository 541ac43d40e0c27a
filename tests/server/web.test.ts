import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, copyTenants, startTestServer, type TestServer } from './helpers';

/** A stand-in for the vite build: index.html with a module script and one hashed asset. */
function fakeWebBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Talad</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

let s: TestServer;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'talad-web-'));
  fakeWebBuild(path.join(root, 'web'));
  s = await startTestServer({ webDir: path.join(root, 'web'), tenantsDir: copyTenants(root), watchTenants: true, realClock: true });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function bootOf(html: string): { tenantId: string; bundle: { id: string; name: Record<string, string> }; flags: Record<string, string> } {
  // JSON data read by one nonce'd script (a large object literal parses slower as JavaScript).
  const m = html.match(/<script type="application\/json" id="__TALAD_BOOT__">(.*?)<\/script><script nonce="([^"]+)">window\.__TALAD_BOOT__=JSON\.parse\(document\.getElementById\("__TALAD_BOOT__"\)\.textContent\);<\/script>/);
  if (!m) throw new Error(`no boot script in ${html.slice(0, 200)}`);
  return JSON.parse(m[1]);
}

describe('index.html with the boot object', () => {
  it('injects the default tenant before the app script, with a nonce the CSP allows', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('no-cache');
    const boot = bootOf(r.body);
    expect(boot.tenantId).toBe('sabai');
    expect(boot.bundle.name.en).toBe('Sabai Mart');
    expect(boot.flags.DISABLE_GUEST_MODE).toBe('N');
    expect(r.body.indexOf('__TALAD_BOOT__')).toBeLessThan(r.body.indexOf('/assets/index-AbC123.js'));
    const nonce = r.body.match(/<script nonce="([^"]+)">/)![1];
    expect(r.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    const again = await s.app.inject({ method: 'GET', url: '/' });
    expect(again.body.match(/<script nonce="([^"]+)">/)![1]).not.toBe(nonce);
  });

  it('resolves the tenant: query, then cookie, then Host, then default', async () => {
    const tenantOf = async (url: string, headers: Record<string, string> = {}) => bootOf((await s.app.inject({ method: 'GET', url, headers })).body).tenantId;
    expect(await tenantOf('/?tenantId=khongdee', { cookie: 'tenantId=sabai', host: 'sabai.localhost' })).toBe('khongdee');
    expect(await tenantOf('/', { cookie: 'tenantId=khongdee', host: 'sabai.localhost' })).toBe('khongdee');
    expect(await tenantOf('/', { host: 'khongdee.localhost:3000' })).toBe('khongdee');
    expect(await tenantOf('/?tenantId=nosuch', { cookie: 'tenantId=../etc' })).toBe('sabai');
  });

  it('answers unknown pages with the SPA (routes live in the client), including /en ones', async () => {
    for (const url of ['/cart', '/en/product/ABC123', '/merchant/webconfig', '/index.html']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('__TALAD_BOOT__');
    }
  });

  it('escapes the boot JSON so a bundle cannot close the script element', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/' });
    const data = r.body.match(/<script type="application\/json" id="__TALAD_BOOT__">(.*?)<\/script>/)![1];
    expect(data).not.toContain('</');
    expect(data).not.toContain('<!--');
  });

  it('compresses index.html when the browser accepts it', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toContain('__TALAD_BOOT__');
  });

  it('GET api/tenant/bundle returns the same object', async () => {
    const page = bootOf((await s.app.inject({ method: 'GET', url: '/?tenantId=khongdee' })).body);
    const api = await call(s.app, 'GET', '/api/tenant/bundle?tenantId=khongdee');
    expect(api.body).toEqual(page);
    expect((await call(s.app, 'GET', '/api/tenant/bundle?tenantId=nosuch')).status).toBe(404);
  });
});

describe('static assets', () => {
  it('serves hashed assets for a year, pre-compressed', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toContain('console.log');
    const plain = await s.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('gives unhashed files a short cache and missing files a 404 (not the SPA)', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
    const missing = await s.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ IsException: true, Message: 'Not Found' });
  });

  it('answers unknown API paths with a flagged 404, never the SPA', async () => {
    for (const url of ['/api/nothing', '/authen/nothing', '/GET_MASTER_DATA/NOTHING']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().IsException).toBe(true);
    }
  });
});

describe('tenant assets', () => {
  it('serves files of the tenant folder', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/tenants/khongdee/logo.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(r.body).toContain('<svg');
  });

  it('serves nothing outside it', async () => {
    for (const url of ['/tenants/sabai/..%2Fkhongdee%2Flogo.svg', '/tenants/sabai/../../package.json', '/tenants/sabai/%2e%2e/%2e%2e/package.json', '/tenants/nosuch/logo.svg', '/tenants/sabai/tenant.js']) {
      expect((await s.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers and keeps CORS closed', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves OpenAPI docs generated from the route schemas', async () => {
    const doc = await call(s.app, 'GET', '/api/docs/json');
    expect(doc.body.openapi).toMatch(/^3\./);
    const login = doc.body.paths['/authen/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['mobileNo', 'password']);
    expect((await s.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('tenant folders at run time', () => {
  const tenantsDir = () => path.join(root, 'tenants');

  it('serves a tenant folder added while running within 10 s', async () => {
    fs.cpSync(path.join(tenantsDir(), 'sabai'), path.join(tenantsDir(), 'newmart'), { recursive: true });
    const file = path.join(tenantsDir(), 'newmart', 'tenant.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...json, id: 'newmart', name: { th: 'นิวมาร์ท', en: 'New Mart' }, hosts: ['newmart.localhost'] }));
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await call(s.app, 'GET', '/api/tenant/bundle?tenantId=newmart')).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await call(s.app, 'GET', '/authen/login/guest', { tenant: 'newmart' })).status).toBe(200);
  }, 15_000);

  it('skips and reports a broken tenant while the others keep serving', async () => {
    fs.mkdirSync(path.join(tenantsDir(), 'brokenmart'));
    fs.writeFileSync(path.join(tenantsDir(), 'brokenmart', 'tenant.json'), '{ "id": "brokenmart", "flags": { "NOT_A_REAL_FLAG": "Y" } ');
    const deadline = Date.now() + 10_000;
    let state: { Valid: boolean; Serving: boolean; Errors: { file: string }[] } | undefined;
    while (Date.now() < deadline) {
      state = s.app.tenants.status().find((t) => t.TenantId === 'brokenmart');
      if (state) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(state).toMatchObject({ Valid: false, Serving: false });
    expect(state!.Errors[0].file).toContain('tenant.json');
    expect((await call(s.app, 'GET', '/api/tenant/bundle?tenantId=brokenmart')).status).toBe(503);
    expect((await call(s.app, 'GET', '/api/tenant/bundle?tenantId=sabai')).status).toBe(200);
  }, 15_000);
});
