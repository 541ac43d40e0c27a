import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { DEMO, call, merchantToken, startTestServer, type TestServer } from '../helpers';
import { multipartBody, png } from './fixtures';

let s: TestServer;
let admin: string;
let sales: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
});
afterAll(async () => { await s?.close(); });

const codes = (body: { Data: { Code: string; SaleUnit: string }[] }) => body.Data.map((c) => `${c.Code}@${c.SaleUnit}`);

async function upload(token: string, fields: Record<string, string>, data: Buffer, filename = 'shop.png') {
  const { payload, headers } = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', file: { filename, data } }]);
  const res = await s.app.inject({ method: 'POST', url: '/api/merchant/customerfile', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  checkContract(s.app, 'POST', '/api/merchant/customerfile', res);
  return { status: res.statusCode, body: res.json() };
}

describe('customers of the salesperson\'s centres', () => {
  it('lists one row per customer and centre, only in his centres, searchable and paged', async () => {
    const r = await call(s.app, 'GET', '/api/customers/list', { token: sales });
    expect(r.status).toBe(200);
    expect(codes(r.body).sort()).toEqual(['SB0001@1001', 'SB0001@1002', 'SB0002@1001', 'SB0004@1002', 'SB0005@1001']);
    expect(r.body.Data.find((c: { Code: string }) => c.Code === 'SB0002').Tags).toEqual(['WHOLESALE', 'CREDIT']);
    // The chips show a tag's name, not its code.
    expect(r.body.Data.find((c: { Code: string }) => c.Code === 'SB0002').TagNames).toEqual([
      { Code: 'WHOLESALE', NameTh: 'ร้านค้าส่ง', NameEn: 'Wholesale', Color: '#6a1b9a' },
      { Code: 'CREDIT', NameTh: 'ลูกค้าเครดิต', NameEn: 'Credit customer', Color: '#c62828' },
    ]);
    const page = await call(s.app, 'GET', '/api/customers/list?take=2&skip=2', { token: sales });
    expect(page.body.Total).toBe(5);
    expect(page.body.Data).toHaveLength(2);
    const byTag = await call(s.app, 'GET', '/api/customers/list?text=agent', { token: sales });
    expect(codes(byTag.body)).toEqual(['SB0004@1002']);
    // By a tag's name as the chips show it, in either language.
    const byTagName = await call(s.app, 'GET', `/api/customers/list?text=${encodeURIComponent('เครดิต')}`, { token: sales });
    expect(codes(byTagName.body)).toEqual(['SB0002@1001']);
    expect(codes((await call(s.app, 'GET', '/api/customers/list?text=credit%20cust', { token: sales })).body)).toEqual(['SB0002@1001']);
    const byCode = await call(s.app, 'GET', '/api/customers/list?code=SB0001&saleUnit=1002', { token: sales });
    expect(codes(byCode.body)).toEqual(['SB0001@1002']);
    expect((await call(s.app, 'GET', '/api/customers/list?saleUnit=1003', { token: sales })).status).toBe(403);
  });

  it('shows a profile with tags and shared centres; another centre\'s customer does not exist for him', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/customer/profile/SB0004', { token: sales });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ CUSTOMERCODE: 'SB0004', Tags: ['AGENT'], TagNames: [{ Code: 'AGENT', NameTh: 'ตัวแทน', NameEn: 'Agent' }], Centres: [{ SaleUnit: '1002' }], Stats: { Orders: 0 } });
    // A code no tag has (a deleted tag, an imported list) is named by its code.
    await s.db.query("UPDATE customers SET route_step2 = 'AGENT,OLD_ROUTE' WHERE tenant_id = 'sabai' AND customer_code = 'SB0004'");
    const orphan = await call(s.app, 'GET', '/api/merchant/customer/profile/SB0004', { token: sales });
    expect(orphan.body.TagNames).toEqual([{ Code: 'AGENT', NameTh: 'ตัวแทน', NameEn: 'Agent', Color: '#ef6c00' }, { Code: 'OLD_ROUTE', NameTh: 'OLD_ROUTE', NameEn: 'OLD_ROUTE', Color: '' }]);
    await s.db.query("UPDATE customers SET route_step2 = 'AGENT' WHERE tenant_id = 'sabai' AND customer_code = 'SB0004'");
    expect((await call(s.app, 'GET', '/api/merchant/customer/profile/SB0003', { token: sales })).status).toBe(404);
    expect((await call(s.app, 'GET', '/api/merchant/customer/profile/SB0003', { token: admin })).status).toBe(200);
  });

  it('edits with the form\'s schema: every bad field reported, nothing saved; a good edit is audited', async () => {
    const bad = await call(s.app, 'PUT', '/api/merchant/customer/profile/SB0001', { token: sales, body: { CUSTOMERNAME: '', Phone: '12', ZIP: 'abc', Extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/CUSTOMERNAME', '/body/Extra', '/body/Phone', '/body/ZIP']);
    const ok = await call(s.app, 'PUT', '/api/merchant/customer/profile/SB0001', { token: sales, body: { CUSTOMERNAME: 'ร้านสมศรีการค้า (สาขา 2)', Phone: '021234567', RouteStep2: ' RETAIL, BKK ,VIP,,VIP' } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ CUSTOMERNAME: 'ร้านสมศรีการค้า (สาขา 2)', Phone: '021234567', RouteStep2: 'RETAIL,BKK,VIP', Tags: ['RETAIL', 'BKK', 'VIP'] });
    expect(ok.body.TagNames.map((n: { NameTh: string }) => n.NameTh)).toEqual(['ร้านค้าปลีก', 'กรุงเทพฯ', 'ลูกค้า VIP']);
    const [audit] = await s.db.query<{ actor_id: string; after: { RouteStep2: string } }>(
      "SELECT actor_id, after FROM audit_log WHERE tenant_id = 'sabai' AND action = 'merchant.editCustomer' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.actor_id).toBe('SB-S001');
    expect(audit.after.RouteStep2).toBe('RETAIL,BKK,VIP');
    expect((await call(s.app, 'PUT', '/api/merchant/customer/profile/SB0003', { token: sales, body: { CUSTOMERNAME: 'x' } })).status).toBe(404);
  });

  it('lists customers waiting for approval and approves one', async () => {
    const pending = await call(s.app, 'GET', '/api/merchant/customers/not-logged-in?tab=pending', { token: admin });
    expect(codes(pending.body)).toEqual(['SB0003@1003']);
    expect((await call(s.app, 'POST', '/api/merchant/customers/SB0003/approve', { token: sales })).status).toBe(404);
    const ok = await call(s.app, 'POST', '/api/merchant/customers/SB0003/approve', { token: admin });
    expect(ok.body.NewCustomer).toBe('N');
    expect((await call(s.app, 'GET', '/api/merchant/customers/not-logged-in?tab=pending', { token: admin })).body.Total).toBe(0);
    await s.db.query("UPDATE customers SET password_hash = NULL WHERE tenant_id = 'sabai' AND customer_code = 'SB0002'");
    expect(codes((await call(s.app, 'GET', '/api/merchant/customers/not-logged-in', { token: sales })).body)).toEqual(['SB0002@1001']);
  });
});

describe('customer photos', () => {
  it('offers the photo groups, stores a checked photo and lists it with month-year and group filters', async () => {
    const groups = await call(s.app, 'GET', '/api/merchant/photogroup?saleUnit=1001', { token: sales });
    expect(groups.body.Data.map((g: { Code: string }) => g.Code)).toEqual(['SHOPFRONT', 'SHELF', 'POSM', 'DOCUMENT']);
    const up = await upload(sales, { CustomerCode: 'SB0001', saleUnit: '1001', photoGroupCode: 'SHELF', remark: 'ชั้นวางเต็ม' }, await png());
    expect(up.status).toBe(201);
    const second = await upload(sales, { CustomerCode: 'SB0001', saleUnit: '1001', photoGroupCode: 'SHOPFRONT' }, await png(300, 300));
    expect(second.status).toBe(201);
    // Test clock 2026-11-20 (Bangkok).
    const all = await call(s.app, 'GET', '/api/merchant/customerfile?CustomerCode=SB0001&saleUnit=1001', { token: sales });
    expect(all.body).toMatchObject({ Total: 2, Take: 24, MonthYears: ['2026-11'] });
    const shelf = await call(s.app, 'GET', '/api/merchant/customerfile?CustomerCode=SB0001&saleUnit=1001&photoGroupCodes=SHELF', { token: sales });
    expect(shelf.body.Data).toHaveLength(1);
    expect(shelf.body.Data[0]).toMatchObject({ Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', Remark: 'ชั้นวางเต็ม', Width: 200, Height: 150 });
    expect((await call(s.app, 'GET', '/api/merchant/customerfile?CustomerCode=SB0001&saleUnit=1001&monthYears=2026-10', { token: sales })).body.Total).toBe(0);
    expect((await call(s.app, 'GET', '/api/merchant/customerfile?CustomerCode=SB0001&saleUnit=1001&fromDate=2026-11-20&toDate=2026-11-20', { token: sales })).body.Total).toBe(2);
    expect((await call(s.app, 'GET', '/api/merchant/customerfile?CustomerCode=SB0001&saleUnit=1001&toDate=2026-11-19', { token: sales })).body.Total).toBe(0);
    const image = await s.app.inject({ method: 'GET', url: shelf.body.Data[0].Url, headers: { authorization: `Bearer ${sales}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const other = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
    expect((await s.app.inject({ method: 'GET', url: shelf.body.Data[0].Url, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, a customer outside his centres and a missing group', async () => {
    const text = await upload(sales, { CustomerCode: 'SB0001', saleUnit: '1001', photoGroupCode: 'SHELF' }, Buffer.from('not an image at all, just text'), 'x.png');
    expect(text.status).toBe(400);
    expect(text.body.Errors[0].field).toBe('/body/file');
    expect((await upload(sales, { CustomerCode: 'SB0003', saleUnit: '1001', photoGroupCode: 'SHELF' }, await png())).status).toBe(404);
    expect((await upload(sales, { CustomerCode: 'SB0003', saleUnit: '1003', photoGroupCode: 'SHELF' }, await png())).status).toBe(403);
    const noGroup = await upload(sales, { CustomerCode: 'SB0001', saleUnit: '1001' }, await png());
    expect(noGroup.body.Errors).toEqual([{ field: '/body/photoGroupCode', reason: 'is required (send it before the file)' }]);
  });
});

describe('surveys', () => {
  it('stores valid answers and reports every wrong one', async () => {
    const list = await call(s.app, 'GET', '/api/merchant/survey?saleUnit=1001', { token: sales });
    expect(list.body.Data.map((x: { SurveyId: string }) => x.SurveyId)).toEqual(['VISIT', 'COMPETITOR']);
    const wrong = await call(s.app, 'POST', '/api/merchant/survey/answer', {
      token: sales, body: { SurveyId: 'VISIT', CustomerCode: 'SB0001', SaleUnit: '1001', Answers: { shelf: 'overflowing', facings: 'many', bogus: 'x' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([
      { field: '/body/Answers/bogus', reason: 'is not a question of this survey' },
      { field: '/body/Answers/open', reason: 'is required' },
      { field: '/body/Answers/shelf', reason: 'is not one of the choices' },
      { field: '/body/Answers/facings', reason: 'must be a number' },
    ]);
    const ok = await call(s.app, 'POST', '/api/merchant/survey/answer', {
      token: sales, body: { SurveyId: 'VISIT', CustomerCode: 'SB0001', SaleUnit: '1001', Answers: { open: true, shelf: 'low', facings: 4, note: 'ขอเพิ่มสต็อก' } },
    });
    expect(ok.status).toBe(201);
    // A count below zero is refused, and nothing of that answer is stored.
    const negative = await call(s.app, 'POST', '/api/merchant/survey/answer', {
      token: sales, body: { SurveyId: 'VISIT', CustomerCode: 'SB0001', SaleUnit: '1001', Answers: { open: true, shelf: 'low', facings: -3 } },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.Errors).toEqual([{ field: '/body/Answers/facings', reason: 'must be 0 or more' }]);
    expect((await call(s.app, 'POST', '/api/merchant/survey/answer', { token: sales, body: { SurveyId: 'VISIT', CustomerCode: 'SB0001', SaleUnit: '1001', Answers: { open: true, shelf: 'low', facings: 0 } } })).status).toBe(201);
    const answers = await call(s.app, 'GET', '/api/merchant/survey/answers?CustomerCode=SB0001', { token: sales });
    expect(answers.body.Data).toHaveLength(2);
    expect(answers.body.Data.map((a: { Answers: { facings: number } }) => a.Answers.facings)).toEqual([0, 4]);
    expect(answers.body.Data[1]).toMatchObject({ SurveyId: 'VISIT', AnsweredBy: 'SB-S001', Answers: { open: true, shelf: 'low', facings: 4 } });
    expect((await call(s.app, 'POST', '/api/merchant/survey/answer', { token: sales, body: { SurveyId: 'VISIT', CustomerCode: 'SB0003', SaleUnit: '1001', Answers: { open: true, shelf: 'low' } } })).status).toBe(404);
  });
});

describe('coupons and points at the shop', () => {
  it('lists the customer\'s coupons with their state and grants bounded, audited points', async () => {
    // Seeded relative to the real date; the test clock is 2026-11-20.
    await s.db.query("UPDATE coupons SET date_begin = '2026-10-01', date_end = '2026-11-01' WHERE tenant_id = 'sabai' AND coupon_id = 'SB0001-OLD'");
    await s.db.query("UPDATE coupons SET date_begin = '2026-11-01', date_end = '2026-12-31' WHERE tenant_id = 'sabai' AND coupon_id = 'SB0001-C50'");
    const coupons = await call(s.app, 'GET', '/api/merchant/customer/SB0001/1001/coupons', { token: sales });
    expect(coupons.status).toBe(200);
    const states = Object.fromEntries(coupons.body.Data.map((c: { CouponId: string; State: string }) => [c.CouponId, c.State]));
    expect(states).toMatchObject({ 'SB0001-C50': 'Usable', 'SB0001-OLD': 'Expired' });
    const points = await call(s.app, 'GET', '/api/merchant/customer/SB0001/1001/points', { token: sales });
    const before = points.body.Balance;
    expect(before).toBeGreaterThan(0);
    expect((await call(s.app, 'POST', '/api/merchant/customer/SB0001/1001/points', { token: sales, body: { Points: 10_001, Remark: 'x' } })).status).toBe(400);
    const granted = await call(s.app, 'POST', '/api/merchant/customer/SB0001/1001/points', { token: sales, body: { Points: 25, Remark: 'เยี่ยมร้าน' } });
    expect(granted.body).toMatchObject({ Granted: 25, Before: before, Balance: before + 25 });
    const [audit] = await s.db.query("SELECT target FROM audit_log WHERE tenant_id = 'sabai' AND action = 'merchant.grantPoints'");
    expect(audit).toEqual({ target: 'SB0001' });
    expect((await call(s.app, 'POST', '/api/merchant/customer/SB0003/1003/points', { token: sales, body: { Points: 5, Remark: 'x' } })).status).toBe(403);
  });
});
