import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { contractJson } from '../../../mocks/contract';
import type { InboxMessage } from '../../../src/web/api/broadcasts';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from '../buyer/fixtures';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, ...quietHandlers);

const message = (id: number, readAt: string | null): InboxMessage => ({
  Id: id, Title: `ข่าว ${id}`, TitleEn: `News ${id}`, Detail: `รายละเอียด ${id}`, DetailEn: `Details ${id}`, Image: '', Link: id === 2 ? '/promotion' : '',
  PublishAt: '2026-11-20T03:00:00.000Z', ReadAt: readAt,
});

describe('broadcasts in the buyer news list', () => {
  it('lists the customer\'s messages with the unread ones marked; opening one shows it and marks it read', async () => {
    const opened: string[] = [];
    server.use(
      http.get('*/api/profile/messages', () => contractJson('getProfileMessages', { Data: [message(2, null), message(1, '2026-11-20T04:00:00.000Z')], Unread: 1, Total: 2 })),
      http.post('*/api/profile/messages/:id/read', ({ params }) => {
        opened.push(String(params.id));
        return contractJson('postProfileMessagesByIdRead', { Data: message(Number(params.id), '2026-11-20T05:00:00.000Z') });
      }),
    );
    await renderApp(null, { url: '/en/profile/newslist', user: customer() });
    const inbox = await screen.findByTestId('broadcast-inbox');
    expect(within(inbox).getByText('1 new')).toBeInTheDocument();
    const rows = within(inbox).getAllByTestId('broadcast-message');
    expect(rows.map((r) => r.dataset.read)).toEqual(['N', 'Y']);
    await userEvent.click(within(rows[0]).getByRole('button', { name: /News 2/ }));
    expect(await within(inbox).findByText('Details 2')).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: 'Open link' })).toHaveAttribute('href', '/en/promotion');
    await waitFor(() => expect(opened).toEqual(['2']));
    await waitFor(() => expect(within(inbox).getAllByTestId('broadcast-message')[0].dataset.read).toBe('Y'));
    expect(within(inbox).queryByText('1 new')).toBeNull();
    // A message already read is not marked again.
    await userEvent.click(within(within(inbox).getAllByTestId('broadcast-message')[1]).getByRole('button', { name: /News 1/ }));
    expect(await within(inbox).findByText('Details 1')).toBeInTheDocument();
    expect(opened).toEqual(['2']);
  });

  it('a guest sees no messages and asks for none', async () => {
    const asked: string[] = [];
    server.use(http.get('*/api/profile/messages', ({ request }) => { asked.push(request.url); return contractJson('getProfileMessages', { Data: [], Unread: 0, Total: 0 }); }));
    await renderApp(null, { url: '/en/news' });
    await screen.findByTestId('news-list');
    expect(screen.queryByTestId('broadcast-inbox')).toBeNull();
    expect(asked).toEqual([]);
  });
});
