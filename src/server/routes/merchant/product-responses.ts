import { Type, type TSchema } from '@sinclair/typebox';
import { Nullable, OneOf, Open } from '../schemas';

const YN = OneOf(['Y', 'N'] as const);
const TaxType = OneOf(['0', '1', '2'] as const, '1 VAT included, 2 not included, 0 non tax');
const Price = Nullable(Type.Number({ description: 'Baht; null: no price at this level' }));

/** UNIT{u}PRICELEVEL{l}(TYPE) for 3 units × 5 levels, and PRICE{l}(TYPE) repeating unit 1's cells. */
const PRICE_CELLS: Record<string, TSchema> = Object.fromEntries([
  ...[1, 2, 3].flatMap((u) => [1, 2, 3, 4, 5].flatMap((l) => [[`UNIT${u}PRICELEVEL${l}`, Price], [`UNIT${u}PRICELEVEL${l}TYPE`, TaxType]])),
  ...[1, 2, 3, 4, 5].flatMap((l) => [[`PRICE${l}`, Price], [`PRICE${l}TYPE`, TaxType]]),
]);

/** A product as the back office reads and edits it: raw price cells, stock at the chosen centre, Disable. */
export const MerchantProductSchema = Open({
  P_Code: Type.String(), PRODUCTNAME: Type.String(), PRODUCTNAME_EN: Type.String(), PRODUCTSHORTNAME_TH: Type.String(), PRODUCTSHORTNAME_EN: Type.String(),
  P_Description: Type.String(),
  UNIT1: Type.String(), UNIT1NAME: Type.String(), UNIT1NAME_EN: Type.String(), UNIT1RATE: Type.Number(),
  UNIT2: Type.String(), UNIT2NAME: Type.String(), UNIT2NAME_EN: Type.String(), UNIT2RATE: Type.Number({ description: '0: no second unit' }),
  UNIT3: Type.String(), UNIT3NAME: Type.String(), UNIT3NAME_EN: Type.String(), UNIT3RATE: Type.Number({ description: '0: no third unit' }),
  UnitCount: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  ShowPrice1: YN, ShowPrice2: YN, ShowPrice3: YN,
  ...PRICE_CELLS,
  CatalogPrice: Nullable(Type.Number()),
  BARCODE1: Type.String(), BARCODE2: Type.String(), BARCODE3: Type.String(),
  P_GroupCode: Type.String(), P_Group: Type.String(), P_BrandCode: Type.String(), P_Brand: Type.String(),
  P_FlavourCode: Type.String(), P_Flavour: Type.String(), P_VarCode: Type.String(), P_Var: Type.String(), P_SizeCode: Type.String(), P_Size: Type.String(),
  Dchain: Type.String({ description: 'Supplier code' }), SupplierName: Type.String(), matype: Type.String(), matypeName: Type.String(),
  PIC_FILENAME: Type.String(), PIC_FILENAME2: Type.String(), PIC_FILENAME3: Type.String(), PIC_FILENAME4: Type.String(), PIC_FILENAME5: Type.String(),
  Disable: YN, STOCK_ITEM: YN,
  Stock: Open({ StockAvailable: Nullable(Type.Number({ description: 'At the chosen centre; null when stock is not tracked' })) }),
  IsLessThanMinimumStock: Type.Boolean(),
  Option1: Type.Number({ description: 'Points per base unit in redeem mode (0: not redeemable)' }),
  Hierarchy1: Type.String(), Hierarchy2: Type.String(), Hierarchy3: Type.String(),
});

export const MerchantProductListSchema = Type.Array(MerchantProductSchema, { description: 'One page, by product code; shorter than take when it is the last' });

export const ProductActiveSchema = Open({ status: Type.Literal(200), P_Code: Type.String(), Disable: OneOf(['Y', 'N'] as const, 'The state after the toggle') });

export const ProductImageSetSchema = Open({
  status: Type.Literal(200), P_Code: Type.String(), Slot: Type.Integer({ minimum: 1, maximum: 5 }),
  Url: Type.String({ description: 'Public path of the stored picture' }), Width: Type.Number(), Height: Type.Number(),
});
export const ProductImageRemovedSchema = Open({ status: Type.Literal(200), P_Code: Type.String(), Slot: Type.Integer({ minimum: 1, maximum: 5 }) });

export const MaterialTypesSchema = Open({ Data: Type.Array(Open({ Code: Type.String(), Name: Type.String() })) });

export const MasterCategoriesSchema = Open({
  Data: Type.Array(Open({
    Level: Type.Integer({ minimum: 1, maximum: 3 }), Code: Type.String(), Name: Type.String(), NameEn: Type.String({ description: 'The Thai name when none' }),
    h1: Type.String({ description: 'Level-1 parent code (empty at level 1)' }), h2: Type.String({ description: 'Level-2 parent code (empty above level 3)' }),
  }), { description: 'Active categories, level by level' }),
});

const UNIT_CELLS: Record<string, TSchema> = Object.fromEntries(Object.entries(PRICE_CELLS).filter(([k]) => k.startsWith('UNIT')));

/** A product's advance prices at one centre, latest start first (every change answers the list as it is now). */
export const AdvancePricesSchema = Open({
  Data: Type.Array(Open({
    DateStart: Type.String({ description: 'YYYY-MM-DD' }), DateEnd: Type.String({ description: 'YYYY-MM-DD, inclusive' }), ...UNIT_CELLS,
  }), { description: 'Latest start first' }),
});
