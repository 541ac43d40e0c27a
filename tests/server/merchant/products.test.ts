import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { addProducts } from '../orders/fixtures';
import { multipartBody, png } from './fixtures';

let s: TestServer;
let sales: string;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  await addProducts(s.db, 'sabai', ['1001', '1002'], [
    { code: 'T-SODA', name: 'โซดาทดสอบ', price: 20, taxType: '1', packRate: 12, stock: 48 },
    { code: 'T-RICE', name: 'ข้าวหอมทดสอบ', price: 200, taxType: '1', stock: 5 },
  ]);
  await s.db.query("UPDATE products SET barcode2 = '8850000000017' WHERE tenant_id = 'sabai' AND p_code = 'T-SODA'");
});
afterAll(async () => { await s?.close(); });

const items = (body: object) => call(s.app, 'POST', '/api/products/pc/items', { token: sales, body });

describe('merchant products', () => {
  it('searches by text, exact barcode or code, 12 a page by default and 10 for a barcode, with stock at the centre', async () => {
    const byText = await items({ SearchText: 'โซดาทดสอบ', saleUnit: '1001' });
    expect(byText.status).toBe(200);
    expect(byText.body.map((p: { P_Code: string }) => p.P_Code)).toEqual(['T-SODA']);
    expect(byText.body[0]).toMatchObject({ UNIT2RATE: 12, UnitCount: 2, Stock: { StockAvailable: 48 }, Disable: 'N', UNIT1PRICELEVEL1: 20, UNIT1PRICELEVEL1TYPE: '1', PRICE1: 20 });
    expect((await items({ barcode: '8850000000017' })).body.map((p: { P_Code: string }) => p.P_Code)).toEqual(['T-SODA']);
    expect((await items({ productCode: 'T-RICE' })).body).toHaveLength(1);
    const firstPage = await items({});
    expect(firstPage.body).toHaveLength(12);
    const second = await items({ skip: 12 });
    expect(second.body[0].P_Code > firstPage.body[11].P_Code).toBe(true);
    expect((await items({ saleUnit: '1003' })).status).toBe(403);
  });

  it('toggles the active state, hiding the product from the storefront; audited', async () => {
    const customer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const off = await call(s.app, 'POST', '/api/products/pc/item/T-RICE/1001/active', { token: admin });
    expect(off.body).toEqual({ status: 200, P_Code: 'T-RICE', Disable: 'Y' });
    expect((await call(s.app, 'GET', '/api/products/item/T-RICE', { token: customer })).status).toBe(404);
    expect((await items({ productCode: 'T-RICE' })).body[0].Disable).toBe('Y');
    const on = await call(s.app, 'GET', '/api/products/pc/item/T-RICE/1001/active', { token: admin });
    expect(on.body.Disable).toBe('N');
    expect((await call(s.app, 'GET', '/api/products/item/T-RICE', { token: customer })).status).toBe(200);
    // The spec's GET path keeps working for the super admin.
    const audits = await s.db.query("SELECT after FROM audit_log WHERE tenant_id = 'sabai' AND action = 'merchant.productActive'");
    expect(audits).toHaveLength(2);
  });

  it('edit requires the fields of its unit count (form schema) and saves units and names', async () => {
    const bad = await call(s.app, 'PUT', '/api/products/pc/item/T-SODA', { token: admin, body: { UnitCount: 2, PRODUCTNAME: 'โซดา', UNIT1: 'EA', UNIT1NAME: 'ขวด', UNIT1RATE: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/UNIT2', '/body/UNIT2NAME', '/body/UNIT2RATE']);
    const ok = await call(s.app, 'PUT', '/api/products/pc/item/T-SODA', {
      token: admin, body: { UnitCount: 3, PRODUCTNAME: 'โซดาทดสอบ 325 มล.', UNIT1: 'EA', UNIT1NAME: 'ขวด', UNIT1RATE: 1, UNIT2: 'PK', UNIT2NAME: 'แพ็ค', UNIT2RATE: 6, UNIT3: 'CS', UNIT3NAME: 'ลัง', UNIT3RATE: 24 },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ PRODUCTNAME: 'โซดาทดสอบ 325 มล.', UnitCount: 3, UNIT3NAME: 'ลัง', UNIT3RATE: 24, BARCODE2: '8850000000017' });
    const prices = await call(s.app, 'PUT', '/api/products/pc/item/T-SODA/prices', { token: admin, body: { UNIT3PRICELEVEL1: 420, UNIT3PRICELEVEL1TYPE: '0', UNIT1PRICELEVEL9: 1 } });
    expect(prices.status).toBe(400);
    const saved = await call(s.app, 'PUT', '/api/products/pc/item/T-SODA/prices', { token: admin, body: { UNIT3PRICELEVEL1: 420, UNIT3PRICELEVEL1TYPE: '0' } });
    expect(saved.body).toMatchObject({ UNIT3PRICELEVEL1: 420, UNIT3PRICELEVEL1TYPE: '0' });
  });

  it('the catalogue is shared by every centre: a salesperson, even of the product\'s own centre, may not change it (403, nothing changed)', async () => {
    const before = await s.db.query("SELECT * FROM products WHERE tenant_id = 'sabai' AND p_code = 'T-RICE'");
    const { payload, headers } = multipartBody([{ name: 'file', file: { filename: 'p.png', data: await png(40, 40) } }]);
    const asks = [
      await call(s.app, 'GET', '/api/products/pc/item/T-RICE/1001/active', { token: sales }),
      await call(s.app, 'POST', '/api/products/pc/item/T-RICE/1001/active', { token: sales }),
      await call(s.app, 'PUT', '/api/products/pc/item/T-RICE/prices', { token: sales, body: { UNIT1PRICELEVEL1: 0.01 } }),
      await call(s.app, 'PUT', '/api/products/pc/item/T-RICE', { token: sales, body: { UnitCount: 1, PRODUCTNAME: 'x', UNIT1: 'EA', UNIT1NAME: 'x', UNIT1RATE: 1 } }),
      await call(s.app, 'PUT', '/api/products/pc/item/T-RICE/category', { token: sales, body: { Hierarchy1: '', Hierarchy2: '', Hierarchy3: '', matype: '' } }),
      await call(s.app, 'DELETE', '/api/products/pc/item/T-RICE/image/1', { token: sales }),
    ];
    const upload = await s.app.inject({ method: 'POST', url: '/api/products/pc/item/T-RICE/image/1', payload, headers: { ...headers, authorization: `Bearer ${sales}` } });
    for (const r of asks) {
      expect(r.status, r.text).toBe(403);
      expect(r.body.Message).toBe('Only a super admin can change what every distribution centre shares');
    }
    expect(upload.statusCode).toBe(403);
    expect(await s.db.query("SELECT * FROM products WHERE tenant_id = 'sabai' AND p_code = 'T-RICE'")).toEqual(before);
  });

  it('stores up to five checked pictures served publicly', async () => {
    const { payload, headers } = multipartBody([{ name: 'file', file: { filename: 'p.png', data: await png(400, 400) } }]);
    const res = await s.app.inject({ method: 'POST', url: '/api/products/pc/item/T-SODA/image/2', payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body).toBe(200);
    checkContract(s.app, 'POST', '/api/products/pc/item/T-SODA/image/2', res);
    const url = res.json().Url as string;
    expect((await items({ productCode: 'T-SODA' })).body[0].PIC_FILENAME2).toBe(url);
    const img = await s.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const removed = await call(s.app, 'DELETE', '/api/products/pc/item/T-SODA/image/2', { token: admin });
    expect(removed.body).toMatchObject({ P_Code: 'T-SODA', Slot: 2 });
    expect((await items({ productCode: 'T-SODA' })).body[0].PIC_FILENAME2).toBe('');
    const six = await s.app.inject({ method: 'POST', url: '/api/products/pc/item/T-SODA/image/6', payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    expect(six.statusCode).toBe(400);
  });

  it('serves a picture resized to a srcset width as AVIF, WebP or JPEG by the Accept header, made once and kept a year', async () => {
    const { payload, headers } = multipartBody([{ name: 'file', file: { filename: 'p.png', data: await png(1200, 800) } }]);
    const res = await s.app.inject({ method: 'POST', url: '/api/products/pc/item/T-SODA/image/3', payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    const url = res.json().Url as string;
    const get = (query: string, accept: string) => s.app.inject({ method: 'GET', url: `${url}${query}`, headers: { accept } });
    const avif = await get('?w=480', 'image/avif,image/webp,image/*,*/*;q=0.8');
    expect(avif.statusCode, avif.body).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toMatch(/accept/i);
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sharp = (await import('sharp')).default;
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
    const webp = await get('?w=240', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240 });
    const jpeg = await get('?w=1440', '*/*');
    // Never enlarged: the stored picture is 1200 wide.
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    // The second request reads the stored copy: the same bytes.
    expect((await get('?w=480', 'image/avif')).rawPayload.equals(avif.rawPayload)).toBe(true);
    expect((await get('?w=500', 'image/avif')).statusCode).toBe(400);
  });
});

describe('advance prices', () => {
  it('saves a date-ranged price that the storefront uses inside its dates only', async () => {
    const customer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
    const price = async () => (await call(s.app, 'GET', '/api/products/item/T-RICE', { token: customer })).body.Data;
    expect((await price()).IsProductAdvancePrice).toBe(false);
    // Test clock: 2026-11-20.
    const saved = await call(s.app, 'POST', '/api/merchant/advanceprice', {
      token: sales, body: { P_Code: 'T-RICE', SaleUnit: '1001', DateStart: '2026-11-15', DateEnd: '2026-11-30', UNIT1PRICELEVEL1: 150, UNIT1PRICELEVEL1TYPE: '1' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.Data[0]).toMatchObject({ DateStart: '2026-11-15', DateEnd: '2026-11-30', UNIT1PRICELEVEL1: 150, UNIT1PRICELEVEL2TYPE: '2' });
    const during = await price();
    expect(during.IsProductAdvancePrice).toBe(true);
    expect(during.PriceInVat1).toBe(150);
    const moved = await call(s.app, 'POST', '/api/merchant/advanceprice', {
      token: sales, body: { P_Code: 'T-RICE', SaleUnit: '1001', OriginalDateStart: '2026-11-15', DateStart: '2026-12-01', DateEnd: '2026-12-31' },
    });
    expect(moved.body.Data).toEqual([expect.objectContaining({ DateStart: '2026-12-01', UNIT1PRICELEVEL1: 150 })]);
    expect((await price()).IsProductAdvancePrice).toBe(false);
    const read = await call(s.app, 'POST', '/api/merchant/advanceprice/GetAdvancePriceByProduct', { token: sales, body: { P_Code: 'T-RICE', SaleUnit: '1001' } });
    expect(read.body.Data).toHaveLength(1);
  });

  it('refuses a reversed or overlapping range and another centre', async () => {
    const post = (body: object) => call(s.app, 'POST', '/api/merchant/advanceprice', { token: sales, body: { P_Code: 'T-RICE', SaleUnit: '1001', ...body } });
    expect((await post({ DateStart: '2027-01-10', DateEnd: '2027-01-01' })).body.Errors[0].field).toBe('/body/DateEnd');
    const overlap = await post({ DateStart: '2026-12-20', DateEnd: '2027-01-05' });
    expect(overlap.status).toBe(400);
    expect(overlap.body.Errors[0].reason).toContain('2026-12-01');
    expect((await call(s.app, 'POST', '/api/merchant/advanceprice', { token: sales, body: { P_Code: 'T-RICE', SaleUnit: '1003', DateStart: '2027-02-01', DateEnd: '2027-02-02' } })).status).toBe(403);
    const del = await call(s.app, 'POST', '/api/merchant/advanceprice/delete', { token: sales, body: { P_Code: 'T-RICE', SaleUnit: '1001', DateStart: '2026-12-01' } });
    expect(del.body.Data).toEqual([]);
  });
});

describe('product master data', () => {
  it('lists material types and categories', async () => {
    const m = await call(s.app, 'GET', '/api/products/master/matype', { token: sales });
    expect(m.status).toBe(200);
    const c = await call(s.app, 'GET', '/api/products/master/category', { token: sales });
    expect(c.body.Data.length).toBeGreaterThan(0);
    const top = c.body.Data.find((x: { Level: number }) => x.Level === 1);
    const child = c.body.Data.find((x: { Level: number; h1: string }) => x.Level === 2 && x.h1 === top.Code);
    const set = await call(s.app, 'PUT', '/api/products/pc/item/T-SODA/category', { token: admin, body: { Hierarchy1: top.Code, Hierarchy2: child.Code, Hierarchy3: '', matype: '' } });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ Hierarchy1: top.Code, Hierarchy2: child.Code });
    const orphan = await call(s.app, 'PUT', '/api/products/pc/item/T-SODA/category', { token: admin, body: { Hierarchy1: '', Hierarchy2: child.Code, Hierarchy3: '', matype: 'NOPE' } });
    expect(orphan.body.Errors.map((e: { field: string }) => e.field)).toEqual(['/body/Hierarchy1', '/body/Hierarchy2', '/body/matype']);
  });
});
