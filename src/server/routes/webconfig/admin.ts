import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { flagTypeOf, flagValueProblem } from '../../../engine/index';
import { recordAudit } from '../../audit/record';
import { findMerchant } from '../../accounts/merchants';
import { claimsOf, requireSuperAdmin } from '../../auth/guards';
import { badRequest, notFound } from '../../errors';
import { ConfigBus } from '../../live/config-bus';
import { readOverrides } from '../../live/flag-store';
import { isTenantId, TENANT_ID_PATTERN } from '../../tenants/tenant-id';
import { effectiveFlags, tenantBundle } from '../../tenants/resolve';
import { Body, Query } from '../schemas';
import { FlagName } from './items';
import { AdminFlagsSchema, FlagChangedSchema, FlagCompareSchema, TenantStatesSchema } from './responses';

const security = [{ bearer: [] }];

async function actorOf(app: FastifyInstance, request: FastifyRequest) {
  const claims = claimsOf(request);
  const row = await findMerchant(app.db, claims.TenantId, claims.UserId);
  return { kind: 'merchant', id: claims.UserId, name: row?.name ?? '' };
}

/**
 * Super-admin web configuration of the admin's own tenant: list, set, reset (each change audited
 * and pushed live), plus read-only views across tenants (compare, bundle validation state).
 */
export default async function webConfigAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // onRequest, not preHandler: everyone else gets the 403 before validation (the schema is no probe).
  app.addHook('onRequest', requireSuperAdmin);

  r.get('/api/webConfig/admin/items', {
    schema: { response: { 200: AdminFlagsSchema }, tags: ['webConfig'], summary: 'Every flag of the admin\'s tenant with default, value and who changed it', security },
  }, async (request) => {
    const tenantId = claimsOf(request).TenantId;
    const defaults = tenantBundle(app, tenantId).flags;
    const overrides = new Map((await readOverrides(app.db, tenantId)).map((o) => [o.opt, o]));
    const Data = Object.keys(defaults).sort().map((Opt) => {
      const o = overrides.get(Opt);
      return {
        Opt, OptValue: o?.value ?? defaults[Opt], Default: defaults[Opt], Overridden: !!o,
        Type: flagTypeOf(Opt, app.tenants.base?.flags ?? defaults, app.tenants.base?.flagTypes),
        UpdatedAt: o?.updatedAt.toISOString() ?? null, UpdatedBy: o?.updatedBy ?? null,
      };
    });
    return { Data };
  });

  r.put('/api/webConfig/admin/items', {
    schema: { response: { 200: FlagChangedSchema },
      tags: ['webConfig'], summary: 'Set one flag of the admin\'s tenant (unknown flag: 400); audited; pushed to open browsers', security,
      body: Body({ Opt: FlagName, OptValue: Type.String({ maxLength: 2000 }) }),
    },
  }, async (request) => {
    const { Opt, OptValue } = request.body;
    const tenantId = claimsOf(request).TenantId;
    const defaults = tenantBundle(app, tenantId).flags;
    if (!(Opt in defaults)) throw badRequest('Invalid request', [{ field: '/body/Opt', reason: `unknown flag '${Opt}'` }]);
    // By the flag's declared type (tenants/_base/tenant.json flagTypes; Y/N when its base default is).
    const base = app.tenants.base;
    const problem = flagValueProblem(Opt, OptValue, flagTypeOf(Opt, base?.flags ?? defaults, base?.flagTypes));
    if (problem) throw badRequest(`Invalid value for ${Opt}`, [{ field: '/body/OptValue', reason: problem }]);
    const actor = await actorOf(app, request);
    const before = (await effectiveFlags(app, tenantId))[Opt];
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO web_config (tenant_id, opt, opt_value, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, opt) DO UPDATE SET opt_value = EXCLUDED.opt_value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [tenantId, Opt, OptValue, new Date(app.clock()), actor.id],
      );
      await recordAudit(tx, tenantId, { actor, action: 'webConfig.set', target: Opt, before: { [Opt]: before }, after: { [Opt]: OptValue } });
      await ConfigBus.notify(tx, { type: 'flags', tenantId });
    });
    // This process answers from the new value at once; the others when the notification lands.
    app.flags.invalidate(tenantId);
    return { Data: { Opt, OptValue } };
  });

  r.delete('/api/webConfig/admin/items/:Opt', {
    schema: { response: { 200: FlagChangedSchema },
      tags: ['webConfig'], summary: 'Remove the override of one flag (back to the bundle default); audited', security,
      params: Type.Object({ Opt: FlagName }, { additionalProperties: false }),
    },
  }, async (request) => {
    const { Opt } = request.params;
    const tenantId = claimsOf(request).TenantId;
    const defaults = tenantBundle(app, tenantId).flags;
    if (!(Opt in defaults)) throw notFound(`Unknown flag '${Opt}'`);
    const actor = await actorOf(app, request);
    const before = (await effectiveFlags(app, tenantId))[Opt];
    await app.db.transaction(async (tx) => {
      await tx.query('DELETE FROM web_config WHERE tenant_id = $1 AND opt = $2', [tenantId, Opt]);
      await recordAudit(tx, tenantId, { actor, action: 'webConfig.reset', target: Opt, before: { [Opt]: before }, after: { [Opt]: defaults[Opt] } });
      await ConfigBus.notify(tx, { type: 'flags', tenantId });
    });
    app.flags.invalidate(tenantId);
    return { Data: { Opt, OptValue: defaults[Opt] } };
  });

  // Flags are public per tenant (the SPA receives them at boot), so comparing tenants leaks nothing.
  r.get('/api/webConfig/admin/compare', {
    schema: { response: { 200: FlagCompareSchema },
      tags: ['webConfig'], summary: 'Effective flags of two tenants side by side (a defaults to the admin\'s tenant)', security,
      querystring: Query({
        a: Type.Optional(Type.String({ pattern: TENANT_ID_PATTERN })),
        b: Type.String({ pattern: TENANT_ID_PATTERN }),
        onlyDifferent: Type.Boolean({ default: false }),
      }),
    },
  }, async (request) => {
    const q = request.query;
    const a = q.a ?? claimsOf(request).TenantId;
    if (!isTenantId(a)) throw notFound();
    const [fa, fb] = await Promise.all([effectiveFlags(app, a), effectiveFlags(app, q.b)]);
    const names = [...new Set([...Object.keys(fa), ...Object.keys(fb)])].sort();
    const Data = names
      .map((Opt) => ({ Opt, A: fa[Opt] ?? null, B: fb[Opt] ?? null, Different: fa[Opt] !== fb[Opt] }))
      .filter((r) => !q.onlyDifferent || r.Different);
    return { A: a, B: q.b, Data };
  });

  r.get('/api/webConfig/tenants', {
    schema: { response: { 200: TenantStatesSchema }, tags: ['webConfig'], summary: 'Every tenant folder with its bundle validation state (errors with file, pointer, reason)', security },
  }, async () => ({ Data: app.tenants.status(), BaseErrors: app.tenants.baseErrors }));
}
