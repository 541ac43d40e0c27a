import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { customer, renderApp } from '../render-app';
import { contractJson } from '../../../mocks/contract';
import { quietHandlers } from '../buyer/fixtures';
import { mswServer } from '../msw-server';

// Both tests open the (empty) order history: the button floats over a buyer page.
const server = mswServer(...defaultHandlers, ...quietHandlers, http.get('*/api/orders/history', () => contractJson('getOrdersHistory', { Total: 0, Data: [] })));

const staffMessage = { Id: 7, ConversationId: 5, ClientId: 's-7-xxxxxxxx', Side: 'staff', SenderName: 'Somchai', Kind: 'text', Text: 'มีค่ะ', ImageUrl: null, Card: null, CreatedAt: '2026-11-20T03:00:00.000Z' };

/** An open chat stream (after its `ready`) the test writes further events into, as the server would. */
function liveStream() {
  let push: ((block: string) => void) | null = null;
  return {
    handler: http.get('*/api/chat/stream', () => {
      const enc = new TextEncoder();
      return new HttpResponse(new ReadableStream({
        start(c) {
          c.enqueue(enc.encode('event: ready\ndata: {"LastId":1}\n\n'));
          push = (block) => c.enqueue(enc.encode(block));
        },
      }), { headers: { 'content-type': 'text/event-stream' } });
    }),
    open: () => push !== null,
    push: (block: string) => push!(block),
  };
}

describe('floating chat button', () => {
  it('shows the unread staff messages, follows the live stream, and clears when the room is read', async () => {
    let unread = 2;
    const stream = liveStream();
    server.use(
      http.get('*/api/chat/conversations', () => contractJson('getChatConversations', { Data: [], Unread: unread })),
      stream.handler,
    );
    await renderApp(null, { url: '/en/history', user: customer() });
    const button = await screen.findByRole('link', { name: 'Chat, 2 unread' });
    expect(button).toHaveAttribute('href', '/en/chat/list');
    expect(screen.getByTestId('chat-button-unread')).toHaveTextContent('2');

    await waitFor(() => expect(stream.open()).toBe(true));
    unread = 3;
    stream.push(`id: 7\nevent: message\ndata: ${JSON.stringify(staffMessage)}\n\n`);
    expect(await screen.findByRole('link', { name: 'Chat, 3 unread' })).toBeInTheDocument();

    unread = 0;
    stream.push('event: read\ndata: {"ConversationId":5,"Side":"customer","ReadId":7}\n\n');
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-button-unread')).toBeNull();
  });

  it('counts a message that arrives while its first count is still on the way', async () => {
    // The first answer was read before the staff message was written, and arrives after it: the
    // refresh the message causes must be a new request, not join the one on its way (CI saw the
    // badge stay at "Chat" under load).
    let unread = 0;
    let calls = 0;
    let holding = true;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const stream = liveStream();
    server.use(
      http.get('*/api/chat/conversations', async () => {
        calls += 1;
        const seen = unread;
        if (holding) await held;
        return contractJson('getChatConversations', { Data: [], Unread: seen });
      }),
      stream.handler,
    );
    await renderApp(null, { url: '/en/history', user: customer() });
    await waitFor(() => { expect(calls).toBeGreaterThan(0); expect(stream.open()).toBe(true); });
    unread = 1;
    holding = false;
    stream.push(`id: 7\nevent: message\ndata: ${JSON.stringify(staffMessage)}\n\n`);
    release();
    expect(await screen.findByRole('link', { name: 'Chat, 1 unread' })).toBeInTheDocument();
  });

  it('says the count in Thai', async () => {
    server.use(http.get('*/api/chat/conversations', () => contractJson('getChatConversations', { Data: [], Unread: 4 })));
    await renderApp(null, { url: '/history', user: customer() });
    expect(await screen.findByRole('link', { name: 'แชท ยังไม่ได้อ่าน 4 ข้อความ' })).toBeInTheDocument();
  });
});
