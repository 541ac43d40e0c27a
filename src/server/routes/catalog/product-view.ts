import { isDayWithin, parseDay } from '../../../domain/dates';
import {
  advanceCell, isAdvancePriceApplicable, levelPrice, pointsPerUnit, productPriceFields, unitPrice, type ProductPriceFields, type TaxType,
} from '../../../domain/prices';
import { stockAvailable } from '../../../domain/stock';
import { unitCount, type UnitIndex } from '../../../domain/units';
import { domainAdvance, domainProduct, type ProductRowDb, type PromotionRef } from './rows';
import type { Viewer } from './viewer';

const yn = (b: boolean) => (b ? 'Y' : 'N');
const UNITS: readonly UnitIndex[] = [1, 2, 3];

/** A product as the storefront receives it (spec section 3 "Product", priced for this viewer). */
export interface ProductDto extends ProductPriceFields {
  P_Code: string;
  PRODUCTNAME: string;
  PRODUCTNAME_EN: string;
  PRODUCTSHORTNAME_TH: string;
  PRODUCTSHORTNAME_EN: string;
  P_Description: string;
  P_Description_EN: string;
  UNIT1: string; UNIT1NAME: string; UNIT1NAME_EN: string;
  UNIT2: string; UNIT2NAME: string; UNIT2NAME_EN: string;
  UNIT3: string; UNIT3NAME: string; UNIT3NAME_EN: string;
  UNIT1RATE: number; UNIT2RATE: number; UNIT3RATE: number;
  /** Units the product offers (spec rule: 3 when all rates are positive, 2 when the first two are). */
  UnitCount: 1 | 2 | 3;
  ShowPrice1: 'Y' | 'N'; ShowPrice2: 'Y' | 'N'; ShowPrice3: 'Y' | 'N';
  /** The customer's price level (1..5) the prices are taken from. */
  PriceLevel: number;
  /** Tax type of the applied price per unit: '1' VAT included, '2' not included, '0' not taxed. */
  PriceType1: TaxType; PriceType2: TaxType; PriceType3: TaxType;
  /** The advance price's dates when one applies today. */
  AdvancePrice: { DateStart: string; DateEnd: string } | null;
  /** Prices withheld (guest and DISABLE_GUEST_CATALOGUE_PRICE = Y): every amount is 0. */
  PriceHidden: boolean;
  /** Points per base unit; PointPriceN = points for one of unit N (redeem mode). */
  Option1: number;
  PointPrice1: number; PointPrice2: number; PointPrice3: number;
  BARCODE1: string; BARCODE2: string; BARCODE3: string;
  P_GroupCode: string; P_Group: string; P_Group_EN: string;
  P_BrandCode: string; P_Brand: string; P_Brand_EN: string;
  P_FlavourCode: string; P_Flavour: string; P_VarCode: string; P_Var: string; P_SizeCode: string; P_Size: string;
  Dchain: string; SupplierName: string; matype: string; matypeName: string;
  PIC_FILENAME: string; PIC_FILENAME2: string; PIC_FILENAME3: string; PIC_FILENAME4: string; PIC_FILENAME5: string;
  Disable: 'Y' | 'N';
  STOCK_ITEM: 'Y' | 'N';
  /** Null when the product is not a stock item; StockAvailable in base units at the viewer's centre. */
  Stock: { StockAvailable: number; MinimumStock: number } | null;
  IsLessThanMinimumStock: boolean;
  Hierarchy1: string; Hierarchy2: string; Hierarchy3: string; Hierarchy4: string; Hierarchy5: string;
  /** Promotions running today at the viewer's centre that sell this product. */
  promotionproduct: PromotionRef[];
}

const ZERO_PRICES: ProductPriceFields = {
  StandardPrice1: 0, StandardPrice2: 0, StandardPrice3: 0, SalesPrice1: 0, SalesPrice2: 0, SalesPrice3: 0,
  PriceInVat1: 0, PriceInVat2: 0, PriceInVat3: 0, CatalogPrice: 0, IsProductAdvancePrice: false,
};

