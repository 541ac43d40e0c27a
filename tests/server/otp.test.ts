import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtpService } from '../../src/server/auth/otp';
import { HttpError } from '../../src/server/errors';
import { SmsSendError } from '../../src/server/providers/sms/provider';
import { DEMO, call, claims, startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

/** The code as a user reads it from the development outbox. */
async function latestCode(mobileNo: string, tenantId: string): Promise<{ code: string; refCode: string }> {
  const r = await call(s.app, 'GET', `/api/dev/outbox?mobileNo=${mobileNo}&tenantId=${tenantId}`);
  expect(r.status).toBe(200);
  return r.body.Data[0];
}

const request = (tenant: string, mobileNo: string, prefix = '/authen') =>
  call(s.app, 'POST', `${prefix}/otp/request`, { tenant, body: { mobileNo, purpose: 'login' } });
const verify = (tenant: string, mobileNo: string, otp: string, refCode: string, prefix = '/authen') =>
  call(s.app, 'POST', `${prefix}/otp/verify`, { tenant, body: { mobileNo, otp, refCode } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('customer OTP login', () => {
  it('sends a 6-digit code to the outbox and logs in with it once', async () => {
    const sent = await request('sabai', DEMO.sabai.customer);
    expect(sent.status).toBe(200);
    expect(sent.body.refCode).toMatch(/^[A-Z0-9]{6}$/);
    const { code, refCode } = await latestCode(DEMO.sabai.customer, 'sabai');
    expect(code).toMatch(/^\d{6}$/);
    expect(refCode).toBe(sent.body.refCode);

    const ok = await verify('sabai', DEMO.sabai.customer, code, refCode);
    expect(ok.status).toBe(200);
    expect(ok.body.user.CUSTOMERCODE).toBe('SB0001');
    expect(claims(ok.body.jtoken)).toMatchObject({ UserId: 'SB0001', TenantId: 'sabai' });

    const again = await verify('sabai', DEMO.sabai.customer, code, refCode);
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('Invalid OTP Code');
  });

  it('stores only a hash of the code', async () => {
    const rows = await s.db.query<{ code_hash: string }>("SELECT code_hash FROM otp_codes WHERE tenant_id = 'sabai'");
    const { code } = await latestCode(DEMO.sabai.customer, 'sabai');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.code_hash).not.toContain(code);
  });

  it('makes the caller wait 60 s between requests, counting down', async () => {
    s.clock.advance(61_000);
    expect((await request('sabai', DEMO.sabai.credit)).status).toBe(200);
    const first = await request('sabai', DEMO.sabai.credit);
    expect(first.status).toBe(429);
    expect(first.body.Message).toBe('Waiting for 60 seconds and try again.');
    s.clock.advance(18_000);
    const later = await request('sabai', DEMO.sabai.credit);
    expect(later.body.Message).toBe('Waiting for 42 seconds and try again.');
    s.clock.advance(42_000);
    expect((await request('sabai', DEMO.sabai.credit)).status).toBe(200);
  });

  it('locks the code after 5 wrong answers, even for the right one', async () => {
    s.clock.advance(61_000);
    await request('sabai', DEMO.sabai.agent);
    const { code, refCode } = await latestCode(DEMO.sabai.agent, 'sabai');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify('sabai', DEMO.sabai.agent, wrongCode(code), refCode)).body.Message);
    expect(messages).toEqual(['Invalid OTP Code', 'Invalid OTP Code', 'Invalid OTP Code', 'Invalid OTP Code', 'OTP attempt limit exceed']);
    const right = await verify('sabai', DEMO.sabai.agent, code, refCode);
    expect(right.status).toBe(429);
    expect(right.body.Message).toBe('OTP attempt limit exceed');
  });

  it('expires a code after 10 minutes', async () => {
    s.clock.advance(61_000);
    await request('sabai', DEMO.sabai.newCustomer);
    const { code, refCode } = await latestCode(DEMO.sabai.newCustomer, 'sabai');
    s.clock.advance(10 * 60_000 + 1000);
    const r = await verify('sabai', DEMO.sabai.newCustomer, code, refCode);
    expect(r.status).toBe(400);
    expect(r.body.Message).toMatch(/expired/);
  });

  it('accepts only the latest code of a number', async () => {
    s.clock.advance(61_000);
    await request('sabai', DEMO.sabai.customer);
    const old = await latestCode(DEMO.sabai.customer, 'sabai');
    s.clock.advance(61_000);
    await request('sabai', DEMO.sabai.customer);
    const r = await verify('sabai', DEMO.sabai.customer, old.code, old.refCode);
    expect(r.body.Message).toBe('Invalid OTP Code');
  });

  it('refuses unknown and inactive numbers and bad bodies', async () => {
    const unknown = await request('sabai', '0819998888');
    expect(unknown.status).toBe(404);
    const inactive = await request('sabai', DEMO.sabai.inactive);
    expect(inactive.status).toBe(403);
    const bad = await call(s.app, 'POST', '/authen/otp/verify', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.customer, otp: '12ab', refCode: '!' } });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors.map((e: { field: string }) => e.field).sort()).toEqual(['/body/otp', '/body/refCode']);
  });

  it('keeps codes per tenant: a sabai code does not open khongdee', async () => {
    s.clock.advance(61_000);
    const reg = await call(s.app, 'POST', '/authen/register', { tenant: 'khongdee', body: { mobileNo: DEMO.sabai.credit, password: 'secret-123', confirmPassword: 'secret-123', name: 'ลูกค้าสองแบรนด์' } });
    expect(reg.status).toBe(200);
    await request('sabai', DEMO.sabai.credit);
    const { code, refCode } = await latestCode(DEMO.sabai.credit, 'sabai');
    const r = await verify('khongdee', DEMO.sabai.credit, code, refCode);
    expect(r.status).toBe(400);
  });
});

