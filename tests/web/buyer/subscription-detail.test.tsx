import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import type { ApiResponse } from '../../../src/web/api/contract';
import { walkConfirmDialog } from '../confirm-dialog-walk';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from './fixtures';
import { mswServer } from '../msw-server';

configure({ asyncUtilTimeout: 10_000 });
const server = mswServer(...defaultHandlers, ...quietHandlers);
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

type Detail = ApiResponse<'getSubscriptionsById'>;
/** A weekly recurring order of 3 packs of water (no single bottles). */
const packs = (): Detail => ({
  SubscriptionId: 'RS0000001', CustomerCode: 'SB0001', SaleUnit: '1001', Status: 'active', Frequency: 'week', Weekday: 0, MonthDay: null,
  StartDate: '2026-11-30', EndDate: null, NextRuns: ['2026-11-30'], PaymentMethod: 'COD', ShipToCode: '1', Remark: '', SourceOrderId: 'SO1',
  Lines: [{
    P_Code: '1000001', qty1: 0, qty2: 3, qty3: 0, ProductName: 'น้ำดื่มธาราใส 350 มล.', ProductNameEn: 'Thara Sai Drinking Water 350 ml',
    Units: [{ Unit: 1, Code: 'BT', Name: 'ขวด', NameEn: 'bottle' }, { Unit: 2, Code: 'PK', Name: 'แพ็ค', NameEn: 'pack' }],
  }],
  LastRun: null, CreatedAt: '2026-11-28T05:00:00.000Z', Runs: [],
});

describe('recurring order /ordersubscription/{id}', () => {
  it('shows a line held in packs as 3 packs and changes the packs, not the bottles', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/subscriptions/RS0000001', () => contractJson('getSubscriptionsById', packs())),
      http.patch('*/api/subscriptions/RS0000001', async ({ request }) => { sent.push(await request.json()); return contractJson('patchSubscriptionsById', packs()); }),
    );
    await renderApp(null, { url: '/en/ordersubscription/RS0000001', user: customer() });
    const packsBox = await screen.findByRole('spinbutton', { name: 'pack' });
    expect(packsBox).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'bottle' })).toHaveValue(0);
    await userEvent.clear(packsBox);
    await userEvent.type(packsBox, '5');
    await userEvent.click(screen.getByTestId('subscription-save'));
    await waitFor(() => expect(sent).toEqual([{ lines: [{ P_Code: '1000001', qty1: 0, qty2: 5, qty3: 0 }] }]));
  });

  it.each([
    ['/en/ordersubscription/RS0000001', 'Cancel recurring order', 'Cancel this recurring order for good?', 'Keep it'],
    ['/ordersubscription/RS0000001', 'ยกเลิกสั่งซื้อประจำ', 'ยกเลิกรายการสั่งซื้อประจำนี้ถาวรหรือไม่?', 'เก็บไว้'],
  ])('%s asks in its own dialog before cancelling (it was window.confirm): Escape keeps it, confirming cancels', async (url, cancel, title, keep) => {
    const actions: string[] = [];
    server.use(
      http.get('*/api/subscriptions/RS0000001', () => contractJson('getSubscriptionsById', packs())),
      http.post('*/api/subscriptions/RS0000001/:action', ({ params }) => { actions.push(String(params.action)); return contractJson('postSubscriptionsByIdByAction', { ...packs(), Status: 'cancelled', NextRuns: [] }); }),
    );
    // A native confirm would answer "yes" here without showing anything the user can read in Thai.
    vi.spyOn(window, 'confirm').mockImplementation(() => { throw new Error('window.confirm called'); });
    await renderApp(null, { url, user: customer() });
    const button = await screen.findByRole('button', { name: cancel });
    await walkConfirmDialog(button, { title, safe: keep, confirm: cancel, sent: () => actions, expected: ['cancel'] });
  });
});
