/**
 * Promotion data as the API and the editor carry it (wire shape), and the normalised rule the
 * engine in promotion-apply.ts evaluates. The meaning of every field is documented in docs/domain.md.
 */
import { parseDay, type DayKey } from './dates';
import { isY, toNumber } from './flags';

/** PromotionType codes. */
export const PROMOTION_TYPE = {
  /** Buy sale products, get free products. */
  FREE_ITEM: '1',
  /** Discount on the sale products' lines. */
  PRODUCT_DISCOUNT: '2',
  /** Discount on the whole order (sale products optional: they narrow what counts). */
  BILL_DISCOUNT: '3',
} as const;
export type PromotionTypeCode = (typeof PROMOTION_TYPE)[keyof typeof PROMOTION_TYPE];

/** What a calculation line gives. */
export type PromotionKind = 'FreeItem' | 'DiscountValue' | 'DiscountPercent';

/** SalesNumber: what BuyMin/BuyMax/OrderBuy count. '1' base units (default), '2' baht. */
export const SALES_NUMBER = { QUANTITY: '1', AMOUNT: '2' } as const;

/** The marker in CustomerList / Opt15 / CustomerTypeList meaning "everyone". */
export const ALL = 'ALL';

export interface PromotionHeader {
  PromotionId?: string | number | null;
  PromotionName?: string | null;
  /** Short name. */
  Opt30?: string | null;
  PromotionRemark?: string | null;
  /** DD/MM/YYYY as shown. */
  DateBegin?: string | null;
  DateEnd?: string | null;
  /** YYYYMMDD as stored. */
  DateBeginT?: string | null;
  DateEndT?: string | null;
  FlagEnabled?: string | null;
  PromotionType?: string | null;
  SalesNumber?: string | null;
  /** 'ALL' or a comma list of customer type codes. */
  CustomerTypeList?: string | null;
  /** 'ALL' or a comma list of customer codes. */
  CustomerList?: string | null;
  /** Store types: 'ALL' or a comma list of store type codes. */
  Opt15?: string | null;
  /** Weekday flags, Monday..Sunday, 'Y'/'N' (or '1'/'0'); empty means every day. */
  Opt31?: string | null;
  SaleUnit?: string | null;
}

export interface PromotionDetailLine {
  PromotionLn?: number | string | null;
  BuyMin?: number | string | null;
  BuyMax?: number | string | null;
  OrderBuy?: number | string | null;
  FreeNumber?: number | string | null;
  DiscNumber?: number | string | null;
  /** 'DiscountValue' | 'DiscountPercent' | 'FreeItem' (or the codes 'V' | 'P' | 'F'). */
  DiscType?: string | null;
  DiscTypeCode?: string | null;
  Opt6?: string | null;
}

/** A product, customer, store type or customer type picked in the editor: a code or a record. */
export type ItemRef = string | { P_Code?: string; Code?: string; CUSTOMERCODE?: string; Id?: string | number };

/** The body of api/promotion/create and api/promotion/update/{id}. */
export interface PromotionDraft {
  SaleUnit?: string | null;
  Promotion: PromotionHeader;
  PromotionDetails?: PromotionDetailLine[] | null;
  ProductsSale?: ItemRef[] | null;
  ProductsFree?: ItemRef[] | null;
  Customers?: ItemRef[] | null;
  CustomersNotIn?: ItemRef[] | null;
  Stores?: ItemRef[] | null;
  CustomerTypes?: ItemRef[] | null;
  /** Day indexes 0 = Monday … 6 = Sunday; when present it wins over Opt31. */
  Weekdays?: number[] | null;
}

export function codeOf(item: ItemRef): string {
  if (typeof item === 'string') return item.trim();
  const v = item.P_Code ?? item.Code ?? item.CUSTOMERCODE ?? item.Id;
  return v === undefined || v === null ? '' : String(v).trim();
}

export function codesOf(items: readonly ItemRef[] | null | undefined): string[] {
  return [...new Set((items ?? []).map(codeOf).filter((c) => c !== ''))];
}

function commaList(value: string | null | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toUpperCase() !== ALL);
}

export function isAllMarker(value: string | null | undefined): boolean {
  return String(value ?? '').trim().toUpperCase() === ALL;
}

/** Opt31 → 7 booleans (Monday first), or null for "every day". */
export function parseWeekdayFlags(opt31: string | null | undefined): boolean[] | null {
  const s = String(opt31 ?? '').trim();
  if (s === '') return null;
  const flags = Array.from({ length: 7 }, (_, i) => {
    const c = s[i] ?? 'N';
    return c === 'Y' || c === 'y' || c === '1';
  });
  return flags;
}

/** Day indexes (0 = Monday) → Opt31. */
export function weekdaysToFlags(days: readonly number[]): string {
  return Array.from({ length: 7 }, (_, i) => (days.includes(i) ? 'Y' : 'N')).join('');
}

