import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireMerchant } from '../../auth/guards';
import type { ProviderId } from '../../providers/payment/types';
import { forbidden } from '../../errors';
import { Query } from '../schemas';
import { viewerOf } from '../orders/access';
import { bangkokDay } from './reconcile';
import { ReconciliationSchema } from './responses';
import { reconcileAttemptRoutes } from './reconcile-routes';

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // Quote, and defuse spreadsheet formulas.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Daily reconciliation per provider (a Bangkok calendar day): attempts started that day, what we
 * expected to be paid (attempts that ended paid), what providers notified as paid, refunds, and
 * what is still pending, declined, expired; refused notifications counted. CSV lists the attempts.
 */
export async function reconciliationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  await reconcileAttemptRoutes(app);
  r.get('/api/payments/reconciliation', {
    onRequest: requireMerchant(),
    schema: {
      response: {
        200: {
          description: 'The day\'s totals per provider as JSON; with format=csv every attempt as a CSV download instead',
          content: { 'application/json': { schema: ReconciliationSchema }, 'text/csv': { schema: Type.String({ description: 'UTF-8 with BOM, one attempt a row' }) } },
        },
      },
      tags: ['payments'], security: [{ bearer: [] }],
      summary: 'Daily gateway reconciliation per provider (paid, refunded, expected vs notified) for the caller\'s centres; format=csv lists every attempt',
      querystring: Query({
        date: Type.String({ format: 'date', description: 'Bangkok calendar day, YYYY-MM-DD' }),
        saleUnit: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
      }),
    },
  }, async (request, reply) => {
    const v = await viewerOf(app, request);
    if (v.kind !== 'merchant') throw forbidden();
    const { date, saleUnit, format } = request.query;
    const { from, to } = bangkokDay(date);
    const scope = centresOf(v, saleUnit);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT a.attempt_id, a.order_id, a.sale_unit, a.provider, a.method, a.amount_satang, a.status, a.provider_ref, a.refund_ref, a.created_at, a.settled_at, a.refunded_at,
              COALESCE((SELECT sum(e.amount_satang) FROM payment_events e WHERE e.tenant_id = a.tenant_id AND e.attempt_id = a.attempt_id AND e.outcome = 'settled'), 0) AS notified,
              (SELECT count(*) FROM payment_events e WHERE e.tenant_id = a.tenant_id AND e.attempt_id = a.attempt_id AND e.outcome = 'refused') AS refused,
              (SELECT string_agg(m.kind, ' ' ORDER BY m.kind) FROM payment_mismatches m WHERE m.tenant_id = a.tenant_id AND m.attempt_id = a.attempt_id AND m.resolved_at IS NULL) AS mismatches
         FROM payment_attempts a
        WHERE a.tenant_id = $1 AND a.created_at >= $2 AND a.created_at < $3 AND ($4::text[] IS NULL OR a.sale_unit = ANY($4::text[]))
        ORDER BY a.provider, a.seq`,
      [v.tenantId, from, to, scope],
    );
    if (format === 'csv') {
      const head = ['Provider', 'AttemptId', 'OrderID', 'SaleUnit', 'Method', 'Amount', 'Status', 'ProviderRef', 'Notified', 'RefusedNotifications', 'RefundRef', 'CreatedAt', 'SettledAt', 'RefundedAt', 'Mismatches'];
      const lines = rows.map((x) => [x.provider, x.attempt_id, x.order_id, x.sale_unit, x.method, (Number(x.amount_satang) / 100).toFixed(2), x.status, x.provider_ref,
        (Number(x.notified) / 100).toFixed(2), Number(x.refused), x.refund_ref, iso(x.created_at), iso(x.settled_at), iso(x.refunded_at), x.mismatches ?? ''].map(csvCell).join(','));
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="payments-${date}.csv"`);
      return `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`;
    }
    const byProvider = new Map<string, { Provider: ProviderId; Attempts: number; Mismatches: number; Paid: number; PaidAmount: number; Expected: number; Notified: number; Refunded: number; RefundDue: number; Pending: number; Declined: number; Expired: number; RefusedNotifications: number; Difference: number }>();
    for (const x of rows) {
      const p = String(x.provider) as ProviderId;
      const s = byProvider.get(p) ?? { Provider: p, Attempts: 0, Mismatches: 0, Paid: 0, PaidAmount: 0, Expected: 0, Notified: 0, Refunded: 0, RefundDue: 0, Pending: 0, Declined: 0, Expired: 0, RefusedNotifications: 0, Difference: 0 };
      const amount = Number(x.amount_satang);
      s.Attempts += 1;
      if (x.mismatches) s.Mismatches += 1;
      if (['PAID', 'REFUND_DUE', 'REFUNDED'].includes(String(x.status))) { s.Paid += 1; s.PaidAmount += amount; s.Expected += amount; }
      if (x.status === 'REFUNDED') s.Refunded += amount;
      if (x.status === 'REFUND_DUE') s.RefundDue += amount;
      if (x.status === 'PENDING') s.Pending += 1;
      if (x.status === 'DECLINED') s.Declined += 1;
      if (x.status === 'EXPIRED') s.Expired += 1;
      s.Notified += Number(x.notified);
      s.RefusedNotifications += Number(x.refused);
      byProvider.set(p, s);
    }
    const baht = (n: number) => n / 100;
    return {
      Date: date,
      Providers: [...byProvider.values()].map((s) => ({
        ...s, PaidAmount: baht(s.PaidAmount), Expected: baht(s.Expected), Notified: baht(s.Notified), Refunded: baht(s.Refunded), RefundDue: baht(s.RefundDue),
        Difference: baht(s.Expected - s.Notified),
      })),
    };
  });
}

/** The centres a staff member reconciles: the one asked for (theirs), all of theirs, or all (null) for a super admin. */
export function centresOf(v: { superAdmin: boolean; centres: Iterable<string> }, saleUnit?: string): string[] | null {
  const centres = v.superAdmin ? null : [...v.centres];
  if (saleUnit && centres && !centres.includes(saleUnit)) throw forbidden('This distribution center is not yours');
  return saleUnit ? [saleUnit] : centres;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : '');
