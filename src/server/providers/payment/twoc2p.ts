import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { GatewayMethod } from '../../../domain/payment';
import {
  NotificationRefused, satangToBaht, toSatang,
  type AttemptRef, type CreatePaymentInput, type CreatedPayment, type GatewayStatus, type IncomingNotification, type PaymentProvider,
  type PaymentReport, type RefundResult, RefundRefused,
} from './types';
import { MaintenanceEnvelope, paymentProcessXml, readProcessResponse, TWOC2P_MAINTENANCE_SANDBOX } from './twoc2p-maintenance';

/**
 * 2C2P Payment Gateway API v4.3, from its public documentation: every request and answer body is
 * `{"payload": "<JWT>"}`, the JWT signed HS256 with the merchant's secret key (jose signs and checks).
 * - Payment token: `POST /payment/4.3/paymentToken` {merchantID, invoiceNo, description, amount,
 *   currencyCode, paymentChannel, frontendReturnUrl, backendReturnUrl} → {webPaymentUrl, paymentToken, respCode '0000'}.
 * - Backend notification (backendReturnUrl): {payload: JWT} of {merchantID, invoiceNo, amount,
 *   currencyCode, tranRef, respCode ('0000' = approved), respDesc, transactionDateTime}.
 * - Inquiry: `POST /payment/4.3/paymentInquiry` {merchantID, invoiceNo} → the same fields.
 * Card variants: VI / MA → channel CC, EQ (instalment) → IPP. Amounts: baht with 2 decimals.
 * Refunds go through 2C2P's Payment Maintenance API (twoc2p-maintenance.ts: XML in JWE + JWS with
 * the merchant's RSA key); without that key configured the refund stays due and staff complete it
 * in the 2C2P merchant portal (docs/payments.md).
 */
export interface TwoC2POptions {
  merchantId: string;
  secretKey: string;
  apiBase?: string;
  /** Payment Maintenance API: its URL and the RSA keys it needs (refunds are manual without them). */
  maintenanceUrl?: string;
  privateKey?: string;
  publicCert?: string;
  fetch: typeof fetch;
  clock?: () => number;
}

export const TWOC2P_SANDBOX_API = 'https://sandbox-pgw.2c2p.com';

const CHANNELS: Partial<Record<GatewayMethod, string[]>> = { VI: ['CC'], MA: ['CC'], CREDIT_CARD: ['CC'], EQ: ['IPP'], QR: ['QR'], LINEPAY: ['DPAY'] };

const Result = Type.Object({
  merchantID: Type.String(),
  invoiceNo: Type.String({ minLength: 1 }),
  amount: Type.Union([Type.Number(), Type.String()]),
  currencyCode: Type.String(),
  respCode: Type.String(),
  respDesc: Type.Optional(Type.String()),
  tranRef: Type.Optional(Type.String()),
  transactionDateTime: Type.Optional(Type.String()),
});

/** respCode: 0000 approved; 0001/0003 pending (redirect, QR waiting); 4xxx declined by the bank; other = failed. */
function statusOf(code: string): GatewayStatus {
  if (code === '0000') return 'PAID';
  if (code === '0001' || code === '0003' || code === '2001') return 'PENDING';
  return 'DECLINED';
}

export class TwoC2PProvider implements PaymentProvider {
  readonly id = '2c2p' as const;
  private readonly base: string;
  private readonly key: Uint8Array;

  constructor(private readonly o: TwoC2POptions) {
    this.base = (o.apiBase || TWOC2P_SANDBOX_API).replace(/\/$/, '');
    this.key = new TextEncoder().encode(o.secretKey);
  }

