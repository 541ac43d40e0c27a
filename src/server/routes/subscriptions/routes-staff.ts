import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireMerchant } from '../../auth/guards';
import { notFound } from '../../errors';
import { recordAudit } from '../../audit/record';
import { todayIso } from '../points/ledger';
import { actorOf, centresFor, merchantScope } from '../merchant/scope';
import { Query, SaleUnit } from '../schemas';
import { applySubscriptionAction } from './actions';
import { SubscriptionDetailSchema, SubscriptionPageSchema } from './responses';
import { StaffActionParams, SubscriptionParams } from './schemas';
import { loadSubscription, SUBSCRIPTION_COLUMNS, toSubscription } from './store';
import { SUBSCRIPTION_NOT_FOUND } from './routes-buyer';
import { subscriptionDetailView, subscriptionView } from './views';

const TAGS = ['subscriptions'];
const SECURITY = [{ bearer: [] }];

/** Staff see the recurring orders of their centres (a super admin: all), failed runs first. */
export default async function staffSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/merchant/subscriptions', {
    preValidation: requireMerchant(),
    schema: {
      response: { 200: SubscriptionPageSchema }, tags: TAGS, security: SECURITY,
      summary: 'Recurring orders of the caller\'s centres (or one centre); those whose last run failed first, then newest',
      querystring: Query({
        saleUnit: Type.Optional(SaleUnit),
        status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('cancelled'), Type.Literal('ended')])),
        skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }), take: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const q = request.query;
    const centres = centresFor(scope, q.saleUnit);
    const params: unknown[] = [scope.tenantId, centres];
    let filter = 's.tenant_id = $1 AND s.sale_unit = ANY($2::text[])';
    if (q.status) { params.push(q.status); filter += ` AND s.status = $${params.length}`; }
    const [{ total }] = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM order_subscriptions s WHERE ${filter}`, params);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT s.*, c.customer_name,
              EXISTS (SELECT 1 FROM order_subscription_runs r WHERE r.tenant_id = s.tenant_id AND r.subscription_id = s.subscription_id AND r.status = 'failed'
                        AND r.run_date = (SELECT max(run_date) FROM order_subscription_runs x WHERE x.tenant_id = s.tenant_id AND x.subscription_id = s.subscription_id)) AS failed
         FROM (SELECT ${SUBSCRIPTION_COLUMNS} FROM order_subscriptions s WHERE ${filter}) s
         LEFT JOIN customers c ON c.tenant_id = s.tenant_id AND c.customer_code = s.customer_code
        ORDER BY failed DESC, s.created_at DESC, s.subscription_id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, q.skip, q.take],
    );
    return {
      Total: Number(total),
      Data: await Promise.all(rows.map((row) => subscriptionView(app.db, toSubscription(row), { customerName: String(row.customer_name ?? '') }))),
    };
  });

  r.get('/api/merchant/subscriptions/:id', {
    preValidation: requireMerchant(),
    schema: { response: { 200: SubscriptionDetailSchema }, tags: TAGS, security: SECURITY, params: SubscriptionParams, summary: 'One recurring order of the caller\'s centres with its run history' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const s = await loadSubscription(app.db, scope.tenantId, request.params.id);
    if (!s || !scope.saleUnits.includes(s.saleUnit)) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const [c] = await app.db.query<{ customer_name: string }>('SELECT customer_name FROM customers WHERE tenant_id = $1 AND customer_code = $2', [s.tenantId, s.customerCode]);
    return subscriptionDetailView(app.db, s, { runs: 50, customerName: c?.customer_name ?? '' });
  });

  r.post('/api/merchant/subscriptions/:id/:action', {
    preValidation: requireMerchant(),
    schema: {
      response: { 200: SubscriptionDetailSchema }, tags: TAGS, security: SECURITY, params: StaffActionParams,
      summary: 'Pause, resume or cancel a recurring order of the caller\'s centres on the customer\'s behalf (same rules as the customer\'s buttons); audited',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const at = new Date(app.clock());
    const { action, id } = request.params;
    await app.db.transaction(async (tx) => {
      const s = await loadSubscription(tx, scope.tenantId, id, true);
      // Another centre's recurring order does not exist for this caller (no hint that it does).
      if (!s || !scope.saleUnits.includes(s.saleUnit)) throw notFound(SUBSCRIPTION_NOT_FOUND);
      await applySubscriptionAction(tx, s, action, at, todayIso(at));
      const after = await loadSubscription(tx, scope.tenantId, id);
      await recordAudit(tx, scope.tenantId, {
        actor: actorOf(scope), action: `subscription.${action}`, target: id,
        before: { Status: s.status, NextRunDate: s.nextRunDate }, after: { Status: after!.status, NextRunDate: after!.nextRunDate, CustomerCode: s.customerCode },
      });
    });
    const s = (await loadSubscription(app.db, scope.tenantId, id))!;
    const [c] = await app.db.query<{ customer_name: string }>('SELECT customer_name FROM customers WHERE tenant_id = $1 AND customer_code = $2', [s.tenantId, s.customerCode]);
    return subscriptionDetailView(app.db, s, { runs: 50, customerName: c?.customer_name ?? '' });
  });
}
