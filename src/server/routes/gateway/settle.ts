import type { FastifyInstance } from 'fastify';
import { isGatewayMethod, paymentCannotProcessMessage } from '../../../domain/payment';
import type { Queryable } from '../../db/index';
import type { PaymentReport, ProviderId } from '../../providers/payment/types';
import { applyTransition, type ActingParty } from '../orders/lifecycle';
import { loadOrder, type OrderRow } from '../orders/model';
import { loadAttempt, recordPaymentEvent, type Attempt } from './attempts';

export type SettleOutcome = 'settled' | 'declined' | 'duplicate' | 'refused' | 'pending';

export interface SettleResult {
  outcome: SettleOutcome;
  reason?: string;
  /** What the settlement did to the order: paid it, or made it a refund case (paid twice / after cancel). */
  effect?: 'orderPaid' | 'refundDue' | 'none';
}

export const systemParty = (provider: string): ActingParty => ({ actor: 'system', kind: 'system', id: `gateway:${provider}` });

const toSatang = (baht: number) => Math.round(baht * 100);

/**
 * Applies a verified provider report (server-to-server notification or status answer) to its
 * attempt and order, once. Locks are taken order row first, then the attempt row (the same order as
 * every other order move), so parallel duplicates queue behind each other and only the first one
 * changes anything: the attempt's state decides, and accepted events are unique per event key.
 * The amount and currency must match both the attempt and the order's total.
 */
export async function settleReport(
  app: FastifyInstance, input: { tenantId: string; provider: ProviderId; report: PaymentReport; source: 'notify' | 'query' },
): Promise<SettleResult> {
  const { tenantId, provider, report, source } = input;
  const now = new Date(app.clock());
  const base = { tenantId, provider, eventKey: report.eventKey, attemptId: report.attemptId, source, status: report.status, amountSatang: report.amountSatang, at: now };
  const known = await loadAttempt(app.db, tenantId, report.attemptId);
  if (!known || known.provider !== provider) {
    await recordPaymentEvent(app.db, { ...base, attemptId: null, outcome: 'refused', reason: `unknown attempt ${report.attemptId.slice(0, 60)}` });
    return { outcome: 'refused', reason: 'unknown attempt' };
  }
  if (report.status === 'PENDING') {
    await recordPaymentEvent(app.db, { ...base, outcome: 'pending' });
    return { outcome: 'pending' };
  }
  return app.db.transaction(async (tx) => {
    const order = await loadOrder(tx, tenantId, known.orderId, true);
    const a = await loadAttempt(tx, tenantId, known.attemptId, true);
    if (!order || !a) return { outcome: 'refused', reason: 'order not found' } as SettleResult;
    const mismatch = report.currency !== a.currency ? `currency ${report.currency} ≠ ${a.currency}`
      : report.amountSatang !== a.amountSatang ? `amount ${report.amountSatang} ≠ ${a.amountSatang} satang`
        : toSatang(order.total) !== a.amountSatang ? `attempt amount ${a.amountSatang} ≠ order total ${toSatang(order.total)} satang` : null;
    if (mismatch) {
      await recordPaymentEvent(tx, { ...base, outcome: 'refused', reason: mismatch });
      app.log.warn({ tenantId, provider, attemptId: a.attemptId, mismatch }, 'payment report refused');
      return { outcome: 'refused', reason: mismatch } as SettleResult;
    }
    const final = a.status === 'PAID' || a.status === 'REFUND_DUE' || a.status === 'REFUNDED';
    // A decline after any outcome, or a second "paid", changes nothing.
    if (final || (report.status === 'DECLINED' && a.status !== 'PENDING')) {
      await recordPaymentEvent(tx, { ...base, outcome: 'duplicate' });
      return { outcome: 'duplicate', effect: 'none' } as SettleResult;
    }
    const fresh = await recordPaymentEvent(tx, { ...base, outcome: report.status === 'PAID' ? 'settled' : 'declined' });
    if (!fresh) {
      await recordPaymentEvent(tx, { ...base, outcome: 'duplicate' });
      return { outcome: 'duplicate', effect: 'none' } as SettleResult;
    }
    if (report.status === 'DECLINED') {
      await tx.query(
        `UPDATE payment_attempts SET status = 'DECLINED', failure = $3, provider_ref = COALESCE(NULLIF(provider_ref, ''), $4), updated_at = $5
          WHERE tenant_id = $1 AND attempt_id = $2`,
        [tenantId, a.attemptId, report.reason ?? 'Declined', report.providerRef, now],
      );
      return { outcome: 'declined', effect: 'none' } as SettleResult;
    }
    // Paid (also after we had given the attempt up as expired or declined: the money is taken).
    const effect = await applyPaid(tx, order, a, provider, now);
    await tx.query(
      `UPDATE payment_attempts SET status = $3, settled_at = $4, failure = NULL, provider_ref = COALESCE(NULLIF(provider_ref, ''), $5), updated_at = $4
        WHERE tenant_id = $1 AND attempt_id = $2`,
      [tenantId, a.attemptId, effect === 'orderPaid' ? 'PAID' : 'REFUND_DUE', now, report.providerRef],
    );
    return { outcome: 'settled', effect } as SettleResult;
  });
}

async function applyPaid(tx: Queryable, order: OrderRow, a: Attempt, provider: string, now: Date): Promise<'orderPaid' | 'refundDue'> {
  const awaiting = order.paymentState === 'AWAITING_PAYMENT' || order.paymentState === 'SLIP_REJECTED';
  if (order.status === 'PENDING_PAYMENT' && awaiting && isGatewayMethod(order.paymentMethod)) {
    await applyTransition(tx, order, { action: 'approvePayment' }, systemParty(provider), now);
    return 'orderPaid';
  }
  if (order.status === 'CANCELLED' && awaiting) {
    await applyTransition(tx, order, { action: 'latePayment', reason: `paid through ${provider} after cancellation (${a.attemptId})` }, systemParty(provider), now);
  }
  // Paid twice (another attempt or a slip paid it already) or after cancellation: staff refund it.
  return 'refundDue';
}

/** Gives up on an attempt nobody finished in time (status query still pending past its deadline). */
export async function expireAttempt(app: FastifyInstance, tenantId: string, attemptId: string): Promise<boolean> {
  const now = new Date(app.clock());
  return app.db.transaction(async (tx) => {
    const known = await loadAttempt(tx, tenantId, attemptId);
    if (!known) return false;
    await loadOrder(tx, tenantId, known.orderId, true);
    const a = await loadAttempt(tx, tenantId, attemptId, true);
    if (!a || a.status !== 'PENDING' || a.expiresAt.getTime() > now.getTime()) return false;
    const message = paymentCannotProcessMessage(a.orderId);
    await tx.query(`UPDATE payment_attempts SET status = 'EXPIRED', failure = $3, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2`, [tenantId, attemptId, message, now]);
    await recordPaymentEvent(tx, { tenantId, provider: a.provider, eventKey: null, attemptId, source: 'query', outcome: 'expired', reason: message, at: now });
    return true;
  });
}
