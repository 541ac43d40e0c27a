import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';

// Broadcasts: who an audience reaches (tag, centre, list; always inside the sender's centres and
// tenant), immediate versus scheduled delivery into the buyer's inbox, per-customer read state and
// the counts on the detail page.
let s: TestServer;
let sales: string;
let admin: string;
let otherAdmin: string;
let buyer1: string; // SB0001: centres 1001, 1002; tags RETAIL, BKK
let buyer2: string; // SB0002: centre 1001; tags WHOLESALE, CREDIT
let khongdeeBuyer: string;
const T = 'sabai';

const message = (AudienceKind: string, AudienceCodes: string[], extra: Record<string, unknown> = {}) => ({
  TitleTh: 'โปรโมชั่นใหม่', TitleEn: 'New deals', BodyTh: 'ลดราคาทั้งร้าน', BodyEn: 'Everything on sale', AudienceKind, AudienceCodes, ...extra,
});

const inbox = async (token: string) => (await call(s.app, 'GET', '/api/profile/messages', { token })).body;

beforeAll(async () => {
  s = await startTestServer();
  sales = await merchantToken(s.app, T, DEMO.sabai.sales);
  admin = await merchantToken(s.app, T, DEMO.sabai.admin);
  otherAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
  buyer1 = await customerToken(s.app, T, DEMO.sabai.customer);
  buyer2 = await customerToken(s.app, T, DEMO.sabai.credit);
  khongdeeBuyer = await customerToken(s.app, 'khongdee', DEMO.khongdee.customer);
});
afterAll(async () => { await s?.close(); });

describe('audience', () => {
  it('by tag reaches the customers carrying any of the tags, inside the sender\'s centres', async () => {
    const r = await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'TAG', AudienceCodes: ['RETAIL', 'CREDIT'] } });
    expect(r.body.Count).toBe(2);
    // AGENT is SB0004 (centres 1002, 1004): the salesperson of 1001/1002 reaches them.
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'TAG', AudienceCodes: ['AGENT'] } })).body.Count).toBe(1);
  });

  it('by centre reaches that centre\'s active customers and refuses another\'s centre', async () => {
    const r = await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'CENTRE', AudienceCodes: ['1001'] } });
    // SB0001, SB0002 (SB0005 at 1001 is inactive).
    expect(r.body.Count).toBe(2);
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'CENTRE', AudienceCodes: ['1003'] } })).status).toBe(403);
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: admin, body: { AudienceKind: 'CENTRE', AudienceCodes: ['1003'] } })).body.Count).toBe(1);
  });

  it('by list takes only customers of the sender\'s centres; none chosen is a 400', async () => {
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'LIST', AudienceCodes: ['SB0002'] } })).body.Count).toBe(1);
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'LIST', AudienceCodes: ['SB0003'] } })).status).toBe(403);
    const none = await call(s.app, 'POST', '/api/broadcasts/audience', { token: sales, body: { AudienceKind: 'LIST', AudienceCodes: [] } });
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('Please choose who receives it');
  });

  it('never crosses tenants', async () => {
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: otherAdmin, body: { AudienceKind: 'LIST', AudienceCodes: ['SB0001'] } })).status).toBe(403);
    expect((await call(s.app, 'POST', '/api/broadcasts/audience', { token: otherAdmin, body: { AudienceKind: 'TAG', AudienceCodes: ['RETAIL'] } })).body.Count).toBe(1);
  });
});

