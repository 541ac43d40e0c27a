import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalChatNotifier } from '../../../src/server/providers/chat-notify/local';
import { DEMO, call, customerToken, guestToken, merchantToken, startTestServer, type TestServer } from '../helpers';
import { checkContract } from '../contract';
import { addProducts, imageBytes, multipart, placeOrder, shipToOf, upload } from '../orders/fixtures';
import { SseClient, type SseEvent } from '../sse';

let s: TestServer;
let base: string;
let somsri: string; // SB0001, centres 1001 and 1002
let charoen: string; // SB0002, centre 1001
let sales: string; // SB-S001, role 3, centres 1001 and 1002
let admin: string;
const cid = () => randomUUID();

beforeAll(async () => {
  s = await startTestServer({ realClock: true });
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  somsri = await customerToken(s.app, 'sabai', DEMO.sabai.customer);
  charoen = await customerToken(s.app, 'sabai', DEMO.sabai.credit);
  sales = await merchantToken(s.app, 'sabai', DEMO.sabai.sales);
  admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
  await addProducts(s.db, 'sabai', ['1001', '1002'], [{ code: 'T-CHAT', name: 'น้ำดื่มแชท', price: 10, stock: 100 }]);
}, 120_000);
afterAll(async () => { await s?.close(); });

