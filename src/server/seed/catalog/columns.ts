import type { SqlType } from './bulk';

type Columns = readonly (readonly [string, SqlType])[];
const t = (...names: string[]): Columns => names.map((n) => [n, 'text'] as const);
const n = (...names: string[]): Columns => names.map((x) => [x, 'numeric'] as const);
const b = (...names: string[]): Columns => names.map((x) => [x, 'boolean'] as const);

const priceColumns: Columns = [1, 2, 3].flatMap((u) => [1, 2, 3, 4, 5].flatMap((l) => [
  [`u${u}_price${l}`, 'numeric'] as const, [`u${u}_price${l}_type`, 'text'] as const,
]));

export const PRODUCT_COLUMNS: Columns = [
  ...t('tenant_id', 'p_code', 'name_th', 'name_en', 'short_name_th', 'short_name_en', 'description_th', 'description_en'),
  ...[1, 2, 3].flatMap((u) => [...t(`unit${u}`, `unit${u}_name_th`, `unit${u}_name_en`), ...n(`unit${u}_rate`)]),
  ...b('show_price1', 'show_price2', 'show_price3'),
  ...priceColumns,
  ...n('catalog_price', 'option1'),
  ...t('barcode1', 'barcode2', 'barcode3', 'group_code', 'group_name_th', 'group_name_en', 'brand_code', 'brand_name_th', 'brand_name_en',
    'flavour_code', 'flavour_name', 'variant_code', 'variant_name', 'size_code', 'size_name', 'supplier_code', 'supplier_name',
    'matype', 'matype_name', 'pic1', 'pic2', 'pic3', 'pic4', 'pic5'),
  ...b('disabled', 'stock_item', 'suggested'),
  ...t('h1', 'h2', 'h3', 'h4', 'h5'),
];

export const STOCK_COLUMNS: Columns = [...t('tenant_id', 'sale_unit', 'p_code'), ...n('stock_available', 'minimum_stock')];

export const ADVANCE_COLUMNS: Columns = [...t('tenant_id', 'sale_unit', 'p_code'), ['date_start', 'date'], ['date_end', 'date'], ...priceColumns];

export const COUNTER_COLUMNS: Columns = [...t('tenant_id', 'sale_unit', 'p_code'), ...n('quantity'), ['orders', 'integer']];

export const CATEGORY_COLUMNS: Columns = [
  ['tenant_id', 'text'], ['level', 'smallint'], ...t('code', 'name_th', 'name_en', 'image', 'h1', 'h2', 'h3', 'h4'),
  ['sort_order', 'integer'], ['active', 'boolean'],
];

export const SORT_GROUP_COLUMNS: Columns = [['tenant_id', 'text'], ['number', 'integer'], ...t('key', 'name_th', 'name_en')];
export const SORT_ITEM_COLUMNS: Columns = [['tenant_id', 'text'], ['number', 'integer'], ['item_id', 'text'], ['sort_order', 'integer']];

export const GROUP_COLUMNS: Columns = [
  ['tenant_id', 'text'], ['id', 'integer'], ...t('type', 'name_th', 'name_en', 'logo_image'), ['use_translate_name', 'boolean'],
  ['sort_order', 'integer'], ['active', 'boolean'],
];
export const GROUP_MEMBER_COLUMNS: Columns = [['tenant_id', 'text'], ['group_id', 'integer'], ['p_code', 'text'], ['sort_order', 'integer']];

export const NEWS_COLUMNS: Columns = [
  ...t('tenant_id', 'code', 'news_type', 'title_th', 'title_en', 'body_th', 'body_en', 'image', 'image_en', 'link', 'active'),
  ['date_start', 'date'], ['date_end', 'date'], ['sort_order', 'integer'],
];

export const CONTENT_COLUMNS: Columns = t('tenant_id', 'id', 'version', 'title_th', 'title_en', 'body_th', 'body_en');

export const PRICE_LEVEL_COLUMNS: Columns = [...t('tenant_id', 'customer_code', 'sale_unit'), ['price_level', 'smallint']];
