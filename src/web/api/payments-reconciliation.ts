import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface Mismatch { Kind: 'PAID_AT_GATEWAY_UNPAID' | 'UNPAID_AT_GATEWAY' | 'AMOUNT_MISMATCH' | 'QUERY_FAILED'; GatewayStatus: string | null; GatewayAmount: number | null; Detail: string | null; DetectedAt: string }
export interface ReconAttempt {
  AttemptId: string; OrderID: string; SaleUnit: string; Provider: string; Method: string; Amount: number; Status: string; ProviderRef: string;
  OrderStatus: string; OrderPaymentState: string; CreatedAt: string; Mismatches: Mismatch[];
}

/** `GET api/payments/reconciliation/attempts?date=`: the day's gateway payments with open mismatches. */
export async function fetchReconAttempts(date: string, provider?: string): Promise<ReconAttempt[]> {
  const r = await apiFetch<{ Date: string; Attempts: ReconAttempt[] }>({ path: 'api/payments/reconciliation/attempts', query: { date, ...(provider ? { provider } : {}) }, area: 'merchant' });
  return r.ok ? r.data?.Attempts ?? [] : [];
}
export const reconAttemptsQuery = (token: string | null, date: string, provider?: string) =>
  queryOptions({ queryKey: ['payments', 'reconciliation', token, date, provider ?? ''], queryFn: () => fetchReconAttempts(date, provider), enabled: !!token && !!date });
export const useReconAttempts = (token: string | null, date: string, provider?: string) => useQuery(reconAttemptsQuery(token, date, provider));

/** `POST api/payments/reconciliation/{attemptId}/requery`: ask the provider now and settle from its answer. */
export function requeryPayment(attemptId: string) {
  return apiFetch<ReconAttempt>({ method: 'POST', path: `api/payments/reconciliation/${encodeURIComponent(attemptId)}/requery`, area: 'merchant' });
}

/** `POST api/payments/reconciliation/run` (super admin): reconcile the whole day now. */
export function runReconciliation(date: string) {
  return apiFetch<{ Date: string; Attempts: number; Mismatches: number }>({ method: 'POST', path: 'api/payments/reconciliation/run', body: { date }, area: 'merchant' });
}

/** `GET api/payments/reconciliation?format=csv`: every attempt of the day as CSV. */
export function fetchReconCsv(date: string) {
  return apiFetch<string>({ path: 'api/payments/reconciliation', query: { date, format: 'csv' }, area: 'merchant', headers: { Accept: 'text/csv' } });
}
