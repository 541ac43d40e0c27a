import { fromSatang, multiplyMoney, roundHalfAway, toSatang } from '../../../domain/money';
import { isRedeemable, pointsPerUnit, unitPrice, type TaxType } from '../../../domain/prices';
import { stockAvailable } from '../../../domain/stock';
import { isShown, quantityOf, splitBaseUnits, toBaseUnits, unitCount, UNIT_INDEXES, type UnitIndex } from '../../../domain/units';
import type { OrderProduct } from './catalog-lines';

export interface LineInput {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
}

export type ProblemCode = 'emptyCart' | 'notFound' | 'disabled' | 'unitNotSold' | 'notRedeemable' | 'notPriced' | 'outOfStock';

export interface QuoteProblem {
  P_Code: string;
  Code: ProblemCode;
  Message: string;
  Requested?: number;
  Available?: number;
}

export interface QuoteUnit {
  Unit: UnitIndex;
  Code: string;
  Name: string;
  NameEn: string;
  Qty: number;
  /** One of this unit, VAT included, as charged. */
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
  TaxType: TaxType;
  IsFree: boolean;
  PromotionIds: string[];
  /** Stock at the centre in base units; null when not tracked. */
  StockAvailable: number | null;
}

const clean = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Lines of the same product are one line (the later quantities win, as a cart add replaces). */
export function normaliseLines(lines: readonly LineInput[]): LineInput[] {
  const byCode = new Map<string, LineInput>();
  for (const l of lines) {
    const line = { P_Code: l.P_Code.trim(), qty1: clean(l.qty1), qty2: clean(l.qty2), qty3: clean(l.qty3) };
    if (!line.P_Code || line.qty1 + line.qty2 + line.qty3 === 0) continue;
    byCode.delete(line.P_Code);
    byCode.set(line.P_Code, line);
  }
  return [...byCode.values()];
}

export function productLabel(p: Pick<OrderProduct, 'P_Code' | 'NameTh'> | undefined, code: string): string {
  return p?.NameTh ? `${code} ${p.NameTh}` : code;
}

/**
 * Prices one line for this customer today (price level, advance price, VAT included) and says
 * what is wrong with it, if anything. Units the product does not sell, or whose tier is hidden,
 * cannot be ordered.
 */
export function priceLine(
  input: LineInput,
  product: OrderProduct | undefined,
  ctx: { level: number; now: Date; mode: 'sales' | 'redeem' },
): { line: QuoteLine | null; problems: QuoteProblem[] } {
  const code = input.P_Code;
  if (!product) return { line: null, problems: [{ P_Code: code, Code: 'notFound', Message: `Product ${code} is not sold here` }] };
  const problems: QuoteProblem[] = [];
  const label = productLabel(product, code);
  if (product.Disabled) problems.push({ P_Code: code, Code: 'disabled', Message: `${label} is no longer sold` });
  const n = unitCount(product);
  const units: QuoteUnit[] = [];
  let amount = 0;
  let points = 0;
  let taxType: TaxType | null = null;
  for (const u of UNIT_INDEXES) {
    const qty = quantityOf(input, u);
    if (qty === 0) continue;
    if (u > n || !isShown(product, u)) {
      problems.push({ P_Code: code, Code: 'unitNotSold', Message: `${label} is not sold by unit ${u}` });
      continue;
    }
    const p = unitPrice(product, u, { level: ctx.level, advancePrices: product.AdvancePrices, now: ctx.now });
    const pts = pointsPerUnit(product, u);
    taxType ??= p.cell.taxType;
    amount += toSatang(multiplyMoney(p.priceIncludingVat, qty));
    points += roundHalfAway(toSatang(pts) * qty);
    units.push({
      Unit: u, Code: String(product[`UNIT${u}`] ?? ''), Name: String(product[`UNIT${u}NAME`] ?? ''), NameEn: product.UnitNamesEn[u - 1],
      Qty: qty, Price: p.priceIncludingVat, StandardPrice: p.standardIncludingVat, Advance: p.advance, Points: pts,
    });
  }
  if (ctx.mode === 'redeem' && !isRedeemable(product)) {
    problems.push({ P_Code: code, Code: 'notRedeemable', Message: `${label} cannot be redeemed with points` });
  }
  if (ctx.mode === 'sales' && units.length > 0 && amount <= 0) {
    problems.push({ P_Code: code, Code: 'notPriced', Message: `${label} has no price for this customer` });
  }
  const baht = fromSatang(amount);
  return {
    line: {
      P_Code: code, ProductName: product.NameTh, ProductNameEn: product.NameEn,
      qty1: input.qty1, qty2: input.qty2, qty3: input.qty3, Units: units,
      BaseQuantity: toBaseUnits(input, product),
      Amount: ctx.mode === 'sales' ? baht : 0, ProductDiscount: 0, BillDiscount: 0, Net: ctx.mode === 'sales' ? baht : 0,
      Points: fromSatang(points), TaxType: taxType ?? '2', IsFree: false, PromotionIds: [],
      StockAvailable: stockAvailable(product),
    },
    problems,
  };
}

/** A free item given by a promotion, in the product's own units. */
export function freeLine(product: OrderProduct, baseQuantity: number, promotionId: string): QuoteLine {
  const q = splitBaseUnits(baseQuantity, product);
  const units: QuoteUnit[] = UNIT_INDEXES.filter((u) => quantityOf(q, u) > 0).map((u) => ({
    Unit: u, Code: String(product[`UNIT${u}`] ?? ''), Name: String(product[`UNIT${u}NAME`] ?? ''), NameEn: product.UnitNamesEn[u - 1],
    Qty: quantityOf(q, u), Price: 0, StandardPrice: 0, Advance: false, Points: 0,
  }));
  return {
    P_Code: product.P_Code, ProductName: product.NameTh, ProductNameEn: product.NameEn, ...q, Units: units,
    BaseQuantity: baseQuantity, Amount: 0, ProductDiscount: 0, BillDiscount: 0, Net: 0, Points: 0, TaxType: '2',
    IsFree: true, PromotionIds: [promotionId], StockAvailable: stockAvailable(product),
  };
}

/** Baht per base unit of unit 1 for this customer (ranks competing free-item promotions). */
export function baseUnitValue(product: OrderProduct, level: number, now: Date): number {
  const p = unitPrice(product, 1, { level, advancePrices: product.AdvancePrices, now });
  const rate = Number(product.UNIT1RATE) > 0 ? Number(product.UNIT1RATE) : 1;
  return p.priceIncludingVat / rate;
}

/**
 * Lines (paid and free) asking for more of a product than the centre holds, in base units, each
 * named in the message: the 409 of place-order says exactly which line is short.
 */
export function stockProblems(lines: readonly QuoteLine[], products: ReadonlyMap<string, OrderProduct>): QuoteProblem[] {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.P_Code, (wanted.get(l.P_Code) ?? 0) + l.BaseQuantity);
  const out: QuoteProblem[] = [];
  for (const [code, requested] of wanted) {
    const p = products.get(code);
    const available = stockAvailable(p);
    if (!p || available === null || requested <= available) continue;
    const unit = String(p.UNIT1NAME || p.UNIT1 || 'units');
    out.push({
      P_Code: code, Code: 'outOfStock', Requested: requested, Available: Math.max(0, available),
      Message: `Not enough stock for ${productLabel(p, code)}: ${Math.max(0, available)} ${unit} left, ${requested} ordered`,
    });
  }
  return out;
}
