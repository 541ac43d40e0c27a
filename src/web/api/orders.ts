import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutMethod, OrderStatus, PaymentState } from '../../domain';
import { apiFetch } from './client';

type Label = { en: string; th: string };

export interface OrderHeader {
  OrderID: string;
  SaleUnit: string;
  Mode: 'sales' | 'redeem';
  OrderDate: string;
  Status: OrderStatus;
  StatusLabel: Label;
  PaymentMethod: CheckoutMethod;
  PaymentMethodLabel: Label;
  PaymentState: PaymentState;
  PaymentStateLabel: Label;
  CustomerCode: string;
  CustomerName: string;
  Subtotal: number;
  ProductDiscount: number;
  BillDiscount: number;
  CouponId: string | null;
  CouponDiscount: number;
  DeliveryFee: number;
  Total: number;
  Vat: number;
  PointsTotal: number;
  PointsEarned: number;
  Remark: string;
  CancelReason: string | null;
}

export interface OrderLine {
  LineNo: number;
  P_Code: string;
  ProductName: string;
  ProductNameEn: string;
  qty1: number;
  qty2: number;
  qty3: number;
  Unit1: string;
  /** Codes and English names of the units (migration 1440), for quantities in the page's language. */
  UnitCode1?: string; UnitCode2?: string; UnitCode3?: string; Unit1En?: string; Unit2En?: string; Unit3En?: string;
  Unit2: string;
  Unit3: string;
  Price1: number;
  Price2: number;
  Price3: number;
  Amount: number;
  ProductDiscount: number;
  BillDiscount: number;
  Net: number;
  Points: number;
  IsFree: boolean;
}

export interface OrderParty {
  Name?: string;
  Address?: string;
  Address_?: string;
  ProvinceName?: string;
  AmpherName?: string;
  TownName?: string;
  PostalCode?: string;
  Phone?: string;
  TaxID?: string;
  [field: string]: unknown;
}

export interface TimelineStep {
  status: OrderStatus;
  reached: boolean;
  current: boolean;
  at: string | null;
  reason: string | null;
  label: Label;
}

export interface PaymentInfo {
  OrderID: string;
  SaleUnit: string;
  Method: CheckoutMethod;
  MethodLabel: Label;
  State: PaymentState;
  StateLabel: Label;
  Status: OrderStatus;
  Amount: number;
  Points: number;
  Qr: { Payload: string; Amount: number; ExpiresAt: string; Expired: boolean; Message: string } | null;
  BankAccount: { BankName: string; AccountNo: string; AccountName: string } | null;
  Slips: { UploadId: string; Status: string; Reason: string | null; SubmittedAt: string; Url: string }[];
}

export interface OrderDetail {
  Order: OrderHeader;
  Lines: OrderLine[];
  ShipTo: OrderParty;
  BillTo: OrderParty;
  Payment: PaymentInfo;
  Rider: { RiderId: string; Name: string; MobileNo: string } | null;
  Timeline: TimelineStep[];
  AllowedActions: string[];
}

export interface OrderListItem {
  OrderID: string;
  SaleUnit: string;
  Mode: 'sales' | 'redeem';
  OrderDate: string;
  Status: OrderStatus;
  StatusLabel: Label;
  PaymentMethod: CheckoutMethod;
  PaymentState: PaymentState;
  PaymentStateLabel: Label;
  Total: number;
  PointsTotal: number;
  ItemCount: number;
}

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
  const res = await apiFetch<{ Total: number; Data: OrderListItem[] }>({ path: 'api/orders/history', query: { mode: input.mode, skip: input.skip, take: input.take ?? ORDER_PAGE_SIZE } });
  return res.ok && res.data ? { Total: Number(res.data.Total) || 0, Data: Array.isArray(res.data.Data) ? res.data.Data : [] } : { Total: 0, Data: [] };
}

/** `GET api/orders/deliveryorder`: orders out for delivery or delivered. */
export async function fetchDeliveryOrders(skip: number): Promise<{ Total: number; Data: OrderListItem[] }> {
  const res = await apiFetch<{ Total: number; Data: OrderListItem[] }>({ path: 'api/orders/deliveryorder', query: { skip, take: ORDER_PAGE_SIZE } });
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
  return apiFetch<{ Added: string[]; Skipped: { P_Code: string; Reason: string }[] }>({ method: 'POST', path: `api/orders/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}/reorder` });
}
