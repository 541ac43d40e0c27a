import { dayKeyToYyyymmdd, parseDay } from '../../../domain/dates';
import { codesOf, isAllMarker, weekdaysToFlags, type PromotionDraft } from '../../../domain/promotion-types';
import { normalizeKind } from '../../../domain/promotion-types';
import type { Queryable } from '../../db/index';
import type { PromotionList } from '../../db/schema/promotions';

/** Reading and writing the 0401 promotions tables in the wire shape of docs/domain.md. */

export const LISTS: readonly PromotionList[] = ['ProductsSale', 'ProductsFree', 'Customers', 'CustomersNotIn', 'Stores', 'CustomerTypes'];

export interface HeaderRow {
  promotion_id: number | string;
  sale_unit: string;
  promotion_name: string;
  opt30: string;
  promotion_remark: string;
  date_begin_t: string;
  date_end_t: string;
  // The 0401 CHECK constraints hold these to their codes.
  flag_enabled: 'Y' | 'N';
  promotion_type: '1' | '2' | '3';
  sales_number: '1' | '2';
  customer_type_list: string;
  customer_list: string;
  opt15: string;
  opt31: string;
  updated_at?: Date | string;
}

export const HEADER_COLUMNS = `promotion_id, sale_unit, promotion_name, opt30, promotion_remark, date_begin_t, date_end_t, flag_enabled,
  promotion_type, sales_number, customer_type_list, customer_list, opt15, opt31, updated_at`;

const ddmmyyyy = (t: string) => (/^\d{8}$/.test(t) ? `${t.slice(6, 8)}/${t.slice(4, 6)}/${t.slice(0, 4)}` : '');

/** Every field present (PromotionHeader's are optional for drafts): the answers' schemas rely on it. */
export function headerOf(h: HeaderRow) {
  return {
    PromotionId: Number(h.promotion_id),
    SaleUnit: h.sale_unit,
    PromotionName: h.promotion_name,
    Opt30: h.opt30,
    PromotionRemark: h.promotion_remark,
    DateBegin: ddmmyyyy(h.date_begin_t),
    DateEnd: ddmmyyyy(h.date_end_t),
    DateBeginT: h.date_begin_t,
    DateEndT: h.date_end_t,
    FlagEnabled: h.flag_enabled,
    PromotionType: h.promotion_type,
    SalesNumber: h.sales_number,
    CustomerTypeList: h.customer_type_list,
    CustomerList: h.customer_list,
    Opt15: h.opt15,
    Opt31: h.opt31,
  };
}

export interface DetailRow extends Record<string, unknown> { promotion_id: number | string }

/** A stored calculation line: every field present, numbers as numbers. */
export function lineOf(d: Record<string, unknown>) {
  return {
    PromotionLn: Number(d.promotion_ln), BuyMin: Number(d.buy_min), BuyMax: Number(d.buy_max), OrderBuy: Number(d.order_buy),
    FreeNumber: Number(d.free_number), DiscNumber: Number(d.disc_number), DiscType: String(d.disc_type),
    DiscTypeCode: String(d.disc_type_code), Opt6: String(d.opt6),
  };
}

export async function loadDetails(q: Queryable, tenantId: string, ids: number[]): Promise<Map<number, ReturnType<typeof lineOf>[]>> {
  const out = new Map<number, ReturnType<typeof lineOf>[]>();
  if (ids.length === 0) return out;
  const rows = await q.query<DetailRow>(
    `SELECT promotion_id, promotion_ln, buy_min, buy_max, order_buy, free_number, disc_number, disc_type, disc_type_code, opt6
       FROM promotion_details WHERE tenant_id = $1 AND promotion_id = ANY($2::bigint[]) ORDER BY promotion_id, promotion_ln`,
    [tenantId, ids],
  );
  for (const r of rows) {
    const id = Number(r.promotion_id);
    out.set(id, [...(out.get(id) ?? []), lineOf(r)]);
  }
  return out;
}

export type ItemLists = Record<PromotionList, string[]>;
export const emptyLists = (): ItemLists => ({ ProductsSale: [], ProductsFree: [], Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [] });

export async function loadItems(q: Queryable, tenantId: string, ids: number[]): Promise<Map<number, ItemLists>> {
  const out = new Map<number, ItemLists>();
  if (ids.length === 0) return out;
  const rows = await q.query<{ promotion_id: number | string; list: PromotionList; code: string }>(
    `SELECT promotion_id, list, code FROM promotion_items
      WHERE tenant_id = $1 AND promotion_id = ANY($2::bigint[]) ORDER BY promotion_id, list, position, code`,
    [tenantId, ids],
  );
  for (const r of rows) {
    const id = Number(r.promotion_id);
    const lists = out.get(id) ?? emptyLists();
    lists[r.list].push(r.code);
    out.set(id, lists);
  }
  return out;
}

