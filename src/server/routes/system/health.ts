import type { FastifyInstance } from 'fastify';
import { isDraining } from '../../ops/drain';
import { liveUpdatesOf } from './live-updates';
import { HealthSchema, ReadySchema } from './responses';

interface TenantHealth { id: string; state: 'ok' | 'stale' | 'down'; serving: boolean; valid: boolean; lastGoodAt: string | null; errors: number }

interface Health {
  status: 'ok' | 'degraded' | 'down';
  driver: string;
  database: 'ok' | 'down';
  base: 'ok' | 'stale' | 'down';
  tenants: TenantHealth[];
  liveUpdates: ReturnType<typeof liveUpdatesOf>;
}

export async function healthOf(app: FastifyInstance): Promise<Health> {
  let database: Health['database'] = 'ok';
  try {
    await app.db.query('SELECT 1');
  } catch (err) {
    app.log.error({ err }, 'health: the database does not answer');
    database = 'down';
  }
  const reg = app.tenants;
  const base: Health['base'] = !reg.base ? 'down' : reg.baseIsStale ? 'stale' : 'ok';
  const tenants = reg.status().map((t): TenantHealth => ({
    id: t.TenantId, state: t.State, serving: t.Serving, valid: t.Valid, lastGoodAt: t.LastGoodAt, errors: t.Errors.length,
  }));
  const liveUpdates = liveUpdatesOf(app.db, app.config.listen.readyGraceMs);
  const degraded = base !== 'ok' || reg.baseErrors.length > 0 || tenants.some((t) => t.state !== 'ok') || liveUpdates.state === 'reconnecting' || liveUpdates.state === 'down';
  return { status: database === 'down' ? 'down' : degraded ? 'degraded' : 'ok', driver: app.db.driver, database, base, tenants, liveUpdates };
}

/**
 * The readiness judgment both readiness endpoints make (shutting down aside): the database answers,
 * a base bundle is there, the default tenant serves and live updates are not down beyond their grace.
 */
export function readyOn(health: Health, defaultTenantId: string): boolean {
  const defaultTenant = health.tenants.find((t) => t.id === defaultTenantId);
  return health.database === 'ok' && health.base !== 'down' && !!defaultTenant?.serving && health.liveUpdates.state !== 'down';
}

/**
 * `GET api/health` (liveness: 200 while the process and its database answer, `status` degraded when
 * any tenant serves a last good bundle or is down, or live updates do not reach the process) and
 * `GET api/ready` (readiness for a load balancer, judged as `/health/ready` is: 503 unless the
 * database answers, a base bundle is there, the default tenant serves and live updates are not down
 * beyond their grace, and while the process shuts down; one broken tenant does not take the
 * instance out of rotation for the others). Both with per-tenant detail, which the probes leave out.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: HealthSchema, 503: HealthSchema }, tags: ['system'], summary: 'Liveness: database, base bundle, each tenant (ok / stale = serving its last good bundle / down) and live updates' } }, async (_request, reply) => {
    const health = await healthOf(app);
    reply.header('cache-control', 'no-store');
    return reply.code(health.database === 'down' ? 503 : 200).send(health);
  });
  app.get('/api/ready', { schema: { response: { 200: ReadySchema, 503: ReadySchema }, tags: ['system'], summary: 'Readiness: 503 while shutting down, or unless the database answers, a base bundle is loaded, the default tenant serves and live updates are not down beyond their grace' } }, async (_request, reply) => {
    const health = await healthOf(app);
    const draining = isDraining();
    const ready = !draining && readyOn(health, app.config.defaultTenant);
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ ready, draining, defaultTenant: app.config.defaultTenant, ...health });
  });
}
