// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { call, customerToken, DEMO, merchantToken, startTestServer, type TestServer } from '../helpers';
import { multipartBody, png } from '../merchant/fixtures';

let s: TestServer;
let admin: string;
let sales: string;
let khongdeeAdmin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  khongdeeAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
}, 180_000);
afterAll(() => s.close());

const item = (over: Record<string, unknown> = {}) => ({
  NewsType: 'B', TitleTh: 'ลดราคาน้ำดื่ม', TitleEn: 'Water on sale', BodyTh: 'ทุกศูนย์', BodyEn: 'Every centre',
  Link: '/product?c1=10', Active: 'Y', DateStart: null, DateEnd: null, SortOrder: 5, ...over,
});
const banners = async (lang: 'th' | 'en' = 'th') => (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_WHATSNEW', {
  tenant: 'sabai', headers: { 'accept-language': lang }, body: { NewsType: 'B', UsePeriodDate: true, ActiveStatus: 'Y' },
})).body.result as Array<{ Code: string; Title: string; Image: string; ImageEn: string; Link: string }>;
const upload = async (code: string, lang: string, data: Buffer, token = admin, filename = 'b.png') => {
  const { payload, headers } = multipartBody([{ name: 'file', file: { filename, data } }]);
  const url = `/api/merchant/admin/news/${code}/image/${lang}`;
  const res = await s.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  checkContract(s.app, 'POST', url, res);
  return res;
};

