import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus, OrderAction, OrderStatus, PaymentState, TimelineStep } from '../../domain/order-status';
import type { CheckoutMethod } from '../../domain/payment';
import { apiFetch } from './client';
import { reportLinePush } from '../line/push-report';

/** The rider API (docs/rider.md). Every call carries the rider's token; a 401 sends the rider to /rider/login (client.ts). */

type Label = { en: string; th: string };

export type DeliveryFilter = 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'ALL' | 'Invoice Approve';
export const DELIVERY_FILTERS: readonly DeliveryFilter[] = ['OUT_FOR_DELIVERY', 'DELIVERED', 'ALL', 'Invoice Approve'];
export const RIDER_PAGE_SIZE = 20;

export interface DeliveryRow {
  OrderID: string; SaleUnit: string; OrderDate: string; UpdatedAt: string; Status: OrderStatus; StatusLabel: Label;
  CustomerCode: string; CustomerName: string; ShipToName: string; ShipToAddress: string; ShipToPhone: string;
  Total: number; AmountToCollect: number; PaymentMethod: CheckoutMethod | string; PaymentMethodLabel: Label;
  PaymentState: PaymentState; PaymentStateLabel: Label; InvoiceStatus: InvoiceStatus | null;
}

export interface DeliveryList {
  Status: DeliveryFilter; Total: number; Skip: number; Take: number; InvoiceApproval: boolean;
  Counts: Partial<Record<DeliveryFilter, number>>; Data: DeliveryRow[];
}

export interface RiderLine {
  LineNo: number; P_Code: string; ProductName: string; ProductNameEn: string; qty1: number; qty2: number; qty3: number;
  UnitCode1?: string; UnitCode2?: string; UnitCode3?: string; Unit1En?: string; Unit2En?: string; Unit3En?: string;
  Unit1: string; Unit2: string; Unit3: string; Net: number; IsFree: boolean;
}

export interface RiderInvoice { Status: InvoiceStatus; Reason: string | null; DecidedAt: string | null; DecidedBy: string | null; CanChange: boolean }

export interface DeliveryDetail {
  Order: DeliveryRow & { Mode: string; Remark: string; Subtotal: number; Discount: number; DeliveryFee: number; Vat: number; NeedTaxInvoice: boolean };
  Lines: RiderLine[];
  ShipTo: { Name?: string; Phone?: string; AddressLine: string; MapUrl: string | null; Remark?: string };
  Payment: { Method: string; MethodLabel: Label; State: PaymentState; StateLabel: Label; Total: number; AmountToCollect: number };
  InvoiceApproval: boolean;
  Invoice: RiderInvoice | null;
  Proofs: { UploadId: string; Url: string; At: string }[];
  AllowedActions: OrderAction[];
  Timeline: (TimelineStep & { label: Label })[];
}

export interface HistoryRow {
  OrderID: string; SaleUnit: string; Result: 'DELIVERED' | 'FAILED'; Reason: string | null; At: string; Day: string;
  CustomerCode: string; CustomerName: string; ShipToAddress: string; Total: number; PaymentMethod: string;
  CurrentStatus: OrderStatus; CurrentStatusLabel: Label; CanOpen: boolean;
}

export interface RiderHistory {
  Total: number; Skip: number; Take: number;
  Summary: { Delivered: number; Failed: number; CashCollected: number };
  Data: HistoryRow[];
}

export interface RiderProfile {
  RiderId: string; Name: string; MobileNo: string; SaleUnit: string | null; CentreName: string | null; CentreAddress: string | null;
  Vehicle: { Type: string; Plate: string } | null; CompanyCode: string; InvoiceApproval: boolean;
  OutForDelivery: number; Today: { Day: string; Delivered: number; Failed: number };
}

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
  return apiFetch<{ UploadId: string; Url: string }>({ method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/proof`, area: 'rider', body: form }, { expect: [400, 409] });
}

export function markDelivered(orderId: string, saleUnit: string) {
  return apiFetch<DeliveryDetail>({ method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/deliver`, area: 'rider', body: {} }, { expect: [400, 409] }).then(reportLinePush);
}

export function markFailed(orderId: string, saleUnit: string, reason: string) {
  return apiFetch<{ OrderID: string; Status: OrderStatus }>({ method: 'POST', path: `${deliveryPath(orderId, saleUnit)}/fail`, area: 'rider', body: { reason } }, { expect: [400, 409] });
}

export function decideInvoice(orderId: string, saleUnit: string, status: 'Approved' | 'Canceled', reason?: string) {
  return apiFetch<DeliveryDetail>({
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
