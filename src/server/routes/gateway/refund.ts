import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index';
import { RefundRefused } from '../../providers/payment/types';
import { HttpError, conflict, notFound } from '../../errors';
import { applyTransition, type ActingParty } from '../orders/lifecycle';
import { loadOrder, type OrderRow } from '../orders/model';
import { loadAttempt, orderAttempts, recordPaymentEvent, type Attempt } from './attempts';

/** Money a gateway holds for an order that must go back: paid twice, or paid and then cancelled. */
export function owedAttempts(order: Pick<OrderRow, 'status'>, attempts: Attempt[]): Attempt[] {
  return attempts.filter((a) => a.status === 'REFUND_DUE' || (a.status === 'PAID' && order.status === 'CANCELLED'));
}

export const REFUND_FAILED = 'The payment gateway did not accept the refund. Please try again or refund it in the gateway\'s portal.';
export const REFUND_TOO_MUCH = 'The refund is more than what is left of this payment';
export const REFUND_WHOLE_LIVE = 'Cancel the order before refunding the whole payment';
export const REFUND_KEY_REUSED = 'This refund key was used for another payment or amount';

export type RefundStatus = 'PENDING' | 'DONE' | 'DUE' | 'FAILED';

export interface Refund {
  refundKey: string;
  attemptId: string;
  amountSatang: number;
  status: RefundStatus;
  refundRef: string | null;
  failure: string | null;
  reason: string | null;
  createdAt: Date;
}

const toRefund = (r: Record<string, unknown>): Refund => ({
  refundKey: String(r.refund_key), attemptId: String(r.attempt_id), amountSatang: Number(r.amount_satang), status: String(r.status) as RefundStatus,
  refundRef: (r.refund_ref as string | null) ?? null, failure: (r.failure as string | null) ?? null, reason: (r.reason as string | null) ?? null, createdAt: new Date(r.created_at as string),
});

export async function attemptRefunds(q: Queryable, tenantId: string, attemptId: string): Promise<Refund[]> {
  const rows = await q.query<Record<string, unknown>>(
    'SELECT refund_key, attempt_id, amount_satang, status, refund_ref, failure, reason, created_at FROM payment_refunds WHERE tenant_id = $1 AND attempt_id = $2 ORDER BY created_at, refund_key',
    [tenantId, attemptId],
  );
  return rows.map(toRefund);
}

/** What of a captured payment is not refunded nor reserved by a refund under way. */
export function remainingSatang(a: Attempt, refunds: Refund[]): number {
  if (!['PAID', 'REFUND_DUE', 'REFUNDED'].includes(a.status)) return 0;
  return a.amountSatang - refunds.filter((r) => r.status !== 'FAILED').reduce((s, r) => s + r.amountSatang, 0);
}

export const refundView = (r: Refund) => ({
  RefundKey: r.refundKey, Amount: r.amountSatang / 100, Status: r.status, RefundRef: r.refundRef, Failure: r.failure, Reason: r.reason, CreatedAt: r.createdAt.toISOString(),
});

export interface RefundRequest {
  /** Satang; default: all that is left (only for a payment owed back). */
  amountSatang?: number;
  /** The caller's idempotency key; default `full:<attempt>` (one "refund what is owed" per payment). */
  refundKey?: string;
  /** Staff refunded it in the provider's portal: only record it. */
  manual?: boolean;
  /** Why (staff's words, shown in the payment panel). */
  reason?: string;
}

/**
 * Refunds a gateway payment, fully or in part, once per refund key. A refund first reserves its
 * amount under the order and attempt locks (a PENDING row), so parallel refunds can never add up to
 * more than was captured; then the provider is called outside the transaction (a slow gateway must
 * not hold the order's lock) with the key as its idempotency id; then the outcome is recorded. The
 * same key again answers the recorded refund (a failed one is tried again). Refunding all of a
 * payment is for payments owed back (paid twice, or paid and cancelled); a live order's payment can
 * be refunded in part. A provider that needs its portal (2C2P without maintenance keys) leaves it due
 * until staff confirm with `manual`.
 */
