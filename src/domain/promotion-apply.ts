/**
 * Applying promotions to a cart on the server. Deterministic and explainable: the result lists
 * every promotion applied, the tier it reached, what it measured and what it gave; candidates that
 * were not eligible are listed with the reason. The exact semantics are in docs/domain.md.
 */
import { dayKey, isDayWithin, weekdayIndex } from './dates';
import { allocateSatang, fromSatang, roundHalfAway, toSatang } from './money';
import { PROMOTION_TYPE, type PromotionKind, type PromotionRule, type PromotionTier, type PromotionTypeCode } from './promotion-types';

/** One cart line as promotions see it: base units and its amount before discounts (VAT incl.). */
export interface PromotionCartLine {
  P_Code: string;
  quantity: number;
  amount: number;
}

export interface PromotionCustomer {
  customerCode: string;
  storeType?: string | null;
  customerType?: string | null;
  saleUnit?: string | null;
}

export type IneligibleReason =
  | 'disabled'
  | 'invalidDates'
  | 'notStarted'
  | 'ended'
  | 'weekday'
  | 'saleUnit'
  | 'customer'
  | 'customerExcluded'
  | 'storeType'
  | 'customerType';

/** Whether a promotion is open to this customer today, and if not why. */
export function promotionEligibility(rule: PromotionRule, customer: PromotionCustomer, now: Date): IneligibleReason | null {
  if (!rule.enabled) return 'disabled';
  if (!rule.datesValid) return 'invalidDates';
  const today = dayKey(now);
  if (rule.begin !== null && today < rule.begin) return 'notStarted';
  if (!isDayWithin(today, rule.begin, rule.end)) return 'ended';
  if (rule.weekdays && !rule.weekdays[weekdayIndex(now)]) return 'weekday';
  if (rule.saleUnit && customer.saleUnit && rule.saleUnit !== customer.saleUnit) return 'saleUnit';
  if (rule.customers.exclude.includes(customer.customerCode)) return 'customerExcluded';
  if (!rule.customers.all && !rule.customers.include.includes(customer.customerCode)) return 'customer';
  if (!rule.stores.all && !(customer.storeType && rule.stores.include.includes(customer.storeType))) return 'storeType';
  if (!rule.customerTypes.all && !(customer.customerType && rule.customerTypes.include.includes(customer.customerType))) {
    return 'customerType';
  }
  return null;
}

/** Promotions indexed by the products that trigger them; build once per promotion set and reuse. */
export interface PromotionIndex {
  rules: readonly PromotionRule[];
  byProduct: ReadonlyMap<string, readonly PromotionRule[]>;
  /** Bill discounts without sale products: they look at the whole order. */
  wholeOrder: readonly PromotionRule[];
}

export function buildPromotionIndex(rules: readonly PromotionRule[]): PromotionIndex {
  const byProduct = new Map<string, PromotionRule[]>();
  const wholeOrder: PromotionRule[] = [];
  for (const rule of rules) {
    if (rule.type === PROMOTION_TYPE.BILL_DISCOUNT && rule.saleProducts.length === 0) {
      wholeOrder.push(rule);
      continue;
    }
    for (const code of rule.saleProducts) {
      const list = byProduct.get(code);
      if (list) list.push(rule);
      else byProduct.set(code, [rule]);
    }
  }
  return { rules, byProduct, wholeOrder };
}

export interface FreeItemResult {
  P_Code: string;
  /** Base units of the free product. */
  quantity: number;
  promotionId: string;
}

export interface AppliedPromotion {
  promotionId: string;
  name: string;
  type: PromotionTypeCode;
  kind: PromotionKind;
  /** PromotionLn of the tier reached. */
  tierLine: number;
  basis: 'quantity' | 'amount';
  /** What was counted: base units, or baht. */
  measure: number;
  /** How many times the benefit was given (full OrderBuy steps; 1 without a step). */
  times: number;
  /** Baht off. */
  discount: number;
  freeItems: FreeItemResult[];
  /** The cart products that counted toward it. */
  products: string[];
  explanation: string;
}

export interface PromotionLineResult {
  P_Code: string;
  quantity: number;
  amount: number;
  /** From product discounts (type 2). */
  productDiscount: number;
  /** This line's share of the bill discount (type 3). */
  billDiscount: number;
  net: number;
  promotionIds: string[];
}

export interface PromotionApplication {
  lines: PromotionLineResult[];
  freeItems: FreeItemResult[];
  applied: AppliedPromotion[];
  ineligible: { promotionId: string; reason: IneligibleReason }[];
  subtotal: number;
  productDiscount: number;
  billDiscount: number;
  discount: number;
  total: number;
}

export interface ApplyOptions {
  now: Date;
  /**
   * Baht per base unit of free products, used only to rank competing free-item promotions by what
   * they are worth; without it they are ranked by free quantity.
   */
  freeItemValues?: ReadonlyMap<string, number>;
}

