import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireKinds, requireMerchant } from '../../auth/guards';
import { conflict, notFound } from '../../errors';
import { readOneFile } from '../../uploads/multipart';
import { findUpload, readUpload, storeImage } from '../../uploads/store';
import { Body } from '../schemas';
import { orderFor, partyOf, viewerOf } from '../orders/access';
import { applyTransition, assertTransitionPossible } from '../orders/lifecycle';
import { OrderId, Reason } from '../orders/schemas';
import { paymentView, qrView } from '../orders/views';
import { paymentSettings } from './settings';
import { checkSlip, recordSlip } from './slip';
import { PaymentSchema, QrSchema } from './responses';

const TAGS = ['payments'];
const SECURITY = [{ bearer: [] }];
const buyerOrStaff = requireKinds('customer', 'merchant');
const OrderParam = Type.Object({ orderId: OrderId }, { additionalProperties: false });
const SlipParams = Type.Object({ orderId: OrderId, uploadId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** Payment of an order: slip upload and review, QR payload, status (docs/orders.md "Payments"). */
export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.post('/api/payments/:orderId/slip', {
    preHandler: buyerOrStaff,
    schema: { response: { 201: PaymentSchema },
      tags: TAGS, security: SECURITY, consumes: ['multipart/form-data'], params: OrderParam,
      summary: 'Upload a transfer slip (multipart field file): JPEG, PNG or WebP proven by its bytes, ≤ 5 MB, 64–12000 px a side; stored re-encoded as JPEG',
      description: 'Allowed while the order awaits payment (BANK or THAIQR), again after a rejected slip. The payment becomes SLIP_SUBMITTED until staff review it.',
    },
  }, async (request, reply) => {
    const v = await viewerOf(app, request);
    // The order's state first: a slip for an order that cannot take one is refused unread.
    assertTransitionPossible(await orderFor(app.db, v, request.params.orderId), 'submitSlip', partyOf(v));
    const file = await readOneFile(request);
    const checked = await checkSlip(file);
    const at = now();
    const order = await app.db.transaction(async (tx) => {
      const o = await orderFor(tx, v, request.params.orderId, null, true);
      const next = await applyTransition(tx, o, { action: 'submitSlip' }, partyOf(v), at);
      const stored = await storeImage(tx, app.storage, { tenantId: o.tenantId, kind: 'payment-slip', ownerKind: 'order', ownerId: o.orderId }, { data: file.data, originalName: file.filename }, checked);
      await recordSlip(tx, o.tenantId, o.orderId, stored.uploadId, partyOf(v).id, at);
      return next;
    });
    reply.status(201);
    return paymentView(app.db, order, at);
  });

  r.get('/api/payments/:orderId', {
    preHandler: buyerOrStaff,
    schema: { tags: TAGS, security: SECURITY, params: OrderParam, response: { 200: PaymentSchema }, summary: 'Payment of an order: method, state, amount, QR (THAIQR), bank account (BANK), slips with their review' },
  }, async (request) => {
    const v = await viewerOf(app, request);
    return paymentView(app.db, await orderFor(app.db, v, request.params.orderId), now());
  });

  r.get('/api/payments/:orderId/qr', {
    preHandler: buyerOrStaff,
    schema: {
      tags: TAGS, security: SECURITY, params: OrderParam, response: { 200: QrSchema },
      summary: "Thai QR (PromptPay) payload of an order with its deadline and 'Please scan QR Code before {date}'; an expired QR of an unpaid order is renewed",
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const at = now();
    let order = await orderFor(app.db, v, request.params.orderId);
    if (order.paymentMethod !== 'THAIQR') throw notFound('This order is not paid by Thai QR');
    const qr = qrView(order, at);
    if (qr?.Expired && order.status === 'PENDING_PAYMENT' && order.paymentState === 'AWAITING_PAYMENT') {
      order = await app.db.transaction(async (tx) => {
        const o = await orderFor(tx, v, request.params.orderId, null, true);
        const ttl = (await paymentSettings(tx, o.tenantId, o.saleUnit)).qrTtlMinutes;
        const expires = new Date(at.getTime() + ttl * 60_000);
        await tx.query('UPDATE orders SET qr_expires_at = $3, updated_at = $4 WHERE tenant_id = $1 AND order_id = $2', [o.tenantId, o.orderId, expires, at]);
        return { ...o, qrExpiresAt: expires };
      });
    }
    return qrView(order, at);
  });

  r.get('/api/payments/:orderId/slip/:uploadId', {
    preHandler: buyerOrStaff,
    schema: { tags: TAGS, security: SECURITY, params: SlipParams, summary: 'The slip image (JPEG) for the buyer and the centre\'s staff' },
  }, async (request, reply) => {
    const v = await viewerOf(app, request);
    const o = await orderFor(app.db, v, request.params.orderId);
    const [slip] = await app.db.query('SELECT 1 FROM payment_slips WHERE tenant_id = $1 AND order_id = $2 AND upload_id = $3', [o.tenantId, o.orderId, request.params.uploadId]);
    const upload = slip ? await findUpload(app.db, o.tenantId, request.params.uploadId) : undefined;
    if (!upload) throw notFound('Slip not found');
    reply.header('cache-control', 'private, max-age=3600').type(upload.mime);
    return readUpload(app.storage, upload);
  });

  r.post('/api/payments/:orderId/slip/:uploadId/review', {
    onRequest: requireMerchant(),
    schema: {
      tags: TAGS, security: SECURITY, params: SlipParams, response: { 200: PaymentSchema },
      summary: 'Staff of the order\'s centre approve (order → PLACED, payment PAID) or reject (reason required; the buyer may send another) the submitted slip',
      body: Body({ approve: Type.Boolean(), reason: Type.Optional(Reason) }),
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const at = now();
    const order = await app.db.transaction(async (tx) => {
      const o = await orderFor(tx, v, request.params.orderId, null, true);
      const [slip] = await tx.query<{ status: string }>('SELECT status FROM payment_slips WHERE tenant_id = $1 AND order_id = $2 AND upload_id = $3', [o.tenantId, o.orderId, request.params.uploadId]);
      if (!slip) throw notFound('Slip not found');
      if (slip.status !== 'SUBMITTED') throw conflict('This slip has already been reviewed');
      return applyTransition(tx, o, { action: request.body.approve ? 'approvePayment' : 'rejectPayment', reason: request.body.reason }, partyOf(v), at);
    });
    return paymentView(app.db, order, at);
  });
}
