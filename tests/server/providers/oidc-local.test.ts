import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalOidcServer } from '../../../src/server/providers/oidc/local-server';

// The development identity provider's own pages (sign-in form, the "LINE app" stand-in).
describe('local OpenID Connect server pages', () => {
  const oidc = new LocalOidcServer();
  let issuer = '';
  beforeAll(async () => { issuer = await oidc.start(); });
  afterAll(() => oidc.stop());

  it.each(['/authorize?client_id=x&state=s', '/line?state=GUEST&cid=1'])('%s names an inline icon, so the browser asks for no /favicon.ico', async (path) => {
    const res = await fetch(`${issuer}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });
});
