import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/**
 * An order's gateway attempts as the server sends them (src/web/api/openapi/). Staff also get each
 * attempt's `Refunds` and `Refundable` (baht; refunds under way count), every notification
 * received (`Events`) and the attempts owed back (`Owed`).
 */
export type GatewayAttempts = ApiResponse<'getPaymentsByOrderIdAttempts'>;
export type GatewayAttempt = GatewayAttempts['Attempts'][number];
export type GatewayAttemptStatus = GatewayAttempt['Status'];
export type GatewayRefund = NonNullable<GatewayAttempt['Refunds']>[number];

/** `POST api/payments/{orderId}/gateway`: the provider's page (or QR) for paying the order; a pending attempt is resumed. */
export function startGatewayPayment(orderId: string, locale: 'th' | 'en') {
  return apiFetch<ApiResponse<'postPaymentsByOrderIdGateway'>>({ method: 'POST', path: `api/payments/${encodeURIComponent(orderId)}/gateway`, body: { locale } }, { expect: [409, 502, 503] });
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
  return apiFetch<ApiResponse<'postPaymentsByOrderIdAttemptsByAttemptIdRefund'>>({ method: 'POST', area: 'merchant', path: `api/payments/${encodeURIComponent(orderId)}/attempts/${encodeURIComponent(attemptId)}/refund`, body: { manual } });
}

/**
 * The same endpoint with an amount (baht) and a reason: a full or part refund of a captured payment.
 * `key` is the Idempotency-Key: one per refund staff mean to make, kept for retries of it. 400
 * (fields), 409 (more than is left, whole of a live order) and 502 (gateway refused) come back to the form.
 */
export function refundGatewayAmount(orderId: string, attemptId: string, amount: number, reason: string, key: string) {
  return apiFetch<ApiResponse<'postPaymentsByOrderIdAttemptsByAttemptIdRefund'>>({
    method: 'POST', area: 'merchant', headers: { 'Idempotency-Key': key },
    path: `api/payments/${encodeURIComponent(orderId)}/attempts/${encodeURIComponent(attemptId)}/refund`, body: { Amount: amount, ...(reason ? { Reason: reason } : {}) },
  }, { expect: [400, 409, 502] });
}
