import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceIncludingVat, type TaxType } from '../../../src/domain/prices';
import { DEMO, call, claims, customerToken, guestToken, merchantToken, startTestServer, type TestServer } from '../helpers';

interface Product {
  P_Code: string; PRODUCTNAME: string; PriceLevel: number; PriceInVat1: number; StandardPrice1: number; CatalogPrice: number;
  IsProductAdvancePrice: boolean; AdvancePrice: { DateStart: string; DateEnd: string } | null; PriceHidden: boolean; Option1: number;
}

let s: TestServer;
let guest: string;
let somsri: string; // SB0001, level 1, centres 1001 and 1002
let wholesale: string; // SB0002, level 3 at 1001

beforeAll(async () => {
  s = await startTestServer();
  guest = await guestToken(s.app, 'sabai');
  somsri = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  wholesale = await customerToken(s.app, 'sabai', DEMO.sabai.credit);
});
afterAll(async () => { await s?.close(); });

const detail = async (code: string, token?: string) => {
  const r = await call<{ Data: Product & { IsFavourite: boolean } }>(s.app, 'GET', `/api/products/item/${code}`, { token, tenant: 'sabai' });
  expect(r.status, r.text).toBe(200);
  return r.body.Data;
};

/** A product with an own unit-1 price at every level and no seeded advance price. */
async function plainProduct(): Promise<{ code: string; cells: { amount: number; taxType: TaxType }[] }> {
  const [row] = await s.db.query<Record<string, unknown>>(
    `SELECT p_code, ${[1, 2, 3, 4, 5].map((l) => `u1_price${l}::float8 AS p${l}, u1_price${l}_type AS t${l}`).join(', ')}
       FROM products p WHERE tenant_id = 'sabai' AND NOT disabled AND u1_price1 > 20
        AND NOT EXISTS (SELECT 1 FROM advance_prices a WHERE a.tenant_id = p.tenant_id AND a.p_code = p.p_code)
      ORDER BY p_code LIMIT 1`);
  return { code: String(row.p_code), cells: [1, 2, 3, 4, 5].map((l) => ({ amount: Number(row[`p${l}`]), taxType: row[`t${l}`] as TaxType })) };
}

