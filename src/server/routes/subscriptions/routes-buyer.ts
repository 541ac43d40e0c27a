import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseStoredCart } from '../../../domain/cart-storage';
import { validateSchedule, type Schedule } from '../../../domain/subscription-schedule';
import { claimsOf, requireCustomer } from '../../auth/guards';
import type { Queryable } from '../../db/index';
import { badRequest, conflict, notFound, type FieldError } from '../../errors';
import { listAddresses } from '../addresses/store';
import { loadBuyer } from '../checkout/buyer';
import type { LineInput } from '../checkout/quote-lines';
import { readCart } from '../cart/store';
import { loadOrder, loadOrderLines } from '../orders/model';
import { cartKeyFor } from '../orders/place';
import { todayIso } from '../points/ledger';
import { applySubscriptionAction } from './actions';
import { SubscriptionDetailSchema, SubscriptionListSchema } from './responses';
import { ActionParams, CreateBody, SubscriptionParams, UpdateBody } from './schemas';
import { insertSubscription, loadSubscription, SUBSCRIPTION_COLUMNS, toSubscription, type SubscriptionRow } from './store';
import { subscriptionDetailView, subscriptionView } from './views';

const TAGS = ['subscriptions'];
const SECURITY = [{ bearer: [] }];
export const SUBSCRIPTION_NOT_FOUND = 'Recurring order not found';

function sumLines(lines: LineInput[]): LineInput[] {
  const by = new Map<string, LineInput>();
  for (const l of lines) {
    const w = by.get(l.P_Code) ?? { P_Code: l.P_Code, qty1: 0, qty2: 0, qty3: 0 };
    by.set(l.P_Code, { P_Code: l.P_Code, qty1: w.qty1 + l.qty1, qty2: w.qty2 + l.qty2, qty3: w.qty3 + l.qty3 });
  }
  return [...by.values()].filter((l) => l.qty1 + l.qty2 + l.qty3 > 0);
}

