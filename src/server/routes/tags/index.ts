import type { FastifyInstance } from 'fastify';
import tagRoutes from './routes';

/** Customer tags (api/tags*), merchant roles only. */
export default async function tagArea(app: FastifyInstance): Promise<void> {
  await app.register(tagRoutes);
}
