import { createHash } from 'node:crypto';
import { dayKey } from '../../../domain/dates';
import { escapeLikePattern, normalizeSearchText } from '../../../domain/product-search';
import type { Queryable } from '../../db/index';
import { ADVANCE_JSON_SQL, PRODUCT_COLUMNS_SQL, advanceJsonForLevelSql, productColumnsForLevelSql, type ProductRowDb } from './rows';
import type { Viewer } from './viewer';

export type ProductType = 'suggest' | 'BEST_SELLER' | 'HOTDEAL';

/** A product list request after validation (api/products/items). */
export interface ProductQuery {
  take: number;
  skip: number;
  text?: string;
  productIds?: readonly string[];
  matype?: string;
  /** Category codes h1..h5 (empty or missing = any). */
  hierarchy: readonly (string | undefined)[];
  types: readonly ProductType[];
  sortByPrice: 'asc' | 'desc' | null;
  displayGroupId?: number;
  /** Only products of promotions running today (optionally one promotion). */
  promotion?: { only: boolean; promotionId?: string };
  /** Redeem mode: only products with a points price, sorted by points when sorting by price. */
  redeem: boolean;
}

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** 'list': the price cells of the viewer's level only (product lists); 'full': every cell (detail, wishlist, cart). */
type Shape = 'list' | 'full';

const PROMOTION_JSON_SQL = `json_build_object('PromotionId', pr.promotion_id, 'PromotionName', pr.promotion_name, 'Opt30', pr.opt30,
  'PromotionType', pr.promotion_type, 'DateBeginT', pr.date_begin_t, 'DateEndT', pr.date_end_t)`;

/**
 * The rows of these products in this order: stock, advance prices and running promotions of the
 * viewer's centre, as one JSON array (the drivers JSON.parse one value instead of ~100 columns a
 * row). One fixed text per shape and level, run as a named prepared statement: planning this
 * query cost more than running it, and a plan by primary keys never depends on the values.
 */
async function hydrate(q: Queryable, viewer: Viewer, codes: readonly string[], shape: Shape): Promise<ProductRowDb[]> {
  if (codes.length === 0) return [];
  const level = Math.trunc(viewer.level);
  const params = new Params();
  params.add(viewer.tenantId);
  const codesParam = params.add(codes);
  const su = params.add(viewer.saleUnit);
  const today = params.add(viewer.today);
  const columns = shape === 'list' ? productColumnsForLevelSql(level) : PRODUCT_COLUMNS_SQL;
  const advance = shape === 'list' ? advanceJsonForLevelSql(level) : ADVANCE_JSON_SQL;
  const sql = `WITH page AS (SELECT c.p_code, c.ord FROM unnest(${codesParam}::text[]) WITH ORDINALITY AS c(p_code, ord)),
    promos AS (SELECT pi.code, json_agg(${PROMOTION_JSON_SQL} ORDER BY pr.promotion_id) AS promotions
      ${promotionScopeSql(params, viewer)} AND pi.code IN (SELECT page.p_code FROM page) GROUP BY pi.code),
    hydrated AS (SELECT ${columns},
      s.stock_available::float8 AS stock_available, s.minimum_stock::float8 AS minimum_stock,
      (SELECT json_agg(json_build_object(${advance}) ORDER BY a.date_start)
         FROM advance_prices a
        WHERE a.tenant_id = p.tenant_id AND a.sale_unit = ${su} AND a.p_code = p.p_code AND a.date_end >= ${today}::date - 1) AS advance,
      pm.promotions, page.ord
    FROM page
    JOIN products p ON p.tenant_id = $1 AND p.p_code = page.p_code
    LEFT JOIN product_stock s ON s.tenant_id = p.tenant_id AND s.sale_unit = ${su} AND s.p_code = p.p_code
    LEFT JOIN promos pm ON pm.code = p.p_code)
    SELECT coalesce(json_agg(h ORDER BY h.ord), '[]') AS rows FROM hydrated h`;
  const name = shape === 'list' ? `catalog_rows_list_l${level}` : 'catalog_rows_full';
  const [row] = await q.query<{ rows: ProductRowDb[] | string }>(sql, params.values, { name });
  // Both drivers parse json columns; a string would mean a driver configured otherwise.
  return typeof row.rows === 'string' ? JSON.parse(row.rows) as ProductRowDb[] : row.rows;
}

const inclVat = (col: string) => `(CASE WHEN ${col}_type = '2' THEN ${col} * 1.07 ELSE ${col} END)`;

