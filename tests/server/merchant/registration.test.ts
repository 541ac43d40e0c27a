import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../contract';
import { DEMO, call, claims, startTestServer, type TestServer } from '../helpers';
import { multipartBody, png } from './fixtures';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

const saleman = (mobileNo: string) => ({ name: 'วิภา ขยันขาย', mobileNo, email: 'wipa@example.com', password: 'secret123', confirmPassword: 'secret123' });
const register = (body: object) => call(s.app, 'POST', '/api/merchant/register', { tenant: 'sabai', body });

describe('merchant registration wizard', () => {
  it('lists only centres nobody sells for, nearest first, 72 at most', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/dist?dcWithoutSaleman=Y&take=72&lat=13.86&lng=100.51', { tenant: 'sabai' });
    expect(r.status).toBe(200);
    // 1001 and 1002 have the demo salesperson; the super admin does not count.
    expect(r.body.map((c: { SaleUnit: string }) => c.SaleUnit)).toEqual(['1003', '1004']);
    expect((await call(s.app, 'GET', '/api/merchant/dist', { tenant: 'sabai' })).body).toHaveLength(4);
    expect((await call(s.app, 'GET', '/api/merchant/dist?take=73', { tenant: 'sabai' })).status).toBe(400);
  });

  it('offers the Thai banks for the bookbank step, by Bank of Thailand code', async () => {
    const r = await call(s.app, 'GET', '/api/merchant/bank', { tenant: 'sabai' });
    expect(r.status).toBe(200);
    expect(r.body.Data).toContainEqual(expect.objectContaining({ bankcode: '004', short: 'KBANK', bankname_en: 'Kasikornbank' }));
  });

  it('answers real Thai provinces, districts and sub-districts with zip codes', async () => {
    const all = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_ALL_PROVINCE', { body: {} });
    expect(all.body.data.Province).toHaveLength(77);
    const bkk = all.body.data.Province.find((p: { ProvinceName: string }) => p.ProvinceName === 'กรุงเทพมหานคร');
    const districts = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_ALL_PROVINCE', { body: { ProvinceID: bkk.ProvinceID } });
    expect(districts.body.data.Ampher).toHaveLength(50);
    const wang = districts.body.data.Ampher.find((a: { AmpherName: string }) => a.AmpherName === 'วังทองหลาง');
    const towns = await call(s.app, 'POST', '/GET_MASTER_DATA/GET_ALL_PROVINCE', { body: { ProvinceID: bkk.ProvinceID, AmpherID: wang.AmpherID } });
    expect(towns.body.data.Town.find((t: { TownName: string }) => t.TownName === 'วังทองหลาง')).toMatchObject({ ZipCode: '10310' });
  });

  it('registers a salesperson for a free centre with no new centre and no bank account when parts are missing', async () => {
    const r = await register({ SelectedDists: ['1003'], DistributionCenter: { DIST_NAME: 'ร้านใหม่', province_id: '10' }, Saleman: saleman('0891111111'), BankAccount: { bankcode: '004', accountid: '', bank_ac_name: 'x' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.NewDistributionCenter).toBeNull();
    expect(claims(r.body.Token)).toMatchObject({ Kind: 'merchant', Role: '3' });
    const dcs = await call(s.app, 'GET', '/authen/user/dcs', { token: r.body.Token });
    expect(dcs.body.map((c: { SaleUnit: string }) => c.SaleUnit)).toEqual(['1003']);
    const [bank] = await s.db.query("SELECT 1 FROM centre_bank_accounts WHERE tenant_id = 'sabai'");
    expect(bank).toBeUndefined();
    const again = await register({ SelectedDists: ['1004'], DistributionCenter: null, Saleman: saleman('0891111111'), BankAccount: null });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe("Mobile No '0891111111' is already exist.");
  });

  it('creates the new centre with its address and bank account when every part is given; then uploads its images', async () => {
    const g = (await call(s.app, 'POST', '/GET_MASTER_DATA/GET_ALL_PROVINCE', { body: {} })).body.data;
    const province = g.Province.find((p: { ProvinceName: string }) => p.ProvinceName === 'นนทบุรี');
    const district = g.Ampher.find((a: { ProvinceID: string; AmpherName: string }) => a.ProvinceID === province.ProvinceID && a.AmpherName === 'ปากเกร็ด');
    const town = g.Town.find((t: { AmpherID: string; TownName: string }) => t.AmpherID === district.AmpherID && t.TownName === 'ปากเกร็ด');
    const r = await register({
      SelectedDists: [],
      DistributionCenter: { DIST_NAME: 'สบายมาร์ท สาขาปากเกร็ด', address: '9/9 ถนนแจ้งวัฒนะ', province_id: province.ProvinceID, district_id: district.AmpherID, town_id: town.TownID, lat: 13.91, lon: 100.49 },
      Saleman: saleman('0892222222'),
      BankAccount: { bankcode: '014', accountid: '123-4-56789-0', bank_ac_name: 'สบายมาร์ท ปากเกร็ด' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.NewDistributionCenter.DIST_NAME).toBe('สบายมาร์ท สาขาปากเกร็ด');
    expect(r.body.NewDistributionCenter.FullAddress).toBe('9/9 ถนนแจ้งวัฒนะ ปากเกร็ด ปากเกร็ด นนทบุรี 11120');
    const su = r.body.NewDistributionCenter.SaleUnit as string;
    const [settings] = await s.db.query<{ bank_account_no: string; bank_name: string }>("SELECT bank_account_no, bank_name FROM centre_payment_settings WHERE tenant_id = 'sabai' AND sale_unit = $1", [su]);
    expect(settings).toEqual({ bank_account_no: '123-4-56789-0', bank_name: 'ธนาคารไทยพาณิชย์' });
    // The storefront's centre list knows the new centre at once.
    const guest = await call(s.app, 'GET', '/authen/login/guest', { tenant: 'sabai' });
    const all = await call(s.app, 'GET', '/authen/customer/dcs/all?take=50', { token: guest.body.jtoken });
    expect(JSON.stringify(all.body)).toContain(su);

    const { payload, headers } = multipartBody([{ name: 'saleUnit', value: su }, { name: 'logoImage', file: { filename: 'logo.png', data: await png(300, 300) } }, { name: 'shopImage', file: { filename: 'shop.png', data: await png() } }]);
    const up = await s.app.inject({ method: 'POST', url: '/api/merchant/dist/uploadimage', payload, headers: { ...headers, authorization: `Bearer ${r.body.Token}` } });
    checkContract(s.app, 'POST', '/api/merchant/dist/uploadimage', up);
    expect(up.statusCode, up.body).toBe(200);
    const logo = await s.app.inject({ method: 'GET', url: up.json().PHOTO_PATH });
    expect(logo.statusCode).toBe(200);
    const bad = multipartBody([{ name: 'saleUnit', value: '1001' }, { name: 'logoImage', file: { filename: 'x.png', data: await png() } }]);
    expect((await s.app.inject({ method: 'POST', url: '/api/merchant/dist/uploadimage', payload: bad.payload, headers: { ...bad.headers, authorization: `Bearer ${r.body.Token}` } })).statusCode).toBe(403);
    const text = multipartBody([{ name: 'saleUnit', value: su }, { name: 'taxImage', file: { filename: 'x.png', data: Buffer.from('definitely not a picture') } }]);
    const refused = await s.app.inject({ method: 'POST', url: '/api/merchant/dist/uploadimage', payload: text.payload, headers: { ...text.headers, authorization: `Bearer ${r.body.Token}` } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors[0].field).toBe('/body/taxImage');
  });

  it('refuses taken centres, mismatched passwords and a sub-district of another district, naming each field', async () => {
    const r = await register({
      SelectedDists: ['1001'], DistributionCenter: { DIST_NAME: 'x', province_id: '10', district_id: '1045', town_id: '120101' },
      Saleman: { ...saleman('0893333333'), confirmPassword: 'other-pass' }, BankAccount: null,
    });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/DistributionCenter/town_id', '/body/Saleman/confirmPassword', '/body/SelectedDists/0']);
    const form = await register({ SelectedDists: [], DistributionCenter: null, Saleman: { name: '', mobileNo: '12', password: 'short', confirmPassword: 'short' }, BankAccount: null });
    expect(form.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/Saleman/mobileNo', '/body/Saleman/name', '/body/Saleman/password']);
  });

  it('lets a merchant change their own name and e-mail', async () => {
    const login = await call(s.app, 'POST', '/authen/user/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.sales, password: 'demo1234' } });
    const r = await call(s.app, 'PUT', '/api/merchant/profile', { token: login.body.token, body: { name: 'สมชาย ขายดี', email: 'somchai@example.com' } });
    expect(r.body.user).toMatchObject({ name: 'สมชาย ขายดี', email: 'somchai@example.com' });
  });
});
