import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { forbidden } from '../errors';
import { asSystem } from '../db/index';

/**
 * Prometheus metrics of this process (prom-client): request latency by route template, method and
 * status; database pool use; job queue depth by state; plus Node's default process metrics. Served
 * at `GET /metrics` on the main port, to loopback callers or with `Authorization: Bearer
 * $METRICS_TOKEN` (docs/operations.md): scrape each process directly, not through the balancer.
 */
export function registerMetrics(app: FastifyInstance, opts: { poolStats?: () => { total: number; idle: number; waiting: number } }): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ instance: process.env.INSTANCE_NAME ?? `pid-${process.pid}` });
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'talad_http_request_duration_seconds', help: 'Request latency by route template',
    labelNames: ['method', 'route', 'status_code'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });
  const requests = new Counter({ name: 'talad_http_requests_total', help: 'Requests answered', labelNames: ['method', 'route', 'status_code'], registers: [registry] });
  new Gauge({
    name: 'talad_db_pool_connections', help: 'Database pool connections by state (PostgreSQL; PGlite has one connection)', labelNames: ['state'], registers: [registry],
    collect() {
      const s = opts.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, s.total); this.set({ state: 'idle' }, s.idle); this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new Gauge({
    name: 'talad_job_queue_jobs', help: 'pg-boss jobs by state (created, retry, active, failed)', labelNames: ['state'], registers: [registry],
    async collect() {
      this.reset();
      try {
        // The queue spans every tenant: a named system read, not the (tenant-less) request's scope.
        const rows = await asSystem('metrics: job counts', () => app.db.query<{ state: string; n: number }>(
          `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY state`));
        for (const s of ['created', 'retry', 'active', 'failed']) this.set({ state: s }, rows.find((r) => r.state === s)?.n ?? 0);
      } catch { /* the queue's schema is created at start; until then nothing to count */ }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    latency.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });

  const token = process.env.METRICS_TOKEN ?? '';
  const allowed = (request: FastifyRequest) => {
    const auth = request.headers.authorization ?? '';
    if (token && auth.startsWith('Bearer ')) {
      const a = Buffer.from(auth.slice(7)); const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    }
    // The socket's own address, not X-Forwarded-For: a request through the balancer is not loopback-trusted.
    const ip = request.socket.remoteAddress ?? '';
    return !request.headers['x-forwarded-for'] && (ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1');
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) throw forbidden('Metrics are for loopback callers or a METRICS_TOKEN bearer');
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return registry;
}