interface Evaluation {
  rule: PromotionRule;
  tier: PromotionTier;
  /** Base units, or satang for the amount basis. */
  measure: number;
  times: number;
  lines: number[];
  discountSatang: number;
  perLine: number[];
  free: FreeItemResult | null;
  benefit: number;
}

function pickTier(rule: PromotionRule, measure: number): PromotionTier | null {
  const scale = rule.basis === 'amount' ? 100 : 1;
  let best: PromotionTier | null = null;
  for (const t of rule.tiers) {
    const min = roundHalfAway(t.buyMin * scale);
    const max = roundHalfAway(t.buyMax * scale);
    if (measure < min || (max > 0 && measure > max)) continue;
    if (!best || t.buyMin > best.buyMin || (t.buyMin === best.buyMin && t.line < best.line)) best = t;
  }
  return best;
}

function evaluate(
  rule: PromotionRule,
  lineIdx: readonly number[],
  qty: readonly number[],
  amounts: readonly number[],
  freeValues: ReadonlyMap<string, number> | undefined,
): Evaluation | null {
  if (lineIdx.length === 0) return null;
  let measure = 0;
  let base = 0;
  for (const i of lineIdx) {
    measure += rule.basis === 'amount' ? amounts[i] : qty[i];
    base += amounts[i];
  }
  if (measure <= 0) return null;
  const tier = pickTier(rule, measure);
  if (!tier) return null;
  const step = rule.basis === 'amount' ? roundHalfAway(tier.orderBuy * 100) : tier.orderBuy;
  const times = step > 0 ? Math.floor(Number((measure / step).toPrecision(12))) : 1;
  if (times <= 0) return null;

  const lines = [...lineIdx];
  if (tier.kind === 'FreeItem') {
    const code = rule.freeProducts[0];
    const quantity = times * tier.freeNumber;
    if (!code || quantity <= 0) return null;
    const value = freeValues?.get(code);
    return {
      rule, tier, measure, times, lines, discountSatang: 0, perLine: lines.map(() => 0),
      free: { P_Code: code, quantity, promotionId: rule.id },
      benefit: value !== undefined ? toSatang(value) * quantity : quantity,
    };
  }
  let discount =
    tier.kind === 'DiscountPercent'
      ? roundHalfAway((base * Math.min(100, tier.discNumber)) / 100)
      : times * toSatang(tier.discNumber);
  discount = Math.max(0, Math.min(base, discount));
  if (discount <= 0) return null;
  return {
    rule, tier, measure, times, lines, discountSatang: discount,
    perLine: allocateSatang(discount, lines.map((i) => amounts[i])),
    free: null, benefit: discount,
  };
}

function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function better(a: Evaluation, b: Evaluation): boolean {
  return a.benefit !== b.benefit ? a.benefit > b.benefit : compareIds(a.rule.id, b.rule.id) < 0;
}

/**
 * Greedy, best first: evaluate every candidate on the lines still free, keep the one worth most,
 * take its lines out, repeat. Each line serves at most one promotion of the group.
 */
function greedy(
  rules: readonly PromotionRule[],
  linesOf: (rule: PromotionRule) => number[],
  qty: readonly number[],
  amounts: readonly number[],
  freeValues: ReadonlyMap<string, number> | undefined,
): Evaluation[] {
  const taken = new Set<number>();
  const left = new Set(rules);
  const chosen: Evaluation[] = [];
  while (left.size > 0) {
    let best: Evaluation | null = null;
    for (const rule of left) {
      const ev = evaluate(rule, linesOf(rule).filter((i) => !taken.has(i)), qty, amounts, freeValues);
      if (!ev) {
        left.delete(rule);
        continue;
      }
      if (!best || better(ev, best)) best = ev;
    }
    if (!best) break;
    chosen.push(best);
    left.delete(best.rule);
    for (const i of best.lines) taken.add(i);
  }
  return chosen;
}

function describe(ev: Evaluation): string {
  const { rule, tier } = ev;
  const measure = rule.basis === 'amount' ? `${fromSatang(ev.measure).toFixed(2)} baht` : `${ev.measure} units`;
  const from = rule.basis === 'amount' ? `${tier.buyMin.toFixed(2)} baht` : `${tier.buyMin} units`;
  const step = tier.orderBuy > 0 ? `, ${ev.times} × every ${tier.orderBuy}` : '';
  const gives = ev.free
    ? `${ev.free.quantity} free ${ev.free.P_Code}`
    : tier.kind === 'DiscountPercent'
      ? `${tier.discNumber}% off = ${fromSatang(ev.discountSatang).toFixed(2)} baht`
      : `${fromSatang(ev.discountSatang).toFixed(2)} baht off`;
  return `Promotion ${rule.id} "${rule.name}": bought ${measure} (tier ${tier.line} from ${from}${step}) → ${gives}`;
}

