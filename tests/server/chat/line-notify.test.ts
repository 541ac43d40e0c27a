import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalChatNotifier } from '../../../src/server/providers/chat-notify/local';
import { DEMO, call, customerToken, merchantToken, startTestServer, type TestServer } from '../helpers';

/*
 * Offline chat notifications through LINE (docs/chat.md "Offline notification", docs/line.md):
 * a customer who linked LINE gets a flex message from the messaging provider (the local LINE
 * outbox here); one per message however often the job runs; a failed push is retried with the same
 * retry key; customers without LINE go to the development chat outbox.
 */
let s: TestServer;
let charoen: string; // SB0002, linked to LINE below
let somsri: string; // SB0001, not linked
let sales: string;
const T = 'sabai';
const LINE_USER = 'U3333333333333333333333333333chat';

beforeAll(async () => {
  s = await startTestServer();
  charoen = await customerToken(s.app, T, DEMO.sabai.credit);
  somsri = await customerToken(s.app, T, DEMO.sabai.customer);
  sales = await merchantToken(s.app, T, DEMO.sabai.sales);
  await s.db.query(
    "INSERT INTO line_accounts (tenant_id, line_user_id, customer_code, display_name, linked_at) VALUES ($1, $2, 'SB0002', 'Charoen', now())", [T, LINE_USER],
  );
}, 120_000);
afterAll(async () => { await s?.close(); });

const send = (token: string, body: Record<string, unknown>) => call(s.app, 'POST', '/api/chat/messages', { token, body: { ClientId: randomUUID(), Kind: 'text', ...body } });

async function conversationOf(customer: string): Promise<number> {
  const first = await send(customer, { SaleUnit: '1001', Text: 'สอบถามหน่อยค่ะ' });
  expect(first.status).toBe(201);
  return first.body.Data.ConversationId;
}

describe('chat notifications through LINE', () => {
  it('an offline customer who linked LINE gets one flex message with a link to the conversation', async () => {
    const conv = await conversationOf(charoen);
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    const before = (await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 })).length;
    const reply = await send(sales, { ConversationId: conv, Text: 'มีของค่ะ <b>พร้อมส่ง</b>' });
    expect(reply.status).toBe(201);
    expect(await s.app.jobs.drain(undefined, { ignoreDelays: true })).toBeGreaterThanOrEqual(1);
    const pushes = await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 });
    expect(pushes.length).toBe(before + 1);
    const [push] = pushes;
    expect(push.kind).toBe('chat');
    const flex = push.messages[0] as { type: string; altText: string; contents: { body: { contents: { text: string }[] }; footer: { contents: { action: { uri: string } }[] } } };
    expect(flex.type).toBe('flex');
    expect(flex.altText).toContain('มีของค่ะ <b>พร้อมส่ง</b>');
    // The text goes as a text component (LINE never renders it as markup).
    expect(flex.contents.body.contents[1].text).toBe('มีของค่ะ <b>พร้อมส่ง</b>');
    expect(flex.contents.footer.contents[0].action.uri).toMatch(new RegExp(`/chat/list/${conv}$`));
    const [row] = await s.db.query<{ result: string }>('SELECT result FROM chat_notified WHERE tenant_id = $1 AND message_id = $2', [T, reply.body.Data.Id]);
    expect(row.result).toBe('sent');
    // Running the jobs again sends nothing more.
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    expect((await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 })).length).toBe(before + 1);
  });

  it('a failed push is retried by the job and sent once', async () => {
    const conv = await conversationOf(charoen);
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    const before = (await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 })).length;
    s.app.line.outbox!.failNext = 1;
    const reply = await send(sales, { ConversationId: conv, Text: 'retry me' });
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    expect(s.app.line.outbox!.failNext).toBe(0);
    const pushes = await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 });
    expect(pushes.length).toBe(before + 1);
    expect((pushes[0].messages[0] as { altText: string }).altText).toContain('retry me');
    const [row] = await s.db.query<{ result: string }>('SELECT result FROM chat_notified WHERE tenant_id = $1 AND message_id = $2', [T, reply.body.Data.Id]);
    expect(row.result).toBe('sent');
  });

  it('a customer without LINE goes to the development chat outbox, not to LINE', async () => {
    const outbox = new LocalChatNotifier(s.dataDir);
    const conv = await conversationOf(somsri);
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    const lineBefore = (await s.app.line.outbox!.read({ tenantId: T, limit: 1000 })).length;
    const before = outbox.read().length;
    await send(sales, { ConversationId: conv, Text: 'no LINE here' });
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    expect(outbox.read().at(-1)).toMatchObject({ customerCode: 'SB0001', preview: 'no LINE here' });
    expect(outbox.read().length).toBe(before + 1);
    expect((await s.app.line.outbox!.read({ tenantId: T, limit: 1000 })).length).toBe(lineBefore);
  });

  it('a customer who unfollowed the official account is not pushed to', async () => {
    await s.db.query('UPDATE line_accounts SET following = false WHERE tenant_id = $1 AND line_user_id = $2', [T, LINE_USER]);
    const conv = await conversationOf(charoen);
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    const before = (await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 })).length;
    await send(sales, { ConversationId: conv, Text: 'unfollowed' });
    await s.app.jobs.drain(undefined, { ignoreDelays: true });
    expect((await s.app.line.outbox!.read({ tenantId: T, to: LINE_USER, limit: 100 })).length).toBe(before);
    await s.db.query('UPDATE line_accounts SET following = NULL WHERE tenant_id = $1 AND line_user_id = $2', [T, LINE_USER]);
  });
});
