import type { FastifyInstance } from 'fastify';
import promotionEditorRoutes from './editor';
import promotionListRoutes from './lists';

/** The promotion editor's API (api/promotion/*); each module is its own plugin with the merchant guard. */
export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  for (const mod of [promotionListRoutes, promotionEditorRoutes]) await app.register(mod);
}