const send = (token: string, body: Record<string, unknown>) => call(s.app, 'POST', '/api/chat/messages', { token, body: { ClientId: cid(), Kind: 'text', ...body } });
const stream = (token: string, lastId?: number) => SseClient.open(`${base}/api/chat/stream`, { authorization: `Bearer ${token}`, ...(lastId !== undefined ? { 'last-event-id': String(lastId) } : {}) });
const messages = (c: SseClient) => c.events.filter((e) => e.event === 'message').map((e) => e.data as { Id: number; Text: string });
const isMsg = (text: string) => (e: SseEvent) => e.event === 'message' && (e.data as { Text: string }).Text === text;
/** A picture upload, its answer checked against the API contract like every call(). */
async function uploadImage(token: string, data: Buffer, type: string) {
  const m = multipart('file', 'chat.png', data, type);
  const res = await s.app.inject({ method: 'POST', url: '/api/chat/images', payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${token}` } });
  checkContract(s.app, 'POST', '/api/chat/images', res);
  return { status: res.statusCode, body: res.json() };
}

describe('support chat: permissions', () => {
  it('a customer writes to a centre; the salesperson of that centre sees it, another customer gets 404', async () => {
    const r = await send(somsri, { SaleUnit: '1001', Text: 'มีสินค้าไหมคะ <b>ด่วน</b>' });
    expect(r.status).toBe(201);
    const convId = r.body.Data.ConversationId;
    expect(r.body.Data.Text).toBe('มีสินค้าไหมคะ <b>ด่วน</b>');

    const inbox = await call(s.app, 'GET', '/api/chat/inbox?saleUnit=1001&view=unread', { token: sales });
    expect(inbox.status).toBe(200);
    expect(inbox.body.Data.map((c: { Id: number }) => c.Id)).toContain(convId);
    expect(inbox.body.Data.find((c: { Id: number }) => c.Id === convId).Unread).toBe(1);

    for (const url of [`/api/chat/conversations/${convId}`, `/api/chat/conversations/${convId}/messages`]) {
      expect((await call(s.app, 'GET', url, { token: charoen })).status).toBe(404);
    }
    expect((await call(s.app, 'POST', `/api/chat/conversations/${convId}/read`, { token: charoen, body: { UpTo: 999 } })).status).toBe(404);
    // The other customer cannot post into it either: buyers address only their own centres.
    const other = await send(charoen, { SaleUnit: '1002', Text: 'x' });
    expect(other.status).toBe(400);
    expect(other.body.Errors).toEqual([{ field: '/body/SaleUnit', reason: 'is not a distribution centre you belong to' }]);
    expect((await call(s.app, 'GET', '/api/chat/conversations', { token: charoen })).body.Data).toEqual([]);
  });

  it('staff of another tenant and a rider cannot read it; a salesperson signed in as the customer gets no chat', async () => {
    const [conv] = (await call(s.app, 'GET', '/api/chat/conversations', { token: somsri })).body.Data;
    const kdSales = await merchantToken(s.app, 'khongdee', DEMO.khongdee.sales);
    expect((await call(s.app, 'GET', `/api/chat/conversations/${conv.Id}/messages`, { token: kdSales })).status).toBe(404);
    const rider = (await call(s.app, 'POST', '/authen/rider/login', { tenant: 'sabai', body: { mobileNo: DEMO.sabai.rider, password: 'demo1234' } })).body.token;
    expect((await call(s.app, 'GET', '/api/chat/conversations', { token: rider })).status).toBe(403);
    expect((await call(s.app, 'GET', '/api/chat/conversations')).status).toBe(401);
    // A real impersonation session (tokens carry a server-side session since the sessions work).
    const as = await call(s.app, 'GET', '/api/merchant/loginasclient/SB0001/1001', { token: sales });
    expect(as.status).toBe(200);
    const impersonation: string = as.body.jtoken;
    const r = await call(s.app, 'GET', '/api/chat/conversations', { token: impersonation });
    expect(r.status).toBe(403);
    expect(r.body.Message).toBe('Chat is not available while ordering for a customer');
  });

  it('CHAT_ROLE_IDS leaves out other roles; CHAT_RELEVANT_SALES_ONLY shows a salesperson only their customers', async () => {
    const setFlag = (Opt: string, OptValue: string) => call(s.app, 'PUT', '/api/webConfig/admin/items', { token: admin, body: { Opt, OptValue } });
    expect((await setFlag('CHAT_ROLE_IDS', '4,5')).status).toBe(200);
    const refused = await call(s.app, 'GET', '/api/chat/inbox', { token: sales });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('Your role does not answer chats');
    expect((await call(s.app, 'GET', '/api/chat/inbox', { token: admin })).status).toBe(200);
    await setFlag('CHAT_ROLE_IDS', '');

    // SB0002 has an order placed for them by another salesperson: under the flag, SB-S001 no longer sees it.
    await s.db.query(`INSERT INTO merchant_users (tenant_id, user_id, username, name, mobile_no, role) VALUES ('sabai', 'SB-S009', 's9', 'Other Sales', '0890000099', 3)`);
    const shipTo = await shipToOf(s.app, charoen);
    const placed = await placeOrder(s.app, charoen, { paymentMethod: 'COD', shipToCode: shipTo, lines: [{ P_Code: 'T-CHAT', qty1: 1, qty2: 0, qty3: 0 }] });
    expect(placed.status).toBe(201);
    await s.db.query(`UPDATE orders SET salesperson_id = 'SB-S009' WHERE tenant_id = 'sabai' AND customer_code = 'SB0002'`);
    const q = await send(charoen, { SaleUnit: '1001', Text: 'ของ SB0002' });
    const convId = q.body.Data.ConversationId;
    await setFlag('CHAT_RELEVANT_SALES_ONLY', 'Y');
    expect((await call(s.app, 'GET', `/api/chat/conversations/${convId}`, { token: sales })).status).toBe(404);
    const mine = (await call(s.app, 'GET', '/api/chat/inbox?view=all', { token: sales })).body.Data.map((c: { Id: number }) => c.Id);
    expect(mine).not.toContain(convId);
    expect((await call(s.app, 'GET', `/api/chat/conversations/${convId}`, { token: admin })).status).toBe(200);
    // Assigned to SB-S001 by the admin: now it is theirs.
    expect((await call(s.app, 'POST', `/api/chat/conversations/${convId}/assign`, { token: admin, body: { UserId: 'SB-S001' } })).status).toBe(200);
    expect((await call(s.app, 'GET', `/api/chat/conversations/${convId}`, { token: sales })).status).toBe(200);
    await setFlag('CHAT_RELEVANT_SALES_ONLY', 'N');
  });

  it('refuses bad input naming every field, and non-images and oversized uploads with a clear message', async () => {
    const bad = await call(s.app, 'POST', '/api/chat/messages', { token: somsri, body: { ClientId: 'x', Kind: 'video', Extra: 1 } });
    expect(bad.status).toBe(400);
    const fields = bad.body.Errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/body/ClientId', '/body/Kind', '/body/Extra']));
    const empty = await send(somsri, { Kind: 'image', Text: '' });
    expect(empty.body.Errors).toEqual([{ field: '/body/UploadId', reason: 'is required for an image (POST api/chat/images first)' }]);
    const notImage = await upload(s.app, '/api/chat/images', somsri, Buffer.from('<html>not a picture</html>'.repeat(10)), 'image/png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.Message).toBe('The picture is not a JPEG, PNG or WebP image');
    const huge = await upload(s.app, '/api/chat/images', somsri, Buffer.alloc(5 * 1024 * 1024 + 10, 0xff));
    expect(huge.status).toBe(400);
    expect(huge.body.Message).toBe('The file is larger than 5 MB');
  });

  it('images are re-encoded and readable only by the participants; order and product cards are built by the server', async () => {
    const up = await uploadImage(somsri, await imageBytes(320, 200, 'png'), 'image/png');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ Url: `/api/chat/images/${up.body.UploadId}`, Width: 320, Height: 200 });
    const img = await send(somsri, { SaleUnit: '1001', Kind: 'image', UploadId: up.body.UploadId });
    expect(img.status).toBe(201);
    const url = img.body.Data.ImageUrl;
    const mine = await s.app.inject({ url, headers: { authorization: `Bearer ${somsri}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect((await s.app.inject({ url, headers: { authorization: `Bearer ${sales}` } })).statusCode).toBe(200);
    expect((await s.app.inject({ url, headers: { authorization: `Bearer ${charoen}` } })).statusCode).toBe(404);
    // Somebody else's upload cannot be sent as one's own.
    expect((await send(charoen, { SaleUnit: '1001', Kind: 'image', UploadId: up.body.UploadId })).body.Errors).toEqual([{ field: '/body/UploadId', reason: 'is not an image you uploaded' }]);

    const placed = await placeOrder(s.app, somsri, { paymentMethod: 'COD', shipToCode: await shipToOf(s.app, somsri), lines: [{ P_Code: 'T-CHAT', qty1: 2, qty2: 0, qty3: 0 }] });
    const orderId = placed.body.Order.OrderID;
    expect(typeof orderId).toBe('string');
    const card = await send(somsri, { SaleUnit: '1001', Kind: 'order', OrderId: orderId, Text: 'สอบถามคำสั่งซื้อนี้' });
    expect(card.status).toBe(201);
    expect(card.body.Data.Card).toMatchObject({ Type: 'order', OrderId: orderId, SaleUnit: '1001', Lines: 1 });
    expect((await send(charoen, { SaleUnit: '1001', Kind: 'order', OrderId: orderId })).body.Errors).toEqual([{ field: '/body/OrderId', reason: 'is not an order of this customer at this centre' }]);
    const product = await send(sales, { ConversationId: card.body.Data.ConversationId, Kind: 'product', ProductCode: 'T-CHAT' });
    expect(product.body.Data.Card).toMatchObject({ Type: 'product', P_Code: 'T-CHAT', NameTh: 'น้ำดื่มแชท' });
    expect(product.body.Data.Side).toBe('staff');
  });

  it('a guest conversation moves to the customer who logs in with that guest session', async () => {
    const guest = await guestToken(s.app, 'sabai');
    const g = await send(guest, { SaleUnit: '1001', Text: 'ถามก่อนสมัครค่ะ' });
    expect(g.status).toBe(201);
    const newbie = await customerToken(s.app, 'sabai', DEMO.sabai.agent); // SB0004: centres 1002 and 1004
    const claim = await call(s.app, 'POST', '/api/chat/guest/claim', { token: newbie, body: { GuestToken: guest } });
    expect(claim.status).toBe(200);
    const list = (await call(s.app, 'GET', '/api/chat/conversations', { token: newbie })).body.Data;
    expect(list).toHaveLength(1);
    const page = (await call(s.app, 'GET', `/api/chat/conversations/${list[0].Id}/messages`, { token: newbie })).body.Data;
    expect(page.map((m: { Text: string }) => m.Text)).toEqual(['ถามก่อนสมัครค่ะ']);
    expect((await call(s.app, 'GET', `/api/chat/conversations/${list[0].Id}`, { token: guest })).status).toBe(404);
    // A forged or foreign token proves nothing.
    expect((await call(s.app, 'POST', '/api/chat/guest/claim', { token: newbie, body: { GuestToken: somsri } })).status).toBe(400);
  });
});

