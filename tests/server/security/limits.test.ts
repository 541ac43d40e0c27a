import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { DEMO, PASSWORD, call, startTestServer, type TestServer } from '../helpers';
import { SseClient } from '../sse';

/**
 * Issue 20, must-fix 1: per-address limits key on the socket address unless a configured proxy
 * forwards it (TRUST_PROXY), and a per-account limit in the database locks a mobile number after
 * 10 failed attempts for 15 minutes, whatever address the guesses come from and whichever process
 * answers them.
 */
let s: TestServer;
let second: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  s = await startTestServer({ authRateLimit: 20, config: { otpRateLimit: 4, sseStreamsPerAddress: 3 } });
  // A second server process on the same database (on PostgreSQL its own connection pool).
  const db2 = await s.openSecondDb();
  const app2 = await buildApp({ config: s.app.config, db: db2.db, clock: s.clock.read, watchTenants: false });
  await app2.ready();
  second = { app: app2, close: async () => { await app2.close(); await db2.close(); } };
});
afterAll(async () => { await second?.close(); await s?.close(); });

// Each wrong password costs a full scrypt (~0.1 s idle, over 1 s on a loaded 2-core machine): the
// tests that make a dozen of them get a budget in proportion.
const SCRYPT_HEAVY = 90_000;
const WAIT = /^Waiting for \d+ seconds and try again\.$/;
let address = 0;
/** A request from its own (real, socket-level) client address, with a forged X-Forwarded-For. */
async function from(app: FastifyInstance, url: string, tenant: string, body: unknown, remoteAddress = `10.9.${Math.floor(++address / 250)}.${address % 250}`) {
  const res = await app.inject({
    method: 'POST', url, remoteAddress, payload: body as object,
    headers: { tenantid: tenant, 'x-forwarded-for': `203.0.113.${address % 250}` },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('per-account lock-out', () => {
  it('60 password guesses for the super admin from 60 addresses: locked after 10, the right password refused, also by a second process, until 15 minutes pass', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await from(s.app, '/authen/user/login', 'sabai', { mobileNo: DEMO.sabai.admin, password: `guess-${i}` });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.body.Message).toMatch(WAIT);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(800);
      }
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual(Array(51).fill(429));

    const right = await from(s.app, '/authen/user/login', 'sabai', { mobileNo: DEMO.sabai.admin, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.Message).toMatch(WAIT);
    const elsewhere = await from(second.app, '/authen/user/login', 'sabai', { mobileNo: DEMO.sabai.admin, password: PASSWORD });
    expect(elsewhere.status).toBe(429);
    // Another tenant's account with its own number is not affected.
    expect((await from(s.app, '/authen/user/login', 'khongdee', { mobileNo: DEMO.khongdee.admin, password: PASSWORD })).status).toBe(200);

    s.clock.advance(15 * 60_000 + 1000);
    const after = await from(second.app, '/authen/user/login', 'sabai', { mobileNo: DEMO.sabai.admin, password: PASSWORD });
    expect(after.status).toBe(200);
  }, SCRYPT_HEAVY);

  it('counts guesses spread over two processes as one account', async () => {
    for (let i = 0; i < 10; i++) {
      const app = i % 2 ? second.app : s.app;
      await from(app, '/authen/login', 'sabai', { mobileNo: DEMO.sabai.credit, password: `nope-${i}` });
    }
    const right = await from(s.app, '/authen/login', 'sabai', { mobileNo: DEMO.sabai.credit, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.Message).toMatch(WAIT);
  }, SCRYPT_HEAVY);

  it('parallel guesses are all counted (10 at once lock the account)', async () => {
    const rs = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      from(s.app, '/authen/rider/login', 'sabai', { mobileNo: DEMO.sabai.rider, password: `p-${i}` })));
    expect(rs.filter((r) => r.status === 401)).toHaveLength(9);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(3);
    expect((await from(s.app, '/authen/rider/login', 'sabai', { mobileNo: DEMO.sabai.rider, password: PASSWORD })).status).toBe(429);
  }, SCRYPT_HEAVY);

  it('a successful login clears the count', async () => {
    for (let i = 0; i < 9; i++) await from(s.app, '/authen/login', 'khongdee', { mobileNo: DEMO.khongdee.customer, password: `x-${i}` });
    expect((await from(s.app, '/authen/login', 'khongdee', { mobileNo: DEMO.khongdee.customer, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await from(s.app, '/authen/login', 'khongdee', { mobileNo: DEMO.khongdee.customer, password: `y-${i}` })).status).toBe(401);
    }
  }, SCRYPT_HEAVY);

  it('wrong OTP answers count with wrong passwords: the right code is refused once locked', async () => {
    const mobileNo = DEMO.sabai.agent;
    for (let i = 0; i < 6; i++) await from(s.app, '/authen/login', 'sabai', { mobileNo, password: `w-${i}` });
    const sent = await from(s.app, '/authen/otp/request', 'sabai', { mobileNo, purpose: 'login' });
    expect(sent.status).toBe(200);
    const { code, refCode } = (await call(s.app, 'GET', `/api/dev/outbox?mobileNo=${mobileNo}&tenantId=sabai`)).body.Data[0];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) answers.push((await from(s.app, '/authen/otp/verify', 'sabai', { mobileNo, otp: wrong, refCode })).body.Message);
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('Invalid OTP Code'));
    expect(answers[3]).toMatch(WAIT);
    const right = await from(s.app, '/authen/otp/verify', 'sabai', { mobileNo, otp: code, refCode });
    expect(right.status).toBe(429);
  }, SCRYPT_HEAVY);

  it('registration: refused attempts for one number lock it', async () => {
    const body = (i: number) => ({ name: 'ร้านทดสอบ', mobileNo: DEMO.sabai.customer, password: 'secret123', confirmPassword: 'secret123', email: `r${i}@example.com` });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await from(s.app, '/authen/register', 'sabai', body(i))).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(409));
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
  }, SCRYPT_HEAVY);
});

