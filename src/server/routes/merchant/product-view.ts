import { unitCount } from '../../../domain/units';
import { normalizeSearchText, escapeLikePattern } from '../../../domain/product-search';
import type { Queryable } from '../../db/index';
import { PRODUCT_COLUMNS_SQL, type ProductRowDb } from '../catalog/rows';

export type MerchantProductRow = ProductRowDb;

const yn = (on: boolean): 'Y' | 'N' => (on ? 'Y' : 'N');

/**
 * The product as the back office reads and edits it (merchant spec section 3 "Product"): raw price
 * cells per unit and level with their tax types (not a buyer's computed price), stock at the chosen
 * centre, Disable. Unlike the storefront, disabled products are listed: staff switch them back on.
 */
export function merchantProduct(row: MerchantProductRow) {
  const cells: Record<string, number | string | null> = {};
  for (const u of [1, 2, 3] as const) {
    for (const l of [1, 2, 3, 4, 5] as const) {
      const v = row[`u${u}_price${l}`];
      cells[`UNIT${u}PRICELEVEL${l}`] = v === null || v === undefined ? null : Number(v);
      cells[`UNIT${u}PRICELEVEL${l}TYPE`] = row[`u${u}_price${l}_type`] ?? '2';
    }
  }
  for (const l of [1, 2, 3, 4, 5] as const) {
    cells[`PRICE${l}`] = cells[`UNIT1PRICELEVEL${l}`];
    cells[`PRICE${l}TYPE`] = cells[`UNIT1PRICELEVEL${l}TYPE`];
  }
  const stock = row.stock_item ? Number(row.stock_available ?? 0) : null;
  return {
    P_Code: row.p_code, PRODUCTNAME: row.name_th, PRODUCTNAME_EN: row.name_en, PRODUCTSHORTNAME_TH: row.short_name_th, PRODUCTSHORTNAME_EN: row.short_name_en,
    P_Description: row.description_th,
    UNIT1: row.unit1, UNIT1NAME: row.unit1_name_th, UNIT1NAME_EN: row.unit1_name_en, UNIT1RATE: Number(row.unit1_rate),
    UNIT2: row.unit2, UNIT2NAME: row.unit2_name_th, UNIT2NAME_EN: row.unit2_name_en, UNIT2RATE: Number(row.unit2_rate),
    UNIT3: row.unit3, UNIT3NAME: row.unit3_name_th, UNIT3NAME_EN: row.unit3_name_en, UNIT3RATE: Number(row.unit3_rate),
    UnitCount: unitCount({ UNIT1RATE: row.unit1_rate, UNIT2RATE: row.unit2_rate, UNIT3RATE: row.unit3_rate }),
    ShowPrice1: yn(row.show_price1), ShowPrice2: yn(row.show_price2), ShowPrice3: yn(row.show_price3),
    ...cells,
    CatalogPrice: row.catalog_price === null ? null : Number(row.catalog_price),
    BARCODE1: row.barcode1, BARCODE2: row.barcode2, BARCODE3: row.barcode3,
    P_GroupCode: row.group_code, P_Group: row.group_name_th, P_BrandCode: row.brand_code, P_Brand: row.brand_name_th,
    P_FlavourCode: row.flavour_code, P_Flavour: row.flavour_name, P_VarCode: row.variant_code, P_Var: row.variant_name, P_SizeCode: row.size_code, P_Size: row.size_name,
    Dchain: row.supplier_code, SupplierName: row.supplier_name, matype: row.matype, matypeName: row.matype_name,
    PIC_FILENAME: row.pic1, PIC_FILENAME2: row.pic2, PIC_FILENAME3: row.pic3, PIC_FILENAME4: row.pic4, PIC_FILENAME5: row.pic5,
    Disable: yn(row.disabled), STOCK_ITEM: yn(row.stock_item),
    Stock: { StockAvailable: stock },
    IsLessThanMinimumStock: stock !== null && stock < Number(row.minimum_stock ?? 0),
    Option1: Number(row.option1),
    Hierarchy1: row.h1, Hierarchy2: row.h2, Hierarchy3: row.h3,
  };
}

export interface ProductSearch { tenantId: string; saleUnit: string; text?: string; barcode?: string; productCode?: string; take: number; skip: number }

/**
 * Search for the back office: exact product code, exact barcode (any of the three), or text over
 * the catalogue's normalised search column (trigram index; Thai has no word breaks, so substring).
 */
export async function searchMerchantProducts(q: Queryable, s: ProductSearch): Promise<MerchantProductRow[]> {
  const params: unknown[] = [s.tenantId, s.saleUnit];
  const where = ['p.tenant_id = $1'];
  if (s.productCode) {
    params.push(s.productCode);
    where.push(`p.p_code = $${params.length}`);
  } else if (s.barcode) {
    params.push(s.barcode);
    const b = `$${params.length}`;
    where.push(`(p.barcode1 = ${b} OR p.barcode2 = ${b} OR p.barcode3 = ${b})`);
  } else {
    const text = normalizeSearchText(s.text ?? '');
    if (text) {
      params.push(`%${escapeLikePattern(text)}%`);
      where.push(`p.search_text LIKE $${params.length}`);
    }
  }
  // The page's codes first (index-only where it can: migration 0304), then those rows in full.
  return q.query<MerchantProductRow>(
    `WITH page AS (
       SELECT p.p_code FROM products p WHERE ${where.join(' AND ')} ORDER BY p.p_code LIMIT ${s.take} OFFSET ${s.skip}
     )
     SELECT ${PRODUCT_COLUMNS_SQL}, st.stock_available::float8 AS stock_available, st.minimum_stock::float8 AS minimum_stock, NULL AS advance, NULL AS promotions
       FROM page
       JOIN products p ON p.tenant_id = $1 AND p.p_code = page.p_code
       LEFT JOIN product_stock st ON st.tenant_id = p.tenant_id AND st.sale_unit = $2 AND st.p_code = p.p_code
      ORDER BY p.p_code`,
    params,
  );
}