/**
 * Sortable unit-1 price at the viewer's level, VAT included, as the buyer pays it today: the
 * standard price, or a lower non-zero advance price running today at the viewer's centre.
 */
function priceSortSql(params: Params, viewer: Viewer): string {
  const col = `u1_price${Math.trunc(viewer.level)}`;
  const today = params.add(viewer.today);
  return `LEAST(${inclVat(`p.${col}`)}, (SELECT min(${inclVat(`a.${col}`)}) FROM advance_prices a
    WHERE a.tenant_id = p.tenant_id AND a.sale_unit = ${params.add(viewer.saleUnit)} AND a.p_code = p.p_code
      AND a.date_start <= ${today}::date AND a.date_end >= ${today}::date AND a.${col} > 0))`;
}

/**
 * One page of products for this viewer. Search is by substring over the normalised search text
 * (every space-separated part must occur: trigram index, no word tokenising); filters narrow it.
 * Codes are paged first (narrow, index-friendly), then only the page's rows are read in full.
 */
export async function queryProducts(q: Queryable, viewer: Viewer, query: ProductQuery): Promise<ProductRowDb[]> {
  const params = new Params();
  params.add(viewer.tenantId);
  const where = ['p.tenant_id = $1', 'NOT p.disabled'];
  const joins: string[] = [];
  let order = 'p.p_code';

  const text = normalizeSearchText(query.text);
  const parts = text.split(' ').filter(Boolean);
  for (const part of parts) {
    where.push(`p.search_text LIKE ${params.add(`%${escapeLikePattern(part)}%`)}`);
  }
  if (query.productIds) where.push(`p.p_code = ANY(${params.add(query.productIds)}::text[])`);
  if (query.matype) where.push(`p.matype = ${params.add(query.matype)}`);
  query.hierarchy.forEach((code, i) => {
    if (code) where.push(`p.h${i + 1} = ${params.add(code)}`);
  });
  if (query.redeem) where.push('p.option1 > 0');
  if (query.types.includes('suggest')) where.push('p.suggested');
  if (query.types.includes('HOTDEAL')) {
    const level = Math.trunc(viewer.level);
    where.push(`EXISTS (SELECT 1 FROM advance_prices a WHERE a.tenant_id = p.tenant_id AND a.sale_unit = ${params.add(viewer.saleUnit)}
      AND a.p_code = p.p_code AND a.date_start <= ${params.add(viewer.today)}::date AND a.date_end >= ${params.add(viewer.today)}::date
      AND a.u1_price${level} > 0 AND a.u1_price${level} < p.u1_price${level})`);
  }
  if (query.promotion) {
    where.push(promotionFilterSql(params, viewer, query.promotion.promotionId));
  }
  if (query.types.includes('BEST_SELLER')) {
    joins.push(`JOIN product_sales_counters c ON c.tenant_id = p.tenant_id AND c.sale_unit = ${params.add(viewer.saleUnit)} AND c.p_code = p.p_code`);
    order = 'c.quantity DESC, p.p_code';
  }
  if (query.displayGroupId !== undefined) {
    const gid = params.add(query.displayGroupId);
    joins.push(`JOIN display_group_products g ON g.tenant_id = p.tenant_id AND g.group_id = ${gid} AND g.p_code = p.p_code`);
    where.push(`EXISTS (SELECT 1 FROM display_groups d WHERE d.tenant_id = p.tenant_id AND d.id = ${gid} AND d.active)`);
    order = 'g.sort_order, p.p_code';
  }
  if (query.sortByPrice) {
    const key = query.redeem ? 'p.option1' : priceSortSql(params, viewer);
    order = `${key} ${query.sortByPrice === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, p.p_code`;
  }
  const pageSql = `SELECT p.p_code FROM products p ${joins.join(' ')}
      WHERE ${where.join(' AND ')}
      ORDER BY ${order}
      LIMIT ${params.add(query.take)} OFFSET ${params.add(query.skip)}`;
  // Without search text the best plan never depends on the values (an ordered index walk by
  // category, group or counter), so the page query is prepared too. With text it is planned each
  // time: a rare text wants the trigram index, a frequent one the ordered covering index.
  const name = text ? undefined : pageStatementName(pageSql);
  const plain = where.length === 2 + parts.length && joins.length === 0 && order === 'p.p_code';
  const probed = plain && parts.length ? await probeTextPage(q, viewer.tenantId, parts, query.take, query.skip) : null;
  const page = probed ?? await q.query<{ p_code: string }>(pageSql, params.values, name ? { name } : undefined);
  return hydrate(q, viewer, page.map((r) => r.p_code), 'list');
}

