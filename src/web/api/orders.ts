import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutMethod } from '../../domain';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** One order as the API documents it (`GET api/orders/history/{orderId}/{saleUnit}`, place, cancel). */
export type OrderDetail = ApiResponse<'getOrdersHistoryByOrderIdBySaleUnit'>;
export type OrderHeader = OrderDetail['Order'];
export type OrderLine = OrderDetail['Lines'][number];
export type OrderParty = OrderDetail['ShipTo'];
export type TimelineStep = OrderDetail['Timeline'][number];
export type PaymentInfo = OrderDetail['Payment'];
/** One page of `GET api/orders/history` / `api/orders/deliveryorder`. */
export type OrderPage = ApiResponse<'getOrdersHistory'>;
export type OrderListItem = OrderPage['Data'][number];

export interface PlaceOrderInput {
  mode: 'sales' | 'redeem';
  paymentMethod: CheckoutMethod;
  shipToCode: string;
  billToCode?: string;
  couponId?: string;
  remark?: string;
  needTaxInvoice?: boolean;
  expectedTotal?: number;
  lines?: { P_Code: string; qty1: number; qty2: number; qty3: number }[];
  /** Draw the covered lines from the customer's prepaid packages (docs/packages.md). */
  usePackages?: boolean;
}

/**
 * `POST api/orders` with an Idempotency-Key: one key per checkout attempt, so a retry (double
 * click, lost answer) returns the same order instead of a second one.
 */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string) {
  return apiFetch<OrderDetail>({ method: 'POST', path: 'api/orders', body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export const ORDER_PAGE_SIZE = 12;

/** `GET api/orders/history` (mode, skip, take): the customer's orders, newest first. */
export async function fetchOrderHistory(input: { mode: 'sales' | 'redeem'; skip: number; take?: number }): Promise<{ Total: number; Data: OrderListItem[] }> {
  const res = await apiFetch<OrderPage>({ path: 'api/orders/history', query: { mode: input.mode, skip: input.skip, take: input.take ?? ORDER_PAGE_SIZE } });
  return res.ok && res.data ? { Total: Number(res.data.Total) || 0, Data: Array.isArray(res.data.Data) ? res.data.Data : [] } : { Total: 0, Data: [] };
}

/** `GET api/orders/deliveryorder`: orders out for delivery or delivered. */
export async function fetchDeliveryOrders(skip: number): Promise<{ Total: number; Data: OrderListItem[] }> {
  const res = await apiFetch<OrderPage>({ path: 'api/orders/deliveryorder', query: { skip, take: ORDER_PAGE_SIZE } });
  return res.ok && res.data ? { Total: Number(res.data.Total) || 0, Data: Array.isArray(res.data.Data) ? res.data.Data : [] } : { Total: 0, Data: [] };
}

/** `GET api/orders/history/{id}[/{saleUnit}]`; null when it is not the customer's (404). */
export async function fetchOrder(orderId: string, saleUnit?: string | null): Promise<OrderDetail | null> {
  const path = saleUnit ? `api/orders/history/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}` : `api/orders/history/${encodeURIComponent(orderId)}`;
  const res = await apiFetch<OrderDetail>({ path }, { expect: [404, 403] });
  return res.ok && res.data ? res.data : null;
}

export const orderQuery = (token: string | null, orderId: string, saleUnit?: string | null) =>
  queryOptions({ queryKey: ['orders', 'detail', token, orderId, saleUnit ?? null], queryFn: () => fetchOrder(orderId, saleUnit), enabled: !!token && !!orderId });

export function useOrder(token: string | null, orderId: string, saleUnit?: string | null) {
  return useQuery(orderQuery(token, orderId, saleUnit));
}

/** `POST api/orders/{id}/{saleUnit}/cancel` {reason}. */
export function cancelOrder(orderId: string, saleUnit: string, reason: string) {
  return apiFetch<OrderDetail>({ method: 'POST', path: `api/orders/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}/cancel`, body: { reason } });
}

/** `POST api/orders/{id}/{saleUnit}/reorder` ('Buy Again'): the lines go back into the cart. */
export function reorder(orderId: string, saleUnit: string) {
  return apiFetch<ApiResponse<'postOrdersByOrderIdBySaleUnitReorder'>>({ method: 'POST', path: `api/orders/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}/reorder` });
}
