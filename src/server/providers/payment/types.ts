import type { GatewayMethod } from '../../../domain/payment';

/**
 * One card / QR gateway (docs/payments.md). The server never trusts the buyer's browser about a
 * payment: money is settled only from a verified server-to-server notification or a status query.
 * Amounts are satang (integer), currency THB.
 */
export type ProviderId = 'sandbox' | 'kbank' | '2c2p' | 'ghl';
export const PROVIDER_IDS: readonly ProviderId[] = ['sandbox', 'kbank', '2c2p', 'ghl'];

export interface CreatePaymentInput {
  tenantId: string;
  saleUnit: string;
  /** Our reference for this try (unique per tenant); providers echo it back. */
  attemptId: string;
  orderId: string;
  method: GatewayMethod;
  amountSatang: number;
  currency: 'THB';
  description: string;
  /** Where the buyer's browser comes back to (our gateway return page). */
  returnUrl: string;
  /** Where the provider posts its server-to-server notification. */
  notifyUrl: string;
  expiresAt: Date;
  customer: { name: string; mobile?: string; email?: string; ip?: string };
}

export interface CreatedPayment {
  /** The provider's id for the payment (charge id, payment token, …). */
  providerRef: string;
  /** Send the buyer here (hosted payment page), or … */
  redirectUrl?: string;
  /** … show this QR payload (EMVCo string) to scan. */
  qrPayload?: string;
}

export type GatewayStatus = 'PAID' | 'DECLINED' | 'PENDING';

/** What a verified notification or status answer says about one attempt. */
export interface PaymentReport {
  /** Unique per event at the provider (a redelivery carries the same key). */
  eventKey: string;
  attemptId: string;
  providerRef: string;
  status: GatewayStatus;
  amountSatang: number;
  currency: string;
  /** The provider's words when declined. */
  reason?: string;
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The exact bytes received (signatures cover them). */
  rawBody: string;
  contentType: string;
}

/** A notification that failed verification: answered 400/401 and logged, never settled. */
export class NotificationRefused extends Error {
  constructor(readonly reason: string, readonly attemptId: string | null = null) {
    super(reason);
  }
}

export interface RefundResult {
  refundRef: string;
  /** false when the provider needs the refund finished by hand in its portal, or later (asynchronous wallets): recorded as still due. */
  done: boolean;
}

/** The provider answered that it knows no such payment (a status query of an unknown reference). */
export class PaymentNotFound extends Error {}

/** A provider's answer that it refused a refund (recorded as a failed refund; the amount is freed). */
export class RefundRefused extends Error {}

export interface AttemptRef {
  attemptId: string;
  providerRef: string;
  amountSatang: number;
  currency: string;
  method: GatewayMethod;
}

export interface PaymentProvider {
  readonly id: ProviderId;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Checks the signature / JWT and freshness, and reads the report; throws NotificationRefused. */
  verifyNotification(n: IncomingNotification, now: Date): Promise<PaymentReport>;
  /** Asks the provider where a payment stands (for payments left pending). */
  queryStatus(attempt: AttemptRef): Promise<PaymentReport>;
  /**
   * Refunds part or all of a captured payment. `refundKey` is unique per refund asked for: providers
   * that take an idempotency id get it, so a retried call cannot refund twice at the provider either.
   */
  refund(attempt: AttemptRef, amountSatang: number, refundKey: string): Promise<RefundResult>;
  /**
   * Asks whether the refund made under `refundKey` exists at the provider (for a refund whose answer
   * we never recorded): `null` = the provider has no such refund. Absent when the provider's API
   * cannot look a refund up by anything we sent (KBank, GHL: docs/payments.md).
   */
  refundStatus?(attempt: AttemptRef, refundKey: string): Promise<RefundResult | null>;
  /** What a provider answers to an accepted notification (some want a particular body). */
  acknowledge?(): { contentType: string; body: string };
}

/** Notifications older than this (by their signed timestamp) are refused as replays. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

export function toSatang(baht: number | string): number {
  return Math.round(Number(baht) * 100);
}

export function satangToBaht(satang: number): string {
  return (satang / 100).toFixed(2);
}
