import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { merchantCentresHandler, otherFeatures, superAdmin } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const jsonFile = (doc: unknown, name = 'webconfig.json') => new File([JSON.stringify(doc)], name, { type: 'application/json' });

describe('/admin/config/sync', () => {
  it('previews the file\'s changes, then applies them with the values the preview showed', async () => {
    const applied: unknown[] = [];
    const change = { Opt: 'ENABLE_FAQ', Current: 'Y', Incoming: 'N', Default: 'Y', Action: 'set' as const };
    server.use(
      http.post('*/api/merchant/admin/config/sync/preview', () => contractJson('postMerchantAdminConfigSyncPreview', { Tenant: 'sabai', Source: 'staging', Changes: [change], Unchanged: 40, NotInFile: [] })),
      http.post('*/api/merchant/admin/config/sync/apply', async ({ request }) => {
        applied.push(await request.json());
        return contractJson('postMerchantAdminConfigSyncApply', { Tenant: 'sabai', Applied: [change], Unchanged: 40 });
      }),
    );
    await renderApp(null, { url: '/en/admin/config/sync', merchant: superAdmin });
    await screen.findByRole('heading', { name: 'Config sync' });
    const file = { format: 'talad.webconfig', version: 1, tenantId: 'staging', flags: { ENABLE_FAQ: 'N' } };
    await user().upload(screen.getByTestId('config-file'), jsonFile(file));
    const preview = await screen.findByTestId('config-preview');
    expect(preview).toHaveTextContent('Flags to change: 1; already equal: 40 (file from staging).');
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('ENABLE_FAQYN');
    await userEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    await screen.findByText('1 flag changed', { selector: 'strong' });
    expect(applied).toEqual([{ File: file, Expected: { ENABLE_FAQ: 'Y' } }]);
  });

  it('lists what the tenant refuses (unknown flag) and applies nothing', async () => {
    let applies = 0;
    server.use(
      http.post('*/api/merchant/admin/config/sync/preview', () => errorJson(
        400, { IsException: true, Message: 'The configuration file does not fit this tenant', Errors: [{ field: '/body/File/flags/NOPE', reason: "unknown flag: tenant 'sabai' has no flag 'NOPE'" }] })),
      http.post('*/api/merchant/admin/config/sync/apply', () => { applies++; return contractJson('postMerchantAdminConfigSyncApply', { Tenant: 'sabai', Applied: [], Unchanged: 0 }); }),
    );
    await renderApp(null, { url: '/en/admin/config/sync', merchant: superAdmin });
    await user().upload(await screen.findByTestId('config-file'), jsonFile({ format: 'talad.webconfig', version: 1, flags: { NOPE: 'Y' } }));
    expect(await screen.findByTestId('file-problems')).toHaveTextContent("/body/File/flags/NOPE unknown flag: tenant 'sabai' has no flag 'NOPE'");
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(applies).toBe(0);
  });
});

describe('/utils/customerAllowJson', () => {
  it('shows the gate and the list; JSON edits are checked (dry run) before they are saved', async () => {
    const puts: { Mode: string; Customers: unknown[]; DryRun?: boolean }[] = [];
    server.use(
      http.get('*/api/merchant/utils/customerAllowJson', () => contractJson('getMerchantUtilsCustomerAllowJson', { Flag: 'CUSTOMER_ALLOW_LIST', Enabled: true, Data: [
        { CustomerCode: 'SB0001', Note: 'pilot', AddedBy: 'SB-ADMIN', AddedAt: '2026-11-20T10:00:00Z', CustomerName: 'ร้านสมใจ' },
        { CustomerCode: 'NEW-1', Note: '', AddedBy: 'SB-ADMIN', AddedAt: '2026-11-20T10:00:00Z', CustomerName: null },
      ] })),
      http.put('*/api/merchant/utils/customerAllowJson', async ({ request }) => {
        const body = (await request.json()) as (typeof puts)[number];
        puts.push(body);
        return contractJson('putMerchantUtilsCustomerAllowJson', { Added: 1, Updated: 0, Removed: 1, Unchanged: 1, NotCustomers: ['X9'], DryRun: !!body.DryRun });
      }),
    );
    await renderApp(null, { url: '/en/utils/customerAllowJson', merchant: superAdmin });
    expect(await screen.findByText('Gate on')).toBeInTheDocument();
    const list = await screen.findByTestId('allow-list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('SB0001ร้านสมใจpilot'), expect.stringContaining('NEW-1not a customer of this shop yet'),
    ]);
    const editor = screen.getByRole('textbox', { name: 'List (JSON)' });
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual([{ CustomerCode: 'SB0001', Note: 'pilot' }, { CustomerCode: 'NEW-1', Note: '' }]);
    expect(screen.getByRole('button', { name: 'Save list' })).toBeDisabled();
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste('["SB0001", "X9"]');
    await userEvent.click(screen.getByRole('button', { name: 'Check changes' }));
    expect(await screen.findByTestId('allow-check')).toHaveTextContent('1 added, 0 note changes, 1 removed, 1 unchanged. Not customers yet: X9.');
    await userEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await screen.findByText(/Saved: 1 added/);
    expect(puts).toEqual([
      { Mode: 'replace', Customers: [{ CustomerCode: 'SB0001' }, { CustomerCode: 'X9' }], DryRun: true },
      { Mode: 'replace', Customers: [{ CustomerCode: 'SB0001' }, { CustomerCode: 'X9' }], DryRun: false },
    ]);
  });
});
