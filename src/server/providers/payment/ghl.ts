import type { GatewayMethod } from '../../../domain/payment';
import { sameSignature, sha256Hex } from './hmac';
import {
  NotificationRefused, satangToBaht, toSatang,
  type AttemptRef, type CreatePaymentInput, type CreatedPayment, type GatewayStatus, type IncomingNotification, type PaymentProvider,
  type PaymentReport, type RefundResult,
} from './types';

/**
 * GHL e-payment (eGHL), from its public merchant integration guide:
 * - Sale: the buyer's browser posts a form to `Payment.aspx` (TransactionType=SALE, PymtMethod,
 *   ServiceID, PaymentID, OrderNumber, PaymentDesc, MerchantReturnURL, MerchantCallBackURL, Amount
 *   "0.00", CurrencyCode THB, CustIP, CustName, CustEmail, CustPhone, PageTimeout, HashValue) where
 *   HashValue = SHA-256(Password + ServiceID + PaymentID + MerchantReturnURL + MerchantCallBackURL +
 *   Amount + CurrencyCode + CustIP + PageTimeout). We serve that auto-submitting form ourselves.
 * - Callback (server-to-server, form-urlencoded): TxnStatus (0 paid, 1 failed, 2 pending), TxnID,
 *   PaymentID, Amount, CurrencyCode, AuthCode, OrderNumber, HashValue2 = SHA-256(Password + TxnID +
 *   ServiceID + PaymentID + TxnStatus + Amount + CurrencyCode + AuthCode + OrderNumber). The merchant
 *   answers "OK".
 * - Query / refund: TransactionType=QUERY / REFUND to `API.aspx`, HashValue = SHA-256(Password +
 *   ServiceID + PaymentID + Amount + CurrencyCode); the answer is form-encoded like the callback.
 */
export interface GhlOptions {
  serviceId: string;
  password: string;
  apiBase?: string;
  fetch: typeof fetch;
  clock: () => number;
}

export const GHL_SANDBOX_API = 'https://test2pay.ghl.com/IPGSG';

/** PymtMethod per method: cards, and e-wallets / QR (WA). */
const PYMT_METHOD: Partial<Record<GatewayMethod, string>> = {
  CREDIT_CARD: 'CC', VI: 'CC', MA: 'CC', GHL_QRCS: 'CC', GHL_THAIQR: 'WA', GHL_ALIPAY: 'WA', GHL_RABBITLINEPAY: 'WA', GHL_WECHATPAY: 'WA',
};

const PAGE_TIMEOUT_S = 780;

export function ghlRequestHash(password: string, f: Record<string, string>): string {
  return sha256Hex(`${password}${f.ServiceID}${f.PaymentID}${f.MerchantReturnURL}${f.MerchantCallBackURL}${f.Amount}${f.CurrencyCode}${f.CustIP}${f.PageTimeout}`);
}

export function ghlResponseHash(password: string, f: Record<string, string>): string {
  return sha256Hex(`${password}${f.TxnID ?? ''}${f.ServiceID ?? ''}${f.PaymentID ?? ''}${f.TxnStatus ?? ''}${f.Amount ?? ''}${f.CurrencyCode ?? ''}${f.AuthCode ?? ''}${f.OrderNumber ?? ''}`);
}

function statusOf(txnStatus: string): GatewayStatus {
  if (txnStatus === '0') return 'PAID';
  if (txnStatus === '1') return 'DECLINED';
  return 'PENDING';
}

export class GhlProvider implements PaymentProvider {
  readonly id = 'ghl' as const;
  private readonly base: string;

  constructor(private readonly o: GhlOptions) {
    this.base = (o.apiBase || GHL_SANDBOX_API).replace(/\/$/, '');
  }

