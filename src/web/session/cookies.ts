// A tiny cookie module: every cookie the web app writes goes through here so names and
// lifetimes live in one place (docs/ARCHITECTURE.md "Cookies").

export const COOKIE = {
  token: 'token',
  merchantToken: 'merchantToken',
  riderToken: 'riderToken',
  tenantId: 'tenantId',
  locale: 'locale',
  point: 'point',
  dc: 'dc',
  merchantDc: 'merchantDc',
  consent: 'consent',
  agent: 'agent',
  user: 'user',
  merchantUser: 'merchantUser',
  rider: 'rider',
  profileImage: 'profileImage',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

const DAY_SECONDS = 24 * 60 * 60;
export const ONE_YEAR_SECONDS = 365 * DAY_SECONDS;
export const LOCALE_SECONDS = 365 * DAY_SECONDS;

export interface CookieOptions {
  /** Lifetime in seconds; defaults to one year. */
  maxAge?: number;
  /** Absolute expiry (wins over maxAge), e.g. a token's own exp. */
  expires?: Date;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}

/**
 * Attributes every cookie gets: the whole site, SameSite=Lax, and `Secure` when the page came over
 * HTTPS so a token never travels over plain HTTP (docs/security.md).
 */
export function cookieAttributes(protocol: string = typeof location === 'undefined' ? 'http:' : location.protocol): string[] {
  return protocol === 'https:' ? ['path=/', 'SameSite=Lax', 'Secure'] : ['path=/', 'SameSite=Lax'];
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, ...cookieAttributes()];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  else parts.push(`max-age=${options.maxAge ?? ONE_YEAR_SECONDS}`);
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = [`${name}=`, ...cookieAttributes(), 'max-age=0'].join('; ');
}

export function readJsonCookie<T>(name: string): T | undefined {
  const raw = readCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A corrupt cookie is as good as none; drop it so it cannot fail every start-up.
    removeCookie(name);
    return undefined;
  }
}

export function writeJsonCookie(name: string, value: unknown, options?: CookieOptions): void {
  writeCookie(name, JSON.stringify(value), options);
}
