/**
 * Prices: five price levels per unit, each with a tax type ('1' VAT included, '2' VAT not included,
 * '0' not taxed), VAT 7 %, date-ranged advance prices, points prices and guest visibility.
 *
 * Field layout (the same for products and advance-price records):
 *   UNIT{u}PRICELEVEL{l} and UNIT{u}PRICELEVEL{l}TYPE, u = 1..3, l = 1..5.
 * Products may carry only PRICE{l}/PRICE{l}TYPE: those are unit 1's level prices. A unit without
 * its own price is priced from unit 1 in proportion to the rates (a case of 12 = 12 × the piece).
 */
import { isDayWithin, parseDay } from './dates';
import { toNumber } from './flags';
import { fromSatang, roundHalfAway, toSatang } from './money';
import { unitRate, unitsOf, UNIT_INDEXES, type UnitCountRule, type UnitFields, type UnitIndex } from './units';

export type TaxType = '0' | '1' | '2';
export const TAX_INCLUDED: TaxType = '1';
export const TAX_EXCLUDED: TaxType = '2';
export const NON_TAX: TaxType = '0';
export const VAT_PERCENT = 7;
export const PRICE_LEVELS = [1, 2, 3, 4, 5] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

export interface PriceCell {
  amount: number;
  taxType: TaxType;
}

/** Unknown or missing tax types fall back to '2' (VAT not included), the editor's default. */
export function normalizeTaxType(value: unknown, fallback: TaxType = TAX_EXCLUDED): TaxType {
  const s = String(value ?? '').trim();
  return s === '0' || s === '1' || s === '2' ? s : fallback;
}

export function normalizeLevel(level: unknown): PriceLevel {
  const n = Math.trunc(toNumber(level, 1));
  return (n >= 1 && n <= 5 ? n : 1) as PriceLevel;
}

/** Price the buyer pays including VAT. */
export function priceIncludingVat(cell: PriceCell): number {
  if (cell.taxType !== TAX_EXCLUDED) return fromSatang(toSatang(cell.amount));
  return fromSatang(roundHalfAway((toSatang(cell.amount) * (100 + VAT_PERCENT)) / 100));
}

/** Price before VAT (for tax invoices). */
export function priceExcludingVat(cell: PriceCell): number {
  if (cell.taxType !== TAX_INCLUDED) return fromSatang(toSatang(cell.amount));
  return fromSatang(roundHalfAway((toSatang(cell.amount) * 100) / (100 + VAT_PERCENT)));
}

export function vatAmount(cell: PriceCell): number {
  if (cell.taxType === NON_TAX) return 0;
  return fromSatang(toSatang(priceIncludingVat(cell)) - toSatang(priceExcludingVat(cell)));
}

/** The VAT contained in an amount that includes 7 % VAT. */
export function vatIncludedIn(amountIncludingVat: number): number {
  const s = toSatang(amountIncludingVat);
  return fromSatang(s - roundHalfAway((s * 100) / (100 + VAT_PERCENT)));
}

type PriceRecord = Record<string, unknown>;

function ownCell(record: PriceRecord, u: UnitIndex, l: PriceLevel, typeFallback: TaxType): PriceCell | null {
  const amount = record[`UNIT${u}PRICELEVEL${l}`];
  if (amount !== undefined && amount !== null && amount !== '') {
    return { amount: toNumber(amount), taxType: normalizeTaxType(record[`UNIT${u}PRICELEVEL${l}TYPE`], typeFallback) };
  }
  if (u === 1) {
    const flat = record[`PRICE${l}`];
    if (flat !== undefined && flat !== null && flat !== '') {
      return { amount: toNumber(flat), taxType: normalizeTaxType(record[`PRICE${l}TYPE`], typeFallback) };
    }
  }
  return null;
}

/** The standard price of one unit at one level (0 when the product has no price there). */
export function levelPrice(product: PriceRecord & UnitFields, unit: UnitIndex, level: unknown): PriceCell {
  const l = normalizeLevel(level);
  const own = ownCell(product, unit, l, TAX_EXCLUDED);
  if (own) return own;
  const base = ownCell(product, 1, l, TAX_EXCLUDED);
  const r1 = unitRate(product, 1) || 1;
  const ru = unitRate(product, unit);
  if (!base || ru <= 0) return { amount: 0, taxType: base?.taxType ?? TAX_EXCLUDED };
  return { amount: fromSatang(roundHalfAway((toSatang(base.amount) * ru) / r1)), taxType: base.taxType };
}

/** An advance-price record: a date range and its own UNIT{u}PRICELEVEL{l}(TYPE) cells. */
export interface AdvancePriceRecord extends PriceRecord {
  DateStart?: string | null;
  DateEnd?: string | null;
}

/** An advance price cell, or null when the record has none for that unit and level. */
export function advanceCell(record: AdvancePriceRecord | null | undefined, unit: UnitIndex, level: unknown): PriceCell | null {
  if (!record) return null;
  const l = normalizeLevel(level);
  const amount = record[`UNIT${unit}PRICELEVEL${l}`];
  if (amount === undefined || amount === null || amount === '') return null;
  return { amount: toNumber(amount), taxType: normalizeTaxType(record[`UNIT${unit}PRICELEVEL${l}TYPE`], TAX_EXCLUDED) };
}

/**
 * The advance price is used only if it is non-zero, lower than the standard price (both compared
 * including VAT, so tax types cannot fool the comparison) and today is within DateStart..DateEnd
 * (inclusive, Thai calendar day). A missing start or end leaves that side open; an unreadable date
 * makes the advance price unusable.
 */
