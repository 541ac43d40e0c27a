import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';

// The loyalty back office: super admins only; adjustments need a reason and are audited.
let s: TestServer;
let admin: string;
const T = 'sabai';
const adjust = async (token: string, code: string, body: unknown, key?: string) => {
  const url = `/api/merchant/loyalty/customers/${code}/adjust`;
  const res = await s.app.inject({ method: 'POST', url, payload: body as object, headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) } });
  checkContract(s.app, 'POST', url, res);
  return res;
};

beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
});
afterAll(async () => { await s?.close(); });

describe('staff adjustments', () => {
  it('adds and takes points with a mandatory reason, once per key, audited; refuses non-admins and bad bodies', async () => {
    const plus = await adjust(admin, 'SB0001', { Points: 120, Reason: 'ชดเชยสินค้าเสียหาย' }, 'adjust-key-01');
    expect(plus.statusCode).toBe(201);
    expect(plus.json()).toMatchObject({ Before: 580, Balance: 700 });
    expect((await adjust(admin, 'SB0001', { Points: 120, Reason: 'ชดเชยสินค้าเสียหาย' }, 'adjust-key-01')).statusCode).toBe(200);
    const minus = await adjust(admin, 'SB0001', { Points: -100, Reason: 'keyed twice by mistake' }, 'adjust-key-02');
    expect(minus.json()).toMatchObject({ Balance: 600 });
    const short = await adjust(admin, 'SB0001', { Points: -601, Reason: 'too much' }, 'adjust-key-03');
    expect(short.statusCode).toBe(409);
    expect(short.json().Message).toBe('Points usage failed due to Insufficient value or expired');
    const bad = await adjust(admin, 'SB0001', { Points: 0, Reason: '' }, 'adjust-key-04');
    expect(bad.statusCode).toBe(400);
    expect([...new Set(bad.json().Errors.map((e: { field: string }) => e.field))].sort()).toEqual(['/body/Points', '/body/Reason']);
    expect((await adjust(admin, 'SB0001', { Points: 5, Reason: 'no key' })).statusCode).toBe(400);
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await adjust(sales, 'SB0001', { Points: 5, Reason: 'not mine' }, 'adjust-key-05')).statusCode).toBe(403);
    const buyer = await customerToken(s.app, T, DEMO.sabai.customer);
    expect((await adjust(buyer, 'SB0001', { Points: 5, Reason: 'me' }, 'adjust-key-06')).statusCode).toBe(403);
    const audits = await s.db.query<{ target: string }>("SELECT target FROM audit_log WHERE tenant_id = $1 AND action = 'loyalty.adjustPoints'", [T]);
    expect(audits).toHaveLength(2);
    const ledger = await call(s.app, 'GET', '/api/merchant/loyalty/customers/SB0001/ledger', { token: admin });
    expect(ledger.body.items.slice(0, 2)).toMatchObject([{ Kind: 'adjust', Points: -100, Remark: 'keyed twice by mistake' }, { Kind: 'adjust', Points: 120, Remark: 'ชดเชยสินค้าเสียหาย' }]);
    // The buyer sees it in the Received / Paid tabs.
    const received = await call(s.app, 'GET', '/api/crm-service/owner/history/increment', { token: buyer });
    expect(received.body.Data.items[0]).toMatchObject({ Kind: 'adjust', Points: 120 });
  });
});

describe('liability and catalogues', () => {
  it('reports points outstanding and expiring per month', async () => {
    const report = await call(s.app, 'GET', '/api/merchant/loyalty/liability', { token: admin });
    expect(report.status).toBe(200);
    const sum = report.body.Months.reduce((a: number, m: { Points: number }) => a + m.Points, 0);
    expect(Math.round(sum * 100) / 100).toBe(report.body.Outstanding);
    expect(report.body.Months[0].Month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('creates a tag-targeted voucher that only a customer with the tag can exchange; disabling hides it', async () => {
    const body = { TypeId: 1, NameTh: 'ส่วนลด 30 บาท', NameEn: '30 baht off', PointsCost: 90, Value: 30, MinimumOrder: 0, MaxDiscount: 0, ValidDays: 10, DateBegin: null, DateEnd: null, TargetTag: 'WHOLESALE', Active: true };
    expect((await call(s.app, 'PUT', '/api/merchant/loyalty/vouchers/50', { token: admin, body })).status).toBe(200);
    const wholesale = await customerToken(s.app, T, DEMO.sabai.credit);
    const retail = await customerToken(s.app, T, DEMO.sabai.customer);
    const ids = async (token: string) => (await call(s.app, 'GET', '/api/crm-service/owner/voucher/catalog', { token })).body.Data.map((v: { Id: number }) => v.Id);
    expect(await ids(wholesale)).toContain(50);
    expect(await ids(retail)).not.toContain(50);
    const bad = await call(s.app, 'PUT', '/api/merchant/loyalty/vouchers/51', { token: admin, body: { ...body, TypeId: 2, Value: 150, DateBegin: '2026-12-01', DateEnd: '2026-11-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/DateEnd', '/body/Value']);
    expect((await call(s.app, 'PUT', '/api/merchant/loyalty/vouchers/50', { token: admin, body: { ...body, Active: false } })).status).toBe(200);
    expect(await ids(wholesale)).not.toContain(50);
  });

  it('changes a tier template; the buyer\'s tier info follows', async () => {
    const body = { NameTh: 'ซิลเวอร์', NameEn: 'Silver', Threshold: 10000, EarnMultiplier: 1.25, Colour: '#78909c', Active: true };
    const saved = await call(s.app, 'PUT', '/api/merchant/loyalty/tiers/2', { token: admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body.Data.find((t: { id: number }) => t.id === 2)).toMatchObject({ nameEn: 'Silver', threshold: 10000, multiplier: 1.25, colour: '#78909c' });
    const tiers = await call(s.app, 'GET', '/api/merchant/loyalty/tiers', { token: admin });
    expect(tiers.body.Data.map((t: { threshold: number }) => t.threshold)).toContain(10000);
    const buyer = await customerToken(s.app, T, DEMO.sabai.customer);
    const info = await call(s.app, 'GET', '/api/crm-service/user/tier/info', { token: buyer });
    expect(info.body.Data.NextTierFormulaDetail.TargetValue).toBe(10000);
  });
});