describe('support chat: the room, closing, assignees and quick replies', () => {
  it("a guest's room is empty before the first message and holds the conversation after it; staff close it and the next message reopens it", async () => {
    const guest = await guestToken(s.app, 'sabai');
    const before = await call(s.app, 'GET', '/api/chat/room?saleUnit=1001', { token: guest });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ Data: null, SaleUnit: '1001' });
    expect(before.body.CentreName).not.toBe('');
    const first = await send(guest, { SaleUnit: '1001', Text: 'ห้องนี้ของใคร' });
    const convId = first.body.Data.ConversationId;
    const room = await call(s.app, 'GET', '/api/chat/room?saleUnit=1001', { token: guest });
    expect(room.body.Data).toMatchObject({ Id: convId, Status: 'open', Customer: { Kind: 'guest' }, LastMessage: { Text: 'ห้องนี้ของใคร', Side: 'customer' } });

    const closed = await call(s.app, 'POST', `/api/chat/conversations/${convId}/status`, { token: sales, body: { Status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(closed.body.Data).toMatchObject({ Id: convId, Status: 'closed' });
    const closedList = (await call(s.app, 'GET', '/api/chat/inbox?saleUnit=1001&view=closed', { token: sales })).body.Data.map((c: { Id: number }) => c.Id);
    expect(closedList).toContain(convId);
    await send(guest, { SaleUnit: '1001', Text: 'ยังอยู่ไหมคะ' });
    expect((await call(s.app, 'GET', '/api/chat/room?saleUnit=1001', { token: guest })).body.Data.Status).toBe('open');
  });

  it('lists who answers at a centre, and only them can be assigned', async () => {
    const who = await call(s.app, 'GET', '/api/chat/staff?saleUnit=1001', { token: sales });
    expect(who.status).toBe(200);
    expect(who.body.Data).toEqual(expect.arrayContaining([
      expect.objectContaining({ UserId: 'SB-ADMIN', Role: 1 }), expect.objectContaining({ UserId: 'SB-S001', Role: 3 }),
    ]));
    expect((await call(s.app, 'GET', '/api/chat/staff?saleUnit=2001', { token: sales })).status).toBe(404);
    const [conv] = (await call(s.app, 'GET', '/api/chat/inbox?saleUnit=1001&view=all&q=SB0001', { token: sales })).body.Data;
    const assigned = await call(s.app, 'POST', `/api/chat/conversations/${conv.Id}/assign`, { token: sales, body: { UserId: 'SB-ADMIN' } });
    expect(assigned.body.Data).toMatchObject({ Id: conv.Id, AssignedTo: 'SB-ADMIN', AssignedName: 'ผู้ดูแลระบบ สบายมาร์ท' });
    const refused = await call(s.app, 'POST', `/api/chat/conversations/${conv.Id}/assign`, { token: sales, body: { UserId: 'KD-S001' } });
    expect(refused.body.Errors).toEqual([{ field: '/body/UserId', reason: 'does not answer chats at this centre' }]);
    expect((await call(s.app, 'POST', `/api/chat/conversations/${conv.Id}/assign`, { token: sales, body: { UserId: null } })).body.Data.AssignedTo).toBeNull();
  });

  it('quick replies: added for a centre, listed there, removed once; every centre is for a super admin only', async () => {
    const added = await call(s.app, 'POST', '/api/chat/quick-replies', { token: sales, body: { Title: ' ส่งของ ', Body: 'จัดส่งภายใน 2 วันค่ะ', SaleUnit: '1001' } });
    expect(added.status).toBe(201);
    expect(added.body.Data).toMatchObject({ SaleUnit: '1001', Title: 'ส่งของ', Body: 'จัดส่งภายใน 2 วันค่ะ' });
    const everywhere = await call(s.app, 'POST', '/api/chat/quick-replies', { token: sales, body: { Title: 'x', Body: 'y', SaleUnit: null } });
    expect(everywhere.body.Errors).toEqual([{ field: '/body/SaleUnit', reason: 'only a super admin adds answers for every centre' }]);
    const tenantWide = await call(s.app, 'POST', '/api/chat/quick-replies', { token: admin, body: { Title: 'สวัสดี', Body: 'สวัสดีค่ะ', SaleUnit: null } });
    expect(tenantWide.status).toBe(201);
    const listed = await call(s.app, 'GET', '/api/chat/quick-replies?saleUnit=1001', { token: sales });
    expect(listed.body.Data.map((q: { Id: number }) => q.Id)).toEqual(expect.arrayContaining([added.body.Data.Id, tenantWide.body.Data.Id]));
    expect((await call(s.app, 'GET', '/api/chat/quick-replies?saleUnit=1002', { token: sales })).body.Data.map((q: { Id: number }) => q.Id)).not.toContain(added.body.Data.Id);
    const removed = await call(s.app, 'DELETE', `/api/chat/quick-replies/${added.body.Data.Id}`, { token: sales });
    expect(removed.body).toEqual({ Deleted: true });
    expect((await call(s.app, 'DELETE', `/api/chat/quick-replies/${added.body.Data.Id}`, { token: sales })).status).toBe(404);
    expect((await call(s.app, 'DELETE', `/api/chat/quick-replies/${tenantWide.body.Data.Id}`, { token: sales })).status).toBe(404);
  });
});

describe('support chat: live delivery and resume', () => {
  it('delivers to the other side within a second, with read receipts', async () => {
    const staff = await stream(sales);
    const buyer = await stream(somsri);
    await staff.next((e) => e.event === 'ready');
    await buyer.next((e) => e.event === 'ready');
    const t0 = Date.now();
    const q = await send(somsri, { SaleUnit: '1002', Text: 'live question' });
    const got = await staff.next(isMsg('live question'), 2000);
    expect(got.at - t0).toBeLessThan(1000);
    expect(got.id).toBe(String(q.body.Data.Id));
    const a = await send(sales, { ConversationId: q.body.Data.ConversationId, Text: 'live answer' });
    await buyer.next(isMsg('live answer'), 2000);
    await call(s.app, 'POST', `/api/chat/conversations/${q.body.Data.ConversationId}/read`, { token: somsri, body: { UpTo: a.body.Data.Id } });
    const receipt = await staff.next((e) => e.event === 'read' && (e.data as { Side: string }).Side === 'customer', 2000);
    expect(receipt.data).toEqual({ ConversationId: q.body.Data.ConversationId, Side: 'customer', ReadId: a.body.Data.Id });
    staff.close();
    buyer.close();
  });

  it('a reconnect with Last-Event-ID gets exactly what it missed, once; a retried ClientId is not duplicated', async () => {
    const first = await stream(sales);
    await first.next((e) => e.event === 'ready');
    const before = await send(somsri, { SaleUnit: '1001', Text: 'before drop' });
    await first.next(isMsg('before drop'));
    const lastSeen = Number(first.events.filter((e) => e.event === 'message').at(-1)!.id);
    first.close();

    const clientId = cid();
    const missed1 = await send(somsri, { SaleUnit: '1001', Text: 'missed 1', ClientId: clientId });
    const retry = await send(somsri, { SaleUnit: '1001', Text: 'missed 1', ClientId: clientId });
    expect(retry.status).toBe(200);
    expect(retry.body.Data.Id).toBe(missed1.body.Data.Id);
    await send(sales, { ConversationId: before.body.Data.ConversationId, Text: 'missed 2' });

    const again = await stream(sales, lastSeen);
    await again.next((e) => e.event === 'ready');
    // Messages keep arriving live after the replay, none twice.
    await send(somsri, { SaleUnit: '1001', Text: 'after resume' });
    await again.next(isMsg('after resume'));
    const texts = messages(again).map((m) => m.Text);
    expect(texts).toEqual(['missed 1', 'missed 2', 'after resume']);
    const ids = messages(again).map((m) => m.Id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    again.close();

    // The buyer's replay holds only their own conversations.
    const other = await stream(charoen, lastSeen);
    await other.next((e) => e.event === 'ready');
    expect(messages(other)).toEqual([]);
    other.close();
  });

  it('messages written by another server process arrive live (LISTEN/NOTIFY)', async () => {
    const { buildApp } = await import('../../../src/server/app');
    const second = await s.openSecondDb();
    const other = await buildApp({ config: s.app.config, db: second.db, watchTenants: false });
    try {
      await other.ready();
      const c = await stream(somsri);
      await c.next((e) => e.event === 'ready');
      const [conv] = (await call(s.app, 'GET', '/api/chat/inbox?saleUnit=1001&view=all&q=SB0001', { token: sales })).body.Data;
      const r = await call(other, 'POST', '/api/chat/messages', { token: sales, body: { ClientId: cid(), Kind: 'text', ConversationId: conv.Id, Text: 'from process two' } });
      expect(r.status).toBe(201);
      await c.next(isMsg('from process two'), 2000);
      c.close();
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('notifies an offline customer through the messaging provider, not an online one', async () => {
    const outbox = new LocalChatNotifier(s.dataDir);
    const [conv] = (await call(s.app, 'GET', '/api/chat/inbox?saleUnit=1001&view=all&q=SB0001', { token: sales })).body.Data;
    await s.app.jobs.drain(); // notifications of the earlier tests' answers
    const before = outbox.read().length;
    const notifiedBefore = (await s.db.query("SELECT 1 FROM chat_notified WHERE tenant_id = 'sabai'")).length;
    await send(sales, { ConversationId: conv.Id, Text: 'while you were away' });
    expect(await s.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(outbox.read().length).toBe(before + 1);
    expect(outbox.read().at(-1)).toMatchObject({ tenantId: 'sabai', customerCode: 'SB0001', preview: 'while you were away', link: `/chat/list/${conv.Id}` });
    const online = await stream(somsri);
    await online.next((e) => e.event === 'ready');
    await send(sales, { ConversationId: conv.Id, Text: 'you are here' });
    await online.next(isMsg('you are here'));
    await s.app.jobs.drain();
    expect(outbox.read().length).toBe(before + 1);
    // One row per notified message, and a second run of the jobs sends nothing again.
    expect((await s.db.query("SELECT 1 FROM chat_notified WHERE tenant_id = 'sabai' AND result = 'sent'")).length).toBe(notifiedBefore + 1);
    await s.app.jobs.drain();
    expect(outbox.read().length).toBe(before + 1);
    online.close();
  });

  it('pages history newest first and staff find a conversation by customer', async () => {
    const [conv] = (await call(s.app, 'GET', '/api/chat/inbox?view=all&q=0810000001', { token: sales })).body.Data;
    expect(conv.Customer.Code).toBe('SB0001');
    const p1 = await call(s.app, 'GET', `/api/chat/conversations/${conv.Id}/messages?take=2`, { token: sales });
    expect(p1.body.Data).toHaveLength(2);
    expect(p1.body.HasMore).toBe(true);
    const p2 = await call(s.app, 'GET', `/api/chat/conversations/${conv.Id}/messages?take=2&before=${p1.body.Data[1].Id}`, { token: sales });
    expect(p2.body.Data[0].Id).toBeLessThan(p1.body.Data[1].Id);
    expect((await call(s.app, 'GET', '/api/chat/inbox?view=all&q=nobody-like-this', { token: sales })).body.Data).toEqual([]);
    const byCode = await call(s.app, 'GET', '/api/chat/customers/SB0001?saleUnit=1001', { token: sales });
    expect(byCode.body.Data.Id).toBe(conv.Id);
    const ctx = await call(s.app, 'GET', `/api/chat/conversations/${conv.Id}/context`, { token: sales });
    expect(ctx.body.Customer.CustomerCode).toBe('SB0001');
    expect(ctx.body.Orders.length).toBeGreaterThan(0);
  });
});
