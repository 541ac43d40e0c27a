import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { loadAttempt } from './attempts';
import { recordRefundOutcome } from './refund';
import { systemParty } from './settle';

/** A refund still PENDING this long after its provider call started lost its answer (a crash, a timeout). */
export const REFUND_STUCK_AFTER_MS = 5 * 60_000;
export const REFUND_LOST_FAILURE = 'The gateway\'s answer to this refund was lost: check it in the gateway\'s portal, then confirm';
export const REFUND_NOT_AT_GATEWAY = 'The gateway has no record of this refund';

/**
 * Heals refunds whose provider answer we never recorded (the process died between the provider's
 * answer and our record, or the call timed out): the PENDING row still reserves its amount.
 * - ticker `payment-refunds-stuck`: a keyed `payment-refund-status` job per refund PENDING for 5 minutes.
 * - `payment-refund-status`: asks the provider for the refund by our key (query before any retry, so
 *   nothing is refunded twice): made → DONE (the attempt moves on as after any refund); unknown to
 *   the provider → FAILED (amount freed; staff may refund again). A provider that cannot look a
 *   refund up (KBank, GHL) → DUE with a note: staff check the portal and confirm (or not).
 */
export function defineRefundJobs(app: FastifyInstance): void {
  const sendCheck = app.jobs.define({
    name: 'payment-refund-status',
    payload: Type.Object({ tenantId: Type.String(), refundKey: Type.String() }),
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    policy: 'short',
    handle: async ({ tenantId, refundKey }) => {
      const [r] = await app.db.query<{ attempt_id: string; status: string }>('SELECT attempt_id, status FROM payment_refunds WHERE tenant_id = $1 AND refund_key = $2', [tenantId, refundKey]);
      if (!r || r.status !== 'PENDING') return { skipped: true };
      const a = await loadAttempt(app.db, tenantId, r.attempt_id);
      if (!a) return { skipped: true };
      const provider = await app.payments.providerFor(app.db, tenantId, a.saleUnit, a.provider);
      if (!provider.refundStatus) {
        await recordRefundOutcome(app, tenantId, a.attemptId, refundKey, { status: 'DUE', ref: null, failure: REFUND_LOST_FAILURE }, systemParty(a.provider));
        return { status: 'DUE' };
      }
      // A provider that cannot be reached throws: the job retries, the amount stays reserved.
      const found = await provider.refundStatus(a, refundKey);
      const outcome = found
        ? { status: found.done ? 'DONE' as const : 'DUE' as const, ref: found.refundRef, failure: found.done ? null : 'Refund to be completed in the gateway\'s portal' }
        : { status: 'FAILED' as const, ref: null, failure: REFUND_NOT_AT_GATEWAY };
      await recordRefundOutcome(app, tenantId, a.attemptId, refundKey, outcome, systemParty(a.provider));
      return { status: outcome.status };
    },
  });

  app.jobs.ticker({
    name: 'payment-refunds-stuck',
    run: async (now) => {
      const rows = await app.db.query<{ tenant_id: string; refund_key: string }>(
        `SELECT tenant_id, refund_key FROM payment_refunds WHERE status = 'PENDING' AND updated_at <= $1 ORDER BY updated_at LIMIT 200`,
        [new Date(now.getTime() - REFUND_STUCK_AFTER_MS)],
      );
      for (const r of rows) await sendCheck({ tenantId: r.tenant_id, refundKey: r.refund_key }, { key: `refund:${r.tenant_id}:${r.refund_key}` });
    },
  });
}
