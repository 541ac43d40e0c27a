import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, guestToken, startTestServer, type TestServer } from '../helpers';

let s: TestServer;
let guest: string;

// The seeded banners and news are dated around the real today, so this server runs on the real clock.
beforeAll(async () => {
  s = await startTestServer({ realClock: true });
  guest = await guestToken(s.app, 'sabai');
});
afterAll(async () => { await s?.close(); });

describe('categories', () => {
  it('lists the sorting groups with only categories that hold products', async () => {
    // A category with no products must not be listed.
    await s.db.query(`INSERT INTO categories (tenant_id, level, code, name_th, name_en) VALUES ('sabai', 2, '1099', 'ว่าง', 'Empty')`);
    await s.db.query(`INSERT INTO category_sort_items (tenant_id, number, item_id, sort_order) VALUES ('sabai', 1, '1099', 0)`);
    const r = await call(s.app, 'GET', '/api/category/list', { token: guest });
    expect(r.status).toBe(200);
    const [popular, departments] = r.body.Data;
    expect(popular).toMatchObject({ Number: 1, Key: 'h2', NameEn: 'Popular categories' });
    expect(popular.Items[0]).toMatchObject({ Id: '1001', NameEn: 'Drinking water' });
    expect(popular.Items.map((i: { Id: string }) => i.Id)).not.toContain('1099');
    expect(departments.Items.map((i: { Id: string }) => i.Id)[0]).toBe('40');
    for (const i of popular.Items) expect(i.ItemCount).toBeGreaterThan(0);
  });

  it('answers one level under a path, one category, and a group\'s flat rows', async () => {
    const top = await call(s.app, 'GET', '/api/category', { token: guest });
    expect(top.body.Data.map((c: { code: string }) => c.code)).toEqual(['10', '20', '30', '40', '50', '60', '70', '80']);
    const drinks = await call(s.app, 'GET', '/api/category?c1=10', { token: guest });
    expect(drinks.body.Data.length).toBeGreaterThan(3);
    for (const c of drinks.body.Data) expect(c).toMatchObject({ level: 2, h1: '10' });
    const water = await call(s.app, 'GET', '/api/category?c1=10&c2=1001', { token: guest });
    for (const c of water.body.Data) expect(c).toMatchObject({ level: 3, h1: '10', h2: '1001' });
    const one = await call(s.app, 'GET', '/api/category?c1=10&id=1002', { token: guest });
    expect(one.body.Data).toHaveLength(1);
    expect(one.body.Data[0].nameEn).toBe('Soft drinks');
    const flat = await call(s.app, 'GET', '/api/category?categoryNumber=1', { token: guest });
    expect(flat.body.Data[0]).toMatchObject({ Number: 1, Key: 'h2', h2: '1001', h2Name: 'น้ำดื่ม' });
  });
});

