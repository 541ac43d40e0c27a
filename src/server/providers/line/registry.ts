import { OpenIdProvider } from '../oidc/openid';
import { LocalOidcServer } from '../oidc/local-server';
import type { OidcProvider } from '../oidc/types';
import type { Db } from '../../db/index';
import { SecretBox } from '../secret-box';
import { LineOutbox } from './local';
import { SdkMessagingProvider } from './messaging-sdk';
import { lineEnv, lineLoginSettings, oidcEnv, type TenantLineEnv } from './settings';
import { LineSettingsStore } from './stored-settings';
import type { LineMessagingProvider } from './types';

export interface LineServicesOptions {
  env: NodeJS.ProcessEnv;
  production: boolean;
  dataDir: string;
  serverSecret: Uint8Array;
  clock: () => number;
  /** Links in messages sent without a request (background jobs): SHOP_URL_<T>, else PUBLIC_URL, else this. */
  defaultShopUrl: string;
  /** Where per-tenant settings saved by a super admin live (without it: environment only). */
  db?: Db;
}

/** A tenant's LINE settings: the database's where set, else the environment's, and where each came from. */
export type EffectiveLineSettings = TenantLineEnv & { oaId?: string; messagingChannelId?: string; version: number; source: { login: 'db' | 'env' | null; messaging: 'db' | 'env' | null } };

/**
 * Picks each tenant's LINE Login, tenant OIDC and Messaging providers: the real adapters when the
 * tenant's settings are saved (encrypted) in the database or in the environment, else (outside production only) the local OIDC server
 * and the messaging outbox. Secrets never leave the server.
 */
export class LineServices {
  readonly local: LocalOidcServer | null;
  readonly outbox: LineOutbox | null;
  readonly box: SecretBox;
  readonly stored: LineSettingsStore | null;
  private readonly providers = new Map<string, OidcProvider>();
  private readonly messagingCache = new Map<string, LineMessagingProvider>();

  constructor(private readonly opts: LineServicesOptions) {
    this.box = new SecretBox(opts.serverSecret, 'talad-line');
    this.stored = opts.db ? new LineSettingsStore(opts.db, new SecretBox(opts.serverSecret, 'talad-line-settings'), opts.clock) : null;
    this.local = opts.production ? null : new LocalOidcServer(opts.env.LOCAL_OIDC_HOST || '127.0.0.1', Number(opts.env.LOCAL_OIDC_PORT || 0));
    this.outbox = opts.production ? null : new LineOutbox(opts.dataDir, opts.clock);
  }

  /** LINE Login for the tenant, or null when it has no channel configured (and no local server). */
  async login(tenantId: string): Promise<OidcProvider | null> {
    const e = await this.settings(tenantId);
    // The version makes a saved change take effect without a restart.
    const cacheKey = `line|${tenantId}|${e.version}`;
    const cached = this.providers.get(cacheKey);
    if (cached) return cached;
    const settings = lineLoginSettings(e);
    let provider: OidcProvider | null = null;
    if (settings) provider = new OpenIdProvider(settings);
    else if (this.local) {
      const issuer = await this.local.start();
      provider = new OpenIdProvider({
        issuer, clientId: `talad-${tenantId}-line`, clientSecret: this.box.derive(`line-login|${tenantId}`),
        scope: 'openid profile', idTokenAlg: 'ES256', allowInsecure: true,
      });
    }
    if (provider) this.providers.set(cacheKey, provider);
    return provider;
  }

  /** A tenant's own OpenID Connect provider (e.g. 'athena') and the claim naming the customer. */
  async oidc(name: string, tenantId: string): Promise<{ provider: OidcProvider; customerClaim: string } | null> {
    const e = oidcEnv(this.opts.env, name, tenantId);
    const cacheKey = `${name}|${tenantId}`;
    let provider = this.providers.get(cacheKey) ?? null;
    if (!provider) {
      if (e.issuer && e.clientId) {
        provider = new OpenIdProvider({ issuer: e.issuer, clientId: e.clientId, clientSecret: e.clientSecret, scope: 'openid profile' });
      } else if (this.local) {
        const issuer = await this.local.start();
        provider = new OpenIdProvider({
          issuer, clientId: `talad-${tenantId}-${name}`, clientSecret: this.box.derive(`${name}|${tenantId}`),
          scope: 'openid profile', idTokenAlg: 'ES256', allowInsecure: true,
        });
      }
      if (provider) this.providers.set(cacheKey, provider);
    }
    return provider ? { provider, customerClaim: e.customerClaim } : null;
  }

