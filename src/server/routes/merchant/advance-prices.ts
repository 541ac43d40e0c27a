import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import { errorResponses } from '../../contract/error-body';
import { badRequest, notFound } from '../../errors';
import { ADVANCE_JSON_SQL } from '../catalog/rows';
import { Body, SaleUnit } from '../schemas';
import { AdvancePricesSchema } from './product-responses';
import { PCode, PRICE_COLUMN, PriceCellsSchema } from './products';
import { SECURITY, actorOf, assertCentre, guardMerchantArea, merchantScope } from './scope';

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (Bangkok day, inclusive)' });
const CELLS = [1, 2, 3].flatMap((u) => [1, 2, 3, 4, 5].flatMap((l) => [`UNIT${u}PRICELEVEL${l}`, `UNIT${u}PRICELEVEL${l}TYPE`]));

/** One advance price record as the pages read it (cells absent when not set; TYPE defaults to '2'). */
function recordView(a: Record<string, unknown>) {
  const out: { DateStart: string; DateEnd: string; [cell: string]: unknown } = { DateStart: String(a.date_start), DateEnd: String(a.date_end) };
  for (const key of CELLS) {
    const v = a[PRICE_COLUMN(key)];
    out[key] = key.endsWith('TYPE') ? (v ?? '2') : v === null || v === undefined ? null : Number(v);
  }
  return out;
}

/**
 * Date-ranged prices per product and centre (`/merchant/product/{code}/advanceprice` and
 * `/pricelevelunit1..3`). The storefront applies one only inside its dates, when it is non-zero and
 * below the standard price (src/domain/prices.ts). Every change audited.
 */
export default async function advancePriceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  async function list(tenantId: string, saleUnit: string, code: string) {
    const rows = await app.db.query<{ a: Record<string, unknown> | string }>(
      `SELECT json_build_object(${ADVANCE_JSON_SQL}) AS a FROM advance_prices a
        WHERE a.tenant_id = $1 AND a.sale_unit = $2 AND a.p_code = $3 ORDER BY a.date_start DESC`,
      [tenantId, saleUnit, code],
    );
    return rows.map((x) => recordView(typeof x.a === 'string' ? JSON.parse(x.a) as Record<string, unknown> : x.a));
  }

  r.post('/api/merchant/advanceprice/GetAdvancePriceByProduct', {
    schema: { response: { 200: AdvancePricesSchema }, tags: ['merchant'], security: SECURITY, body: Body({ P_Code: PCode, SaleUnit }), summary: 'Advance prices of a product at one of the caller\'s centres, latest start first' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertCentre(scope, request.body.SaleUnit);
    return { Data: await list(scope.tenantId, request.body.SaleUnit, request.body.P_Code) };
  });

  r.post('/api/merchant/advanceprice', {
    schema: {
      tags: ['merchant'], security: SECURITY, response: { 200: AdvancePricesSchema, ...errorResponses(404) },
      summary: 'Create or change an advance price (OriginalDateStart names the record being changed); ranges of one product and centre may not overlap',
      body: Type.Object({ P_Code: PCode, SaleUnit, DateStart: Day, DateEnd: Day, OriginalDateStart: Type.Optional(Day), ...PriceCellsSchema }, { additionalProperties: false }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    assertCentre(scope, b.SaleUnit);
    if (b.DateEnd < b.DateStart) throw badRequest('Invalid request', [{ field: '/body/DateEnd', reason: 'must not be before DateStart' }]);
    const [product] = await app.db.query('SELECT 1 FROM products WHERE tenant_id = $1 AND p_code = $2', [scope.tenantId, b.P_Code]);
    if (!product) throw notFound('Product not found');
    const cells = CELLS.filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    const values = cells.map((k) => (b as Record<string, unknown>)[k]);
    await app.db.transaction(async (tx) => {
      const original = b.OriginalDateStart ?? b.DateStart;
      const [overlap] = await tx.query<{ date_start: string }>(
        `SELECT date_start::text FROM advance_prices WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3 AND date_start <> $4::date
            AND date_start <= $6::date AND date_end >= $5::date LIMIT 1`,
        [scope.tenantId, b.SaleUnit, b.P_Code, original, b.DateStart, b.DateEnd],
      );
      if (overlap) throw badRequest('Invalid request', [{ field: '/body/DateStart', reason: `overlaps the advance price starting ${overlap.date_start}` }]);
      const [existing] = await tx.query(
        'DELETE FROM advance_prices WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3 AND date_start = $4::date RETURNING *', [scope.tenantId, b.SaleUnit, b.P_Code, original],
      );
      if (b.OriginalDateStart && !existing) throw notFound('Advance price not found');
      // A changed record keeps the cells the body does not name.
      const keep = existing ? CELLS.filter((k) => !cells.includes(k)) : [];
      const keepValues = keep.map((k) => (existing as Record<string, unknown>)[PRICE_COLUMN(k)]);
      const cols = [...cells, ...keep].map(PRICE_COLUMN);
      const all = [...values, ...keepValues];
      await tx.query(
        `INSERT INTO advance_prices (tenant_id, sale_unit, p_code, date_start, date_end, updated_at, updated_by${cols.map((c) => `, ${c}`).join('')})
         VALUES ($1, $2, $3, $4::date, $5::date, $6, $7${cols.map((_, i) => `, $${i + 8}`).join('')})`,
        [scope.tenantId, b.SaleUnit, b.P_Code, b.DateStart, b.DateEnd, new Date(app.clock()), scope.userId, ...all],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.advancePrice', target: `${b.P_Code}@${b.SaleUnit}`, before: existing ?? undefined, after: b });
    });
    return { Data: await list(scope.tenantId, b.SaleUnit, b.P_Code) };
  });

  r.post('/api/merchant/advanceprice/delete', {
    schema: { response: { 200: AdvancePricesSchema, ...errorResponses(404) }, tags: ['merchant'], security: SECURITY, body: Body({ P_Code: PCode, SaleUnit, DateStart: Day }), summary: 'Remove an advance price; audited' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    assertCentre(scope, b.SaleUnit);
    await app.db.transaction(async (tx) => {
      const [gone] = await tx.query('DELETE FROM advance_prices WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = $3 AND date_start = $4::date RETURNING date_end::text', [scope.tenantId, b.SaleUnit, b.P_Code, b.DateStart]);
      if (!gone) throw notFound('Advance price not found');
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.advancePriceDelete', target: `${b.P_Code}@${b.SaleUnit}`, before: gone });
    });
    return { Data: await list(scope.tenantId, b.SaleUnit, b.P_Code) };
  });
}
