import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS_LABELS } from '../../../domain/order-status';
import { requireKinds, requireMerchant, requireRider } from '../../auth/guards';
import { badRequest } from '../../errors';
import { ImageRejected } from '../../uploads/image-check';
import { readOneFile } from '../../uploads/multipart';
import { storeImage } from '../../uploads/store';
import { Body, Query, SaleUnit } from '../schemas';
import { actorOf, orderFor, partyOf, viewerOf, type Viewer } from './access';
import { actionFor, applyTransition } from './lifecycle';
import { pushAfterCommit } from '../../line/pushes';
import { originOf } from '../line/common';
import { ORDER_COLUMNS, toOrderRow } from './model';
import { OrderId, OrderIdParams, OrderParams, OrderStatusSchema, TransitionBody } from './schemas';
import { historyItem, merchantOrderDetail, orderDetail, timelineView } from './views';
import { DeliveryProofSchema, MerchantOrderDetailSchema, OrderDetailSchema, OrderPageSchema, OrderTrackingSchema } from './responses';
import { isGatewayMethod } from '../../../domain/payment';
import { refundGatewayOrder } from '../gateway/refund';

const TAGS = ['orders'];
const SECURITY = [{ bearer: [] }];
const anyParty = requireKinds('customer', 'merchant', 'rider');

