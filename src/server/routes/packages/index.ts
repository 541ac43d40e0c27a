import type { FastifyInstance } from 'fastify';
import buyerPackageRoutes from './routes-buyer';
import staffPackageRoutes from './routes-staff';

/** Prepaid packages (docs/packages.md): the customer's and the staff's routes. */
export default async function packageAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(buyerPackageRoutes);
  await app.register(staffPackageRoutes);
}
