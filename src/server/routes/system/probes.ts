import type { FastifyInstance } from 'fastify';
import { isDraining } from '../../ops/drain';
import { healthOf, readyOn } from './health';
import { LiveSchema, ProbeReadySchema } from './responses';

/**
 * Probes for a load balancer or orchestrator (docs/operations.md), always JSON (never the SPA):
 * `GET /health/live` is the process answering (no database call, so a slow database does not get
 * every process restarted); `GET /health/ready` is 200 only when the database answers, the default
 * tenant serves, live updates reach the process (LISTEN not down beyond its grace) and the process
 * is not shutting down.
 */
export default async function probeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health/live', { schema: { response: { 200: LiveSchema }, tags: ['system'], summary: 'Liveness of this process: { status: "ok", pid, uptimeSeconds }' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', pid: process.pid, uptimeSeconds: Math.round(process.uptime()) };
  });
  app.get('/health/ready', { schema: { response: { 200: ProbeReadySchema, 503: ProbeReadySchema }, tags: ['system'], summary: 'Readiness: 503 while shutting down, or unless the database answers, the default tenant serves and live updates are not down beyond their grace' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isDraining()) return reply.code(503).send({ ready: false, reason: 'shutting down', pid: process.pid });
    const health = await healthOf(app);
    const ready = readyOn(health, app.config.defaultTenant);
    return reply.code(ready ? 200 : 503).send({ ready, pid: process.pid, database: health.database, driver: health.driver, defaultTenant: app.config.defaultTenant, liveUpdates: health.liveUpdates });
  });
}
