import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';
import { reportLinePush } from '../line/push-report';

/**
 * The rider API (docs/rider.md). Every call carries the rider's token; a 401 sends the rider to /rider/login (client.ts).
 * The answers are the server's documented bodies (src/web/api/openapi/), so a renamed field fails the type check here.
 */

export type DeliveryList = ApiResponse<'getRiderDeliveries'>;
export type DeliveryRow = DeliveryList['Data'][number];
export type DeliveryFilter = DeliveryList['Status'];
export const DELIVERY_FILTERS: readonly DeliveryFilter[] = ['OUT_FOR_DELIVERY', 'DELIVERED', 'ALL', 'Invoice Approve'];
export const RIDER_PAGE_SIZE = 20;

export type DeliveryDetail = ApiResponse<'getRiderDeliveriesByOrderIdBySaleUnit'>;
export type RiderLine = DeliveryDetail['Lines'][number];
export type RiderInvoice = NonNullable<DeliveryDetail['Invoice']>;
export type ProofCreated = ApiResponse<'postRiderDeliveriesByOrderIdBySaleUnitProof', 201>;
export type DeliveryFailed = ApiResponse<'postRiderDeliveriesByOrderIdBySaleUnitFail'>;

export type RiderHistory = ApiResponse<'getRiderHistory'>;
export type HistoryRow = RiderHistory['Data'][number];
export type RiderProfile = ApiResponse<'getRiderProfile'>;

const deliveryPath = (orderId: string, saleUnit: string) => `api/rider/deliveries/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}`;

export function fetchDeliveries(status: DeliveryFilter, skip: number, take = RIDER_PAGE_SIZE) {
  // 403: the 'Invoice Approve' tab of a company without invoice approval; the list falls back to its default tab.
  return apiFetch<DeliveryList>({ path: 'api/rider/deliveries', area: 'rider', query: { status, skip, take } }, { expect: status === 'Invoice Approve' ? [403] : [] });
}

export function fetchDelivery(orderId: string, saleUnit: string) {
  return apiFetch<DeliveryDetail>({ path: deliveryPath(orderId, saleUnit), area: 'rider' }, { expect: [404] });
}

/** The photo (multipart `file`); a rejected picture answers 400 with the reason, shown by the caller. */
export function uploadProof(orderId: string, saleUnit: string, file: Blob, name = 'proof.jpg') {
  const form = new FormData();
  form.append('file', file, name);
  return apiFetch<ProofCreated>({ method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/proof`, area: 'rider', body: form }, { expect: [400, 409] });
}

export function markDelivered(orderId: string, saleUnit: string) {
  return apiFetch<ApiResponse<'postRiderDeliveriesByOrderIdBySaleUnitDeliver'>>({ method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/deliver`, area: 'rider', body: {} }, { expect: [400, 409] }).then(reportLinePush);
}

export function markFailed(orderId: string, saleUnit: string, reason: string) {
  return apiFetch<DeliveryFailed>({ method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/fail`, area: 'rider', body: { reason } }, { expect: [400, 409] });
}

export function decideInvoice(orderId: string, saleUnit: string, status: 'Approved' | 'Canceled', reason?: string) {
  return apiFetch<ApiResponse<'postRiderDeliveriesByOrderIdBySaleUnitInvoice'>>({
    method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/invoice`, area: 'rider', body: reason ? { status, reason } : { status },
  }, { expect: [400, 409] });
}

export interface HistoryFilter { from?: string; to?: string; skip: number; take?: number }

export function fetchRiderHistory(f: HistoryFilter) {
  return apiFetch<RiderHistory>({ path: 'api/rider/history', area: 'rider', query: { from: f.from || undefined, to: f.to || undefined, skip: f.skip, take: f.take ?? RIDER_PAGE_SIZE } });
}

export function fetchRiderProfile() {
  return apiFetch<RiderProfile>({ path: 'api/rider/profile', area: 'rider' });
}

const data = async <T>(p: Promise<{ ok: boolean; data: T | undefined }>): Promise<T | null> => { const r = await p; return r.ok ? r.data ?? null : null; };

export const deliveriesQuery = (token: string | null, status: DeliveryFilter, skip: number) => queryOptions({
  queryKey: ['rider', 'deliveries', token, status, skip],
  queryFn: () => data(fetchDeliveries(status, skip)),
  enabled: !!token,
  placeholderData: keepPreviousData,
});

export const deliveryQuery = (token: string | null, orderId: string, saleUnit: string) => queryOptions({
  queryKey: ['rider', 'delivery', token, orderId, saleUnit],
  queryFn: () => data(fetchDelivery(orderId, saleUnit)),
  enabled: !!token && !!orderId && !!saleUnit,
});

export const riderHistoryQuery = (token: string | null, f: HistoryFilter) => queryOptions({
  queryKey: ['rider', 'history', token, f],
  queryFn: () => data(fetchRiderHistory(f)),
  enabled: !!token,
  placeholderData: keepPreviousData,
});

export const riderProfileQuery = (token: string | null) => queryOptions({
  queryKey: ['rider', 'profile', token],
  queryFn: () => data(fetchRiderProfile()),
  enabled: !!token,
});

export const useDeliveries = (token: string | null, status: DeliveryFilter, skip: number) => useQuery(deliveriesQuery(token, status, skip));
export const useDelivery = (token: string | null, orderId: string, saleUnit: string) => useQuery(deliveryQuery(token, orderId, saleUnit));
export const useRiderHistory = (token: string | null, f: HistoryFilter) => useQuery(riderHistoryQuery(token, f));
export const useRiderProfile = (token: string | null) => useQuery(riderProfileQuery(token));
