import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { merchantCentresHandler, otherFeatures, superAdmin } from '../auth/session-fixtures';
import { contractJson, contractJsonAt, errorJson } from '../../../mocks/contract';
import type { AdminTier, AdminVoucher, LedgerRow, Liability } from '../../../src/web/api/merchant-loyalty';
import type { AdminMission, MissionPhoto } from '../../../src/web/api/merchant-missions';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

// The loyalty back office blocks of /merchant/loyalty (tier editor, voucher editor, mission editor,
// points adjustment): what staff see, what is sent, and the server's 400 on the fields.
const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());

const TIERS: AdminTier[] = [
  { id: 1, nameTh: 'เงิน', nameEn: 'Silver', threshold: 0, multiplier: 1, colour: '#9e9e9e' },
  { id: 2, nameTh: 'ทอง', nameEn: 'Gold', threshold: 10000, multiplier: 1.5, colour: '#d4a017' },
];
const VOUCHER: AdminVoucher = {
  Id: 7, TypeId: 1, Name: 'ส่วนลด 50', NameEn: '50 off', PointsCost: 100, Value: 50, MinimumOrder: 0, MaxDiscount: 0, ValidDays: 30,
  DateBegin: null, DateEnd: null, TargetTag: '', Active: true, Stock: 3, Claimed: 3,
};
const MISSION: AdminMission = {
  Id: 11, Kind: 'NEWS', NameTh: 'อ่านข่าว', NameEn: 'Read the news', DescriptionTh: '', DescriptionEn: '', Target: 1, RewardPoints: 10, RewardVoucherId: null,
  DateBegin: null, DateEnd: null, SaleUnit: null, TargetTag: '', ContentTh: 'ข่าวดี', ContentEn: 'Good news', QrCode: null, SurveyForm: null, RadiusM: 0,
  Active: true, RepeatEvery: 'none', MaxCompletions: 1, Completions: 4,
};

const LIABILITY: Liability = { Outstanding: 1234, Customers: 2, ExpiredToDate: 0, Months: [{ Month: '2027-11', Points: 1234, Customers: 2 }] };

interface Sent { method: string; path: string; body: unknown; key: string | null }
let sent: Sent[];
const record = async (request: Request) => {
  sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json(), key: request.headers.get('idempotency-key') });
};

beforeEach(() => {
  resetCentreSync();
  sent = [];
  server.use(
    http.get('*/api/merchant/loyalty/liability', () => contractJson('getMerchantLoyaltyLiability', LIABILITY)),
    http.get('*/api/merchant/loyalty/tiers', () => contractJson('getMerchantLoyaltyTiers', { Data: TIERS } satisfies { Data: AdminTier[] })),
    http.get('*/api/merchant/loyalty/vouchers', () => contractJson('getMerchantLoyaltyVouchers', { Data: [VOUCHER] } satisfies { Data: AdminVoucher[] })),
    http.get('*/api/merchant/loyalty/missions', () => contractJson('getMerchantLoyaltyMissions', { Data: [MISSION] } satisfies { Data: AdminMission[] })),
    http.get('*/api/merchant/loyalty/missions/photos', () => contractJson('getMerchantLoyaltyMissionsPhotos', { Data: [] } satisfies { Data: MissionPhoto[] })),
  );
});

/** The screen's three blocks are lazy chunks: the first import of a file can take seconds on a loaded machine. */
async function page() {
  await renderApp(null, { url: '/en/merchant/loyalty', merchant: superAdmin });
  for (const id of ['loyalty-adjust', 'voucher-create', 'mission-create']) await screen.findByTestId(id, {}, { timeout: 15_000 });
}

