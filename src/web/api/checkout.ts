import type { CheckoutMethod } from '../../domain';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** `POST api/checkout/quote`: the server's price of the order (never computed by the client), as the API documents it. */
export type Quote = ApiResponse<'postCheckoutQuote'>;
export type QuoteLine = Quote['Lines'][number];
export type QuoteUnit = QuoteLine['Units'][number];
export type QuoteProblem = Quote['Problems'][number];
export type QuotePaymentOption = Quote['PaymentMethods'][number];
export type QuotePromotion = Quote['Promotions'][number];

export interface QuoteInput {
  mode: 'sales' | 'redeem';
  couponId?: string | null;
  paymentMethod?: CheckoutMethod | null;
  shipToCode?: string | null;
  /** The lines to price (codes and quantities only); default: the selected lines of the server cart. */
  lines?: { P_Code: string; qty1: number; qty2: number; qty3: number }[];
  /** Draw the covered lines from the customer's prepaid packages. */
  usePackages?: boolean;
}

/** The quote of the selected lines of the server cart (this centre and mode); null when the call failed. */
export async function fetchQuote(input: QuoteInput): Promise<Quote | null> {
  const res = await apiFetch<Quote>({
    method: 'POST',
    path: 'api/checkout/quote',
    body: { mode: input.mode, couponId: input.couponId || undefined, paymentMethod: input.paymentMethod || undefined, shipToCode: input.shipToCode || undefined, lines: input.lines?.length ? input.lines : undefined, usePackages: input.usePackages || undefined },
  });
  return res.ok && res.data ? res.data : null;
}
