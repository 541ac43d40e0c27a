import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { addToCart, type CartLine } from '../../../domain/cart';
import { isShown, unitCount, UNIT_INDEXES } from '../../../domain/units';
import { requireCustomer } from '../../auth/guards';
import { Body, Query, SaleUnit } from '../schemas';
import { assertModeAllowed, loadBuyer } from '../checkout/buyer';
import { loadOrderProducts } from '../checkout/catalog-lines';
import { cartView } from '../cart/view';
import { updateCart } from '../cart/store';
import { todayIso } from '../points/ledger';
import { orderFor, partyOf, viewerOf } from './access';
import { applyTransition } from './lifecycle';
import { loadOrder, loadOrderLines, toOrderRow, ORDER_COLUMNS } from './model';
import { cartKeyFor, placeOrder } from './place';
import { assertDistinctLines } from './distinct-lines';
import { IdempotencyHeaders, ModeSchema, OrderId, OrderParams, OrderStatusSchema, PlaceBody, Reason } from './schemas';
import { historyItem, orderDetail } from './views';
import { errorResponses } from '../../contract/error-body';
import { OrderDetailSchema, OrderPageSchema, ReorderSchema } from './responses';

const TAGS = ['orders'];
const SECURITY = [{ bearer: [] }];

/** The buyer's side of orders: place (idempotent), history, detail, delivery orders, reorder, cancel. */
export default async function buyerOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  r.post('/api/orders', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: OrderDetailSchema, 201: OrderDetailSchema, ...errorResponses(404, 409) },
      summary: 'Place an order (one transaction; header Idempotency-Key): 201 with the order, or 200 with the same order when the key was used before',
      description: 'The server re-quotes every price, promotion, coupon and fee (POST api/checkout/quote). Stock is taken per centre and never goes negative: '
        + 'a short line is a 409 naming it. Points (redeem mode) and credit (AR) never go below zero. A salesperson ordering for the customer is recorded '
        + '(SalespersonId). The same key with a different body is a 409. The ordered lines leave the cart.',
      headers: IdempotencyHeaders,
      body: PlaceBody,
    },
  }, async (request, reply) => {
    assertDistinctLines(request.body.lines);
    const input = { ...request.body, mode: request.body.mode ?? 'sales' as const };
    const buyer = await loadBuyer(app, request);
    assertModeAllowed(buyer, input.mode);
    const key = request.headers['idempotency-key'];
    const at = now();
    const outcome = await app.db.transaction((tx) => placeOrder(tx, buyer, input, key, at));
    const order = await loadOrder(app.db, buyer.tenantId, outcome.orderId);
    if (!order) throw new Error(`order ${outcome.orderId} vanished after placing`);
    reply.status(outcome.replayed ? 200 : 201).header('idempotent-replayed', String(outcome.replayed));
    return orderDetail(app.db, order, 'buyer', at);
  });

  r.get('/api/orders/history', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: OrderPageSchema }, summary: 'The customer\'s orders, newest first, paged (Total, Data)',
      querystring: Query({
        mode: Type.Optional(ModeSchema), status: Type.Optional(OrderStatusSchema), saleUnit: Type.Optional(SaleUnit),
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
      }),
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'customer') return { Total: 0, Data: [] };
    const q = request.query;
    const where = ['o.tenant_id = $1', 'o.customer_code = $2'];
    const params: unknown[] = [v.tenantId, v.customerCode];
    if (q.mode) { params.push(q.mode); where.push(`o.mode = $${params.length}`); }
    if (q.status) { params.push(q.status); where.push(`o.status = $${params.length}`); }
    if (q.saleUnit) { params.push(q.saleUnit); where.push(`o.sale_unit = $${params.length}`); }
    const filter = where.join(' AND ');
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${filter}`, params);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${ORDER_COLUMNS.split(',').map((c) => `o.${c.trim()}`).join(', ')},
              (SELECT count(*)::int FROM order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.order_id AND NOT l.is_free) AS item_count
         FROM orders o WHERE ${filter} ORDER BY o.created_at DESC, o.order_id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, q.skip, q.take],
    );
    return { Total: Number(total), Data: rows.map((row) => historyItem({ ...toOrderRow(row), itemCount: Number(row.item_count) })) };
  });

  r.get('/api/orders/history/:orderId', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, response: { 200: OrderDetailSchema }, summary: 'One order of the customer: header, lines, ship-to, bill-to, payment, timeline', params: Type.Object({ orderId: OrderId }, { additionalProperties: false }) },
  }, async (request) => {
    const v = await viewerOf(app, request);
    return orderDetail(app.db, await orderFor(app.db, v, request.params.orderId), 'buyer', now());
  });

  r.get('/api/orders/history/:orderId/:saleUnit', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, response: { 200: OrderDetailSchema }, summary: 'One order of the customer at a centre (/history/{orderid}/{saleunit})', params: OrderParams },
  }, async (request) => {
    const v = await viewerOf(app, request);
    return orderDetail(app.db, await orderFor(app.db, v, request.params.orderId, request.params.saleUnit), 'buyer', now());
  });

  r.get('/api/orders/deliveryorder', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: OrderPageSchema }, summary: 'The customer\'s delivery orders (out for delivery or delivered), newest first, with the rider',
      querystring: Query({ skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 50, default: 12 }) }),
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'customer') return { Total: 0, Data: [] };
    const params = [v.tenantId, v.customerCode];
    const filter = "tenant_id = $1 AND customer_code = $2 AND status IN ('OUT_FOR_DELIVERY', 'DELIVERED')";
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${filter}`, params);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${filter} ORDER BY updated_at DESC, order_id DESC OFFSET $3 LIMIT $4`, [...params, request.query.skip, request.query.take],
    );
    return { Total: Number(total), Data: rows.map((row) => historyItem(toOrderRow(row))) };
  });

  r.get('/api/orders/deliveryorder/:orderId/:saleUnit', {
    preHandler: requireCustomer,
    schema: { tags: TAGS, security: SECURITY, response: { 200: OrderDetailSchema }, summary: 'One delivery order: the order detail with rider and delivery timeline', params: OrderParams },
  }, async (request) => {
    const v = await viewerOf(app, request);
    return orderDetail(app.db, await orderFor(app.db, v, request.params.orderId, request.params.saleUnit), 'buyer', now());
  });

  r.post('/api/orders/:orderId/:saleUnit/cancel', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: OrderDetailSchema, ...errorResponses(409) }, summary: 'Cancel by the buyer (only while awaiting payment or placed, with a reason): stock, coupon, points and credit go back',
      params: OrderParams, body: Body({ reason: Reason }),
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const at = now();
    const order = await app.db.transaction(async (tx) => {
      const o = await orderFor(tx, v, request.params.orderId, request.params.saleUnit, true);
      return applyTransition(tx, o, { action: 'cancel', reason: request.body.reason }, partyOf(v), at);
    });
    return orderDetail(app.db, order, 'buyer', at);
  });

  r.post('/api/orders/:orderId/:saleUnit/reorder', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: ReorderSchema },
      summary: "'Buy Again': the order's paid lines go back into the cart of the active centre (same mode); lines no longer sold there are skipped",
      params: OrderParams,
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const order = await orderFor(app.db, v, request.params.orderId, request.params.saleUnit);
    const buyer = await loadBuyer(app, request);
    assertModeAllowed(buyer, order.mode);
    const at = now();
    const lines = (await loadOrderLines(app.db, order.tenantId, order.orderId)).filter((l) => !l.isFree);
    const products = await loadOrderProducts(app.db, buyer.tenantId, buyer.saleUnit, lines.map((l) => l.pCode), todayIso(at));
    const added: string[] = [];
    const skipped: { P_Code: string; Reason: string }[] = [];
    const toAdd: CartLine[] = [];
    for (const l of lines) {
      const p = products.get(l.pCode);
      const sellable = p && !p.Disabled && UNIT_INDEXES.every((u) => l[`qty${u}`] === 0 || (u <= unitCount(p) && isShown(p, u)));
      if (!sellable) { skipped.push({ P_Code: l.pCode, Reason: 'No longer sold in this unit at this centre' }); continue; }
      toAdd.push({ P_Code: l.pCode, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, selected: true });
      added.push(l.pCode);
    }
    const key = cartKeyFor(buyer, order.mode);
    await app.db.transaction((tx) => updateCart(tx, key, at, (cart) => toAdd.reduce<CartLine[]>((c, l) => addToCart(c, l), cart)));
    return { Added: added, Skipped: skipped, Cart: await cartView(app, app.db, key, at) };
  });
}
