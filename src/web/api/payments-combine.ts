import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { QrInfo } from './payments';

type Label = { en: string; th: string };

export interface CombinableOrder {
  OrderID: string;
  SaleUnit: string;
  Total: number;
  Method: 'BANK' | 'THAIQR';
  MethodLabel: Label;
  State: string;
  StateLabel: Label;
  CreatedAt: string;
}

export interface CombinedPayment {
  SaleUnit: string;
  /** Every order of the buyer at this centre still waiting for a transfer. */
  Orders: CombinableOrder[];
  /** The ones the total, QR and slip cover. */
  Chosen: string[];
  Total: number;
  Qr: QrInfo | null;
  BankAccount: { BankName: string; AccountNo: string; AccountName: string } | null;
  MaxOrders: number;
}

/** `GET api/payments/combine/{saleUnit}?orderIds=`: payable orders and one QR for the chosen ones. */
export async function fetchCombinedPayment(saleUnit: string, orderIds: readonly string[] | null): Promise<CombinedPayment | null> {
  const query = orderIds ? `?orderIds=${encodeURIComponent(orderIds.join(','))}` : '';
  const res = await apiFetch<CombinedPayment>({ path: `api/payments/combine/${encodeURIComponent(saleUnit)}${query}` }, { expect: [400] });
  return res.ok && res.data ? res.data : null;
}

export const combinedPaymentQuery = (token: string | null, saleUnit: string, orderIds: readonly string[] | null) =>
  queryOptions({
    queryKey: ['payments', 'combine', token, saleUnit, orderIds?.join(',') ?? '*'],
    queryFn: () => fetchCombinedPayment(saleUnit, orderIds),
    enabled: !!token && !!saleUnit,
  });

/** `POST api/payments/combine/{saleUnit}/slip`: one slip for every chosen order (the ids go before the file). */
export function uploadCombinedSlip(saleUnit: string, orderIds: readonly string[], file: File) {
  const form = new FormData();
  form.append('orderIds', orderIds.join(','));
  form.append('file', file, file.name);
  return apiFetch<{ Orders: CombinableOrder[]; Total: number }>({ method: 'POST', path: `api/payments/combine/${encodeURIComponent(saleUnit)}/slip`, body: form });
}
