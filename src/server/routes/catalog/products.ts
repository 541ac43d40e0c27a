import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../domain/constants';
import { notFound } from '../../errors';
import { Body, SaleUnit, TENANT_HEADER_NOTE, Id, SmallId } from '../schemas';
import { queryProducts, productsByCodes, type ProductType } from './product-query';
import { productDto } from './product-view';
import { cachedJson, viewerKey } from './result-cache';
import { CATALOG_TAG, CategoryCode, PCode, SearchText, Skip, Take } from './schemas';
import { viewerOf } from './viewer';
import { actingAgentOf, overlayAgentCatalog } from '../agents/prices';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Level = Type.Optional(Nullable(CategoryCode));

const ItemsBody = Body({
  Take: Type.Optional(Take(PAGE_SIZE.products, 100)),
  Skip: Type.Optional(Skip),
  Point: Type.Optional(Type.Boolean({ description: 'Redeem mode: only products with a points price' })),
  CustomerId: Type.Optional(Nullable(Type.String({ maxLength: 40, description: 'Accepted for compatibility; the token decides the customer' }))),
  SaleUnit: Type.Optional(Nullable(SaleUnit)),
  ProductIds: Type.Optional(Nullable(Type.Array(PCode, { maxItems: 200 }))),
  SearchText: Type.Optional(Nullable(SearchText)),
  Mattype: Type.Optional(Nullable(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_]*$' }))),
  Hierarchy1: Level, Hierarchy2: Level, Hierarchy3: Level, Hierarchy4: Level, Hierarchy5: Level,
  OnlyPromotionProduct: Type.Optional(Type.Boolean()),
  Types: Type.Optional(Nullable(Type.Array(Type.Union([Type.Literal('suggest'), Type.Literal('BEST_SELLER'), Type.Literal('HOTDEAL')]), { maxItems: 3 }))),
  SortByPrice: Type.Optional(Nullable(Type.Union([
    Type.Boolean(), Type.Literal(''), Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC'),
  ], { description: 'true or asc: cheapest first; desc: dearest first (unit-1 price at the customer level, VAT included)' }))),
  DisplayGroupId: Type.Optional(Nullable(Type.Union([SmallId(), Type.String({ pattern: '^[0-9]{1,9}$' })]))),
  PromotionId: Type.Optional(Nullable(Type.Union([Id(), Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' })]))),
}, 'Product search: text, filters, type, sort and paging (12 a page in the storefront)');

function sortOf(v: boolean | string | null | undefined): 'asc' | 'desc' | null {
  if (v === true || v === 'asc' || v === 'ASC') return 'asc';
  if (v === 'desc' || v === 'DESC') return 'desc';
  return null;
}

import { ProductItemSchema, ProductPageSchema } from './responses';
/** `POST api/products/items` (the product list) and `GET api/products/item/{code}` (product detail). */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/api/products/items', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'Product list for the storefront, priced for the caller: { Data: Product[] }',
      description: `${TENANT_HEADER_NOTE} Prices follow the customer's price level at the token's centre, with an advance price only when `
        + 'non-zero, lower than the standard price and today is inside its dates; guests get PriceHidden and zero amounts when '
        + 'DISABLE_GUEST_CATALOGUE_PRICE is Y. An empty Data means there is nothing more to load.',
      body: ItemsBody,
      response: { 200: ProductPageSchema },
    },
  }, async (request, reply) => {
    const b = request.body;
    const viewer = await viewerOf(app, request, b.SaleUnit);
    const groupId = b.DisplayGroupId === undefined || b.DisplayGroupId === null ? undefined : Number(b.DisplayGroupId);
    const promotionId = b.PromotionId === undefined || b.PromotionId === null ? undefined : String(b.PromotionId);
    // The question as the query reads it: the cache key is made of this, never of the raw body.
    const question = {
      take: b.Take ?? PAGE_SIZE.products,
      skip: b.Skip ?? 0,
      text: b.SearchText ?? undefined,
      productIds: b.ProductIds ?? undefined,
      matype: b.Mattype || undefined,
      hierarchy: [b.Hierarchy1, b.Hierarchy2, b.Hierarchy3, b.Hierarchy4, b.Hierarchy5].map((h) => h || undefined),
      types: (b.Types ?? []) as ProductType[],
      sortByPrice: sortOf(b.SortByPrice),
      displayGroupId: groupId,
      promotion: b.OnlyPromotionProduct || promotionId ? { only: true, promotionId } : undefined,
      redeem: b.Point === true,
    };
    const build = async () => {
      const rows = await queryProducts(app.db, viewer, question);
      return { Data: rows.map((row) => productDto(row, viewer)) };
    };
    // An agent ordering for a client sees the agent's prices: never cached, never shared (agents/prices.ts).
    const agentCode = actingAgentOf(request);
    if (agentCode) return { Data: await overlayAgentCatalog(app.db, viewer.tenantId, agentCode, (await build()).Data) };
    return cachedJson(app.db, reply, viewer.tenantId, `items|${viewerKey(viewer, { perCustomer: !!question.promotion })}|${JSON.stringify(question)}`, build);
  });

  r.get('/api/products/item/:code', {
    schema: {
      tags: [CATALOG_TAG],
      summary: 'One product with every unit, picture, price and stock figure for the caller: { Data: Product & { IsFavourite } }',
      description: TENANT_HEADER_NOTE,
      params: Type.Object({ code: PCode }, { additionalProperties: false }),
      response: { 200: ProductItemSchema },
    },
  }, async (request) => {
    const viewer = await viewerOf(app, request);
    const [row] = await productsByCodes(app.db, viewer, [request.params.code]);
    if (!row) throw notFound('Product not found');
    let favourite = false;
    if (viewer.customerCode) {
      const hit = await app.db.query('SELECT 1 FROM wishlist_items WHERE tenant_id = $1 AND customer_code = $2 AND p_code = $3',
        [viewer.tenantId, viewer.customerCode, row.p_code]);
      favourite = hit.length > 0;
    }
    const agentCode = actingAgentOf(request);
    const dto = agentCode ? (await overlayAgentCatalog(app.db, viewer.tenantId, agentCode, [productDto(row, viewer)]))[0] : productDto(row, viewer);
    return { Data: { ...dto, IsFavourite: favourite } };
  });
}
