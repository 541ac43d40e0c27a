import type { Locale } from '../../engine';
import type { ApiResponse } from './contract';

/**
 * A product as `api/products/items` and `api/products/item/{code}` answer it (buyer spec section 3
 * "Product"), already priced by the server for this customer, centre and day: the API's documented
 * type (src/server/routes/catalog/responses.ts), with any other column as `unknown`.
 */
export type Product = ApiResponse<'getProductsItemByCode'>['Data'];

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

/** The fields a unit's name comes from; the storefront's and the back office's products both have them. */
export type UnitNames = { [K in `UNIT${1 | 2 | 3}` | `UNIT${1 | 2 | 3}NAME` | `UNIT${1 | 2 | 3}NAME_EN`]?: string | null };

export function unitName(p: UnitNames, unit: 1 | 2 | 3, locale: Locale): string {
  const th = p[`UNIT${unit}NAME`] ?? p[`UNIT${unit}`] ?? '';
  const en = p[`UNIT${unit}NAME_EN`];
  return String(locale === 'en' && en ? en : th);
}
