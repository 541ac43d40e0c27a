import type { FastifyInstance } from 'fastify';
import agentClientRoutes from './clients';
import agentProductRoutes from './products';

/** Agents' own clients and assortment (docs/agents.md). */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(agentClientRoutes);
  await app.register(agentProductRoutes);
}
