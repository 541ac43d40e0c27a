import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isY } from '../../domain/flags';
import type { Queryable } from '../db/index';
import { effectiveFlags } from '../tenants/resolve';
import { PUSHED_ORDER_STATUSES, renderPush, type PushPayload } from './flex';

export const PUSH_FLAG = 'ENABLE_LINE_PUSH';

type PushJob = (payload: { tenantId: string }, opts?: { key?: string }) => Promise<string | null>;
// Keyed by the app's job queue: route plugins are encapsulated Fastify instances, the queue is one.
const pushJobs = new WeakMap<object, PushJob>();
/** routes/line/jobs.ts registers the app's `line-push` job here. */
export function setLinePushJob(app: FastifyInstance, send: PushJob): void {
  pushJobs.set(app.jobs, send);
}
const linePushJob = (app: FastifyInstance) => pushJobs.get(app.jobs);
export const PUSH_FAILED_MESSAGE = 'Send flex message failed';
/** Attempts per push inside one dispatch; a push still failing is FAILED until staff retry it. */
export const PUSH_ATTEMPTS = 3;

/**
 * Queues the flex message of an order status move, in the caller's transaction (nothing is queued
 * if the move rolls back). Only customers who linked LINE get one; the dedupe key makes the same
 * move one message. Sent by dispatchLinePushes after commit.
 */
export async function queueOrderStatusPush(q: Queryable, o: { tenantId: string; orderId: string; customerCode: string; saleUnit: string; total: number }, status: string, now: Date): Promise<void> {
  if (!(PUSHED_ORDER_STATUSES as readonly string[]).includes(status)) return;
  const payload: PushPayload = { kind: 'order', orderId: o.orderId, status, saleUnit: o.saleUnit, total: Number(o.total) };
  await q.query(
    `INSERT INTO line_pushes (tenant_id, dedupe_key, kind, line_user_id, customer_code, order_id, payload, created_at)
     SELECT tenant_id, $3, 'order', line_user_id, customer_code, $4, $5::jsonb, $6 FROM line_accounts
     WHERE tenant_id = $1 AND customer_code = $2
     ON CONFLICT (tenant_id, dedupe_key) DO NOTHING`,
    [o.tenantId, o.customerCode, `order:${o.orderId}:${status}`, o.orderId, JSON.stringify(payload), now],
  );
}

/** A broadcast reaches its recipients who linked LINE (one push each). */
export async function queueBroadcastPushes(q: Queryable, tenantId: string, b: { broadcastId: string; title: string; body: string; linkUrl: string }, now: Date): Promise<void> {
  const payload: PushPayload = { kind: 'broadcast', ...b };
  await q.query(
    `INSERT INTO line_pushes (tenant_id, dedupe_key, kind, line_user_id, customer_code, payload, created_at)
     SELECT r.tenant_id, 'broadcast:' || $2 || ':' || r.customer_code, 'broadcast', a.line_user_id, r.customer_code, $3::jsonb, $4
     FROM broadcast_recipients r JOIN line_accounts a ON a.tenant_id = r.tenant_id AND a.customer_code = r.customer_code
     WHERE r.tenant_id = $1 AND r.broadcast_id = $2::bigint
     ON CONFLICT (tenant_id, dedupe_key) DO NOTHING`,
    [tenantId, b.broadcastId, JSON.stringify(payload), now],
  );
}

