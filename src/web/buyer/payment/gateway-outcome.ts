import type { OrderStatus, PaymentState } from '../../../domain';
import type { OutcomeKind } from './PaymentOutcome';

const FAILED_WORDS = ['fail', 'failed', 'error', 'cancel', 'cancelled', 'canceled', 'reject', 'rejected', 'decline', 'declined', 'timeout'];

/**
 * What a payment gateway's return page shows. The gateway's redirect (its `type`/`status` words in
 * the URL) is only a hint the browser could forge: success is shown only when the server's order
 * says it is paid; a "failed" hint on an unpaid order is shown as failed; anything else waits.
 */
export function gatewayOutcome(
  hint: string | undefined,
  order: { status: OrderStatus; paymentState: PaymentState } | null,
  /** The server's latest gateway attempt for the order: a declined or expired one is a failure whatever the URL says. */
  latestAttempt?: { Status: string } | null,
): OutcomeKind {
  if (order) {
    if (order.paymentState === 'PAID' || order.paymentState === 'ON_CREDIT' || order.paymentState === 'COLLECT_ON_DELIVERY') return 'success';
    if (order.status === 'CANCELLED') return 'failed';
    if (order.paymentState === 'SLIP_SUBMITTED') return 'submitted';
    if (latestAttempt && (latestAttempt.Status === 'DECLINED' || latestAttempt.Status === 'EXPIRED')) return 'failed';
    if (latestAttempt?.Status === 'PENDING') return 'pending';
  }
  if (FAILED_WORDS.includes((hint ?? '').toLowerCase())) return 'failed';
  return 'pending';
}

/** The order id a gateway hands back, whichever spelling it uses in the query string. */
export function gatewayOrderId(params: URLSearchParams): string {
  for (const key of ['orderid', 'orderId', 'order_id', 'OrderID', 'ref1', 'reference']) {
    const v = params.get(key);
    if (v) return v;
  }
  return '';
}
