import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { contractJson } from '../../../mocks/contract';
import type { BroadcastView } from '../../../src/web/api/broadcasts';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { merchantCentresHandler, otherFeatures, salesperson } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

const view: BroadcastView = {
  Id: 9, TitleTh: 'ข่าวดี', TitleEn: '', BodyTh: 'ของเข้าแล้ว', BodyEn: '', ImageUrl: '', LinkUrl: '', AudienceKind: 'TAG', AudienceCodes: ['RETAIL'],
  PublishAt: '2026-11-21T03:00:00.000Z', CreatedAt: '2026-11-20T03:00:00.000Z', CreatedByName: 'Somchai', Status: 'SCHEDULED', Recipients: 3, Delivered: 0, Read: 0,
};

describe('/merchant/broadcast/create', () => {
  it('asks for title, message and recipients; counts the audience; schedules and opens the detail page', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/tags', () => contractJson('getTags', {
        Data: [{ Id: 1, Code: 'RETAIL', NameTh: 'ค้าปลีก', NameEn: 'Retail', Color: '#2e7d32', Active: true, CustomerCount: 3, CreatedBy: 'SB-S001', UpdatedAt: '2026-11-01T03:00:00.000Z' }], Total: 1,
      })),
      http.post('*/api/broadcasts/audience', async ({ request }) => {
        const b = await request.json() as { AudienceCodes: string[] };
        return contractJson('postBroadcastsAudience', { Count: b.AudienceCodes.length * 3 });
      }),
      http.post('*/api/broadcasts', async ({ request }) => {
        sent.push(await request.json() as Record<string, unknown>);
        return contractJson('postBroadcasts', { status: 200, Id: 9, Recipients: 3, PublishAt: view.PublishAt });
      }),
      http.get('*/api/broadcasts/9', () => contractJson('getBroadcastsById', view)),
      http.get('*/api/broadcasts/9/recipients', () => contractJson('getBroadcastsByIdRecipients', { Data: [{ CUSTOMERCODE: 'SB0001', CUSTOMERNAME: 'ร้านสมศรี', MobileNo: '081', ReadAt: null }], Total: 1 })),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/broadcast/create', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please enter the message')).toBeInTheDocument();
    expect(screen.getByText('Please choose who receives it')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Title (Thai)'), 'ข่าวดี');
    await userEvent.type(screen.getByLabelText('Message (Thai)'), 'ของเข้าแล้ว');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'RETAIL Retail' }));
    expect(await screen.findByTestId('audience-count')).toHaveTextContent('Reaches 3 customers');
    await userEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    // The day in the page's calendar (en-GB here), the time as 24-hour Bangkok time.
    const day = screen.getByLabelText('Send on');
    await userEvent.clear(day);
    await userEvent.type(day, '21/11/2026');
    const time = screen.getByLabelText('Time (HH:MM, Bangkok)');
    await userEvent.clear(time);
    await userEvent.type(time, '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ TitleTh: 'ข่าวดี', BodyTh: 'ของเข้าแล้ว', AudienceKind: 'TAG', AudienceCodes: ['RETAIL'], PublishAt: '2026-11-21T03:00:00.000Z' });
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(await screen.findByTestId('stat-recipients')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-delivered')).toHaveTextContent('0');
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(await screen.findAllByTestId('recipient')).toHaveLength(1);
  });
});
