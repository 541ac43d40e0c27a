import type { FastifyInstance } from 'fastify';
import { guardMerchantArea } from '../merchant/scope';
import contentAdminRoutes from './admin';
import contentConsentRoutes from './consents';
import newsAdminRoutes from './news-admin';
import contentListRoutes from './public';

/** Content pages (docs/content.md): the buyers' list, and the super admin's editor, banners and news, and consent view. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentListRoutes);
  await app.register(async (admin) => {
    guardMerchantArea(admin, { superAdmin: true });
    await admin.register(contentAdminRoutes);
    await admin.register(contentConsentRoutes);
    await admin.register(newsAdminRoutes);
  });
}
