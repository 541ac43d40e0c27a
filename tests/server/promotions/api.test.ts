import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts } from '../orders/fixtures';

// The promotion editor's API as the editor and a client posting straight to it see it: the spec's
// messages for each incomplete step, create/update/detail/list with status, centre and tenant
// scope, and the saved promotion reaching the buyer's checkout quote.
let s: TestServer;
let sales: string;
let admin: string;
let otherAdmin: string;
let customer: string;
const T = 'sabai';

/** Today in Bangkok as the test clock sees it (2026-11-20 17:00 +07). */
const TODAY = '20/11/2026';

function buy10get1(overrides: Record<string, unknown> = {}, header: Record<string, unknown> = {}) {
  return {
    SaleUnit: '1001',
    Promotion: {
      PromotionName: 'ซื้อ 10 แถม 1 ทดสอบ', Opt30: '10+1', PromotionRemark: 'test', DateBegin: TODAY, DateEnd: '27/11/2026',
      FlagEnabled: 'Y', PromotionType: '1', SalesNumber: '1', CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL', ...header,
    },
    PromotionDetails: [{ BuyMin: 10, BuyMax: 0, OrderBuy: 10, FreeNumber: 1, DiscNumber: 0, DiscType: 'FreeItem' }],
    ProductsSale: ['P-COLA'], ProductsFree: ['P-COLA'], Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [], Weekdays: [0, 1, 2, 3, 4, 5, 6],
    ...overrides,
  };
}

beforeAll(async () => {
  s = await startTestServer();
  await addProducts(s.db, T, ['1001', '1002'], [{ code: 'P-COLA', name: 'โคล่าทดสอบ', price: 15, taxType: '1', stock: 500 }]);
  sales = await merchantToken(s.app, T, DEMO.sabai.sales);
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
  otherAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
  customer = await customerToken(s.app, T, DEMO.sabai.customer);
});
afterAll(async () => { await s?.close(); });

describe('api/promotion validation', () => {
  it('refuses a promotion without a name with the spec\'s message', async () => {
    const body = buy10get1();
    delete (body.Promotion as Record<string, unknown>).PromotionName;
    const r = await call(s.app, 'POST', '/api/promotion/create', { token: sales, body });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe('Please enter promotion name');
    expect(r.body.Errors).toContainEqual({ field: '/body/Promotion/PromotionName', reason: 'Please enter promotion name' });
  });

  it.each([
    ['a blank short name', buy10get1({}, { Opt30: '  ' }), 'Please enter promotion short name'],
    ['no remark', buy10get1({}, { PromotionRemark: '' }), 'Please enter promotion remark'],
    ['no calculation line', buy10get1({ PromotionDetails: [] }), 'Please enter calculation detail'],
    ['a free-item line without quantity', buy10get1({ PromotionDetails: [{ BuyMin: 10, OrderBuy: 10, FreeNumber: 0 }] }), 'Please enter free item quantity in calculation detail'],
    ['a discount line without discount', buy10get1({ PromotionDetails: [{ BuyMin: 1, DiscType: 'DiscountValue' }] }, { PromotionType: '2' }), 'Please enter discount in calculation detail'],
    ['a percent discount above 100', buy10get1({ PromotionDetails: [{ BuyMin: 1, DiscNumber: 120, DiscType: 'DiscountPercent' }] }, { PromotionType: '2' }), 'Please enter a discount of at most 100 percent in calculation detail'],
    ['no free product', buy10get1({ ProductsFree: [] }), 'Please select free item'],
    ['no sale product', buy10get1({ ProductsSale: [] }), 'Please select sale item'],
    ['no customers when not all', buy10get1({}, { CustomerList: '' }), 'Please specify customers participating in the promotion'],
    ['no store types when not all', buy10get1({}, { Opt15: '' }), 'Please select store type'],
    ['no customer types when not all', buy10get1({}, { CustomerTypeList: '' }), 'Please select customer type'],
  ])('refuses %s', async (_what, body, message) => {
    const r = await call(s.app, 'POST', '/api/promotion/create', { token: sales, body });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(message);
  });

  it('lists every failing step at once', async () => {
    const r = await call(s.app, 'POST', '/api/promotion/create', { token: sales, body: { SaleUnit: '1001', Promotion: { PromotionType: '1' } } });
    expect(r.status).toBe(400);
    const reasons = r.body.Errors.map((e: { reason: string }) => e.reason);
    expect(reasons).toEqual(expect.arrayContaining(['Please enter promotion name', 'Please enter calculation detail', 'Please select free item', 'Please select sale item']));
  });

  it('refuses a bill discount without sale products only when its line has no discount', async () => {
    const bill = buy10get1({ ProductsSale: [], ProductsFree: [], PromotionDetails: [{ BuyMin: 1000, DiscNumber: 50, DiscType: 'DiscountValue' }] }, { PromotionType: '3' });
    const r = await call(s.app, 'POST', '/api/promotion/create', { token: sales, body: bill });
    expect(r.status).toBe(200);
  });
});