  /** The fields of the SALE form the buyer's browser posts to GHL (signed). */
  saleForm(input: CreatePaymentInput): { action: string; fields: Record<string, string> } {
    const f: Record<string, string> = {
      TransactionType: 'SALE', PymtMethod: PYMT_METHOD[input.method] ?? 'ANY', ServiceID: this.o.serviceId, PaymentID: input.attemptId,
      OrderNumber: input.orderId, PaymentDesc: input.description.slice(0, 100), MerchantReturnURL: input.returnUrl,
      MerchantCallBackURL: input.notifyUrl, Amount: satangToBaht(input.amountSatang), CurrencyCode: input.currency,
      CustIP: input.customer.ip ?? '', CustName: input.customer.name.slice(0, 50), CustEmail: input.customer.email ?? '',
      CustPhone: input.customer.mobile ?? '', PageTimeout: String(PAGE_TIMEOUT_S), LanguageCode: 'TH',
    };
    f.HashValue = ghlRequestHash(this.o.password, f);
    return { action: `${this.base}/Payment.aspx`, fields: f };
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    // Our page renders saleForm() and submits it (GHL takes a browser form post, not an API call).
    return { providerRef: input.attemptId, redirectUrl: `/api/payments/ghl/pay/${encodeURIComponent(input.tenantId)}/${encodeURIComponent(input.attemptId)}` };
  }

  private report(f: Record<string, string>): PaymentReport {
    for (const k of ['TxnStatus', 'PaymentID', 'Amount', 'CurrencyCode', 'HashValue2']) {
      if (!f[k]) throw new NotificationRefused(`${k} is missing`);
    }
    if (f.ServiceID && f.ServiceID !== this.o.serviceId) throw new NotificationRefused('callback is for another ServiceID', f.PaymentID);
    if (!sameSignature(ghlResponseHash(this.o.password, { ...f, ServiceID: this.o.serviceId }), f.HashValue2)) throw new NotificationRefused('bad HashValue2', f.PaymentID);
    const status = statusOf(f.TxnStatus);
    return {
      eventKey: `${f.PaymentID}:${f.TxnID ?? ''}:${status}`, attemptId: f.PaymentID, providerRef: f.TxnID || f.PaymentID, status,
      amountSatang: toSatang(f.Amount), currency: f.CurrencyCode, reason: status === 'DECLINED' ? f.TxnMessage || 'Declined' : undefined,
    };
  }

  async verifyNotification(n: IncomingNotification): Promise<PaymentReport> {
    return this.report(Object.fromEntries(new URLSearchParams(n.rawBody)));
  }

  private async api(type: 'QUERY' | 'REFUND', a: AttemptRef, amountSatang: number): Promise<Record<string, string>> {
    const f: Record<string, string> = {
      TransactionType: type, PymtMethod: PYMT_METHOD[a.method] ?? 'ANY', ServiceID: this.o.serviceId, PaymentID: a.attemptId,
      Amount: satangToBaht(amountSatang), CurrencyCode: a.currency,
    };
    f.HashValue = sha256Hex(`${this.o.password}${f.ServiceID}${f.PaymentID}${f.Amount}${f.CurrencyCode}`);
    const res = await this.o.fetch(`${this.base}/API.aspx`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(f).toString() });
    const text = await res.text();
    if (!res.ok) throw new Error(`GHL ${type} answered ${res.status}`);
    return Object.fromEntries(new URLSearchParams(text));
  }

  async queryStatus(a: AttemptRef): Promise<PaymentReport> {
    return this.report(await this.api('QUERY', a, a.amountSatang));
  }

  async refund(a: AttemptRef, amountSatang: number, _refundKey: string): Promise<RefundResult> {
    const r = await this.api('REFUND', a, amountSatang);
    if (!sameSignature(ghlResponseHash(this.o.password, { ...r, ServiceID: this.o.serviceId }), r.HashValue2 ?? '')) throw new Error('GHL refund answer has a bad HashValue2');
    return { refundRef: r.TxnID || `${a.attemptId}:refund`, done: r.TxnStatus === '0' };
  }

  acknowledge() {
    return { contentType: 'text/plain', body: 'OK' };
  }
}
