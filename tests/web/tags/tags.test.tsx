import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import type { ApiResponse } from '../../../src/web/api/contract';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { clearTagListCache } from '../../../src/web/tags/list-cache';
import { merchantCentresHandler, otherFeatures, salesperson } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => { resetCentreSync(); clearTagListCache(); });

type TagRow = ApiResponse<'getTags'>['Data'][number];

const tag = (i: number, extra: Partial<TagRow> = {}): TagRow => ({
  Id: i, Code: `T${String(i).padStart(2, '0')}`, NameTh: `แท็ก ${i}`, NameEn: `Tag ${i}`, Color: '#1565c0', Active: true, CustomerCount: i, CreatedBy: 'SB-S001', UpdatedAt: '2026-11-20T00:00:00Z', ...extra,
});

describe('/merchant/tag', () => {
  it('loads 20 then the rest, and coming back from a tag shows the same rows without asking again (page cache)', async () => {
    const asked: string[] = [];
    const assigned: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/tags', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q.toString());
        const skip = Number(q.get('skip'));
        const n = Math.min(Number(q.get('take')), 25 - skip);
        return contractJson('getTags', { Data: Array.from({ length: n }, (_, i) => tag(skip + i + 1)), Total: 25 });
      }),
      http.get('*/api/tags/:id', ({ params }) => contractJson('getTagsById', { ...tag(Number(params.id)), CanEdit: true })),
      http.get('*/api/tags/:id/customers', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const has = q.get('assigned') === 'Y';
        return contractJson('getTagsByIdCustomers', { Data: [{ CUSTOMERCODE: has ? 'SB0001' : 'SB0002', CUSTOMERNAME: has ? 'ร้านสมศรี' : 'เจริญผล', MobileNo: '081', RouteStep2: '', Assigned: has, SaleUnits: ['1001'] }], Total: 1 });
      }),
      http.post('*/api/tags/:id/customers', async ({ request }) => {
        assigned.push(await request.json() as Record<string, unknown>);
        return contractJson('postTagsByIdCustomers', { status: 200, Added: 1, Removed: 0, CustomerCount: 22 });
      }),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/tag', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('tag-row')).toHaveLength(20));
    expect(asked[0]).toContain('take=20');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('tag-row')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const before = asked.length;

    await userEvent.click(within(screen.getAllByTestId('tag-row')[20]).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/tag/21'));
    expect(await screen.findByText('ร้านสมศรี')).toBeInTheDocument();
    await act(async () => { await router.navigate(-1); });
    await waitFor(() => expect(screen.getAllByTestId('tag-row')).toHaveLength(25));
    expect(asked.length).toBe(before);

    // A change on a tag page makes the list refresh the rows it holds, quietly.
    await userEvent.click(within(screen.getAllByTestId('tag-row')[1]).getByRole('link'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Add customers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add tag to เจริญผล' }));
    await waitFor(() => expect(assigned).toEqual([{ Add: ['SB0002'] }]));
    expect(await screen.findByRole('tab', { name: 'With this tag (22)' })).toBeInTheDocument();
    await act(async () => { await router.navigate(-1); });
    await waitFor(() => expect(asked.length).toBe(before + 1));
    expect(asked.at(-1)).toContain('take=25');
    await waitFor(() => expect(screen.getAllByTestId('tag-row')).toHaveLength(25));
  });

  it('a new tag needs a code and a Thai name (en and th messages); the server\'s refusal shows on its field', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(http.post('*/api/tags', async ({ request }) => {
      bodies.push(await request.json() as Record<string, unknown>);
      return errorJson(400, { IsException: true, Message: 'This tag code is already in use', Errors: [{ field: '/body/Code', reason: 'This tag code is already in use' }] });
    }));
    await renderApp(null, { url: '/en/merchant/tag/create', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter tag code')).toBeInTheDocument();
    expect(screen.getByText('Please enter tag name')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getByLabelText('Tag code'), 'vip');
    await userEvent.type(screen.getByLabelText('Name (Thai)'), 'วีไอพี');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ Code: 'VIP', NameTh: 'วีไอพี', Active: true, Color: '#1565c0' })]));
    expect(await screen.findByText('This tag code is already in use')).toBeInTheDocument();
  });

  it('says the same in Thai', async () => {
    await renderApp(null, { url: '/merchant/tag/create', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณาระบุรหัสแท็ก')).toBeInTheDocument();
    expect(screen.getByText('กรุณาระบุชื่อแท็ก')).toBeInTheDocument();
  });
});
