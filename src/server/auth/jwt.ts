import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export type TokenKind = 'customer' | 'merchant' | 'rider' | 'guest';

/** Claims of every Talad token (docs/ARCHITECTURE.md "Server ⇄ web"). */
export interface TokenClaims {
  UserId: string;
  TenantId: string;
  Kind: TokenKind;
  /** 'GUEST', 'CUSTOMER', 'RIDER' or the merchant role code ('1', '3', '4', '5', '7', '8'). */
  Role: string;
  /** Customer and guest tokens: the active distribution centre (sale unit). */
  SaleUnit?: string;
  /** Set when a salesperson acts as a customer (impersonation): the merchant user id. */
  ActorId?: string;
  /** Who ActorId is: absent or 'merchant' for a salesperson, 'agent' for an agent ordering for their client (docs/agents.md). */
  ActorKind?: 'merchant' | 'agent';
  /** Server-side session id (auth/session-store.ts); every token but a guest's carries one. */
  sid?: string;
  exp: number;
  iat?: number;
}

export type ClaimsInput = Omit<TokenClaims, 'exp' | 'iat'>;

export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  guest: 30 * 24 * 3600,
  customer: 30 * 24 * 3600,
  merchant: 7 * 24 * 3600,
  rider: 7 * 24 * 3600,
};

const ALG = 'HS256';

export class TokenService {
  constructor(private readonly secret: Uint8Array, private readonly now: () => number = Date.now) {}

  async sign(claims: ClaimsInput, ttlSeconds = TOKEN_TTL_SECONDS[claims.Kind]): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    const body: Record<string, unknown> = { ...claims };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    return new SignJWT(body)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.secret);
  }

  /** Verifies signature (HS256 only) and expiry. */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALG],
        currentDate: new Date(this.now()),
      });
      if (!isClaims(payload)) return { ok: false, reason: 'invalid', description: 'The token claims are incomplete' };
      return { ok: true, claims: payload };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        const exp = typeof err.payload.exp === 'number' ? err.payload.exp : 0;
        return { ok: false, reason: 'expired', description: `The token expired at '${isoSeconds(exp)}'`, expiredAt: exp };
      }
      return { ok: false, reason: 'invalid', description: 'The token is invalid' };
    }
  }
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid'; description: string; expiredAt?: number };

/** '2026-11-20T10:00:00Z': the form the web client parses out of error_description. */
export function isoSeconds(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function isClaims(p: Record<string, unknown>): p is TokenClaims & Record<string, unknown> {
  const kinds = ['customer', 'merchant', 'rider', 'guest'];
  return typeof p.UserId === 'string' && typeof p.TenantId === 'string' && typeof p.Role === 'string'
    && typeof p.exp === 'number' && typeof p.Kind === 'string' && kinds.includes(p.Kind)
    && (p.sid === undefined || typeof p.sid === 'string');
}

/** The `www-authenticate` value for a rejected bearer token. */
export function bearerChallenge(description: string): string {
  return `Bearer error="invalid_token", error_description="${description.replaceAll('"', "'")}"`;
}
