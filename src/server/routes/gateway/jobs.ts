import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SendOptions } from '../../jobs/index';
import { loadSandboxCharge, sandboxNotice, signSandbox, SANDBOX_SIGNATURE_HEADER } from '../../providers/payment/sandbox';
import { loadAttempt } from './attempts';
import { bangkokYesterday, reconcileDay } from './reconcile';
import { expireAttempt, settleReport } from './settle';

/** A pending attempt is asked about after this long without a notification. */
export const QUERY_AFTER_MS = 2 * 60_000;

export type SandboxNotifySender = (p: { tenantId: string; chargeId: string; status: 'PAID' | 'DECLINED' }, opts?: SendOptions) => Promise<string | null>;

/**
 * Background work of the payment area (pg-boss, docs/jobs.md):
 * - `payment-status-query`: asks the provider about an attempt left pending (lost or late
 *   notification) and settles from the answer; past its deadline it expires with the spec's message.
 * - ticker `payment-attempts-due`: a keyed query job for every attempt pending longer than 2 minutes.
 * - `payment-reconcile-day` (ticker `payment-reconcile-nightly`): once per tenant and Bangkok day,
 *   after midnight, asks the providers about every attempt of the day before and records mismatches.
 * - `payment-sandbox-notify`: the sandbox gateway's server-to-server notification (signed, may be
 *   delayed or sent twice), delivered through the real notification route.
 */
export function definePaymentJobs(app: FastifyInstance): { sendSandboxNotify: SandboxNotifySender } {
  const sendQuery = app.jobs.define({
    name: 'payment-status-query',
    payload: Type.Object({ tenantId: Type.String(), attemptId: Type.String() }),
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    policy: 'short',
    handle: async ({ tenantId, attemptId }, { log }) => {
      const a = await loadAttempt(app.db, tenantId, attemptId);
      if (!a || a.status !== 'PENDING') return { skipped: true };
      // `token:` = a KBank card charge under way (kbank-page.ts): nothing to ask about yet.
      if (a.providerRef && !a.providerRef.startsWith('token:')) {
        try {
          const provider = await app.payments.providerFor(app.db, tenantId, a.saleUnit, a.provider);
          const report = await provider.queryStatus(a);
          const result = await settleReport(app, { tenantId, provider: a.provider, report: { ...report, attemptId }, source: 'query' });
          if (result.outcome !== 'pending') return result;
        } catch (err) {
          log.warn({ err, tenantId, attemptId }, 'payment status query failed');
          // Past the deadline an unreachable provider still ends the attempt (a late "paid" is refunded or settles then).
          if (a.expiresAt.getTime() > app.clock()) throw err;
        }
      }
      return { expired: await expireAttempt(app, tenantId, attemptId) };
    },
  });

  app.jobs.ticker({
    name: 'payment-attempts-due',
    run: async (now) => {
      const rows = await app.db.query<{ tenant_id: string; attempt_id: string }>(
        `SELECT tenant_id, attempt_id FROM payment_attempts WHERE status = 'PENDING' AND created_at <= $1 ORDER BY created_at LIMIT 500`,
        [new Date(now.getTime() - QUERY_AFTER_MS)],
      );
      for (const r of rows) await sendQuery({ tenantId: r.tenant_id, attemptId: r.attempt_id }, { key: `${r.tenant_id}:${r.attempt_id}` });
    },
  });

  const sendReconcile = app.jobs.define({
    name: 'payment-reconcile-day',
    payload: Type.Object({ tenantId: Type.String(), date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Day (Bangkok), YYYY-MM-DD' }) }),
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    expireInSeconds: 1800,
    handle: async ({ tenantId, date }) => reconcileDay(app, tenantId, date),
  });

  app.jobs.ticker({
    name: 'payment-reconcile-nightly',
    run: async (now) => {
      const date = bangkokYesterday(now);
      const tenants = await app.db.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM payment_gateways WHERE enabled');
      // Keyed for good: the ticker runs every minute, the day is reconciled once.
      for (const t of tenants) await sendReconcile({ tenantId: t.tenant_id, date }, { key: `reconcile:${t.tenant_id}:${date}`, unique: true });
    },
  });

  const sendSandboxNotify = app.jobs.define({
    name: 'payment-sandbox-notify',
    payload: Type.Object({ tenantId: Type.String(), chargeId: Type.String(), status: Type.Union([Type.Literal('PAID'), Type.Literal('DECLINED')]) }),
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handle: async ({ tenantId, chargeId, status }, { log }) => {
      const charge = await loadSandboxCharge(app.db, tenantId, chargeId);
      if (!charge) return { skipped: true };
      const attempt = await loadAttempt(app.db, tenantId, charge.attemptId);
      if (!attempt) return { skipped: true };
      const raw = JSON.stringify(sandboxNotice(charge, status));
      const secret = app.payments.sandboxSecret(tenantId, attempt.saleUnit);
      const res = await app.inject({
        method: 'POST', url: new URL(charge.notifyUrl).pathname,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, raw, Math.floor(app.clock() / 1000)) },
        payload: raw,
      });
      if (res.statusCode >= 500) throw new Error(`notification answered ${res.statusCode}`);
      if (res.statusCode >= 400) log.error({ tenantId, chargeId, status: res.statusCode, body: res.body }, 'sandbox notification refused');
      return { status: res.statusCode };
    },
  });
  return { sendSandboxNotify };
}
