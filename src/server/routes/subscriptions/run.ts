import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { JobContext } from '../../jobs/index';
import { HttpError } from '../../errors';
import { loadBuyerAt } from '../checkout/buyer';
import { computeQuote } from '../checkout/quote';
import { KEY_REUSED_MESSAGE, placeOrder } from '../orders/place';
import { todayIso } from '../points/ledger';
import { followingRun, loadSubscription, SUBSCRIPTION_COLUMNS, toSubscription } from './store';

export const RUN_JOB = 'subscription-run';
export const RunPayload = Type.Object({
  tenantId: Type.String(), subscriptionId: Type.String(), runDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
}, { additionalProperties: false });
type RunPayloadT = { tenantId: string; subscriptionId: string; runDate: string };

/** The Idempotency-Key of a run's order: one order per (subscription, run date), whoever places it. */
export const runKey = (subscriptionId: string, runDate: string) => `subscription:${subscriptionId}:${runDate}`;

const BATCH = 200;

/**
 * Ticker part 1: turns due schedules into run rows. Each subscription whose next run is today or
 * earlier gets its run row, and its next run moves on. If several runs were missed (no server was
 * running), only the latest is placed; the older ones are recorded as skipped — a shop restocking
 * weekly wants this week's goods, not three weeks at once. Rows are claimed with SKIP LOCKED so two
 * processes never create the same runs twice (and the primary key would refuse it anyway).
 */
export async function createDueRuns(app: FastifyInstance, now: Date): Promise<number> {
  const today = todayIso(now);
  let created = 0;
  for (;;) {
    const n = await app.db.transaction(async (tx) => {
      const due = (await tx.query<Record<string, unknown>>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM order_subscriptions WHERE status = 'active' AND next_run_date <= $1
          ORDER BY next_run_date, tenant_id, subscription_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [today],
      )).map(toSubscription);
      if (due.length === 0) return 0;
      const runs: { t: string; id: string; d: string; status: 'pending' | 'skipped'; msg: string }[] = [];
      const next: { t: string; id: string; d: string | null }[] = [];
      for (const s of due) {
        const dates: string[] = [];
        let r: string | null = s.nextRunDate;
        while (r && r <= today) { dates.push(r); r = followingRun(s, r); }
        dates.forEach((d, i) => runs.push({
          t: s.tenantId, id: s.subscriptionId, d, status: i === dates.length - 1 ? 'pending' : 'skipped',
          msg: i === dates.length - 1 ? '' : 'Missed: ordering was stopped on this day; the latest run was placed instead',
        }));
        next.push({ t: s.tenantId, id: s.subscriptionId, d: r });
      }
      await tx.query(
        `INSERT INTO order_subscription_runs (tenant_id, subscription_id, run_date, status, message, created_at, updated_at)
         SELECT x.t, x.id, x.d::date, x.s, x.m, $6, $6 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS x(t, id, d, s, m)
         ON CONFLICT DO NOTHING`,
        [runs.map((x) => x.t), runs.map((x) => x.id), runs.map((x) => x.d), runs.map((x) => x.status), runs.map((x) => x.msg), now],
      );
      await tx.query(
        `UPDATE order_subscriptions s SET next_run_date = x.d::date, status = CASE WHEN x.d IS NULL THEN 'ended' ELSE s.status END, updated_at = $4
           FROM unnest($1::text[], $2::text[], $3::text[]) AS x(t, id, d) WHERE s.tenant_id = x.t AND s.subscription_id = x.id`,
        [next.map((x) => x.t), next.map((x) => x.id), next.map((x) => x.d), now],
      );
      return due.length;
    });
    created += n;
    if (n < BATCH) return created;
  }
}

/**
 * Ticker part 2: a job for every pending run. The job id comes from the run, so re-sending after
 * a crash (or from a second process) adds nothing while the first job is kept; a job cut off by a
 * crash is retried by pg-boss when it expires.
 */
export async function enqueuePendingRuns(app: FastifyInstance, now: Date): Promise<number> {
  const pending = await app.db.query<{ tenant_id: string; subscription_id: string; run_date: string }>(
    `SELECT tenant_id, subscription_id, to_char(run_date, 'YYYY-MM-DD') AS run_date FROM order_subscription_runs
      WHERE status = 'pending' AND run_date <= $1 ORDER BY run_date, tenant_id, subscription_id`,
    [todayIso(now)],
  );
  let sent = 0;
  for (const r of pending) {
    const id = await app.jobs.send(RUN_JOB, { tenantId: r.tenant_id, subscriptionId: r.subscription_id, runDate: r.run_date },
      { key: `${r.tenant_id}:${runKey(r.subscription_id, r.run_date)}`, unique: true });
    if (id) sent += 1;
  }
  return sent;
}

async function finishRun(
  app: FastifyInstance, p: RunPayloadT, fields: { status: 'placed' | 'failed' | 'skipped' | 'pending'; orderId?: string; message: string; leftOut?: unknown[] }, now: Date,
): Promise<void> {
  await app.db.query(
    `UPDATE order_subscription_runs SET status = $4, order_id = COALESCE($5, order_id), message = $6, left_out = COALESCE($7::jsonb, left_out),
       attempts = attempts + 1, updated_at = $8
      WHERE tenant_id = $1 AND subscription_id = $2 AND run_date = $3 AND status = 'pending'`,
    [p.tenantId, p.subscriptionId, p.runDate, fields.status, fields.orderId ?? null, fields.message,
      fields.leftOut ? JSON.stringify(fields.leftOut) : null, now],
  );
}

