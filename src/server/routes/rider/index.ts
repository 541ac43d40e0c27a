import type { FastifyInstance } from 'fastify';
import riderDeliveryRoutes from './deliveries';
import riderHistoryRoutes from './history';

/** The rider area's API (docs/rider.md): deliveries, proof, failed delivery, invoice approval, history, profile. */
export default async function riderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(riderDeliveryRoutes);
  await app.register(riderHistoryRoutes);
}
