import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { GATEWAY_METHODS, isGatewayMethod } from '../../../domain/payment';
import { recordAudit } from '../../audit/record';
import { badRequest, type FieldError } from '../../errors';
import { PROVIDER_FIELDS, providerMethods } from '../../providers/payment/fields';
import { PaymentNotFound, PROVIDER_IDS, type ProviderId } from '../../providers/payment/types';
import { SECURITY, actorOf, merchantScope } from '../merchant/scope';
import { Body } from '../schemas';
import { GatewaySettingSchema, GatewaySettingsSchema, GatewayTestSchema } from './responses';

const TAGS = ['payments'];
const ProviderParam = Type.Union(PROVIDER_IDS.map((p) => Type.Literal(p)));
const SaleUnit = Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$', description: "A centre's sale unit, or '' for every centre of the tenant" });

interface Row { sale_unit: string; provider: ProviderId; methods: unknown; enabled: boolean; ttl_minutes: number; settings: Record<string, unknown> | null; updated_at: string }

/**
 * The super admin's gateway settings (docs/payments.md): which provider takes which methods, per
 * tenant ('' row) and centre, and its credentials. Secrets are write-only: sealed with SecretBox,
 * answered as "set" and their last 4 characters; a value in the environment wins and is shown so.
 * Every change is audited without the secret values. "Test" asks the provider's status query.
 */
