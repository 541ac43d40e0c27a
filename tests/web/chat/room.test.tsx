import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatStream, defaultHandlers } from '../../../mocks/handlers';
import { customer, renderApp } from '../render-app';
import { contractJson } from '../../../mocks/contract';
import type { ApiResponse } from '../../../src/web/api/contract';
import { quietHandlers } from '../buyer/fixtures';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, ...quietHandlers);
// Strict about chat calls; the shell's own calls (cart badge, centres) are not what this file tests.

type Conversation = ApiResponse<'getChatRoom'>['Data'] & object;
type Message = ApiResponse<'getChatConversationsByIdMessages'>['Data'][number];
const conv: Conversation = { Id: 5, SaleUnit: 'S001', CentreName: 'Bang Na', Status: 'open', AssignedTo: null, AssignedName: null, Customer: { Kind: 'customer', Code: 'C0001', Name: 'ร้านสมใจ', MobileNo: '' }, LastMessage: null, Unread: 0, CustomerReadId: 0, StaffReadId: 0 };
const msg = (Id: number, Side: 'customer' | 'staff', Text: string, ClientId = `c-${Id}-xxxxxxxx`): Message => ({
  Id, ConversationId: 5, ClientId, Side, SenderName: Side === 'staff' ? 'Somchai' : 'ร้านสมใจ', Kind: 'text', Text, ImageUrl: null, Card: null, CreatedAt: '2026-11-20T03:00:00.000Z',
});

describe('buyer chat room', () => {
  it('shows history, a live answer once (also when the page already has it), text as text, and resends a failed message with the same client id', async () => {
    const posts: { ClientId: string; Text: string; SaleUnit: string }[] = [];
    let failNext = true;
    const live = msg(2, 'staff', 'สวัสดีค่ะ <i>not italic</i>');
    server.use(
      http.get('*/api/chat/room', () => contractJson('getChatRoom', { Data: conv, SaleUnit: 'S001', CentreName: 'Bang Na' })),
      http.get('*/api/chat/conversations/5/messages', ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        // The gap fill after (re)connecting returns the live message too: it must not show twice.
        return contractJson('getChatConversationsByIdMessages', { Data: after ? [live] : [msg(1, 'customer', 'มีน้ำดื่มไหม')], HasMore: false });
      }),
      http.get('*/api/chat/stream', () => chatStream([`id: 2\nevent: message\ndata: ${JSON.stringify(live)}\n\n`])),
      http.get('*/api/chat/conversations', () => contractJson('getChatConversations', { Data: [conv], Unread: 0 })),
      http.post('*/api/chat/conversations/5/read', () => contractJson('postChatConversationsByIdRead', { ReadId: 2 })),
      http.post('*/api/chat/messages', async ({ request }) => {
        const b = await request.json() as { ClientId: string; Text: string; SaleUnit: string };
        posts.push(b);
        if (failNext) { failNext = false; return HttpResponse.error(); }
        return contractJson('postChatMessages', { Data: msg(3, 'customer', b.Text, b.ClientId), Created: true }, { status: 201 });
      }),
    );
    await renderApp(null, { url: '/en/chat/list/room/S001', user: customer() });
    const room = await screen.findByTestId('chat-room');
    expect(await within(room).findByText('มีน้ำดื่มไหม')).toBeInTheDocument();
    const answer = await within(room).findByText('สวัสดีค่ะ <i>not italic</i>');
    expect(answer.querySelector('i')).toBeNull();
    await waitFor(() => expect(within(room).getAllByTestId('chat-message')).toHaveLength(2));

    await userEvent.type(within(room).getByRole('textbox', { name: 'Type a message' }), 'ขอ 2 แพ็ค{Enter}');
    const retry = await within(room).findByRole('button', { name: 'Not sent — tap to retry' });
    await userEvent.click(retry);
    expect(await within(room).findByText('ขอ 2 แพ็ค')).toBeInTheDocument();
    await waitFor(() => expect(within(room).queryByTestId('chat-pending')).toBeNull());
    expect(posts).toHaveLength(2);
    expect(posts[1].ClientId).toBe(posts[0].ClientId);
    expect(posts[0]).toMatchObject({ SaleUnit: 'S001', Kind: 'text' });
    expect(within(room).getAllByTestId('chat-message')).toHaveLength(3);
  });

  it('refuses a picture over 5 MB before uploading it', async () => {
    server.use(
      http.get('*/api/chat/room', () => contractJson('getChatRoom', { Data: null, SaleUnit: 'S001', CentreName: 'Bang Na' })),
      http.get('*/api/chat/stream', () => chatStream([])),
    );
    await renderApp(null, { url: '/en/chat/list/room', user: customer() });
    const room = await screen.findByTestId('chat-room');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(room).getByTestId('chat-file'), big);
    expect(await within(room).findByRole('alert')).toHaveTextContent('The picture is larger than 5 MB');
  });
  it("says the server's refusals of a message or a picture in Thai on a Thai page (they showed in English)", async () => {
    const refusals = [
      { status: 400, body: { IsException: true, Message: 'Invalid request', Errors: [{ field: '/body/Text', reason: 'must NOT have more than 2000 characters' }] } },
      { status: 403, body: { IsException: true, Message: 'Chat is disabled' } },
    ];
    server.use(
      http.get('*/api/chat/room', () => contractJson('getChatRoom', { Data: null, SaleUnit: 'S001', CentreName: 'Bang Na' })),
      http.get('*/api/chat/stream', () => chatStream([])),
      http.post('*/api/chat/messages', () => { const r = refusals.shift()!; return HttpResponse.json(r.body, { status: r.status }); }),
      http.post('*/api/chat/images', () => HttpResponse.json({ IsException: true, Message: 'The picture is not a JPEG, PNG or WebP image', Errors: [{ field: '/body/file', reason: 'is not a JPEG, PNG or WebP image' }] }, { status: 400 })),
    );
    await renderApp(null, { url: '/chat/list/room', user: customer() });
    const room = await screen.findByTestId('chat-room');
    const box = within(room).getByRole('textbox', { name: 'พิมพ์ข้อความ' });
    await userEvent.type(box, 'สวัสดี{Enter}');
    expect(await within(room).findByRole('alert')).toHaveTextContent('กรุณากรอกไม่เกิน 2000 ตัวอักษร');
    await userEvent.type(box, 'สวัสดี{Enter}');
    await waitFor(() => expect(within(room).getByRole('alert')).toHaveTextContent('ร้านนี้ปิดการแชทอยู่'));
    await userEvent.upload(within(room).getByTestId('chat-file'), new File([new Uint8Array(10)], 'a.gif', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(room).getByRole('alert')).toHaveTextContent('รูปภาพไม่ใช่ไฟล์ JPEG, PNG หรือ WebP'));
  });
});