describe('prices for this customer', () => {
  it('applies the customer\'s price level at the token\'s centre', async () => {
    const { code, cells } = await plainProduct();
    const retail = await detail(code, somsri);
    const trade = await detail(code, wholesale);
    expect(retail.PriceLevel).toBe(1);
    expect(trade.PriceLevel).toBe(3);
    expect(retail.PriceInVat1).toBe(priceIncludingVat(cells[0]));
    expect(trade.PriceInVat1).toBe(priceIncludingVat(cells[2]));
    expect(trade.PriceInVat1).toBeLessThan(retail.PriceInVat1);
    // The list and the detail agree.
    const list = await call(s.app, 'POST', '/api/products/items', { token: wholesale, body: { ProductIds: [code] } });
    expect(list.body.Data[0].PriceInVat1).toBe(trade.PriceInVat1);
  });

  it('uses an advance price only inside its dates, only when lower and non-zero, only at its centre', async () => {
    const { code, cells } = await plainProduct();
    expect(claims(somsri).SaleUnit).toBe('1001');
    const standard = priceIncludingVat(cells[0]);
    const insert = (start: string, end: string, amount: number, saleUnit = '1001') => s.db.query(
      `INSERT INTO advance_prices (tenant_id, sale_unit, p_code, date_start, date_end, u1_price1, u1_price1_type)
       VALUES ('sabai', $1, $2, $3, $4, $5, $6)`, [saleUnit, code, start, end, amount, cells[0].taxType]);
    const clear = () => s.db.query(`DELETE FROM advance_prices WHERE tenant_id = 'sabai' AND p_code = $1`, [code]);

    // Test clock: 2026-11-20 17:00 in Bangkok.
    await insert('2026-11-15', '2026-11-20', Math.round(cells[0].amount * 50) / 100);
    const inside = await detail(code, somsri);
    expect(inside.IsProductAdvancePrice).toBe(true);
    expect(inside.PriceInVat1).toBe(priceIncludingVat({ ...cells[0], amount: Math.round(cells[0].amount * 50) / 100 }));
    expect(inside.StandardPrice1).toBe(standard);
    expect(inside.AdvancePrice).toEqual({ DateStart: '2026-11-15', DateEnd: '2026-11-20' });
    const hot = await call(s.app, 'POST', '/api/products/items', { token: somsri, body: { Types: ['HOTDEAL'], Take: 100 } });
    expect(hot.body.Data.map((p: Product) => p.P_Code)).toContain(code);

    s.clock.advance(24 * 3600_000); // the 21st: the window has ended
    const after = await detail(code, somsri);
    expect(after.IsProductAdvancePrice).toBe(false);
    expect(after.PriceInVat1).toBe(standard);
    expect(after.AdvancePrice).toBeNull();
    s.clock.advance(-24 * 3600_000);

    await clear();
    await insert('2026-11-21', '2026-11-30', Math.round(cells[0].amount * 50) / 100);
    expect((await detail(code, somsri)).PriceInVat1).toBe(standard); // not started yet

    await clear();
    await insert('2026-11-01', '2026-11-30', cells[0].amount * 2);
    expect((await detail(code, somsri)).PriceInVat1).toBe(standard); // higher: ignored

    await clear();
    await insert('2026-11-01', '2026-11-30', 0);
    expect((await detail(code, somsri)).PriceInVat1).toBe(standard); // zero: ignored

    await clear();
    await insert('2026-11-01', '2026-11-30', Math.round(cells[0].amount * 50) / 100, '1002');
    expect((await detail(code, somsri)).PriceInVat1).toBe(standard); // another centre's
    await clear();
  });

  it('hides every price from guests when the tenant sets DISABLE_GUEST_CATALOGUE_PRICE', async () => {
    const admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
    const setFlag = async (OptValue: string) => {
      const r = await call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt: 'DISABLE_GUEST_CATALOGUE_PRICE', OptValue } });
      expect(r.status, r.text).toBe(200);
    };
    const before = await call(s.app, 'POST', '/api/products/items', { token: guest, body: {} });
    expect(before.body.Data[0].PriceHidden).toBe(false);
    expect(before.body.Data[0].PriceInVat1).toBeGreaterThan(0);
    await setFlag('Y');
    try {
      for (const token of [guest, undefined]) {
        const r = await call(s.app, 'POST', '/api/products/items', { token, tenant: 'sabai', body: {} });
        expect(r.body.Data).toHaveLength(12);
        for (const p of r.body.Data as Product[]) {
          expect(p.PriceHidden).toBe(true);
          expect([p.PriceInVat1, p.StandardPrice1, p.CatalogPrice, p.Option1]).toEqual([0, 0, 0, 0]);
        }
      }
      const one = await detail(before.body.Data[0].P_Code, guest);
      expect(one.PriceHidden).toBe(true);
      expect(one.PriceInVat1).toBe(0);
      const customer = await detail(before.body.Data[0].P_Code, somsri);
      expect(customer.PriceHidden).toBe(false);
      expect(customer.PriceInVat1).toBeGreaterThan(0);
    } finally {
      await setFlag('N');
    }
  });
});

