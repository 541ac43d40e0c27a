import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';

// Repeatable missions and editing missions and vouchers after customers used them (docs/missions.md,
// docs/loyalty.md), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: parallel completions never
// reward more than the mission allows, parallel exchanges never pass a voucher's stock, and a
// change that would rewrite what customers already earned is a 400 naming the field.
let s: TestServer;
let admin: string;
let somsri: string; // SB0001
const T = 'sabai';
const DAY = 86_400_000;

const base = {
  Kind: 'NEWS', NameTh: 'ข่าว', NameEn: 'News', DescriptionTh: '', DescriptionEn: '', Target: 1, RewardPoints: 5, RewardVoucherId: null, DateBegin: null, DateEnd: null,
  SaleUnit: null, TargetTag: '', ContentTh: 'เนื้อหา', ContentEn: 'Body', QrCode: null, SurveyForm: null, RadiusM: 0, Active: true,
};
async function create(body: Record<string, unknown>): Promise<number> {
  const res = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body.Id;
}
const points = async (token: string) => (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token, body: {} })).body.data.data as number;
const rewardCount = async (id: number) => (await s.db.query<{ n: number }>(
  "SELECT count(*)::int AS n FROM points_ledger WHERE tenant_id = $1 AND customer_code = 'SB0001' AND kind = 'reward' AND remark = (SELECT 'Mission: ' || name_en FROM missions WHERE tenant_id = $1 AND id = $2)", [T, id]))[0].n;
const read = (id: number) => call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/read`, { token: somsri, body: {} });
const tenReads = async (id: number) => (await Promise.all(Array.from({ length: 10 }, () => read(id)))).map((r) => r.status).sort();
const fields = (res: { body: { Errors?: { field: string }[] } }) => [...new Set((res.body.Errors ?? []).map((e) => e.field))].sort();

beforeAll(async () => { s = await startTestServer(); });
// Tests move the clock by days: fresh tokens each time.
beforeEach(async () => {
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
  somsri = await customerToken(s.app, T, DEMO.sabai.customer);
});
afterAll(async () => { await s?.close(); });

describe('repeatable missions', () => {
  it('a daily mission rewards once a day even when ten completions race, and comes back the next day', async () => {
    const id = await create({ NameEn: 'Daily news', RepeatEvery: 'day', MaxCompletions: null, RewardPoints: 7 });
    const before = await points(somsri);
    expect(await tenReads(id)).toEqual([201, ...Array(9).fill(409)]);
    const list = await call(s.app, 'GET', '/api/crm-service/owner/mission', { token: somsri });
    expect(list.body.Data.map((m: { Id: number }) => m.Id)).not.toContain(id);
    s.clock.advance(DAY);
    somsri = await customerToken(s.app, T, DEMO.sabai.customer);
    const next = await call(s.app, 'GET', '/api/crm-service/owner/mission?includeOwner=true', { token: somsri });
    expect(next.body.Data.find((m: { Id: number }) => m.Id === id).Owner).toMatchObject({ Completed: false, Completions: 1, RepeatEvery: 'day', MaxCompletions: null });
    expect(await tenReads(id)).toEqual([201, ...Array(9).fill(409)]);
    expect(await rewardCount(id)).toBe(2);
    expect(await points(somsri)).toBe(before + 14);
  });

  it('an N-times mission never passes N, whatever races', async () => {
    const id = await create({ NameEn: 'Three reads', RepeatEvery: 'none', MaxCompletions: 3, RewardPoints: 3 });
    const statuses = [...await tenReads(id), ...await tenReads(id), ...await tenReads(id), ...await tenReads(id)];
    expect(statuses.filter((x) => x === 201)).toHaveLength(3);
    expect(await rewardCount(id)).toBe(3);
    const again = await read(id);
    expect([again.status, again.body.Message]).toEqual([409, 'This mission is already completed']);
    const detail = await call(s.app, 'GET', `/api/crm-service/owner/mission/${id}?includeOwner=true`, { token: somsri });
    expect(detail.body.Data.Owner).toMatchObject({ Completed: true, Completions: 3, MaxCompletions: 3 });
  });

  it('a weekly check-in of two days: once a day, completes at two days, again the next week up to its limit', async () => {
    s.clock.now = Date.parse('2026-12-07T03:00:00Z'); // a Monday in Bangkok
    admin = await merchantToken(s.app, T, DEMO.sabai.admin);
    somsri = await customerToken(s.app, T, DEMO.sabai.customer);
    const id = await create({ Kind: 'CHECK-IN', NameEn: 'Weekly check-in', Target: 2, ContentTh: '', RepeatEvery: 'week', MaxCompletions: 2, RewardPoints: 4 });
    const check = () => call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/check-in`, { token: somsri, body: {} });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(409);
    s.clock.advance(DAY);
    expect((await check()).status).toBe(201);
    s.clock.advance(DAY);
    expect((await check()).status).toBe(409); // this week is done
    s.clock.advance(5 * DAY); // next Monday
    somsri = await customerToken(s.app, T, DEMO.sabai.customer);
    expect((await check()).body.Owner).toMatchObject({ Value: 1, Completed: false, Completions: 1 });
    s.clock.advance(DAY);
    expect((await check()).status).toBe(201);
    s.clock.advance(7 * DAY);
    somsri = await customerToken(s.app, T, DEMO.sabai.customer);
    expect((await check()).status).toBe(409); // two completions in all
    expect(await rewardCount(id)).toBe(2);
  });

  it('refuses repeat rules that cannot work, naming the fields', async () => {
    const bad = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, RepeatEvery: 'none', MaxCompletions: null } });
    expect([bad.status, fields(bad)]).toEqual([400, ['/body/MaxCompletions']]);
    const order = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, Kind: 'ORDER_ACC', Target: 500, ContentTh: '', RepeatEvery: 'day', MaxCompletions: null } });
    expect([order.status, fields(order)]).toEqual([400, ['/body/RepeatEvery']]);
    const badValue = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, RepeatEvery: 'month', MaxCompletions: 0 } });
    expect(badValue.status).toBe(400);
    expect(fields(badValue)).toEqual(expect.arrayContaining(['/body/MaxCompletions', '/body/RepeatEvery']));
  });
});

