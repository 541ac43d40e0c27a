import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Queryable } from '../../db/index';
import { hmacHex, header, sameSignature } from './hmac';
import {
  NOTIFICATION_TOLERANCE_MS, NotificationRefused,
  type AttemptRef, type CreatePaymentInput, type CreatedPayment, type GatewayStatus, type IncomingNotification, type PaymentProvider,
  type PaymentReport, type RefundResult, PaymentNotFound, RefundRefused,
} from './types';

/**
 * The local sandbox gateway: runs inside this server with no internet, for `npm start`, tests and
 * the browser tests. It keeps its own books (table payment_sandbox_charges), serves a hosted
 * payment page (approve / decline / abandon; routes/gateway/sandbox-page.ts) and posts signed
 * server-to-server notifications through the job queue (delayed and duplicated on request).
 *
 * Signature: header `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * keyed by the centre's sandbox secret. Older than 5 minutes = a replay, refused.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const SandboxNotice = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 120 }),
  attemptId: Type.String({ minLength: 1, maxLength: 60 }),
  chargeId: Type.String({ minLength: 1, maxLength: 60 }),
  status: Type.Union([Type.Literal('PAID'), Type.Literal('DECLINED')]),
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
}, { additionalProperties: false });
export type SandboxNotice = Static<typeof SandboxNotice>;

export interface SandboxCharge {
  tenantId: string;
  chargeId: string;
  attemptId: string;
  amountSatang: number;
  currency: string;
  status: 'PENDING' | 'PAID' | 'DECLINED' | 'REFUNDED';
  method: string;
  returnUrl: string;
  notifyUrl: string;
}

export function signSandbox(secret: string, rawBody: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacHex(secret, `${unixSeconds}.${rawBody}`)}`;
}

export async function loadSandboxCharge(q: Queryable, tenantId: string, chargeId: string, forUpdate = false): Promise<SandboxCharge | null> {
  const [r] = await q.query<Record<string, unknown>>(
    `SELECT tenant_id, charge_id, attempt_id, amount_satang, currency, status, method, return_url, notify_url
       FROM payment_sandbox_charges WHERE tenant_id = $1 AND charge_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenantId, chargeId],
  );
  if (!r) return null;
  return {
    tenantId: String(r.tenant_id), chargeId: String(r.charge_id), attemptId: String(r.attempt_id), amountSatang: Number(r.amount_satang),
    currency: String(r.currency), status: String(r.status) as SandboxCharge['status'], method: String(r.method),
    returnUrl: String(r.return_url), notifyUrl: String(r.notify_url),
  };
}

/** The notification body the sandbox sends for a charge's outcome (same event id every time it is sent). */
export function sandboxNotice(c: SandboxCharge, status: 'PAID' | 'DECLINED'): SandboxNotice {
  return {
    eventId: `${c.chargeId}:${status}`, attemptId: c.attemptId, chargeId: c.chargeId, status, amount: c.amountSatang, currency: c.currency,
    ...(status === 'DECLINED' ? { reason: 'Card declined by the sandbox' } : {}),
  };
}

