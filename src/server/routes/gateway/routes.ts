import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireKinds, requireMerchant } from '../../auth/guards';
import { badRequest, forbidden, notFound } from '../../errors';
import { Body } from '../schemas';
import { orderFor, partyOf, viewerOf } from '../orders/access';
import { OrderId } from '../orders/schemas';
import { attemptView, orderAttempts } from './attempts';
import { definePaymentJobs } from './jobs';
import { defineRefundJobs } from './refund-jobs';
import kbankPageRoutes from './kbank-page';
import notifyRoutes from './notify';
import { reconciliationRoutes } from './reconciliation';
import { attemptRefunds, owedAttempts, refundPayment, refundView, remainingSatang } from './refund';
import sandboxPageRoutes from './sandbox-page';
import { startGatewayPayment } from './start';
import { GatewayStartSchema, OrderAttemptsSchema, RefundDoneSchema } from './responses';

const TAGS = ['payments'];
const SECURITY = [{ bearer: [] }];
const OrderParam = Type.Object({ orderId: OrderId }, { additionalProperties: false });
const AttemptParams = Type.Object({ orderId: OrderId, attemptId: Type.String({ pattern: '^PA[0-9A-F]{14}$' }) }, { additionalProperties: false });

/** Card / QR gateways: start a payment, see attempts, refunds, notifications, the sandbox (docs/payments.md). */
export default async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { sendSandboxNotify } = definePaymentJobs(app);
  defineRefundJobs(app);

  r.post('/api/payments/:orderId/gateway', {
    preHandler: requireKinds('customer'),
    schema: { response: { 200: GatewayStartSchema, 201: GatewayStartSchema },
      tags: TAGS, security: SECURITY, params: OrderParam,
      body: Body({ locale: Type.Optional(Type.Union([Type.Literal('th'), Type.Literal('en')], { description: 'Language of the return page (default th)' })) }),
      summary: 'Pay an order placed with a gateway method (card, QR, wallet): the provider\'s page (RedirectUrl) or QR (QrPayload); a pending unexpired attempt is handed back (Resumed)',
      description: 'Settlement comes only from the provider\'s signed notification or a status query, never from the browser. A provider failure answers 502 \'Payment cannot be process properly. ({saleCode})\'.',
    },
  }, async (request, reply) => {
    const v = await viewerOf(app, request);
    const order = await orderFor(app.db, v, request.params.orderId);
    const started = await startGatewayPayment(app, request, order, { name: order.customerName }, request.body.locale);
    reply.status(started.Resumed ? 200 : 201);
    return started;
  });

  r.get('/api/payments/:orderId/attempts', {
    preHandler: requireKinds('customer', 'merchant'),
    schema: {
      tags: TAGS, security: SECURITY, params: OrderParam, response: { 200: OrderAttemptsSchema },
      summary: 'Gateway attempts of an order (provider, reference, amount, status, refunds); staff also get each attempt\'s Refunds and Refundable (baht), every notification received (Events) and what is owed back (Owed)',
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const order = await orderFor(app.db, v, request.params.orderId);
    const attempts = await orderAttempts(app.db, order.tenantId, order.orderId);
    const base = { OrderID: order.orderId, SaleUnit: order.saleUnit, Total: order.total, PaymentState: order.paymentState, Attempts: attempts.map(attemptView) };
    if (v.kind !== 'merchant') return base;
    const events = await app.db.query<{
      id: number | string; provider: 'sandbox' | 'kbank' | '2c2p' | 'ghl'; attempt_id: string; source: 'notify' | 'query' | 'refund';
      outcome: 'settled' | 'declined' | 'duplicate' | 'refused' | 'pending' | 'expired' | 'refunded';
      status: string | null; amount_satang: number | string | null; reason: string | null; received_at: string | Date;
    }>(
      `SELECT e.id, e.provider, e.attempt_id, e.source, e.outcome, e.status, e.amount_satang, e.reason, e.received_at
         FROM payment_events e JOIN payment_attempts a ON a.tenant_id = e.tenant_id AND a.attempt_id = e.attempt_id
        WHERE e.tenant_id = $1 AND a.order_id = $2 ORDER BY e.id`,
      [order.tenantId, order.orderId],
    );
    const refunds = await Promise.all(attempts.map((a) => attemptRefunds(app.db, order.tenantId, a.attemptId)));
    return {
      ...base,
      // Staff: each payment's refunds and what can still be refunded (refunds under way count).
      Attempts: attempts.map((a, i) => ({ ...attemptView(a), Refunds: refunds[i].map(refundView), Refundable: remainingSatang(a, refunds[i]) / 100 })),
      Owed: owedAttempts(order, attempts).map((a) => a.attemptId),
      Events: events.map((e) => ({
        Id: Number(e.id), Provider: e.provider, AttemptId: e.attempt_id, Source: e.source, Outcome: e.outcome, Status: e.status,
        Amount: e.amount_satang === null ? null : Number(e.amount_satang) / 100, Reason: e.reason, At: new Date(e.received_at).toISOString(),
      })),
    };
  });

  r.post('/api/payments/:orderId/attempts/:attemptId/refund', {
    onRequest: requireMerchant(),
    schema: {
      tags: TAGS, security: SECURITY, params: AttemptParams, response: { 200: RefundDoneSchema },
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$', description: 'Same key again answers the same refund' })) }),
      body: Body({
        manual: Type.Optional(Type.Boolean({ description: 'true: staff refunded it in the provider\'s portal; only record it' })),
        Amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, multipleOf: 0.01, description: 'Baht; a part of the payment (default: all that is left, for a payment owed back)' })),
        Reason: Type.Optional(Type.String({ maxLength: 200, description: 'Why (shown with the refund in the payment panel)' })),
      }),
      summary: 'Staff of the centre refund a gateway payment through its provider: all of one owed back (paid twice, or paid and cancelled), or a part of any captured one; idempotent per Idempotency-Key',
      description: '409 when the amount is more than what is left of the payment (refunds under way count), or when all of a live order\'s payment is asked for; 502 when the provider refuses (nothing is recorded as refunded).',
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'merchant') throw forbidden();
    const order = await orderFor(app.db, v, request.params.orderId);
    const attempts = await orderAttempts(app.db, order.tenantId, order.orderId);
    if (!attempts.some((a) => a.attemptId === request.params.attemptId)) throw notFound('Payment not found');
    const amount = request.body.Amount === undefined ? undefined : Math.round(request.body.Amount * 100);
    const key = request.headers['idempotency-key'];
    // A part refund is one of possibly several: only the caller's key tells a retry from a second refund.
    if (amount !== undefined && !key) throw badRequest('Invalid request', [{ field: '/headers/idempotency-key', reason: 'is required for a part refund' }]);
    const r = await refundPayment(app, order.tenantId, request.params.attemptId, partyOf(v), {
      manual: request.body.manual, amountSatang: amount, refundKey: key ? `key:${key}` : undefined, reason: request.body.Reason,
    });
    return { ...attemptView(r.attempt), Refund: refundView(r.refund), Replayed: r.replayed };
  });

  await app.register(notifyRoutes);
  await app.register(async (child) => sandboxPageRoutes(child, sendSandboxNotify));
  await app.register(reconciliationRoutes);
  await app.register(kbankPageRoutes);
}
