import { amountLimitMessage } from '../../../domain/coupon';
import { allocateSatang, fromSatang, toSatang } from '../../../domain/money';
import { checkoutMethods, paymentMethodCode, PAYMENT_METHOD_LABELS, type CheckoutMethod, type GatewayMethod } from '../../../domain/payment';
import { centreGatewayMethods } from '../gateway/methods';
import { POINTS_USAGE_FAILED } from '../../../domain/points';
import { vatIncludedIn } from '../../../domain/prices';
import { applyPromotions, type AppliedPromotion } from '../../../domain/promotion-apply';
import type { Queryable } from '../../db/index';
import { COUPON_NOT_IN_REDEEM, findCoupon, judgeCoupon } from '../coupons/store';
import { deliveryFeeFor, paymentSettings, thaiQrAvailable, type CentrePaymentSettings } from '../payments/settings';
import { todayIso, usablePointsBalance } from '../points/ledger';
import type { Buyer, Mode } from './buyer';
import { loadOrderProducts, type OrderProduct } from './catalog-lines';
import { overlayAgentPrices } from '../agents/prices';
import { loadPromotionRules } from './promotions-load';
import { packageBalances, planDraws, type PackageBalance, type PackageDraw } from '../packages/ledger';
import { baseUnitValue, freeLine, normaliseLines, priceLine, stockProblems, type LineInput, type QuoteLine, type QuoteProblem } from './quote-lines';

export interface QuoteInput {
  mode: Mode;
  lines: readonly LineInput[];
  couponId?: string | null;
  paymentMethod?: CheckoutMethod | null;
  /** Draw the lines a prepaid package covers from its balance (docs/packages.md). */
  usePackages?: boolean;
  /** Balances already read (and locked) by the placing transaction; default: read them here. */
  packageBalances?: PackageBalance[];
}

export interface QuotePaymentOption {
  Method: CheckoutMethod;
  Code: number;
  Label: { en: string; th: string };
  Disabled: boolean;
  Reason: string | null;
}

export interface QuoteCoupon {
  CouponId: string;
  Valid: boolean;
  Message: string | null;
  Discount: number;
}

export interface Quote {
  Mode: Mode;
  SaleUnit: string;
  PriceLevel: number;
  Lines: QuoteLine[];
  FreeItems: QuoteLine[];
  Promotions: Omit<AppliedPromotion, 'freeItems' | 'products' | 'basis' | 'tierLine' | 'measure' | 'times'>[];
  Coupon: QuoteCoupon | null;
  Subtotal: number;
  ProductDiscount: number;
  BillDiscount: number;
  CouponDiscount: number;
  DeliveryFee: number;
  Total: number;
  Vat: number;
  PointsTotal: number;
  /** Redeem mode: the usable points balance. */
  PointsBalance: number | null;
  /** Sales mode, credit customers: AuthorizeAmount − DebtAmount. */
  CreditBalance: number | null;
  PaymentMethods: QuotePaymentOption[];
  PaymentMethod: CheckoutMethod | null;
  PaymentProblem: string | null;
  Problems: QuoteProblem[];
  CanPlace: boolean;
  /** Base units of this order's lines that the customer's packages could cover (the checkout offers them when > 0). */
  PackageCoverable: number;
  /** With usePackages: what is drawn from which holding and its value (included in ProductDiscount). */
  PackageDraws: PackageDraw[];
  PackageDiscount: number;
}

/** Everything a quote computed that placing the order needs beyond the wire shape. */
export interface QuoteResult {
  quote: Quote;
  products: Map<string, OrderProduct>;
  settings: CentrePaymentSettings;
  /** Coupon discount per line (same order as quote.Lines), for VAT and order lines. */
  couponShares: number[];
}

/**
 * The server's price of an order: every price, promotion, coupon, fee and total recomputed from
 * the catalogue and the promotion tables, whatever the client believes. Pure reads: placing an
 * order calls it again inside its transaction.
 */
