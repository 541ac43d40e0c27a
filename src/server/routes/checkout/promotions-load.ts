import { addDays, dayKey, dayKeyToYyyymmdd } from '../../../domain/dates';
import { toPromotionRule, type PromotionDetailLine, type PromotionDraft, type PromotionRule } from '../../../domain/promotion-types';
import type { Queryable } from '../../db/index';
import type { PromotionList } from '../../db/schema/promotions';
import type { HeaderRow } from '../promotions/store';


/**
 * The promotions of a centre that may be running around `now`, as domain rules. The window is a
 * day wider on each side than today; promotionEligibility decides exactly (Bangkok days, weekday,
 * audience). Read fresh on every quote, so a promotion saved in the editor counts at once.
 */
export async function loadPromotionRules(q: Queryable, tenantId: string, saleUnit: string, now: Date): Promise<PromotionRule[]> {
  const today = dayKey(now);
  // One round trip: each header with its calculation lines and picked lists as JSON.
  const headers = await q.query<HeaderRow & { details: Record<string, unknown>[] | string | null; items: { list: PromotionList; code: string }[] | string | null }>(
    `SELECT pr.promotion_id, pr.sale_unit, pr.promotion_name, pr.opt30, pr.promotion_remark, pr.date_begin_t, pr.date_end_t, pr.flag_enabled,
            pr.promotion_type, pr.sales_number, pr.customer_type_list, pr.customer_list, pr.opt15, pr.opt31,
            (SELECT json_agg(json_build_object('promotion_ln', d.promotion_ln, 'buy_min', d.buy_min, 'buy_max', d.buy_max, 'order_buy', d.order_buy,
                    'free_number', d.free_number, 'disc_number', d.disc_number, 'disc_type', d.disc_type, 'disc_type_code', d.disc_type_code, 'opt6', d.opt6)
                    ORDER BY d.promotion_ln)
               FROM promotion_details d WHERE d.tenant_id = pr.tenant_id AND d.promotion_id = pr.promotion_id) AS details,
            (SELECT json_agg(json_build_object('list', i.list, 'code', i.code) ORDER BY i.list, i.position, i.code)
               FROM promotion_items i WHERE i.tenant_id = pr.tenant_id AND i.promotion_id = pr.promotion_id) AS items
       FROM promotions pr
      WHERE pr.tenant_id = $1 AND pr.sale_unit = $2 AND pr.flag_enabled = 'Y' AND pr.date_end_t >= $3 AND pr.date_begin_t <= $4`,
    [tenantId, saleUnit, dayKeyToYyyymmdd(addDays(today, -1)), dayKeyToYyyymmdd(addDays(today, 1))],
  );
  const json = <T>(v: T[] | string | null): T[] => (v === null ? [] : typeof v === 'string' ? JSON.parse(v) as T[] : v);
  const details: Record<string, unknown>[] = headers.flatMap((h) => json(h.details).map((d) => ({ ...d, promotion_id: h.promotion_id })));
  const items = headers.flatMap((h) => json(h.items).map((i) => ({ ...i, promotion_id: h.promotion_id })));
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
