import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedSession, DEMO, call, claims, customerToken, guestToken, merchantToken, startTestServer, type TestServer } from './helpers';

let s: TestServer;
let customer: string;
let guest: string;
beforeAll(async () => {
  s = await startTestServer();
  customer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  guest = await guestToken(s.app, 'sabai');
});
afterAll(async () => { await s?.close(); });

// Independent of the implementation: spherical law of cosines, earth radius 6371 km.
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const c = Math.sin(lat1 * r) * Math.sin(lat2 * r) + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.cos((lon2 - lon1) * r);
  return 6371 * Math.acos(Math.min(1, c));
}

const VICTORY_MONUMENT = { lat: 13.7649, lng: 100.5383 };

describe('GET authen/customer/dcs', () => {
  it('lists the customer\'s own centres and all centres, nearest first, with distances in km', async () => {
    const r = await call(s.app, 'GET', `/authen/customer/dcs?lat=${VICTORY_MONUMENT.lat}&lng=${VICTORY_MONUMENT.lng}`, { token: customer });
    expect(r.status).toBe(200);
    expect(r.body.Customer.map((d: { SaleUnit: string }) => d.SaleUnit).sort()).toEqual(['1001', '1002']);
    expect(r.body.All).toHaveLength(4);
    const distances = r.body.All.map((d: { Distance: number }) => d.Distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const ladprao = r.body.All.find((d: { SaleUnit: string }) => d.SaleUnit === '1001');
    expect(ladprao.Distance).toBeCloseTo(km(VICTORY_MONUMENT.lat, VICTORY_MONUMENT.lng, 13.785125, 100.610524), 1);
    expect(ladprao).toMatchObject({
      DIST_NAME: 'สบายมาร์ท สาขาลาดพร้าว', DIST_SHORTNAME: 'ลาดพร้าว', LatDecimal: 13.785125, LonDecimal: 100.610524,
      LineChannel: { channel_name: 'Sabai Mart Lat Phrao', url_line_oa: 'https://line.me/R/ti/p/@sabaimart-ladprao' },
    });
    expect(ladprao.FullAddress).toContain('กรุงเทพมหานคร');
    expect(r.body.All.find((d: { SaleUnit: string }) => d.SaleUnit === '1002').LineChannel).toBeNull();
  });

  it('gives Distance 0 without a position, and for a centre without coordinates', async () => {
    const noPos = await call(s.app, 'GET', '/authen/customer/dcs', { token: customer });
    expect(noPos.body.All.every((d: { Distance: number }) => d.Distance === 0)).toBe(true);
    const kd = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
    const r = await call(s.app, 'GET', `/authen/customer/dcs?lat=${VICTORY_MONUMENT.lat}&lng=${VICTORY_MONUMENT.lng}`, { token: kd });
    const noCoords = r.body.All.find((d: { SaleUnit: string }) => d.SaleUnit === '2004');
    expect(noCoords.Distance).toBe(0);
    expect(r.body.All[r.body.All.length - 1].SaleUnit).toBe('2004');
  });

  it('gives a guest no own centres', async () => {
    const r = await call(s.app, 'GET', '/authen/customer/dcs', { token: guest });
    expect(r.body.Customer).toEqual([]);
    expect(r.body.All).toHaveLength(4);
  });

  it('refuses coordinates out of range, naming the query field', async () => {
    const r = await call(s.app, 'GET', '/authen/customer/dcs?lat=123&lng=abc', { token: customer });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/query/lat', '/query/lng']);
  });

  it('needs a session', async () => {
    const r = await call(s.app, 'GET', '/authen/customer/dcs', { tenant: 'sabai' });
    expect(r.status).toBe(401);
  });
});

describe('GET authen/customer/dcs/all', () => {
  const names = (body: { SaleUnit: string }[]) => body.map((d) => d.SaleUnit);

  it('finds centres by Thai name, code and address', async () => {
    expect(names((await call(s.app, 'GET', `/authen/customer/dcs/all?text=${encodeURIComponent('บางนา')}`, { token: customer })).body)).toEqual(['1002']);
    expect(names((await call(s.app, 'GET', '/authen/customer/dcs/all?text=1003', { token: customer })).body)).toEqual(['1003']);
    expect(names((await call(s.app, 'GET', `/authen/customer/dcs/all?text=${encodeURIComponent('บางขุนเทียน')}`, { token: customer })).body)).toEqual(['1004']);
    expect((await call(s.app, 'GET', '/authen/customer/dcs/all?text=zzz', { token: customer })).body).toEqual([]);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect((await call(s.app, 'GET', '/authen/customer/dcs/all?text=%25', { token: customer })).body).toEqual([]);
  });

  it('pages with skip and take (default 12), nearest first', async () => {
    const all = (await call(s.app, 'GET', '/authen/customer/dcs/all?lat=13.6687&lng=100.6345', { token: customer })).body;
    expect(all).toHaveLength(4);
    expect(all[0].SaleUnit).toBe('1002');
    const page = (await call(s.app, 'GET', '/authen/customer/dcs/all?lat=13.6687&lng=100.6345&skip=1&take=2', { token: customer })).body;
    expect(names(page)).toEqual(names(all).slice(1, 3));
  });

  it('refuses take above 72 and negative skip', async () => {
    const r = await call(s.app, 'GET', '/authen/customer/dcs/all?take=100&skip=-1', { token: customer });
    expect(r.status).toBe(400);
    expect(r.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/query/skip', '/query/take']);
  });
});

describe('GET authen/swapdc/{saleUnit}', () => {
  it('switches to one of the customer\'s centres: a new token and user', async () => {
    const r = await call(s.app, 'GET', '/authen/swapdc/1002', { token: customer });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ CUSTOMERCODE: 'SB0001', ActiveDC: '1002', ActiveDCName: 'สบายมาร์ท สาขาบางนา' });
    expect(r.body.jtoken).not.toBe(customer);
    expect(claims(r.body.jtoken).SaleUnit).toBe('1002');
    // The profile follows the new token's centre.
    const profile = await call(s.app, 'POST', '/authen/customerProfile', { token: r.body.jtoken, body: {} });
    expect(profile.body.ActiveDC).toBe('1002');
  });

  it('refuses a centre the customer does not belong to, and one of another tenant', async () => {
    expect((await call(s.app, 'GET', '/authen/swapdc/1003', { token: customer })).status).toBe(404);
    expect((await call(s.app, 'GET', '/authen/swapdc/2001', { token: customer })).status).toBe(404);
  });

  it('lets a guest browse any centre of the tenant', async () => {
    const r = await call(s.app, 'GET', '/authen/swapdc/1004', { token: guest });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ CUSTOMERCODE: 'GUEST', ActiveDC: '1004' });
  });

  it('does not let a salesperson acting as the customer switch centre', async () => {
    const token = await signedSession(s.app, { UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', Role: 'CUSTOMER', SaleUnit: '1001', ActorId: 'SB-S001' });
    const r = await call(s.app, 'GET', '/authen/swapdc/1002', { token });
    expect(r.status).toBe(403);
  });

  it('the next login starts in the centre chosen last', async () => {
    const token = await customerToken(s.app, 'sabai', DEMO.sabai.agent);
    await call(s.app, 'GET', '/authen/swapdc/1004', { token });
    const again = await call(s.app, 'POST', '/authen/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.agent, password: 'demo1234' } });
    expect(again.body.user.ActiveDC).toBe('1004');
  });
});

describe('GET authen/user/dcs', () => {
  it('gives a salesperson the assigned centres and a super admin all of them', async () => {
    const sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
    const admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
    const a = await call(s.app, 'GET', '/authen/user/dcs', { token: sales });
    const b = await call(s.app, 'GET', '/authen/user/dcs', { token: admin });
    expect(a.body.map((d: { SaleUnit: string }) => d.SaleUnit)).toEqual(['1001', '1002']);
    expect(b.body.map((d: { SaleUnit: string }) => d.SaleUnit).sort()).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('is for merchant users only', async () => {
    expect((await call(s.app, 'GET', '/authen/user/dcs', { token: customer })).status).toBe(403);
    expect((await call(s.app, 'GET', '/authen/user/dcs')).status).toBe(401);
  });
});