describe('editing after customers used it', () => {
  it('a completed mission keeps its reward and what counts; texts, dates and Active still change; audited', async () => {
    const id = await create({ NameEn: 'Edit me', RepeatEvery: 'none', MaxCompletions: 2, RewardPoints: 10 });
    expect((await read(id)).status).toBe(201);
    const put = (body: Record<string, unknown>) => call(s.app, 'PUT', `/api/merchant/loyalty/missions/${id}`, { token: admin, body: { ...base, NameEn: 'Edit me', MaxCompletions: 2, RewardPoints: 10, ...body } });
    const late = await put({ RewardPoints: 50, Target: 2, RepeatEvery: 'day', MaxCompletions: null });
    expect(late.status).toBe(400);
    expect(fields(late)).toEqual(['/body/RepeatEvery', '/body/RewardPoints', '/body/Target']);
    expect(late.body.Errors.find((e: { field: string }) => e.field === '/body/RewardPoints').reason).toMatch(/completed this mission/);
    expect(fields(await put({ MaxCompletions: 1 }))).toEqual([]); // 1 completion made: 1 is allowed
    expect(fields(await put({ RepeatEvery: 'none', MaxCompletions: 2 }))).toEqual([]);
    const [row] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2', [T, id]);
    expect(row.n).toBe(1);
    expect((await read(id)).status).toBe(201);
    const below = await put({ MaxCompletions: 1 });
    expect([below.status, fields(below)]).toEqual([400, ['/body/MaxCompletions']]);
    const ok = await put({ NameEn: 'Edited', DateEnd: '2027-01-31', Active: false });
    expect(ok.status).toBe(200);
    const list = await call(s.app, 'GET', '/api/merchant/loyalty/missions', { token: admin });
    expect(list.body.Data.find((m: { Id: number }) => m.Id === id)).toMatchObject({ NameEn: 'Edited', RewardPoints: 10, Active: false, Completions: 2, MaxCompletions: 2 });
    const audit = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE tenant_id = $1 AND target = $2 AND action = 'loyalty.saveMission'", [T, String(id)]);
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('a voucher with stock: ten parallel exchanges take exactly its stock; stock never goes below the claimed', async () => {
    const voucher = { TypeId: 1, NameTh: 'ส่วนลด 20', NameEn: '20 off', PointsCost: 10, Value: 20, MinimumOrder: 0, MaxDiscount: 0, ValidDays: 30, DateBegin: null, DateEnd: null, TargetTag: '', Active: true };
    const put = (body: Record<string, unknown>) => call(s.app, 'PUT', '/api/merchant/loyalty/vouchers/900', { token: admin, body: { ...voucher, ...body } });
    expect((await put({ Stock: 3 })).status).toBe(200);
    const adj = await s.app.inject({ method: 'POST', url: '/api/merchant/loyalty/customers/SB0001/adjust', headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'stock-race-points' }, payload: { Points: 500, Reason: 'stock race test' } });
    expect(adj.statusCode).toBe(201);
    const before = await points(somsri);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => s.app.inject({
      method: 'POST', url: '/api/crm-service/owner/voucher/exchange', headers: { authorization: `Bearer ${somsri}`, 'idempotency-key': `stock-race-${i}-key` }, payload: { voucherId: 900 },
    })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, ...Array(7).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().Message === 'This voucher is sold out')).toBe(true);
    expect(await points(somsri)).toBe(before - 30);
    const catalog = await call(s.app, 'GET', '/api/crm-service/owner/voucher/catalog', { token: somsri });
    expect(catalog.body.Data.map((v: { Id: number }) => v.Id)).not.toContain(900);
    const lower = await put({ Stock: 2, TypeId: 2, Value: 150 });
    expect([lower.status, fields(lower)]).toEqual([400, ['/body/Stock', '/body/TypeId', '/body/Value']]);
    expect(lower.body.Errors.find((e: { field: string }) => e.field === '/body/Stock').reason).toBe('cannot be below the 3 already claimed');
    expect((await put({ Stock: 5, PointsCost: 12 })).status).toBe(200);
    const list = await call(s.app, 'GET', '/api/merchant/loyalty/vouchers', { token: admin });
    expect(list.body.Data.find((v: { Id: number }) => v.Id === 900)).toMatchObject({ Stock: 5, Claimed: 3, PointsCost: 12 });
    const [audit] = await s.db.query<{ before: { Stock: number } }>("SELECT before FROM audit_log WHERE tenant_id = $1 AND target = '900' AND action = 'loyalty.saveVoucher' ORDER BY id DESC LIMIT 1", [T]);
    expect(audit.before).toMatchObject({ Stock: 3, Claimed: 3 });
  });
});
