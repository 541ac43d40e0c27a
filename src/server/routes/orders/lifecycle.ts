import {
  transitionOrder, TRANSITION_ERROR_MESSAGES, type OrderAction, type OrderActor, type OrderStatus, type TransitionError,
} from '../../../domain/order-status';
import type { Queryable } from '../../db/index';
import { HttpError, badRequest, forbidden } from '../../errors';
import { releaseCoupon } from '../coupons/store';
import { earnForDeliveredOrder } from '../loyalty/tiers';
import { missionsAfterPayment } from '../missions/store';
import { refundOrderPoints } from '../points/ledger';
import { loadOrderLines, recordOrderEvent, type OrderRow } from './model';
import { returnStock } from './stock';
import { queueOrderStatusPush } from '../../line/pushes';
import { refundDraws } from '../packages/ledger';

export interface ActingParty {
  actor: OrderActor;
  /** Who, for the history: 'customer' | 'merchant' | 'rider' | 'system'. */
  kind: string;
  id: string;
}

export interface TransitionRequest {
  action: OrderAction;
  reason?: string | null;
  riderId?: string | null;
}

const ERROR_FIELD: Partial<Record<TransitionError, string>> = { reasonRequired: '/body/reason', riderRequired: '/body/riderId', proofRequired: '/body/proof' };

/**
 * Refuses early (before an upload is read or decoded) when the action cannot apply to the order
 * as it stands; the transaction checks again under the row lock.
 */
export function assertTransitionPossible(order: OrderRow, action: TransitionRequest['action'], party: ActingParty): void {
  const result = transitionOrder({ status: order.status, payment: order.paymentState, riderId: order.riderId }, action, { actor: party.actor, actorId: party.id, proof: true, reason: 'x', riderId: 'x' });
  if (!result.ok) throw refusal(result.error);
}

function refusal(error: TransitionError): HttpError {
  const message = TRANSITION_ERROR_MESSAGES[error].en;
  if (error === 'notYourDelivery') return forbidden(message);
  const field = ERROR_FIELD[error];
  return field ? badRequest(message, [{ field, reason: message }]) : new HttpError(409, message);
}

/**
 * The action a status move means, for `POST …/transition {to}`: the lifecycle has one action per
 * arrow, except back to PACKED (a rider's failed delivery, or staff taking the rider off: with a
 * reason it is a failed delivery).
 */
export function actionFor(order: Pick<OrderRow, 'status'>, to: OrderStatus, party: ActingParty, reason?: string | null): OrderAction | null {
  switch (to) {
    case 'PLACED': return 'approvePayment';
    case 'CONFIRMED': return 'confirm';
    case 'PACKED':
      if (order.status === 'OUT_FOR_DELIVERY') return party.actor === 'rider' || String(reason ?? '').trim() ? 'failDelivery' : 'unassignRider';
      return 'pack';
    case 'OUT_FOR_DELIVERY': return 'assignRider';
    case 'DELIVERED': return 'deliver';
    case 'CANCELLED': return 'cancel';
    default: return null;
  }
}

async function hasDeliveryProof(q: Queryable, order: OrderRow): Promise<boolean> {
  const [row] = await q.query(
    `SELECT 1 FROM uploads WHERE tenant_id = $1 AND kind = 'delivery-proof' AND owner_kind = 'order' AND owner_id = $2 LIMIT 1`,
    [order.tenantId, order.orderId],
  );
  return !!row;
}

/**
 * Moves a locked order (loadOrder(…, true)) through src/domain/order-status.ts and does what the
 * move means, in the caller's transaction: a cancel puts stock back, frees the coupon, refunds
 * points and lowers the credit debt; a delivered sales order earns points; slips follow payment
 * approval. Writes the status history.
 */
export async function applyTransition(q: Queryable, order: OrderRow, req: TransitionRequest, party: ActingParty, now: Date): Promise<OrderRow> {
  if (req.action === 'assignRider' && req.riderId) {
    const [rider] = await q.query<{ status: string; sale_unit: string | null }>(
      'SELECT status, sale_unit FROM riders WHERE tenant_id = $1 AND rider_id = $2', [order.tenantId, req.riderId],
    );
    if (!rider || rider.status !== 'A' || (rider.sale_unit && rider.sale_unit !== order.saleUnit)) {
      throw badRequest('Please select a rider of this distribution center', [{ field: '/body/riderId', reason: 'is not an active rider of this centre' }]);
    }
  }
  const proof = req.action === 'deliver' && party.actor === 'rider' ? await hasDeliveryProof(q, order) : false;
  const result = transitionOrder(
    { status: order.status, payment: order.paymentState, riderId: order.riderId },
    req.action,
    { actor: party.actor, actorId: party.id, reason: req.reason, riderId: req.riderId, proof },
  );
  if (!result.ok) throw refusal(result.error);
  const next = result.state;
  const reason = req.reason?.trim() || null;
  let pointsEarned = order.pointsEarned;

  if (req.action === 'cancel') {
    const lines = await loadOrderLines(q, order.tenantId, order.orderId);
    if (order.couponId) await releaseCoupon(q, order.tenantId, order.orderId);
    await returnStock(q, order.tenantId, order.saleUnit, lines.map((l) => ({ P_Code: l.pCode, quantity: l.baseQuantity })), now);
    if (order.mode === 'redeem') await refundOrderPoints(q, order.tenantId, order.orderId, now);
    await refundDraws(q, order.tenantId, order.orderId, now);
    if (order.paymentMethod === 'AR') {
      await q.query(
        'UPDATE customers SET debt_amount = GREATEST(0, debt_amount - $3), updated_at = $4 WHERE tenant_id = $1 AND customer_code = $2',
        [order.tenantId, order.customerCode, order.total, now],
      );
    }
  }
  if (req.action === 'deliver' && order.mode === 'sales' && order.pointsEarned === 0) {
    pointsEarned = await earnForDeliveredOrder(q, order, now);
  }
  if (req.action === 'approvePayment' || req.action === 'rejectPayment') {
    await q.query(
      `UPDATE payment_slips SET status = $3, reviewed_by = $4, reviewed_at = $5, reason = $6 WHERE tenant_id = $1 AND order_id = $2 AND status = 'SUBMITTED'`,
      [order.tenantId, order.orderId, req.action === 'approvePayment' ? 'APPROVED' : 'REJECTED', party.id, now, reason],
    );
  }

  await q.query(
    `UPDATE orders SET status = $3, payment_state = $4, rider_id = $5, points_earned = $6, updated_at = $7,
       cancel_reason = CASE WHEN $3 = 'CANCELLED' THEN $8 ELSE cancel_reason END
     WHERE tenant_id = $1 AND order_id = $2`,
    [order.tenantId, order.orderId, next.status, next.payment, next.riderId ?? null, pointsEarned, now, reason],
  );
  await recordOrderEvent(q, {
    tenantId: order.tenantId, orderId: order.orderId, action: req.action, status: next.status, paymentState: next.payment,
    actorKind: party.kind, actorId: party.id, reason, at: now,
  });
  if (next.status !== order.status) await queueOrderStatusPush(q, order, next.status, now);
  // ORDER_ACC missions count paid sales orders: a payment may complete one (docs/missions.md).
  if (order.mode === 'sales' && next.payment === 'PAID' && order.paymentState !== 'PAID') await missionsAfterPayment(q, order.tenantId, order.customerCode, order.saleUnit, now);
  return { ...order, status: next.status, paymentState: next.payment, riderId: next.riderId ?? null, pointsEarned, updatedAt: now, cancelReason: next.status === 'CANCELLED' ? reason : order.cancelReason };
}
