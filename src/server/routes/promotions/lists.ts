import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../domain/constants';
import { escapeLikePattern, normalizeSearchText } from '../../../domain/product-search';
import { promotionKind } from '../../../domain/promotion-types';
import { PROMOTION_STATUSES, promotionStatus, promotionStatusColor, type PromotionStatus } from '../../../domain/promotion-status';
import { Skip, Take, YesNo, yes } from '../catalog/schemas';
import { centresFor, guardMerchantArea, merchantScope, SECURITY } from '../merchant/scope';
import { Query } from '../schemas';
import { PromotionCustomersSchema, PromotionListSchema, PromotionMasterDataSchema } from './responses';
import { emptyLists, HEADER_COLUMNS, headerOf, loadDetails, loadItems, type HeaderRow } from './store';

const TAG = 'promotion';
const Status = Type.Union([...PROMOTION_STATUSES.map((s) => Type.Literal(s)), Type.Literal('ALL'), Type.Literal('')]);
const Text = Type.String({ maxLength: 100 });

/**
 * `GET api/promotion/list` (the list page), `GET api/promotion/customers` (the customer popup) and
 * `GET api/promotion/masterdata` (store and customer types). The product popup is
 * `GET api/promotion/products`, served by the catalogue for staff tokens.
 */
export default async function promotionListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/promotion/list', {
    schema: {
      tags: [TAG], security: SECURITY, response: { 200: PromotionListSchema },
      summary: 'Promotions of the caller\'s centres, newest first, each with Status and StatusColor: { Data }',
      description: 'Status is computed by src/domain/promotion-status for today (Bangkok). Text matches id, name, short name or remark. A page shorter than Take is the last one.',
      querystring: Query({
        Status: Type.Optional(Status), Text: Type.Optional(Text), PromotionType: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3'), Type.Literal('')])),
        Skip: Type.Optional(Skip), Take: Type.Optional(Take(PAGE_SIZE.promotionList, 100)), IncludeDetail: Type.Optional(YesNo),
        SaleUnit: Type.Optional(Type.String({ maxLength: 20 })),
      }),
    },
  }, async (request) => {
    const q = request.query;
    const scope = await merchantScope(app, request);
    const centres = centresFor(scope, q.SaleUnit || undefined);
    if (centres.length === 0) return { Data: [] };
    const now = new Date(app.clock());
    const rows = await app.db.query<HeaderRow>(
      `SELECT ${HEADER_COLUMNS} FROM promotions WHERE tenant_id = $1 AND sale_unit = ANY($2::text[])
         AND ($3::text = '' OR promotion_type = $3) ORDER BY promotion_id DESC`,
      [scope.tenantId, centres, q.PromotionType ?? ''],
    );
    const needle = normalizeSearchText(q.Text ?? '');
    const wanted = q.Status && q.Status !== 'ALL' ? (q.Status as PromotionStatus) : null;
    // Status depends on today, so it is filtered here with the one domain function rather than in SQL.
    const filtered = rows
      .map((h) => {
        const header = headerOf(h);
        const status = promotionStatus(header, now);
        return { ...header, Status: status, StatusColor: promotionStatusColor(status), UpdatedAt: new Date(h.updated_at ?? 0).toISOString() };
      })
      .filter((p) => !wanted || p.Status === wanted)
      .filter((p) => needle === '' || normalizeSearchText(`${p.PromotionId} ${p.PromotionName} ${p.Opt30} ${p.PromotionRemark}`).includes(needle));
    const skip = q.Skip ?? 0;
    const page = filtered.slice(skip, skip + (q.Take ?? PAGE_SIZE.promotionList));
    if (!yes(q.IncludeDetail)) return { Data: page };
    const ids = page.map((p) => p.PromotionId);
    const [details, items] = await Promise.all([loadDetails(app.db, scope.tenantId, ids), loadItems(app.db, scope.tenantId, ids)]);
    return {
      Data: page.map((p) => {
        const lines = details.get(p.PromotionId) ?? [];
        return { ...p, PromotionKind: promotionKind({ Promotion: p, PromotionDetails: lines }), PromotionDetails: lines, ...(items.get(p.PromotionId) ?? emptyLists()) };
      }),
    };
  });

  r.get('/api/promotion/customers', {
    schema: {
      tags: [TAG], security: SECURITY, response: { 200: PromotionCustomersSchema }, summary: 'Customers of the caller\'s centres to pick for a promotion (take 48): { Data }',
      description: 'tag narrows to customers carrying that tag in RouteStep2 (the editor adds a tag\'s customers to the promotion\'s customer list this way).',
      querystring: Query({
        text: Type.Optional(Text), take: Type.Optional(Take(PAGE_SIZE.customerPopup, 200)), skip: Type.Optional(Skip), saleUnit: Type.Optional(Type.String({ maxLength: 20 })),
        tag: Type.Optional(Type.String({ maxLength: 30 })),
      }),
    },
  }, async (request) => {
    const q = request.query;
    const scope = await merchantScope(app, request);
    const centres = centresFor(scope, q.saleUnit || undefined);
    if (centres.length === 0) return { Data: [] };
    const text = escapeLikePattern((q.text ?? '').trim());
    const rows = await app.db.query<{ customer_code: string; customer_name: string; mobile_no: string; customer_type: string; store_type: string; sale_unit: string }>(
      `SELECT DISTINCT ON (c.customer_code) c.customer_code, c.customer_name, c.mobile_no, cc.customer_type, cc.store_type, cc.sale_unit
         FROM customers c JOIN customer_centers cc ON cc.tenant_id = c.tenant_id AND cc.customer_code = c.customer_code
        WHERE c.tenant_id = $1 AND cc.sale_unit = ANY($2::text[]) AND c.customer_code <> 'GUEST'
          AND ($3 = '' OR c.customer_code ILIKE '%' || $3 || '%' OR c.customer_name ILIKE '%' || $3 || '%' OR c.mobile_no LIKE '%' || $3 || '%')
          AND ($6 = '' OR EXISTS (SELECT 1 FROM unnest(string_to_array(c.route_step2, ',')) AS rt(code) WHERE btrim(rt.code) = $6))
        ORDER BY c.customer_code, cc.sale_unit
        LIMIT $4 OFFSET $5`,
      [scope.tenantId, centres, text, q.take ?? PAGE_SIZE.customerPopup, q.skip ?? 0, (q.tag ?? '').trim()],
    );
    return {
      Data: rows.map((c) => ({ CUSTOMERCODE: c.customer_code, CUSTOMERNAME: c.customer_name, MobileNo: c.mobile_no, CustomerType: c.customer_type, StoreType: c.store_type, SaleUnit: c.sale_unit })),
    };
  });

  r.get('/api/promotion/masterdata', {
    schema: { response: { 200: PromotionMasterDataSchema }, tags: [TAG], security: SECURITY, summary: 'Customer types and store types to pick: { CustomerTypes, StoreTypes } of { Code, Name, NameEn }' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const load = async (table: 'customer_type_master' | 'store_type_master', column: 'customer_type' | 'store_type') => {
      const rows = await app.db.query<{ code: string; name_th: string | null; name_en: string | null }>(
        `SELECT code, max(name_th) AS name_th, max(name_en) AS name_en, min(sort_order) AS sort_order FROM (
           SELECT code, name_th, name_en, sort_order FROM ${table} WHERE tenant_id = $1
           UNION ALL
           SELECT DISTINCT ${column}, NULL, NULL, 1000000 FROM customer_centers WHERE tenant_id = $1 AND ${column} <> ''
         ) t GROUP BY code ORDER BY min(sort_order), code`,
        [scope.tenantId],
      );
      return rows.map((t) => ({ Code: t.code, Name: t.name_th ?? t.code, NameEn: t.name_en ?? t.code }));
    };
    return { CustomerTypes: await load('customer_type_master', 'customer_type'), StoreTypes: await load('store_type_master', 'store_type') };
  });
}