export function isAdvancePriceApplicable(
  standard: PriceCell,
  advance: PriceCell | null,
  range: { DateStart?: string | null; DateEnd?: string | null },
  now: Date,
): boolean {
  if (!advance || toSatang(advance.amount) <= 0) return false;
  if (toSatang(priceIncludingVat(advance)) >= toSatang(priceIncludingVat(standard))) return false;
  const start = range.DateStart ? parseDay(range.DateStart) : null;
  const end = range.DateEnd ? parseDay(range.DateEnd) : null;
  if ((range.DateStart && start === null) || (range.DateEnd && end === null)) return false;
  return isDayWithin(parseDay(now) ?? 0, start, end);
}

export interface PriceContext {
  /** The customer's price level, 1..5 (default 1). */
  level?: unknown;
  /** Advance-price records of this product; the first applicable one wins. */
  advancePrices?: readonly AdvancePriceRecord[];
  now: Date;
}

export interface UnitPrice {
  unit: UnitIndex;
  /** What the buyer pays for one of this unit, VAT included. */
  priceIncludingVat: number;
  priceExcludingVat: number;
  /** The standard price including VAT (struck through when an advance price applies). */
  standardIncludingVat: number;
  advance: boolean;
  cell: PriceCell;
}

/** The price of one unit for this customer today. */
export function unitPrice(product: PriceRecord & UnitFields, unit: UnitIndex, ctx: PriceContext): UnitPrice {
  const standard = levelPrice(product, unit, ctx.level);
  let chosen = standard;
  let advance = false;
  for (const record of ctx.advancePrices ?? []) {
    const cell = advanceCell(record, unit, ctx.level);
    if (isAdvancePriceApplicable(standard, cell, record, ctx.now) && cell) {
      if (!advance || toSatang(priceIncludingVat(cell)) < toSatang(priceIncludingVat(chosen))) chosen = cell;
      advance = true;
    }
  }
  return {
    unit,
    priceIncludingVat: priceIncludingVat(chosen),
    priceExcludingVat: priceExcludingVat(chosen),
    standardIncludingVat: priceIncludingVat(standard),
    advance,
    cell: chosen,
  };
}

/** Points per one of a unit: Option1 is points per base unit, so a case of 12 costs 12 × Option1. */
export function pointsPerUnit(product: { Option1?: number | string | null } & UnitFields, unit: UnitIndex): number {
  const perBase = toNumber(product.Option1);
  const rate = unitRate(product, unit) > 0 ? unitRate(product, unit) : 1;
  return fromSatang(roundHalfAway(toSatang(perBase) * rate));
}

/** A product is redeemable with points only when it has a positive points price. */
export function isRedeemable(product: { Option1?: number | string | null }): boolean {
  return toNumber(product.Option1) > 0;
}

/** Guests see catalogue prices unless the tenant bars them. */
export function canSeeCataloguePrices(input: { guest: boolean; guestPricesDisabled: boolean }): boolean {
  return !(input.guest && input.guestPricesDisabled);
}

/** Per-unit figures a cart needs to total itself (index 0 = unit 1). */
export interface CartPricing {
  unitPrices: readonly number[];
  unitPoints: readonly number[];
}

export function cartPricingOf(
  product: PriceRecord & UnitFields & { Option1?: number | string | null },
  ctx: PriceContext,
  rule: UnitCountRule = 'standard',
): CartPricing {
  const n = unitsOf(product, rule).length;
  return {
    unitPrices: UNIT_INDEXES.map((u) => (u <= n ? unitPrice(product, u, ctx).priceIncludingVat : 0)),
    unitPoints: UNIT_INDEXES.map((u) => (u <= n ? pointsPerUnit(product, u) : 0)),
  };
}

/** The price fields the API sends with a product, computed for this customer today. */
export interface ProductPriceFields {
  StandardPrice1: number;
  StandardPrice2: number;
  StandardPrice3: number;
  SalesPrice1: number;
  SalesPrice2: number;
  SalesPrice3: number;
  PriceInVat1: number;
  PriceInVat2: number;
  PriceInVat3: number;
  CatalogPrice: number;
  IsProductAdvancePrice: boolean;
}

/**
 * StandardPriceN: standard price incl. VAT; SalesPriceN: applicable price excl. VAT;
 * PriceInVatN: applicable price incl. VAT (what the buyer pays); CatalogPrice: unit 1 at level 1
 * incl. VAT (the list price); IsProductAdvancePrice: an advance price applies to some unit today.
 * Units the product does not have are 0.
 */
export function productPriceFields(
  product: PriceRecord & UnitFields,
  ctx: PriceContext,
  rule: UnitCountRule = 'standard',
): ProductPriceFields {
  const n = unitsOf(product, rule).length;
  const prices = UNIT_INDEXES.map((u) => (u <= n ? unitPrice(product, u, ctx) : null));
  const pick = (u: number, f: (p: UnitPrice) => number) => (prices[u] ? f(prices[u] as UnitPrice) : 0);
  return {
    StandardPrice1: pick(0, (p) => p.standardIncludingVat),
    StandardPrice2: pick(1, (p) => p.standardIncludingVat),
    StandardPrice3: pick(2, (p) => p.standardIncludingVat),
    SalesPrice1: pick(0, (p) => p.priceExcludingVat),
    SalesPrice2: pick(1, (p) => p.priceExcludingVat),
    SalesPrice3: pick(2, (p) => p.priceExcludingVat),
    PriceInVat1: pick(0, (p) => p.priceIncludingVat),
    PriceInVat2: pick(1, (p) => p.priceIncludingVat),
    PriceInVat3: pick(2, (p) => p.priceIncludingVat),
    CatalogPrice: priceIncludingVat(levelPrice(product, 1, 1)),
    IsProductAdvancePrice: prices.some((p) => p?.advance === true),
  };
}
