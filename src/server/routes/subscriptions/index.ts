import type { FastifyInstance } from 'fastify';
import buyerSubscriptionRoutes from './routes-buyer';
import staffSubscriptionRoutes from './routes-staff';
import { defineSubscriptionJobs } from './run';

/** Recurring orders (docs/subscriptions.md): the customer's and the staff's routes, and their jobs. */
export default async function subscriptionAreaRoutes(app: FastifyInstance): Promise<void> {
  defineSubscriptionJobs(app);
  await app.register(buyerSubscriptionRoutes);
  await app.register(staffSubscriptionRoutes);
}
