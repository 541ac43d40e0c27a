import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { canChangeInvoice, type OrderAction } from '../../../domain/order-status';
import { requireRider } from '../../auth/guards';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { ImageRejected } from '../../uploads/image-check';
import { readOneFile } from '../../uploads/multipart';
import { findUpload, readUpload, storeImage } from '../../uploads/store';
import { orderFor } from '../orders/access';
import { applyTransition } from '../orders/lifecycle';
import { pushAfterCommit } from '../../line/pushes';
import { originOf } from '../line/common';
import { ORDER_COLUMNS, toOrderRow, type OrderRow } from '../orders/model';
import { OrderParams } from '../orders/schemas';
import { EmptyBody } from '../schemas';
import { invoiceOf, riderOf, type RiderContext } from './access';
import { DeliveryListQuery, FailBody, InvoiceBody, ProofParams, type DeliveryFilter } from './schemas';
import { DeliveryDetailSchema, DeliveryFailedSchema, DeliveryPageSchema, ProofCreatedSchema } from './responses';
import { deliveryDetail, deliveryItem } from './views';

const TAGS = ['rider'];
const SECURITY = [{ bearer: [] }];
export const INVOICE_NOT_USED = 'Invoice approval is not used by this company';
export const INVOICE_AFTER_DELIVERY = 'The invoice can be approved or canceled once the order is delivered';
export const REASON_REQUIRED = 'Please enter a reason';

/**
 * The rider's deliveries (docs/rider.md): only orders assigned to the calling rider, in the
 * rider's tenant; any other order is a 404. Moves go through the order lifecycle
 * (orders/lifecycle.ts), so the buyer's tracking and the merchant's order detail follow.
 */
