import type { OidcSettings } from '../oidc/types';

/**
 * Per-tenant LINE and OpenID Connect settings, from the environment (names end with the tenant
 * id in upper case, e.g. LINE_LOGIN_CHANNEL_ID_SABAI). Nothing here is in the repo or a bundle.
 * Without them, outside production, the local providers are used (docs/line.md).
 */
export interface TenantLineEnv {
  loginChannelId?: string;
  loginChannelSecret?: string;
  /** Where the login answers come from; LINE's own unless pointed elsewhere. */
  issuer: string;
  /** The LINE URL a LINE user returns to after logout (LIFF URL or the OA's line.me link). */
  returnUrl?: string;
  messagingAccessToken?: string;
  messagingChannelSecret?: string;
  /** Messaging API base URL (tests point it at recorded fixtures). */
  messagingApiBase?: string;
}

export interface TenantOidcEnv {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  customerClaim: string;
}

export const LINE_ISSUER = 'https://access.line.me';

const key = (name: string, tenantId: string) => `${name}_${tenantId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

export function lineEnv(env: NodeJS.ProcessEnv, tenantId: string): TenantLineEnv {
  const v = (name: string) => env[key(name, tenantId)] || undefined;
  return {
    loginChannelId: v('LINE_LOGIN_CHANNEL_ID'),
    loginChannelSecret: v('LINE_LOGIN_CHANNEL_SECRET'),
    issuer: v('LINE_LOGIN_ISSUER') ?? LINE_ISSUER,
    returnUrl: v('LINE_RETURN_URL'),
    messagingAccessToken: v('LINE_MESSAGING_ACCESS_TOKEN'),
    messagingChannelSecret: v('LINE_MESSAGING_CHANNEL_SECRET'),
    messagingApiBase: env.LINE_MESSAGING_API_BASE || undefined,
  };
}

export function oidcEnv(env: NodeJS.ProcessEnv, provider: string, tenantId: string): TenantOidcEnv {
  const v = (name: string) => env[key(`OIDC_${provider.toUpperCase()}_${name}`, tenantId)] || undefined;
  return { issuer: v('ISSUER'), clientId: v('CLIENT_ID'), clientSecret: v('CLIENT_SECRET'), customerClaim: v('CUSTOMER_CLAIM') ?? 'customer_code' };
}

/** LINE Login as an OIDC client: web login ID tokens are HS256 with the channel secret. */
export function lineLoginSettings(e: TenantLineEnv): OidcSettings | null {
  if (!e.loginChannelId || !e.loginChannelSecret) return null;
  return { issuer: e.issuer, clientId: e.loginChannelId, clientSecret: e.loginChannelSecret, scope: 'openid profile', idTokenAlg: 'HS256' };
}
