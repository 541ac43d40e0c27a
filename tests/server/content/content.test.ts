// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerToken, DEMO, merchantToken, startTestServer, type TestServer } from '../helpers';

let s: TestServer;
let admin: string;
let sales: string;
let buyer: string;
let buyer2: string;
let khongdeeAdmin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  buyer = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  buyer2 = await customerToken(s.app, 'sabai', DEMO.sabai.credit);
  khongdeeAdmin = await merchantToken(s.app, 'khongdee', DEMO.khongdee.admin);
}, 180_000);
afterAll(() => s.close());

const draft = (over: Record<string, string> = {}) => ({
  TitleTh: 'คำถามที่พบบ่อย', TitleEn: 'Frequently asked questions',
  BodyTh: '<h2>สั่งซื้ออย่างไร</h2><p>กด <strong>ใส่ตะกร้า</strong></p>', BodyEn: '<h2>How to order</h2><p>Press <strong>Add to cart</strong></p>',
  ...over,
});

/** XSS payloads from the usual cheat sheets: none of their active parts may survive. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=q></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '"><script src=//evil.example/x.js></script>',
  '<div><p>nested <b onmouseover=alert(1)>bold</b></p></div>',
];

describe('content editor: sanitising', () => {
  it('strips every XSS payload on preview and save, keeps the allowed formatting', async () => {
    for (const payload of PAYLOADS) {
      const body = `<p>ok</p>${payload}`;
      const r = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/preview', { token: admin, body: draft({ BodyTh: body, BodyEn: body }) });
      expect(r.status, payload).toBe(200);
      for (const html of [r.body.Data.BodyTh as string, r.body.Data.BodyEn as string]) {
        expect(html, payload).not.toMatch(/<script|<img|<svg|<iframe|<object|<embed|<form|<input|<style|<math|javascript:|data:text|\bon[a-z]+=|style=/i);
        expect(html).toContain('<p>ok</p>');
      }
    }
    const kept = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/preview', {
      token: admin,
      body: draft({ BodyTh: '<h2>หัวข้อ</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>หนึ่ง</li></ul><ol><li>1</li></ol><blockquote><p>q</p></blockquote><p><a href="https://line.me/x">LINE</a> <a href="/cart">cart</a> <a href="tel:021234567">tel</a></p>' }),
    });
    expect(kept.body.Data.BodyTh).toBe('<h2>หัวข้อ</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>หนึ่ง</li></ul><ol><li>1</li></ol><blockquote><p>q</p></blockquote>'
      + '<p><a href="https://line.me/x" target="_blank" rel="noopener noreferrer nofollow">LINE</a> <a href="/cart">cart</a> <a href="tel:021234567">tel</a></p>');
    // What is saved is the sanitised text, not what was sent.
    const saved = await call(s.app, 'POST', '/api/merchant/admin/contents/privacy/versions', { token: admin, body: draft({ BodyTh: `<p>นโยบาย</p>${PAYLOADS.join('')}` }) });
    expect(saved.status).toBe(200);
    const page = await call(s.app, 'GET', '/api/merchant/admin/contents/privacy', { token: admin });
    const v = (page.body.Data.Versions as { Status: string; BodyTh: string }[]).find((x) => x.Status === 'draft')!;
    expect(v.BodyTh).not.toMatch(/<script|onerror|javascript:|<svg|<iframe/i);
    expect(v.BodyTh.startsWith('<p>นโยบาย</p>')).toBe(true);
  });

  it('names every missing part in a 400, and a body of nothing but a script is empty', async () => {
    const r = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions', { token: admin, body: draft({ TitleTh: ' ', BodyTh: '<script>alert(1)</script>', TitleEn: '' }) });
    expect(r.status).toBe(400);
    expect((r.body.Errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['/body/BodyTh', '/body/TitleEn', '/body/TitleTh']);
    const shape = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions', { token: admin, body: { TitleTh: 1, Extra: 'x' } });
    expect(shape.status).toBe(400);
    const fields = (shape.body.Errors as { field: string }[]).map((e) => e.field).join(' ');
    for (const f of ['TitleTh', 'TitleEn', 'BodyTh', 'BodyEn', 'Extra']) expect(fields).toContain(f);
    expect((await call(s.app, 'POST', '/api/merchant/admin/contents/nope/versions', { token: admin, body: draft() })).status).toBe(400);
  });

  it('is for the super admin only', async () => {
    expect((await call(s.app, 'GET', '/api/merchant/admin/contents', { token: sales })).status).toBe(403);
    expect((await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions', { token: buyer, body: draft() })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/merchant/admin/contents/pdpa/consents')).status).toBe(401);
  });
});

describe('content editor: versions and publishing', () => {
  it('saves drafts as versions, publishes one, and buyers read it in Thai and English as HTML', async () => {
    const before = await call(s.app, 'GET', '/api/news/FAQ_001', { tenant: 'sabai' });
    expect(before.body.Data.Format).toBe('text');
    const first = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions', { token: admin, body: draft({ BodyTh: '<p>ร่างแรก</p>' }) });
    // The seeded text became version 1 (published); the draft is version 2.
    expect(first.body.Data).toMatchObject({ Version: 2, Status: 'draft', BodyTh: '<p>ร่างแรก</p>' });
    const again = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions', { token: admin, body: draft() });
    expect(again.body.Data.Version).toBe(2);
    // Nothing changes for buyers until it is published.
    expect((await call(s.app, 'GET', '/api/news/FAQ_001', { tenant: 'sabai' })).body.Data.Detail).toBe(before.body.Data.Detail);

    const pub = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions/2/publish', { token: admin, body: {} });
    expect(pub.status).toBe(200);
    const news = await call(s.app, 'GET', '/api/news/FAQ_001', { tenant: 'sabai' });
    expect(news.body.Data).toMatchObject({ Format: 'html', Title: 'คำถามที่พบบ่อย', TitleEn: 'Frequently asked questions', Detail: draft().BodyTh, DetailEn: draft().BodyEn });
    const again2 = await call(s.app, 'POST', '/api/merchant/admin/contents/FAQ_001/versions/2/publish', { token: admin, body: {} });
    expect(again2.status).toBe(409);

    const page = await call(s.app, 'GET', '/api/merchant/admin/contents/FAQ_001', { token: admin });
    expect((page.body.Data.Versions as { Version: number; Status: string }[]).map((v) => [v.Version, v.Status])).toEqual([[2, 'published'], [1, 'superseded']]);
    // Another tenant's pages are untouched, and its admin cannot see these versions.
    expect(await s.db.query(`SELECT body_format FROM news WHERE tenant_id = 'khongdee' AND code = 'FAQ_001'`)).toEqual([{ body_format: 'text' }]);
    const other = await call(s.app, 'GET', '/api/merchant/admin/contents/FAQ_001', { token: khongdeeAdmin });
    expect(other.body.Data.Versions).toEqual([]);

    const list = await call(s.app, 'GET', '/api/cms/contents?locale=en', { tenant: 'sabai' });
    const faq = (list.body.Data as { PageId: string; Title: string; Path: string }[]).find((p) => p.PageId === 'FAQ_001');
    expect(faq).toMatchObject({ Title: 'Frequently asked questions', Path: '/news?code=FAQ_001' });
    expect((list.body.Data as { PageId: string }[]).map((p) => p.PageId)).toEqual(expect.arrayContaining(['cookies-policy', 'pdpa', 'privacy', 'HOWTO_001', 'CONTACT_001']));
  });

  it('a new PDPA version asks customers who decided before to decide again, and staff see who accepted which', async () => {
    const v1 = (await call(s.app, 'GET', '/api/contents/pdpa', { tenant: 'sabai' })).body.Version as string;
    await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: buyer, body: { Customer_Id: 'SB0001', SaleUnit: '1001', Type: true, Version: v1 } });
    await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: buyer2, body: { Customer_Id: 'SB0002', SaleUnit: '1001', Type: false, Version: v1 } });
    expect((await call(s.app, 'GET', '/api/Customers/pdpa', { token: buyer })).body).toMatchObject({ Ask: false, Current: v1 });

    const d = await call(s.app, 'POST', '/api/merchant/admin/contents/pdpa/versions', { token: admin, body: draft({ TitleTh: 'นโยบาย PDPA ฉบับใหม่', BodyTh: '<p>ฉบับใหม่</p>', TitleEn: 'New PDPA policy', BodyEn: '<p>New</p>' }) });
    s.clock.advance(1000);
    await call(s.app, 'POST', `/api/merchant/admin/contents/pdpa/versions/${d.body.Data.Version}/publish`, { token: admin, body: {} });
    const v2 = String(d.body.Data.Version);
    const policy = await call(s.app, 'GET', '/api/contents/pdpa?locale=en', { tenant: 'sabai' });
    expect(policy.body).toMatchObject({ Version: v2, Format: 'html', Data: '<p>New</p>', Title: 'New PDPA policy' });
    for (const t of [buyer, buyer2]) expect((await call(s.app, 'GET', '/api/Customers/pdpa', { token: t })).body).toMatchObject({ Ask: true, Current: v2 });
    // An answer on the old version is refused; on the new one it settles the question.
    expect((await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: buyer, body: { Customer_Id: 'SB0001', Type: true, Version: v1 } })).status).toBe(400);
    s.clock.advance(1000);
    await call(s.app, 'POST', '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA', { token: buyer, body: { Customer_Id: 'SB0001', SaleUnit: '1001', Type: true, Version: v2 } });
    expect((await call(s.app, 'GET', '/api/Customers/pdpa', { token: buyer })).body).toMatchObject({ Ask: false, Data: { Accepted: true, Version: v2 } });

    const staff = await call(s.app, 'GET', '/api/merchant/admin/contents/pdpa/consents', { token: admin });
    expect(staff.status).toBe(200);
    expect(staff.body.Data.Current).toBe(v2);
    const items = staff.body.Data.Items as { CustomerCode: string; Version: string; Accepted: boolean; Current: boolean; CustomerName: string }[];
    expect(items.find((i) => i.CustomerCode === 'SB0001')).toMatchObject({ Version: v2, Accepted: true, Current: true });
    expect(items.find((i) => i.CustomerCode === 'SB0002')).toMatchObject({ Version: v1, Accepted: false, Current: false });
    expect(items.find((i) => i.CustomerCode === 'SB0001')!.CustomerName).toBeTruthy();
    expect(staff.body.Data.Summary).toEqual(expect.arrayContaining([{ Version: v2, Accepted: 1, Declined: 0 }, { Version: v1, Accepted: 0, Declined: 1 }]));
    const declined = await call(s.app, 'GET', `/api/merchant/admin/contents/pdpa/consents?decision=declined&version=${encodeURIComponent(v1)}`, { token: admin });
    expect((declined.body.Data.Items as { CustomerCode: string }[]).map((i) => i.CustomerCode)).toEqual(['SB0002']);
    // khongdee's staff see none of sabai's consents.
    expect((await call(s.app, 'GET', '/api/merchant/admin/contents/pdpa/consents', { token: khongdeeAdmin })).body.Data.Total).toBe(0);
  });
});