/** LINE's X-Line-Retry-Key must be a UUID; the same push always gets the same one. */
export function retryKeyOf(tenantId: string, pushId: string | number): string {
  const h = createHash('sha256').update(`${tenantId}|${pushId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface PushRow { push_id: string; line_user_id: string; kind: string; payload: PushPayload; attempts: number }

export interface DispatchResult { sent: number; failed: number; skipped: number; failedOrders: string[] }

/**
 * Sends the tenant's pending pushes (optionally only one order's). Each push is claimed with an
 * UPDATE … SKIP LOCKED so two processes never send the same one, tried up to PUSH_ATTEMPTS times
 * with the same retry key, then marked SENT or FAILED (shown to staff as 'Send flex message failed').
 * Idempotent: call it after any commit that queued pushes, or from a job queue when one exists.
 */
export async function dispatchLinePushes(app: FastifyInstance, tenantId: string, opts: { shopUrl: string; orderId?: string; limit?: number }): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, failed: 0, skipped: 0, failedOrders: [] };
  const flagOn = isY((await effectiveFlags(app, tenantId))[PUSH_FLAG]);
  const provider = await app.line.messaging(tenantId);
  for (let i = 0; i < (opts.limit ?? 50); i++) {
    const [row] = await app.db.query<PushRow>(
      `UPDATE line_pushes SET status = 'SENDING' WHERE (tenant_id, push_id) IN (
         SELECT tenant_id, push_id FROM line_pushes WHERE tenant_id = $1 AND status = 'PENDING' AND ($2::text IS NULL OR order_id = $2)
         ORDER BY push_id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING push_id, line_user_id, kind, payload, attempts`,
      [tenantId, opts.orderId ?? null],
    );
    if (!row) break;
    if (!flagOn || !provider) {
      await app.db.query(`UPDATE line_pushes SET status = 'SKIPPED', last_error = $3 WHERE tenant_id = $1 AND push_id = $2`,
        [tenantId, row.push_id, flagOn ? 'no LINE messaging channel configured' : `${PUSH_FLAG} is off`]);
      result.skipped += 1;
      continue;
    }
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as PushPayload) : row.payload;
    let error = '';
    let attempts = row.attempts;
    for (let a = 0; a < PUSH_ATTEMPTS; a++) {
      attempts += 1;
      try {
        await provider.push({ tenantId, to: row.line_user_id, kind: row.kind, retryKey: retryKeyOf(tenantId, row.push_id), messages: renderPush(app, tenantId, payload, opts.shopUrl) });
        error = '';
        break;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
    }
    if (!error) {
      await app.db.query(`UPDATE line_pushes SET status = 'SENT', attempts = $3, sent_at = $4, last_error = NULL WHERE tenant_id = $1 AND push_id = $2`,
        [tenantId, row.push_id, attempts, new Date(app.clock())]);
      result.sent += 1;
    } else {
      app.log.warn({ tenantId, pushId: row.push_id, error }, PUSH_FAILED_MESSAGE);
      await app.db.query(`UPDATE line_pushes SET status = 'FAILED', attempts = $3, last_error = $4 WHERE tenant_id = $1 AND push_id = $2`,
        [tenantId, row.push_id, attempts, error.slice(0, 500)]);
      result.failed += 1;
      if (payload.kind === 'order') result.failedOrders.push(payload.orderId);
    }
  }
  return result;
}

/** Automatic retries: a push is tried PUSH_ATTEMPTS times per dispatch, for at most this many attempts in all. */
export const PUSH_MAX_ATTEMPTS = 3 * PUSH_ATTEMPTS;

/**
 * The background job's work (job `line-push`, routes/line/jobs.ts): FAILED pushes with attempts
 * left go back to PENDING, then everything pending is sent. Idempotent.
 */
export async function dispatchWithRetries(app: FastifyInstance, tenantId: string): Promise<DispatchResult> {
  await app.db.query(`UPDATE line_pushes SET status = 'PENDING' WHERE tenant_id = $1 AND status = 'FAILED' AND attempts < $2`, [tenantId, PUSH_MAX_ATTEMPTS]);
  return dispatchLinePushes(app, tenantId, { shopUrl: app.line.shopUrl(tenantId) });
}

/** Staff retry: FAILED pushes of the tenant (or one push) go back to PENDING and are dispatched. */
export async function retryFailedPushes(app: FastifyInstance, tenantId: string, shopUrl: string, pushId?: string): Promise<DispatchResult> {
  await app.db.query(`UPDATE line_pushes SET status = 'PENDING' WHERE tenant_id = $1 AND status = 'FAILED' AND ($2::bigint IS NULL OR push_id = $2::bigint)`, [tenantId, pushId ?? null]);
  return dispatchLinePushes(app, tenantId, { shopUrl });
}

/**
 * After a commit that may have queued pushes (an order status move by staff or a rider): send
 * them now and tell the caller when one failed, so the screen can show 'Send flex message failed'.
 * Never fails the request that caused it.
 */
export async function pushAfterCommit(app: FastifyInstance, tenantId: string, shopUrl: string, orderId?: string): Promise<{ LinePush?: typeof PUSH_FAILED_MESSAGE }> {
  try {
    const out = await dispatchLinePushes(app, tenantId, { shopUrl, orderId });
    if (!out.failed) return {};
    // Retried in the background with backoff (job line-push); staff may also retry by hand.
    await linePushJob(app)?.({ tenantId }, { key: tenantId }).catch((err: unknown) => app.log.error({ err, tenantId }, 'line-push job not queued'));
    return { LinePush: PUSH_FAILED_MESSAGE };
  } catch (err) {
    app.log.error({ err, tenantId, orderId }, 'LINE push dispatch failed');
    return { LinePush: PUSH_FAILED_MESSAGE };
  }
}
