import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, guestToken, startTestServer, type TestServer } from '../helpers';

interface Product { P_Code: string; PRODUCTNAME: string; PRODUCTNAME_EN: string; BARCODE1: string; Hierarchy1: string; Hierarchy2: string; PriceInVat1: number }

let s: TestServer;
let guest: string;

beforeAll(async () => {
  s = await startTestServer();
  guest = await guestToken(s.app, 'sabai');
});
afterAll(async () => { await s?.close(); });

const items = async (body: Record<string, unknown>, token = guest) => {
  const r = await call<{ Data: Product[] }>(s.app, 'POST', '/api/products/items', { token, body });
  expect(r.status, r.text).toBe(200);
  return r.body.Data;
};

describe('product search', () => {
  it('finds Thai substrings across word boundaries (no spaces in Thai) and every hit contains the text', async () => {
    // 'ดื่มธารา' spans the end of 'น้ำดื่ม' and the start of the brand 'ธาราใส' in 'น้ำดื่มธาราใส …'.
    const found = await items({ SearchText: 'ดื่มธารา', Take: 50 });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.PRODUCTNAME).toContain('ดื่มธารา');
    const middle = await items({ SearchText: 'ฝรั่งทอด', Take: 50 });
    expect(middle.length).toBeGreaterThan(0);
    for (const p of middle) expect(p.PRODUCTNAME).toContain('ฝรั่งทอด');
  });

  it('finds English substrings case-insensitively, and needs every space-separated part', async () => {
    const found = await items({ SearchText: 'POTATO chi', Take: 50 });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.PRODUCTNAME_EN.toLowerCase()).toContain('potato chi');
    const both = await items({ SearchText: 'chips barbecue', Take: 50 });
    expect(both.length).toBeGreaterThan(0);
    for (const p of both) expect(p.PRODUCTNAME_EN).toMatch(/Chips.*Barbecue/);
    expect(await items({ SearchText: 'chips zzzqqq' })).toEqual([]);
  });

  it('finds a product by its barcode and by its code', async () => {
    const [first] = await items({ Take: 1 });
    expect((await items({ SearchText: first.BARCODE1 })).map((p) => p.P_Code)).toEqual([first.P_Code]);
    expect((await items({ SearchText: first.P_Code })).map((p) => p.P_Code)).toContain(first.P_Code);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    // Unescaped, '0_0' would match every code ('1000001'); no name or code holds a real underscore.
    expect(await items({ SearchText: '0_0' })).toEqual([]);
    const percent = await items({ SearchText: '%', Take: 50 });
    expect(percent.length).toBeGreaterThan(0);
    for (const p of percent) expect(`${p.PRODUCTNAME} ${p.PRODUCTNAME_EN}`).toContain('%');
  });

  it('filters by category level and combines the filter with text', async () => {
    const drinks = await items({ Hierarchy1: '10', Take: 40 });
    expect(drinks).toHaveLength(40);
    for (const p of drinks) expect(p.Hierarchy1).toBe('10');
    const water = await items({ Hierarchy1: '10', Hierarchy2: '1001', SearchText: 'ธาราใส', Take: 40 });
    expect(water.length).toBeGreaterThan(0);
    for (const p of water) {
      expect(p.Hierarchy2).toBe('1001');
      expect(p.PRODUCTNAME).toContain('ธาราใส');
    }
    expect(await items({ Hierarchy1: 'NO_SUCH' })).toEqual([]);
  });

  it('pages 12 at a time: the next page continues without repeats and a page past the end is empty', async () => {
    const first = await items({ SearchText: 'ธาราใส' });
    expect(first).toHaveLength(12);
    const second = await items({ SearchText: 'ธาราใส', Skip: 12 });
    expect(second.length).toBeGreaterThan(0);
    const codes = new Set([...first, ...second].map((p) => p.P_Code));
    expect(codes.size).toBe(first.length + second.length);
    const all = await items({ SearchText: 'ธาราใส', Take: 100 });
    expect(all.slice(0, 24).map((p) => p.P_Code)).toEqual([...first, ...second].map((p) => p.P_Code));
    expect(await items({ SearchText: 'ธาราใส', Skip: 100_000 })).toEqual([]);
  });

  it('sorts by price both ways', async () => {
    const asc = (await items({ Hierarchy2: '1001', SortByPrice: 'asc', Take: 30 })).map((p) => p.PriceInVat1);
    const desc = (await items({ Hierarchy2: '1001', SortByPrice: 'desc', Take: 30 })).map((p) => p.PriceInVat1);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(desc[0]);
  });

  it('lists the products of a display group in its order, best sellers and only promotion products', async () => {
    const groups = await call(s.app, 'GET', '/api/products/display-group/type/DRAWER?productsIncluded=Y&take=36', { token: guest });
    expect(groups.status).toBe(200);
    const names = groups.body.Data.map((g: { NameEn: string }) => g.NameEn);
    expect(names).toContain('Cold drinks');
    expect(names).not.toContain('Empty shelf');
    const all = await call(s.app, 'GET', '/api/products/display-group/type/DRAWER?take=36', { token: guest });
    expect(all.body.Data.map((g: { NameEn: string }) => g.NameEn)).toContain('Empty shelf');
    const cold = groups.body.Data.find((g: { NameEn: string }) => g.NameEn === 'Cold drinks');
    const inGroup = await items({ DisplayGroupId: cold.Id, Take: 100 });
    expect(inGroup).toHaveLength(cold.ProductCount);
    for (const p of inGroup) expect(p.Hierarchy1).toBe('10');

    // Best sellers: exactly the centre's most sold products, most sold first (ties by code).
    const best = await items({ Types: ['BEST_SELLER'], Take: 5 });
    const expected = await s.db.query<{ p_code: string }>(
      `SELECT c.p_code FROM product_sales_counters c JOIN products p ON p.tenant_id = c.tenant_id AND p.p_code = c.p_code
        WHERE c.tenant_id = 'sabai' AND c.sale_unit = '1001' ORDER BY c.quantity DESC, c.p_code`);
    expect(expected.length).toBeGreaterThan(5);
    const codes = best.map((p) => p.P_Code);
    expect(codes).toHaveLength(5);
    expect(codes).not.toEqual((await items({ Take: 5 })).map((p) => p.P_Code));
    const visible = new Set((await items({ Types: ['BEST_SELLER'], Take: 100 })).map((p) => p.P_Code));
    expect(codes).toEqual(expected.map((r) => r.p_code).filter((c) => visible.has(c)).slice(0, 5));
    const promo = await items({ OnlyPromotionProduct: true, Take: 50 }) as (Product & { promotionproduct: { PromotionName: string }[] })[];
    expect(promo.length).toBeGreaterThan(0);
    for (const p of promo) expect(p.promotionproduct.length).toBeGreaterThan(0);
  });
});

