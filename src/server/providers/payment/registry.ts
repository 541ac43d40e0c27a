import { isGatewayMethod, type GatewayMethod } from '../../../domain/payment';
import type { Queryable } from '../../db/index';
import { SecretBox } from '../secret-box';
import { GhlProvider } from './ghl';
import { KBankProvider } from './kbank';
import { SandboxProvider } from './sandbox';
import { TwoC2PProvider } from './twoc2p';
import { PROVIDER_IDS, type PaymentProvider, type ProviderId } from './types';

/** A centre's gateway as configured (table payment_gateways; the centre's own row wins over the tenant's ''). */
export interface GatewayConfig {
  tenantId: string;
  saleUnit: string;
  provider: ProviderId;
  methods: GatewayMethod[];
  ttlMinutes: number;
  settings: Record<string, unknown>;
}

export interface PaymentRegistryOptions {
  db: Queryable;
  env: NodeJS.ProcessEnv;
  production: boolean;
  serverSecret: Uint8Array;
  clock: () => number;
  fetch?: typeof fetch;
}

export class GatewayNotConfigured extends Error {}

const envPart = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/**
 * Picks the payment provider of a tenant's centre and builds it with its credentials:
 * `PAYMENT_<PROVIDER>_<NAME>_<TENANT>_<SALEUNIT>`, else `…_<TENANT>`, else a secret sealed in the
 * row's settings (SecretBox). The sandbox needs none (its secret is derived from the server secret)
 * and is refused in production. Nothing secret is in the repo or a bundle.
 */
export class PaymentRegistry {
  readonly box: SecretBox;

  constructor(private readonly opts: PaymentRegistryOptions) {
    this.box = new SecretBox(opts.serverSecret, 'talad-payments');
  }

  /** The HTTP client the real adapters use (tests replay recorded answers through it). */
  setFetch(f: typeof fetch): void {
    this.opts.fetch = f;
  }

  /** PUBLIC_URL: the shop's address as providers reach it (behind a proxy). */
  publicUrl(): string | undefined {
    return this.opts.env.PUBLIC_URL || undefined;
  }

  async config(q: Queryable, tenantId: string, saleUnit: string): Promise<GatewayConfig | null> {
    const rows = await q.query<Record<string, unknown>>(
      `SELECT sale_unit, provider, methods, ttl_minutes, settings FROM payment_gateways
        WHERE tenant_id = $1 AND sale_unit IN ($2, '') AND enabled ORDER BY sale_unit DESC, provider LIMIT 1`,
      [tenantId, saleUnit],
    );
    const r = rows[0];
    if (!r) return null;
    const provider = String(r.provider) as ProviderId;
    if (!PROVIDER_IDS.includes(provider) || (provider === 'sandbox' && this.opts.production)) return null;
    const methods = (Array.isArray(r.methods) ? r.methods : []).filter((m): m is GatewayMethod => isGatewayMethod(String(m)));
    return { tenantId, saleUnit, provider, methods, ttlMinutes: Number(r.ttl_minutes ?? 15), settings: (r.settings ?? {}) as Record<string, unknown> };
  }

  /** A named credential of the centre's provider; '' when not set. */
  credential(cfg: Pick<GatewayConfig, 'tenantId' | 'saleUnit' | 'provider' | 'settings'>, name: string): string {
    const base = `PAYMENT_${envPart(cfg.provider)}_${envPart(name)}_${envPart(cfg.tenantId)}`;
    const e = this.opts.env;
    const fromEnv = e[`${base}_${envPart(cfg.saleUnit)}`] || e[base];
    if (fromEnv) return fromEnv;
    const sealed = (cfg.settings.secrets as Record<string, unknown> | undefined)?.[name];
    if (typeof sealed === 'string') return this.box.open(sealed) ?? '';
    const plain = cfg.settings[name];
    // Only non-secret values (merchant ids, endpoints) may sit in settings in clear.
    return typeof plain === 'string' && !/secret|password|key/i.test(name) ? plain : '';
  }

  /** The provider object for a configuration. Throws GatewayNotConfigured when credentials are missing. */
  provider(cfg: GatewayConfig): PaymentProvider {
    const c = (name: string) => this.credential(cfg, name);
    const need = (name: string) => {
      const v = c(name);
      if (!v) throw new GatewayNotConfigured(`${cfg.provider}: ${name} is not set for ${cfg.tenantId}/${cfg.saleUnit}`);
      return v;
    };
    const fetchImpl = this.opts.fetch ?? fetch;
    switch (cfg.provider) {
      case 'sandbox':
        if (this.opts.production) throw new GatewayNotConfigured('the sandbox gateway is refused in production');
        return new SandboxProvider(this.opts.db, cfg.tenantId, this.sandboxSecret(cfg.tenantId, cfg.saleUnit), this.opts.clock);
      case 'kbank':
        return new KBankProvider({ secretKey: need('secretKey'), publicKey: c('publicKey'), mid: c('mid'), apiBase: c('apiBase') || undefined, uiBase: c('uiBase') || undefined, fetch: fetchImpl });
      case '2c2p':
        return new TwoC2PProvider({
          merchantId: need('merchantId'), secretKey: need('secretKey'), apiBase: c('apiBase') || undefined,
          maintenanceUrl: c('maintenanceUrl') || undefined, privateKey: c('privateKey') || undefined, publicCert: c('publicCert') || undefined, fetch: fetchImpl, clock: this.opts.clock,
        });
      case 'ghl':
        return new GhlProvider({ serviceId: need('serviceId'), password: need('password'), apiBase: c('apiBase') || undefined, fetch: fetchImpl, clock: this.opts.clock });
    }
  }

  /** The sandbox's signing secret of a centre (tests sign their forged/replayed notices with it). */
  sandboxSecret(tenantId: string, saleUnit: string): string {
    return this.opts.env[`PAYMENT_SANDBOX_SECRET_${envPart(tenantId)}`] || this.box.derive(`sandbox|${tenantId}|${saleUnit}`);
  }

  /** The provider that took an existing attempt (notifications, status queries, refunds). */
  async providerFor(q: Queryable, tenantId: string, saleUnit: string, provider: ProviderId): Promise<PaymentProvider> {
    const rows = await q.query<Record<string, unknown>>(
      `SELECT sale_unit, methods, ttl_minutes, settings FROM payment_gateways
        WHERE tenant_id = $1 AND sale_unit IN ($2, '') AND provider = $3 ORDER BY sale_unit DESC LIMIT 1`,
      [tenantId, saleUnit, provider],
    );
    const r = rows[0];
    if (!r) throw new GatewayNotConfigured(`${provider} is not configured for ${tenantId}/${saleUnit}`);
    return this.provider({ tenantId, saleUnit, provider, methods: [], ttlMinutes: Number(r.ttl_minutes ?? 15), settings: (r.settings ?? {}) as Record<string, unknown> });
  }
}