describe('customer OTP edges (mutation testing of src/server/auth/otp.ts)', () => {
  // Each case uses its own number: a number may ask for only a few codes an hour (AccountLimiter).
  it('texts the code with its reference and how long it lasts', async () => {
    s.clock.advance(61_000);
    await request('sabai', DEMO.sabai.newCustomer);
    const r = await call(s.app, 'GET', `/api/dev/outbox?mobileNo=${DEMO.sabai.newCustomer}&tenantId=sabai`);
    const { code, refCode, text } = r.body.Data[0];
    expect(text).toBe(`Talad OTP ${code} (Ref. ${refCode}) valid for 10 minutes. Never share this code.`);
  });

  it('refuses the right code under another reference, and takes the reference in lower case', async () => {
    s.clock.advance(61_000);
    await request('khongdee', DEMO.khongdee.customer);
    const { code, refCode } = await latestCode(DEMO.khongdee.customer, 'khongdee');
    const other = refCode === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const wrongRef = await verify('khongdee', DEMO.khongdee.customer, code, other);
    expect(wrongRef.status).toBe(400);
    expect(wrongRef.body.Message).toBe('Invalid OTP Code');
    expect((await verify('khongdee', DEMO.khongdee.customer, code, refCode.toLowerCase())).status).toBe(200);
  });

  it('takes a code until its tenth minute ends, and not at that instant', async () => {
    s.clock.advance(61_000);
    await request('khongdee', DEMO.khongdee.credit);
    const early = await latestCode(DEMO.khongdee.credit, 'khongdee');
    s.clock.advance(10 * 60_000 - 1);
    const ok = await verify('khongdee', DEMO.khongdee.credit, early.code, early.refCode);
    expect(ok.body.Message ?? '').toBe('');
    expect(ok.status).toBe(200);

    s.clock.advance(61_000);
    await request('khongdee', DEMO.khongdee.credit);
    const late = await latestCode(DEMO.khongdee.credit, 'khongdee');
    s.clock.advance(10 * 60_000);
    const r = await verify('khongdee', DEMO.khongdee.credit, late.code, late.refCode);
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe('OTP Code has expired. Please request a new one.');
  });

  it('answers 503 with a message to try later when the SMS gateway refuses', async () => {
    s.clock.advance(61_000);
    const down = new OtpService(s.db, { send: async () => { throw new SmsSendError('gateway', 500, 'down'); } }, new Uint8Array(32), s.clock.read);
    const err = await down.request({ tenantId: 'sabai', audience: 'customer', mobileNo: DEMO.sabai.customer }, 'login').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 503, message: 'The SMS could not be sent. Please try again later.' });
  });
});

describe('merchant and rider OTP login', () => {
  it('logs in a salesperson by OTP', async () => {
    expect((await request('khongdee', DEMO.khongdee.sales, '/authen/user')).status).toBe(200);
    const { code, refCode } = await latestCode(DEMO.khongdee.sales, 'khongdee');
    const r = await verify('khongdee', DEMO.khongdee.sales, code, refCode, '/authen/user');
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ userid: 'KD-S001', userRole: 4 });
  });

  it('logs in a rider by OTP', async () => {
    expect((await request('sabai', DEMO.sabai.rider, '/authen/rider')).status).toBe(200);
    const { code, refCode } = await latestCode(DEMO.sabai.rider, 'sabai');
    const r = await verify('sabai', DEMO.sabai.rider, code, refCode, '/authen/rider');
    expect(r.status).toBe(200);
    expect(r.body.rider.riderId).toBe('SB-R01');
  });

  it('keeps audiences apart: a customer code does not log in a merchant user', async () => {
    s.clock.advance(61_000);
    await request('sabai', DEMO.sabai.customer);
    const { code, refCode } = await latestCode(DEMO.sabai.customer, 'sabai');
    const r = await verify('sabai', DEMO.sabai.customer, code, refCode, '/authen/user');
    expect(r.status).toBe(400);
  });
});

describe('development outbox', () => {
  it('writes one JSON line per message to $DATA_DIR/outbox/otp.log', async () => {
    const fs = await import('node:fs');
    const lines = fs.readFileSync(`${s.dataDir}/outbox/otp.log`, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ tenantId: 'sabai', audience: 'customer', mobileNo: DEMO.sabai.customer });
  });
});
