import type { AdvancePriceRecord } from '../../../domain/prices';
import type { StockFields } from '../../../domain/stock';
import type { UnitFields } from '../../../domain/units';
import type { Queryable } from '../../db/index';

/**
 * A catalogue product as the domain's price, unit and stock rules read it (UNIT{u}PRICELEVEL{l},
 * UNITn/RATE/NAME, ShowPriceN, Option1, Stock.StockAvailable), plus what an order line keeps.
 */
export type OrderProduct = UnitFields & StockFields & Record<string, unknown> & {
  P_Code: string;
  NameTh: string;
  NameEn: string;
  Option1: number;
  Disabled: boolean;
  /** false: stock is not tracked for this product (never short, never decremented). */
  StockItem: boolean;
  UnitNamesEn: [string, string, string];
  AdvancePrices: AdvancePriceRecord[];
};

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const price = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const PRICE_COLUMNS = [1, 2, 3].flatMap((u) => [1, 2, 3, 4, 5].flatMap((l) => [`u${u}_price${l}`, `u${u}_price${l}_type`]));

function priceCells(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const u of [1, 2, 3]) {
    for (const l of [1, 2, 3, 4, 5]) {
      const amount = price(row[`u${u}_price${l}`]);
      if (amount === null) continue;
      out[`UNIT${u}PRICELEVEL${l}`] = amount;
      out[`UNIT${u}PRICELEVEL${l}TYPE`] = row[`u${u}_price${l}_type`];
    }
  }
  return out;
}

/**
 * The products of these codes at one centre: prices, units, stock there and the advance prices
 * that may apply around today. Codes not in the catalogue are absent from the map.
 */
export async function loadOrderProducts(q: Queryable, tenantId: string, saleUnit: string, codes: readonly string[], today: string): Promise<Map<string, OrderProduct>> {
  const unique = [...new Set(codes)];
  const out = new Map<string, OrderProduct>();
  if (unique.length === 0) return out;
  const rows = await q.query<Record<string, unknown>>(
    `SELECT p.p_code, p.name_th, p.name_en, p.unit1, p.unit2, p.unit3, p.unit1_name_th, p.unit2_name_th, p.unit3_name_th,
            p.unit1_name_en, p.unit2_name_en, p.unit3_name_en, p.unit1_rate, p.unit2_rate, p.unit3_rate,
            p.show_price1, p.show_price2, p.show_price3, p.option1, p.disabled, p.stock_item,
            ${PRICE_COLUMNS.map((c) => `p.${c}`).join(', ')},
            s.stock_available
       FROM products p
       LEFT JOIN product_stock s ON s.tenant_id = p.tenant_id AND s.sale_unit = $2 AND s.p_code = p.p_code
      WHERE p.tenant_id = $1 AND p.p_code = ANY($3::text[])`,
    [tenantId, saleUnit, unique],
  );
  const advance = await q.query<Record<string, unknown>>(
    `SELECT p_code, date_start::text AS date_start, date_end::text AS date_end, ${PRICE_COLUMNS.join(', ')}
       FROM advance_prices
      WHERE tenant_id = $1 AND sale_unit = $2 AND p_code = ANY($3::text[]) AND date_end >= $4::date - 1 AND date_start <= $4::date + 1`,
    [tenantId, saleUnit, unique, today],
  );
  const advanceByCode = new Map<string, AdvancePriceRecord[]>();
  for (const a of advance) {
    const list = advanceByCode.get(String(a.p_code)) ?? [];
    list.push({ DateStart: String(a.date_start), DateEnd: String(a.date_end), ...priceCells(a) });
    advanceByCode.set(String(a.p_code), list);
  }
  for (const r of rows) {
    const code = String(r.p_code);
    const stockItem = r.stock_item !== false;
    out.set(code, {
      P_Code: code,
      NameTh: String(r.name_th ?? ''),
      NameEn: String(r.name_en ?? ''),
      UNIT1: String(r.unit1 ?? ''), UNIT2: String(r.unit2 ?? ''), UNIT3: String(r.unit3 ?? ''),
      UNIT1NAME: String(r.unit1_name_th || r.unit1 || ''), UNIT2NAME: String(r.unit2_name_th || r.unit2 || ''), UNIT3NAME: String(r.unit3_name_th || r.unit3 || ''),
      UnitNamesEn: [String(r.unit1_name_en || r.unit1_name_th || ''), String(r.unit2_name_en || r.unit2_name_th || ''), String(r.unit3_name_en || r.unit3_name_th || '')],
      UNIT1RATE: num(r.unit1_rate), UNIT2RATE: num(r.unit2_rate), UNIT3RATE: num(r.unit3_rate),
      ShowPrice1: r.show_price1 === true ? 'Y' : 'N',
      ShowPrice2: r.show_price2 === true ? 'Y' : 'N',
      ShowPrice3: r.show_price3 === true ? 'Y' : 'N',
      Option1: num(r.option1),
      Disabled: r.disabled === true,
      StockItem: stockItem,
      // No stock row for a stock item means nothing in stock at this centre.
      Stock: stockItem ? { StockAvailable: num(r.stock_available) } : null,
      AdvancePrices: advanceByCode.get(code) ?? [],
      ...priceCells(r),
    });
  }
  return out;
}

/** The customer's price level at a centre (1..5); no row means level 1. */
export async function priceLevelOf(q: Queryable, tenantId: string, customerCode: string, saleUnit: string): Promise<number> {
  const [row] = await q.query<{ price_level: number }>(
    'SELECT price_level FROM customer_price_levels WHERE tenant_id = $1 AND customer_code = $2 AND sale_unit = $3',
    [tenantId, customerCode, saleUnit],
  );
  return row ? Number(row.price_level) : 1;
}