export default async function riderDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());
  const base = '/api/rider/deliveries/:orderId/:saleUnit';

  r.get('/api/rider/deliveries', {
    preHandler: requireRider,
    schema: {
      response: { 200: DeliveryPageSchema }, tags: TAGS, security: SECURITY, querystring: DeliveryListQuery,
      summary: 'The rider\'s deliveries, newest first, with the tab counts: to deliver (default), delivered, all, or invoices awaiting approval (SINGHA variant)',
    },
  }, async (request) => {
    const rider = await riderOf(app, request);
    const status: DeliveryFilter = request.query.status ?? 'OUT_FOR_DELIVERY';
    if (status === 'Invoice Approve' && !rider.invoiceApproval) throw forbidden(INVOICE_NOT_USED);
    const where = ['o.tenant_id = $1', 'o.rider_id = $2'];
    if (status === 'OUT_FOR_DELIVERY' || status === 'DELIVERED') where.push(`o.status = '${status}'`);
    else if (status === 'ALL') where.push(`o.status IN ('OUT_FOR_DELIVERY', 'DELIVERED')`);
    else where.push(`o.status = 'DELIVERED'`, WAITING_INVOICE);
    const filter = where.join(' AND ');
    const params = [rider.tenantId, rider.riderId];
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${filter}`, params);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${prefixed('o')}, i.status AS invoice_status FROM orders o
         LEFT JOIN rider_invoices i ON i.tenant_id = o.tenant_id AND i.order_id = o.order_id
        WHERE ${filter} ORDER BY o.updated_at DESC, o.order_id DESC OFFSET $3 LIMIT $4`,
      [...params, request.query.skip, request.query.take],
    );
    const [counts] = await app.db.query<{ out: number; delivered: number; invoice: number }>(
      `SELECT count(*) FILTER (WHERE o.status = 'OUT_FOR_DELIVERY')::int AS out,
              count(*) FILTER (WHERE o.status = 'DELIVERED')::int AS delivered,
              count(*) FILTER (WHERE o.status = 'DELIVERED' AND ${WAITING_INVOICE})::int AS invoice
         FROM orders o WHERE o.tenant_id = $1 AND o.rider_id = $2`,
      params,
    );
    return {
      Status: status, Total: Number(total), Skip: request.query.skip, Take: request.query.take, InvoiceApproval: rider.invoiceApproval,
      Counts: { OUT_FOR_DELIVERY: counts.out, DELIVERED: counts.delivered, ...(rider.invoiceApproval ? { 'Invoice Approve': counts.invoice } : {}) },
      Data: rows.map((row) => deliveryItem(toOrderRow(row), rider.invoiceApproval ? { status: (row.invoice_status as 'Approved' | 'Canceled' | null) ?? 'Wait', reason: null, riderId: null, decidedAt: null } : null)),
    };
  });

  r.get(base, {
    preHandler: requireRider,
    schema: { response: { 200: DeliveryDetailSchema }, tags: TAGS, security: SECURITY, params: OrderParams, summary: 'One delivery: header, lines, ship-to (phone, map link), payment and amount to collect, invoice (SINGHA), proof photos, timeline' },
  }, async (request) => {
    const rider = await riderOf(app, request);
    const o = await orderFor(app.db, rider.viewer, request.params.orderId, request.params.saleUnit);
    return detailFor(rider, o);
  });

  r.post(`${base}/proof`, {
    preHandler: requireRider,
    schema: { response: { 201: ProofCreatedSchema },
      tags: TAGS, security: SECURITY, params: OrderParams, consumes: ['multipart/form-data'],
      summary: 'Proof of delivery photo (multipart field file): JPEG/PNG/WebP checked by content, at most 5 MB, re-encoded; only while the order is out for delivery',
    },
  }, async (request, reply) => {
    const rider = await riderOf(app, request);
    const o = await orderFor(app.db, rider.viewer, request.params.orderId, request.params.saleUnit);
    if (o.status !== 'OUT_FOR_DELIVERY') throw conflict('This order cannot be changed that way in its current status');
    const file = await readOneFile(request);
    try {
      const stored = await storeImage(app.db, app.storage, { tenantId: o.tenantId, kind: 'delivery-proof', ownerKind: 'order', ownerId: o.orderId }, { data: file.data, originalName: file.filename });
      reply.status(201);
      return { UploadId: stored.uploadId, Width: stored.width, Height: stored.height, Bytes: stored.bytes, Url: `/api/rider/deliveries/${encodeURIComponent(o.orderId)}/${encodeURIComponent(o.saleUnit)}/proof/${stored.uploadId}` };
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The photo ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
  });

  r.get(`${base}/proof/:uploadId`, {
    preHandler: requireRider,
    schema: { tags: TAGS, security: SECURITY, params: ProofParams, summary: 'A proof photo of the rider\'s delivery (JPEG)' },
  }, async (request, reply) => {
    const rider = await riderOf(app, request);
    const o = await orderFor(app.db, rider.viewer, request.params.orderId, request.params.saleUnit);
    const upload = await findUpload(app.db, o.tenantId, request.params.uploadId);
    const [owned] = upload ? await app.db.query(
      `SELECT 1 FROM uploads WHERE tenant_id = $1 AND upload_id = $2 AND kind = 'delivery-proof' AND owner_kind = 'order' AND owner_id = $3`,
      [o.tenantId, request.params.uploadId, o.orderId],
    ) : [];
    if (!upload || !owned) throw notFound('Photo not found');
    reply.header('cache-control', 'private, max-age=3600').type(upload.mime);
    return readUpload(app.storage, upload);
  });

  async function move(rider: RiderContext, orderId: string, saleUnit: string, action: OrderAction, reason: string | null) {
    const at = now();
    const order = await app.db.transaction(async (tx) => {
      const o = await orderFor(tx, rider.viewer, orderId, saleUnit, true);
      return applyTransition(tx, o, { action, reason }, { actor: 'rider', kind: 'rider', id: rider.riderId }, at);
    });
    return order;
  }

  r.post(`${base}/deliver`, {
    preHandler: requireRider,
    schema: {
      response: { 200: DeliveryDetailSchema }, tags: TAGS, security: SECURITY, params: OrderParams, body: EmptyBody,
      summary: 'Mark delivered (a proof photo must be uploaded first): the order becomes DELIVERED, cash on delivery becomes PAID, the buyer earns points',
    },
  }, async (request) => {
    const rider = await riderOf(app, request);
    const o = await move(rider, request.params.orderId, request.params.saleUnit, 'deliver', null);
    const push = await pushAfterCommit(app, o.tenantId, originOf(request), o.orderId);
    return { ...(await detailFor(rider, o)), ...push };
  });

  r.post(`${base}/fail`, {
    preHandler: requireRider,
    schema: {
      response: { 200: DeliveryFailedSchema }, tags: TAGS, security: SECURITY, params: OrderParams, body: FailBody,
      summary: 'Delivery failed, with a reason: the order goes back to PACKED (the centre reassigns it) and leaves this rider\'s list; it stays in their history',
    },
  }, async (request) => {
    const rider = await riderOf(app, request);
    const reason = request.body.reason.trim();
    if (!reason) throw badRequest(REASON_REQUIRED, [{ field: '/body/reason', reason: REASON_REQUIRED }]);
    const o = await move(rider, request.params.orderId, request.params.saleUnit, 'failDelivery', reason);
    return { OrderID: o.orderId, SaleUnit: o.saleUnit, Status: o.status, Reason: reason };
  });

  r.post(`${base}/invoice`, {
    preHandler: requireRider,
    schema: {
      response: { 200: DeliveryDetailSchema }, tags: TAGS, security: SECURITY, params: OrderParams, body: InvoiceBody,
      summary: 'SINGHA variant: the customer accepted (Approved) or refused (Canceled, reason required) the invoice of a delivered order; decided once',
    },
  }, async (request) => {
    const rider = await riderOf(app, request);
    if (!rider.invoiceApproval) throw forbidden(INVOICE_NOT_USED);
    const { status } = request.body;
    const reason = request.body.reason?.trim() || null;
    if (status === 'Canceled' && !reason) throw badRequest(REASON_REQUIRED, [{ field: '/body/reason', reason: REASON_REQUIRED }]);
    const at = now();
    const order = await app.db.transaction(async (tx) => {
      const o = await orderFor(tx, rider.viewer, request.params.orderId, request.params.saleUnit, true);
      if (o.status !== 'DELIVERED') throw conflict(INVOICE_AFTER_DELIVERY);
      const current = await invoiceOf(tx, o.tenantId, o.orderId, true);
      if (!canChangeInvoice(current.status, status)) throw new HttpError(409, `This invoice is already ${current.status}`);
      await tx.query(
        `INSERT INTO rider_invoices (tenant_id, order_id, status, reason, rider_id, decided_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tenant_id, order_id) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, rider_id = EXCLUDED.rider_id, decided_at = EXCLUDED.decided_at`,
        [o.tenantId, o.orderId, status, reason, rider.riderId, at],
      );
      return o;
    });
    return detailFor(rider, order);
  });

  async function detailFor(rider: RiderContext, o: OrderRow) {
    const invoice = rider.invoiceApproval ? await invoiceOf(app.db, o.tenantId, o.orderId) : null;
    return deliveryDetail(app.db, o, invoice);
  }
}

const WAITING_INVOICE = `NOT EXISTS (SELECT 1 FROM rider_invoices ri WHERE ri.tenant_id = o.tenant_id AND ri.order_id = o.order_id AND ri.status <> 'Wait')`;

function prefixed(alias: string): string {
  return ORDER_COLUMNS.split(',').map((c) => `${alias}.${c.trim()}`).join(', ');
}
