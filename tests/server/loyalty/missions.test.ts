import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts, imageBytes, placeOrder, shipToOf, upload } from '../orders/fixtures';

// Missions (docs/missions.md) on PGlite and, with TEST_DATABASE_URL, PostgreSQL: staff create
// them (targeted by tag), each of the six kinds completes by what the customer really does, and
// the reward is granted exactly once even when ten completions race.
let s: TestServer;
let admin: string;
let somsri: string; // SB0001, tags RETAIL,BKK, centre 1001
let wholesale: string; // SB0002, tags WHOLESALE,CREDIT
const T = 'sabai';
const SU = '1001';
const DAY = 86_400_000;

const base = {
  DescriptionTh: 'รายละเอียด', DescriptionEn: 'Details', Target: 1, RewardPoints: 25, RewardVoucherId: null, DateBegin: null, DateEnd: null, SaleUnit: null,
  TargetTag: '', ContentTh: '', ContentEn: '', QrCode: null, SurveyForm: null, RadiusM: 0, Active: true,
};
async function create(body: Record<string, unknown>): Promise<number> {
  const res = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body.Id;
}
const points = async (token: string) => (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_POINT', { token, body: {} })).body.data.data as number;
const rewards = (code: string, id: number) => s.db.query<{ points: string }>(
  "SELECT points FROM points_ledger WHERE tenant_id = $1 AND customer_code = $2 AND kind = 'reward' AND idem_key = $3", [T, code, `mission:${id}`]);

beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
  somsri = await customerToken(s.app, T, DEMO.sabai.customer);
  wholesale = await customerToken(s.app, T, DEMO.sabai.credit);
  await addProducts(s.db, T, [SU], [{ code: 'M-ONE', name: 'สินค้าภารกิจ', price: 600, stock: 100 }]);
});
afterAll(async () => { await s?.close(); });

