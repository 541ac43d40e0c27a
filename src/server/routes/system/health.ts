import type { FastifyInstance } from 'fastify';

/** `GET api/health`: the database answers and which tenants serve. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { tags: ['system'], summary: 'Liveness: database and tenants' } }, async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok', driver: app.db.driver, tenants: app.tenants.status().map((t) => ({ id: t.TenantId, serving: t.Serving, valid: t.Valid })) };
  });
}
