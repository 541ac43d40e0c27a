import type { Locale } from '../../engine';

/**
 * A product as `api/products/items` and `api/products/item/{code}` answer it (buyer spec section 3
 * "Product"), already priced by the server for this customer, centre and day. Only the fields the
 * storefront reads are typed strictly.
 */
export interface Product {
  P_Code: string;
  PRODUCTNAME: string;
  PRODUCTNAME_EN?: string;
  PRODUCTSHORTNAME_TH?: string;
  PRODUCTSHORTNAME_EN?: string;
  P_Description?: string;
  P_Description_EN?: string;
  UNIT1?: string;
  UNIT2?: string;
  UNIT3?: string;
  UNIT1NAME?: string;
  UNIT2NAME?: string;
  UNIT3NAME?: string;
  UNIT1NAME_EN?: string;
  UNIT2NAME_EN?: string;
  UNIT3NAME_EN?: string;
  UNIT1RATE?: number;
  UNIT2RATE?: number;
  UNIT3RATE?: number;
  UnitCount?: 1 | 2 | 3;
  ShowPrice1?: 'Y' | 'N';
  ShowPrice2?: 'Y' | 'N';
  ShowPrice3?: 'Y' | 'N';
  PriceLevel?: number;
  PriceType1?: '0' | '1' | '2';
  PriceType2?: '0' | '1' | '2';
  PriceType3?: '0' | '1' | '2';
  StandardPrice1?: number;
  StandardPrice2?: number;
  StandardPrice3?: number;
  SalesPrice1?: number;
  SalesPrice2?: number;
  SalesPrice3?: number;
  PriceInVat1?: number;
  PriceInVat2?: number;
  PriceInVat3?: number;
  CatalogPrice?: number;
  IsProductAdvancePrice?: boolean;
  AdvancePrice?: { DateStart: string; DateEnd: string } | null;
  /** Guest barred from catalogue prices: every amount is 0. */
  PriceHidden?: boolean;
  /** Points per base unit (redeem mode). */
  Option1?: number;
  PointPrice1?: number;
  PointPrice2?: number;
  PointPrice3?: number;
  BARCODE1?: string;
  P_Brand?: string;
  P_Brand_EN?: string;
  P_BrandCode?: string;
  P_Group?: string;
  P_Group_EN?: string;
  PIC_FILENAME?: string;
  PIC_FILENAME2?: string;
  PIC_FILENAME3?: string;
  PIC_FILENAME4?: string;
  PIC_FILENAME5?: string;
  Disable?: 'Y' | 'N';
  STOCK_ITEM?: 'Y' | 'N';
  Stock?: { StockAvailable: number; MinimumStock?: number } | null;
  IsLessThanMinimumStock?: boolean;
  Hierarchy1?: string;
  Hierarchy2?: string;
  Hierarchy3?: string;
  IsFavourite?: boolean;
  [field: string]: unknown;
}

/** The product's name in the visitor's language (Thai is always present). */
export function productName(p: Pick<Product, 'PRODUCTNAME' | 'PRODUCTNAME_EN'>, locale: Locale): string {
  return locale === 'en' && p.PRODUCTNAME_EN ? p.PRODUCTNAME_EN : p.PRODUCTNAME;
}

/** The other language's name, shown smaller under the main one (bilingual shop). */
export function productSecondName(p: Pick<Product, 'PRODUCTNAME' | 'PRODUCTNAME_EN'>, locale: Locale): string {
  const other = locale === 'en' ? p.PRODUCTNAME : p.PRODUCTNAME_EN ?? '';
  return other && other !== productName(p, locale) ? other : '';
}

export function productBrand(p: Product, locale: Locale): string {
  return (locale === 'en' ? p.P_Brand_EN || p.P_Brand : p.P_Brand) ?? '';
}

/** Picture URLs in order (PIC_FILENAME, PIC_FILENAME2..5), empty ones skipped. */
export function productImages(p: Product): string[] {
  return [p.PIC_FILENAME, p.PIC_FILENAME2, p.PIC_FILENAME3, p.PIC_FILENAME4, p.PIC_FILENAME5].filter((s): s is string => typeof s === 'string' && s !== '');
}

export function unitName(p: Product, unit: 1 | 2 | 3, locale: Locale): string {
  const th = p[`UNIT${unit}NAME`] ?? p[`UNIT${unit}`] ?? '';
  const en = p[`UNIT${unit}NAME_EN`];
  return String(locale === 'en' && en ? en : th);
}