describe('banners, news and pages', () => {
  const whatsNew = (body: Record<string, unknown>) => call(s.app, 'POST', '/GET_MASTER_DATA/GET_WHATSNEW', { token: guest, body });

  it('gives banners inside their period and active, with status 200 and statusText OK', async () => {
    const r = await whatsNew({ NewsType: 'B', UsePeriodDate: true, ActiveStatus: 'Y' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 200, statusText: 'OK' });
    const codes = r.body.result.map((n: { Code: string }) => n.Code);
    expect(codes).toEqual(['BANNER_001', 'BANNER_002', 'BANNER_003', 'BANNER_004']);
    expect(r.body.result[0].Image).toBe('/api/media/sabai/banners/BANNER_001.svg');
    expect(r.body.result[0].ImageEn).toBe('/api/media/sabai/banners/BANNER_001-en.svg');
    const every = await whatsNew({ NewsType: 'B' });
    expect(every.body.result.map((n: { Code: string }) => n.Code)).toEqual(expect.arrayContaining(['BANNER_OLD', 'BANNER_OFF']));
    const news = await whatsNew({ NewsType: 'N', UsePeriodDate: true, ActiveStatus: 'Y' });
    expect(news.body.result.map((n: { Code: string }) => n.Code)).not.toContain('NEWS_OLD');
  });

  it('serves the news pages HOWTO_001, FAQ_001 and CONTACT_001 in Thai and English', async () => {
    for (const code of ['HOWTO_001', 'FAQ_001', 'CONTACT_001']) {
      const r = await call(s.app, 'GET', `/api/news/${code}`, { token: guest });
      expect(r.status).toBe(200);
      expect(r.body.Data.Detail.length).toBeGreaterThan(20);
      expect(r.body.Data.DetailEn.length).toBeGreaterThan(20);
    }
    expect((await call(s.app, 'GET', '/api/news/HOWTO_001', { token: guest })).body.Data.TitleEn).toBe('How to order');
    expect((await call(s.app, 'GET', '/api/news/NOPE_001', { token: guest })).status).toBe(404);
  });

  it('serves the cookie, PDPA and privacy texts in the asked locale', async () => {
    const th = await call(s.app, 'GET', '/api/contents/cookies-policy', { tenant: 'sabai' });
    expect(th.status).toBe(200);
    expect(th.body).toMatchObject({ Locale: 'th', Title: 'นโยบายคุกกี้' });
    expect(th.body.Data).toContain('สบายมาร์ท');
    const en = await call(s.app, 'GET', '/api/contents/pdpa?locale=en', { tenant: 'sabai' });
    expect(en.body).toMatchObject({ Locale: 'en', Version: '2026.1' });
    expect(en.body.Data).toContain('Personal Data Protection Act');
    const cookie = await call(s.app, 'GET', '/api/contents/privacy', { tenant: 'sabai', headers: { cookie: 'locale=en' } });
    expect(cookie.body.Title).toBe('Privacy policy');
    expect((await call(s.app, 'GET', '/api/contents/nothing-here', { tenant: 'sabai' })).status).toBe(404);
  });

  it('draws product, category, banner and group pictures as SVG', async () => {
    for (const url of ['/api/media/sabai/products/1000001/2.svg', '/api/media/sabai/categories/1-10.svg', '/api/media/sabai/banners/BANNER_001.svg', '/api/media/sabai/groups/1.svg']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(r.body.startsWith('<svg')).toBe(true);
    }
    // A banner's English picture carries its English text and no Thai script (issue 19: one language per page).
    const th = (await s.app.inject({ method: 'GET', url: '/api/media/sabai/banners/BANNER_001.svg' })).body;
    const en = (await s.app.inject({ method: 'GET', url: '/api/media/sabai/banners/BANNER_001-en.svg' })).body;
    expect(th).toMatch(/[\u0E00-\u0E7F]/);
    expect(en).toContain('Summer savings');
    expect(en).not.toMatch(/[\u0E00-\u0E7F]/);
    expect((await s.app.inject({ method: 'GET', url: '/api/media/sabai/products/9999999/1.svg' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/api/media/sabai/products/1000001/6.svg' })).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  const fields = (r: { body: { Errors?: { field: string }[] } }) => (r.body.Errors ?? []).map((e) => e.field).sort();

  it('refuses a bad product query with a 400 naming every field', async () => {
    const r = await call(s.app, 'POST', '/api/products/items', {
      token: guest,
      body: { Take: 0, Skip: -1, SortByPrice: 'up', Types: ['CHEAP'], Hierarchy1: 'a b', SearchText: 'x'.repeat(101), Extra: 1 },
    });
    expect(r.status).toBe(400);
    expect(r.body.IsException).toBe(true);
    for (const f of ['/body/Take', '/body/Skip', '/body/SortByPrice', '/body/Types/0', '/body/Hierarchy1', '/body/SearchText', '/body/Extra']) {
      expect(fields(r)).toContain(f);
    }
    const tooMany = await call(s.app, 'POST', '/api/products/items', { token: guest, body: { Take: 101 } });
    expect(fields(tooMany)).toEqual(['/body/Take']);
  });

  it('refuses bad query strings, params and wishlist bodies', async () => {
    const auto = await call(s.app, 'GET', '/GET_MASTER_DATA/GetAutoComplete?search=a&take=0', { token: guest });
    expect(auto.status).toBe(400);
    expect(fields(auto)).toEqual(['/query/take']);
    const unknown = await call(s.app, 'GET', '/GET_MASTER_DATA/GetAutoComplete?q=a', { token: guest });
    expect(fields(unknown)).toEqual(['/query/q']);
    const cat = await call(s.app, 'GET', '/api/category?c1=%27%3B--', { token: guest });
    expect(fields(cat)).toEqual(['/query/c1']);
    const code = await call(s.app, 'GET', '/api/products/item/%27or1', { token: guest });
    expect(fields(code)).toEqual(['/params/code']);
    const group = await call(s.app, 'GET', '/api/products/display-group/type/DRAWER?take=500', { token: guest });
    expect(fields(group)).toEqual(['/query/take']);
    const news = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_WHATSNEW', { token: guest, body: { NewsType: 'B', UsePeriodDate: 'yes' } });
    expect(fields(news)).toEqual(['/body/UsePeriodDate']);
  });

  it('answers an expired token with 401 and the bearer challenge', async () => {
    const r = await call(s.app, 'POST', '/api/products/items', { token: 'not.a.token', body: {} });
    expect(r.status).toBe(401);
    expect(String(r.headers['www-authenticate'])).toMatch(/^Bearer error="invalid_token"/);
  });
});
