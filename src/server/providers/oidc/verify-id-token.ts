import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { OidcRefused } from './types';

export interface IdTokenExpectations {
  issuer: string;
  audience: string;
  nonce: string;
  /** The provider's JWKS (remote or local set); used for asymmetric algorithms. */
  keys?: JWTVerifyGetKey;
  /** Shared secret for HS256 tokens (LINE web login signs with the channel secret). */
  hmacSecret?: string;
  /** Algorithms accepted; a token signed with anything else is refused. */
  algorithms: string[];
  /** Seconds since epoch; defaults to now. */
  now?: number;
  clockToleranceSeconds?: number;
}

/**
 * Verifies an ID token with jose: signature (JWKS key or HMAC secret), issuer, audience, expiry
 * and nonce. Every failure is an OidcRefused with the reason a user or an operator can act on.
 */
export async function verifyIdToken(idToken: string, exp: IdTokenExpectations): Promise<JWTPayload> {
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(idToken).alg;
  } catch {
    throw new OidcRefused('signature', 'not a JWT');
  }
  if (!alg || !exp.algorithms.includes(alg)) throw new OidcRefused('signature', `algorithm ${alg ?? 'none'} not accepted`);
  const options = {
    issuer: exp.issuer,
    audience: exp.audience,
    algorithms: exp.algorithms,
    clockTolerance: exp.clockToleranceSeconds ?? 30,
    currentDate: exp.now ? new Date(exp.now * 1000) : undefined,
    requiredClaims: ['sub', 'exp', 'iat'],
  };
  let payload: JWTPayload;
  try {
    if (alg.startsWith('HS')) {
      if (!exp.hmacSecret) throw new OidcRefused('signature', 'no secret for an HMAC token');
      payload = (await jwtVerify(idToken, new TextEncoder().encode(exp.hmacSecret), options)).payload;
    } else {
      if (!exp.keys) throw new OidcRefused('signature', 'no key set');
      payload = (await jwtVerify(idToken, exp.keys, options)).payload;
    }
  } catch (err) {
    throw refusalOf(err);
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== exp.nonce) throw new OidcRefused('nonce');
  return payload;
}

function refusalOf(err: unknown): OidcRefused {
  if (err instanceof OidcRefused) return err;
  if (err instanceof errors.JWTExpired) return new OidcRefused('expired', err.message);
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return new OidcRefused('audience', err.message);
    if (err.claim === 'iss') return new OidcRefused('issuer', err.message);
    if (err.claim === 'nbf' || err.claim === 'iat') return new OidcRefused('expired', err.message);
    return new OidcRefused('signature', err.message);
  }
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JOSEError && err.code === 'ERR_JWKS_INVALID') {
    return new OidcRefused('provider', (err as Error).message);
  }
  return new OidcRefused('signature', err instanceof Error ? err.message : String(err));
}