export async function refundPayment(app: FastifyInstance, tenantId: string, attemptId: string, party: ActingParty, req: RefundRequest = {}): Promise<{ attempt: Attempt; refund: Refund; replayed: boolean }> {
  const key = req.refundKey ?? `full:${attemptId}`;
  const now = () => new Date(app.clock());
  const reserved = await app.db.transaction(async (tx) => {
    const known = await loadAttempt(tx, tenantId, attemptId);
    if (!known) throw notFound('Payment not found');
    const order = await loadOrder(tx, tenantId, known.orderId, true);
    const a = await loadAttempt(tx, tenantId, attemptId, true);
    if (!order || !a) throw notFound('Payment not found');
    const refunds = await attemptRefunds(tx, tenantId, attemptId);
    // Staff confirming a refund the provider left to its portal: the due refunds are now done.
    const due = refunds.filter((r) => r.status === 'DUE');
    if (req.manual && due.length && req.amountSatang === undefined) {
      await tx.query(`UPDATE payment_refunds SET status = 'DONE', refund_ref = COALESCE(refund_ref, $3), updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2 AND status = 'DUE'`,
        [tenantId, attemptId, `manual:${party.id}`, now()]);
      const attempt = await finish(tx, order, a, party, now());
      return { attempt, refund: { ...due[0], status: 'DONE' as const }, replayed: false };
    }
    const same = refunds.find((r) => r.refundKey === key);
    if (same && same.status !== 'FAILED') {
      if (req.amountSatang !== undefined && req.amountSatang !== same.amountSatang) throw conflict(REFUND_KEY_REUSED);
      return { attempt: a, refund: same, replayed: true };
    }
    if (!same && req.refundKey && (await tx.query('SELECT 1 FROM payment_refunds WHERE tenant_id = $1 AND refund_key = $2', [tenantId, key])).length) throw conflict(REFUND_KEY_REUSED);
    const left = remainingSatang(a, refunds.filter((r) => r.refundKey !== key));
    const amount = req.amountSatang ?? left;
    if (amount <= 0 || amount > left) throw conflict(left <= 0 ? 'This payment is not owed back' : REFUND_TOO_MUCH);
    if (amount === left && !owedAttempts(order, [a]).length) throw conflict(left === a.amountSatang && req.amountSatang === undefined ? 'This payment is not owed back' : REFUND_WHOLE_LIVE);
    const status: RefundStatus = req.manual ? 'DONE' : 'PENDING';
    await tx.query(
      `INSERT INTO payment_refunds (tenant_id, refund_key, attempt_id, amount_satang, status, refund_ref, requested_by, reason, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $9, $8, $8)
       ON CONFLICT (tenant_id, refund_key) DO UPDATE SET amount_satang = EXCLUDED.amount_satang, status = EXCLUDED.status, failure = NULL, reason = EXCLUDED.reason, updated_at = EXCLUDED.updated_at`,
      [tenantId, key, attemptId, amount, status, req.manual ? `manual:${party.id}` : null, party.id, now(), req.reason?.trim() || null],
    );
    const refund = (await attemptRefunds(tx, tenantId, attemptId)).find((r) => r.refundKey === key)!;
    if (req.manual) return { attempt: await finish(tx, order, a, party, now()), refund, replayed: false };
    return { attempt: a, refund, replayed: false, call: true as const };
  });
  if (!('call' in reserved)) return reserved;

  const a = reserved.attempt;
  let outcome: RefundOutcome;
  try {
    const provider = await app.payments.providerFor(app.db, tenantId, a.saleUnit, a.provider);
    const r = await provider.refund(a, reserved.refund.amountSatang, key);
    outcome = { status: r.done ? 'DONE' : 'DUE', ref: r.refundRef, failure: r.done ? null : 'Refund to be completed in the gateway\'s portal' };
  } catch (err) {
    app.log.error({ err, tenantId, attemptId, refundKey: key }, 'gateway refund failed');
    outcome = { status: 'FAILED', ref: null, failure: err instanceof RefundRefused ? err.message : 'The gateway could not be reached' };
  }
  const done = await recordRefundOutcome(app, tenantId, attemptId, key, outcome, party);
  if (!done) throw new HttpError(502, REFUND_FAILED);
  return done;
}

export interface RefundOutcome { status: RefundStatus; ref: string | null; failure: string | null }

/**
 * Records the provider's answer to a refund still PENDING (by the request that asked, or by the
 * refund-status job when that request's answer was lost) and moves the attempt on. null when the
 * refund failed (its amount is free again).
 */
