import { flagsToWeekdays, promotionKind, type PromotionKind } from '../../../domain/promotion-types';
import { promotionStatus, promotionStatusColor, type PromotionStatus, type StatusColor } from '../../../domain/promotion-status';
import type { Queryable } from '../../db/index';
import { emptyLists, HEADER_COLUMNS, headerOf, loadDetails, loadItems, type HeaderRow, type lineOf } from './store';

export interface ProductRef { P_Code: string; PRODUCTNAME: string; PRODUCTNAME_EN: string }
export interface CustomerRef { CUSTOMERCODE: string; CUSTOMERNAME: string }
export interface TypeRef { Code: string; Name: string; NameEn: string }

export interface PromotionDetailView {
  Promotion: ReturnType<typeof headerOf> & { Status: PromotionStatus; StatusColor: StatusColor };
  PromotionType: PromotionKind;
  Weekdays: number[];
  PromotionDetails: ReturnType<typeof lineOf>[];
  ProductsSale: ProductRef[];
  ProductsFree: ProductRef[];
  Customers: CustomerRef[];
  CustomersNotIn: CustomerRef[];
  Stores: TypeRef[];
  CustomerTypes: TypeRef[];
}

async function products(q: Queryable, tenantId: string, codes: string[]): Promise<ProductRef[]> {
  if (codes.length === 0) return [];
  const rows = await q.query<{ p_code: string; name_th: string; name_en: string }>(
    'SELECT p_code, name_th, name_en FROM products WHERE tenant_id = $1 AND p_code = ANY($2::text[])', [tenantId, codes],
  );
  const byCode = new Map(rows.map((r) => [r.p_code, r]));
  // Kept in the editor's order; a product deleted since still shows by its code.
  return codes.map((c) => ({ P_Code: c, PRODUCTNAME: byCode.get(c)?.name_th ?? c, PRODUCTNAME_EN: byCode.get(c)?.name_en ?? c }));
}

async function customers(q: Queryable, tenantId: string, codes: string[]): Promise<CustomerRef[]> {
  if (codes.length === 0) return [];
  const rows = await q.query<{ customer_code: string; customer_name: string }>(
    'SELECT customer_code, customer_name FROM customers WHERE tenant_id = $1 AND customer_code = ANY($2::text[])', [tenantId, codes],
  );
  const byCode = new Map(rows.map((r) => [r.customer_code, r.customer_name]));
  return codes.map((c) => ({ CUSTOMERCODE: c, CUSTOMERNAME: byCode.get(c) ?? c }));
}

async function types(q: Queryable, table: 'customer_type_master' | 'store_type_master', tenantId: string, codes: string[]): Promise<TypeRef[]> {
  if (codes.length === 0) return [];
  const rows = await q.query<{ code: string; name_th: string; name_en: string }>(
    `SELECT code, name_th, name_en FROM ${table} WHERE tenant_id = $1 AND code = ANY($2::text[])`, [tenantId, codes],
  );
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((c) => ({ Code: c, Name: byCode.get(c)?.name_th ?? c, NameEn: byCode.get(c)?.name_en ?? c }));
}

/** A promotion as the editor loads it, or null. The caller checks the centre. */
export async function promotionDetail(q: Queryable, tenantId: string, id: number, now: Date): Promise<PromotionDetailView | null> {
  const [h] = await q.query<HeaderRow>(`SELECT ${HEADER_COLUMNS} FROM promotions WHERE tenant_id = $1 AND promotion_id = $2`, [tenantId, id]);
  if (!h) return null;
  const header = headerOf(h);
  const [details, items] = await Promise.all([loadDetails(q, tenantId, [id]), loadItems(q, tenantId, [id])]);
  const lines = details.get(id) ?? [];
  const lists = items.get(id) ?? emptyLists();
  const status = promotionStatus(header, now);
  return {
    Promotion: { ...header, Status: status, StatusColor: promotionStatusColor(status) },
    PromotionType: promotionKind({ Promotion: header, PromotionDetails: lines }),
    Weekdays: flagsToWeekdays(header.Opt31),
    PromotionDetails: lines,
    ProductsSale: await products(q, tenantId, lists.ProductsSale),
    ProductsFree: await products(q, tenantId, lists.ProductsFree),
    Customers: await customers(q, tenantId, lists.Customers),
    CustomersNotIn: await customers(q, tenantId, lists.CustomersNotIn),
    Stores: await types(q, 'store_type_master', tenantId, lists.Stores),
    CustomerTypes: await types(q, 'customer_type_master', tenantId, lists.CustomerTypes),
  };
}
