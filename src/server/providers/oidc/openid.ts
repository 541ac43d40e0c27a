import * as client from 'openid-client';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { OidcRefused, type AuthorizationRequest, type CallbackCheck, type DiscoveryReport, type OidcProvider, type OidcSettings, type VerifiedLogin } from './types';
import { verifyIdToken } from './verify-id-token';

/**
 * The real OpenID Connect relying party: discovery, authorization URL with PKCE (S256), state and
 * nonce, code exchange and revocation by openid-client; the ID token is then verified again with
 * jose against the provider's JWKS (or LINE's channel secret for HS256), since openid-client trusts
 * the TLS channel of the token endpoint and does not check signatures by default. Times are checked
 * against the real clock (the provider signs with it), not the server's test clock.
 */
export class OpenIdProvider implements OidcProvider {
  private config: Promise<client.Configuration> | null = null;
  private jwks: JWTVerifyGetKey | null = null;

  constructor(readonly settings: OidcSettings) {}

  private configuration(): Promise<client.Configuration> {
    if (!this.config) {
      const s = this.settings;
      const metadata: Partial<client.ClientMetadata> = { client_secret: s.clientSecret };
      if (s.idTokenAlg) metadata.id_token_signed_response_alg = s.idTokenAlg;
      this.config = client.discovery(new URL(s.issuer), s.clientId, metadata,
        s.clientSecret ? client.ClientSecretPost(s.clientSecret) : client.None(),
        s.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined)
        .catch((err: unknown) => {
          this.config = null; // try discovery again on the next sign-in
          throw new OidcRefused('provider', err instanceof Error ? err.message : String(err));
        });
    }
    return this.config;
  }

  private keys(config: client.Configuration): JWTVerifyGetKey | undefined {
    const uri = config.serverMetadata().jwks_uri;
    if (!uri) return undefined;
    this.jwks ??= createRemoteJWKSet(new URL(uri));
    return this.jwks;
  }

  async authorizationUrl(req: AuthorizationRequest): Promise<string> {
    const config = await this.configuration();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: req.redirectUri,
      scope: this.settings.scope,
      response_type: 'code',
      state: req.state,
      nonce: req.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(req.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  async exchange(check: CallbackCheck): Promise<VerifiedLogin> {
    if (check.state !== check.expectedState) throw new OidcRefused('state');
    const config = await this.configuration();
    const callback = new URL(check.redirectUri);
    callback.searchParams.set('code', check.code);
    callback.searchParams.set('state', check.state);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: check.codeVerifier,
        expectedState: check.expectedState,
        expectedNonce: check.expectedNonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw refusalOfClientError(err);
    }
    const idToken = tokens.id_token;
    if (!idToken) throw new OidcRefused('signature', 'no id_token in the answer');
    const meta = config.serverMetadata();
    const algorithms = this.settings.idTokenAlg ? [this.settings.idTokenAlg] : (meta.id_token_signing_alg_values_supported ?? ['RS256']).filter((a) => a !== 'none');
    const claims = await verifyIdToken(idToken, {
      issuer: meta.issuer,
      audience: this.settings.clientId,
      nonce: check.expectedNonce,
      keys: this.keys(config),
      hmacSecret: this.settings.clientSecret,
      algorithms,
    });
    const name = typeof claims.name === 'string' ? claims.name : '';
    return { subject: String(claims.sub), displayName: name, claims: claims as Record<string, unknown>, accessToken: tokens.access_token };
  }

  async revoke(accessToken: string): Promise<void> {
    const config = await this.configuration();
    try {
      await client.tokenRevocation(config, accessToken, { token_type_hint: 'access_token' });
    } catch (err) {
      throw new OidcRefused('provider', err instanceof Error ? err.message : String(err));
    }
  }

  async discover(): Promise<DiscoveryReport> {
    const config = await this.configuration();
    const meta = config.serverMetadata();
    let keys = 0;
    if (meta.jwks_uri) {
      const res = await fetch(meta.jwks_uri);
      if (!res.ok) throw new OidcRefused('provider', `JWKS answered ${res.status}`);
      const body = (await res.json()) as { keys?: unknown[] };
      keys = body.keys?.length ?? 0;
    }
    return { issuer: meta.issuer, authorizationEndpoint: meta.authorization_endpoint ?? '', jwksUri: meta.jwks_uri ?? null, keys };
  }
}

/** openid-client's checks (state, nonce, iss, aud, exp) mapped to the reasons shown to the user. */
function refusalOfClientError(err: unknown): OidcRefused {
  if (err instanceof OidcRefused) return err;
  type Inner = { code?: string; message?: string; claim?: string; error?: string; cause?: Inner };
  const e = err as Inner;
  // openid-client wraps oauth4webapi's error, whose cause names the failing claim.
  const claim = e.cause?.claim ?? e.cause?.cause?.claim;
  const message = [e.message, e.cause?.message].filter(Boolean).join(': ') || String(err);
  if (e.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' || /expired|exp\b/i.test(message) && claim !== 'aud') return new OidcRefused('expired', message);
  if (claim === 'aud' || claim === 'azp') return new OidcRefused('audience', message);
  if (claim === 'iss') return new OidcRefused('issuer', message);
  if (claim === 'nonce' || /nonce/i.test(message)) return new OidcRefused('nonce', message);
  if (/state/i.test(message)) return new OidcRefused('state', message);
  if (e.error === 'invalid_grant' || e.error === 'invalid_request' || e.code === 'OAUTH_RESPONSE_BODY_ERROR') return new OidcRefused('code', message);
  if (/fetch failed|ECONNREFUSED|ENOTFOUND/i.test(message)) return new OidcRefused('provider', message);
  return new OidcRefused('signature', message);
}
