import type { FastifyInstance } from 'fastify';
import autocompleteRoutes from './autocomplete';
import categoryRoutes from './categories';
import contentRoutes from './contents';
import displayGroupRoutes from './display-groups';
import mediaRoutes from './media';
import newsRoutes from './news';
import productRoutes from './products';
import promotionProductRoutes from './promotion-products';
import wishlistRoutes from './wishlist';

/** The storefront's catalogue API (docs/storefront.md, docs/server.md): one plugin listing the catalogue's route modules. */
export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  for (const mod of [productRoutes, autocompleteRoutes, categoryRoutes, displayGroupRoutes, promotionProductRoutes, wishlistRoutes, newsRoutes, contentRoutes, mediaRoutes]) {
    await app.register(mod);
  }
}
