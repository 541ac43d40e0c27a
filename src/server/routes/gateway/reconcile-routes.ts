import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireMerchant, requireSuperAdmin } from '../../auth/guards';
import { forbidden, notFound } from '../../errors';
import { Body, Query } from '../schemas';
import { viewerOf } from '../orders/access';
import type { OrderStatus, PaymentState } from '../../../domain/order-status';
import type { ProviderId } from '../../providers/payment/types';
import { loadAttempt, type AttemptStatus } from './attempts';
import { ReconcileAttemptSchema, ReconcileAttemptsSchema, ReconcileRunSchema } from './responses';
import { bangkokDay, reconcileAttempt, reconcileDay, type MismatchKind } from './reconcile';
import { centresOf } from './reconciliation';

const TAGS = ['payments'];
const SECURITY = [{ bearer: [] }];
const DateParam = Type.String({ format: 'date', description: 'Bangkok calendar day, YYYY-MM-DD' });

interface MismatchJson { Kind: MismatchKind; GatewayStatus: string | null; GatewayAmount: number | string | null; Detail: string | null; DetectedAt: string }
interface AttemptRow {
  attempt_id: string; order_id: string; sale_unit: string; provider: ProviderId; method: string; amount_satang: number | string; status: AttemptStatus;
  provider_ref: string; created_at: string | Date; payment_state: PaymentState; order_status: OrderStatus; mismatches: MismatchJson[] | string;
}

/**
 * The reconciliation screen's rows: every gateway attempt of a day with our order's state and the
 * open mismatches the nightly run (or a re-query) found; re-query/settle one; run a day now.
 */
export async function reconcileAttemptRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  async function rows(tenantId: string, scope: string[] | null, where: { from?: Date; to?: Date; provider?: string; attemptId?: string }) {
    const list = await app.db.query<AttemptRow>(
      `SELECT a.attempt_id, a.order_id, a.sale_unit, a.provider, a.method, a.amount_satang, a.status, a.provider_ref, a.created_at, o.payment_state, o.status AS order_status,
              COALESCE((SELECT json_agg(json_build_object('Kind', m.kind, 'GatewayStatus', m.gateway_status, 'GatewayAmount', m.gateway_amount_satang, 'Detail', m.detail, 'DetectedAt', m.detected_at) ORDER BY m.kind)
                 FROM payment_mismatches m WHERE m.tenant_id = a.tenant_id AND m.attempt_id = a.attempt_id AND m.resolved_at IS NULL), '[]'::json) AS mismatches
         FROM payment_attempts a JOIN orders o ON o.tenant_id = a.tenant_id AND o.order_id = a.order_id
        WHERE a.tenant_id = $1 AND ($2::text[] IS NULL OR a.sale_unit = ANY($2::text[]))
          AND ($3::timestamptz IS NULL OR a.created_at >= $3) AND ($4::timestamptz IS NULL OR a.created_at < $4)
          AND ($5::text IS NULL OR a.provider = $5) AND ($6::text IS NULL OR a.attempt_id = $6)
        ORDER BY a.provider, a.seq`,
      [tenantId, scope, where.from ?? null, where.to ?? null, where.provider ?? null, where.attemptId ?? null],
    );
    return list.map((x) => ({
      AttemptId: x.attempt_id, OrderID: x.order_id, SaleUnit: x.sale_unit, Provider: x.provider, Method: x.method, Amount: Number(x.amount_satang) / 100,
      Status: x.status, ProviderRef: x.provider_ref, OrderStatus: x.order_status, OrderPaymentState: x.payment_state, CreatedAt: new Date(x.created_at).toISOString(),
      Mismatches: (typeof x.mismatches === 'string' ? JSON.parse(x.mismatches) as MismatchJson[] : x.mismatches).map((m) => ({
        Kind: m.Kind, GatewayStatus: m.GatewayStatus ?? null, GatewayAmount: m.GatewayAmount === null || m.GatewayAmount === undefined ? null : Number(m.GatewayAmount) / 100,
        Detail: m.Detail ?? null, DetectedAt: new Date(m.DetectedAt).toISOString(),
      })),
    }));
  }

  r.get('/api/payments/reconciliation/attempts', {
    onRequest: requireMerchant(),
    schema: {
      response: { 200: ReconcileAttemptsSchema }, tags: TAGS, security: SECURITY,
      querystring: Query({ date: DateParam, saleUnit: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })), provider: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) }),
      summary: 'Gateway payments of a Bangkok day (status, gateway reference, amount, our order\'s state) with open mismatches against the provider; the caller\'s centres',
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'merchant') throw forbidden();
    const { date, saleUnit, provider } = request.query;
    return { Date: date, Attempts: await rows(v.tenantId, centresOf(v, saleUnit), { ...bangkokDay(date), provider }) };
  });

  r.post('/api/payments/reconciliation/:attemptId/requery', {
    onRequest: requireMerchant(),
    schema: {
      response: { 200: ReconcileAttemptSchema }, tags: TAGS, security: SECURITY, params: Type.Object({ attemptId: Type.String({ pattern: '^PA[0-9A-F]{14}$' }) }, { additionalProperties: false }),
      summary: 'Ask the provider about one payment now, settle it from the answer (paid, declined) and record what still differs',
    },
  }, async (request) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'merchant') throw forbidden();
    const a = await loadAttempt(app.db, v.tenantId, request.params.attemptId);
    if (!a || !(v.superAdmin || v.centres.has(a.saleUnit))) throw notFound('Payment not found');
    await reconcileAttempt(app, a, { settle: true });
    return (await rows(v.tenantId, null, { attemptId: a.attemptId }))[0];
  });

  r.post('/api/payments/reconciliation/run', {
    onRequest: requireSuperAdmin,
    schema: { response: { 200: ReconcileRunSchema }, tags: TAGS, security: SECURITY, body: Body({ date: DateParam }), summary: 'Super admin: reconcile a whole day now (what the nightly job does)' },
  }, async (request) => {
    const v = await viewerOf(app, request);
    const res = await reconcileDay(app, v.tenantId, request.body.date);
    return { Date: request.body.date, Attempts: res.attempts, Mismatches: res.mismatches };
  });
}
