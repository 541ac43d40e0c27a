import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isY } from '../../../domain/flags';
import { recordAudit } from '../../audit/record';
import { badRequest, notFound, type FieldError } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';
import { SECURITY, actorOf, merchantScope } from '../merchant/scope';
import { Body } from '../schemas';
import { ALLOW_LIST_FLAG } from './allow-gate';
import { AllowListChangedSchema, AllowListFileSchema, AllowListRemovedSchema, AllowListSchema } from './responses';

export const ALLOW_FILE_FORMAT = 'talad.customerAllowList' as const;
const CustomerCode = Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' });
const Entry = Type.Object({ CustomerCode, Note: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
const MAX_ENTRIES = 50_000;
const TAGS = ['webConfig'];

interface Row { customer_code: string; note: string; added_by: string; added_at: string; customer_name: string | null }

/**
 * `/utils/customerAllowJson`: the customers let in while the tenant runs a closed pilot (flag
 * CUSTOMER_ALLOW_LIST; enforced where customer sessions are issued, see allow-gate.ts). View,
 * replace or merge from JSON (with a dry run), export, remove one.
 */
export default async function allowListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  async function list(tenantId: string) {
    const rows = await app.db.query<Row>(
      `SELECT a.customer_code, a.note, a.added_by, a.added_at, c.customer_name
         FROM customer_allow_list a LEFT JOIN customers c ON c.tenant_id = a.tenant_id AND c.customer_code = a.customer_code
        WHERE a.tenant_id = $1 ORDER BY a.customer_code`,
      [tenantId],
    );
    return rows.map((x) => ({ CustomerCode: x.customer_code, Note: x.note, AddedBy: x.added_by, AddedAt: new Date(x.added_at).toISOString(), CustomerName: x.customer_name }));
  }

  r.get('/api/merchant/utils/customerAllowJson', {
    schema: { response: { 200: AllowListSchema }, tags: TAGS, security: SECURITY, summary: 'The allow-list with customer names (null: not a customer of this tenant yet) and whether the gate is on' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const flags = await effectiveFlags(app, scope.tenantId);
    return { Flag: ALLOW_LIST_FLAG, Enabled: isY(flags[ALLOW_LIST_FLAG]), Data: await list(scope.tenantId) };
  });

  r.get('/api/merchant/utils/customerAllowJson/export', {
    schema: { response: { 200: AllowListFileSchema }, tags: TAGS, security: SECURITY, summary: 'The allow-list as a JSON file (importable here or in another environment)' },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const stamp = new Date(app.clock()).toISOString();
    reply.header('content-disposition', `attachment; filename="customer-allow-list-${scope.tenantId}-${stamp.slice(0, 10)}.json"`);
    const customers = (await list(scope.tenantId)).map((x) => ({ CustomerCode: x.CustomerCode, Note: x.Note }));
    return { format: ALLOW_FILE_FORMAT, version: 1 as const, tenantId: scope.tenantId, exportedAt: stamp, customers };
  });

  r.put('/api/merchant/utils/customerAllowJson', {
    // A whole pilot list in one body: 50,000 codes with notes is more than the API's default 1 MB.
    bodyLimit: 8 * 1024 * 1024,
    schema: { response: { 200: AllowListChangedSchema },
      tags: TAGS, security: SECURITY,
      body: Body({
        Mode: Type.Union([Type.Literal('merge'), Type.Literal('replace')], { description: 'merge: add/update these; replace: the list becomes exactly these' }),
        Customers: Type.Array(Entry, { maxItems: MAX_ENTRIES }),
        DryRun: Type.Optional(Type.Boolean({ description: 'Count what would change; write nothing' })),
      }),
      summary: 'Change the allow-list from JSON (repeated codes: 400 with their pointers); audited',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { Mode, Customers, DryRun } = request.body;
    const seen = new Map<string, number>();
    const errors: FieldError[] = [];
    Customers.forEach((c, i) => {
      const first = seen.get(c.CustomerCode);
      if (first !== undefined) errors.push({ field: `/body/Customers/${i}/CustomerCode`, reason: `is repeated (first at /body/Customers/${first})` });
      else seen.set(c.CustomerCode, i);
    });
    if (errors.length) throw badRequest('Invalid request', errors);
    const before = new Map((await list(scope.tenantId)).map((x) => [x.CustomerCode, x.Note]));
    const added = Customers.filter((c) => !before.has(c.CustomerCode));
    const updated = Customers.filter((c) => before.has(c.CustomerCode) && before.get(c.CustomerCode) !== (c.Note ?? ''));
    const removed = Mode === 'replace' ? [...before.keys()].filter((code) => !seen.has(code)) : [];
    const codes = Customers.map((c) => c.CustomerCode);
    const known = new Set((await app.db.query<{ customer_code: string }>(
      'SELECT c.customer_code FROM unnest($2::text[]) AS k(code) JOIN customers c ON c.tenant_id = $1 AND c.customer_code = k.code', [scope.tenantId, codes],
    )).map((x) => x.customer_code));
    const summary = {
      Added: added.length, Updated: updated.length, Removed: removed.length, Unchanged: Customers.length - added.length - updated.length,
      NotCustomers: codes.filter((c) => !known.has(c)).slice(0, 100),
    };
    if (DryRun || (!added.length && !updated.length && !removed.length)) return { ...summary, DryRun: !!DryRun };
    await app.db.transaction(async (tx) => {
      if (removed.length) await tx.query('DELETE FROM customer_allow_list WHERE tenant_id = $1 AND customer_code = ANY($2)', [scope.tenantId, removed]);
      const upsert = [...added, ...updated];
      for (let i = 0; i < upsert.length; i += 1000) {
        const chunk = upsert.slice(i, i + 1000);
        await tx.query(
          `INSERT INTO customer_allow_list (tenant_id, customer_code, note, added_by, added_at)
           SELECT $1, t.code, t.note, $2, $3 FROM unnest($4::text[], $5::text[]) AS t(code, note)
           ON CONFLICT (tenant_id, customer_code) DO UPDATE SET note = EXCLUDED.note`,
          [scope.tenantId, scope.userId, new Date(app.clock()), chunk.map((c) => c.CustomerCode), chunk.map((c) => c.Note ?? '')],
        );
      }
      await recordAudit(tx, scope.tenantId, {
        actor: actorOf(scope), action: 'allowList.update', target: Mode,
        before: { removed: removed.slice(0, 500) }, after: { added: added.slice(0, 500).map((c) => c.CustomerCode), updated: updated.slice(0, 500).map((c) => c.CustomerCode) },
      });
    });
    return { ...summary, DryRun: false };
  });

  r.delete('/api/merchant/utils/customerAllowJson/:code', {
    schema: { response: { 200: AllowListRemovedSchema }, tags: TAGS, security: SECURITY, params: Type.Object({ code: CustomerCode }, { additionalProperties: false }), summary: 'Remove one customer from the allow-list; audited' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const code = request.params.code;
    await app.db.transaction(async (tx) => {
      const [gone] = await tx.query<{ note: string }>('DELETE FROM customer_allow_list WHERE tenant_id = $1 AND customer_code = $2 RETURNING note', [scope.tenantId, code]);
      if (!gone) throw notFound('This customer is not on the allow-list');
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'allowList.remove', target: code, before: { CustomerCode: code, Note: gone.note } });
    });
    return { status: 200 as const, CustomerCode: code };
  });
}