describe('catalogue and targeting', () => {
  it('refuses a bad mission naming every field, and non-admins', async () => {
    const bad = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, Kind: 'SCAN_QR', NameTh: '', NameEn: 'x', RewardPoints: 0, TargetTag: 'lower case' } });
    expect(bad.status).toBe(400);
    expect([...new Set(bad.body.Errors.map((e: { field: string }) => e.field))].sort()).toEqual(['/body/NameTh', '/body/TargetTag']);
    const rules = await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, Kind: 'SCAN_QR', NameTh: 'ก', NameEn: 'x', RewardPoints: 0, DateBegin: '2026-12-01', DateEnd: '2026-11-01' } });
    expect(rules.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/DateEnd', '/body/QrCode', '/body/RewardPoints']);
    const sales = await merchantToken(s.app, T, DEMO.sabai.sales);
    expect((await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: sales, body: { ...base, Kind: 'NEWS' } })).status).toBe(403);
    expect((await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: somsri, body: { ...base, Kind: 'NEWS' } })).status).toBe(403);
  });

  it('shows a tag-targeted mission only to customers with the tag, without its QR code; types by parent', async () => {
    const id = await create({ Kind: 'SCAN_QR', NameTh: 'สแกนที่ร้าน', NameEn: 'Scan at the shop', QrCode: 'SHOP-QR-01', TargetTag: 'WHOLESALE' });
    const seen = await call(s.app, 'GET', '/api/crm-service/owner/mission?includeType=true&includeOwner=true', { token: wholesale });
    const mine = seen.body.Data.find((m: { Id: number }) => m.Id === id);
    expect(mine).toMatchObject({ Kind: 'SCAN_QR', NameEn: 'Scan at the shop', TypeId: 24, ParentTypeId: 2, Type: { Code: 'SCAN_QR' }, Owner: { Completed: false, Percent: 0 } });
    expect(JSON.stringify(seen.body)).not.toContain('SHOP-QR-01');
    const other = await call(s.app, 'GET', '/api/crm-service/owner/mission', { token: somsri });
    expect(other.body.Data.map((m: { Id: number }) => m.Id)).not.toContain(id);
    expect((await call(s.app, 'GET', `/api/crm-service/owner/mission/${id}`, { token: somsri })).status).toBe(404);
    expect((await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/scan`, { token: somsri, body: { Code: 'SHOP-QR-01' } })).status).toBe(404);
    const top = await call(s.app, 'GET', '/api/crm-service/owner/mission/types?topParent=true', { token: somsri });
    expect(top.body.Data.map((t: { Code: string }) => t.Code)).toEqual(['DAILY', 'SPECIAL']);
    const kinds = await call(s.app, 'GET', '/api/crm-service/owner/mission/types?parentId=2', { token: somsri });
    expect(kinds.body.Data.map((t: { Code: string }) => t.Code)).toEqual(['NEWS', 'ORDER_ACC', 'PHOTO', 'SCAN_QR', 'SURVEY']);
  });
});

describe('the reward is granted exactly once', () => {
  it('ten parallel scans of the right code: one 201, nine 409, one ledger entry, exact balance', async () => {
    const id = await create({ Kind: 'SCAN_QR', NameTh: 'สแกนแข่ง', NameEn: 'Race scan', QrCode: 'RACE-QR-10', RewardPoints: 40 });
    const before = await points(wholesale);
    const wrong = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/scan`, { token: wholesale, body: { Code: 'NOPE' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([{ field: '/body/Code', reason: 'does not match this mission' }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/scan`, { token: wholesale, body: { Code: 'RACE-QR-10' } })));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(results.find((r) => r.status === 201)!.body).toMatchObject({ Completed: true, Reward: { Points: 40 }, Owner: { Completed: true, Percent: 100 } });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.Message).toBe('This mission is already completed');
    expect(await rewards('SB0002', id)).toHaveLength(1);
    expect(await points(wholesale)).toBe(before + 40);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2', [T, id]);
    expect(n).toBe(1);
    const history = await call(s.app, 'GET', '/api/crm-service/owner/mission/by-owner?historyMode=true', { token: wholesale });
    expect(history.body.Data[0]).toMatchObject({ Id: id, Owner: { Completed: true } });
    const received = await call(s.app, 'GET', '/api/crm-service/owner/history/increment', { token: wholesale });
    // The entry names its mission in both languages (the page shows the one of its language).
    expect(received.body.Data.items[0]).toMatchObject({ Kind: 'reward', Points: 40, Mission: { Id: id, Name: 'สแกนแข่ง', NameEn: 'Race scan' } });
    // So does the back office's ledger of that customer (staff read it in their language too).
    const ledger = await call(s.app, 'GET', '/api/merchant/loyalty/customers/SB0002/ledger', { token: admin });
    expect(ledger.body.items.find((e: { Kind: string }) => e.Kind === 'reward')).toMatchObject({ Points: 40, Mission: { Id: id, Name: 'สแกนแข่ง', NameEn: 'Race scan' } });
  });

  it('ten parallel approvals of one photo (two staff sessions): one completion, one reward', async () => {
    const id = await create({ Kind: 'PHOTO', NameTh: 'ถ่ายรูปชั้นวาง', NameEn: 'Shelf photo', RewardPoints: 30 });
    const notImage = await upload(s.app, `/api/crm-service/owner/mission/${id}/photo`, somsri, Buffer.from('%PDF-1.4 not a picture'), 'image/jpeg');
    expect(notImage.status).toBe(400);
    const sent = await upload(s.app, `/api/crm-service/owner/mission/${id}/photo`, somsri, await imageBytes(320, 240, 'png'), 'image/png');
    expect(sent.status).toBe(202);
    expect(sent.body.Owner.Photo).toMatchObject({ Status: 'PENDING' });
    expect((await upload(s.app, `/api/crm-service/owner/mission/${id}/photo`, somsri, await imageBytes(), 'image/jpeg')).status).toBe(409);
    const list = await call(s.app, 'GET', '/api/merchant/loyalty/missions/photos', { token: admin });
    const photo = list.body.Data.find((p: { MissionId: number }) => p.MissionId === id);
    expect(photo).toMatchObject({ CustomerCode: 'SB0001', Status: 'PENDING' });
    const img = await s.app.inject({ method: 'GET', url: `/${photo.Url}`, headers: { authorization: `Bearer ${admin}` } });
    expect(img.statusCode).toBe(200);
    const noReason = await call(s.app, 'POST', `/api/merchant/loyalty/missions/photos/${photo.Id}/review`, { token: admin, body: { Approve: false } });
    expect(noReason.body.Errors).toEqual([{ field: '/body/Reason', reason: 'is required to reject (3 characters at least)' }]);
    const before = await points(somsri);
    const admin2 = await merchantToken(s.app, T, DEMO.sabai.admin);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call(s.app, 'POST', `/api/merchant/loyalty/missions/photos/${photo.Id}/review`, { token: i % 2 ? admin : admin2, body: { Approve: true } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await rewards('SB0001', id)).toHaveLength(1);
    expect(await points(somsri)).toBe(before + 30);
  });
});

describe('each kind completes by what the customer does', () => {
  it('CHECK-IN: once a day, two days complete it; a radius needs the customer near the centre', async () => {
    const id = await create({ Kind: 'CHECK-IN', NameTh: 'เช็กอิน 2 วัน', NameEn: 'Check in twice', Target: 2, RewardPoints: 10 });
    const first = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/check-in`, { token: somsri, body: {} });
    expect(first.status).toBe(200);
    expect(first.body.Owner).toMatchObject({ Value: 1, Target: 2, Percent: 50, CheckedInToday: true, Completed: false });
    const again = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/check-in`, { token: somsri, body: {} });
    expect([again.status, again.body.Message]).toEqual([409, 'You have already checked in today']);
    s.clock.advance(DAY);
    const before = await points(somsri);
    const second = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/check-in`, { token: somsri, body: {} });
    expect(second.status).toBe(201);
    expect(await points(somsri)).toBe(before + 10);

    const near = await create({ Kind: 'CHECK-IN', NameTh: 'เช็กอินที่สาขา', NameEn: 'Check in at the branch', RewardPoints: 5, RadiusM: 500, SaleUnit: SU });
    const [centre] = await s.db.query<{ lat: number; lon: number }>('SELECT lat, lon FROM distribution_centers WHERE tenant_id = $1 AND sale_unit = $2', [T, SU]);
    const noPlace = await call(s.app, 'POST', `/api/crm-service/owner/mission/${near}/check-in`, { token: somsri, body: {} });
    expect(noPlace.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/body/Lat', '/body/Lng']);
    const far = await call(s.app, 'POST', `/api/crm-service/owner/mission/${near}/check-in`, { token: somsri, body: { Lat: centre.lat + 0.05, Lng: centre.lon } });
    expect([far.status, far.body.Message]).toEqual([400, 'You are too far from the centre to check in']);
    const close = await call(s.app, 'POST', `/api/crm-service/owner/mission/${near}/check-in`, { token: somsri, body: { Lat: centre.lat + 0.001, Lng: centre.lon } });
    expect(close.status).toBe(201);
  });

  it('NEWS: reading the item completes it once', async () => {
    const id = await create({ Kind: 'NEWS', NameTh: 'อ่านข่าวโปรโมชั่น', NameEn: 'Read the promotion', ContentTh: 'ลดราคาทั้งร้าน', ContentEn: 'Everything on sale' });
    const detail = await call(s.app, 'GET', `/api/crm-service/owner/mission/${id}?includeReward=true&includeOwner=true`, { token: somsri });
    expect(detail.body.Data).toMatchObject({ Content: 'ลดราคาทั้งร้าน', ContentEn: 'Everything on sale', Reward: { Points: 25 }, Owner: { Completed: false } });
    expect((await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/read`, { token: somsri, body: {} })).status).toBe(201);
    expect((await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/read`, { token: somsri, body: {} })).status).toBe(409);
  });

  it('SURVEY: answers validated by the form schema, every field named', async () => {
    const id = await create({ Kind: 'SURVEY', NameTh: 'แบบสอบถาม', NameEn: 'Survey', SurveyForm: 'survey-satisfaction.json' });
    expect((await call(s.app, 'POST', '/api/merchant/loyalty/missions', { token: admin, body: { ...base, Kind: 'SURVEY', NameTh: 'x', NameEn: 'x', SurveyForm: '../register.json' } })).body.Errors)
      .toEqual([{ field: '/body/SurveyForm', reason: 'must name a survey form of schemas/forms (survey-*.json)' }]);
    const bad = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/survey`, { token: somsri, body: { Answers: { rating: 9 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/Answers/rating', '/body/Answers/reorder']);
    const ok = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/survey`, { token: somsri, body: { Answers: { rating: 5, reorder: 'yes', comment: 'ดีมาก' } } });
    expect(ok.status).toBe(201);
    const [row] = await s.db.query<{ data: { rating: number } }>("SELECT data FROM mission_steps WHERE tenant_id = $1 AND mission_id = $2 AND step = 'survey'", [T, id]);
    expect(row.data.rating).toBe(5);
  });

  it('ORDER_ACC: completes by itself when paid orders in the window reach the target', async () => {
    const id = await create({ Kind: 'ORDER_ACC', NameTh: 'ซื้อครบ 1,000 บาท', NameEn: 'Buy 1,000 baht', Target: 1000, RewardPoints: 50 });
    const shipTo = await shipToOf(s.app, somsri);
    const claimEarly = await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/claim`, { token: somsri, body: {} });
    expect(claimEarly.status).toBe(409);
    const staff = await merchantToken(s.app, T, DEMO.sabai.sales);
    const before = await points(somsri);
    for (let i = 0; i < 2; i += 1) {
      const placed = await placeOrder(s.app, somsri, { paymentMethod: 'BANK', shipToCode: shipTo, lines: [{ P_Code: 'M-ONE', qty1: 1, qty2: 0, qty3: 0 }] });
      expect(placed.status, placed.text).toBe(201);
      const orderId = placed.body.Order.OrderID;
      const slip = await upload(s.app, `/api/payments/${orderId}/slip`, somsri, await imageBytes());
      const review = await call(s.app, 'POST', `/api/payments/${orderId}/slip/${slip.body.Slips[0].UploadId}/review`, { token: staff, body: { approve: true } });
      expect(review.body.State).toBe('PAID');
      if (i === 0) {
        const half = await call(s.app, 'GET', `/api/crm-service/owner/mission/${id}?includeOwner=true`, { token: somsri });
        expect(half.body.Data.Owner).toMatchObject({ Value: placed.body.Order.Total, Completed: false });
      }
    }
    const done = await call(s.app, 'GET', `/api/crm-service/owner/mission/${id}?includeOwner=true`, { token: somsri });
    expect(done.body.Data.Owner).toMatchObject({ Completed: true, Percent: 100 });
    expect(await points(somsri)).toBe(before + 50);
    expect(await rewards('SB0001', id)).toHaveLength(1);
  });

  it('a disabled or closed mission is gone for buyers; staff see completions', async () => {
    const id = await create({ Kind: 'NEWS', NameTh: 'ปิดแล้ว', NameEn: 'Closed', ContentTh: 'x', DateEnd: '2026-11-01' });
    expect((await call(s.app, 'POST', `/api/crm-service/owner/mission/${id}/read`, { token: somsri, body: {} })).status).toBe(404);
    const list = await call(s.app, 'GET', '/api/merchant/loyalty/missions', { token: admin });
    expect(list.body.Data.find((m: { Kind: string; QrCode: string }) => m.QrCode === 'RACE-QR-10')).toMatchObject({ Completions: 1 });
    const audits = await s.db.query("SELECT 1 FROM audit_log WHERE tenant_id = $1 AND action = 'loyalty.createMission'", [T]);
    expect(audits.length).toBeGreaterThanOrEqual(8);
  });
});
