import { addDays, dayKey, dayKeyToYyyymmdd } from '../../../domain/dates';
import { toPromotionRule, type PromotionDetailLine, type PromotionDraft, type PromotionRule } from '../../../domain/promotion-types';
import type { Queryable } from '../../db/index';
import type { PromotionList } from '../../db/schema/promotions';

interface HeaderRow {
  promotion_id: number | string;
  sale_unit: string;
  promotion_name: string;
  opt30: string;
  promotion_remark: string;
  date_begin_t: string;
  date_end_t: string;
  flag_enabled: string;
  promotion_type: string;
  sales_number: string;
  customer_type_list: string;
  customer_list: string;
  opt15: string;
  opt31: string;
}

/**
 * The promotions of a centre that may be running around `now`, as domain rules. The window is a
 * day wider on each side than today; promotionEligibility decides exactly (Bangkok days, weekday,
 * audience). Read fresh on every quote, so a promotion saved in the editor counts at once.
 */
export async function loadPromotionRules(q: Queryable, tenantId: string, saleUnit: string, now: Date): Promise<PromotionRule[]> {
  const today = dayKey(now);
  const headers = await q.query<HeaderRow>(
    `SELECT promotion_id, sale_unit, promotion_name, opt30, promotion_remark, date_begin_t, date_end_t, flag_enabled,
            promotion_type, sales_number, customer_type_list, customer_list, opt15, opt31
       FROM promotions
      WHERE tenant_id = $1 AND sale_unit = $2 AND flag_enabled = 'Y' AND date_end_t >= $3 AND date_begin_t <= $4`,
    [tenantId, saleUnit, dayKeyToYyyymmdd(addDays(today, -1)), dayKeyToYyyymmdd(addDays(today, 1))],
  );
  if (headers.length === 0) return [];
  const ids = headers.map((h) => Number(h.promotion_id));
  const [details, items] = await Promise.all([
    q.query<Record<string, unknown>>(
      `SELECT promotion_id, promotion_ln, buy_min, buy_max, order_buy, free_number, disc_number, disc_type, disc_type_code, opt6
         FROM promotion_details WHERE tenant_id = $1 AND promotion_id = ANY($2::bigint[]) ORDER BY promotion_id, promotion_ln`,
      [tenantId, ids],
    ),
    q.query<{ promotion_id: number | string; list: PromotionList; code: string }>(
      `SELECT promotion_id, list, code FROM promotion_items
        WHERE tenant_id = $1 AND promotion_id = ANY($2::bigint[]) ORDER BY promotion_id, list, position, code`,
      [tenantId, ids],
    ),
  ]);
  const linesOf = new Map<number, PromotionDetailLine[]>();
  for (const d of details) {
    const id = Number(d.promotion_id);
    const list = linesOf.get(id) ?? [];
    list.push({
      PromotionLn: Number(d.promotion_ln), BuyMin: Number(d.buy_min), BuyMax: Number(d.buy_max), OrderBuy: Number(d.order_buy),
      FreeNumber: Number(d.free_number), DiscNumber: Number(d.disc_number), DiscType: String(d.disc_type),
      DiscTypeCode: String(d.disc_type_code), Opt6: String(d.opt6),
    });
    linesOf.set(id, list);
  }
  const itemsOf = new Map<number, Record<PromotionList, string[]>>();
  for (const it of items) {
    const id = Number(it.promotion_id);
    const lists = itemsOf.get(id) ?? { ProductsSale: [], ProductsFree: [], Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [] };
    lists[it.list].push(it.code);
    itemsOf.set(id, lists);
  }
  return headers.map((h) => {
    const id = Number(h.promotion_id);
    const lists = itemsOf.get(id);
    const draft: PromotionDraft = {
      SaleUnit: h.sale_unit,
      Promotion: {
        PromotionId: id, PromotionName: h.promotion_name, Opt30: h.opt30, PromotionRemark: h.promotion_remark,
        DateBeginT: h.date_begin_t, DateEndT: h.date_end_t, FlagEnabled: h.flag_enabled, PromotionType: h.promotion_type,
        SalesNumber: h.sales_number, CustomerTypeList: h.customer_type_list, CustomerList: h.customer_list, Opt15: h.opt15, Opt31: h.opt31,
        SaleUnit: h.sale_unit,
      },
      PromotionDetails: linesOf.get(id) ?? [],
      ProductsSale: lists?.ProductsSale ?? [],
      ProductsFree: lists?.ProductsFree ?? [],
      Customers: lists?.Customers ?? [],
      CustomersNotIn: lists?.CustomersNotIn ?? [],
      Stores: lists?.Stores ?? [],
      CustomerTypes: lists?.CustomerTypes ?? [],
    };
    return toPromotionRule(draft);
  });
}
