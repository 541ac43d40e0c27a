// @vitest-environment node
import { createHmac } from 'node:crypto';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineSignatureValid } from '../../../src/server/providers/line/signature';
import { verifyIdToken } from '../../../src/server/providers/oidc/verify-id-token';
import { OidcRefused } from '../../../src/server/providers/oidc/types';

const ISS = 'https://access.line.me';
const AUD = '1650000000';
const SECRET = 'channel-secret-of-the-login-channel';
const NOW = 1_800_000_000;

let es: { privateKey: CryptoKey; jwks: ReturnType<typeof createLocalJWKSet> };
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
  es = { privateKey: pair.privateKey, jwks: createLocalJWKSet({ keys: [jwk] }) };
  otherKey = (await generateKeyPair('ES256')).privateKey;
});

const claims = (over: Record<string, unknown> = {}) => ({ iss: ISS, sub: 'U1', aud: AUD, iat: NOW - 10, exp: NOW + 3600, nonce: 'n-1', name: 'Somchai', ...over });
const hs = (over: Record<string, unknown> = {}, secret = SECRET) => new SignJWT(claims(over)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
const esToken = (over: Record<string, unknown> = {}, key?: CryptoKey) => new SignJWT(claims(over)).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(key ?? es.privateKey);

const lineWeb = { issuer: ISS, audience: AUD, nonce: 'n-1', hmacSecret: SECRET, algorithms: ['HS256'], now: NOW };
const liff = () => ({ issuer: ISS, audience: AUD, nonce: 'n-1', keys: es.jwks, algorithms: ['ES256'], now: NOW });

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'accepted';
  } catch (err) {
    expect(err).toBeInstanceOf(OidcRefused);
    return (err as OidcRefused).reason;
  }
}

describe('ID token verification (jose)', () => {
  it('accepts LINE web login tokens (HS256, channel secret) and LIFF tokens (ES256, JWKS)', async () => {
    expect((await verifyIdToken(await hs(), lineWeb)).sub).toBe('U1');
    expect((await verifyIdToken(await esToken(), liff())).name).toBe('Somchai');
  });

  it.each([
    ['expired', { exp: NOW - 120 }, 'expired'],
    ['not yet valid', { nbf: NOW + 600 }, 'expired'],
    ['foreign audience', { aud: '1659999999' }, 'audience'],
    ['other issuer', { iss: 'https://evil.example' }, 'issuer'],
    ['wrong nonce', { nonce: 'n-2' }, 'nonce'],
    ['no nonce', { nonce: undefined }, 'nonce'],
  ])('refuses a token %s', async (_n, over, expected) => {
    expect(await reason(verifyIdToken(await hs(over), lineWeb))).toBe(expected);
    expect(await reason(verifyIdToken(await esToken(over), liff()))).toBe(expected);
  });

  it('refuses a bad signature: another secret, another key, a changed payload', async () => {
    expect(await reason(verifyIdToken(await hs({}, 'someone-elses-secret'), lineWeb))).toBe('signature');
    expect(await reason(verifyIdToken(await esToken({}, otherKey), liff()))).toBe('signature');
    const [h, , sig] = (await hs()).split('.');
    const forged = Buffer.from(JSON.stringify(claims({ sub: 'U-attacker' }))).toString('base64url');
    expect(await reason(verifyIdToken(`${h}.${forged}.${sig}`, lineWeb))).toBe('signature');
  });

  it('refuses an algorithm it was not told to accept (alg none, HS256 where ES256 is expected)', async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.`;
    expect(await reason(verifyIdToken(none, lineWeb))).toBe('signature');
    // An HS256 token signed with the public key material must not pass where ES256 is expected.
    expect(await reason(verifyIdToken(await hs(), liff()))).toBe('signature');
    expect(await reason(verifyIdToken('not-a-jwt', lineWeb))).toBe('signature');
  });
});

describe('X-Line-Signature', () => {
  const body = '{"destination":"U0","events":[{"type":"follow","webhookEventId":"01H"}]}';
  const sig = createHmac('sha256', 'webhook-secret').update(body).digest('base64');

  it('accepts the HMAC-SHA256 of the exact raw body', () => {
    expect(lineSignatureValid(Buffer.from(body), 'webhook-secret', sig)).toBe(true);
  });

  it('refuses a missing, wrong or truncated signature, another secret and a changed body', () => {
    expect(lineSignatureValid(body, 'webhook-secret', undefined)).toBe(false);
    expect(lineSignatureValid(body, 'webhook-secret', '')).toBe(false);
    expect(lineSignatureValid(body, 'webhook-secret', sig.slice(0, 20))).toBe(false);
    expect(lineSignatureValid(body, 'another-secret', sig)).toBe(false);
    expect(lineSignatureValid(body.replace('follow', 'unfollow'), 'webhook-secret', sig)).toBe(false);
    // Same JSON re-serialised with spaces is different bytes.
    expect(lineSignatureValid(JSON.stringify(JSON.parse(body), null, 1), 'webhook-secret', sig)).toBe(false);
    expect(lineSignatureValid(body, '', sig)).toBe(false);
  });
});