describe('banners and news in the back office', () => {
  it('a super admin adds a banner that buyers see first by its order, with a generated picture per language', async () => {
    const r = await call(s.app, 'POST', '/api/merchant/admin/news', { token: admin, body: item() });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ NewsType: 'B', TitleTh: 'ลดราคาน้ำดื่ม', State: 'live', Image: `/api/media/sabai/banners/${r.body.Code}.svg`, ImageEn: `/api/media/sabai/banners/${r.body.Code}-en.svg` });
    const shown = await banners();
    expect(shown[0]).toMatchObject({ Code: r.body.Code, Title: 'ลดราคาน้ำดื่ม', Link: '/product?c1=10' });
    const list = await call(s.app, 'GET', '/api/merchant/admin/news', { token: admin });
    // The admin list has the switched-off and ended seed banners too, which buyers never see.
    expect(list.body.Data.map((n: { Code: string; State: string }) => `${n.Code}:${n.State}`)).toEqual(expect.arrayContaining(['BANNER_OFF:off', 'BANNER_OLD:ended', `${r.body.Code}:live`]));
    expect(shown.map((n) => n.Code)).not.toContain('BANNER_OFF');
    const audit = await s.db.query("SELECT action, target FROM audit_log WHERE tenant_id = 'sabai' AND action = 'content.news.create'");
    expect(audit).toEqual([{ action: 'content.news.create', target: r.body.Code }]);
  });

  it('names every wrong field at once and writes nothing', async () => {
    const before = await s.db.query("SELECT count(*)::int AS n FROM news WHERE tenant_id = 'sabai'");
    const r = await call(s.app, 'POST', '/api/merchant/admin/news', {
      token: admin, body: item({ TitleTh: '  ', TitleEn: '', BodyEn: 'text without a title', Link: 'javascript:alert(1)', DateStart: '2026-12-10', DateEnd: '2026-12-01' }),
    });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/DateEnd', '/body/Link', '/body/TitleEn', '/body/TitleTh']);
    const bad = await call(s.app, 'POST', '/api/merchant/admin/news', { token: admin, body: item({ NewsType: 'P', SortOrder: -1, DateStart: '10/12/2026' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['/body/NewsType', '/body/SortOrder', '/body/DateStart']));
    expect(await s.db.query("SELECT count(*)::int AS n FROM news WHERE tenant_id = 'sabai'")).toEqual(before);
  });

  it('schedules, switches off and reorders: buyers follow the dates and the switch', async () => {
    const { body: created } = await call(s.app, 'POST', '/api/merchant/admin/news', { token: admin, body: item({ TitleTh: 'ข่าวตั้งเวลา', NewsType: 'N' }) });
    const later = await call(s.app, 'PUT', `/api/merchant/admin/news/${created.Code}`, { token: admin, body: { ...item({ TitleTh: 'ข่าวตั้งเวลา', DateStart: '2099-01-01', DateEnd: null }), NewsType: undefined } });
    expect(later.status, later.text).toBe(200);
    expect(later.body.State).toBe('scheduled');
    const news = async () => (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_WHATSNEW', { tenant: 'sabai', body: { NewsType: 'N', UsePeriodDate: true, ActiveStatus: 'Y' } })).body.result.map((n: { Code: string }) => n.Code);
    expect(await news()).not.toContain(created.Code);
    const off = await call(s.app, 'PUT', `/api/merchant/admin/news/${created.Code}`, { token: admin, body: { ...item({ TitleTh: 'ข่าวตั้งเวลา', Active: 'N' }), NewsType: undefined } });
    expect(off.body.State).toBe('off');
    expect(await news()).not.toContain(created.Code);
    const on = await call(s.app, 'PUT', `/api/merchant/admin/news/${created.Code}`, { token: admin, body: { ...item({ TitleTh: 'ข่าวตั้งเวลา' }), NewsType: undefined } });
    expect(on.body.State).toBe('live');
    expect(await news()).toContain(created.Code);
  });

  it('an English picture is shown on English pages, and removing it falls back to the generated one', async () => {
    const { body: created } = await call(s.app, 'POST', '/api/merchant/admin/news', { token: admin, body: item({ SortOrder: 1 }) });
    const th = await upload(created.Code, 'th', await png(1200, 400));
    const en = await upload(created.Code, 'en', await png(1200, 400));
    expect(th.statusCode, th.body).toBe(200);
    expect(en.statusCode, en.body).toBe(200);
    const shown = (await banners()).find((n) => n.Code === created.Code)!;
    expect(shown.Image).toBe(th.json().Url);
    expect(shown.ImageEn).toBe(en.json().Url);
    expect(shown.ImageEn).not.toBe(shown.Image);
    const picture = await s.app.inject({ method: 'GET', url: `${en.json().Url}?w=480`, headers: { accept: 'image/webp,*/*' } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const removed = await call(s.app, 'DELETE', `/api/merchant/admin/news/${created.Code}/image/en`, { token: admin });
    expect(removed.body.ImageEn).toBe(`/api/media/sabai/banners/${created.Code}-en.svg`);
    expect(removed.body.Image).toBe(th.json().Url);
  });

  it('checks a picture by its content, not its name', async () => {
    const { body: created } = await call(s.app, 'POST', '/api/merchant/admin/news', { token: admin, body: item() });
    const fake = await upload(created.Code, 'th', Buffer.from('<html><script>alert(1)</script></html>'), admin, 'banner.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().Errors[0].field).toBe('/body/file');
    const after = await call(s.app, 'GET', '/api/merchant/admin/news', { token: admin });
    expect(after.body.Data.find((n: { Code: string }) => n.Code === created.Code).Image).toBe(`/api/media/sabai/banners/${created.Code}.svg`);
  });

  it('is for super admins of the tenant only: salespeople and other tenants get nothing', async () => {
    const { body: created } = await call(s.app, 'POST', '/api/merchant/admin/news', { token: admin, body: item() });
    expect((await call(s.app, 'GET', '/api/merchant/admin/news', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'POST', '/api/merchant/admin/news', { token: sales, body: item() })).status).toBe(403);
    expect((await upload(created.Code, 'th', await png(400, 200), sales)).statusCode).toBe(403);
    // khongdee's super admin cannot see or change sabai's banner (their own list has none of sabai's codes).
    const other = await call(s.app, 'PUT', `/api/merchant/admin/news/${created.Code}`, { token: khongdeeAdmin, body: { ...item({ TitleTh: 'ของคนอื่น' }), NewsType: undefined } });
    expect(other.status).toBe(404);
    const theirs = await call(s.app, 'GET', '/api/merchant/admin/news', { token: khongdeeAdmin });
    expect(theirs.body.Data.map((n: { Code: string }) => n.Code)).not.toContain(created.Code);
    const buyerToken = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    expect((await call(s.app, 'GET', '/api/merchant/admin/news', { token: buyerToken })).status).toBe(403);
  });
});
