import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '../../../domain';
import { recordAudit } from '../../audit/record';
import { badRequest, notFound } from '../../errors';
import { formBody } from '../../forms';
import { Body, SaleUnit } from '../schemas';
import { MasterCategoriesSchema, MaterialTypesSchema, MerchantProductListSchema, MerchantProductSchema, ProductActiveSchema } from './product-responses';
import { merchantProduct, searchMerchantProducts } from './product-view';
import { SECURITY, actorOf, assertCentre, assertTenantWide, guardMerchantArea, merchantScope, type MerchantScope } from './scope';

export const PRODUCT_PAGE = PAGE_SIZE.merchantProducts;
export const BARCODE_PAGE = PAGE_SIZE.barcodeScan;
export const PCode = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' });
const TaxType = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]);
const Price = Type.Union([Type.Number({ minimum: 0, maximum: 10_000_000 }), Type.Null()]);

/** UNIT{u}PRICELEVEL{l} (+TYPE) cells, every one optional: the body names what changes. */
export const PriceCellsSchema = Object.fromEntries([1, 2, 3].flatMap((u) => [1, 2, 3, 4, 5].flatMap((l) => [
  [`UNIT${u}PRICELEVEL${l}`, Type.Optional(Price)], [`UNIT${u}PRICELEVEL${l}TYPE`, Type.Optional(TaxType)],
])));
export const PRICE_COLUMN = (key: string) => key.replace(/^UNIT(\d)PRICELEVEL(\d)(TYPE)?$/, (_, u: string, l: string, t?: string) => `u${u}_price${l}${t ? '_type' : ''}`);

interface ProductEdit {
  UnitCount: 1 | 2 | 3; PRODUCTNAME: string; PRODUCTNAME_EN?: string; PRODUCTSHORTNAME_TH?: string; PRODUCTSHORTNAME_EN?: string; P_Description?: string;
  UNIT1?: string; UNIT1NAME?: string; UNIT1RATE?: number; UNIT2?: string; UNIT2NAME?: string; UNIT2RATE?: number; UNIT3?: string; UNIT3NAME?: string; UNIT3RATE?: number;
  BARCODE1?: string; BARCODE2?: string; BARCODE3?: string;
}
const ProductEditBody = formBody<ProductEdit>('product-edit.json', {}, 'schemas/forms/product-edit.json: required fields follow UnitCount');

async function loadOne(app: FastifyInstance, scope: MerchantScope, code: string, saleUnit?: string) {
  const [row] = await searchMerchantProducts(app.db, { tenantId: scope.tenantId, saleUnit: saleUnit ?? scope.saleUnits[0] ?? '', productCode: code, take: 1, skip: 0 });
  if (!row) throw notFound('Product not found');
  return row;
}

