import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { sameSignature, sha256Hex } from './hmac';
import {
  NotificationRefused, PaymentNotFound, satangToBaht, toSatang,
  type AttemptRef, type CreatePaymentInput, type CreatedPayment, type GatewayStatus, type IncomingNotification, type PaymentProvider,
  type PaymentReport, type RefundResult,
} from './types';

/**
 * KASIKORNBANK K-Payment Gateway (KPGW), from its public merchant integration guide:
 * - Card: the buyer's card is tokenised in the browser by KPay.js (our hosted page), the server
 *   creates a charge `POST /card/v2/charge` with header `x-api-key: <secret key>` and sends the
 *   buyer to the 3-D Secure `redirect_url` of the answer.
 * - Thai QR: `POST /qr/v2/order` creates an order, `POST /qr/v2/qr` returns the EMVCo payload.
 * - Notify URL: KBank posts the charge as JSON with `checksum` = SHA-256 of
 *   id + amount (2 decimals) + currency + status + transaction_state + secret key.
 * - Inquiry `GET /card/v2/charge/{id}` (`/qr/v2/qr/{id}` for QR), refund `POST /card/v2/charge/{id}/refund`.
 * Amounts are baht with 2 decimals on the wire (we keep satang), currency THB.
 */
export interface KBankOptions {
  secretKey: string;
  publicKey?: string;
  mid?: string;
  apiBase?: string;
  /** Where KPay.js is served from (default: the API base without "-services"). */
  uiBase?: string;
  fetch: typeof fetch;
}

export const KBANK_SANDBOX_API = 'https://dev-kpaymentgateway-services.kasikornbank.com';

const KBankCharge = Type.Object({
  id: Type.String({ minLength: 1 }),
  object: Type.Optional(Type.String()),
  amount: Type.Union([Type.Number(), Type.String()]),
  currency: Type.String(),
  status: Type.String(),
  transaction_state: Type.Optional(Type.String()),
  reference_order: Type.Optional(Type.String()),
  checksum: Type.Optional(Type.String()),
  failure_code: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  failure_message: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  redirect_url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** KBank's checksum over a charge (notify URL bodies and inquiry answers). */
export function kbankChecksum(c: { id: string; amount: number | string; currency: string; status: string; transaction_state?: string }, secretKey: string): string {
  return sha256Hex(`${c.id}${Number(c.amount).toFixed(4)}${c.currency}${c.status}${c.transaction_state ?? ''}${secretKey}`);
}

/** KBank's charge → our report: success + Authorized/Settled = paid; fail = declined; else pending. */
function statusOf(c: { status: string; transaction_state?: string }): GatewayStatus {
  const state = (c.transaction_state ?? '').toLowerCase();
  if (c.status === 'success' && ['authorized', 'settled', 'pre-authorized'].includes(state)) return 'PAID';
  if (c.status === 'fail' || state === 'declined' || state === 'voided') return 'DECLINED';
  return 'PENDING';
}

export class KBankProvider implements PaymentProvider {
  readonly id = 'kbank' as const;
  private readonly base: string;

  constructor(private readonly o: KBankOptions) {
    this.base = (o.apiBase || KBANK_SANDBOX_API).replace(/\/$/, '');
  }

  /** The KPay.js embed of the card page: script URL and its data attributes (public key only). */
  cardForm(a: { amountSatang: number; currency: string; attemptId: string; shopName: string }): { script: string; attributes: Record<string, string> } {
    const ui = (this.o.uiBase || this.base.replace('-services.', '.')).replace(/\/$/, '');
    return {
      script: `${ui}/ui/v2/kpayment.min.js`,
      attributes: {
        'data-apikey': this.o.publicKey ?? '', 'data-amount': satangToBaht(a.amountSatang), 'data-currency': a.currency,
        'data-payment-methods': 'card', 'data-name': a.shopName, ...(this.o.mid ? { 'data-mid': this.o.mid } : {}),
      },
    };
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await this.o.fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-api-key': this.o.secretKey },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (res.status === 404 && method === 'GET') throw new PaymentNotFound(`KBank ${path}: not found`);
    if (!res.ok) throw new Error(`KBank ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (input.method === 'QR') {
      const order = await this.call('POST', '/qr/v2/order', {
        amount: Number(satangToBaht(input.amountSatang)), currency: input.currency, description: input.description,
        source_type: 'qr', reference_order: input.attemptId,
      });
      const qr = await this.call('POST', '/qr/v2/qr', { order_id: order.id });
      return { providerRef: String(qr.id ?? order.id), qrPayload: String(qr.qr_code ?? '') };
    }
    // Cards: the hosted page (KPay.js) collects the card and posts its one-time token to chargeWithToken.
    return { providerRef: '', redirectUrl: `/api/payments/kbank/pay/${encodeURIComponent(input.tenantId)}/${encodeURIComponent(input.attemptId)}` };
  }

  /** After KPay.js tokenised the card: create the charge; the answer's redirect_url is the 3-D Secure page. */
  async chargeWithToken(input: { attemptId: string; token: string; amountSatang: number; currency: string; description: string }): Promise<{ chargeId: string; redirectUrl: string | null; report: PaymentReport }> {
    const c = await this.call('POST', '/card/v2/charge', {
      amount: Number(satangToBaht(input.amountSatang)), currency: input.currency, description: input.description, source_type: 'card',
      mode: 'token', token: input.token, reference_order: input.attemptId, ...(this.o.mid ? { additional_data: { mid: this.o.mid } } : {}),
    });
    const report = this.reportOf(c, input.attemptId);
    return { chargeId: report.providerRef, redirectUrl: typeof c.redirect_url === 'string' ? c.redirect_url : null, report };
  }

  private reportOf(raw: unknown, attemptId?: string): PaymentReport {
    if (!Value.Check(KBankCharge, raw)) throw new NotificationRefused('body does not match a KBank charge');
    const status = statusOf(raw);
    return {
      eventKey: `${raw.id}:${status}`, attemptId: raw.reference_order ?? attemptId ?? '', providerRef: raw.id, status,
      amountSatang: toSatang(raw.amount), currency: raw.currency, reason: raw.failure_message ?? undefined,
    };
  }

  async verifyNotification(n: IncomingNotification): Promise<PaymentReport> {
    let body: unknown;
    try { body = JSON.parse(n.rawBody); } catch { throw new NotificationRefused('body is not JSON'); }
    if (!Value.Check(KBankCharge, body)) throw new NotificationRefused('body does not match a KBank charge');
    if (!body.checksum || !sameSignature(kbankChecksum(body, this.o.secretKey), body.checksum)) throw new NotificationRefused('bad checksum', body.reference_order ?? null);
    // KBank's notify carries no timestamp: a replay is recognised by its charge id + status (the
    // event key), which settles once; the amount is checked against the attempt.
    return this.reportOf(body);
  }

  async queryStatus(a: AttemptRef): Promise<PaymentReport> {
    const path = a.method === 'QR' ? `/qr/v2/qr/${encodeURIComponent(a.providerRef)}` : `/card/v2/charge/${encodeURIComponent(a.providerRef)}`;
    return this.reportOf(await this.call('GET', path), a.attemptId);
  }

  async refund(a: AttemptRef, amountSatang: number, _refundKey: string): Promise<RefundResult> {
    const r = await this.call('POST', `/card/v2/charge/${encodeURIComponent(a.providerRef)}/refund`, { amount: Number(satangToBaht(amountSatang)), currency: a.currency });
    const state = String(r.transaction_state ?? r.status ?? '');
    return { refundRef: String(r.id ?? a.providerRef), done: r.status === 'success' || /refund/i.test(state) };
  }
}