/** The customer's recurring orders: create from an order or the cart, list, detail, change, pause/resume/skip/cancel. */
export default async function buyerSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  async function own(request: FastifyRequest, id: string, q: Queryable = app.db, forUpdate = false): Promise<SubscriptionRow> {
    const c = claimsOf(request);
    const s = await loadSubscription(q, c.TenantId, id, forUpdate);
    if (!s || s.customerCode !== c.UserId) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return s;
  }

  r.get('/api/subscriptions', {
    preHandler: requireCustomer,
    schema: { response: { 200: SubscriptionListSchema }, tags: TAGS, security: SECURITY, summary: 'The customer\'s recurring orders, newest first, with their next runs and last run' },
  }, async (request) => {
    const c = claimsOf(request);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM order_subscriptions WHERE tenant_id = $1 AND customer_code = $2 ORDER BY created_at DESC, subscription_id DESC LIMIT 100`,
      [c.TenantId, c.UserId],
    );
    return { Data: await Promise.all(rows.map((row) => subscriptionView(app.db, toSubscription(row)))) };
  });

  r.get('/api/subscriptions/:id', {
    preHandler: requireCustomer,
    schema: { response: { 200: SubscriptionDetailSchema }, tags: TAGS, security: SECURITY, summary: 'One recurring order: schedule, lines, next runs, run history (orders placed, lines left out and why, failures)', params: SubscriptionParams },
  }, async (request) => subscriptionDetailView(app.db, await own(request, request.params.id), { runs: 20 }));

  r.post('/api/subscriptions', {
    preHandler: requireCustomer,
    schema: { response: { 201: SubscriptionDetailSchema },
      tags: TAGS, security: SECURITY, body: CreateBody,
      summary: 'Turn an order (fromOrderId) or the cart (fromCart) into a recurring order: every week / 2 weeks / month on a weekday or day',
      description: 'Schedules are checked: start today or later, end not before the start, weekday for weekly schedules, day 1-31 for monthly '
        + '(29-31 run on the last day of shorter months). Each run places a normal order priced on the run day (docs/subscriptions.md).',
    },
  }, async (request, reply) => {
    const b = request.body;
    const at = now();
    const today = todayIso(at);
    const buyer = await loadBuyer(app, request);
    const errors: FieldError[] = [];
    if (!!b.fromOrderId === !!b.fromCart) errors.push({ field: '/body/fromOrderId', reason: 'give either fromOrderId or fromCart: true' });
    const schedule: Schedule = { frequency: b.frequency, weekday: b.weekday ?? null, monthDay: b.monthDay ?? null, startDate: b.startDate, endDate: b.endDate ?? null };
    errors.push(...validateSchedule(schedule, today));
    if (b.paymentMethod === 'AR' && !buyer.creditCustomer) errors.push({ field: '/body/paymentMethod', reason: 'credit is not available for this customer' });

    let lines: LineInput[] = [];
    let saleUnit = buyer.saleUnit;
    let shipTo = b.shipToCode;
    if (b.fromOrderId && !b.fromCart) {
      const order = await loadOrder(app.db, buyer.tenantId, b.fromOrderId);
      if (!order || order.customerCode !== buyer.customerCode) throw notFound('Order not found');
      if (order.mode !== 'sales') errors.push({ field: '/body/fromOrderId', reason: 'a points redemption cannot be repeated' });
      lines = sumLines((await loadOrderLines(app.db, buyer.tenantId, order.orderId)).filter((l) => !l.isFree)
        .map((l) => ({ P_Code: l.pCode, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3 })));
      saleUnit = order.saleUnit;
      shipTo ??= order.shipTo.Code;
    } else if (b.fromCart) {
      const cart = parseStoredCart((await readCart(app.db, cartKeyFor(buyer, 'sales'))).lines).cart.filter((l) => l.selected);
      lines = sumLines(cart.map((l) => ({ P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3 })));
      if (lines.length === 0) errors.push({ field: '/body/fromCart', reason: 'the cart has no selected lines' });
    }
    const active = (await listAddresses(app.db, buyer.tenantId, buyer.customerCode)).filter((a) => a.Active === 'Y');
    const address = shipTo ? active.find((a) => a._id === shipTo) : active.find((a) => a.Address_Type !== 'B') ?? active[0];
    if (!address) errors.push({ field: '/body/shipToCode', reason: shipTo ? 'is not one of the customer\'s active addresses' : 'add a delivery address first' });
    if (errors.length) throw badRequest('Invalid request', errors);

    const id = await insertSubscription(app.db, {
      tenantId: buyer.tenantId, customerCode: buyer.customerCode, saleUnit, schedule, paymentMethod: b.paymentMethod,
      shipToCode: address!._id, remark: b.remark ?? '', lines, sourceOrderId: b.fromOrderId ?? null, createdBy: buyer.actorId ?? buyer.customerCode,
    }, today, at);
    reply.status(201);
    return subscriptionDetailView(app.db, (await loadSubscription(app.db, buyer.tenantId, id))!, { runs: 20 });
  });

  r.patch('/api/subscriptions/:id', {
    preHandler: requireCustomer,
    schema: { response: { 200: SubscriptionDetailSchema }, tags: TAGS, security: SECURITY, params: SubscriptionParams, body: UpdateBody, summary: 'Change quantities (0 removes a line), payment method or delivery address; applies from the next run' },
  }, async (request) => {
    const b = request.body;
    const c = claimsOf(request);
    const s = await own(request, request.params.id);
    if (s.status === 'cancelled' || s.status === 'ended') throw conflict('This recurring order has ended');
    const errors: FieldError[] = [];
    const lines = b.lines ? sumLines(b.lines) : s.lines;
    if (b.lines && lines.length === 0) errors.push({ field: '/body/lines', reason: 'keep at least one line with a quantity (or cancel the recurring order)' });
    if (b.lines) {
      const known = new Set(s.lines.map((l) => l.P_Code));
      b.lines.forEach((l, i) => { if (!known.has(l.P_Code)) errors.push({ field: `/body/lines/${i}/P_Code`, reason: 'is not a line of this recurring order' }); });
    }
    if (b.paymentMethod === 'AR') {
      const buyer = await loadBuyer(app, request);
      if (!buyer.creditCustomer) errors.push({ field: '/body/paymentMethod', reason: 'credit is not available for this customer' });
    }
    if (b.shipToCode) {
      const active = (await listAddresses(app.db, c.TenantId, c.UserId)).filter((a) => a.Active === 'Y');
      if (!active.some((a) => a._id === b.shipToCode)) errors.push({ field: '/body/shipToCode', reason: 'is not one of the customer\'s active addresses' });
    }
    if (errors.length) throw badRequest('Invalid request', errors);
    await app.db.query(
      `UPDATE order_subscriptions SET lines = $3::jsonb, payment_method = $4, ship_to_code = $5, updated_at = $6 WHERE tenant_id = $1 AND subscription_id = $2`,
      [s.tenantId, s.subscriptionId, JSON.stringify(lines), b.paymentMethod ?? s.paymentMethod, b.shipToCode ?? s.shipToCode, now()],
    );
    return subscriptionDetailView(app.db, (await loadSubscription(app.db, s.tenantId, s.subscriptionId))!, { runs: 20 });
  });

  r.post('/api/subscriptions/:id/:action', {
    preHandler: requireCustomer,
    schema: {
      response: { 200: SubscriptionDetailSchema }, tags: TAGS, security: SECURITY, params: ActionParams,
      summary: 'pause (no runs until resumed), resume (from the next scheduled day on; days missed while paused are not ordered), skip (the next run only), cancel (for good)',
    },
  }, async (request) => {
    const at = now();
    const today = todayIso(at);
    const { action } = request.params;
    const id = await app.db.transaction(async (tx) => {
      const s = await own(request, request.params.id, tx, true);
      await applySubscriptionAction(tx, s, action, at, today);
      return s.subscriptionId;
    });
    const c = claimsOf(request);
    return subscriptionDetailView(app.db, (await loadSubscription(app.db, c.TenantId, id))!, { runs: 20 });
  });
}
