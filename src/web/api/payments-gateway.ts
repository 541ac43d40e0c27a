import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayMethod } from '../../domain';
import { apiFetch } from './client';

export type GatewayAttemptStatus = 'PENDING' | 'PAID' | 'DECLINED' | 'EXPIRED' | 'REFUND_DUE' | 'REFUNDED';

export interface GatewayAttempt {
  AttemptId: string;
  Provider: 'sandbox' | 'kbank' | '2c2p' | 'ghl';
  Method: GatewayMethod;
  Amount: number;
  Currency: string;
  Status: GatewayAttemptStatus;
  ProviderRef: string;
  /** The provider's page while the attempt is pending. */
  RedirectUrl: string | null;
  QrPayload: string | null;
  Failure: string | null;
  RefundRef: string | null;
  CreatedAt: string;
  ExpiresAt: string;
  SettledAt: string | null;
  RefundedAt: string | null;
  /** Staff only: this payment's refunds, and what can still be refunded (baht; refunds under way count). */
  Refunds?: GatewayRefund[];
  Refundable?: number;
}

export interface GatewayRefund { RefundKey: string; Amount: number; Status: 'PENDING' | 'DONE' | 'DUE' | 'FAILED'; RefundRef: string | null; Failure: string | null; Reason: string | null; CreatedAt: string }

export interface GatewayAttempts {
  OrderID: string;
  SaleUnit: string;
  Total: number;
  PaymentState: string;
  Attempts: GatewayAttempt[];
  /** Staff only: attempts owed back, and every notification received. */
  Owed?: string[];
  Events?: { Id: number; Provider: string; AttemptId: string | null; Source: string; Outcome: string; Status: string | null; Amount: number | null; Reason: string | null; At: string }[];
}

/** `POST api/payments/{orderId}/gateway`: the provider's page (or QR) for paying the order; a pending attempt is resumed. */
export function startGatewayPayment(orderId: string, locale: 'th' | 'en') {
  return apiFetch<GatewayAttempt & { Resumed: boolean }>({ method: 'POST', path: `api/payments/${encodeURIComponent(orderId)}/gateway`, body: { locale } }, { expect: [409, 502, 503] });
}

/** `GET api/payments/{orderId}/attempts` (buyer or staff). */
export async function fetchGatewayAttempts(orderId: string, area: 'buyer' | 'merchant' = 'buyer'): Promise<GatewayAttempts | null> {
  const res = await apiFetch<GatewayAttempts>({ path: `api/payments/${encodeURIComponent(orderId)}/attempts`, area }, { expect: [403, 404] });
  return res.ok && res.data ? res.data : null;
}

export const gatewayAttemptsQuery = (token: string | null, orderId: string, area: 'buyer' | 'merchant' = 'buyer') =>
  queryOptions({ queryKey: ['payments', 'attempts', area, token, orderId], queryFn: () => fetchGatewayAttempts(orderId, area), enabled: !!token && !!orderId });

export function useGatewayAttempts(token: string | null, orderId: string, area: 'buyer' | 'merchant' = 'buyer') {
  return useQuery(gatewayAttemptsQuery(token, orderId, area));
}

/** `POST api/payments/{orderId}/attempts/{attemptId}/refund` (staff). */
export function refundGatewayAttempt(orderId: string, attemptId: string, manual = false) {
  return apiFetch<GatewayAttempt>({ method: 'POST', area: 'merchant', path: `api/payments/${encodeURIComponent(orderId)}/attempts/${encodeURIComponent(attemptId)}/refund`, body: { manual } });
}

/**
 * The same endpoint with an amount (baht) and a reason: a full or part refund of a captured payment.
 * `key` is the Idempotency-Key: one per refund staff mean to make, kept for retries of it. 400
 * (fields), 409 (more than is left, whole of a live order) and 502 (gateway refused) come back to the form.
 */
export function refundGatewayAmount(orderId: string, attemptId: string, amount: number, reason: string, key: string) {
  return apiFetch<GatewayAttempt & { Refund: GatewayRefund; Replayed: boolean }>({
    method: 'POST', area: 'merchant', headers: { 'Idempotency-Key': key },
    path: `api/payments/${encodeURIComponent(orderId)}/attempts/${encodeURIComponent(attemptId)}/refund`, body: { Amount: amount, ...(reason ? { Reason: reason } : {}) },
  }, { expect: [400, 409, 502] });
}