export async function recordRefundOutcome(app: FastifyInstance, tenantId: string, attemptId: string, key: string, outcome: RefundOutcome, party: ActingParty) {
  const now = new Date(app.clock());
  return app.db.transaction(async (tx) => {
    const a0 = (await loadAttempt(tx, tenantId, attemptId))!;
    const order = (await loadOrder(tx, tenantId, a0.orderId, true))!;
    const locked = (await loadAttempt(tx, tenantId, attemptId, true))!;
    const moved = await tx.query(`UPDATE payment_refunds SET status = $3, refund_ref = $4, failure = $5, updated_at = $6 WHERE tenant_id = $1 AND refund_key = $2 AND status = 'PENDING' RETURNING refund_key`,
      [tenantId, key, outcome.status, outcome.ref, outcome.failure, now]);
    const current = (await attemptRefunds(tx, tenantId, attemptId)).find((r) => r.refundKey === key)!;
    // Settled meanwhile (the refund-status job): what was recorded stands.
    if (!moved.length) return current.status === 'FAILED' ? null : { attempt: locked, refund: current, replayed: true };
    if (outcome.status === 'FAILED') return null;
    const attempt = await finish(tx, order, locked, party, now);
    return { attempt, refund: (await attemptRefunds(tx, tenantId, attemptId)).find((r) => r.refundKey === key)!, replayed: false };
  });
}

/**
 * After a refund is recorded: all of a payment refunded → the attempt is REFUNDED (and a cancelled
 * order with nothing else owed becomes refunded); a refund left to the portal keeps it REFUND_DUE.
 */
async function finish(tx: Queryable, order: OrderRow, a: Attempt, party: ActingParty, now: Date): Promise<Attempt> {
  const refunds = await attemptRefunds(tx, a.tenantId, a.attemptId);
  const doneSum = refunds.filter((r) => r.status === 'DONE').reduce((s, r) => s + r.amountSatang, 0);
  const last = refunds.filter((r) => r.status === 'DONE' || r.status === 'DUE').at(-1);
  const due = refunds.some((r) => r.status === 'DUE');
  if (due) {
    await tx.query(`UPDATE payment_attempts SET status = 'REFUND_DUE', refund_ref = $3, failure = $4, updated_at = $5 WHERE tenant_id = $1 AND attempt_id = $2`,
      [a.tenantId, a.attemptId, last?.refundRef ?? null, 'Refund to be completed in the gateway\'s portal', now]);
  } else if (doneSum >= a.amountSatang && a.status !== 'REFUNDED') {
    await tx.query(`UPDATE payment_attempts SET status = 'REFUNDED', refund_ref = $3, refunded_at = $4, failure = NULL, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2`,
      [a.tenantId, a.attemptId, last?.refundRef ?? null, now]);
    const rest = owedAttempts(order, (await orderAttempts(tx, a.tenantId, order.orderId)).filter((x) => x.attemptId !== a.attemptId));
    if (order.status === 'CANCELLED' && order.paymentState === 'REFUND_DUE' && rest.length === 0) await applyTransition(tx, order, { action: 'refund' }, party, now);
  } else if (last) {
    await tx.query('UPDATE payment_attempts SET refund_ref = $3, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2', [a.tenantId, a.attemptId, last.refundRef, now]);
  }
  if (last && !due) {
    await recordPaymentEvent(tx, { tenantId: a.tenantId, provider: a.provider, eventKey: null, attemptId: a.attemptId, source: 'refund', outcome: 'refunded', amountSatang: last.amountSatang, reason: last.refundRef, at: now });
  }
  return (await loadAttempt(tx, a.tenantId, a.attemptId))!;
}

/** The back office's "refund" on a cancelled gateway order: every owed attempt through its provider. */
export async function refundGatewayOrder(app: FastifyInstance, order: OrderRow, party: ActingParty): Promise<OrderRow> {
  const owed = owedAttempts(order, await orderAttempts(app.db, order.tenantId, order.orderId));
  if (!owed.length) {
    // Nothing at a gateway (e.g. paid by slip): the plain lifecycle move.
    return app.db.transaction(async (tx) => applyTransition(tx, (await loadOrder(tx, order.tenantId, order.orderId, true))!, { action: 'refund' }, party, new Date(app.clock())));
  }
  for (const a of owed) await refundPayment(app, order.tenantId, a.attemptId, party);
  return (await loadOrder(app.db, order.tenantId, order.orderId))!;
}