/** Live products walked per wanted row by the probe: texts in at least 1 % of them are found by it. */
const PROBE_SPAN = 100;

/**
 * The page of a plain text search (no other filter, code order) from the first live products in
 * code order only (the covering index, no table reads), or null when they do not hold the page.
 * When they do, it is exactly the page the full query returns (the first matches in code order are
 * among the first products). The planner cannot see that two words of a search occur together (it
 * multiplies their frequencies), so for a frequent multi-word text it chose the trigram index and
 * read every match from the table; a rare text misses here and takes that path.
 */
async function probeTextPage(q: Queryable, tenantId: string, parts: readonly string[], take: number, skip: number): Promise<{ p_code: string }[] | null> {
  const params = new Params();
  params.add(tenantId);
  const span = params.add(Math.max(2000, (skip + take) * PROBE_SPAN));
  const likes = parts.map((part) => `s.search_text LIKE ${params.add(`%${escapeLikePattern(part)}%`)}`);
  const sql = `SELECT s.p_code FROM (SELECT p.p_code, p.search_text FROM products p
      WHERE p.tenant_id = $1 AND NOT p.disabled ORDER BY p.p_code LIMIT ${span}) s
    WHERE ${likes.join(' AND ')} ORDER BY s.p_code LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
  const rows = await q.query<{ p_code: string }>(sql, params.values, { name: `catalog_text_probe_${parts.length}` });
  return rows.length === take ? rows : null;
}

const pageStatements = new Map<string, string>();

/** A stable name per page-query text (a few filter combinations in practice; beyond 500, unnamed). */
function pageStatementName(sql: string): string | undefined {
  let name = pageStatements.get(sql);
  if (!name && pageStatements.size < 500) {
    name = `catalog_page_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    pageStatements.set(sql, name);
  }
  return name;
}

/**
 * Products by code in the given order (wishlist, detail, cart and checkout pricing): disabled ones
 * are included only when asked, so a cart can show that a line is no longer sold.
 */
export async function productsByCodes(q: Queryable, viewer: Viewer, codes: readonly string[], opts: { includeDisabled?: boolean } = {}): Promise<ProductRowDb[]> {
  const rows = await hydrate(q, viewer, codes, 'full');
  return opts.includeDisabled ? rows : rows.filter((r) => !r.disabled);
}

/**
 * Codes of products on sale in promotions running today at the viewer's centre (enabled, inside
 * DateBeginT..DateEndT, for everyone or naming this customer and not excluding it). Store-type,
 * customer-type and weekday scopes are left to the checkout, which applies promotions.
 */
function promotionScopeSql(params: Params, viewer: Viewer, promotionId?: string): string {
  const today = params.add(String(dayKey(viewer.now)));
  const conds = [
    'pr.tenant_id = $1', `pr.sale_unit = ${params.add(viewer.saleUnit)}`, "pr.flag_enabled = 'Y'",
    `pr.date_begin_t <= ${today}`, `pr.date_end_t >= ${today}`,
  ];
  if (promotionId !== undefined) conds.push(`pr.promotion_id::text = ${params.add(promotionId)}`);
  const customer = params.add(viewer.customerCode ?? '');
  conds.push(`(pr.customer_list = 'ALL' OR EXISTS (SELECT 1 FROM promotion_items c WHERE c.tenant_id = pr.tenant_id
    AND c.promotion_id = pr.promotion_id AND c.list = 'Customers' AND c.code = ${customer}))`);
  conds.push(`NOT EXISTS (SELECT 1 FROM promotion_items x WHERE x.tenant_id = pr.tenant_id AND x.promotion_id = pr.promotion_id
    AND x.list = 'CustomersNotIn' AND x.code = ${customer})`);
  return `FROM promotions pr JOIN promotion_items pi ON pi.tenant_id = pr.tenant_id AND pi.promotion_id = pr.promotion_id
    AND pi.list = 'ProductsSale' WHERE ${conds.join(' AND ')}`;
}

function promotionFilterSql(params: Params, viewer: Viewer, promotionId?: string): string {
  return `p.p_code IN (SELECT pi.code ${promotionScopeSql(params, viewer, promotionId)})`;
}
