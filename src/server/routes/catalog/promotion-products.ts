import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../domain/constants';
import { Query, SaleUnit, TENANT_HEADER_NOTE } from '../schemas';
import { queryProducts } from './product-query';
import { productDto } from './product-view';
import { ProductPageSchema } from './responses';
import { cachedJson, viewerKey } from './result-cache';
import { CATALOG_TAG, SearchText, Skip, Take } from './schemas';
import { viewerOf } from './viewer';

/**
 * `GET api/promotion/products`. Both spec documents name this path: for buyers (and guests) it
 * lists the products of promotions running today at their centre (the home page's promotion
 * products); for merchant staff it is the promotion editor's product picker over the whole catalogue.
 */
export default async function promotionProductRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/promotion/products', {
    schema: {
      tags: [CATALOG_TAG], response: { 200: ProductPageSchema },
      summary: 'Promotion products (buyers) or products to pick for a promotion (merchant staff): { Data: Product[] }',
      description: `${TENANT_HEADER_NOTE} text filters by Thai/English substring; take defaults to 12. saleUnit is used by staff tokens only.`,
      querystring: Query({
        text: Type.Optional(SearchText),
        take: Type.Optional(Take(PAGE_SIZE.promotionProducts, 100)),
        skip: Type.Optional(Skip),
        saleUnit: Type.Optional(SaleUnit),
      }),
    },
  }, async (request, reply) => {
    const q = request.query;
    const viewer = await viewerOf(app, request, q.saleUnit);
    return cachedJson(app.db, reply, viewer.tenantId, `promo|${viewerKey(viewer, { perCustomer: true })}|${JSON.stringify(q)}`, async () => {
      const rows = await queryProducts(app.db, viewer, {
        take: q.take ?? PAGE_SIZE.promotionProducts,
        skip: q.skip ?? 0,
        text: q.text,
        hierarchy: [],
        types: [],
        sortByPrice: null,
        promotion: viewer.kind === 'staff' ? undefined : { only: true },
        redeem: false,
      });
      return { Data: rows.map((row) => productDto(row, viewer)) };
    });
  });
}
