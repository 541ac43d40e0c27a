/*
 * Test data and msw handlers for the storefront's component tests (the running app always uses
 * the real server). Shapes follow the server's answers (src/server/routes/catalog, cart, …).
 */
import { http } from 'msw';
import type { Quote } from '../../../src/web/api/checkout';
import type { ServerCart } from '../../../src/web/api/cart';
import type { Product } from '../../../src/web/api/products-types';
import { contractJson } from '../../../mocks/contract';
import type { ApiResponse } from '../../../src/web/api/contract';

export function product(code: string, fields: Partial<Product> = {}): Product {
  return {
    P_Code: code,
    PRODUCTNAME: `น้ำดื่ม ${code}`,
    PRODUCTNAME_EN: `Drinking water ${code}`,
    UNIT1: 'BTL', UNIT1NAME: 'ขวด', UNIT1NAME_EN: 'Bottle', UNIT1RATE: 1,
    UNIT2: 'PAC', UNIT2NAME: 'แพ็ค', UNIT2NAME_EN: 'Pack', UNIT2RATE: 12,
    UNIT3: '', UNIT3NAME: '', UNIT3NAME_EN: '', UNIT3RATE: 0,
    UnitCount: 2,
    ShowPrice1: 'Y', ShowPrice2: 'Y', ShowPrice3: 'N',
    PriceInVat1: 10, PriceInVat2: 110, PriceInVat3: 0,
    StandardPrice1: 10, StandardPrice2: 110, StandardPrice3: 0,
    SalesPrice1: 9.35, SalesPrice2: 102.8, SalesPrice3: 0,
    PriceType1: '1', PriceType2: '1', PriceType3: '2',
    IsProductAdvancePrice: false,
    PriceHidden: false,
    Option1: 5, PointPrice1: 5, PointPrice2: 60, PointPrice3: 0,
    PIC_FILENAME: '',
    P_Group: 'เครื่องดื่ม', P_Group_EN: 'Drinks', P_GroupCode: 'G1',
    Stock: { StockAvailable: 100, MinimumStock: 0 },
    ...fields,
  };
}

/** n products P001…: the catalogue a list test pages through. */
export function catalogue(n: number, prefix = 'P'): Product[] {
  return Array.from({ length: n }, (_, i) => product(`${prefix}${String(i + 1).padStart(3, '0')}`));
}

export interface ItemsBody {
  Take: number;
  Skip: number;
  SearchText?: string;
  ProductIds?: string[];
  Hierarchy1?: string;
  Point?: boolean;
  OnlyPromotionProduct?: boolean;
  Types?: string[];
  SortByPrice?: string;
}

/** `POST api/products/items` over a fixed catalogue, recording every request body. */
export function itemsHandler(all: Product[], seen: ItemsBody[] = []) {
  return http.post('*/api/products/items', async ({ request }) => {
    const body = (await request.json()) as ItemsBody;
    seen.push(body);
    let list = all;
    if (body.ProductIds) list = all.filter((p) => body.ProductIds?.includes(p.P_Code));
    if (body.SearchText) list = list.filter((p) => `${p.PRODUCTNAME} ${p.PRODUCTNAME_EN}`.toLowerCase().includes(String(body.SearchText).toLowerCase()));
    return contractJson('postProductsItems', { Data: list.slice(body.Skip, body.Skip + body.Take) });
  });
}

/**
 * The home's best sellers shelf (`POST api/products/items` with Types BEST_SELLER): `list`, paged.
 * Any other items request falls through to the test's own handler (or fails as unhandled).
 */
export function bestSellersHandler(list: Product[] = []) {
  return http.post('*/api/products/items', async ({ request }) => {
    const body = (await request.clone().json()) as ItemsBody;
    if (!body.Types?.includes('BEST_SELLER')) return undefined;
    return contractJson('postProductsItems', { Data: list.slice(body.Skip, body.Skip + body.Take) });
  });
}