export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox' as const;

  constructor(
    private readonly db: Queryable,
    private readonly tenantId: string,
    readonly secret: string,
    private readonly clock: () => number,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const chargeId = `sbx_${randomBytes(12).toString('hex')}`;
    const now = new Date(this.clock());
    await this.db.query(
      `INSERT INTO payment_sandbox_charges (tenant_id, charge_id, attempt_id, amount_satang, currency, status, method, return_url, notify_url, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8, $9, $9)`,
      [this.tenantId, chargeId, input.attemptId, input.amountSatang, input.currency, input.method, input.returnUrl, input.notifyUrl, now],
    );
    return { providerRef: chargeId, redirectUrl: `/api/payments/sandbox/pay/${encodeURIComponent(this.tenantId)}/${chargeId}` };
  }

  async verifyNotification(n: IncomingNotification, now: Date): Promise<PaymentReport> {
    let body: unknown;
    try { body = JSON.parse(n.rawBody); } catch { body = null; }
    // Which attempt the sender claims (unverified): only to file the refusal with that payment for staff.
    const claimed = typeof (body as { attemptId?: unknown } | null)?.attemptId === 'string' ? String((body as { attemptId: string }).attemptId).slice(0, 60) : null;
    const sig = header(n.headers, SANDBOX_SIGNATURE_HEADER);
    const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(sig);
    if (!m) throw new NotificationRefused('missing or malformed signature', claimed);
    const t = Number(m[1]);
    if (!sameSignature(hmacHex(this.secret, `${t}.${n.rawBody}`), m[2])) throw new NotificationRefused('bad signature', claimed);
    if (Math.abs(now.getTime() - t * 1000) > NOTIFICATION_TOLERANCE_MS) throw new NotificationRefused('stale timestamp (replayed notification)', claimed);
    if (body === null) throw new NotificationRefused('body is not JSON');
    if (!Value.Check(SandboxNotice, body)) throw new NotificationRefused('body does not match the notification schema', claimed);
    return {
      eventKey: body.eventId, attemptId: body.attemptId, providerRef: body.chargeId, status: body.status,
      amountSatang: body.amount, currency: body.currency, reason: body.reason,
    };
  }

  async queryStatus(a: AttemptRef): Promise<PaymentReport> {
    const c = await loadSandboxCharge(this.db, this.tenantId, a.providerRef);
    if (!c) throw new PaymentNotFound(`sandbox charge ${a.providerRef} not found`);
    const status: GatewayStatus = c.status === 'PENDING' ? 'PENDING' : c.status === 'DECLINED' ? 'DECLINED' : 'PAID';
    return { eventKey: `${c.chargeId}:${status}`, attemptId: c.attemptId, providerRef: c.chargeId, status, amountSatang: c.amountSatang, currency: c.currency };
  }

  async refund(a: AttemptRef, amountSatang: number, refundKey: string): Promise<RefundResult> {
    const now = new Date(this.clock());
    const ref = `${a.providerRef}:refund:${refundKey}`;
    // Like an acquirer that takes an idempotency id: the same key again is the same refund, and
    // refunds add up, never past what the charge captured. One statement: the charge row's lock
    // orders parallel refunds (our own reservation already keeps one key from running twice).
    const rows = await this.db.query(
      `WITH charged AS (
         UPDATE payment_sandbox_charges
            SET refunded_satang = refunded_satang + $3, updated_at = $4,
                status = CASE WHEN refunded_satang + $3 = amount_satang THEN 'REFUNDED' ELSE status END
          WHERE tenant_id = $1 AND charge_id = $2 AND status = 'PAID' AND refunded_satang + $3 <= amount_satang
            AND NOT EXISTS (SELECT 1 FROM payment_sandbox_refunds WHERE tenant_id = $1 AND refund_key = $5) RETURNING charge_id)
       INSERT INTO payment_sandbox_refunds (tenant_id, refund_key, charge_id, amount_satang, created_at)
       SELECT $1, $5, charge_id, $3, $4 FROM charged RETURNING refund_key`,
      [this.tenantId, a.providerRef, amountSatang, now, refundKey],
    );
    if (rows.length) return { refundRef: ref, done: true };
    const [known] = await this.db.query<{ amount_satang: string | number }>('SELECT amount_satang FROM payment_sandbox_refunds WHERE tenant_id = $1 AND refund_key = $2', [this.tenantId, refundKey]);
    if (known && Number(known.amount_satang) === amountSatang) return { refundRef: ref, done: true };
    throw new RefundRefused(`sandbox charge ${a.providerRef} cannot be refunded ${amountSatang} satang`);
  }

  async refundStatus(a: AttemptRef, refundKey: string): Promise<RefundResult | null> {
    const [r] = await this.db.query('SELECT 1 FROM payment_sandbox_refunds WHERE tenant_id = $1 AND refund_key = $2 AND charge_id = $3', [this.tenantId, refundKey, a.providerRef]);
    return r ? { refundRef: `${a.providerRef}:refund:${refundKey}`, done: true } : null;
  }
}
