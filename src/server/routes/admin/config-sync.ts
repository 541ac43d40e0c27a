import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Flags } from '../../../engine/index';
import { recordAudit } from '../../audit/record';
import { badRequest, conflict, type FieldError } from '../../errors';
import { ConfigBus } from '../../live/config-bus';
import { readOverrides } from '../../live/flag-store';
import { effectiveFlags, tenantBundle } from '../../tenants/resolve';
import { SECURITY, actorOf, merchantScope } from '../merchant/scope';
import { Body } from '../schemas';
import { ConfigAppliedSchema, ConfigFileSchema, ConfigPreviewSchema } from './responses';

export const CONFIG_FILE_FORMAT = 'talad.webconfig' as const;
const FLAG_NAME = '^[A-Z][A-Z0-9_]{0,79}$';
const TAGS = ['webConfig'];

/** The exported file (and what preview/apply accept): the effective flags of one tenant. */
export const ConfigFile = Type.Object({
  format: Type.Literal(CONFIG_FILE_FORMAT),
  version: Type.Literal(1),
  tenantId: Type.Optional(Type.String({ maxLength: 64 })),
  exportedAt: Type.Optional(Type.String({ maxLength: 40 })),
  flags: Type.Record(Type.String({ pattern: FLAG_NAME }), Type.String({ maxLength: 2000 })),
  overridden: Type.Optional(Type.Array(Type.String({ pattern: FLAG_NAME }), { maxItems: 1000 })),
}, { additionalProperties: false });

type ConfigFileT = { flags: Record<string, string>; tenantId?: string };

export interface ConfigChange { Opt: string; Current: string; Incoming: string; Default: string; Action: 'set' | 'reset' }

/**
 * The file's flags against the tenant's bundle: names the bundle does not know, and Y/N flags with
 * another value, are refused with their pointer; the rest is the list of changes.
 */
function diff(defaults: Flags, current: Flags, file: ConfigFileT, tenantId: string): { changes: ConfigChange[]; unchanged: number; notInFile: string[] } {
  const errors: FieldError[] = [];
  for (const [opt, value] of Object.entries(file.flags)) {
    const field = `/body/File/flags/${opt}`;
    if (!(opt in defaults)) errors.push({ field, reason: `unknown flag: tenant '${tenantId}' has no flag '${opt}'` });
    else if ((defaults[opt] === 'Y' || defaults[opt] === 'N') && value !== 'Y' && value !== 'N') errors.push({ field, reason: `must be 'Y' or 'N'` });
  }
  if (errors.length) throw badRequest('The configuration file does not fit this tenant', errors);
  const changes: ConfigChange[] = [];
  let unchanged = 0;
  for (const [opt, incoming] of Object.entries(file.flags).sort(([a], [b]) => a.localeCompare(b))) {
    const cur = current[opt] ?? '';
    if (cur === incoming) { unchanged++; continue; }
    const def = defaults[opt] ?? '';
    changes.push({ Opt: opt, Current: cur, Incoming: incoming, Default: def, Action: incoming === def ? 'reset' : 'set' });
  }
  const notInFile = Object.keys(defaults).filter((k) => !(k in file.flags)).sort();
  return { changes, unchanged, notInFile };
}

/**
 * `/admin/config/sync`: a tenant's web config as a JSON file, and that file applied to the
 * caller's tenant (another environment, or another tenant by its own super admin) after a preview.
 * Flags missing from the file are left as they are. Applying is audited and reaches open browsers
 * through the ConfigBus like any flag change.
 */
export default async function configSyncRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/merchant/admin/config/sync/export', {
    schema: { response: { 200: ConfigFileSchema }, tags: TAGS, security: SECURITY, summary: 'Download the caller\'s tenant web config (every effective flag) as a JSON file' },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const flags = await effectiveFlags(app, scope.tenantId);
    const overridden = (await readOverrides(app.db, scope.tenantId)).map((o) => o.opt);
    const stamp = new Date(app.clock()).toISOString();
    reply.header('content-disposition', `attachment; filename="webconfig-${scope.tenantId}-${stamp.slice(0, 10)}.json"`);
    const sorted = Object.fromEntries(Object.entries(flags).sort(([a], [b]) => a.localeCompare(b)));
    return { format: CONFIG_FILE_FORMAT, version: 1 as const, tenantId: scope.tenantId, exportedAt: stamp, flags: sorted, overridden };
  });

  r.post('/api/merchant/admin/config/sync/preview', {
    schema: { response: { 200: ConfigPreviewSchema }, tags: TAGS, security: SECURITY, body: Body({ File: ConfigFile }), summary: 'What applying the file would change in the caller\'s tenant (unknown flags: 400 with their pointers); nothing written' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const d = diff(tenantBundle(app, scope.tenantId).flags, await effectiveFlags(app, scope.tenantId), request.body.File, scope.tenantId);
    return { Tenant: scope.tenantId, Source: request.body.File.tenantId ?? null, Changes: d.changes, Unchanged: d.unchanged, NotInFile: d.notInFile };
  });

  r.post('/api/merchant/admin/config/sync/apply', {
    schema: { response: { 200: ConfigAppliedSchema },
      tags: TAGS, security: SECURITY,
      body: Body({
        File: ConfigFile,
        Expected: Type.Optional(Type.Record(Type.String({ pattern: FLAG_NAME }), Type.String({ maxLength: 2000 }), { description: 'Current values the preview showed; any other value now is a 409' })),
      }),
      summary: 'Apply the file to the caller\'s tenant in one transaction (audited, pushed live to open browsers)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const defaults = tenantBundle(app, scope.tenantId).flags;
    const current = await effectiveFlags(app, scope.tenantId);
    const d = diff(defaults, current, request.body.File, scope.tenantId);
    const expected = request.body.Expected ?? {};
    const moved = Object.entries(expected).filter(([opt, v]) => (current[opt] ?? '') !== v).map(([opt]) => opt);
    if (moved.length) throw conflict(`The configuration changed since the preview (${moved.join(', ')}); preview again`);
    if (d.changes.length) {
      const now = new Date(app.clock());
      await app.db.transaction(async (tx) => {
        for (const c of d.changes) {
          if (c.Action === 'reset') await tx.query('DELETE FROM web_config WHERE tenant_id = $1 AND opt = $2', [scope.tenantId, c.Opt]);
          else {
            await tx.query(
              `INSERT INTO web_config (tenant_id, opt, opt_value, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (tenant_id, opt) DO UPDATE SET opt_value = EXCLUDED.opt_value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
              [scope.tenantId, c.Opt, c.Incoming, now, scope.userId],
            );
          }
        }
        await recordAudit(tx, scope.tenantId, {
          actor: actorOf(scope), action: 'webConfig.sync', target: request.body.File.tenantId ? `from ${request.body.File.tenantId}` : 'file',
          before: Object.fromEntries(d.changes.map((c) => [c.Opt, c.Current])), after: Object.fromEntries(d.changes.map((c) => [c.Opt, c.Incoming])),
        });
        await ConfigBus.notify(tx, { type: 'flags', tenantId: scope.tenantId });
      });
      app.flags.invalidate(scope.tenantId);
    }
    return { Tenant: scope.tenantId, Applied: d.changes, Unchanged: d.unchanged };
  });
}
