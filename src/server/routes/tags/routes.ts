import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { escapeLikePattern } from '../../../domain/product-search';
import { recordAudit } from '../../audit/record';
import { badRequest, forbidden, notFound } from '../../errors';
import { Skip, Take } from '../catalog/schemas';
import { actorOf, centresFor, guardMerchantArea, merchantScope, SECURITY, type MerchantScope } from '../merchant/scope';
import { Query, Id } from '../schemas';
import { assertValidTag, normalizeCode, TAG_MESSAGES, TagCreateBody, TagUpdateBody, type TagCreateBodyT } from './body';
import { TagAssignedSchema, TagCreatedSchema, TagCustomersSchema, TagPageSchema, TagSavedSchema, TagSchema } from './responses';
import { withoutTag, withTag } from './route-step2';
import { COUNT_IN_CENTRES, findTag, TAG_COLUMNS, tagView, type TagRow, type TagView } from './store';

const TAG = 'tags';
export const TAG_PAGE_SIZE = 20;
const IdParams = Type.Object({ id: Id() }, { additionalProperties: false });

/** Changing a tag's name, colour or switch: its creator or a super admin (the code is shared vocabulary). */
function assertMayEdit(scope: MerchantScope, tag: TagView): void {
  if (!scope.superAdmin && tag.CreatedBy !== scope.userId) throw forbidden('Only the creator of this tag or a super admin can change it');
}

/**
 * Customer tags: the master (`api/tags`, `api/tags/{id}`) and who carries a tag
 * (`api/tags/{id}/customers`). Assigning writes the customer's RouteStep2 list, and only for
 * customers of the caller's centres; every change is audit-logged.
 */