/**
 * Products in the back office: search (`api/products/pc/items`, 12 a page, 10 for a barcode scan),
 * active toggle, edit (general fields with the form's schema, prices, categories) — each change
 * audited. Products are the tenant's catalogue; stock is read at the caller's centre.
 */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.post('/api/products/pc/items', {
    schema: {
      response: { 200: MerchantProductListSchema }, tags: ['merchant'], security: SECURITY, summary: 'Products for the back office (disabled ones too) with stock at saleUnit: by productCode, by barcode, or by text',
      body: Body({
        take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
        SearchText: Type.Optional(Type.String({ maxLength: 100 })), saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])),
        barcode: Type.Optional(Type.String({ maxLength: 40 })), productCode: Type.Optional(Type.String({ maxLength: 40 })),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    if (b.saleUnit) assertCentre(scope, b.saleUnit);
    const take = b.take ?? (b.barcode ? BARCODE_PAGE : PRODUCT_PAGE);
    const rows = await searchMerchantProducts(app.db, {
      tenantId: scope.tenantId, saleUnit: b.saleUnit || scope.saleUnits[0] || '', text: b.SearchText, barcode: b.barcode?.trim() || undefined,
      productCode: b.productCode?.trim() || undefined, take, skip: b.skip ?? 0,
    });
    return rows.map(merchantProduct);
  });

  // The spec's GET path still toggles, for the roles that may (a super admin); the app uses POST.
  const toggle = async (request: FastifyRequest<{ Params: { id: string; dc: string } }>) => {
    const scope = await merchantScope(app, request);
    assertCentre(scope, request.params.dc);
    assertTenantWide(scope);
    const [row] = await app.db.transaction(async (tx) => {
      const rows = await tx.query<{ disabled: boolean }>(
        'UPDATE products SET disabled = NOT disabled, updated_at = $3 WHERE tenant_id = $1 AND p_code = $2 RETURNING disabled',
        [scope.tenantId, request.params.id, new Date(app.clock())],
      );
      if (rows[0]) {
        await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.productActive', target: request.params.id, before: { Disable: rows[0].disabled ? 'N' : 'Y' }, after: { Disable: rows[0].disabled ? 'Y' : 'N', dc: request.params.dc } });
      }
      return rows;
    });
    if (!row) throw notFound('Product not found');
    return { status: 200 as const, P_Code: request.params.id, Disable: row.disabled ? 'Y' as const : 'N' as const };
  };
  const toggleParams = Type.Object({ id: PCode, dc: SaleUnit });
  r.get('/api/products/pc/item/:id/:dc/active', {
    schema: { response: { 200: ProductActiveSchema }, tags: ['merchant'], security: SECURITY, params: toggleParams, summary: 'The spec\'s path: toggle a product\'s active state (Disable Y/N) for the tenant; super admin only; audited. Prefer POST' },
  }, toggle);
  r.post('/api/products/pc/item/:id/:dc/active', {
    schema: { response: { 200: ProductActiveSchema }, tags: ['merchant'], security: SECURITY, params: toggleParams, summary: 'Toggle a product\'s active state (Disable Y/N) for the tenant; super admin only; audited' },
  }, toggle);

  r.put('/api/products/pc/item/:code', {
    schema: { response: { 200: MerchantProductSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: PCode }), body: ProductEditBody, summary: 'Edit names, units and barcodes (schemas/forms/product-edit.json); audited' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertTenantWide(scope);
    const before = merchantProduct(await loadOne(app, scope, request.params.code));
    const b = request.body;
    const unit = (u: 1 | 2 | 3) => (u <= b.UnitCount
      ? [b[`UNIT${u}`] ?? '', b[`UNIT${u}NAME`] ?? '', b[`UNIT${u}RATE`] ?? 0]
      : ['', '', 0]);
    const [u1, u2, u3] = [unit(1), unit(2), unit(3)];
    await app.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE products SET name_th = $3, name_en = $4, short_name_th = $5, short_name_en = $6, description_th = $7,
           unit1 = $8, unit1_name_th = $9, unit1_rate = $10, unit2 = $11, unit2_name_th = $12, unit2_rate = $13, unit3 = $14, unit3_name_th = $15, unit3_rate = $16,
           barcode1 = $17, barcode2 = $18, barcode3 = $19, updated_at = $20
         WHERE tenant_id = $1 AND p_code = $2`,
        [scope.tenantId, request.params.code, b.PRODUCTNAME.trim(), b.PRODUCTNAME_EN ?? before.PRODUCTNAME_EN, b.PRODUCTSHORTNAME_TH ?? before.PRODUCTSHORTNAME_TH,
          b.PRODUCTSHORTNAME_EN ?? before.PRODUCTSHORTNAME_EN, b.P_Description ?? before.P_Description, ...u1, ...u2, ...u3,
          b.BARCODE1 ?? before.BARCODE1, b.BARCODE2 ?? before.BARCODE2, b.BARCODE3 ?? before.BARCODE3, new Date(app.clock())],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.productEdit', target: request.params.code, before: { PRODUCTNAME: before.PRODUCTNAME, UnitCount: before.UnitCount }, after: b });
    });
    return merchantProduct(await loadOne(app, scope, request.params.code));
  });

  r.put('/api/products/pc/item/:code/prices', {
    schema: { response: { 200: MerchantProductSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: PCode }), body: Type.Object(PriceCellsSchema, { additionalProperties: false }), summary: 'Set price cells (5 levels × 3 units; tax type 1 included, 2 not included, 0 non tax); null clears a cell; audited' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertTenantWide(scope);
    await loadOne(app, scope, request.params.code);
    const entries = Object.entries(request.body).filter(([, v]) => v !== undefined);
    if (entries.length === 0) throw badRequest('Invalid request', [{ field: '/body', reason: 'names no price cell' }]);
    const sets = entries.map(([k], i) => `${PRICE_COLUMN(k)} = $${i + 3}`);
    await app.db.transaction(async (tx) => {
      await tx.query(`UPDATE products SET ${sets.join(', ')}, updated_at = $${entries.length + 3} WHERE tenant_id = $1 AND p_code = $2`,
        [scope.tenantId, request.params.code, ...entries.map(([, v]) => v), new Date(app.clock())]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.productPrices', target: request.params.code, after: request.body });
    });
    return merchantProduct(await loadOne(app, scope, request.params.code));
  });

  r.put('/api/products/pc/item/:code/category', {
    schema: {
      response: { 200: MerchantProductSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: PCode }), summary: 'Set the category path (levels 1–3) and material type; audited',
      body: Body({ Hierarchy1: Type.String({ maxLength: 40 }), Hierarchy2: Type.String({ maxLength: 40 }), Hierarchy3: Type.String({ maxLength: 40 }), matype: Type.String({ maxLength: 40 }) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertTenantWide(scope);
    await loadOne(app, scope, request.params.code);
    const b = request.body;
    const levels = [b.Hierarchy1, b.Hierarchy2, b.Hierarchy3];
    const errors = [];
    for (let i = 0; i < 3; i++) {
      if (!levels[i]) { if (levels.slice(i + 1).some(Boolean)) errors.push({ field: `/body/Hierarchy${i + 1}`, reason: 'is needed below a chosen level' }); continue; }
      const parents = levels.slice(0, i);
      const [found] = await app.db.query(
        `SELECT 1 FROM categories WHERE tenant_id = $1 AND level = $2 AND code = $3 ${parents.map((_, j) => `AND h${j + 1} = $${j + 4}`).join(' ')}`,
        [scope.tenantId, i + 1, levels[i], ...parents],
      );
      if (!found) errors.push({ field: `/body/Hierarchy${i + 1}`, reason: 'is not a category under the chosen parent' });
    }
    let matypeName = '';
    if (b.matype) {
      const [m] = await app.db.query<{ matype_name: string }>('SELECT matype_name FROM products WHERE tenant_id = $1 AND matype = $2 LIMIT 1', [scope.tenantId, b.matype]);
      if (!m) errors.push({ field: '/body/matype', reason: 'is not a material type of this catalogue' });
      matypeName = m?.matype_name ?? '';
    }
    if (errors.length) throw badRequest('Invalid request', errors);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE products SET h1 = $3, h2 = $4, h3 = $5, matype = $6, matype_name = $7, updated_at = $8 WHERE tenant_id = $1 AND p_code = $2',
        [scope.tenantId, request.params.code, ...levels, b.matype, matypeName, new Date(app.clock())]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.productCategory', target: request.params.code, after: b });
    });
    return merchantProduct(await loadOne(app, scope, request.params.code));
  });

  r.get('/api/products/master/matype', {
    schema: { response: { 200: MaterialTypesSchema }, tags: ['merchant'], security: SECURITY, summary: 'Material types used in the catalogue: [{ Code, Name }]' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const rows = await app.db.query<{ matype: string; name: string }>(
      "SELECT matype, max(matype_name) AS name FROM products WHERE tenant_id = $1 AND matype <> '' GROUP BY matype ORDER BY matype", [scope.tenantId],
    );
    return { Data: rows.map((m) => ({ Code: m.matype, Name: m.name })) };
  });

  r.get('/api/products/master/category', {
    schema: { response: { 200: MasterCategoriesSchema }, tags: ['merchant'], security: SECURITY, summary: 'Active categories of levels 1–3 with their parents (h1, h2)' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const rows = await app.db.query<{ level: number; code: string; name_th: string; name_en: string; h1: string; h2: string }>(
      'SELECT level, code, name_th, name_en, h1, h2 FROM categories WHERE tenant_id = $1 AND active AND level <= 3 ORDER BY level, sort_order, code', [scope.tenantId],
    );
    return { Data: rows.map((c) => ({ Level: Number(c.level), Code: c.code, Name: c.name_th, NameEn: c.name_en || c.name_th, h1: c.h1, h2: c.h2 })) };
  });
}
