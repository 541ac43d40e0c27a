import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import type { ApiResponse } from '../../../src/web/api/contract';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from './fixtures';
import { mswServer } from '../msw-server';

configure({ asyncUtilTimeout: 10_000 });
const server = mswServer(...defaultHandlers, ...quietHandlers);
afterEach(() => {
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
});
