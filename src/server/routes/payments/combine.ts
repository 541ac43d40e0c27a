import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_STATE_LABELS } from '../../../domain/order-status';
import { promptPayPayload } from '../../../domain/promptpay';
import { PAYMENT_METHOD_LABELS, scanQrBeforeMessage } from '../../../domain/payment';
import { roundMoney } from '../../../domain/money';
import { requireCustomer } from '../../auth/guards';
import { badRequest, notFound } from '../../errors';
import type { Queryable } from '../../db/index';
import { readOneFile } from '../../uploads/multipart';
import { storeImage } from '../../uploads/store';
import { SaleUnit } from '../schemas';
import { partyOf, viewerOf, type Viewer } from '../orders/access';
import { applyTransition } from '../orders/lifecycle';
import { ORDER_COLUMNS, toOrderRow, type OrderRow } from '../orders/model';
import { bangkokDateTime } from '../orders/views';
import { bankAccountView, paymentSettings, thaiQrAvailable } from './settings';
import { CombinePreviewSchema, CombineSlipSchema } from './responses';
import { checkSlip, recordSlip } from './slip';

const TAGS = ['payments'];
const SECURITY = [{ bearer: [] }];
/** A combined payment covers at most this many orders (one slip, one QR). */
export const MAX_COMBINED = 20;
const ORDER_ID_RE = /^[A-Za-z0-9_-]{1,40}$/;