function storedDay(display: string | null | undefined, stored: string | null | undefined): string {
  const day = parseDay((stored ?? '').trim() || (display ?? '').trim() || null);
  // promotion-validate refused unreadable dates before we get here.
  if (day === null) throw new Error('unreadable promotion date');
  return dayKeyToYyyymmdd(day);
}

const allOrEmpty = (v: string | null | undefined) => (isAllMarker(v) ? 'ALL' : '');

/** The row values of a validated draft (dates stored as YYYYMMDD, Weekdays folded into Opt31). */
export function rowOf(draft: PromotionDraft) {
  const p = draft.Promotion;
  const type = String(p.PromotionType ?? '1');
  return {
    name: String(p.PromotionName ?? '').trim(),
    opt30: String(p.Opt30 ?? '').trim(),
    remark: String(p.PromotionRemark ?? '').trim(),
    begin: storedDay(p.DateBegin, p.DateBeginT),
    end: storedDay(p.DateEnd, p.DateEndT),
    enabled: String(p.FlagEnabled ?? 'Y') === 'N' ? 'N' : 'Y',
    type,
    salesNumber: String(p.SalesNumber ?? '1') === '2' ? '2' : '1',
    customerTypeList: allOrEmpty(p.CustomerTypeList),
    customerList: allOrEmpty(p.CustomerList),
    opt15: allOrEmpty(p.Opt15),
    opt31: draft.Weekdays ? weekdaysToFlags(draft.Weekdays) : String(p.Opt31 ?? ''),
    lines: (draft.PromotionDetails ?? []).map((d, i) => {
      const kind = normalizeKind(d, type);
      return {
        ln: i + 1,
        buyMin: Number(d.BuyMin ?? 0), buyMax: Number(d.BuyMax ?? 0), orderBuy: Number(d.OrderBuy ?? 0),
        freeNumber: kind === 'FreeItem' ? Number(d.FreeNumber ?? 0) : 0,
        discNumber: kind === 'FreeItem' ? 0 : Number(d.DiscNumber ?? 0),
        discType: kind,
        discTypeCode: kind === 'DiscountPercent' ? 'P' : kind === 'DiscountValue' ? 'V' : 'F',
        opt6: String(d.Opt6 ?? ''),
      };
    }),
    lists: Object.fromEntries(LISTS.map((l) => [l, codesOf(draft[l])])) as ItemLists,
  };
}

/** Writes the header (insert when `id` is null), then replaces its lines and lists. Returns the id. */
export async function savePromotion(tx: Queryable, tenantId: string, saleUnit: string, id: number | null, draft: PromotionDraft, actor: string, now: Date): Promise<number> {
  const r = rowOf(draft);
  const values = [tenantId, saleUnit, r.name, r.opt30, r.remark, r.begin, r.end, r.enabled, r.type, r.salesNumber, r.customerTypeList, r.customerList, r.opt15, r.opt31, actor, now];
  let promotionId: number;
  if (id === null) {
    const [row] = await tx.query<{ promotion_id: number | string }>(
      `INSERT INTO promotions (tenant_id, sale_unit, promotion_name, opt30, promotion_remark, date_begin_t, date_end_t, flag_enabled, promotion_type,
         sales_number, customer_type_list, customer_list, opt15, opt31, created_by, updated_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $16) RETURNING promotion_id`,
      values,
    );
    promotionId = Number(row.promotion_id);
  } else {
    await tx.query(
      `UPDATE promotions SET sale_unit = $2, promotion_name = $3, opt30 = $4, promotion_remark = $5, date_begin_t = $6, date_end_t = $7,
         flag_enabled = $8, promotion_type = $9, sales_number = $10, customer_type_list = $11, customer_list = $12, opt15 = $13, opt31 = $14,
         updated_by = $15, updated_at = $16
       WHERE tenant_id = $1 AND promotion_id = $17`,
      [...values, id],
    );
    promotionId = id;
    await tx.query('DELETE FROM promotion_details WHERE tenant_id = $1 AND promotion_id = $2', [tenantId, id]);
    await tx.query('DELETE FROM promotion_items WHERE tenant_id = $1 AND promotion_id = $2', [tenantId, id]);
  }
  for (const l of r.lines) {
    await tx.query(
      `INSERT INTO promotion_details (tenant_id, promotion_id, promotion_ln, buy_min, buy_max, order_buy, free_number, disc_number, disc_type, disc_type_code, opt6)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [tenantId, promotionId, l.ln, l.buyMin, l.buyMax, l.orderBuy, l.freeNumber, l.discNumber, l.discType, l.discTypeCode, l.opt6],
    );
  }
  for (const list of LISTS) {
    const codes = r.lists[list];
    if (codes.length === 0) continue;
    await tx.query(
      `INSERT INTO promotion_items (tenant_id, promotion_id, list, code, position)
       SELECT $1, $2, $3, code, ord::int FROM unnest($4::text[]) WITH ORDINALITY AS t(code, ord)`,
      [tenantId, promotionId, list, codes],
    );
  }
  return promotionId;
}
