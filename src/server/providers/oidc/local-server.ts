import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * The development identity provider: `oauth2-mock-server` (discovery document, JWKS, ES256-signed
 * ID tokens, PKCE, nonce, revocation) behind a small sign-in form, so a developer or a browser test
 * chooses who signs in (a LINE user id and display name, and for a tenant's own provider a customer
 * code). Started on first use by the server outside production (npm start, tests); never in
 * production. The library is a development dependency, hence the dynamic import.
 */
export class LocalOidcServer {
  private server: http.Server | null = null;
  private starting: Promise<string> | null = null;
  /** What the form chose, by authorization code, until the token request spends it. */
  private readonly chosen = new Map<string, { sub: string; name: string; customerCode: string }>();
  /** Test hook: changes the next ID token (expired, foreign audience, other issuer). */
  tamperNextIdToken: ((payload: Record<string, unknown>) => void) | null = null;
  /** Revocation calls received (the mock does not parse their body). */
  revocations = 0;
  /** Test hook: the next revocations are refused (as LINE does when it is down), this many times. */
  failRevoke = 0;

  constructor(private readonly host = '127.0.0.1', private readonly port = 0) {}

  get issuer(): string | null {
    const a = this.server?.address() as AddressInfo | null | undefined;
    return a ? `http://${this.host}:${a.port}` : null;
  }

  start(): Promise<string> {
    this.starting ??= this.boot().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async boot(): Promise<string> {
    const { OAuth2Server } = await import('oauth2-mock-server');
    const mock = new OAuth2Server();
    await mock.issuer.keys.generate('ES256');
    const service = mock.service;
    service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: http.IncomingMessage) => {
      const q = new URL(req.url ?? '/', 'http://local').searchParams;
      const code = redirect.url.searchParams.get('code');
      if (code) this.chosen.set(code, { sub: q.get('sub') ?? '', name: q.get('name') ?? '', customerCode: q.get('customer_code') ?? '' });
    });
    service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
      const code = req.body?.code;
      const who = code ? this.chosen.get(code) : undefined;
      if (who?.sub) token.payload.sub = who.sub;
      // The ID token is the one with an audience (the client id); it is built after the access token.
      if (token.payload.aud !== undefined && code) {
        if (who) {
          token.payload.name = who.name;
          if (who.customerCode) token.payload.customer_code = who.customerCode;
        }
        this.chosen.delete(code);
        const tamper = this.tamperNextIdToken;
        this.tamperNextIdToken = null;
        tamper?.(token.payload);
      }
    });
    service.on('beforeRevoke', (response: { statusCode: number }) => {
      this.revocations += 1;
      if (this.failRevoke > 0) {
        this.failRevoke -= 1;
        response.statusCode = 503;
      }
    });
    const handle = service.requestHandler as http.RequestListener;
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://local');
      // The provider's own sign-in page: without a chosen subject, ask for one first.
      if (req.method === 'GET' && url.pathname === '/authorize' && !url.searchParams.get('sub')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(signInForm(url.searchParams));
        return;
      }
      // Stand-in for "the LINE app" a LINE user returns to after logout (state=GUEST, cid).
      if (req.method === 'GET' && url.pathname === '/line') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(lineHome(url.searchParams));
        return;
      }
      handle(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, this.host, () => resolve());
    });
    mock.issuer.url = this.issuer!;
    return this.issuer!;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    this.starting = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// An icon of the page's own, inline: without one the browser asks this server for /favicon.ico (a 404 on every visit).
const ICON = `<link rel="icon" href="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7' fill='%2306c755'/></svg>">`;

function lineHome(params: URLSearchParams): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LINE (local)</title>${ICON}</head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto"><h1>LINE (local)</h1>
<p>Stand-in for the LINE app in development.</p><p>state: <b id="state">${esc(params.get('state') ?? '')}</b></p>
<p>cid: <span id="cid">${esc(params.get('cid') ?? '')}</span></p></body></html>`;
}

function signInForm(params: URLSearchParams): string {
  const hidden = [...params.entries()].map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  const sub = `U${randomBytes(16).toString('hex')}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local sign-in (development)</title>${ICON}
<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px}label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;box-sizing:border-box}button{margin-top:20px;width:100%;padding:12px;font-size:16px;background:#06c755;color:#fff;border:0;border-radius:6px}</style></head>
<body><h1>Local sign-in</h1><p>Development identity provider standing in for LINE Login and other OpenID Connect providers.</p>
<form method="get" action="/authorize">${hidden}
<label for="sub">User id</label><input id="sub" name="sub" value="${sub}" required>
<label for="name">Display name</label><input id="name" name="name" value="Local user">
<label for="customer_code">Customer code (tenant providers only)</label><input id="customer_code" name="customer_code" value="">
<button type="submit">Sign in</button></form></body></html>`;
}
