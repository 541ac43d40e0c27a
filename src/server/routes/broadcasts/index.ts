import type { FastifyInstance } from 'fastify';
import broadcastInboxRoutes from './inbox';
import broadcastRoutes from './routes';

/** Broadcasts: the back office (merchant guard, its own plugin) and the buyers' inbox. */
export default async function broadcastArea(app: FastifyInstance): Promise<void> {
  await app.register(broadcastInboxRoutes);
  await app.register(broadcastRoutes);
}