async function priorOrder(app: FastifyInstance, tenantId: string, customerCode: string, key: string): Promise<string | null> {
  const [row] = await app.db.query<{ order_id: string }>(
    'SELECT order_id FROM order_requests WHERE tenant_id = $1 AND customer_code = $2 AND idempotency_key = $3', [tenantId, customerCode, key],
  );
  return row?.order_id ?? null;
}

/**
 * One run: price and promote the lines today, leave out what cannot be sold (telling why), and
 * place the order through the normal idempotent path — the run row is marked in the same
 * transaction. A failure is retried by the queue; the last failure is recorded on the run, which
 * the customer's page and the centre's list show.
 */
export async function handleRun(p: RunPayloadT, ctx: JobContext): Promise<void> {
  const { app, now } = ctx;
  const [run] = await app.db.query<{ status: string }>(
    'SELECT status FROM order_subscription_runs WHERE tenant_id = $1 AND subscription_id = $2 AND run_date = $3', [p.tenantId, p.subscriptionId, p.runDate],
  );
  if (!run || run.status !== 'pending') return;
  const sub = await loadSubscription(app.db, p.tenantId, p.subscriptionId);
  if (!sub) return;
  if (sub.status === 'paused' || sub.status === 'cancelled') {
    await finishRun(app, p, { status: 'skipped', message: sub.status === 'paused' ? 'Skipped: the recurring order was paused' : 'Skipped: the recurring order was cancelled' }, now);
    return;
  }
  const key = runKey(sub.subscriptionId, p.runDate);
  const already = await priorOrder(app, sub.tenantId, sub.customerCode, key);
  if (already) { await finishRun(app, p, { status: 'placed', orderId: already, message: '' }, now); return; }

  try {
    const buyer = await loadBuyerAt(app, { TenantId: sub.tenantId, UserId: sub.customerCode, SaleUnit: sub.saleUnit });
    const { quote } = await computeQuote(app.db, buyer, { mode: 'sales', lines: sub.lines, paymentMethod: sub.paymentMethod }, now);
    const leftOut = new Map<string, string>();
    for (const problem of quote.Problems) if (problem.P_Code) leftOut.set(problem.P_Code, problem.Message);
    const lines = sub.lines.filter((l) => !leftOut.has(l.P_Code));
    const leftOutList = [...leftOut].map(([code, reason]) => ({ P_Code: code, Reason: reason }));
    if (lines.length === 0) {
      // Nothing to retry: the goods are not sold today. The next run tries again.
      await finishRun(app, p, { status: 'failed', message: `Nothing could be ordered: ${leftOutList.map((l) => l.Reason).join('; ')}`, leftOut: leftOutList }, now);
      ctx.log.warn({ subscription: sub.subscriptionId, runDate: p.runDate }, 'subscription run: nothing could be ordered');
      return;
    }
    await app.db.transaction(async (tx) => {
      const out = await placeOrder(tx, buyer, {
        mode: 'sales', paymentMethod: sub.paymentMethod, shipToCode: sub.shipToCode, lines,
        remark: [`Recurring order ${sub.subscriptionId} (${p.runDate})`, sub.remark].filter(Boolean).join(' — '),
      }, key, now, { keepCart: true });
      await tx.query(
        `UPDATE order_subscription_runs SET status = 'placed', order_id = $4, left_out = $5::jsonb, attempts = attempts + 1, updated_at = $6,
           message = $7 WHERE tenant_id = $1 AND subscription_id = $2 AND run_date = $3 AND status = 'pending'`,
        [p.tenantId, p.subscriptionId, p.runDate, out.orderId, JSON.stringify(leftOutList), now,
          leftOutList.length ? `Placed without: ${leftOutList.map((l) => l.Reason).join('; ')}` : ''],
      );
    });
  } catch (err) {
    // Another process placed this run's order first with other lines (stock changed between the two).
    if (err instanceof HttpError && err.message === KEY_REUSED_MESSAGE) {
      const orderId = await priorOrder(app, sub.tenantId, sub.customerCode, key);
      if (orderId) { await finishRun(app, p, { status: 'placed', orderId, message: '' }, now); return; }
    }
    const reason = err instanceof HttpError ? err.message : 'The order could not be placed';
    if (!(err instanceof HttpError)) ctx.log.error({ err, subscription: sub.subscriptionId, runDate: p.runDate }, 'subscription run failed');
    if (ctx.lastAttempt) {
      await finishRun(app, p, { status: 'failed', message: `Failed after ${ctx.retryCount + 1} attempts: ${reason}` }, now);
      ctx.log.warn({ subscription: sub.subscriptionId, runDate: p.runDate, reason }, 'subscription run failed for good');
      return;
    }
    await app.db.query(
      `UPDATE order_subscription_runs SET attempts = attempts + 1, message = $4, updated_at = $5
        WHERE tenant_id = $1 AND subscription_id = $2 AND run_date = $3 AND status = 'pending'`,
      [p.tenantId, p.subscriptionId, p.runDate, `Attempt ${ctx.retryCount + 1} failed, will retry: ${reason}`, now],
    );
    throw err;
  }
}

/** Registers the run job and the ticker that feeds it. */
export function defineSubscriptionJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: RUN_JOB, payload: RunPayload, policy: 'standard', batchSize: 10,
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    // A run takes well under a second; one active for 30 s was cut off (crash): pg-boss retries it.
    expireInSeconds: 30,
    handle: handleRun,
  });
  app.jobs.ticker({
    name: 'subscription-due',
    run: async (now, a) => {
      await createDueRuns(a, now);
      await enqueuePendingRuns(a, now);
    },
  });
}