export default async function gatewaySettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  const view = (tenantId: string, x: Row) => {
    const settings = x.settings ?? {};
    const sealed = (settings.secrets ?? {}) as Record<string, string>;
    const fields = PROVIDER_FIELDS[x.provider];
    const cfg = { tenantId, saleUnit: x.sale_unit, provider: x.provider, settings: {} as Record<string, unknown> };
    return {
      SaleUnit: x.sale_unit, Provider: x.provider, Methods: Array.isArray(x.methods) ? x.methods : [], Enabled: x.enabled, TtlMinutes: Number(x.ttl_minutes),
      Settings: Object.fromEntries(fields.filter((f) => !f.secret).map((f) => {
        const v = settings[f.name];
        return [f.name, typeof v === 'string' ? v : ''];
      })),
      Secrets: Object.fromEntries(fields.filter((f) => f.secret).map((f) => {
        const env = app.payments.credential(cfg, f.name);
        const plain = typeof sealed[f.name] === 'string' ? app.payments.box.open(sealed[f.name]) ?? '' : '';
        return [f.name, { Set: Boolean(plain || env), Last4: plain ? plain.slice(-4) : null, FromEnv: Boolean(env) }];
      })),
      UpdatedAt: new Date(x.updated_at).toISOString(),
    };
  };

  async function rows(tenantId: string): Promise<Row[]> {
    return app.db.query<Row>('SELECT sale_unit, provider, methods, enabled, ttl_minutes, settings, updated_at FROM payment_gateways WHERE tenant_id = $1 ORDER BY sale_unit, provider', [tenantId]);
  }

  r.get('/api/admin/payment-gateways', {
    schema: { response: { 200: GatewaySettingsSchema }, tags: TAGS, security: SECURITY, summary: 'Gateway settings of the tenant and its centres (secrets only as set / last 4), the providers\' fields and the methods each can take' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const centres = await app.db.query<{ sale_unit: string; name: string }>('SELECT sale_unit, dist_name AS name FROM distribution_centers WHERE tenant_id = $1 AND active ORDER BY sale_unit', [scope.tenantId]);
    return {
      Providers: PROVIDER_IDS.map((p) => ({ Id: p, Methods: providerMethods(p), Fields: PROVIDER_FIELDS[p].map((f) => ({ Name: f.name, Secret: f.secret, Required: f.required, Kind: f.kind })) })),
      Centres: centres.map((c) => ({ SaleUnit: c.sale_unit, Name: c.name })),
      Gateways: (await rows(scope.tenantId)).map((x) => view(scope.tenantId, x)),
    };
  });

  r.put('/api/admin/payment-gateways', {
    schema: {
      response: { 200: GatewaySettingSchema }, tags: TAGS, security: SECURITY,
      body: Body({
        SaleUnit, Provider: ProviderParam,
        Methods: Type.Array(Type.String({ maxLength: 30 }), { maxItems: GATEWAY_METHODS.length, uniqueItems: true }),
        Enabled: Type.Boolean(), TtlMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
        Settings: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 8000 })),
        Secrets: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 8000 }), Type.Null()], { description: 'A new value; "" or absent keeps the stored one; null clears it' }))),
      }),
      summary: 'Save one provider of the tenant (SaleUnit \'\') or a centre: methods, enabled, minutes to pay, settings and write-only secrets; 400 names every bad field; audited',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    const fields = PROVIDER_FIELDS[b.Provider];
    const errors: FieldError[] = [];
    if (b.SaleUnit && !(await app.db.query('SELECT 1 FROM distribution_centers WHERE tenant_id = $1 AND sale_unit = $2', [scope.tenantId, b.SaleUnit])).length) {
      errors.push({ field: '/body/SaleUnit', reason: 'is not a distribution centre of this tenant' });
    }
    const allowed = providerMethods(b.Provider);
    b.Methods.forEach((m, i) => {
      if (!isGatewayMethod(m)) errors.push({ field: `/body/Methods/${i}`, reason: `${m} is not a gateway payment method` });
      else if (!allowed.includes(m)) errors.push({ field: `/body/Methods/${i}`, reason: `${m} is not taken by ${b.Provider}` });
    });
    if (b.Enabled && !b.Methods.length) errors.push({ field: '/body/Methods', reason: 'must name at least one method when enabled' });
    for (const k of Object.keys(b.Settings)) if (!fields.some((f) => f.name === k && !f.secret)) errors.push({ field: `/body/Settings/${k}`, reason: `is not a setting of ${b.Provider}` });
    for (const k of Object.keys(b.Secrets ?? {})) if (!fields.some((f) => f.name === k && f.secret)) errors.push({ field: `/body/Secrets/${k}`, reason: `is not a secret of ${b.Provider}` });

    const [before] = await app.db.query<Row>('SELECT sale_unit, provider, methods, enabled, ttl_minutes, settings, updated_at FROM payment_gateways WHERE tenant_id = $1 AND sale_unit = $2 AND provider = $3', [scope.tenantId, b.SaleUnit, b.Provider]);
    const sealedBefore = ((before?.settings ?? {}).secrets ?? {}) as Record<string, string>;
    const sealed: Record<string, string> = {};
    const settings: Record<string, unknown> = {};
    for (const f of fields) {
      if (!f.secret) {
        const v = (b.Settings[f.name] ?? '').trim();
        if (v) settings[f.name] = v;
        checkValue(f, v, `/body/Settings/${f.name}`, errors);
        if (f.required && !v) errors.push({ field: `/body/Settings/${f.name}`, reason: 'is required' });
        continue;
      }
      const given = b.Secrets?.[f.name];
      if (typeof given === 'string' && given.trim()) {
        checkValue(f, given.trim(), `/body/Secrets/${f.name}`, errors);
        sealed[f.name] = app.payments.box.seal(given.trim());
      } else if (given !== null && sealedBefore[f.name]) sealed[f.name] = sealedBefore[f.name];
      const fromEnv = app.payments.credential({ tenantId: scope.tenantId, saleUnit: b.SaleUnit, provider: b.Provider, settings: {} }, f.name);
      if (f.required && b.Enabled && !sealed[f.name] && !fromEnv) errors.push({ field: `/body/Secrets/${f.name}`, reason: 'is required' });
    }
    if (errors.length) throw badRequest('Invalid request', errors);
    if (Object.keys(sealed).length) settings.secrets = sealed;
    const now = new Date(app.clock());
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO payment_gateways (tenant_id, sale_unit, provider, methods, enabled, ttl_minutes, settings, updated_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8)
         ON CONFLICT (tenant_id, sale_unit, provider) DO UPDATE SET methods = EXCLUDED.methods, enabled = EXCLUDED.enabled,
           ttl_minutes = EXCLUDED.ttl_minutes, settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
        [scope.tenantId, b.SaleUnit, b.Provider, JSON.stringify(b.Methods), b.Enabled, b.TtlMinutes, JSON.stringify(settings), now],
      );
      const redact = (x: Record<string, unknown> | undefined, secrets: Record<string, string>) => x && ({ ...x, secrets: Object.keys(secrets) });
      const changedSecrets = fields.filter((f) => f.secret && sealed[f.name] !== sealedBefore[f.name]).map((f) => f.name);
      await recordAudit(tx, scope.tenantId, {
        actor: actorOf(scope), action: 'paymentGateway.set', target: `${b.SaleUnit || '*'}/${b.Provider}`,
        before: before ? { methods: before.methods, enabled: before.enabled, ttlMinutes: before.ttl_minutes, settings: redact(before.settings ?? {}, sealedBefore) } : null,
        after: { methods: b.Methods, enabled: b.Enabled, ttlMinutes: b.TtlMinutes, settings: redact(settings, sealed), secretsChanged: changedSecrets },
      });
    });
    const [saved] = await rows(scope.tenantId).then((all) => all.filter((x) => x.sale_unit === b.SaleUnit && x.provider === b.Provider));
    return view(scope.tenantId, saved);
  });

  r.post('/api/admin/payment-gateways/test', {
    schema: {
      response: { 200: GatewayTestSchema }, tags: TAGS, security: SECURITY, body: Body({ SaleUnit, Provider: ProviderParam }),
      summary: 'Test the saved settings: the provider\'s status query of a payment that does not exist must be answered (unknown payment = credentials accepted)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { SaleUnit: su, Provider: provider } = request.body;
    const started = app.clock();
    try {
      const p = await app.payments.providerFor(app.db, scope.tenantId, su, provider);
      const probe = `PAPROBE${Date.now().toString(16).toUpperCase().slice(-9)}`;
      await p.queryStatus({ attemptId: probe, providerRef: probe, amountSatang: 100, currency: 'THB', method: provider === 'ghl' ? 'GHL_THAIQR' : 'CREDIT_CARD' });
      return { Ok: true, Message: 'The gateway answered', Ms: app.clock() - started };
    } catch (err) {
      if (err instanceof PaymentNotFound) return { Ok: true, Message: 'The gateway answered (no such payment, as expected)', Ms: app.clock() - started };
      request.log.warn({ err, provider, saleUnit: su }, 'gateway connection test failed');
      return { Ok: false, Message: err instanceof Error ? err.message.slice(0, 300) : 'failed', Ms: app.clock() - started };
    }
  });
}

function checkValue(f: { kind: string }, v: string, field: string, errors: FieldError[]): void {
  if (!v) return;
  if (f.kind === 'url') {
    let u: URL | null = null;
    try { u = new URL(v); } catch { /* reported below */ }
    if (!u || !(u.protocol === 'https:' || (u.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(u.hostname)))) errors.push({ field, reason: 'must be an https:// address' });
  }
  if (f.kind === 'pem' && !/^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/.test(v)) errors.push({ field, reason: 'must be a PEM block (-----BEGIN …-----)' });
}