describe('OTP requests', () => {
  it('per number: the 6th request within an hour is refused, from any address, registered or not', async () => {
    for (const mobileNo of [DEMO.khongdee.credit, '0899999991']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        s.clock.advance(61_000); // past the spec's 60 s between codes
        statuses.push((await from(s.app, '/authen/otp/request', 'khongdee', { mobileNo, purpose: 'login' })).status);
      }
      const first = mobileNo === '0899999991' ? 404 : 200;
      expect(statuses).toEqual([first, first, first, first, first, 429]);
    }
  });

  it('per address: a 15-minute cap on codes asked from one address (merchant and rider numbers share it)', async () => {
    const statuses: number[] = [];
    for (const n of ['0899999981', '0899999982', '0899999983', '0899999984', '0899999985']) {
      statuses.push((await from(s.app, '/authen/user/otp/request', 'sabai', { mobileNo: n, purpose: 'login' }, '10.77.0.1')).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    expect((await from(s.app, '/authen/rider/otp/request', 'sabai', { mobileNo: '0899999986', purpose: 'login' }, '10.77.0.1')).status).toBe(429);
    expect((await from(s.app, '/authen/rider/otp/request', 'sabai', { mobileNo: '0899999986', purpose: 'login' }, '10.77.0.2')).status).toBe(404);
  });
});

describe('client address and proxies', () => {
  it('ignores X-Forwarded-For by default: forged addresses from one socket share one per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await s.app.inject({
        method: 'POST', url: '/authen/login', remoteAddress: '10.55.0.1',
        headers: { tenantid: 'sabai', 'x-forwarded-for': `198.51.100.${i}` }, payload: { mobileNo: `08900001${String(i).padStart(2, '0')}`, password: 'x' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
  }, SCRYPT_HEAVY);

  it('believes X-Forwarded-For only from a proxy listed in TRUST_PROXY', async () => {
    const db = await s.openSecondDb();
    const proxied = await buildApp({ config: { ...s.app.config, trustProxy: ['10.66.0.1'] }, db: db.db, clock: s.clock.read, watchTenants: false });
    try {
      const ips: string[] = [];
      proxied.get('/__ip', async (request) => request.ip);
      await proxied.ready();
      for (const remoteAddress of ['10.66.0.1', '10.66.0.2']) {
        const r = await proxied.inject({ method: 'GET', url: '/__ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.7' } });
        ips.push(r.body);
      }
      expect(ips).toEqual(['198.51.100.7', '10.66.0.2']);
      const plain = await s.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.66.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(plain.statusCode).toBe(200);
    } finally {
      await proxied.close();
      await db.close();
    }
  });
});

describe('live streams', () => {
  it('caps the streams one address holds open; a closed one frees its place', async () => {
    const base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/webConfig/stream?tenantId=sabai`;
    const streams = [await SseClient.open(url), await SseClient.open(url), await SseClient.open(url)];
    try {
      expect(streams.map((c) => c.status)).toEqual([200, 200, 200]);
      const fourth = await fetch(url);
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).Message).toBe('Too many live streams from this address (at most 3)');
      streams.shift()!.close();
      let again = 0;
      for (let i = 0; i < 50 && again !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const c = await SseClient.open(url);
        again = c.status;
        if (again === 200) streams.push(c);
      }
      expect(again).toBe(200);
    } finally {
      for (const c of streams) c.close();
    }
  });
});