/** Calls a page may make that a test does not look at: empty but well-formed answers. */
export const quietHandlers = [
  http.post('*/GET_MASTER_DATA/GET_WHATSNEW', () => contractJson('postGetMasterDataGetWhatsnew', { status: 200, statusText: 'OK', result: [] })),
  http.get('*/api/category', () => contractJson('getCategory', { Data: [] })),
  http.get('*/api/category/list', () => contractJson('getCategoryList', { Data: [] })),
  http.post('*/GET_MASTER_DATA/GET_HIERARCHY_ALL', () => contractJson('postGetMasterDataGetHierarchyAll', [{ status: 200, data: { hierarchy1: [], hierarchy2: [], hierarchy3: [], hierarchy4: [], hierarchy5: [] } }])),
  http.get('*/api/products/display-group/type/:type', () => contractJson('getProductsDisplayGroupTypeByType', { Data: [] })),
  http.get('*/api/promotion/products', () => contractJson('getPromotionProducts', { Data: [] })),
  http.get('*/api/Products/favourite/items', () => contractJson('getProductsFavouriteItems', { Data: [] })),
  http.get('*/GET_MASTER_DATA/GetAutoComplete', () => contractJson('getGetMasterDataGetAutoComplete', { Data: [] })),
  http.get('*/authen/customer/dcs', () => contractJson('getAuthenCustomerDcs', { Customer: [], All: [] })),
  http.get('*/api/cart', () => contractJson('getCart', { ...serverCart([]), AllSelected: false })),
  http.put('*/api/cart/lines', () => contractJson('putCartLines', serverCart([]))),
  http.delete('*/api/cart/lines/:code', () => contractJson('deleteCartLinesByPCode', serverCart([]))),
  http.post('*/api/cart/select', () => contractJson('postCartSelect', serverCart([]))),
  http.post('*/api/cart/merge', () => contractJson('postCartMerge', serverCart([]))),
];

/** A server cart answer holding these lines (the checkout and cart pages start from it after login). */
export function serverCart(lines: { P_Code: string; qty1: number; qty2: number; qty3: number; selected?: boolean }[], mode: 'sales' | 'redeem' = 'sales'): ServerCart {
  return {
    Mode: mode, SaleUnit: 'S001', PriceLevel: 1, Count: lines.length, SelectedCount: lines.length, Amount: 0, Points: 0, Total: 0, AllSelected: true, Cleared: null,
    Lines: lines.map((l) => ({ selected: true, ...l, Found: true, ProductName: '', ProductNameEn: '', Units: [], StockAvailable: null, OutOfStock: false, Amount: 0, Points: 0 })),
  };
}

/** A quote as `POST api/checkout/quote` answers it. */
export function quote(fields: Partial<Quote> = {}): Quote {
  return {
    Mode: 'sales', SaleUnit: 'S001', PriceLevel: 1,
    Lines: [{ P_Code: 'A1', ProductName: 'น้ำดื่ม A1', ProductNameEn: 'Water A1', qty1: 0, qty2: 3, qty3: 0, Units: [{ Unit: 2, Code: 'PAC', Name: 'แพ็ค', NameEn: 'Pack', Qty: 3, Price: 110, StandardPrice: 110, Advance: false, Points: 60 }], BaseQuantity: 36, Amount: 330, ProductDiscount: 0, BillDiscount: 0, Net: 330, Points: 180, TaxType: '1', IsFree: false, PromotionIds: [], StockAvailable: 100 }],
    FreeItems: [], Promotions: [], Coupon: null,
    Subtotal: 330, ProductDiscount: 0, BillDiscount: 0, CouponDiscount: 0, DeliveryFee: 0, Total: 330, Vat: 21.59, PointsTotal: 180, PointsBalance: null, CreditBalance: null,
    PaymentMethods: [
      { Method: 'COD', Code: 0, Label: { en: 'Cash on delivery', th: 'เก็บเงินปลายทาง' }, Disabled: false, Reason: null },
      { Method: 'BANK', Code: 2, Label: { en: 'Bank transfer', th: 'โอนเงินผ่านธนาคาร' }, Disabled: false, Reason: null },
    ],
    PaymentMethod: 'COD', PaymentProblem: null, Problems: [], CanPlace: true, ShipTo: null,
    ...fields,
  };
}

export const ADDRESSES: ApiResponse<'postGetMasterDataGetDeliveryAddress'> = {
  status: 200, status_code: '200',
  data: [
    { _id: 'ADR1', AddressCode: 'ADR1', Cust_ID: 'C0001', SaleUnit: 'S001', TaxID: '', Name: 'ร้านสมใจ', Address_Type: 'S', Address_: '1 ถนนสุขุมวิท', Province: '', ProvinceName: 'กรุงเทพมหานคร', Ampher: '', AmpherName: '', Town: '', TownName: '', PostalCode: '10110', Lat: '', Long: '', Remark: '', Phone: '', Active: 'Y' },
    { _id: 'ADR2', AddressCode: 'ADR2', Cust_ID: 'C0001', SaleUnit: 'S001', TaxID: '', Name: 'ร้านสมใจ', Address_Type: 'B', Address_: '1 ถนนสุขุมวิท', Province: '', ProvinceName: 'กรุงเทพมหานคร', Ampher: '', AmpherName: '', Town: '', TownName: '', PostalCode: '10110', Lat: '', Long: '', Remark: '', Phone: '', Active: 'Y' },
  ],
};
