// Reads (never verifies) a JWT payload: the browser only needs `exp` for cookie lifetimes
// and expiry checks; the server is the one that trusts or refuses the token.

export interface TokenClaims {
  UserId?: string | number;
  TenantId?: string;
  exp?: number;
  Kind?: 'customer' | 'merchant' | 'rider' | 'guest';
  Role?: string | number;
}

function base64UrlDecode(segment: string): string {
  const padded = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeToken(token: string | undefined | null): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    // Spec: a failed token decode is only logged; the app continues.
    console.warn('talad: could not decode token');
    return null;
  }
}

/** Expiry of a token as a Date, or undefined when it has no readable exp. */
export function tokenExpiry(token: string | undefined | null): Date | undefined {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
}

export function isTokenExpired(token: string | undefined | null, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry.getTime() <= now;
}
