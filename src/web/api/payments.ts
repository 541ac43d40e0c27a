import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { PaymentInfo } from './orders';

/** `GET api/payments/{orderId}`: method, state, amount, QR, bank account, slips. */
export async function fetchPayment(orderId: string): Promise<PaymentInfo | null> {
  const res = await apiFetch<PaymentInfo>({ path: `api/payments/${encodeURIComponent(orderId)}` }, { expect: [404, 403] });
  return res.ok && res.data ? res.data : null;
}

export const paymentQuery = (token: string | null, orderId: string) =>
  queryOptions({ queryKey: ['payments', token, orderId], queryFn: () => fetchPayment(orderId), enabled: !!token && !!orderId });

export function usePayment(token: string | null, orderId: string) {
  return useQuery(paymentQuery(token, orderId));
}

export interface QrInfo {
  Payload: string;
  Amount: number;
  ExpiresAt: string;
  Expired: boolean;
  /** 'Please scan QR Code before {date}' with the deadline filled in. */
  Message: string;
}

/** `GET api/payments/{orderId}/qr`: the PromptPay payload (renewed by the server when it expired unpaid). */
export async function fetchQr(orderId: string): Promise<QrInfo | null> {
  const res = await apiFetch<QrInfo>({ path: `api/payments/${encodeURIComponent(orderId)}/qr` }, { expect: [404] });
  return res.ok && res.data ? res.data : null;
}

export const qrQuery = (token: string | null, orderId: string) =>
  queryOptions({ queryKey: ['payments', 'qr', token, orderId], queryFn: () => fetchQr(orderId), enabled: !!token && !!orderId });

/** `POST api/payments/{orderId}/slip` (multipart field `file`). */
export function uploadSlip(orderId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<PaymentInfo>({ method: 'POST', path: `api/payments/${encodeURIComponent(orderId)}/slip`, body: form });
}
