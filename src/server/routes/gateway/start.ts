import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isGatewayMethod, paymentCannotProcessMessage } from '../../../domain/payment';
import { HttpError, conflict } from '../../errors';
import { GatewayNotConfigured } from '../../providers/payment/registry';
import type { Queryable } from '../../db/index';
import { loadOrder, type OrderRow } from '../orders/model';
import { attemptView, loadAttempt, orderAttempts } from './attempts';

/** The address providers call and send the buyer back to: PUBLIC_URL when set (behind a proxy), else this request's. */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.payments.publicUrl() || `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

export function returnUrlFor(origin: string, provider: string, o: Pick<OrderRow, 'orderId' | 'saleUnit'>, locale: 'th' | 'en' = 'th'): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/payment/kbank/callback/${provider}/${encodeURIComponent(o.saleUnit)}?orderid=${encodeURIComponent(o.orderId)}`;
}

export function notifyUrlFor(origin: string, provider: string, tenantId: string, saleUnit: string): string {
  return `${origin}/api/payments/notify/${provider}/${encodeURIComponent(tenantId)}/${encodeURIComponent(saleUnit)}`;
}

const newAttemptId = () => `PA${randomBytes(7).toString('hex').toUpperCase()}`;

/**
 * Starts (or resumes) paying an order through its centre's gateway: a pending attempt that has not
 * expired is handed back as it is (a second click does not open a second payment); otherwise a new
 * attempt is recorded first, then the provider is asked for its page or QR. A provider failure
 * marks the attempt declined and answers the spec's message.
 */
export async function startGatewayPayment(app: FastifyInstance, request: FastifyRequest, order: OrderRow, customer: { name: string; mobile?: string }, locale: 'th' | 'en' = 'th') {
  const cannot = paymentCannotProcessMessage(order.orderId);
  if (!isGatewayMethod(order.paymentMethod)) throw conflict('This order is not paid through a payment gateway');
  if (order.status !== 'PENDING_PAYMENT' || (order.paymentState !== 'AWAITING_PAYMENT' && order.paymentState !== 'SLIP_REJECTED')) {
    throw conflict('This order is not awaiting payment');
  }
  const cfg = await app.payments.config(app.db, order.tenantId, order.saleUnit);
  if (!cfg || !cfg.methods.includes(order.paymentMethod)) throw new HttpError(409, cannot);
  const now = new Date(app.clock());
  const resumable = async (q: Queryable) => (await orderAttempts(q, order.tenantId, order.orderId))
    .find((a) => a.status === 'PENDING' && a.expiresAt.getTime() > now.getTime() && a.provider === cfg.provider && a.method === order.paymentMethod && (a.redirectUrl || a.qrPayload));
  const pending = await resumable(app.db);
  if (pending) return { ...attemptView(pending), Resumed: true };

  let provider;
  try {
    provider = app.payments.provider(cfg);
  } catch (err) {
    if (err instanceof GatewayNotConfigured) {
      app.log.error({ err: err.message, tenantId: order.tenantId, saleUnit: order.saleUnit }, 'payment gateway not configured');
      throw new HttpError(503, cannot);
    }
    throw err;
  }
  const attemptId = newAttemptId();
  const amountSatang = Math.round(order.total * 100);
  const expiresAt = new Date(now.getTime() + cfg.ttlMinutes * 60_000);
  // Under the order's lock: two clicks at once open one attempt, and a paid/cancelled order none.
  const fresh = await app.db.transaction(async (tx) => {
    const locked = await loadOrder(tx, order.tenantId, order.orderId, true);
    if (!locked || locked.status !== 'PENDING_PAYMENT' || (locked.paymentState !== 'AWAITING_PAYMENT' && locked.paymentState !== 'SLIP_REJECTED')) {
      throw conflict('This order is not awaiting payment');
    }
    const other = await resumable(tx);
    if (other) return other;
    await tx.query(
      `INSERT INTO payment_attempts (tenant_id, attempt_id, order_id, sale_unit, provider, method, amount_satang, currency, status, created_at, expires_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'THB', 'PENDING', $8, $9, $8)`,
      [order.tenantId, attemptId, order.orderId, order.saleUnit, cfg.provider, order.paymentMethod, amountSatang, now, expiresAt],
    );
    return null;
  });
  if (fresh) return { ...attemptView(fresh), Resumed: true };
  const origin = publicOrigin(app, request);
  try {
    const created = await provider.createPayment({
      tenantId: order.tenantId, saleUnit: order.saleUnit, attemptId, orderId: order.orderId, method: order.paymentMethod, amountSatang, currency: 'THB',
      description: `Order ${order.orderId}`, returnUrl: returnUrlFor(origin, cfg.provider, order, locale), notifyUrl: notifyUrlFor(origin, cfg.provider, order.tenantId, order.saleUnit),
      expiresAt, customer: { name: customer.name, mobile: customer.mobile, ip: request.ip },
    });
    await app.db.query(
      `UPDATE payment_attempts SET provider_ref = $3, redirect_url = $4, qr_payload = $5, updated_at = $6 WHERE tenant_id = $1 AND attempt_id = $2`,
      [order.tenantId, attemptId, created.providerRef, created.redirectUrl ?? null, created.qrPayload ?? null, now],
    );
  } catch (err) {
    app.log.error({ err, tenantId: order.tenantId, attemptId, provider: cfg.provider }, 'payment provider refused to start a payment');
    await app.db.query(
      `UPDATE payment_attempts SET status = 'DECLINED', failure = $3, updated_at = $4 WHERE tenant_id = $1 AND attempt_id = $2 AND status = 'PENDING'`,
      [order.tenantId, attemptId, cannot, now],
    );
    throw new HttpError(502, cannot);
  }
  const a = await loadAttempt(app.db, order.tenantId, attemptId);
  return { ...attemptView(a!), Resumed: false };
}
