import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf, requireSuperAdmin } from '../../auth/guards';
import { Query } from '../schemas';
import { AuditLogSchema } from './responses';

/** `GET api/log`: the tenant's audit log (who, when, what, before, after), newest first. Super admin only. */
export default async function logRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/log', {
    onRequest: requireSuperAdmin,
    schema: { response: { 200: AuditLogSchema },
      tags: ['log'], summary: 'Audit log of the admin\'s tenant, newest first', security: [{ bearer: [] }],
      querystring: Query({
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
        take: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
        action: Type.Optional(Type.String({ maxLength: 100, description: 'exact action, e.g. webConfig.set' })),
        target: Type.Optional(Type.String({ maxLength: 200 })),
      }),
    },
  }, async (request) => {
    const tenantId = claimsOf(request).TenantId;
    const q = request.query;
    const where = ['tenant_id = $1'];
    const params: unknown[] = [tenantId];
    if (q.action) { params.push(q.action); where.push(`action = $${params.length}`); }
    if (q.target) { params.push(q.target); where.push(`target = $${params.length}`); }
    const filter = where.join(' AND ');
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log WHERE ${filter}`, params);
    const rows = await app.db.query<{
      id: number; at: Date; actor_kind: string; actor_id: string; actor_name: string; action: string; target: string; before: unknown; after: unknown;
    }>(`SELECT id, at, actor_kind, actor_id, actor_name, action, target, before, after FROM audit_log WHERE ${filter}
        ORDER BY at DESC, id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`, [...params, q.skip, q.take]);
    return {
      Total: Number(total),
      Data: rows.map((r) => ({
        Id: Number(r.id), At: new Date(r.at).toISOString(), ActorKind: r.actor_kind, ActorId: r.actor_id, ActorName: r.actor_name,
        Action: r.action, Target: r.target, Before: r.before, After: r.after,
      })),
    };
  });
}
