/**
 * An OpenID Connect provider the customer signs in with (LINE Login, a tenant's own identity
 * provider such as "athena"). The real adapter (openid.ts) speaks the protocol with openid-client
 * and verifies the ID token with jose; in development it points at the local OIDC server
 * (local-server.ts), so both paths run the same code.
 */
export interface OidcSettings {
  /** Issuer URL; its /.well-known/openid-configuration is read once. */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scope: string;
  /**
   * Expected ID-token signature algorithm. LINE's web login signs with HS256 and the channel
   * secret; LIFF/SDK logins and most providers sign with a JWKS key (ES256, RS256).
   */
  idTokenAlg?: string;
  /** Development only: the local server speaks plain http. */
  allowInsecure?: boolean;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CallbackCheck {
  redirectUri: string;
  code: string;
  state: string;
  expectedState: string;
  expectedNonce: string;
  codeVerifier: string;
}

export interface VerifiedLogin {
  subject: string;
  displayName: string;
  claims: Record<string, unknown>;
  accessToken: string;
}

export interface DiscoveryReport {
  issuer: string;
  authorizationEndpoint: string;
  jwksUri: string | null;
  keys: number;
}

export interface OidcProvider {
  readonly settings: OidcSettings;
  authorizationUrl(req: AuthorizationRequest): Promise<string>;
  /** Exchanges the code (PKCE) and verifies the ID token; throws OidcRefused on any bad answer. */
  exchange(check: CallbackCheck): Promise<VerifiedLogin>;
  /** Revokes an access token at the provider (logout). */
  revoke(accessToken: string): Promise<void>;
  /** For the diagnostics page: the discovery document and the number of signing keys. */
  discover(): Promise<DiscoveryReport>;
}

export type RefusalReason = 'state' | 'nonce' | 'expired' | 'audience' | 'issuer' | 'signature' | 'code' | 'provider';

/** Clear messages for a refused callback (shown on /line/authen and logged). */
export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  state: 'This sign-in link is unknown, already used or expired. Please sign in again.',
  nonce: 'The sign-in answer does not belong to this sign-in request (nonce mismatch).',
  expired: 'The sign-in token has expired. Please sign in again.',
  audience: 'The sign-in token was issued for another application.',
  issuer: 'The sign-in token was issued by an unexpected provider.',
  signature: 'The sign-in token signature is invalid.',
  code: 'The sign-in code was refused by the provider. Please sign in again.',
  provider: 'The sign-in provider could not be reached. Please try again later.',
};

export class OidcRefused extends Error {
  constructor(readonly reason: RefusalReason, readonly detail = '') {
    super(REFUSAL_MESSAGES[reason]);
    this.name = 'OidcRefused';
  }
}
