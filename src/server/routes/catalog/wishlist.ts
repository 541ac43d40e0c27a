import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../../auth/guards';
import { badRequest } from '../../errors';
import { Body, Query } from '../schemas';
import { productsByCodes } from './product-query';
import { productDto } from './product-view';
import { WishlistChangedSchema, WishlistSchema } from './responses';
import { CATALOG_TAG, PCode } from './schemas';
import { viewerOf, type Viewer } from './viewer';

const ProductIds = Body({ productIds: Type.Array(PCode, { minItems: 1, maxItems: 100, description: 'Product codes (P_Code)' }) });

async function wishlistCodes(app: FastifyInstance, viewer: Viewer): Promise<string[]> {
  const rows = await app.db.query<{ p_code: string }>(
    'SELECT p_code FROM wishlist_items WHERE tenant_id = $1 AND customer_code = $2 ORDER BY created_at DESC, p_code',
    [viewer.tenantId, viewer.customerCode]);
  return rows.map((r) => r.p_code);
}

/** The customer's wishlist: list (codes or priced products), add, remove. Customers only. */
export default async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const security = [{ bearer: [] }];

  r.get('/api/Products/favourite/items', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: WishlistSchema }, tags: [CATALOG_TAG], security,
      summary: 'The wishlist, newest first: detail=true → { Data: Product[] } priced for the customer; otherwise { Data: P_Code[] }',
      querystring: Query({ detail: Type.Optional(Type.Boolean()) }),
    },
  }, async (request) => {
    const viewer = await viewerOf(app, request);
    const codes = await wishlistCodes(app, viewer);
    if (!request.query.detail) return { Data: codes };
    const rows = await productsByCodes(app.db, viewer, codes);
    return { Data: rows.map((row) => productDto(row, viewer)) };
  });

  r.post('/api/Products/favourite/items/add', {
    preHandler: requireCustomer,
    schema: { response: { 200: WishlistChangedSchema }, tags: [CATALOG_TAG], security, summary: 'Add products to the wishlist (already listed ones are kept): { status: 200, Data: P_Code[] }', body: ProductIds },
  }, async (request) => {
    const viewer = await viewerOf(app, request);
    const wanted = [...new Set(request.body.productIds)];
    const known = new Set((await app.db.query<{ p_code: string }>(
      'SELECT p_code FROM products WHERE tenant_id = $1 AND p_code = ANY($2::text[]) AND NOT disabled', [viewer.tenantId, wanted])).map((r) => r.p_code));
    const unknown = request.body.productIds.map((code, i) => ({ code, i })).filter((x) => !known.has(x.code));
    if (unknown.length) {
      throw badRequest('Product not found', unknown.map((x) => ({ field: `/body/productIds/${x.i}`, reason: `no product '${x.code}'` })));
    }
    await app.db.query(
      `INSERT INTO wishlist_items (tenant_id, customer_code, p_code) SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
      [viewer.tenantId, viewer.customerCode, wanted]);
    return { status: 200 as const, Data: await wishlistCodes(app, viewer) };
  });

  r.post('/api/Products/favourite/items/remove', {
    preHandler: requireCustomer,
    schema: { response: { 200: WishlistChangedSchema }, tags: [CATALOG_TAG], security, summary: 'Remove products from the wishlist (absent ones are ignored): { status: 200, Data: P_Code[] }', body: ProductIds },
  }, async (request) => {
    const viewer = await viewerOf(app, request);
    await app.db.query('DELETE FROM wishlist_items WHERE tenant_id = $1 AND customer_code = $2 AND p_code = ANY($3::text[])',
      [viewer.tenantId, viewer.customerCode, request.body.productIds]);
    return { status: 200 as const, Data: await wishlistCodes(app, viewer) };
  });
}