export default async function tagRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/tags', {
    schema: {
      response: { 200: TagPageSchema }, tags: [TAG], security: SECURITY, summary: 'Tags of the tenant by code, with how many customers of the caller\'s centres carry each: { Data, Total }',
      querystring: Query({
        text: Type.Optional(Type.String({ maxLength: 100 })), active: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
        skip: Type.Optional(Skip), take: Type.Optional(Take(TAG_PAGE_SIZE, 200)),
      }),
    },
  }, async (request) => {
    const q = request.query;
    const scope = await merchantScope(app, request);
    const params: unknown[] = [scope.tenantId, scope.saleUnits];
    const where = ['t.tenant_id = $1'];
    const text = (q.text ?? '').trim();
    if (text) {
      params.push(`%${escapeLikePattern(text)}%`);
      where.push(`(t.code ILIKE $${params.length} OR t.name_th ILIKE $${params.length} OR t.name_en ILIKE $${params.length})`);
    }
    if (q.active) where.push(q.active === 'Y' ? 't.active' : 'NOT t.active');
    // $2 (the centres) is only used by the counts of the page query; the total names it too so both share params.
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_tags t WHERE ${where.join(' AND ')} AND $2::text[] IS NOT NULL`, params);
    const rows = await app.db.query<TagRow>(
      `SELECT ${TAG_COLUMNS}, ${COUNT_IN_CENTRES} FROM customer_tags t WHERE ${where.join(' AND ')}
        ORDER BY t.active DESC, t.code LIMIT ${q.take ?? TAG_PAGE_SIZE} OFFSET ${q.skip ?? 0}`,
      params,
    );
    return { Data: rows.map(tagView), Total: n };
  });

  r.get('/api/tags/:id', {
    schema: { response: { 200: TagSchema }, tags: [TAG], security: SECURITY, summary: 'One tag: { Id, Code, NameTh, NameEn, Color, Active, CustomerCount, CanEdit }', params: IdParams },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const tag = await findTag(app.db, scope.tenantId, request.params.id, scope.saleUnits);
    if (!tag) throw notFound('Tag not found');
    return { ...tag, CanEdit: scope.superAdmin || tag.CreatedBy === scope.userId };
  });

  r.post('/api/tags', {
    schema: { response: { 200: TagCreatedSchema }, tags: [TAG], security: SECURITY, summary: 'Create a tag; answers { Id, Code }. 400 per field, 409-style 400 when the code is taken', body: TagCreateBody },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b: TagCreateBodyT = request.body;
    assertValidTag(b, true);
    const code = normalizeCode(b.Code);
    const now = new Date(app.clock());
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ tag_id: number | string }>(
        `INSERT INTO customer_tags (tenant_id, code, name_th, name_en, color, active, created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8) ON CONFLICT (tenant_id, code) DO NOTHING RETURNING tag_id`,
        [scope.tenantId, code, (b.NameTh ?? '').trim(), (b.NameEn ?? '').trim(), (b.Color ?? '#1565c0').toLowerCase(), b.Active ?? true, scope.userId, now],
      );
      if (!row) throw badRequest(TAG_MESSAGES.codeTaken, [{ field: '/body/Code', reason: TAG_MESSAGES.codeTaken }]);
      const newId = Number(row.tag_id);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'tag.create', target: `tag:${code}`, after: { ...b, Code: code } });
      return newId;
    });
    return { status: 200 as const, Id: id, Code: code };
  });

  r.put('/api/tags/:id', {
    schema: { response: { 200: TagSavedSchema }, tags: [TAG], security: SECURITY, summary: 'Change a tag\'s names, colour or active switch (creator or super admin)', params: IdParams, body: TagUpdateBody },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const before = await findTag(app.db, scope.tenantId, request.params.id, scope.saleUnits);
    if (!before) throw notFound('Tag not found');
    assertMayEdit(scope, before);
    const b = request.body;
    assertValidTag(b, false);
    const now = new Date(app.clock());
    await app.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE customer_tags SET name_th = COALESCE($3, name_th), name_en = COALESCE($4, name_en), color = COALESCE($5, color),
           active = COALESCE($6, active), updated_by = $7, updated_at = $8 WHERE tenant_id = $1 AND tag_id = $2`,
        [scope.tenantId, before.Id, b.NameTh?.trim() ?? null, b.NameEn?.trim() ?? null, b.Color?.toLowerCase() ?? null, b.Active ?? null, scope.userId, now],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'tag.update', target: `tag:${before.Code}`, before, after: b });
    });
    const after = await findTag(app.db, scope.tenantId, before.Id, scope.saleUnits);
    if (!after) throw notFound('Tag not found');
    return { status: 200 as const, ...after };
  });

  r.get('/api/tags/:id/customers', {
    schema: {
      tags: [TAG], security: SECURITY, response: { 200: TagCustomersSchema },
      summary: 'Customers of the caller\'s centres with whether they carry the tag: { Data, Total }',
      description: 'assigned Y: only those carrying it; N: only those without; empty: both. Text matches code, name or mobile number.',
      params: IdParams,
      querystring: Query({
        assigned: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
        text: Type.Optional(Type.String({ maxLength: 100 })), saleUnit: Type.Optional(Type.String({ maxLength: 20 })),
        skip: Type.Optional(Skip), take: Type.Optional(Take(TAG_PAGE_SIZE, 100)),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const q = request.query;
    const tag = await findTag(app.db, scope.tenantId, request.params.id, scope.saleUnits);
    if (!tag) throw notFound('Tag not found');
    const centres = centresFor(scope, q.saleUnit || undefined);
    const params: unknown[] = [scope.tenantId, centres, tag.Code];
    const hasTag = `EXISTS (SELECT 1 FROM unnest(string_to_array(c.route_step2, ',')) AS rt(code) WHERE btrim(rt.code) = $3)`;
    const where = ['c.tenant_id = $1', "c.customer_code <> 'GUEST'",
      'EXISTS (SELECT 1 FROM customer_centers cc WHERE cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code AND cc.sale_unit = ANY($2::text[]))'];
    if (q.assigned === 'Y') where.push(hasTag);
    if (q.assigned === 'N') where.push(`NOT ${hasTag}`);
    const text = (q.text ?? '').trim();
    if (text) {
      params.push(`%${escapeLikePattern(text)}%`);
      const p = `$${params.length}`;
      where.push(`(c.customer_code ILIKE ${p} OR c.customer_name ILIKE ${p} OR c.mobile_no LIKE ${p})`);
    }
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers c WHERE ${where.join(' AND ')} AND $3::text IS NOT NULL`, params);
    const rows = await app.db.query<{ customer_code: string; customer_name: string; mobile_no: string; route_step2: string; assigned: boolean; sale_units: string[] | string }>(
      `SELECT c.customer_code, c.customer_name, c.mobile_no, c.route_step2, ${hasTag} AS assigned,
              ARRAY(SELECT cc.sale_unit FROM customer_centers cc WHERE cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code
                     AND cc.sale_unit = ANY($2::text[]) ORDER BY cc.sale_unit) AS sale_units
         FROM customers c WHERE ${where.join(' AND ')}
        ORDER BY c.customer_name, c.customer_code LIMIT ${q.take ?? TAG_PAGE_SIZE} OFFSET ${q.skip ?? 0}`,
      params,
    );
    return {
      Data: rows.map((c) => ({
        CUSTOMERCODE: c.customer_code, CUSTOMERNAME: c.customer_name, MobileNo: c.mobile_no, RouteStep2: c.route_step2,
        Assigned: c.assigned, SaleUnits: Array.isArray(c.sale_units) ? c.sale_units : String(c.sale_units).replace(/[{}]/g, '').split(',').filter(Boolean),
      })),
      Total: n,
    };
  });

  r.post('/api/tags/:id/customers', {
    schema: {
      tags: [TAG], security: SECURITY, response: { 200: TagAssignedSchema },
      summary: 'Give the tag to customers (Add) or take it away (Remove), by customer code: { Added, Removed, CustomerCount }',
      description: 'Writes each customer\'s RouteStep2 list. Customers outside the caller\'s centres are refused (403) and nothing changes. An inactive tag can be removed but not given.',
      params: IdParams,
      body: Type.Object({
        Add: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 500 })),
        Remove: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 500 })),
      }, { additionalProperties: false }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const tag = await findTag(app.db, scope.tenantId, request.params.id, scope.saleUnits);
    if (!tag) throw notFound('Tag not found');
    const add = [...new Set(request.body.Add ?? [])];
    const remove = [...new Set(request.body.Remove ?? [])].filter((c) => !add.includes(c));
    if (add.length > 0 && !tag.Active) throw badRequest('This tag is inactive', [{ field: '/body/Add', reason: 'This tag is inactive' }]);
    const codes = [...add, ...remove];
    if (codes.length === 0) return { status: 200 as const, Added: 0, Removed: 0, CustomerCount: tag.CustomerCount };
    const result = await app.db.transaction(async (tx) => {
      const rows = await tx.query<{ customer_code: string; route_step2: string }>(
        `SELECT c.customer_code, c.route_step2 FROM customers c
          WHERE c.tenant_id = $1 AND c.customer_code = ANY($2::text[])
            AND EXISTS (SELECT 1 FROM customer_centers cc WHERE cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code AND cc.sale_unit = ANY($3::text[]))
          FOR UPDATE`,
        [scope.tenantId, codes, scope.saleUnits],
      );
      const found = new Map(rows.map((x) => [x.customer_code, x.route_step2]));
      const outside = codes.filter((c) => !found.has(c));
      // A customer of another centre is as unknown as a missing one.
      if (outside.length > 0) throw forbidden(`Not a customer of your centres: ${outside.slice(0, 5).join(', ')}`);
      const changes: { code: string; before: string; after: string }[] = [];
      for (const [code, before] of found) {
        const after = add.includes(code) ? withTag(before, tag.Code) : withoutTag(before, tag.Code);
        if (after !== before) changes.push({ code, before, after });
      }
      const now = new Date(app.clock());
      for (const c of changes) {
        await tx.query('UPDATE customers SET route_step2 = $3, updated_at = $4 WHERE tenant_id = $1 AND customer_code = $2', [scope.tenantId, c.code, c.after, now]);
      }
      if (changes.length > 0) {
        await recordAudit(tx, scope.tenantId, {
          actor: actorOf(scope), action: 'tag.assign', target: `tag:${tag.Code}`,
          before: Object.fromEntries(changes.map((c) => [c.code, c.before])), after: Object.fromEntries(changes.map((c) => [c.code, c.after])),
        });
      }
      const added = changes.filter((c) => add.includes(c.code)).length;
      return { added, removed: changes.length - added };
    });
    const after = await findTag(app.db, scope.tenantId, tag.Id, scope.saleUnits);
    return { status: 200 as const, Added: result.added, Removed: result.removed, CustomerCount: after?.CustomerCount ?? 0 };
  });
}
