import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SECURITY, merchantScope } from '../merchant/scope';
import { Query } from '../schemas';
import { PdpaConsentsSchema } from './admin-responses';

interface Row { customer_code: string; customer_name: string | null; sale_unit: string; version: string; accepted: boolean; created_at: string; total: number }
interface Summary { version: string; accepted: number; declined: number }

/**
 * Who accepted or declined which PDPA version (`/admin/contents`, PDPA tab): each customer's
 * latest decision (the consent record of `SaveVersionPDPA`), filtered by version and decision,
 * with a count per version. A customer whose latest decision is on an older version is asked again.
 */
export default async function contentConsentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/merchant/admin/contents/pdpa/consents', {
    schema: { response: { 200: PdpaConsentsSchema },
      tags: ['content'], security: SECURITY,
      summary: 'Customers\' latest PDPA decisions: { Data: { Current, Summary: [{ Version, Accepted, Declined }], Total, Items } }',
      querystring: Query({
        version: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
        decision: Type.Optional(Type.Union([Type.Literal('accepted'), Type.Literal('declined')])),
        take: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
        skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
      }),
    },
  }, async (request) => {
    const { tenantId } = await merchantScope(app, request);
    const q = request.query;
    const latest = `SELECT DISTINCT ON (customer_code) customer_code, sale_unit, version, accepted, created_at
                      FROM pdpa_consents WHERE tenant_id = $1 AND policy_id = 'pdpa' ORDER BY customer_code, created_at DESC, id DESC`;
    const params: unknown[] = [tenantId];
    const where: string[] = [];
    if (q.version) { params.push(q.version); where.push(`l.version = $${params.length}`); }
    if (q.decision) where.push(q.decision === 'accepted' ? 'l.accepted' : 'NOT l.accepted');
    params.push(q.take ?? 50, q.skip ?? 0);
    const rows = await app.db.query<Row>(
      `SELECT l.customer_code, c.customer_name, l.sale_unit, l.version, l.accepted, l.created_at, count(*) OVER ()::int AS total
         FROM (${latest}) l LEFT JOIN customers c ON c.tenant_id = $1 AND c.customer_code = l.customer_code
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY l.created_at DESC, l.customer_code LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
    const summary = await app.db.query<Summary>(
      `SELECT version, count(*) FILTER (WHERE accepted)::int AS accepted, count(*) FILTER (WHERE NOT accepted)::int AS declined
         FROM (${latest}) l GROUP BY version ORDER BY version DESC`, [tenantId]);
    const [current] = await app.db.query<{ version: string }>(`SELECT version FROM contents WHERE tenant_id = $1 AND id = 'pdpa'`, [tenantId]);
    return {
      Data: {
        Current: current?.version ?? null,
        Summary: summary.map((s) => ({ Version: s.version, Accepted: s.accepted, Declined: s.declined })),
        Total: rows[0]?.total ?? 0,
        Items: rows.map((x) => ({
          CustomerCode: x.customer_code, CustomerName: x.customer_name, SaleUnit: x.sale_unit, Version: x.version,
          Accepted: x.accepted, At: new Date(x.created_at).toISOString(), Current: x.version === current?.version,
        })),
      },
    };
  });
}