/** The advance-price record that applies today at the viewer's level for some unit, if any. */
function applyingAdvance(product: ReturnType<typeof domainProduct>, row: ProductRowDb, viewer: Viewer) {
  const today = parseDay(viewer.now) ?? 0;
  for (const record of domainAdvance(row.advance)) {
    const start = parseDay(record.DateStart ?? null);
    const end = parseDay(record.DateEnd ?? null);
    if (!isDayWithin(today, start, end)) continue;
    for (const u of UNITS) {
      if (isAdvancePriceApplicable(levelPrice(product, u, viewer.level), advanceCell(record, u, viewer.level), record, viewer.now)) {
        return { DateStart: String(record.DateStart), DateEnd: String(record.DateEnd) };
      }
    }
  }
  return null;
}

/** Row → DTO: prices from src/domain for this viewer's level, centre and day; hidden for barred guests. */
export function productDto(row: ProductRowDb, viewer: Viewer): ProductDto {
  const product = domainProduct(row);
  const ctx = { level: viewer.level, advancePrices: domainAdvance(row.advance), now: viewer.now };
  const hidden = viewer.pricesHidden;
  const prices = hidden ? ZERO_PRICES : productPriceFields(product, ctx);
  if (!hidden && row.catalog_price !== null && row.catalog_price !== undefined) prices.CatalogPrice = Number(row.catalog_price);
  const count = unitCount(product);
  const taxType = (u: UnitIndex): TaxType => (u <= count ? unitPrice(product, u, ctx).cell.taxType : '2');
  const points = (u: UnitIndex) => (hidden || u > count ? 0 : pointsPerUnit(product, u));
  const stock = row.stock_item ? { StockAvailable: Number(row.stock_available ?? 0), MinimumStock: Number(row.minimum_stock ?? 0) } : null;
  const available = stockAvailable({ Stock: stock });
  return {
    P_Code: row.p_code,
    PRODUCTNAME: row.name_th, PRODUCTNAME_EN: row.name_en,
    PRODUCTSHORTNAME_TH: row.short_name_th, PRODUCTSHORTNAME_EN: row.short_name_en,
    P_Description: row.description_th, P_Description_EN: row.description_en,
    UNIT1: row.unit1, UNIT1NAME: row.unit1_name_th, UNIT1NAME_EN: row.unit1_name_en, UNIT1RATE: Number(row.unit1_rate),
    UNIT2: row.unit2, UNIT2NAME: row.unit2_name_th, UNIT2NAME_EN: row.unit2_name_en, UNIT2RATE: Number(row.unit2_rate),
    UNIT3: row.unit3, UNIT3NAME: row.unit3_name_th, UNIT3NAME_EN: row.unit3_name_en, UNIT3RATE: Number(row.unit3_rate),
    UnitCount: count,
    ShowPrice1: yn(row.show_price1), ShowPrice2: yn(row.show_price2), ShowPrice3: yn(row.show_price3),
    PriceLevel: viewer.level,
    PriceType1: taxType(1), PriceType2: taxType(2), PriceType3: taxType(3),
    ...prices,
    AdvancePrice: hidden || !prices.IsProductAdvancePrice ? null : applyingAdvance(product, row, viewer),
    PriceHidden: hidden,
    Option1: hidden ? 0 : Number(row.option1),
    PointPrice1: points(1), PointPrice2: points(2), PointPrice3: points(3),
    BARCODE1: row.barcode1, BARCODE2: row.barcode2, BARCODE3: row.barcode3,
    P_GroupCode: row.group_code, P_Group: row.group_name_th, P_Group_EN: row.group_name_en,
    P_BrandCode: row.brand_code, P_Brand: row.brand_name_th, P_Brand_EN: row.brand_name_en,
    P_FlavourCode: row.flavour_code, P_Flavour: row.flavour_name, P_VarCode: row.variant_code, P_Var: row.variant_name,
    P_SizeCode: row.size_code, P_Size: row.size_name,
    Dchain: row.supplier_code, SupplierName: row.supplier_name, matype: row.matype, matypeName: row.matype_name,
    PIC_FILENAME: row.pic1, PIC_FILENAME2: row.pic2, PIC_FILENAME3: row.pic3, PIC_FILENAME4: row.pic4, PIC_FILENAME5: row.pic5,
    Disable: yn(row.disabled),
    STOCK_ITEM: yn(row.stock_item),
    Stock: stock,
    IsLessThanMinimumStock: stock !== null && available !== null && available < stock.MinimumStock,
    Hierarchy1: row.h1, Hierarchy2: row.h2, Hierarchy3: row.h3, Hierarchy4: row.h4, Hierarchy5: row.h5,
    promotionproduct: (row.promotions ?? []).map((p) => ({ ...p, PromotionId: Number(p.PromotionId) })),
  };
}
