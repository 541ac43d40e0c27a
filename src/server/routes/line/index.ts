import type { FastifyInstance } from 'fastify';
import lineAdminRoutes from './admin';
import lineJobs from './jobs';
import lineSignInRoutes from './sign-in';
import lineStaffRoutes from './staff';
import lineWebhookRoutes from './webhook';

/** LINE and tenant OIDC: sign-in, logout revocation, webhook, pushes, diagnostics (docs/line.md). */
export default async function lineArea(app: FastifyInstance): Promise<void> {
  await app.register(lineSignInRoutes);
  await app.register(lineAdminRoutes);
  await app.register(lineStaffRoutes);
  await app.register(lineWebhookRoutes);
  await app.register(lineJobs);
}