/** Opt31 → day indexes (0 = Monday); every day when empty. */
export function flagsToWeekdays(opt31: string | null | undefined): number[] {
  const flags = parseWeekdayFlags(opt31);
  return flags ? flags.flatMap((on, i) => (on ? [i] : [])) : [0, 1, 2, 3, 4, 5, 6];
}

export function normalizeKind(line: PromotionDetailLine, type: string | null | undefined): PromotionKind {
  if (String(type ?? '') === PROMOTION_TYPE.FREE_ITEM) return 'FreeItem';
  const t = String(line.DiscType ?? line.DiscTypeCode ?? '').trim().toUpperCase();
  if (t === 'DISCOUNTPERCENT' || t === 'P' || t === '%' || t === 'PERCENT') return 'DiscountPercent';
  return 'DiscountValue';
}

/** The kind of a promotion: FreeItem for type '1', otherwise its first line's discount kind. */
export function promotionKind(draft: Pick<PromotionDraft, 'Promotion' | 'PromotionDetails'>): PromotionKind {
  const first = draft.PromotionDetails?.[0] ?? {};
  return normalizeKind(first, draft.Promotion.PromotionType);
}

export interface PromotionTier {
  line: number;
  buyMin: number;
  /** 0 = no upper bound. */
  buyMax: number;
  /** Step: the benefit repeats for every full OrderBuy; 0 = once. */
  orderBuy: number;
  freeNumber: number;
  discNumber: number;
  kind: PromotionKind;
}

export interface Audience {
  all: boolean;
  include: readonly string[];
}

/** A promotion ready to evaluate. */
export interface PromotionRule {
  id: string;
  name: string;
  enabled: boolean;
  type: PromotionTypeCode;
  basis: 'quantity' | 'amount';
  begin: DayKey | null;
  end: DayKey | null;
  /** false when a date is present but unreadable: such a promotion never applies. */
  datesValid: boolean;
  /** 7 flags, Monday first; null = every day. */
  weekdays: readonly boolean[] | null;
  saleUnit: string | null;
  saleProducts: readonly string[];
  freeProducts: readonly string[];
  customers: Audience & { exclude: readonly string[] };
  stores: Audience;
  customerTypes: Audience;
  tiers: readonly PromotionTier[];
}

function audience(marker: string | null | undefined, refs: readonly ItemRef[] | null | undefined): Audience {
  if (isAllMarker(marker)) return { all: true, include: [] };
  const fromRefs = codesOf(refs);
  return { all: false, include: fromRefs.length > 0 ? fromRefs : commaList(marker) };
}

function dateOf(display: string | null | undefined, stored: string | null | undefined): { day: DayKey | null; valid: boolean } {
  const raw = (stored ?? '').trim() || (display ?? '').trim();
  if (raw === '') return { day: null, valid: true };
  const day = parseDay(raw);
  return { day, valid: day !== null };
}

/** Wire draft (as saved) → rule. */
export function toPromotionRule(draft: PromotionDraft): PromotionRule {
  const p = draft.Promotion;
  const rawType = String(p.PromotionType ?? '').trim();
  const type: PromotionTypeCode = rawType === '1' || rawType === '3' ? rawType : '2';
  const begin = dateOf(p.DateBegin, p.DateBeginT);
  const end = dateOf(p.DateEnd, p.DateEndT);
  const weekdays = draft.Weekdays ? parseWeekdayFlags(weekdaysToFlags(draft.Weekdays)) : parseWeekdayFlags(p.Opt31);
  const tiers = (draft.PromotionDetails ?? []).map((d, i) => ({
    line: toNumber(d.PromotionLn, i + 1),
    buyMin: Math.max(0, toNumber(d.BuyMin)),
    buyMax: Math.max(0, toNumber(d.BuyMax)),
    orderBuy: Math.max(0, toNumber(d.OrderBuy)),
    freeNumber: Math.max(0, Math.floor(toNumber(d.FreeNumber))),
    discNumber: Math.max(0, toNumber(d.DiscNumber)),
    kind: normalizeKind(d, type),
  }));
  return {
    id: String(p.PromotionId ?? ''),
    name: String(p.PromotionName ?? ''),
    enabled: isY(p.FlagEnabled),
    type,
    basis: String(p.SalesNumber ?? '1').trim() === SALES_NUMBER.AMOUNT ? 'amount' : 'quantity',
    begin: begin.day,
    end: end.day,
    datesValid: begin.valid && end.valid,
    weekdays,
    saleUnit: (draft.SaleUnit ?? p.SaleUnit ?? '').trim() || null,
    saleProducts: codesOf(draft.ProductsSale),
    freeProducts: codesOf(draft.ProductsFree),
    customers: { ...audience(p.CustomerList, draft.Customers), exclude: codesOf(draft.CustomersNotIn) },
    stores: audience(p.Opt15, draft.Stores),
    customerTypes: audience(p.CustomerTypeList, draft.CustomerTypes),
    tiers,
  };
}
