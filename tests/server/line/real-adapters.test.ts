// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SdkMessagingProvider } from '../../../src/server/providers/line/messaging-sdk';
import { lineEnv, lineLoginSettings } from '../../../src/server/providers/line/settings';
import { OpenIdProvider } from '../../../src/server/providers/oidc/openid';
import { OidcRefused } from '../../../src/server/providers/oidc/types';

/**
 * The real adapters against recorded LINE answers served locally: the discovery document of
 * https://access.line.me (endpoints rewritten to this server), the token answer of a web login
 * (HS256 ID token signed with the channel secret), revocation, and the Messaging API push.
 */
const CHANNEL_ID = '1650000000';
const CHANNEL_SECRET = 'recorded-channel-secret';
let server: http.Server;
let base = '';
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let pushStatus = 200;
let idTokenSecret = CHANNEL_SECRET;
let lastNonce = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      void (async () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const json = (status: number, v: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(v)); };
        if (req.url === '/.well-known/openid-configuration') {
          // Recorded from https://access.line.me/.well-known/openid-configuration (hosts rewritten).
          return json(200, {
            issuer: base, authorization_endpoint: `${base}/oauth2/v2.1/authorize`, token_endpoint: `${base}/oauth2/v2.1/token`,
            revocation_endpoint: `${base}/oauth2/v2.1/revoke`, userinfo_endpoint: `${base}/oauth2/v2.1/userinfo`,
            scopes_supported: ['openid', 'profile', 'email'], jwks_uri: `${base}/oauth2/v2.1/certs`, response_types_supported: ['code'],
            subject_types_supported: ['pairwise'], id_token_signing_alg_values_supported: ['ES256'], code_challenge_methods_supported: ['S256'],
          });
        }
        if (req.url === '/oauth2/v2.1/token') {
          const now = Math.floor(Date.now() / 1000);
          const idToken = await new SignJWT({ iss: base, sub: 'U4af4980629...', aud: CHANNEL_ID, exp: now + 3600, iat: now, nonce: lastNonce, amr: ['linesso'], name: 'Taro Line', picture: 'https://profile.line-scdn.net/0h' })
            .setProtectedHeader({ typ: 'JWT', alg: 'HS256' }).sign(new TextEncoder().encode(idTokenSecret));
          return json(200, { access_token: 'bNl4YEFPI/hjFWhTqexp4MuEw5YPs...', expires_in: 2592000, id_token: idToken, refresh_token: 'Aa1FdeggRhTnPNNpxr8p', scope: 'openid profile', token_type: 'Bearer' });
        }
        if (req.url === '/oauth2/v2.1/revoke') { res.writeHead(200); return res.end(); }
        if (req.url === '/v2/bot/message/push') {
          if (pushStatus === 200) return json(200, { sentMessages: [{ id: '461230966842064897', quoteToken: 'IStG5h1Tz7b...' }] });
          if (pushStatus === 409) return json(409, { message: 'The retry key is already accepted', sentMessages: [{ id: '461230966842064897' }] });
          return json(pushStatus, { message: 'The request body has 1 error(s)', details: [{ message: 'must be specified', property: 'to' }] });
        }
        json(404, { message: 'Not found' });
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LINE Login adapter (openid-client + jose) with recorded answers', () => {
  const provider = () => {
    const settings = lineLoginSettings(lineEnv({ LINE_LOGIN_CHANNEL_ID_SABAI: CHANNEL_ID, LINE_LOGIN_CHANNEL_SECRET_SABAI: CHANNEL_SECRET, LINE_LOGIN_ISSUER_SABAI: base }, 'sabai'))!;
    return new OpenIdProvider({ ...settings, allowInsecure: true });
  };

  it('builds LINE\'s authorize URL with PKCE S256, state and nonce, and verifies the HS256 ID token', async () => {
    const p = provider();
    const url = new URL(await p.authorizationUrl({ redirectUri: 'https://shop.example/line/authen', state: 'state-123456', nonce: 'nonce-1', codeVerifier: 'v'.repeat(50) }));
    expect(url.origin + url.pathname).toBe(`${base}/oauth2/v2.1/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: CHANNEL_ID, scope: 'openid profile', response_type: 'code', state: 'state-123456', nonce: 'nonce-1', code_challenge_method: 'S256' });
    lastNonce = 'nonce-1';
    idTokenSecret = CHANNEL_SECRET;
    const login = await p.exchange({ redirectUri: 'https://shop.example/line/authen', code: 'code-1', state: 'state-123456', expectedState: 'state-123456', expectedNonce: 'nonce-1', codeVerifier: 'v'.repeat(50) });
    expect(login).toMatchObject({ subject: 'U4af4980629...', displayName: 'Taro Line', accessToken: 'bNl4YEFPI/hjFWhTqexp4MuEw5YPs...' });
    const token = new URLSearchParams(seen.find((r) => r.url === '/oauth2/v2.1/token')!.body);
    expect(Object.fromEntries(token)).toMatchObject({ grant_type: 'authorization_code', code: 'code-1', redirect_uri: 'https://shop.example/line/authen', client_id: CHANNEL_ID, client_secret: CHANNEL_SECRET, code_verifier: 'v'.repeat(50) });
  });

  it('refuses an ID token signed with another secret', async () => {
    lastNonce = 'nonce-2';
    idTokenSecret = 'not-the-channel-secret';
    const err = await provider().exchange({ redirectUri: 'https://shop.example/line/authen', code: 'code-2', state: 'state-abcdefg', expectedState: 'state-abcdefg', expectedNonce: 'nonce-2', codeVerifier: 'w'.repeat(50) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OidcRefused);
    expect((err as OidcRefused).reason).toBe('signature');
  });

  it('revokes the access token at LINE\'s revocation endpoint with the channel credentials', async () => {
    await provider().revoke('bNl4YEFPI/hjFWhTqexp4MuEw5YPs...');
    const body = new URLSearchParams(seen.filter((r) => r.url === '/oauth2/v2.1/revoke').at(-1)!.body);
    expect(Object.fromEntries(body)).toMatchObject({ token: 'bNl4YEFPI/hjFWhTqexp4MuEw5YPs...', client_id: CHANNEL_ID, client_secret: CHANNEL_SECRET });
  });
});

describe('Messaging API adapter (@line/bot-sdk) with recorded answers', () => {
  const push = { tenantId: 'sabai', to: 'U4af4980629', kind: 'order', retryKey: '123e4567-e89b-42d3-a456-426614174000', messages: [{ type: 'text' as const, text: 'hello' }] };

  it('pushes with the channel token and the retry key', async () => {
    pushStatus = 200;
    await new SdkMessagingProvider('channel-access-token', base).push(push);
    const r = seen.filter((x) => x.url === '/v2/bot/message/push').at(-1)!;
    expect(r.headers.authorization).toBe('Bearer channel-access-token');
    expect(r.headers['x-line-retry-key']).toBe(push.retryKey);
    expect(JSON.parse(r.body)).toEqual({ to: push.to, messages: push.messages });
  });

  it('counts 409 (retry key already accepted) as sent and throws on other errors', async () => {
    pushStatus = 409;
    await expect(new SdkMessagingProvider('t', base).push(push)).resolves.toBeUndefined();
    pushStatus = 400;
    await expect(new SdkMessagingProvider('t', base).push(push)).rejects.toThrow(/LINE push answered 400/);
  });
});