/** The lifecycle endpoints the back office and the rider use, tracking, and the merchant order detail. */
export default async function staffOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.post('/api/orders/:orderId/:saleUnit/transition', {
    preHandler: anyParty,
    schema: {
      response: { 200: OrderDetailSchema }, tags: TAGS, security: SECURITY,
      summary: 'Move an order through its lifecycle (src/domain/order-status.ts) as the caller: staff of the order\'s centre, its assigned rider, or its buyer',
      description: 'Body {to} (a status) or {action} (approvePayment, rejectPayment, confirm, pack, assignRider, unassignRider, deliver, failDelivery, cancel, refund). '
        + 'reason: required to cancel, reject a slip or fail a delivery; riderId: required to assign. A rider delivers only with a photo proof uploaded first '
        + '(POST …/delivery-proof). A move the lifecycle does not allow is a 409; another centre\'s order is a 404.',
      params: OrderParams, body: TransitionBody,
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const b = request.body;
    if (!b.to && !b.action) throw badRequest('Invalid request', [{ field: '/body/to', reason: 'give the status to move to (to) or the action' }]);
    const at = now();
    // Money held by a card/QR gateway goes back through the gateway (docs/payments.md).
    const seen = await orderFor(app.db, v, request.params.orderId, request.params.saleUnit);
    if (b.action === 'refund' && v.kind === 'merchant' && isGatewayMethod(seen.paymentMethod)) {
      const refunded = await refundGatewayOrder(app, seen, partyOf(v));
      return orderDetail(app.db, refunded, actorOf(v), at);
    }
    const order = await app.db.transaction(async (tx) => {
      const o = await orderFor(tx, v, request.params.orderId, request.params.saleUnit, true);
      const party = partyOf(v);
      const action = b.action ?? (b.to ? actionFor(o, b.to, party, b.reason) : null);
      if (!action) throw badRequest('Invalid request', [{ field: '/body/to', reason: `an order cannot be moved to ${b.to}` }]);
      return applyTransition(tx, o, { action, reason: b.reason, riderId: b.riderId }, party, at);
    });
    const push = await pushAfterCommit(app, order.tenantId, originOf(request), order.orderId);
    return { ...(await orderDetail(app.db, order, actorOf(v), at)), ...push };
  });

  r.post('/api/orders/:orderId/:saleUnit/delivery-proof', {
    preHandler: requireKinds('merchant', 'rider'),
    schema: { response: { 201: DeliveryProofSchema },
      tags: TAGS, security: SECURITY, consumes: ['multipart/form-data'],
      summary: 'Proof of delivery photo (multipart field file; JPEG/PNG/WebP checked by content, ≤ 5 MB, re-encoded): the assigned rider or staff of the centre',
      params: OrderParams,
    },
  }, async (request, reply) => {
    const v = await viewerOf(app, request);
    const o = await orderFor(app.db, v, request.params.orderId, request.params.saleUnit);
    const file = await readOneFile(request);
    try {
      const stored = await storeImage(app.db, app.storage, { tenantId: o.tenantId, kind: 'delivery-proof', ownerKind: 'order', ownerId: o.orderId }, { data: file.data, originalName: file.filename });
      reply.status(201);
      return { UploadId: stored.uploadId, Width: stored.width, Height: stored.height, Bytes: stored.bytes };
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The photo ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
  });

  r.get('/api/orders/tracking/:orderId', {
    preHandler: anyParty,
    schema: { response: { 200: OrderTrackingSchema }, tags: TAGS, security: SECURITY, summary: 'Tracking: status, payment state and the status timeline (buyer, staff of the centre, assigned rider)', params: OrderIdParams },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const o = await orderFor(app.db, v, request.params.orderId);
    return { OrderID: o.orderId, SaleUnit: o.saleUnit, Status: o.status, StatusLabel: ORDER_STATUS_LABELS[o.status], PaymentState: o.paymentState, RiderId: o.riderId, UpdatedAt: o.updatedAt.toISOString(), ...(await timelineView(app.db, o)) };
  });

  r.post('/api/MerchantOrder/GET_ORDER_DETAIL', {
    onRequest: requireMerchant(),
    schema: {
      response: { 200: MerchantOrderDetailSchema }, tags: TAGS, security: SECURITY, summary: 'Merchant order detail: Order, OrderDetails, ShipTo, BillTo (+ Payment, Timeline, AllowedActions, EditTracking)',
      body: Body({ orderid: OrderId, saleunit: SaleUnit }),
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    return merchantOrderDetail(app.db, await orderFor(app.db, v, request.body.orderid, request.body.saleunit), now());
  });

  r.get('/api/MerchantOrder/list', {
    onRequest: requireMerchant(),
    schema: {
      response: { 200: OrderPageSchema }, tags: TAGS, security: SECURITY, summary: 'Orders of the staff member\'s centres (all for a super admin), newest first: tab by status, search by order or customer',
      querystring: Query({
        saleUnit: Type.Optional(SaleUnit), status: Type.Optional(Type.Union([Type.Literal('ALL'), OrderStatusSchema])), text: Type.Optional(Type.String({ maxLength: 100 })),
        type: Type.Optional(Type.String({ maxLength: 2, description: "'3' sales orders (the only type placed here)" })),
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
      }),
    },
  }, async (request) => listFor(await viewerOf(app, request), request.query));

  r.get('/api/orders/assigned', {
    preHandler: requireRider,
    schema: {
      response: { 200: OrderPageSchema }, tags: TAGS, security: SECURITY, summary: 'The rider\'s deliveries (orders assigned to them), newest first',
      querystring: Query({ status: Type.Optional(OrderStatusSchema), skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) }),
    },
  }, async (request) => listFor(await viewerOf(app, request), request.query));

  async function listFor(v: Viewer, q: { saleUnit?: string; status?: string; text?: string; type?: string; skip: number; take: number }) {
    const params: unknown[] = [v.tenantId];
    const where = ['tenant_id = $1'];
    if (v.kind === 'rider') { params.push(v.riderId); where.push(`rider_id = $${params.length}`); }
    if (v.kind === 'merchant' && !v.superAdmin) { params.push([...v.centres]); where.push(`sale_unit = ANY($${params.length}::text[])`); }
    if (q.saleUnit) { params.push(q.saleUnit); where.push(`sale_unit = $${params.length}`); }
    if (q.status && q.status !== 'ALL') { params.push(q.status); where.push(`status = $${params.length}`); }
    if (q.type) { params.push(q.type); where.push(`order_type = $${params.length}`); }
    if (q.text?.trim()) {
      params.push(`%${q.text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(order_id ILIKE $${params.length} OR customer_code ILIKE $${params.length} OR customer_name ILIKE $${params.length})`);
    }
    const filter = where.join(' AND ');
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${filter}`, params);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${filter} ORDER BY created_at DESC, order_id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, q.skip, q.take],
    );
    return { Total: Number(total), Data: rows.map((row) => { const o = toOrderRow(row); return { ...historyItem(o), CustomerCode: o.customerCode, CustomerName: o.customerName }; }) };
  }
}
