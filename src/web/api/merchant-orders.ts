import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAction, OrderStatus } from '../../domain/order-status';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';
import { reportLinePush } from '../line/push-report';

export type OrderTab = 'ALL' | OrderStatus;
export type OrderType = '3' | 'I';

export type MerchantOrderList = ApiResponse<'getMerchantOrders'>;
export type MerchantOrderRow = MerchantOrderList['Data'][number];
export interface OrderListFilter { type: OrderType; status: OrderTab; text: string; saleUnit: string; skip: number; take: number }

/** `GET api/merchant/orders`: the caller's centres only; tab counts come with every page. */
export function fetchMerchantOrders(f: OrderListFilter) {
  return apiFetch<MerchantOrderList>({
    path: 'api/merchant/orders', area: 'merchant',
    query: { type: f.type, status: f.status, text: f.text || undefined, saleUnit: f.saleUnit || undefined, skip: f.skip, take: f.take },
  });
}

export const merchantOrdersQuery = (token: string | null, f: OrderListFilter) => queryOptions({
  queryKey: ['merchant', 'orders', token, f],
  queryFn: async () => { const r = await fetchMerchantOrders(f); return r.ok ? r.data ?? null : null; },
  enabled: !!token,
  placeholderData: keepPreviousData,
});

export const useMerchantOrders = (token: string | null, f: OrderListFilter) => useQuery(merchantOrdersQuery(token, f));

export type MerchantOrderDetail = ApiResponse<'postMerchantOrderGetOrderDetail'>;
export type Party = MerchantOrderDetail['ShipTo'];
export type OrderLine = MerchantOrderDetail['OrderDetails'][number];
export type PaymentInfo = MerchantOrderDetail['Payment'];
export type Slip = PaymentInfo['Slips'][number];

/** `POST api/MerchantOrder/GET_ORDER_DETAIL` {orderid, saleunit}: Order, OrderDetails, ShipTo, BillTo (+ payment, timeline, actions). */
export function fetchMerchantOrderDetail(orderid: string, saleunit: string) {
  return apiFetch<MerchantOrderDetail>({ method: 'POST', path: 'api/MerchantOrder/GET_ORDER_DETAIL', body: { orderid, saleunit }, area: 'merchant' }, { expect: [404] });
}

/**
 * The detail is keyed by order id and sale unit and never goes stale by itself: moving between the
 * detail, payment and tracking pages of one order does not reload it (spec "Order detail"); an
 * action the user takes reloads it explicitly.
 */
export const merchantOrderDetailQuery = (token: string | null, orderid: string, saleunit: string) => queryOptions({
  queryKey: ['merchant', 'order', token, orderid, saleunit],
  queryFn: async () => {
    const r = await fetchMerchantOrderDetail(orderid, saleunit);
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token && !!orderid && !!saleunit,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export const useMerchantOrderDetail = (token: string | null, orderid: string, saleunit: string) =>
  useQuery(merchantOrderDetailQuery(token, orderid, saleunit));

/** `POST api/orders/{orderId}/{saleUnit}/transition` {action, reason?, riderId?} as staff. */
export function fetchOrderTransition(orderId: string, saleUnit: string, body: { action: OrderAction; reason?: string; riderId?: string }) {
  return apiFetch<unknown>({ method: 'POST', path: `api/orders/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}/transition`, body, area: 'merchant' }).then(reportLinePush);
}

/** `POST api/payments/{orderId}/slip/{uploadId}/review` {approve, reason?}. */
export function fetchSlipReview(orderId: string, uploadId: string, body: { approve: boolean; reason?: string }) {
  return apiFetch<unknown>({ method: 'POST', path: `api/payments/${encodeURIComponent(orderId)}/slip/${encodeURIComponent(uploadId)}/review`, body, area: 'merchant' });
}

export interface RiderOption { RiderId: string; Name: string; MobileNo: string }

export function fetchRiders(saleUnit: string) {
  return apiFetch<{ Data: RiderOption[] }>({ path: 'api/merchant/riders', query: { saleUnit }, area: 'merchant' });
}

export const useRiders = (token: string | null, saleUnit: string, enabled: boolean) => useQuery({
  queryKey: ['merchant', 'riders', token, saleUnit],
  queryFn: async () => { const r = await fetchRiders(saleUnit); return r.ok ? r.data?.Data ?? [] : []; },
  enabled: !!token && !!saleUnit && enabled,
});
