import { configure, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from './fixtures';
import { mswServer } from '../msw-server';

configure({ asyncUtilTimeout: 10_000 });
const server = mswServer(...defaultHandlers, ...quietHandlers);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('my packages /my-package', () => {
  it('with no package and none on sale, does not say "buy a package below", and names the centre as the shop does', async () => {
    server.use(
      http.get('*/api/my-packages', () => contractJson('getMyPackages', { Data: [] })),
      http.get('*/api/packages', () => contractJson('getPackages', { Data: [] })),
    );
    await renderApp(null, { url: '/en/my-package', user: customer() });
    expect(await screen.findByText('No packages on sale at this branch')).toBeInTheDocument();
    expect(screen.getByTestId('packages-empty')).toHaveTextContent('You have no packages yet');
    expect(screen.queryByText('Buy a package below, then use it at checkout.')).toBeNull();
  });

  for (const [url, text] of [['/en/my-package', '97 of 100 bottles left'], ['/my-package', 'เหลือ 97 จาก 100 ขวด']] as const) {
    it(`says what is left of an item in its unit: ${text}`, async () => {
      server.use(
        http.get('*/api/my-packages', () => contractJson('getMyPackages', { Data: [{
          HoldingCode: 'PH0000001', PackageCode: 'PK0001', CustomerCode: 'SB0001', CustomerName: 'ร้านสมศรีการค้า', SaleUnit: '1001', OrderId: 'SO0000001', Name: 'แพ็กน้ำ', NameEn: 'Water pack',
          Price: 900, BoughtAt: '2026-11-20T03:00:00.000Z', ExpiresAt: '2026-12-20T03:00:00.000Z', Status: 'active',
          Items: [{ P_Code: '1000001', ProductName: 'น้ำดื่ม', ProductNameEn: 'Water', Bought: 100, Remaining: 97, Unit: 'BT', UnitName: 'ขวด', UnitNameEn: 'bottle' }],
        }] })),
        http.get('*/api/packages', () => contractJson('getPackages', { Data: [] })),
      );
      await renderApp(null, { url, user: customer() });
      expect(await screen.findByTestId('package-remaining')).toHaveTextContent(text);
    });
  }
});
