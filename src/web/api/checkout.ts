import type { CheckoutMethod } from '../../domain';
import { apiFetch } from './client';

export interface QuoteUnit {
  Unit: 1 | 2 | 3;
  Code: string;
  Name: string;
  NameEn: string;
  Qty: number;
  Price: number;
  StandardPrice: number;
  Advance: boolean;
  Points: number;
}

export interface QuoteLine {
  P_Code: string;
  ProductName: string;
  ProductNameEn: string;
  qty1: number;
  qty2: number;
  qty3: number;
  Units: QuoteUnit[];
  BaseQuantity: number;
  Amount: number;
  ProductDiscount: number;
  BillDiscount: number;
  Net: number;
  Points: number;
  TaxType: string;
  IsFree: boolean;
  PromotionIds: string[];
  StockAvailable: number | null;
}

export interface QuoteProblem {
  P_Code: string;
  Code: string;
  Message: string;
  Requested?: number;
  Available?: number;
}

export interface QuotePaymentOption {
  Method: CheckoutMethod;
  Code: number;
  Label: { en: string; th: string };
  Disabled: boolean;
  Reason: string | null;
}

export interface QuotePromotion {
  promotionId: string;
  name?: string;
  type?: string;
  kind?: string;
  discount?: number;
  explanation?: string;
}

/** `POST api/checkout/quote`: the server's price of the order (never computed by the client). */
export interface Quote {
  Mode: 'sales' | 'redeem';
  SaleUnit: string;
  PriceLevel: number;
  Lines: QuoteLine[];
  FreeItems: QuoteLine[];
  Promotions: QuotePromotion[];
  Coupon: { CouponId: string; Valid: boolean; Message: string | null; Discount: number } | null;
  Subtotal: number;
  ProductDiscount: number;
  BillDiscount: number;
  CouponDiscount: number;
  DeliveryFee: number;
  Total: number;
  Vat: number;
  PointsTotal: number;
  PointsBalance: number | null;
  CreditBalance: number | null;
  PaymentMethods: QuotePaymentOption[];
  PaymentMethod: CheckoutMethod | null;
  PaymentProblem: string | null;
  Problems: QuoteProblem[];
  CanPlace: boolean;
  /** Base units of these lines the customer's prepaid packages could cover (docs/packages.md). */
  PackageCoverable?: number;
  /** With usePackages: baht taken off by the package draws (already inside ProductDiscount). */
  PackageDiscount?: number;
  PackageDraws?: { HoldingCode: string; P_Code: string; Quantity: number; Value: number }[];
}

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