/**
 * Apply promotions to a cart for a customer:
 * 1. candidates are found through the product index (plus whole-order bill discounts) and checked
 *    for eligibility (enabled, dates, weekday, centre, customers, store type, customer type);
 * 2. free-item promotions (type 1), then product discounts (type 2), each line serving at most one
 *    promotion of each kind, the promotion worth most chosen first;
 * 3. one bill discount (type 3), the one worth most, measured on amounts after product discounts.
 */
export function applyPromotions(
  cartLines: readonly PromotionCartLine[],
  promotions: PromotionIndex | readonly PromotionRule[],
  customer: PromotionCustomer,
  options: ApplyOptions,
): PromotionApplication {
  const index = 'byProduct' in promotions ? promotions : buildPromotionIndex(promotions);

  // Merge repeated products so a product counts once.
  const codes: string[] = [];
  const byCode = new Map<string, number>();
  const qty: number[] = [];
  const gross: number[] = [];
  for (const l of cartLines) {
    if (!(l.quantity > 0)) continue;
    let i = byCode.get(l.P_Code);
    if (i === undefined) {
      i = codes.length;
      byCode.set(l.P_Code, i);
      codes.push(l.P_Code);
      qty.push(0);
      gross.push(0);
    }
    qty[i] += l.quantity;
    gross[i] += toSatang(l.amount);
  }

  const candidates = new Set<PromotionRule>(index.wholeOrder);
  for (const code of codes) for (const r of index.byProduct.get(code) ?? []) candidates.add(r);
  const eligible: PromotionRule[] = [];
  const ineligible: PromotionApplication['ineligible'] = [];
  for (const rule of candidates) {
    const reason = promotionEligibility(rule, customer, options.now);
    if (reason) ineligible.push({ promotionId: rule.id, reason });
    else eligible.push(rule);
  }
  ineligible.sort((a, b) => compareIds(a.promotionId, b.promotionId));

  const linesOf = (rule: PromotionRule): number[] => {
    if (rule.saleProducts.length === 0) return codes.map((_, i) => i);
    const out: number[] = [];
    for (const c of rule.saleProducts) {
      const i = byCode.get(c);
      if (i !== undefined) out.push(i);
    }
    return out.sort((a, b) => a - b);
  };
  const ofType = (t: string) => eligible.filter((r) => r.type === t);

  const freeEvals = greedy(ofType(PROMOTION_TYPE.FREE_ITEM), linesOf, qty, gross, options.freeItemValues);
  const productEvals = greedy(ofType(PROMOTION_TYPE.PRODUCT_DISCOUNT), linesOf, qty, gross, undefined);

  const productDisc = codes.map(() => 0);
  const lineIds: string[][] = codes.map(() => []);
  for (const ev of [...freeEvals, ...productEvals]) {
    ev.lines.forEach((i, k) => {
      productDisc[i] += ev.perLine[k];
      lineIds[i].push(ev.rule.id);
    });
  }
  const afterProduct = gross.map((g, i) => g - productDisc[i]);

  let billEval: Evaluation | null = null;
  for (const rule of ofType(PROMOTION_TYPE.BILL_DISCOUNT)) {
    const ev = evaluate(rule, linesOf(rule), qty, afterProduct, undefined);
    if (ev && (!billEval || better(ev, billEval))) billEval = ev;
  }
  const billDisc = codes.map(() => 0);
  if (billEval) {
    billEval.lines.forEach((i, k) => {
      billDisc[i] += billEval.perLine[k];
      lineIds[i].push(billEval.rule.id);
    });
  }

  const applied: AppliedPromotion[] = [...freeEvals, ...productEvals, ...(billEval ? [billEval] : [])].map((ev) => ({
    promotionId: ev.rule.id,
    name: ev.rule.name,
    type: ev.rule.type,
    kind: ev.tier.kind,
    tierLine: ev.tier.line,
    basis: ev.rule.basis,
    measure: ev.rule.basis === 'amount' ? fromSatang(ev.measure) : ev.measure,
    times: ev.times,
    discount: fromSatang(ev.discountSatang),
    freeItems: ev.free ? [ev.free] : [],
    products: ev.lines.map((i) => codes[i]),
    explanation: describe(ev),
  }));

  const lines: PromotionLineResult[] = codes.map((code, i) => ({
    P_Code: code,
    quantity: qty[i],
    amount: fromSatang(gross[i]),
    productDiscount: fromSatang(productDisc[i]),
    billDiscount: fromSatang(billDisc[i]),
    net: fromSatang(gross[i] - productDisc[i] - billDisc[i]),
    promotionIds: lineIds[i],
  }));
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const subtotal = sum(gross);
  const pd = sum(productDisc);
  const bd = sum(billDisc);
  return {
    lines,
    freeItems: freeEvals.flatMap((ev) => (ev.free ? [ev.free] : [])),
    applied,
    ineligible,
    subtotal: fromSatang(subtotal),
    productDiscount: fromSatang(pd),
    billDiscount: fromSatang(bd),
    discount: fromSatang(pd + bd),
    total: fromSatang(subtotal - pd - bd),
  };
}