describe('hierarchy', () => {
  const hierarchy = (token?: string, body: Record<string, unknown> = { hierarchy1: '', hierarchy2: '', hierarchy3: '', hierarchy4: '', hierarchy5: '', withPic: true, is_point: false, is_product_mattype: '' }) =>
    call(s.app, 'POST', '/GET_MASTER_DATA/GET_HIERARCHY_ALL', { token, tenant: 'sabai', body });

  it('answers only signed-in customers', async () => {
    expect((await hierarchy()).status).toBe(401);
    expect((await hierarchy(guest)).status).toBe(403);
    const r = await hierarchy(somsri);
    expect(r.status).toBe(200);
    expect(r.body[0].status).toBe(200);
    const data = r.body[0].data;
    const level1 = new Set(data.hierarchy1.map((c: { code: string }) => c.code));
    expect(level1.size).toBe(8);
    for (const c of data.hierarchy2) expect(level1.has(c.h1)).toBe(true);
    for (const c of data.hierarchy3) expect(c.h2.startsWith(c.h1)).toBe(true);
    expect(data.hierarchy5.length).toBeGreaterThan(0);
    expect(data.hierarchy1[0].image).toMatch(/^\/api\/media\/sabai\/categories\//);
  });

  it('narrows to a branch and to redeemable products', async () => {
    const branch = await hierarchy(somsri, { hierarchy1: '20', withPic: false });
    expect(branch.body[0].data.hierarchy1.map((c: { code: string }) => c.code)).toEqual(['20']);
    for (const c of branch.body[0].data.hierarchy2) expect(c.h1).toBe('20');
    expect(branch.body[0].data.hierarchy1[0].image).toBeUndefined();
    const all = (await hierarchy(somsri, {})).body[0].data.hierarchy1;
    const redeem = (await hierarchy(somsri, { is_point: true })).body[0].data.hierarchy1;
    const count = (list: { code: string; itemCount: number }[], code: string) => list.find((c) => c.code === code)?.itemCount ?? 0;
    expect(count(redeem, '10')).toBeLessThan(count(all, '10'));
    expect(count(redeem, '10')).toBeGreaterThan(0);
  });
});

describe('wishlist', () => {
  const list = async (token: string, detailed = false) =>
    (await call(s.app, 'GET', `/api/Products/favourite/items?detail=${detailed}`, { token })).body.Data;

  it('adds, lists (codes or priced products, newest first) and removes', async () => {
    expect(await list(somsri)).toEqual([]);
    const add = await call(s.app, 'POST', '/api/Products/favourite/items/add', { token: somsri, body: { productIds: ['1000003'] } });
    expect(add.status).toBe(200);
    s.clock.advance(1000);
    await call(s.app, 'POST', '/api/Products/favourite/items/add', { token: somsri, body: { productIds: ['1000005', '1000003'] } });
    expect((await list(somsri)).sort()).toEqual(['1000003', '1000005']);
    const detailed = await list(somsri, true) as Product[];
    expect(detailed.map((p) => p.P_Code).sort()).toEqual(['1000003', '1000005']);
    expect(detailed[0].PriceInVat1).toBeGreaterThan(0);
    expect((await detail('1000005', somsri)).IsFavourite).toBe(true);
    expect((await detail('1000004', somsri)).IsFavourite).toBe(false);

    const removed = await call(s.app, 'POST', '/api/Products/favourite/items/remove', { token: somsri, body: { productIds: ['1000003', '1000999'] } });
    expect(removed.status).toBe(200);
    expect(removed.body.Data).toEqual(['1000005']);
    expect(await list(somsri)).toEqual(['1000005']);
    // Another customer's list is their own.
    expect(await list(wholesale)).toEqual([]);
  });

  it('is for customers only and refuses unknown products', async () => {
    expect((await call(s.app, 'GET', '/api/Products/favourite/items', { tenant: 'sabai' })).status).toBe(401);
    expect((await call(s.app, 'POST', '/api/Products/favourite/items/add', { token: guest, body: { productIds: ['1000001'] } })).status).toBe(403);
    const bad = await call(s.app, 'POST', '/api/Products/favourite/items/add', { token: somsri, body: { productIds: ['1000001', 'NOPE'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([{ field: '/body/productIds/1', reason: "no product 'NOPE'" }]);
    expect(await list(somsri)).not.toContain('1000001');
  });
});

describe('tenant isolation', () => {
  it('answers from the token\'s tenant whatever TenantId header is sent', async () => {
    // khongdee has guest mode off: its customer browses.
    const kdGuest = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    const sabai = await detail('1000001', guest);
    const khongdee = (await call(s.app, 'GET', '/api/products/item/1000001', { token: kdGuest })).body.Data as Product;
    expect(khongdee.PRODUCTNAME).not.toBe(sabai.PRODUCTNAME);
    const spoofed = await call(s.app, 'GET', '/api/products/item/1000001', { token: guest, tenant: 'khongdee' });
    expect(spoofed.body.Data.PRODUCTNAME).toBe(sabai.PRODUCTNAME);
    const search = await call(s.app, 'POST', '/api/products/items', { token: guest, tenant: 'khongdee', body: { SearchText: khongdee.PRODUCTNAME } });
    expect(search.body.Data.map((p: Product) => p.P_Code)).not.toContain('1000001');
    expect((await call(s.app, 'POST', '/api/products/items', { tenant: 'khongdee', body: {} })).status).toBe(401);
    const pictures = await call(s.app, 'GET', `/api/media/khongdee/products/1000001/1.svg`);
    expect(pictures.text).toContain(khongdee.PRODUCTNAME.split(' ')[0].slice(0, 4));
  });

  it('keeps wishlists per tenant', async () => {
    const kd = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    await call(s.app, 'POST', '/api/Products/favourite/items/add', { token: somsri, tenant: 'khongdee', body: { productIds: ['1000010'] } });
    expect((await call(s.app, 'GET', '/api/Products/favourite/items', { token: kd })).body.Data).toEqual([]);
    const rows = await s.db.query(`SELECT tenant_id FROM wishlist_items WHERE p_code = '1000010'`);
    expect(rows).toEqual([{ tenant_id: 'sabai' }]);
  });
});
