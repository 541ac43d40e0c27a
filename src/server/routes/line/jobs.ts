import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { dispatchWithRetries, PUSH_FAILED_MESSAGE, PUSH_MAX_ATTEMPTS, queueBroadcastPushes, setLinePushJob } from '../../line/pushes';

/**
 * Background side of LINE pushes on the job queue (docs/jobs.md): job `line-push` {tenantId}
 * retries failed pushes with backoff; the `line-push-due` ticker (every minute, at start) sends it
 * for every tenant with pushes waiting and queues the pushes of scheduled broadcasts that came due.
 */
export default async function lineJobs(app: FastifyInstance): Promise<void> {
  const send = app.jobs.define({
    name: 'line-push',
    payload: Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 40 }) }),
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    policy: 'short',
    handle: async ({ tenantId }, ctx) => {
      const out = await dispatchWithRetries(app, tenantId);
      // Throwing makes pg-boss try again later; the pushes stay FAILED (staff see them) meanwhile.
      if (out.failed && !ctx.lastAttempt) throw new Error(`${PUSH_FAILED_MESSAGE}: ${out.failed} push(es) of ${tenantId}`);
      return out;
    },
  });
  setLinePushJob(app, send);

  app.jobs.ticker({
    name: 'line-push-due',
    run: async (now, a) => {
      // Scheduled broadcasts whose time came (within the last day): their pushes, once (dedupe key).
      const due = await a.db.query<{ tenant_id: string; broadcast_id: string; title_th: string; body_th: string; link_url: string }>(
        `SELECT tenant_id, broadcast_id, title_th, body_th, link_url FROM broadcasts
         WHERE publish_at <= $1 AND publish_at > $1::timestamptz - interval '1 day' AND publish_at > created_at`, [now],
      );
      for (const b of due) {
        await queueBroadcastPushes(a.db, b.tenant_id, { broadcastId: String(b.broadcast_id), title: b.title_th, body: b.body_th, linkUrl: b.link_url }, now);
      }
      const tenants = await a.db.query<{ tenant_id: string }>(
        `SELECT DISTINCT tenant_id FROM line_pushes WHERE status = 'PENDING' OR (status = 'FAILED' AND attempts < $1)`, [PUSH_MAX_ATTEMPTS],
      );
      for (const t of tenants) await send({ tenantId: t.tenant_id }, { key: t.tenant_id });
    },
  });
}
