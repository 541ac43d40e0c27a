import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { dashboardStore } from '../../../src/web/merchant/home/dashboard-store';
import { merchantCentresHandler, otherFeatures, salesperson } from '../auth/session-fixtures';
import { contractJson } from '../../../mocks/contract';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => {
  resetCentreSync();
  dashboardStore.filter = { dist: '', range: 'month' };
});

function reports() {
  const seen: string[] = [];
  server.use(
    http.get('*/api/merchant/report/salemannewcustomerbymonth', ({ request }) => {
      seen.push(`new ${new URL(request.url).search}`);
      return contractJson('getMerchantReportSalemannewcustomerbymonth', {
        Type: 'month', SaleUnit: null, From: '2026-09-30T17:00:00.000Z', To: '2026-11-30T17:00:00.000Z', Total: 5, Graph: [{ Key: '2026-10', Value: 2 }, { Key: '2026-11', Value: 3 }],
      });
    }),
    http.get('*/api/merchant/report/topsaleByMonth', ({ request }) => {
      seen.push(`top ${new URL(request.url).search}`);
      return contractJson('getMerchantReportTopsaleByMonth', {
        Type: 'month', SaleUnit: null, PeriodKey: '2026-11', Total: 1250.5, Orders: 4,
        Graph: [{ P_Code: 'P100', PRODUCTNAME: 'น้ำดื่มสบาย 600 มล.', PRODUCTNAME_EN: 'Sabai water 600 ml', Amount: 1000, Quantity: 40 }],
        Sales: [{ Key: '2026-11', Value: 1250.5 }],
      });
    }),
  );
  return seen;
}

describe('/merchant dashboard', () => {
  it('shows both graphs with their figures, default range month over all of the salesperson\'s centres', async () => {
    const seen = reports();
    await renderApp(null, { url: '/en/merchant', merchant: salesperson });
    const top = await screen.findByTestId('chart-top-sales');
    await within(top).findByText('P100 Sabai water 600 ml');
    expect(within(top).getByText('1,000.00')).toBeInTheDocument();
    expect(within(top).getByText('Sales this month: 1,250.50 baht from 4 orders')).toBeInTheDocument();
    const clients = screen.getByTestId('chart-new-customers');
    expect(within(clients).getByText('5 new customers in the range')).toBeInTheDocument();
    expect(within(clients).getByText('Nov 26')).toBeInTheDocument();
    expect(seen).toContain('new ?type=month');
    expect(seen).toContain('top ?type=month');
  });

  it('refetches for the chosen centre and range; Thai shows Thai labels in the tenant wording (sabai: สาขา)', async () => {
    const seen = reports();
    await renderApp(null, { url: '/merchant', merchant: salesperson });
    await screen.findByText('P100 น้ำดื่มสบาย 600 มล.');
    expect(screen.getByText('ยอดขายเดือนนี้: 1,250.50 บาท จาก 4 คำสั่งซื้อ')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('สาขา'), '1002');
    await userEvent.selectOptions(screen.getByLabelText('ช่วงเวลา'), 'week');
    await waitFor(() => expect(seen).toContain('top ?saleUnit=1002&type=week'));
    expect(seen).toContain('new ?saleUnit=1002&type=week');
  });
});
