/**
 * The products row as the catalogue queries read it, and its translation into the record shape the
 * pure price rules in src/domain expect (UNIT{u}PRICELEVEL{l}, UNIT{u}RATE, DateStart …).
 */
import type { AdvancePriceRecord } from '../../../domain/prices';
import type { UnitFields } from '../../../domain/units';

export type UnitNo = 1 | 2 | 3;
export type LevelNo = 1 | 2 | 3 | 4 | 5;
const UNITS: readonly UnitNo[] = [1, 2, 3];
const LEVELS: readonly LevelNo[] = [1, 2, 3, 4, 5];

type PriceCells = { [K in `u${UnitNo}_price${LevelNo}`]: number | null } & { [K in `u${UnitNo}_price${LevelNo}_type`]: string };

/** An advance price as selected (json_agg in the product queries). */
export type AdvanceRow = PriceCells & { date_start: string; date_end: string };

export type ProductRowDb = PriceCells & {
  p_code: string;
  name_th: string; name_en: string; short_name_th: string; short_name_en: string; description_th: string; description_en: string;
  unit1: string; unit1_name_th: string; unit1_name_en: string; unit1_rate: number;
  unit2: string; unit2_name_th: string; unit2_name_en: string; unit2_rate: number;
  unit3: string; unit3_name_th: string; unit3_name_en: string; unit3_rate: number;
  show_price1: boolean; show_price2: boolean; show_price3: boolean;
  catalog_price: number | null; option1: number;
  barcode1: string; barcode2: string; barcode3: string;
  group_code: string; group_name_th: string; group_name_en: string;
  brand_code: string; brand_name_th: string; brand_name_en: string;
  flavour_code: string; flavour_name: string; variant_code: string; variant_name: string; size_code: string; size_name: string;
  supplier_code: string; supplier_name: string; matype: string; matype_name: string;
  pic1: string; pic2: string; pic3: string; pic4: string; pic5: string;
  disabled: boolean; stock_item: boolean; suggested: boolean;
  h1: string; h2: string; h3: string; h4: string; h5: string;
  /** From product_stock of the viewer's centre (null: no row). */
  stock_available: number | null;
  minimum_stock: number | null;
  /** Advance prices of the viewer's centre that have not ended before yesterday. */
  advance: AdvanceRow[] | null;
  /** Promotions running today at the viewer's centre that sell this product. */
  promotions: PromotionRef[] | null;
};

export interface PromotionRef { PromotionId: number; PromotionName: string; Opt30: string; PromotionType: string; DateBeginT: string; DateEndT: string }

const NUMERIC = new Set(['unit1_rate', 'unit2_rate', 'unit3_rate', 'catalog_price', 'option1']);
const PLAIN = [
  'p_code', 'name_th', 'name_en', 'short_name_th', 'short_name_en', 'description_th', 'description_en',
  ...UNITS.flatMap((u) => [`unit${u}`, `unit${u}_name_th`, `unit${u}_name_en`, `unit${u}_rate`]),
  'show_price1', 'show_price2', 'show_price3', 'catalog_price', 'option1', 'barcode1', 'barcode2', 'barcode3',
  'group_code', 'group_name_th', 'group_name_en', 'brand_code', 'brand_name_th', 'brand_name_en', 'flavour_code', 'flavour_name',
  'variant_code', 'variant_name', 'size_code', 'size_name', 'supplier_code', 'supplier_name', 'matype', 'matype_name',
  'pic1', 'pic2', 'pic3', 'pic4', 'pic5', 'disabled', 'stock_item', 'suggested', 'h1', 'h2', 'h3', 'h4', 'h5',
];
const PRICE_COLUMNS = UNITS.flatMap((u) => LEVELS.flatMap((l) => [`u${u}_price${l}`, `u${u}_price${l}_type`]));

/** Numerics leave the database as float8 so both drivers hand back JS numbers. */
const select = (alias: string, col: string) => (NUMERIC.has(col) || /^u\d_price\d$/.test(col) ? `${alias}.${col}::float8 AS ${col}` : `${alias}.${col}`);

/** The select list of a product (alias `p`), without stock and advance prices. */
export const PRODUCT_COLUMNS_SQL = [...PLAIN, ...PRICE_COLUMNS].map((c) => select('p', c)).join(', ');

const advanceJson = (cols: readonly string[]) => [
  `'date_start', a.date_start::text`, `'date_end', a.date_end::text`,
  ...cols.map((c) => (c.endsWith('_type') ? `'${c}', a.${c}` : `'${c}', a.${c}::float8`)),
].join(', ');

/** json_build_object arguments of an advance-price row (alias `a`). */
export const ADVANCE_JSON_SQL = advanceJson(PRICE_COLUMNS);

/**
 * Price cells one viewer's DTO reads: every unit at the viewer's level (standard and advance
 * prices), and unit 1 at level 1 (CatalogPrice when the product has no catalog_price). Lists read
 * only these: a third of the price cells, so the database sends and the driver parses far less.
 */
const levelPriceColumns = (level: number) => PRICE_COLUMNS.filter((c) => {
  const [u, l] = [Number(c[1]), Number(c[8])];
  return l === level || (u === 1 && l === 1);
});

export const productColumnsForLevelSql = (level: number) => [...PLAIN, ...levelPriceColumns(level)].map((c) => select('p', c)).join(', ');

export const advanceJsonForLevelSql = (level: number) => advanceJson(PRICE_COLUMNS.filter((c) => Number(c[8]) === level));

type PriceRecord = Record<string, unknown>;

function priceCells(row: PriceCells, into: PriceRecord): PriceRecord {
  for (const u of UNITS) {
    for (const l of LEVELS) {
      const amount = row[`u${u}_price${l}`];
      if (amount === null || amount === undefined) continue;
      into[`UNIT${u}PRICELEVEL${l}`] = Number(amount);
      into[`UNIT${u}PRICELEVEL${l}TYPE`] = row[`u${u}_price${l}_type`];
    }
  }
  return into;
}

/** The product as src/domain's price and unit rules read it. */
export function domainProduct(row: ProductRowDb): PriceRecord & UnitFields & { Option1: number } {
  const rec: PriceRecord & UnitFields & { Option1: number } = { Option1: Number(row.option1) };
  for (const u of UNITS) {
    rec[`UNIT${u}`] = row[`unit${u}`];
    rec[`UNIT${u}NAME`] = row[`unit${u}_name_th`];
    rec[`UNIT${u}RATE`] = Number(row[`unit${u}_rate`]);
    rec[`ShowPrice${u}`] = row[`show_price${u}`];
  }
  return priceCells(row, rec) as PriceRecord & UnitFields & { Option1: number };
}

/** Advance-price rows as src/domain's AdvancePriceRecord. */
export function domainAdvance(rows: readonly AdvanceRow[] | null): AdvancePriceRecord[] {
  return (rows ?? []).map((a) => priceCells(a, { DateStart: a.date_start, DateEnd: a.date_end }) as AdvancePriceRecord);
}