export async function computeQuote(q: Queryable, buyer: Buyer, input: QuoteInput, now: Date): Promise<QuoteResult> {
  const { mode } = input;
  const lines = normaliseLines(input.lines);
  // An agent's client pays the agent's own prices: the centre's promotions are the agent's to pass on or not.
  const rules = mode === 'sales' && !buyer.agentCode ? await loadPromotionRules(q, buyer.tenantId, buyer.saleUnit, now) : [];
  const freeCodes = rules.flatMap((r) => r.freeProducts.slice(0, 1));
  const products = await loadOrderProducts(q, buyer.tenantId, buyer.saleUnit, [...lines.map((l) => l.P_Code), ...freeCodes], todayIso(now));
  if (buyer.agentCode && mode === 'sales') await overlayAgentPrices(q, buyer.tenantId, buyer.agentCode, products);
  const settings = await paymentSettings(q, buyer.tenantId, buyer.saleUnit);
  const gateway = mode === 'sales' ? await centreGatewayMethods(q, buyer.tenantId, buyer.saleUnit) : [];

  const problems: QuoteProblem[] = [];
  if (lines.length === 0) problems.push({ P_Code: '', Code: 'emptyCart', Message: 'Your cart is empty' });
  const priced: QuoteLine[] = [];
  for (const l of lines) {
    const r = priceLine(l, products.get(l.P_Code), { level: buyer.priceLevel, now, mode });
    problems.push(...r.problems);
    if (r.line) priced.push(r.line);
  }

  let freeItems: QuoteLine[] = [];
  let promotions: Quote['Promotions'] = [];
  if (mode === 'sales' && rules.length > 0) {
    const freeItemValues = new Map<string, number>();
    for (const code of freeCodes) {
      const p = products.get(code);
      if (p) freeItemValues.set(code, baseUnitValue(p, buyer.priceLevel, now));
    }
    const application = applyPromotions(
      priced.map((l) => ({ P_Code: l.P_Code, quantity: l.BaseQuantity, amount: l.Amount })),
      rules,
      { customerCode: buyer.customerCode, storeType: buyer.storeType || null, customerType: buyer.customerType || null, saleUnit: buyer.saleUnit },
      { now, freeItemValues },
    );
    const byCode = new Map(application.lines.map((l) => [l.P_Code, l]));
    for (const line of priced) {
      const r = byCode.get(line.P_Code);
      if (!r) continue;
      line.ProductDiscount = r.productDiscount;
      line.BillDiscount = r.billDiscount;
      line.Net = r.net;
      line.PromotionIds = r.promotionIds;
    }
    freeItems = application.freeItems.flatMap((f) => {
      const p = products.get(f.P_Code);
      return p && !p.Disabled ? [freeLine(p, f.quantity, f.promotionId)] : [];
    });
    promotions = application.applied.map((a) => ({ promotionId: a.promotionId, name: a.name, type: a.type, kind: a.kind, discount: a.discount, explanation: a.explanation }));
  }
  problems.push(...stockProblems([...priced, ...freeItems], products));

  // Prepaid packages: planned on the net after promotions; drawn only when the buyer asks.
  const balances = mode !== 'sales' ? [] : input.packageBalances ?? await packageBalances(q, buyer.tenantId, buyer.customerCode, buyer.saleUnit, now);
  const planned = balances.length ? planDraws(priced, balances) : [];
  const draws = input.usePackages ? planned : [];
  for (const d of draws) {
    const line = priced.find((l) => l.P_Code === d.P_Code);
    if (!line) continue;
    line.ProductDiscount = fromSatang(toSatang(line.ProductDiscount) + toSatang(d.Value));
    line.Net = fromSatang(toSatang(line.Net) - toSatang(d.Value));
  }

  const satang = (f: (l: QuoteLine) => number) => priced.reduce((s, l) => s + toSatang(f(l)), 0);
  const subtotal = satang((l) => l.Amount);
  const productDiscount = satang((l) => l.ProductDiscount);
  const billDiscount = satang((l) => l.BillDiscount);
  const afterPromotions = subtotal - productDiscount - billDiscount;

  let coupon: QuoteCoupon | null = null;
  let couponDiscount = 0;
  if (input.couponId) {
    if (mode === 'redeem') {
      coupon = { CouponId: input.couponId, Valid: false, Message: COUPON_NOT_IN_REDEEM, Discount: 0 };
    } else {
      const verdict = judgeCoupon(await findCoupon(q, buyer.tenantId, input.couponId), buyer, fromSatang(afterPromotions), now);
      coupon = verdict.ok
        ? { CouponId: input.couponId, Valid: true, Message: null, Discount: verdict.discount }
        : { CouponId: input.couponId, Valid: false, Message: verdict.message, Discount: 0 };
      couponDiscount = toSatang(coupon.Discount);
    }
  }
  const couponShares = allocateSatang(couponDiscount, priced.map((l) => toSatang(l.Net)));
  const deliveryFee = toSatang(deliveryFeeFor(settings, fromSatang(afterPromotions - couponDiscount), mode));
  const total = mode === 'sales' ? afterPromotions - couponDiscount + deliveryFee : 0;
  let vat = 0;
  if (mode === 'sales') {
    priced.forEach((l, i) => { if (l.TaxType !== '0') vat += toSatang(vatIncludedIn(fromSatang(toSatang(l.Net) - couponShares[i]))); });
    vat += toSatang(vatIncludedIn(fromSatang(deliveryFee)));
  }
  const pointsTotal = priced.reduce((s, l) => s + Math.round(l.Points * 100), 0) / 100;
  const pointsBalance = mode === 'redeem' ? await usablePointsBalance(q, buyer.tenantId, buyer.customerCode, now) : null;

  const options = paymentOptions(buyer, settings, mode, fromSatang(total), pointsTotal, pointsBalance ?? 0, gateway);
  const chosen = input.paymentMethod ?? null;
  let paymentProblem: string | null = null;
  if (chosen) {
    const option = options.find((o) => o.Method === chosen);
    if (!option) paymentProblem = 'This payment method is not available';
    else if (option.Disabled) paymentProblem = option.Reason;
  }
  return {
    quote: {
      Mode: mode, SaleUnit: buyer.saleUnit, PriceLevel: buyer.priceLevel, Lines: priced, FreeItems: freeItems, Promotions: promotions, Coupon: coupon,
      Subtotal: fromSatang(subtotal), ProductDiscount: fromSatang(productDiscount), BillDiscount: fromSatang(billDiscount),
      CouponDiscount: fromSatang(couponDiscount), DeliveryFee: fromSatang(deliveryFee), Total: fromSatang(total), Vat: fromSatang(vat),
      PointsTotal: pointsTotal, PointsBalance: pointsBalance, CreditBalance: mode === 'sales' && buyer.creditCustomer ? buyer.creditBalance : null,
      PaymentMethods: options, PaymentMethod: chosen, PaymentProblem: paymentProblem, Problems: problems,
      CanPlace: problems.length === 0 && (coupon === null || coupon.Valid) && chosen !== null && paymentProblem === null,
      PackageCoverable: planned.reduce((n, d) => n + d.Quantity, 0),
      PackageDraws: draws,
      PackageDiscount: fromSatang(draws.reduce((n, d) => n + toSatang(d.Value), 0)),
    },
    products,
    settings,
    couponShares: couponShares.map(fromSatang),
  };
}

function paymentOptions(buyer: Buyer, settings: CentrePaymentSettings, mode: Mode, total: number, points: number, balance: number, gateway: GatewayMethod[]): QuotePaymentOption[] {
  const enabled: CheckoutMethod[] = ['COD', 'BANK', 'AR', 'REDEEMED', ...(thaiQrAvailable(settings) ? ['THAIQR' as const] : []), ...gateway];
  return checkoutMethods({ mode, creditCustomer: buyer.creditCustomer, creditBalance: buyer.creditBalance, total, enabled, gateway }).map((o) => {
    let disabled = o.disabled;
    let reason: string | null = null;
    if (o.method === 'AR' && disabled) reason = amountLimitMessage(buyer.creditBalance.toFixed(2));
    if (o.method === 'REDEEMED' && Math.round(balance * 100) < Math.round(points * 100)) {
      disabled = true;
      reason = POINTS_USAGE_FAILED.en;
    }
    return { Method: o.method, Code: paymentMethodCode(o.method), Label: PAYMENT_METHOD_LABELS[o.method], Disabled: disabled, Reason: reason };
  });
}
