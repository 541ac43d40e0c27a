import type { FastifyInstance } from 'fastify';
import mySalesRoutes from './mysales';
import registerInfoRoutes from './register-info';

/** A salesperson's own figures and registration link (docs/agents.md). */
export default async function salesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(mySalesRoutes);
  await app.register(registerInfoRoutes);
}