describe('autocomplete', () => {
  const suggest = (search: string, take?: number) =>
    call<{ Data: { P_Code: string; PRODUCTNAME: string; PRODUCTNAME_EN: string }[] }>(s.app, 'GET',
      `/GET_MASTER_DATA/GetAutoComplete?search=${encodeURIComponent(search)}${take ? `&take=${take}` : ''}`, { token: guest });

  it('returns at most take=10 bilingual entries for Thai text, names starting with the text first', async () => {
    const r = await suggest('น้ำ', 10);
    expect(r.status).toBe(200);
    expect(r.body.Data).toHaveLength(10);
    for (const e of r.body.Data) {
      expect(e.PRODUCTNAME).toContain('น้ำ');
      expect(e.PRODUCTNAME_EN.length).toBeGreaterThan(0);
    }
    expect(r.body.Data[0].PRODUCTNAME.startsWith('น้ำ')).toBe(true);
  });

  it('defaults to 10, matches English text, and answers nothing for empty or unknown text', async () => {
    const r = await suggest('water');
    expect(r.body.Data).toHaveLength(10);
    for (const e of r.body.Data) expect(e.PRODUCTNAME_EN.toLowerCase()).toContain('water');
    expect((await suggest('')).body.Data).toEqual([]);
    expect((await suggest('qqqzzz')).body.Data).toEqual([]);
  });
});

describe('catalogue micro-cache', () => {
  it('answers a repeated question from memory until the catalogue is invalidated', async () => {
    const { invalidateCatalog } = await import('../../../src/server/routes/catalog/result-cache');
    const body = { SearchText: 'ธาราใส', Take: 1 };
    const [first] = await items(body);
    await s.db.query(`UPDATE products SET name_th = name_th || ' (ใหม่)' WHERE tenant_id = 'sabai' AND p_code = $1`, [first.P_Code]);
    expect((await items(body))[0].PRODUCTNAME).toBe(first.PRODUCTNAME);
    invalidateCatalog(s.db, 'sabai');
    expect((await items(body))[0].PRODUCTNAME).toBe(`${first.PRODUCTNAME} (ใหม่)`);
    // The detail page never uses the cache.
    const detail = await call(s.app, 'GET', `/api/products/item/${first.P_Code}`, { token: guest });
    expect(detail.body.Data.PRODUCTNAME).toBe(`${first.PRODUCTNAME} (ใหม่)`);
  });
});
