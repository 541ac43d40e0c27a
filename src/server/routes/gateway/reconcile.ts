import type { FastifyInstance } from 'fastify';
import { PaymentNotFound } from '../../providers/payment/types';
import { loadOrder } from '../orders/model';
import { loadAttempt, type Attempt } from './attempts';
import { settleReport } from './settle';

export type MismatchKind = 'PAID_AT_GATEWAY_UNPAID' | 'UNPAID_AT_GATEWAY' | 'AMOUNT_MISMATCH' | 'QUERY_FAILED';

/** A Bangkok calendar day as [from, to). */
export function bangkokDay(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+07:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/** Yesterday in Bangkok, YYYY-MM-DD, for the nightly run. */
export function bangkokYesterday(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

const captured = (s: string) => s === 'PAID' || s === 'REFUND_DUE' || s === 'REFUNDED';

/**
 * Asks the provider where one attempt stands and compares with our books: paid at the gateway but
 * not here (or the order unpaid), paid here but not at the gateway, or another amount. Open
 * mismatches of the attempt are replaced by what this run finds (none = resolved).
 */
export async function reconcileAttempt(app: FastifyInstance, a: Attempt, opts: { settle?: boolean } = {}): Promise<MismatchKind[]> {
  const now = new Date(app.clock());
  const found: { kind: MismatchKind; gatewayStatus: string | null; gatewayAmount: number | null; detail: string }[] = [];
  let attempt = a;
  if (a.providerRef) {
    try {
      const provider = await app.payments.providerFor(app.db, a.tenantId, a.saleUnit, a.provider);
      const report = await provider.queryStatus(a);
      if (opts.settle && report.status !== 'PENDING') {
        await settleReport(app, { tenantId: a.tenantId, provider: a.provider, report: { ...report, attemptId: a.attemptId }, source: 'query' });
        attempt = (await loadAttempt(app.db, a.tenantId, a.attemptId)) ?? a;
      }
      const order = await loadOrder(app.db, a.tenantId, a.orderId);
      const orderPaid = Boolean(order && ['PAID', 'REFUND_DUE', 'REFUNDED'].includes(order.paymentState));
      if (report.status === 'PAID' && (!captured(attempt.status) || (attempt.status === 'PAID' && !orderPaid))) {
        found.push({ kind: 'PAID_AT_GATEWAY_UNPAID', gatewayStatus: report.status, gatewayAmount: report.amountSatang, detail: `gateway PAID, attempt ${attempt.status}, order ${order?.paymentState ?? '?'}` });
      }
      if (report.status !== 'PAID' && captured(attempt.status)) {
        found.push({ kind: 'UNPAID_AT_GATEWAY', gatewayStatus: report.status, gatewayAmount: report.amountSatang, detail: `gateway ${report.status}, attempt ${attempt.status}` });
      }
      if (report.status === 'PAID' && report.amountSatang !== attempt.amountSatang) {
        found.push({ kind: 'AMOUNT_MISMATCH', gatewayStatus: report.status, gatewayAmount: report.amountSatang, detail: `gateway ${report.amountSatang} ≠ ours ${attempt.amountSatang} satang` });
      }
    } catch (err) {
      if (!(err instanceof PaymentNotFound && !captured(a.status))) {
        found.push({ kind: err instanceof PaymentNotFound ? 'UNPAID_AT_GATEWAY' : 'QUERY_FAILED', gatewayStatus: null, gatewayAmount: null, detail: err instanceof Error ? err.message.slice(0, 300) : 'query failed' });
      }
    }
  }
  const day = new Date(attempt.createdAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  await app.db.transaction(async (tx) => {
    await tx.query('UPDATE payment_mismatches SET resolved_at = $3 WHERE tenant_id = $1 AND attempt_id = $2 AND resolved_at IS NULL AND NOT (kind = ANY($4::text[]))',
      [a.tenantId, a.attemptId, now, found.map((x) => x.kind)]);
    for (const m of found) {
      await tx.query(
        `INSERT INTO payment_mismatches (tenant_id, attempt_id, kind, order_id, sale_unit, provider, day, our_status, gateway_status, our_amount_satang, gateway_amount_satang, detail, detected_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (tenant_id, attempt_id, kind) DO UPDATE SET our_status = EXCLUDED.our_status, gateway_status = EXCLUDED.gateway_status,
           gateway_amount_satang = EXCLUDED.gateway_amount_satang, detail = EXCLUDED.detail, detected_at = EXCLUDED.detected_at, resolved_at = NULL`,
        [a.tenantId, a.attemptId, m.kind, attempt.orderId, attempt.saleUnit, attempt.provider, day, attempt.status, m.gatewayStatus, attempt.amountSatang, m.gatewayAmount, m.detail, now],
      );
    }
  });
  return found.map((x) => x.kind);
}

/** Every attempt of a tenant's Bangkok day, one by one (the nightly job and "run now"). */
export async function reconcileDay(app: FastifyInstance, tenantId: string, date: string): Promise<{ attempts: number; mismatches: number }> {
  const { from, to } = bangkokDay(date);
  const ids = await app.db.query<{ attempt_id: string }>(
    'SELECT attempt_id FROM payment_attempts WHERE tenant_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY seq', [tenantId, from, to],
  );
  let mismatches = 0;
  for (const { attempt_id } of ids) {
    const a = await loadAttempt(app.db, tenantId, attempt_id);
    if (a) mismatches += (await reconcileAttempt(app, a)).length;
  }
  return { attempts: ids.length, mismatches };
}