  sign(payload: Record<string, unknown>): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  async decode(jwt: string): Promise<Record<string, unknown>> {
    try {
      const { payload } = await jwtVerify(jwt, this.key, { algorithms: ['HS256'] });
      return payload as Record<string, unknown>;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) throw new NotificationRefused(`bad JWT signature (${err.code})`);
      throw err;
    }
  }

  private async call(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const res = await this.o.fetch(`${this.base}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payload: await this.sign(payload) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`2C2P ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as { payload?: string; respCode?: string; respDesc?: string };
    // Errors come back unsigned: {respCode, respDesc}.
    if (!body.payload) throw new Error(`2C2P ${path}: ${body.respCode ?? '?'} ${body.respDesc ?? ''}`);
    return this.decode(body.payload);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const r = await this.call('/payment/4.3/paymentToken', {
      merchantID: this.o.merchantId, invoiceNo: input.attemptId, description: input.description.slice(0, 250),
      amount: Number(satangToBaht(input.amountSatang)), currencyCode: input.currency,
      paymentChannel: CHANNELS[input.method] ?? ['ALL'], frontendReturnUrl: input.returnUrl, backendReturnUrl: input.notifyUrl,
      paymentExpiry: input.expiresAt.toISOString().replace('T', ' ').slice(0, 19),
    });
    if (r.respCode !== '0000' || typeof r.webPaymentUrl !== 'string') throw new Error(`2C2P paymentToken: ${String(r.respCode)} ${String(r.respDesc ?? '')}`);
    return { providerRef: String(r.paymentToken), redirectUrl: r.webPaymentUrl };
  }

  private report(p: Record<string, unknown>): PaymentReport {
    if (!Value.Check(Result, p)) throw new NotificationRefused('payload does not match a 2C2P payment result');
    if (p.merchantID !== this.o.merchantId) throw new NotificationRefused('payload is for another merchant', p.invoiceNo);
    const status = statusOf(p.respCode);
    return {
      eventKey: `${p.invoiceNo}:${p.tranRef ?? ''}:${status}`, attemptId: p.invoiceNo, providerRef: p.tranRef ?? p.invoiceNo, status,
      amountSatang: toSatang(p.amount), currency: p.currencyCode, reason: status === 'DECLINED' ? `${p.respCode} ${p.respDesc ?? ''}`.trim() : undefined,
    };
  }

  async verifyNotification(n: IncomingNotification): Promise<PaymentReport> {
    let body: unknown;
    try { body = JSON.parse(n.rawBody); } catch { throw new NotificationRefused('body is not JSON'); }
    const jwt = (body as { payload?: unknown } | null)?.payload;
    if (typeof jwt !== 'string') throw new NotificationRefused('no payload');
    return this.report(await this.decode(jwt));
  }

  async queryStatus(a: AttemptRef): Promise<PaymentReport> {
    return this.report(await this.call('/payment/4.3/paymentInquiry', { merchantID: this.o.merchantId, invoiceNo: a.attemptId, locale: 'en' }));
  }

  async refund(a: AttemptRef, amountSatang: number, refundKey: string): Promise<RefundResult> {
    if (!this.o.privateKey || !this.o.publicCert) return { refundRef: `manual:${a.attemptId}`, done: false };
    const envelope = new MaintenanceEnvelope({ privateKeyPem: this.o.privateKey, twoC2PKeyPem: this.o.publicCert });
    const xml = paymentProcessXml({
      version: '4.3', timeStamp: maintenanceStamp(new Date(this.o.clock?.() ?? Date.now())), merchantID: this.o.merchantId, invoiceNo: a.attemptId,
      actionAmount: satangToBaht(amountSatang), processType: 'R', idempotencyID: refundKey.slice(0, 100),
    });
    const res = await this.o.fetch(this.o.maintenanceUrl || TWOC2P_MAINTENANCE_SANDBOX, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: await envelope.seal(xml) });
    const text = await res.text();
    if (!res.ok) throw new Error(`2C2P refund answered ${res.status}`);
    const r = readProcessResponse(await envelope.open(text));
    if (r.merchantID && r.merchantID !== this.o.merchantId) throw new Error('2C2P refund answer is for another merchant');
    if (r.respCode !== '00') throw new RefundRefused(`2C2P refund refused: ${r.respCode ?? '?'} ${r.respDesc ?? ''}`.trim());
    // Wallets refund asynchronously: accepted now, finished later (kept due until staff confirm).
    const pending = /PENDING|^RP$/i.test(r.status ?? '');
    return { refundRef: r.refundReferenceNo || r.referenceNo || `${a.attemptId}:${refundKey}`, done: !pending };
  }
}

/** 2C2P maintenance timestamps: ddMMyyHHmmss. */
function maintenanceStamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}${p(d.getUTCMonth() + 1)}${String(d.getUTCFullYear()).slice(-2)}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}