/** Orders of this buyer at this centre that still wait for a transfer (bank or Thai QR), oldest first. */
async function payableOrders(q: Queryable, v: Extract<Viewer, { kind: 'customer' }>, saleUnit: string, forUpdate = false): Promise<OrderRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${ORDER_COLUMNS} FROM orders
      WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = $3 AND status = 'PENDING_PAYMENT'
        AND payment_state IN ('AWAITING_PAYMENT', 'SLIP_REJECTED') AND payment_method IN ('BANK', 'THAIQR') AND mode = 'sales'
      ORDER BY created_at, order_id${forUpdate ? ' FOR UPDATE' : ''}`,
    [v.tenantId, v.customerCode, saleUnit],
  );
  return rows.map(toOrderRow);
}

/** 404 unless the buyer belongs to this centre of their tenant (another tenant's or centre's code means nothing here). */
async function assertBuyerCentre(q: Queryable, v: Extract<Viewer, { kind: 'customer' }>, saleUnit: string): Promise<void> {
  const [row] = await q.query('SELECT 1 FROM customer_centers WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = $3', [v.tenantId, v.customerCode, saleUnit]);
  if (!row) throw notFound('Distribution centre not found');
}

/** `orderIds` as a checked list: each a known payable order, no repeats, 1..MAX_COMBINED. */
function pickOrders(payable: OrderRow[], raw: string, field: string): OrderRow[] {
  const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!ids.length) throw badRequest('Choose at least one order', [{ field, reason: 'must list at least one order id' }]);
  if (ids.length > MAX_COMBINED) throw badRequest(`At most ${MAX_COMBINED} orders at once`, [{ field, reason: `must list at most ${MAX_COMBINED} orders` }]);
  const byId = new Map(payable.map((o) => [o.orderId, o]));
  const problems = ids.flatMap((id, i) => {
    if (!ORDER_ID_RE.test(id)) return [{ field: `${field}/${i}`, reason: 'is not an order id' }];
    if (ids.indexOf(id) !== i) return [{ field: `${field}/${i}`, reason: `repeats order ${id}` }];
    if (!byId.has(id)) return [{ field: `${field}/${i}`, reason: `order ${id} is not waiting for a transfer at this centre` }];
    return [];
  });
  if (problems.length) throw badRequest('Some orders cannot be paid together', problems);
  return ids.map((id) => byId.get(id)!);
}

function orderItem(o: OrderRow) {
  return {
    OrderID: o.orderId, SaleUnit: o.saleUnit, Total: o.total, Method: o.paymentMethod, MethodLabel: PAYMENT_METHOD_LABELS[o.paymentMethod],
    State: o.paymentState, StateLabel: PAYMENT_STATE_LABELS[o.paymentState], CreatedAt: o.createdAt.toISOString(),
  };
}

/**
 * `/payment/combine/{saleunit?}`: a buyer with several unpaid transfer orders at one centre pays
 * them with one transfer — one Thai QR for the sum, one slip attached to each order. Staff still
 * review each order's slip (docs/orders.md "Combined payment").
 */
export default async function combinedPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.get('/api/payments/combine/:saleUnit', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: CombinePreviewSchema }, tags: TAGS, security: SECURITY,
      params: Type.Object({ saleUnit: SaleUnit }, { additionalProperties: false }),
      querystring: Type.Object({ orderIds: Type.Optional(Type.String({ maxLength: 1000, description: 'Comma list: the orders to pay together (default: all)' })) }, { additionalProperties: false }),
      summary: 'Unpaid transfer orders of the buyer at a centre, and the sum of the chosen ones with one Thai QR (PromptPay) and the bank account',
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'customer') throw badRequest('Only a buyer pays orders', []);
    await assertBuyerCentre(app.db, v, request.params.saleUnit);
    const at = now();
    const payable = await payableOrders(app.db, v, request.params.saleUnit);
    const chosen = request.query.orderIds === undefined ? payable : payable.length ? pickOrders(payable, request.query.orderIds, '/querystring/orderIds') : [];
    const total = roundMoney(chosen.reduce((sum, o) => sum + o.total, 0));
    const settings = await paymentSettings(app.db, v.tenantId, request.params.saleUnit);
    const expires = new Date(at.getTime() + settings.qrTtlMinutes * 60_000);
    const qr = chosen.length && thaiQrAvailable(settings)
      ? { Payload: promptPayPayload({ target: settings.promptpayId, amount: total }), Amount: total, ExpiresAt: expires.toISOString(), Expired: false, Message: scanQrBeforeMessage(bangkokDateTime(expires)) }
      : null;
    return {
      SaleUnit: request.params.saleUnit,
      Orders: payable.map(orderItem),
      Chosen: chosen.map((o) => o.orderId),
      Total: total,
      Qr: qr,
      BankAccount: settings.bankAccountNo ? bankAccountView(settings) : null,
      MaxOrders: MAX_COMBINED,
    };
  });

  r.post('/api/payments/combine/:saleUnit/slip', {
    preHandler: requireCustomer,
    schema: { response: { 201: CombineSlipSchema },
      tags: TAGS, security: SECURITY, consumes: ['multipart/form-data'],
      params: Type.Object({ saleUnit: SaleUnit }, { additionalProperties: false }),
      summary: 'One transfer slip for several orders (multipart: text field orderIds before the file field file); every order becomes SLIP_SUBMITTED or none does',
    },
  }, async (request, reply) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'customer') throw badRequest('Only a buyer pays orders', []);
    await assertBuyerCentre(app.db, v, request.params.saleUnit);
    const file = await readOneFile(request);
    const rawIds = file.fields.orderIds;
    if (rawIds === undefined) throw badRequest('Choose at least one order', [{ field: '/body/orderIds', reason: 'is required (send it before the file)' }]);
    const checked = await checkSlip(file);
    const at = now();
    const paid = await app.db.transaction(async (tx) => {
      const chosen = pickOrders(await payableOrders(tx, v, request.params.saleUnit, true), rawIds, '/body/orderIds');
      const stored = await storeImage(tx, app.storage, { tenantId: v.tenantId, kind: 'payment-slip', ownerKind: 'order', ownerId: chosen[0].orderId }, { data: file.data, originalName: file.filename }, checked);
      const next: OrderRow[] = [];
      for (const o of chosen) {
        next.push(await applyTransition(tx, o, { action: 'submitSlip' }, partyOf(v), at));
        await recordSlip(tx, o.tenantId, o.orderId, stored.uploadId, partyOf(v).id, at);
      }
      return next;
    });
    reply.status(201);
    return { Orders: paid.map(orderItem), Total: roundMoney(paid.reduce((sum, o) => sum + o.total, 0)) };
  });
}
