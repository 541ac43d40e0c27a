import type { FastifyInstance } from 'fastify';
import { HttpError, conflict, notFound } from '../../errors';
import { applyTransition, type ActingParty } from '../orders/lifecycle';
import { loadOrder, type OrderRow } from '../orders/model';
import { loadAttempt, orderAttempts, recordPaymentEvent, type Attempt } from './attempts';

/** Money a gateway holds for an order that must go back: paid twice, or paid and then cancelled. */
export function owedAttempts(order: Pick<OrderRow, 'status'>, attempts: Attempt[]): Attempt[] {
  return attempts.filter((a) => a.status === 'REFUND_DUE' || (a.status === 'PAID' && order.status === 'CANCELLED'));
}

export const REFUND_FAILED = 'The payment gateway did not accept the refund. Please try again or refund it in the gateway\'s portal.';

/**
 * Refunds one attempt through its provider, then records it. The provider is called outside the
 * database transaction (a slow gateway must not hold the order's lock); the attempt's state is
 * checked again under the lock, so two staff clicking at once record one refund. A provider that
 * needs the refund done by hand (2C2P) leaves it due until staff confirm with `manual`.
 */
export async function refundAttempt(app: FastifyInstance, tenantId: string, attemptId: string, party: ActingParty, opts: { manual?: boolean } = {}): Promise<Attempt> {
  const before = await loadAttempt(app.db, tenantId, attemptId);
  if (!before) throw notFound('Payment not found');
  const order = await loadOrder(app.db, tenantId, before.orderId);
  if (!order || !owedAttempts(order, [before]).length) throw conflict('This payment is not owed back');
  let refundRef = `manual:${party.id}`;
  let done = Boolean(opts.manual);
  if (!opts.manual) {
    try {
      const provider = await app.payments.providerFor(app.db, tenantId, before.saleUnit, before.provider);
      const r = await provider.refund(before, before.amountSatang);
      refundRef = r.refundRef;
      done = r.done;
    } catch (err) {
      app.log.error({ err, tenantId, attemptId }, 'gateway refund failed');
      throw new HttpError(502, REFUND_FAILED);
    }
  }
  const now = new Date(app.clock());
  return app.db.transaction(async (tx) => {
    const o = await loadOrder(tx, tenantId, before.orderId, true);
    const a = await loadAttempt(tx, tenantId, attemptId, true);
    if (!o || !a) throw notFound('Payment not found');
    if (!owedAttempts(o, [a]).length) return a;
    if (!done) {
      await tx.query(`UPDATE payment_attempts SET status = 'REFUND_DUE', refund_ref = $3, failure = $4, updated_at = $5 WHERE tenant_id = $1 AND attempt_id = $2`,
        [tenantId, attemptId, refundRef, 'Refund to be completed in the gateway\'s portal', now]);
      return (await loadAttempt(tx, tenantId, attemptId))!;
    }
    await tx.query(`UPDATE payment_attempts SET status = 'REFUNDED', refund_ref = $3, refunded_at = $4, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2`,
      [tenantId, attemptId, refundRef, now]);
    await recordPaymentEvent(tx, { tenantId, provider: a.provider, eventKey: null, attemptId, source: 'refund', outcome: 'refunded', amountSatang: a.amountSatang, reason: refundRef, at: now });
    // The order's refund is done once nothing else is owed on it.
    const rest = owedAttempts(o, (await orderAttempts(tx, tenantId, o.orderId)).filter((x) => x.attemptId !== attemptId));
    if (o.status === 'CANCELLED' && o.paymentState === 'REFUND_DUE' && rest.length === 0) {
      await applyTransition(tx, o, { action: 'refund' }, party, now);
    }
    return (await loadAttempt(tx, tenantId, attemptId))!;
  });
}

/** The back office's "refund" on a cancelled gateway order: every owed attempt through its provider. */
export async function refundGatewayOrder(app: FastifyInstance, order: OrderRow, party: ActingParty): Promise<OrderRow> {
  const owed = owedAttempts(order, await orderAttempts(app.db, order.tenantId, order.orderId));
  if (!owed.length) {
    // Nothing at a gateway (e.g. paid by slip): the plain lifecycle move.
    return app.db.transaction(async (tx) => applyTransition(tx, (await loadOrder(tx, order.tenantId, order.orderId, true))!, { action: 'refund' }, party, new Date(app.clock())));
  }
  for (const a of owed) await refundAttempt(app, order.tenantId, a.attemptId, party);
  return (await loadOrder(app.db, order.tenantId, order.orderId))!;
}
