import { OpenIdProvider } from '../oidc/openid';
import { LocalOidcServer } from '../oidc/local-server';
import type { OidcProvider } from '../oidc/types';
import { SecretBox } from '../secret-box';
import { LineOutbox } from './local';
import { SdkMessagingProvider } from './messaging-sdk';
import { lineEnv, lineLoginSettings, oidcEnv } from './settings';
import type { LineMessagingProvider } from './types';

export interface LineServicesOptions {
  env: NodeJS.ProcessEnv;
  production: boolean;
  dataDir: string;
  serverSecret: Uint8Array;
  clock: () => number;
  /** Links in messages sent without a request (background jobs): SHOP_URL_<T>, else PUBLIC_URL, else this. */
  defaultShopUrl: string;
}

/**
 * Picks each tenant's LINE Login, tenant OIDC and Messaging providers: the real adapters when the
 * tenant's settings are in the environment, else (outside production only) the local OIDC server
 * and the messaging outbox. Secrets never leave the server.
 */
export class LineServices {
  readonly local: LocalOidcServer | null;
  readonly outbox: LineOutbox | null;
  readonly box: SecretBox;
  private readonly providers = new Map<string, OidcProvider>();
  private readonly messagingCache = new Map<string, LineMessagingProvider>();

  constructor(private readonly opts: LineServicesOptions) {
    this.box = new SecretBox(opts.serverSecret, 'talad-line');
    this.local = opts.production ? null : new LocalOidcServer(opts.env.LOCAL_OIDC_HOST || '127.0.0.1', Number(opts.env.LOCAL_OIDC_PORT || 0));
    this.outbox = opts.production ? null : new LineOutbox(opts.dataDir, opts.clock);
  }

  /** LINE Login for the tenant, or null when it has no channel configured (and no local server). */
  async login(tenantId: string): Promise<OidcProvider | null> {
    const cacheKey = `line|${tenantId}`;
    const cached = this.providers.get(cacheKey);
    if (cached) return cached;
    const settings = lineLoginSettings(lineEnv(this.opts.env, tenantId));
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
    const e = lineEnv(this.opts.env, tenantId);
    if (e.returnUrl) return e.returnUrl;
    if (this.local && !lineLoginSettings(e)) return `${await this.local.start()}/line?tenantId=${encodeURIComponent(tenantId)}`;
    return null;
  }

  messaging(tenantId: string): LineMessagingProvider | null {
    const cached = this.messagingCache.get(tenantId);
    if (cached) return cached;
    const e = lineEnv(this.opts.env, tenantId);
    const provider: LineMessagingProvider | null = e.messagingAccessToken
      ? new SdkMessagingProvider(e.messagingAccessToken, e.messagingApiBase)
      : this.outbox;
    if (provider) this.messagingCache.set(tenantId, provider);
    return provider;
  }

  /** The shop's public address for links in pushes sent by background jobs. */
  shopUrl(tenantId: string): string {
    const e = this.opts.env;
    return (e[`SHOP_URL_${tenantId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] || e.PUBLIC_URL || this.opts.defaultShopUrl).replace(/\/$/, '');
  }

  /** The Messaging channel secret that signs the tenant's webhook calls. */
  webhookSecret(tenantId: string): string | null {
    const e = lineEnv(this.opts.env, tenantId);
    if (e.messagingChannelSecret) return e.messagingChannelSecret;
    return this.opts.production ? null : this.box.derive(`line-webhook|${tenantId}`);
  }

  /** What the diagnostics page may show: where each part comes from, never a secret. */
  describe(tenantId: string): { login: 'channel' | 'local' | 'none'; messaging: 'channel' | 'local' | 'none'; webhookSecret: 'channel' | 'local' | 'none'; returnUrl: boolean } {
    const e = lineEnv(this.opts.env, tenantId);
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
