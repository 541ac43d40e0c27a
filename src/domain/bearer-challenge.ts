/**
 * The www-authenticate header for an expired token, written by the server and read by every
 * client: `Bearer error="invalid_token", error_description="The token expired at '…'"`.
 */

export interface BearerChallenge {
  error: string | null;
  errorDescription: string | null;
  expired: boolean;
  /** The expiry time quoted in the description, as written there. */
  expiredAt: string | null;
}

/** ISO time without milliseconds, as the header shows it. */
function isoSeconds(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function expiredTokenChallenge(expiredAt: Date): string {
  return `Bearer error="invalid_token", error_description="The token expired at '${isoSeconds(expiredAt)}'"`;
}

export function invalidTokenChallenge(description = 'The token is invalid'): string {
  return `Bearer error="invalid_token", error_description="${description.replace(/"/g, "'")}"`;
}

/** Read a Bearer challenge; a description containing 'The token expired' marks expiry. */
export function parseBearerChallenge(header: string | null | undefined): BearerChallenge {
  const h = String(header ?? '');
  if (!/^\s*Bearer\b/i.test(h)) return { error: null, errorDescription: null, expired: false, expiredAt: null };
  const param = (name: string): string | null => {
    const m = new RegExp(`${name}="([^"]*)"`, 'i').exec(h);
    return m ? m[1] : null;
  };
  const error = param('error');
  const errorDescription = param('error_description');
  const expired = !!errorDescription && errorDescription.includes('The token expired');
  const quoted = expired ? /'([^']+)'/.exec(errorDescription ?? '') : null;
  return { error, errorDescription, expired, expiredAt: quoted ? quoted[1] : null };
}
