import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import type { ApiResponse } from '../../../src/web/api/contract';
import { merchantCentresHandler, otherFeatures, superAdmin } from '../auth/session-fixtures';
import { walkConfirmDialog } from '../confirm-dialog-walk';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

// Two back-office actions that cannot be undone asked with window.confirm: an English-only,
// unstyled browser box. They now ask in the shared ConfirmDialog, in the page's language.
const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});
const noNativeConfirm = () => vi.spyOn(window, 'confirm').mockImplementation(() => { throw new Error('window.confirm called'); });

const PDPA: ApiResponse<'getMerchantAdminContentsByPageId'>['Data'] = {
  PageId: 'pdpa', Path: '/pdpa', Consent: true, Live: null,
  Versions: [{ Version: 2, Status: 'draft', TitleTh: 'นโยบาย', TitleEn: 'Policy', BodyTh: '<p>ก</p>', BodyEn: '<p>a</p>', CreatedBy: 'x', CreatedAt: '2026-11-28T05:00:00.000Z', PublishedBy: null, PublishedAt: null }],
};

const PDPA_SUMMARY: ApiResponse<'getMerchantAdminContents'>['Data'][number] = { PageId: 'pdpa', Path: '/pdpa', Consent: true, Title: 'นโยบาย', TitleEn: 'Policy', LiveVersion: null, DraftVersion: 2, Versions: 1, UpdatedAt: null };

const SUBSCRIPTION: ApiResponse<'getMerchantSubscriptionsById'> = {
  SubscriptionId: 'RS0000001', CustomerCode: 'SB0001', CustomerName: 'ร้านสมศรีการค้า', SaleUnit: '1001', Status: 'active', Frequency: 'week', Weekday: 0, MonthDay: null,
  StartDate: '2026-11-30', EndDate: null, NextRuns: ['2026-11-30'], PaymentMethod: 'COD', ShipToCode: '1', Remark: '', SourceOrderId: 'SO1',
  Lines: [], LastRun: null, CreatedAt: '2026-11-28T05:00:00.000Z', Runs: [],
};

describe('back-office confirmations', () => {
  it.each([
    ['/en/admin/contents', 'Publish', 'Publish a new PDPA version?', 'Cancel'],
    ['/admin/contents', 'เผยแพร่', 'เผยแพร่นโยบาย PDPA ฉบับใหม่หรือไม่', 'ยกเลิก'],
  ])('%s: publishing a PDPA version asks in a dialog; Escape publishes nothing, confirming publishes', async (url, publish, title, cancel) => {
    const published: string[] = [];
    server.use(
      http.get('*/api/merchant/admin/contents', () => contractJson('getMerchantAdminContents', { Data: [PDPA_SUMMARY] })),
      http.get('*/api/merchant/admin/contents/pdpa', () => contractJson('getMerchantAdminContentsByPageId', { Data: PDPA })),
      http.post('*/api/merchant/admin/contents/pdpa/versions/:version/publish', ({ params }) => {
        published.push(String(params.version));
        return contractJson('postMerchantAdminContentsByPageIdVersionsByVersionPublish', { Data: { ...PDPA.Versions[0]!, Status: 'published' } });
      }),
    );
    noNativeConfirm();
    await renderApp(null, { url, merchant: superAdmin });
    const button = await screen.findByTestId('content-publish', {}, { timeout: 15_000 });
    expect(button).toHaveAccessibleName(publish);
    await walkConfirmDialog(button, { title, safe: cancel, confirm: publish, sent: () => published, expected: ['2'] });
  });

  it.each([
    ['/en/merchant/subscriptions/RS0000001', 'Cancel recurring order', 'Cancel this recurring order for the customer, for good?', 'Keep it'],
    ['/merchant/subscriptions/RS0000001', 'ยกเลิกสั่งซื้อประจำ', 'ยกเลิกคำสั่งซื้อประจำนี้แทนลูกค้าถาวรใช่หรือไม่?', 'เก็บไว้'],
  ])('%s: cancelling a recurring order for the customer asks in a dialog; Escape keeps it', async (url, cancelOrder, title, keep) => {
    const actions: string[] = [];
    server.use(
      http.get('*/api/merchant/subscriptions/RS0000001', () => contractJson('getMerchantSubscriptionsById', SUBSCRIPTION)),
      http.post('*/api/merchant/subscriptions/RS0000001/:action', ({ params }) => {
        actions.push(String(params.action));
        return contractJson('postMerchantSubscriptionsByIdByAction', { ...SUBSCRIPTION, Status: 'cancelled', NextRuns: [] });
      }),
    );
    noNativeConfirm();
    await renderApp(null, { url, merchant: superAdmin });
    const button = await screen.findByRole('button', { name: cancelOrder }, { timeout: 15_000 });
    await walkConfirmDialog(button, { title, safe: keep, confirm: cancelOrder, sent: () => actions, expected: ['cancel'] });
  });
});
