import type { AdvancePrice, MerchantProduct } from '../../../src/web/api/merchant-products';

type U = 1 | 2 | 3;
type L = 1 | 2 | 3 | 4 | 5;
type UnitCells = Pick<AdvancePrice, `UNIT${U}PRICELEVEL${L}` | `UNIT${U}PRICELEVEL${L}TYPE`>;
type ProductCells = Pick<MerchantProduct, `UNIT${U}PRICELEVEL${L}` | `UNIT${U}PRICELEVEL${L}TYPE` | `PRICE${L}` | `PRICE${L}TYPE`>;

/** Price cells `{prefix}{level}(TYPE)` for levels 1–5, unset as the server answers them (null price, tax type '2'). */
const unset = (prefixes: string[]) => Object.fromEntries(prefixes.flatMap((p) => [1, 2, 3, 4, 5].flatMap((l) => [[`${p}${l}`, null], [`${p}${l}TYPE`, '2']])));
const UNITS = ['UNIT1PRICELEVEL', 'UNIT2PRICELEVEL', 'UNIT3PRICELEVEL'];

/** A product as `api/products/pc/items` answers it (src/server/routes/merchant/product-view.ts): one unit, 10.00 VAT included at level 1. */
export function product(code: string, extra: Partial<MerchantProduct> = {}): MerchantProduct {
  // PRICE{l}(TYPE) repeat unit 1's cells for the old clients.
  const grid = { ...unset([...UNITS, 'PRICE']) as ProductCells, UNIT1PRICELEVEL1: 10, UNIT1PRICELEVEL1TYPE: '1', PRICE1: 10, PRICE1TYPE: '1' } as const;
  return {
    P_Code: code, PRODUCTNAME: `สินค้า ${code}`, PRODUCTNAME_EN: `Product ${code}`, PRODUCTSHORTNAME_TH: '', PRODUCTSHORTNAME_EN: '', P_Description: '',
    UNIT1: 'EA', UNIT1NAME: 'ชิ้น', UNIT1NAME_EN: 'piece', UNIT1RATE: 1, UNIT2: '', UNIT2NAME: '', UNIT2NAME_EN: '', UNIT2RATE: 0, UNIT3: '', UNIT3NAME: '', UNIT3NAME_EN: '', UNIT3RATE: 0,
    UnitCount: 1, ShowPrice1: 'Y', ShowPrice2: 'Y', ShowPrice3: 'Y', ...grid, CatalogPrice: null,
    BARCODE1: '', BARCODE2: '', BARCODE3: '',
    P_GroupCode: '', P_Group: '', P_BrandCode: '', P_Brand: '', P_FlavourCode: '', P_Flavour: '', P_VarCode: '', P_Var: '', P_SizeCode: '', P_Size: '',
    Dchain: '', SupplierName: '', matype: '', matypeName: '',
    PIC_FILENAME: '', PIC_FILENAME2: '', PIC_FILENAME3: '', PIC_FILENAME4: '', PIC_FILENAME5: '',
    Disable: 'N', STOCK_ITEM: 'Y', Stock: { StockAvailable: 5 }, IsLessThanMinimumStock: false, Option1: 0,
    Hierarchy1: '', Hierarchy2: '', Hierarchy3: '', ...extra,
  };
}

/** An advance price record as the server lists it: every cell present (null / '2' when not set). */
export function advancePrice(DateStart: string, DateEnd: string, cells: Partial<UnitCells> = {}): AdvancePrice {
  return { DateStart, DateEnd, ...unset(UNITS) as UnitCells, ...cells };
}