describe('/merchant/loyalty back office', () => {
  it('tier editor: shows each tier and sends the changed threshold', async () => {
    server.use(http.put('*/api/merchant/loyalty/tiers/:id', async ({ request }) => { await record(request); return contractJson('putMerchantLoyaltyTiersById', { status: 200, Data: TIERS }); }));
    await page();
    const rows = await screen.findAllByTestId('tier-row');
    expect(rows).toHaveLength(2);
    const gold = rows[1];
    expect(within(gold).getByLabelText('Name (English)')).toHaveValue('Gold');
    const threshold = within(gold).getByLabelText('From amount (baht)');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '20000');
    await userEvent.click(within(gold).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/merchant/loyalty/tiers/2', body: { NameEn: 'Gold', Threshold: 20000, EarnMultiplier: 1.5, Active: true } });
    expect(await screen.findByText('Tier saved')).toBeInTheDocument();
  });

  it('voucher editor: an existing voucher shows what was claimed; a stock below it comes back on the Stock field', async () => {
    server.use(http.put('*/api/merchant/loyalty/vouchers/:id', async ({ request }) => {
      await record(request);
      return errorJson(400, { IsException: true, Message: 'Invalid request', Errors: [{ field: '/body/Stock', reason: 'cannot be below the 3 already claimed' }] });
    }));
    await page();
    const card = await screen.findByTestId('voucher-create');
    await userEvent.selectOptions(await within(card).findByLabelText('Voucher'), '7');
    expect(within(card).getByTestId('voucher-claimed')).toHaveTextContent('Claimed so far: 3 of 3');
    const stock = await within(card).findByLabelText(/Stock: exchanges in all/);
    expect(stock).toHaveValue(3);
    await userEvent.clear(stock);
    await userEvent.type(stock, '2');
    await userEvent.click(within(card).getByRole('button', { name: 'Save voucher' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/merchant/loyalty/vouchers/7', body: { NameTh: 'ส่วนลด 50', NameEn: '50 off', TypeId: 1, Stock: 2, PointsCost: 100, Active: true } });
    expect(sent[0].body).not.toHaveProperty('Claimed');
    expect(await within(card).findByText('cannot be below the 3 already claimed')).toBeInTheDocument();
  });

  it('mission editor: editing fills the form; a reward the server refuses is shown on its field; a new daily mission sends its repeat rule', async () => {
    server.use(
      http.put('*/api/merchant/loyalty/missions/:id', async ({ request }) => {
        await record(request);
        return errorJson(400, { IsException: true, Message: 'Invalid request', Errors: [{ field: '/body/RewardPoints', reason: 'cannot change after 4 customer(s) completed this mission; create a new mission instead' }] });
      }),
      http.post('*/api/merchant/loyalty/missions', async ({ request }) => { await record(request); return contractJsonAt('postMerchantLoyaltyMissions', 201, { status: 201, Id: 12 }); }),
    );
    await page();
    const row = await screen.findByTestId('admin-mission');
    expect(row).toHaveTextContent('Does not repeat');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Read the news' }));
    const form = screen.getByTestId('mission-create');
    expect(within(form).getByText('Edit mission: Read the news')).toBeInTheDocument();
    const reward = within(form).getByLabelText(/Reward coins/i);
    expect(reward).toHaveValue('10');
    await userEvent.clear(reward);
    await userEvent.type(reward, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/merchant/loyalty/missions/11', body: { Kind: 'NEWS', RewardPoints: 50, NameEn: 'Read the news', RepeatEvery: 'none', MaxCompletions: 1 } });
    expect(await within(form).findByText(/cannot change after 4 customer\(s\) completed this mission/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).getByLabelText(/Reward coins/i)).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Name (Thai)'), 'อ่านข่าวทุกวัน');
    await userEvent.type(within(form).getByLabelText('Name (English)'), 'Daily news');
    await userEvent.type(within(form).getByLabelText(/Reward coins/i), '5');
    await userEvent.selectOptions(within(form).getByLabelText('Repeats'), 'day');
    await userEvent.clear(within(form).getByLabelText(/Times per customer/));
    await userEvent.click(within(form).getByRole('button', { name: 'Create mission' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/api/merchant/loyalty/missions', body: { Kind: 'NEWS', NameEn: 'Daily news', RewardPoints: 5, RepeatEvery: 'day', MaxCompletions: null } });
  });

  it('mission list: every column header has a name, the edit column too (axe empty-table-header)', async () => {
    await page();
    const row = await screen.findByTestId('admin-mission');
    const table = row.closest('table')!;
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.trim())).not.toContain('');
    expect(headers.at(-1)).toHaveTextContent('Actions');
  });

  it('points adjustment: no request without a reason; then one with an Idempotency-Key, and the new balance', async () => {
    server.use(http.post('*/api/merchant/loyalty/customers/:code/adjust', async ({ request }) => { await record(request); return contractJsonAt('postMerchantLoyaltyCustomersByCodeAdjust', 201, { status: 201, EntryId: 5, Before: 100, Balance: 150 }); }));
    await page();
    const card = await screen.findByTestId('loyalty-adjust');
    await userEvent.type(within(card).getByLabelText('Customer code'), 'SB0001');
    await userEvent.type(within(card).getByLabelText('Coins (negative to deduct)'), '50');
    await userEvent.click(within(card).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(card).findByText('Give the reason (at least 3 characters)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(card).getByLabelText('Reason (required)'), 'goodwill');
    await userEvent.click(within(card).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/merchant/loyalty/customers/SB0001/adjust', body: { Points: 50, Reason: 'goodwill' } });
    expect(sent[0].key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('Coins of SB0001 adjusted; balance 150.00')).toBeInTheDocument();
  });

  it.each([['/merchant/loyalty', 'ภารกิจ: สแกนแข่ง'], ['/en/merchant/loyalty', 'Mission: Race scan']])("a customer's ledger at %s names a mission reward in the page's language (%s), not the stored English remark", async (url, mission) => {
    const items: LedgerRow[] = [
      { Id: 9, Kind: 'reward', Points: 40, Remaining: 40, ExpiresOn: '2027-11-30', OrderId: null, Remark: 'Mission: Race scan', Actor: null, CreatedAt: '2026-11-20T03:00:00.000Z', Mission: { Id: 3, Name: 'สแกนแข่ง', NameEn: 'Race scan' } },
      { Id: 8, Kind: 'adjust', Points: 5, Remaining: 5, ExpiresOn: null, OrderId: null, Remark: 'goodwill', Actor: 'admin', CreatedAt: '2026-11-19T03:00:00.000Z', Mission: null },
    ];
    server.use(http.get('*/api/merchant/loyalty/customers/:code/ledger', ({ params }) => contractJson('getMerchantLoyaltyCustomersByCodeLedger', { CustomerCode: String(params.code), Balance: 45, total: 2, items })));
    await renderApp(null, { url, merchant: superAdmin });
    const card = await screen.findByTestId('customer-ledger', {}, { timeout: 15_000 });
    await userEvent.type(within(card).getAllByRole('textbox')[0], 'SB0001');
    await userEvent.click(within(card).getByRole('button'));
    const rows = await within(card).findAllByTestId('admin-ledger-entry');
    expect(rows[0]).toHaveTextContent(mission);
    expect(rows[1]).toHaveTextContent('goodwill · admin');
  });
});
