import { http } from 'msw';
import { contractJson } from '../../../mocks/contract';
import type { CustomerRow, PromotionDetailView, PromotionHeaderView, TypeRef } from '../../../src/web/api/promotions';
import type { ApiResponse } from '../../../src/web/api/contract';

type Status = PromotionHeaderView['Status'];
type Header = PromotionDetailView['Promotion'];

/** A promotion header as the detail answers it (src/server/routes/promotions/store.ts headerOf, with Status). */
export function header(id: number, status: Status, extra: Partial<Header> = {}): Header {
  const color = ({ CURRENT: 'green', SOON: 'blue', EXPIRED: 'red', DISABLE: 'grey', UNKNOWN: 'orange' } as const)[status];
  return {
    PromotionId: id, SaleUnit: '1001', PromotionName: `Promo ${id}`, Opt30: `P${id}`, PromotionRemark: 'r', DateBegin: '20/11/2026', DateEnd: '27/11/2026',
    DateBeginT: '20261120', DateEndT: '20261127', FlagEnabled: status === 'DISABLE' ? 'N' : 'Y', PromotionType: '1', SalesNumber: '1',
    CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL', Opt31: '', Status: status, StatusColor: color, ...extra,
  };
}

/** A promotion of the list page: the header and when it was last saved. */
export function listItem(id: number, status: Status, extra: Partial<PromotionHeaderView> = {}): PromotionHeaderView {
  return { ...header(id, status), UpdatedAt: '2026-11-19T03:00:00.000Z', ...extra };
}

/** A catalogue product as `api/promotion/products` lists it for staff (src/server/routes/catalog/product-view.ts), trimmed to one unit. */
function catalogProduct(P_Code: string, PRODUCTNAME: string, PRODUCTNAME_EN: string): ApiResponse<'getPromotionProducts'>['Data'][number] {
  return {
    P_Code, PRODUCTNAME, PRODUCTNAME_EN, PRODUCTSHORTNAME_TH: '', PRODUCTSHORTNAME_EN: '', P_Description: '', P_Description_EN: '',
    UNIT1: 'EA', UNIT1NAME: 'ชิ้น', UNIT1NAME_EN: 'piece', UNIT1RATE: 1, UnitCount: 1, ShowPrice1: 'Y', PriceLevel: 1, PriceType1: '1',
    StandardPrice1: 15, SalesPrice1: 15, PriceInVat1: 15, CatalogPrice: 0, IsProductAdvancePrice: false, AdvancePrice: null, PriceHidden: false,
    Disable: 'N', STOCK_ITEM: 'Y', Stock: { StockAvailable: 100, MinimumStock: 0 }, IsLessThanMinimumStock: false,
  };
}

export const PRODUCTS = [catalogProduct('P-COLA', 'โคล่า', 'Cola'), catalogProduct('P-WATER', 'น้ำดื่ม', 'Water')];
export const CUSTOMERS: CustomerRow[] = [
  { CUSTOMERCODE: 'C001', CUSTOMERNAME: 'ร้านสมใจ', MobileNo: '0810000001', CustomerType: '01', StoreType: 'GT', SaleUnit: '1001' },
  { CUSTOMERCODE: 'C002', CUSTOMERNAME: 'ร้านมีชัย', MobileNo: '0810000002', CustomerType: '02', StoreType: 'MT', SaleUnit: '1001' },
];
export const MASTERDATA: { CustomerTypes: TypeRef[]; StoreTypes: TypeRef[] } = {
  CustomerTypes: [{ Code: '01', Name: 'ร้านค้าปลีก', NameEn: 'Retail shop' }, { Code: '02', Name: 'ร้านค้าส่ง', NameEn: 'Wholesaler' }],
  StoreTypes: [{ Code: 'GT', Name: 'ร้านโชห่วย', NameEn: 'Traditional trade' }, { Code: 'MT', Name: 'มินิมาร์ท', NameEn: 'Minimart' }],
};

/** Pickers and master data; records every save body and the `take` each picker asked for. */
export function editorHandlers(saves: { url: string; body: Record<string, unknown> }[], takes: { products: string[]; customers: string[] } = { products: [], customers: [] }) {
  return [
    http.get('*/api/promotion/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const text = query.get('text') ?? '';
      takes.products.push(query.get('take') ?? '');
      return contractJson('getPromotionProducts', { Data: PRODUCTS.filter((p) => `${p.P_Code} ${p.PRODUCTNAME_EN}`.toLowerCase().includes(text.toLowerCase())) });
    }),
    http.get('*/api/promotion/customers', ({ request }) => {
      takes.customers.push(new URL(request.url).searchParams.get('take') ?? '');
      return contractJson('getPromotionCustomers', { Data: CUSTOMERS });
    }),
    http.get('*/api/promotion/masterdata', () => contractJson('getPromotionMasterdata', MASTERDATA)),
    http.get('*/api/tags', () => contractJson('getTags', { Data: [], Total: 0 })),
    http.post('*/api/promotion/create', async ({ request }) => {
      saves.push({ url: request.url, body: await request.json() as Record<string, unknown> });
      return contractJson('postPromotionCreate', { status: 200, PromotionId: 77, Id: 77 });
    }),
    http.post('*/api/promotion/update/:id', async ({ request }) => {
      saves.push({ url: request.url, body: await request.json() as Record<string, unknown> });
      return contractJson('postPromotionUpdateById', { status: 200, PromotionId: 5, Id: 5 });
    }),
  ];
}