  /** Where a LINE user goes back to after logout. */
  async returnUrl(tenantId: string): Promise<string | null> {
    const e = await this.settings(tenantId);
    if (e.returnUrl) return e.returnUrl;
    if (this.local && !lineLoginSettings(e)) return `${await this.local.start()}/line?tenantId=${encodeURIComponent(tenantId)}`;
    return null;
  }

  async messaging(tenantId: string): Promise<LineMessagingProvider | null> {
    const e = await this.settings(tenantId);
    const cacheKey = `${tenantId}|${e.version}`;
    const cached = this.messagingCache.get(cacheKey);
    if (cached) return cached;
    const provider: LineMessagingProvider | null = e.messagingAccessToken
      ? new SdkMessagingProvider(e.messagingAccessToken, e.messagingApiBase)
      : this.outbox;
    if (provider) this.messagingCache.set(cacheKey, provider);
    return provider;
  }

  /** The tenant's settings: each field from the database when a super admin saved it, else the environment. */
  async settings(tenantId: string): Promise<EffectiveLineSettings> {
    const env = lineEnv(this.opts.env, tenantId);
    const db = (await this.stored?.get(tenantId)) ?? null;
    const pick = <K extends keyof TenantLineEnv>(k: K): TenantLineEnv[K] => (db?.[k as keyof typeof db] as TenantLineEnv[K] | undefined) ?? env[k];
    const dbLogin = Boolean(db?.loginChannelId && db.loginChannelSecret);
    const dbMessaging = Boolean(db?.messagingAccessToken);
    return {
      // A channel id and its secret belong together: never mix the database's id with the environment's secret.
      loginChannelId: dbLogin ? db!.loginChannelId : env.loginChannelId,
      loginChannelSecret: dbLogin ? db!.loginChannelSecret : env.loginChannelSecret,
      issuer: env.issuer,
      returnUrl: pick('returnUrl'),
      messagingAccessToken: dbMessaging ? db!.messagingAccessToken : env.messagingAccessToken,
      messagingChannelSecret: pick('messagingChannelSecret'),
      messagingApiBase: env.messagingApiBase,
      messagingChannelId: db?.messagingChannelId,
      oaId: db?.oaId,
      version: db?.version ?? 0,
      source: {
        login: dbLogin ? 'db' : lineLoginSettings(env) ? 'env' : null,
        messaging: dbMessaging ? 'db' : env.messagingAccessToken ? 'env' : null,
      },
    };
  }

  /** The shop's public address for links in pushes sent by background jobs. */
  shopUrl(tenantId: string): string {
    const e = this.opts.env;
    return (e[`SHOP_URL_${tenantId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] || e.PUBLIC_URL || this.opts.defaultShopUrl).replace(/\/$/, '');
  }

  /** The Messaging channel secret that signs the tenant's webhook calls. */
  async webhookSecret(tenantId: string): Promise<string | null> {
    const e = await this.settings(tenantId);
    if (e.messagingChannelSecret) return e.messagingChannelSecret;
    return this.opts.production ? null : this.box.derive(`line-webhook|${tenantId}`);
  }

  /** What the diagnostics page may show: where each part comes from, never a secret. */
  async describe(tenantId: string): Promise<{ login: 'channel' | 'local' | 'none'; messaging: 'channel' | 'local' | 'none'; webhookSecret: 'channel' | 'local' | 'none'; returnUrl: boolean }> {
    const e = await this.settings(tenantId);
    const dev = !this.opts.production;
    return {
      login: lineLoginSettings(e) ? 'channel' : dev ? 'local' : 'none',
      messaging: e.messagingAccessToken ? 'channel' : dev ? 'local' : 'none',
      webhookSecret: e.messagingChannelSecret ? 'channel' : dev ? 'local' : 'none',
      returnUrl: Boolean(e.returnUrl) || dev,
    };
  }

  async close(): Promise<void> {
    await this.local?.stop();
  }
}
