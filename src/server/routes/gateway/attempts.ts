import type { GatewayMethod } from '../../../domain/payment';
import type { Queryable } from '../../db/index';
import type { AttemptRef, ProviderId } from '../../providers/payment/types';

export type AttemptStatus = 'PENDING' | 'PAID' | 'DECLINED' | 'EXPIRED' | 'REFUND_DUE' | 'REFUNDED';

/** One try to pay an order through a gateway (table payment_attempts). */
export interface Attempt extends AttemptRef {
  tenantId: string;
  orderId: string;
  saleUnit: string;
  provider: ProviderId;
  status: AttemptStatus;
  redirectUrl: string | null;
  qrPayload: string | null;
  failure: string | null;
  refundRef: string | null;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
  refundedAt: Date | null;
}

const COLUMNS = `tenant_id, attempt_id, order_id, sale_unit, provider, method, amount_satang, currency, status, provider_ref, redirect_url,
  qr_payload, failure, refund_ref, created_at, expires_at, settled_at, refunded_at`;

const date = (v: unknown) => (v ? new Date(v as string) : null);

export function toAttempt(r: Record<string, unknown>): Attempt {
  return {
    tenantId: String(r.tenant_id), attemptId: String(r.attempt_id), orderId: String(r.order_id), saleUnit: String(r.sale_unit),
    provider: String(r.provider) as ProviderId, method: String(r.method) as GatewayMethod, amountSatang: Number(r.amount_satang),
    currency: String(r.currency), status: String(r.status) as AttemptStatus, providerRef: String(r.provider_ref ?? ''),
    redirectUrl: (r.redirect_url as string | null) ?? null, qrPayload: (r.qr_payload as string | null) ?? null,
    failure: (r.failure as string | null) ?? null, refundRef: (r.refund_ref as string | null) ?? null,
    createdAt: new Date(r.created_at as string), expiresAt: new Date(r.expires_at as string), settledAt: date(r.settled_at), refundedAt: date(r.refunded_at),
  };
}

export async function loadAttempt(q: Queryable, tenantId: string, attemptId: string, forUpdate = false): Promise<Attempt | null> {
  const [r] = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE tenant_id = $1 AND attempt_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [tenantId, attemptId],
  );
  return r ? toAttempt(r) : null;
}

export async function orderAttempts(q: Queryable, tenantId: string, orderId: string): Promise<Attempt[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE tenant_id = $1 AND order_id = $2 ORDER BY seq`, [tenantId, orderId],
  );
  return rows.map(toAttempt);
}

export async function recordPaymentEvent(q: Queryable, e: {
  tenantId: string; provider: string; eventKey: string | null; attemptId: string | null; source: 'notify' | 'query' | 'refund';
  outcome: 'settled' | 'declined' | 'duplicate' | 'refused' | 'pending' | 'expired' | 'refunded'; status?: string | null;
  amountSatang?: number | null; reason?: string | null; at: Date;
}): Promise<boolean> {
  const accepted = e.outcome === 'settled' || e.outcome === 'declined';
  const rows = await q.query(
    `INSERT INTO payment_events (tenant_id, provider, event_key, attempt_id, source, outcome, status, amount_satang, reason, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ${accepted ? "ON CONFLICT (tenant_id, provider, event_key) WHERE outcome IN ('settled', 'declined') DO NOTHING" : ''} RETURNING id`,
    [e.tenantId, e.provider, e.eventKey, e.attemptId, e.source, e.outcome, e.status ?? null, e.amountSatang ?? null, e.reason ?? null, e.at],
  );
  return rows.length > 0;
}

/** What the buyer and staff see of an attempt. */
export function attemptView(a: Attempt) {
  return {
    AttemptId: a.attemptId, Provider: a.provider, Method: a.method, Amount: a.amountSatang / 100, Currency: a.currency, Status: a.status,
    ProviderRef: a.providerRef, RedirectUrl: a.status === 'PENDING' ? a.redirectUrl : null, QrPayload: a.status === 'PENDING' ? a.qrPayload : null,
    Failure: a.failure, RefundRef: a.refundRef, CreatedAt: a.createdAt.toISOString(), ExpiresAt: a.expiresAt.toISOString(),
    SettledAt: a.settledAt?.toISOString() ?? null, RefundedAt: a.refundedAt?.toISOString() ?? null,
  };
}
