import { CODE, RowChecker, SALE_UNIT } from './fields';
import { runValidation } from './run';
import type { ColumnSpec, RawRow, ValidationResult } from './types';

/**
 * transfer-stloc: stock moved from one storage location to another. In Talad a storage location
 * is a distribution centre's stock (product_stock per sale unit). Rows apply in file order, so a
 * row may move on what an earlier row brought in; no row may take a location below zero.
 */
export const TRANSFER_COLUMNS: ColumnSpec[] = [
  { name: 'P_CODE', required: true, hint: 'Product code (a stock item)' },
  { name: 'FROM_SALEUNIT', required: true, hint: 'Centre the stock leaves' },
  { name: 'TO_SALEUNIT', required: true, hint: 'Centre the stock arrives at (not the same)' },
  { name: 'QTY', required: true, hint: 'Quantity in UNIT, > 0, up to 3 decimals' },
  { name: 'UNIT', required: false, hint: '1, 2, 3 or the unit code (default 1)' },
  { name: 'REF', required: false, hint: 'Your document reference (≤ 50)' },
];

export interface TransferProduct {
  stockItem: boolean;
  /** Codes and rates of units 1..3 ('' / 0 when the unit does not exist). */
  unitCodes: [string, string, string];
  rates: [number, number, number];
}

export interface TransferImportContext {
  centres: ReadonlySet<string>;
  products: ReadonlyMap<string, TransferProduct>;
  /** `${saleUnit}|${pCode}` → stock available in base units (no entry = 0). */
  stock: ReadonlyMap<string, number>;
}

export interface TransferImportRow {
  pCode: string;
  from: string;
  to: string;
  unit: 1 | 2 | 3;
  qty: number;
  /** Quantity in base units, as product_stock counts it. */
  baseQty: number;
  ref: string;
}

export const stockKey = (saleUnit: string, pCode: string) => `${saleUnit}|${pCode}`;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function unitOf(text: string, p: TransferProduct | undefined): 1 | 2 | 3 | null {
  if (!text || text === '1') return 1;
  if (text === '2' || text === '3') return Number(text) as 2 | 3;
  if (!p) return null;
  const i = p.unitCodes.findIndex((c) => c !== '' && c.toUpperCase() === text.toUpperCase());
  return i < 0 ? null : ((i + 1) as 1 | 2 | 3);
}

export function validateTransferRows(rows: RawRow[], ctx: TransferImportContext): ValidationResult<TransferImportRow> {
  const running = new Map(ctx.stock);
  return runValidation(rows, (values) => {
    const c = new RowChecker(values);
    const pCode = c.text('P_CODE', { required: true, max: 50, pattern: CODE });
    const from = c.text('FROM_SALEUNIT', { required: true, max: 20, pattern: SALE_UNIT });
    const to = c.text('TO_SALEUNIT', { required: true, max: 20, pattern: SALE_UNIT });
    const qty = c.number('QTY', { required: true, minExclusive: 0, max: 10_000_000, decimals: 3 });
    const ref = c.text('REF', { max: 50 });
    const product = pCode ? ctx.products.get(pCode) : undefined;
    if (pCode && CODE.test(pCode)) {
      if (!product) c.fail('P_CODE', 'is not a product of this tenant', 'notProduct');
      else if (!product.stockItem) c.fail('P_CODE', 'is not a stock item (no stock is kept for it)', 'notStockItem');
    }
    for (const [field, su] of [['FROM_SALEUNIT', from], ['TO_SALEUNIT', to]] as const) {
      if (su && SALE_UNIT.test(su) && !ctx.centres.has(su)) c.fail(field, 'is not an active distribution centre of this tenant', 'notCentre');
    }
    if (from && from === to) c.fail('TO_SALEUNIT', 'must differ from FROM_SALEUNIT', 'sameCentre');
    const unit = unitOf(c.raw('UNIT'), product);
    let rate = 1;
    if (unit === null) c.fail('UNIT', 'is not a unit of this product (1, 2, 3 or its unit code)', 'notUnit');
    else if (product && unit > 1) {
      rate = product.rates[unit - 1];
      if (!(rate > 0)) c.fail('UNIT', `the product has no unit ${unit}`, 'noSuchUnit', { unit });
    }
    if (!c.ok || qty === undefined || unit === null) return { problems: c.problems };
    const baseQty = round3(qty * rate);
    const available = running.get(stockKey(from, pCode)) ?? 0;
    if (baseQty > available + 1e-9) {
      return { problems: [{ field: 'QTY', reason: `needs ${baseQty} base units but ${from} has ${round3(available)} in stock`, code: 'shortStock', params: { need: baseQty, centre: from, have: round3(available) } }] };
    }
    running.set(stockKey(from, pCode), round3(available - baseQty));
    running.set(stockKey(to, pCode), round3((running.get(stockKey(to, pCode)) ?? 0) + baseQty));
    return { problems: [], value: { pCode, from, to, unit, qty, baseQty, ref } };
  });
}
