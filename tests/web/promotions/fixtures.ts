import { http } from 'msw';
import { contractJson, webJson } from '../../../mocks/contract';
import type { CustomerRef, ProductRef, PromotionHeaderView, TypeRef } from '../../../src/web/api/promotions';

/** Promotion list/editor answers for component tests (shapes of src/web/api/promotions.ts). */
export function header(id: number, status: PromotionHeaderView['Status'], extra: Partial<PromotionHeaderView> = {}): PromotionHeaderView {
  const color = ({ CURRENT: 'green', SOON: 'blue', EXPIRED: 'red', DISABLE: 'grey', UNKNOWN: 'orange' } as const)[status];
  return {
    PromotionId: id, SaleUnit: '1001', PromotionName: `Promo ${id}`, Opt30: `P${id}`, PromotionRemark: 'r', DateBegin: '20/11/2026', DateEnd: '27/11/2026',
    DateBeginT: '20261120', DateEndT: '20261127', FlagEnabled: status === 'DISABLE' ? 'N' : 'Y', PromotionType: '1', SalesNumber: '1',
    CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL', Opt31: '', Status: status, StatusColor: color, ...extra,
  };
}

export const PRODUCTS: ProductRef[] = [
  { P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' },
  { P_Code: 'P-WATER', PRODUCTNAME: 'น้ำดื่ม', PRODUCTNAME_EN: 'Water' },
];
export const CUSTOMERS: CustomerRef[] = [
  { CUSTOMERCODE: 'C001', CUSTOMERNAME: 'ร้านสมใจ', MobileNo: '0810000001' },
  { CUSTOMERCODE: 'C002', CUSTOMERNAME: 'ร้านมีชัย', MobileNo: '0810000002' },
];
export const MASTERDATA: { CustomerTypes: TypeRef[]; StoreTypes: TypeRef[] } = {
  CustomerTypes: [{ Code: '01', Name: 'ร้านค้าปลีก', NameEn: 'Retail shop' }, { Code: '02', Name: 'ร้านค้าส่ง', NameEn: 'Wholesaler' }],
  StoreTypes: [{ Code: 'GT', Name: 'ร้านโชห่วย', NameEn: 'Traditional trade' }, { Code: 'MT', Name: 'มินิมาร์ท', NameEn: 'Minimart' }],
};

/** Pickers and master data; records every save body. */
export function editorHandlers(saves: { url: string; body: Record<string, unknown> }[]) {
  return [
    http.get('*/api/promotion/products', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text') ?? '';
      return webJson<{ Data: ProductRef[] }>('getPromotionProducts', { Data: PRODUCTS.filter((p) => `${p.P_Code} ${p.PRODUCTNAME_EN}`.toLowerCase().includes(text.toLowerCase())) });
    }),
    http.get('*/api/promotion/customers', () => webJson<{ Data: CustomerRef[] }>('getPromotionCustomers', { Data: CUSTOMERS })),
    http.get('*/api/promotion/masterdata', () => webJson<typeof MASTERDATA>('getPromotionMasterdata', MASTERDATA)),
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