describe('sending and reading', () => {
  let immediateId = 0;
  let scheduledId = 0;

  it('refuses a broadcast without title or message, field by field', async () => {
    const r = await call(s.app, 'POST', '/api/broadcasts', { token: sales, body: message('TAG', ['RETAIL'], { TitleTh: '', BodyTh: ' ', LinkUrl: 'javascript:alert(1)' }) });
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([
      { field: '/body/TitleTh', reason: 'Please enter a title' },
      { field: '/body/BodyTh', reason: 'Please enter the message' },
      { field: '/body/LinkUrl', reason: 'A link starts with https://, http:// or /' },
    ]);
    const nobody = await call(s.app, 'POST', '/api/broadcasts', { token: sales, body: message('TAG', ['NO_SUCH_TAG']) });
    expect(nobody.body.Message).toBe('No customer matches this audience');
  });

  it('delivers an immediate broadcast to the tag\'s customers only', async () => {
    const r = await call(s.app, 'POST', '/api/broadcasts', { token: sales, body: message('TAG', ['RETAIL'], { LinkUrl: '/promotion' }) });
    expect(r.status).toBe(200);
    expect(r.body.Recipients).toBe(1);
    immediateId = r.body.Id;
    const mine = await inbox(buyer1);
    expect(mine.Data[0]).toMatchObject({ Id: immediateId, Title: 'โปรโมชั่นใหม่', TitleEn: 'New deals', Link: '/promotion', ReadAt: null });
    expect(mine.Unread).toBe(1);
    expect((await inbox(buyer2)).Data).toEqual([]);
    expect((await inbox(khongdeeBuyer)).Data).toEqual([]);
  });

  it('keeps a scheduled broadcast out of the news list until its time', async () => {
    const at = new Date(s.clock.read() + 2 * 3600_000).toISOString();
    const r = await call(s.app, 'POST', '/api/broadcasts', { token: sales, body: message('CENTRE', ['1001'], { TitleTh: 'พรุ่งนี้', PublishAt: at }) });
    expect(r.body).toMatchObject({ Recipients: 2, PublishAt: at });
    scheduledId = r.body.Id;
    expect((await inbox(buyer2)).Data).toEqual([]);
    const detail = await call(s.app, 'GET', `/api/broadcasts/${scheduledId}`, { token: sales });
    expect(detail.body).toMatchObject({ Status: 'SCHEDULED', Recipients: 2, Delivered: 0, Read: 0 });
    // Opening it early finds nothing.
    expect((await call(s.app, 'POST', `/api/profile/messages/${scheduledId}/read`, { token: buyer2 })).status).toBe(404);
    s.clock.advance(2 * 3600_000 + 1000);
    expect((await inbox(buyer2)).Data.map((m: { Title: string }) => m.Title)).toEqual(['พรุ่งนี้']);
    expect((await call(s.app, 'GET', `/api/broadcasts/${scheduledId}`, { token: sales })).body).toMatchObject({ Status: 'SENT', Delivered: 2 });
  });

  it('marks a message read when the buyer opens it, once, and the detail page counts it', async () => {
    const first = await call(s.app, 'POST', `/api/profile/messages/${scheduledId}/read`, { token: buyer2 });
    expect(first.status).toBe(200);
    const readAt = first.body.Data.ReadAt;
    expect(readAt).toBeTruthy();
    s.clock.advance(60_000);
    expect((await call(s.app, 'POST', `/api/profile/messages/${scheduledId}/read`, { token: buyer2 })).body.Data.ReadAt).toBe(readAt);
    expect((await inbox(buyer2)).Unread).toBe(0);
    // Someone else's message is not theirs to open.
    expect((await call(s.app, 'POST', `/api/profile/messages/${immediateId}/read`, { token: buyer2 })).status).toBe(404);
    const detail = await call(s.app, 'GET', `/api/broadcasts/${scheduledId}`, { token: sales });
    expect(detail.body).toMatchObject({ Recipients: 2, Delivered: 2, Read: 1 });
    const who = await call(s.app, 'GET', `/api/broadcasts/${scheduledId}/recipients`, { token: sales });
    expect(who.body.Total).toBe(2);
    expect(who.body.Data[0]).toMatchObject({ CUSTOMERCODE: 'SB0002', ReadAt: readAt });
    expect(who.body.Data[1]).toMatchObject({ CUSTOMERCODE: 'SB0001', ReadAt: null });
    const unread = await call(s.app, 'GET', `/api/broadcasts/${scheduledId}/recipients?read=N`, { token: sales });
    expect(unread.body.Data.map((x: { CUSTOMERCODE: string }) => x.CUSTOMERCODE)).toEqual(['SB0001']);
  });

  it('lists broadcasts for their centres\' staff; other tenants, customers and strangers get nothing', async () => {
    const list = await call(s.app, 'GET', '/api/broadcasts', { token: sales });
    expect(list.body.Data.map((b: { Id: number }) => b.Id)).toEqual(expect.arrayContaining([immediateId, scheduledId]));
    expect((await call(s.app, 'GET', '/api/broadcasts', { token: otherAdmin })).body.Data).toEqual([]);
    expect((await call(s.app, 'GET', `/api/broadcasts/${immediateId}`, { token: otherAdmin })).status).toBe(404);
    expect((await call(s.app, 'GET', `/api/broadcasts/${immediateId}/recipients`, { token: otherAdmin })).status).toBe(404);
    expect((await call(s.app, 'GET', '/api/broadcasts', { token: buyer1 })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/profile/messages', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/profile/messages')).status).toBe(401);
    const [audit] = await s.db.query<{ action: string }>('SELECT action FROM audit_log WHERE tenant_id = $1 AND target = $2', [T, `broadcast:${immediateId}`]);
    expect(audit.action).toBe('broadcast.create');
  });
});