describe('api/promotion create, detail, list, update', () => {
  let id: number;
  it('creates buy 10 get 1 free and answers the new id', async () => {
    const r = await call(s.app, 'POST', '/api/promotion/create', { token: sales, body: buy10get1() });
    expect(r.status).toBe(200);
    id = r.body.PromotionId;
    expect(id).toBeGreaterThan(0);
  });

  it('gives the editor the promotion back with stored dates, lines, lists and weekdays', async () => {
    const r = await call(s.app, 'GET', `/api/promotion/detail/${id}?saleUnit=1001`, { token: sales });
    expect(r.status).toBe(200);
    expect(r.body.Promotion).toMatchObject({ PromotionId: id, PromotionName: 'ซื้อ 10 แถม 1 ทดสอบ', DateBeginT: '20261120', DateEndT: '20261127', DateBegin: TODAY, Status: 'CURRENT', StatusColor: 'green', Opt31: 'YYYYYYY' });
    expect(r.body.PromotionType).toBe('FreeItem');
    expect(r.body.Weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(r.body.PromotionDetails).toEqual([expect.objectContaining({ PromotionLn: 1, BuyMin: 10, OrderBuy: 10, FreeNumber: 1, DiscType: 'FreeItem' })]);
    expect(r.body.ProductsSale).toEqual([{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่าทดสอบ', PRODUCTNAME_EN: expect.any(String) }]);
  });

  it('lists it with its status, filtered by status and text, 12 a page', async () => {
    const cur = await call(s.app, 'GET', '/api/promotion/list?Status=CURRENT&Text=10%2B1&SaleUnit=1001', { token: sales });
    expect(cur.status).toBe(200);
    expect(cur.body.Data.map((p: { PromotionId: number }) => p.PromotionId)).toContain(id);
    expect(cur.body.Data.every((p: { Status: string }) => p.Status === 'CURRENT')).toBe(true);
    const soon = await call(s.app, 'GET', '/api/promotion/list?Status=SOON&SaleUnit=1001', { token: sales });
    expect(soon.body.Data.map((p: { PromotionId: number }) => p.PromotionId)).not.toContain(id);
    const page = await call(s.app, 'GET', '/api/promotion/list', { token: admin });
    expect(page.body.Data.length).toBeLessThanOrEqual(12);
    const withDetail = await call(s.app, 'GET', `/api/promotion/list?Text=${encodeURIComponent('ซื้อ 10 แถม 1 ทดสอบ')}&IncludeDetail=Y`, { token: sales });
    expect(withDetail.body.Data[0]).toMatchObject({ PromotionId: id, ProductsSale: ['P-COLA'], PromotionDetails: [expect.objectContaining({ FreeNumber: 1 })] });
  });

  it('updates it; a begin date next week makes it SOON', async () => {
    const r = await call(s.app, 'POST', `/api/promotion/update/${id}`, { token: sales, body: buy10get1({}, { DateBegin: '25/11/2026', DateEnd: '30/11/2026' }) });
    expect(r.status).toBe(200);
    const d = await call(s.app, 'GET', `/api/promotion/detail/${id}`, { token: sales });
    expect(d.body.Promotion).toMatchObject({ DateBeginT: '20261125', Status: 'SOON', StatusColor: 'blue' });
    await call(s.app, 'POST', `/api/promotion/update/${id}`, { token: sales, body: buy10get1() });
  });

  it('keeps other tenants and non-merchants out', async () => {
    expect((await call(s.app, 'GET', `/api/promotion/detail/${id}`, { token: otherAdmin })).status).toBe(404);
    expect((await call(s.app, 'POST', `/api/promotion/update/${id}`, { token: otherAdmin, body: buy10get1({ SaleUnit: '2001' }) })).status).toBe(404);
    expect((await call(s.app, 'GET', '/api/promotion/list', { token: customer })).status).toBe(403);
    expect((await call(s.app, 'POST', '/api/promotion/create', { body: buy10get1() })).status).toBe(401);
    // The salesperson of 1001/1002 cannot create for 1003.
    expect((await call(s.app, 'POST', '/api/promotion/create', { token: sales, body: buy10get1({ SaleUnit: '1003' }) })).status).toBe(403);
  });

  it('offers customers (48 a page) and store/customer types to pick', async () => {
    const c = await call(s.app, 'GET', '/api/promotion/customers?text=%E0%B8%AA%E0%B8%A1%E0%B8%A8%E0%B8%A3%E0%B8%B5', { token: sales });
    expect(c.status).toBe(200);
    expect(c.body.Data[0]).toMatchObject({ CUSTOMERNAME: 'ร้านสมศรีการค้า' });
    const m = await call(s.app, 'GET', '/api/promotion/masterdata', { token: sales });
    expect(m.body.CustomerTypes.length).toBeGreaterThan(0);
    expect(m.body.StoreTypes[0]).toMatchObject({ Code: expect.any(String), Name: expect.any(String), NameEn: expect.any(String) });
  });

  it('offers the customers carrying a tag (RouteStep2), only in the caller\'s centres', async () => {
    const credit = await call(s.app, 'GET', '/api/promotion/customers?tag=CREDIT&take=200', { token: sales });
    expect(credit.body.Data.map((c: { CUSTOMERCODE: string }) => c.CUSTOMERCODE)).toEqual(['SB0002']);
    // AGENT: SB0004 (centres 1002, 1004) is the salesperson's through 1002.
    const agent = await call(s.app, 'GET', '/api/promotion/customers?tag=AGENT', { token: sales });
    expect(agent.body.Data.map((c: { CUSTOMERCODE: string }) => c.CUSTOMERCODE)).toEqual(['SB0004']);
    expect((await call(s.app, 'GET', '/api/promotion/customers?tag=NOBODY', { token: sales })).body.Data).toEqual([]);
  });

  it('gives the free cola in the next qualifying checkout quote, and none under ten', async () => {
    const ten = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { lines: [{ P_Code: 'P-COLA', qty1: 10, qty2: 0, qty3: 0 }] } });
    expect(ten.status).toBe(200);
    expect(ten.body.FreeItems).toEqual([expect.objectContaining({ P_Code: 'P-COLA' })]);
    expect(ten.body.Promotions.map((p: { promotionId: string }) => p.promotionId)).toContain(String(id));
    expect(ten.body.FreeItems[0]).toMatchObject({ BaseQuantity: 1 });
    const nine = await call(s.app, 'POST', '/api/checkout/quote', { token: customer, body: { lines: [{ P_Code: 'P-COLA', qty1: 9, qty2: 0, qty3: 0 }] } });
    expect(nine.body.FreeItems).toEqual([]);
  });

  it('lists the running promotion\'s products to the buyer, and the whole catalogue to the editor\'s picker', async () => {
    const cola = encodeURIComponent('โคล่าทดสอบ');
    const buyer = await call(s.app, 'GET', `/api/promotion/products?text=${cola}&take=100`, { token: customer });
    expect(buyer.status).toBe(200);
    expect(buyer.body.Data.map((p: { P_Code: string }) => p.P_Code)).toEqual(['P-COLA']);
    const picker = await call(s.app, 'GET', `/api/promotion/products?text=${cola}&saleUnit=1001`, { token: sales });
    expect(picker.body.Data.map((p: { P_Code: string }) => p.P_Code)).toEqual(['P-COLA']);
  });
});
