import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ref } from 'valtio';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers, exception } from '../../../mocks/handlers';
import type { AdminFlag } from '../../../src/web/api/webconfig-admin';
import type { TenantsAnswer } from '../../../src/web/api/webconfig-tenants';
import { configStore } from '../../../src/web/app/config-store';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { toastStore } from '../../../src/web/widgets/toast-store';
import { renderApp } from '../render-app';
import { merchantCentresHandler, otherFeatures, salesperson, superAdmin } from '../auth/session-fixtures';
import { mswServer } from '../msw-server';

// Lazy screen chunks load slowly on a busy 2-core machine; waiting is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

/** A flag as the server lists it: its type is always sent (declared, else Y/N when the default is Y or N, else text: engine flagTypeOf). */
const flag = (Opt: string, OptValue: string, Default = OptValue, extra: Partial<AdminFlag> = {}): AdminFlag => ({
  Opt, OptValue, Default, Overridden: OptValue !== Default, Type: { type: Default === 'Y' || Default === 'N' ? 'yn' : 'text' }, UpdatedAt: null, UpdatedBy: null, ...extra,
});

/** An in-memory flag table behind GET/PUT/DELETE api/webConfig/admin/items. */
function flagServer(initial: AdminFlag[]) {
  const flags = new Map(initial.map((f) => [f.Opt, f]));
  const puts: unknown[] = [];
  const deletes: string[] = [];
  server.use(
    http.get('*/api/webConfig/admin/items', () => contractJson('getWebConfigAdminItems', { Data: [...flags.values()] })),
    http.put('*/api/webConfig/admin/items', async ({ request }) => {
      const body = (await request.json()) as { Opt: string; OptValue: string };
      puts.push(body);
      const f = flags.get(body.Opt)!;
      flags.set(body.Opt, { ...f, OptValue: body.OptValue, Overridden: body.OptValue !== f.Default, UpdatedBy: 'SB-ADMIN', UpdatedAt: '2026-11-21T03:00:00Z' });
      return contractJson('putWebConfigAdminItems', { Data: body });
    }),
    http.delete('*/api/webConfig/admin/items/:opt', ({ params }) => {
      const f = flags.get(String(params.opt))!;
      deletes.push(f.Opt);
      flags.set(f.Opt, { ...f, OptValue: f.Default, Overridden: false });
      return contractJson('deleteWebConfigAdminItemsByOpt', { Data: { Opt: f.Opt, OptValue: f.Default } });
    }),
  );
  return { puts, deletes, flags };
}

const row = (name: string) => screen.getAllByTestId('flag-row').find((r) => r.getAttribute('data-flag') === name)!;

describe('/merchant/webconfig', () => {
  it('shows each flag by its label, description and type, grouped, with the raw key secondary; a Y/N switch saves at once and the table follows', async () => {
    const api = flagServer([flag('ENABLE_HOWTO', 'Y'), flag('ENABLE_FAQ', 'N', 'Y'), flag('CATEGORY_DRAWER_MODE', 'hierarchy')]);
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    await screen.findByRole('heading', { name: 'Web configuration' });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(3));
    expect(screen.getByText('3 flags, 1 changed')).toBeInTheDocument();
    expect(within(row('ENABLE_HOWTO')).getByTestId('flag-label')).toHaveTextContent('"How to order" link');
    expect(within(row('ENABLE_HOWTO')).getByTestId('flag-description')).toHaveTextContent('Shows "How to order" in the top bar.');
    expect(within(row('ENABLE_HOWTO')).getByText('Yes/No')).toBeInTheDocument();
    expect(within(row('ENABLE_HOWTO')).getByText('ENABLE_HOWTO')).toBeInTheDocument();
    expect(screen.getAllByTestId('flag-group').map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['Storefront and catalogue']);
    const howto = within(row('ENABLE_HOWTO')).getByRole('switch', { name: '"How to order" link' });
    expect(howto).toHaveAttribute('aria-checked', 'true');
    expect(within(row('ENABLE_FAQ')).getByText('Changed')).toBeInTheDocument();

    await userEvent.click(howto);
    await waitFor(() => expect(api.puts).toEqual([{ Opt: 'ENABLE_HOWTO', OptValue: 'N' }]));
    await waitFor(() => expect(within(row('ENABLE_HOWTO')).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(toastStore.toasts.at(-1)).toMatchObject({ kind: 'success', message: '"How to order" link is now N' });
    expect(within(row('ENABLE_HOWTO')).getByText(/Changed by SB-ADMIN/)).toBeInTheDocument();
  });

  it('saves a choice and a number with Save, and puts a changed flag back to its default', async () => {
    const api = flagServer([
      flag('CATEGORY_DRAWER_MODE', 'hierarchy', 'hierarchy', { Type: { type: 'enum', values: ['hierarchy', 'displayGroup', 'customSort'] } }),
      flag('SIDE_MENU_CATEGORY_LEVEL', '1', '1', { Type: { type: 'int', minimum: 1, maximum: 3 } }),
      flag('ENABLE_FAQ', 'N', 'Y'),
    ]);
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(3));
    expect(within(row('CATEGORY_DRAWER_MODE')).getByText('Choice')).toBeInTheDocument();
    const choice = within(row('CATEGORY_DRAWER_MODE')).getByRole('combobox', { name: '"Search by category" content' });
    const save = within(row('CATEGORY_DRAWER_MODE')).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(choice, 'displayGroup');
    await userEvent.click(save);
    await waitFor(() => expect(api.puts).toEqual([{ Opt: 'CATEGORY_DRAWER_MODE', OptValue: 'displayGroup' }]));
    const level = within(row('SIDE_MENU_CATEGORY_LEVEL')).getByRole('textbox', { name: 'Category levels in the side menu' });
    expect(within(row('SIDE_MENU_CATEGORY_LEVEL')).getByText('Number')).toBeInTheDocument();
    await userEvent.clear(level);
    await userEvent.type(level, '2');
    await userEvent.click(within(row('SIDE_MENU_CATEGORY_LEVEL')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts).toContainEqual({ Opt: 'SIDE_MENU_CATEGORY_LEVEL', OptValue: '2' }));

    await userEvent.click(within(row('ENABLE_FAQ')).getByRole('button', { name: 'Back to default' }));
    await waitFor(() => expect(api.deletes).toEqual(['ENABLE_FAQ']));
    await waitFor(() => expect(within(row('ENABLE_FAQ')).getByRole('switch')).toHaveAttribute('aria-checked', 'true'));
  });

  it('re-reads the table when the live stream brings another change', async () => {
    const api = flagServer([flag('ENABLE_HOWTO', 'Y')]);
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(1));
    api.flags.set('ENABLE_HOWTO', flag('ENABLE_HOWTO', 'N', 'Y'));
    act(() => {
      configStore.remoteFlags = ref<Record<string, string>>({ ENABLE_HOWTO: 'N' });
    });
    await waitFor(() => expect(within(row('ENABLE_HOWTO')).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
  });

  it('shows a change that arrives live while the table is still being read', async () => {
    // The first read left before the change and answers after it: the live change must bring a
    // new read, not join that one.
    const api = flagServer([flag('ENABLE_HOWTO', 'Y')]);
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let reads = 0;
    server.use(http.get('*/api/webConfig/admin/items', async () => {
      reads += 1;
      const answer = contractJson('getWebConfigAdminItems', { Data: [...api.flags.values()] });
      if (reads === 1) await held;
      return answer;
    }));
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(reads).toBe(1));
    api.flags.set('ENABLE_HOWTO', flag('ENABLE_HOWTO', 'N', 'Y'));
    act(() => {
      configStore.remoteFlags = ref<Record<string, string>>({ ENABLE_HOWTO: 'N' });
    });
    release();
    await waitFor(() => expect(within(row('ENABLE_HOWTO')).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
  });

  it('searches labels and descriptions as well as the raw key', async () => {
    flagServer([flag('ENABLE_HOWTO', 'Y'), flag('ENABLE_FAQ', 'Y'), flag('DISABLE_GUEST_MODE', 'N')]);
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search flags' });
    await userEvent.type(search, 'sign in');
    expect(screen.getAllByTestId('flag-row').map((r) => r.getAttribute('data-flag'))).toEqual(['DISABLE_GUEST_MODE']);
    await userEvent.clear(search);
    await userEvent.type(search, 'enable_faq');
    expect(screen.getAllByTestId('flag-row').map((r) => r.getAttribute('data-flag'))).toEqual(['ENABLE_FAQ']);
  });

  it('reads in Thai on the Thai page, grouped by Thai group names', async () => {
    flagServer([flag('ENABLE_HOWTO', 'Y'), flag('DISABLE_GUEST_MODE', 'N')]);
    await renderApp(null, { url: '/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(2));
    expect(within(row('DISABLE_GUEST_MODE')).getByTestId('flag-label')).toHaveTextContent('ปิดการเข้าชมแบบผู้เยี่ยมชม');
    expect(screen.getAllByTestId('flag-group').map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['การเข้าใช้งาน', 'หน้าร้านและสินค้า']);
    await userEvent.type(screen.getByRole('searchbox'), 'วิธีการสั่งซื้อ');
    expect(screen.getAllByTestId('flag-row').map((r) => r.getAttribute('data-flag'))).toEqual(['ENABLE_HOWTO']);
  });

  it("names the centre in sabai's word: its admin reads สาขา / branch, not the file's ศูนย์ / centre", async () => {
    flagServer([flag('ENABLE_SWITCH_DC', 'Y'), flag('DISABLE_DC_PICKER_AT_START', 'N')]);
    const view = await renderApp(null, { url: '/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(2));
    expect(within(row('ENABLE_SWITCH_DC')).getByTestId('flag-label')).toHaveTextContent('เปลี่ยนสาขา');
    expect(within(row('DISABLE_DC_PICKER_AT_START')).getByTestId('flag-description')).toHaveTextContent('ใช่: ใช้สาขาแรกหรือสาขาที่บันทึกไว้โดยไม่ถามในการเข้าชมครั้งแรก');
    expect(screen.getByRole('heading', { level: 2, name: 'สาขา' })).toBeInTheDocument();
    view.unmount();
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('flag-row')).toHaveLength(2));
    expect(within(row('ENABLE_SWITCH_DC')).getByTestId('flag-label')).toHaveTextContent('Switch branch');
    expect(screen.getByRole('heading', { level: 2, name: 'Branches' })).toBeInTheDocument();
  });

  it('is not for sales staff: the guard sends them to /merchant and the drawer has no Configuration', async () => {
    const { router } = await renderApp(null, { url: '/en/merchant/webconfig', merchant: salesperson });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant'));
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByTestId('merchant-drawer');
    expect(within(drawer).queryByText('Configuration')).toBeNull();
    expect(within(drawer).queryByText('Log')).toBeNull();
  });

  it('says so when the server refuses', async () => {
    server.use(http.get('*/api/webConfig/admin/items', () => exception(403, 'Super admin only')));
    await renderApp(null, { url: '/en/merchant/webconfig', merchant: superAdmin });
    expect(await screen.findByText('Only a super admin can see this page.')).toBeInTheDocument();
  });
});

describe('/merchant/webconfig/compare and /tenants', () => {
  const tenants: TenantsAnswer = {
    Data: [
      { TenantId: 'khongdee', Name: { th: 'ของดีซัพพลาย', en: 'Khong Dee Supply' }, Hosts: ['khongdee.localhost'], Valid: true, Serving: true, Stale: false, State: 'ok', LastGoodAt: null, Errors: [] },
      { TenantId: 'sabai', Name: { th: 'สบายมาร์ท', en: 'Sabai Mart' }, Hosts: ['sabai.localhost'], Valid: true, Serving: true, Stale: false, State: 'ok', LastGoodAt: null, Errors: [] },
      {
        TenantId: 'broken', Name: null, Hosts: [], Valid: false, Serving: false, Stale: false, State: 'down', LastGoodAt: null,
        Errors: [{ file: 'tenants/broken/tenant.json', pointer: '/flags/NOT_A_FLAG', reason: 'unknown flag NOT_A_FLAG' }],
      },
    ],
    BaseErrors: [],
  };

  it('puts two tenants side by side and marks the differences', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/webConfig/tenants', () => contractJson('getWebConfigTenants', tenants)),
      http.get('*/api/webConfig/admin/compare', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('a')}|${q.get('b')}`);
        return contractJson('getWebConfigAdminCompare', { A: q.get('a') ?? '', B: q.get('b') ?? '', Data: [{ Opt: 'DISABLE_GUEST_MODE', A: 'N', B: 'Y', Different: true }, { Opt: 'ENABLE_CHAT', A: 'Y', B: 'Y', Different: false }] });
      }),
    );
    await renderApp(null, { url: '/en/merchant/webconfig/compare', merchant: superAdmin });
    expect(await screen.findByTestId('compare-summary')).toHaveTextContent('1 difference');
    expect(asked[0]).toBe('sabai|khongdee');
    const rows = screen.getAllByTestId('compare-row');
    expect(rows.map((r) => r.getAttribute('data-different'))).toEqual(['true', 'false']);
    expect(screen.getByRole('columnheader', { name: 'Khong Dee Supply (khongdee)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
    expect(screen.getAllByTestId('compare-row')).toHaveLength(1);
    // Tenants whose bundle is not served cannot be compared.
    expect(within(screen.getByRole('combobox', { name: 'Shop B' })).queryByRole('option', { name: 'broken' })).toBeNull();
  });

  it('lists the tenants with their validation state and each error by file, pointer and reason', async () => {
    server.use(http.get('*/api/webConfig/tenants', () => contractJson('getWebConfigTenants', tenants)));
    await renderApp(null, { url: '/en/merchant/webconfig/tenants', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('tenant-card')).toHaveLength(3));
    const broken = screen.getAllByTestId('tenant-card').find((c) => c.getAttribute('data-tenant') === 'broken')!;
    expect(within(broken).getByText('1 error')).toBeInTheDocument();
    expect(within(broken).getByText('Not serving')).toBeInTheDocument();
    const error = within(broken).getByTestId('bundle-error');
    expect(error).toHaveTextContent('tenants/broken/tenant.json');
    expect(error).toHaveTextContent('/flags/NOT_A_FLAG');
    expect(error).toHaveTextContent('unknown flag NOT_A_FLAG');
    expect(screen.getAllByText('Valid')).toHaveLength(2);
  });
});

describe('/merchant/log', () => {
  it('shows who, when, before and after, newest first, 20 per page', async () => {
    const skips: string[] = [];
    server.use(
      http.get('*/api/log', ({ request }) => {
        const q = new URL(request.url).searchParams;
        skips.push(`${q.get('skip')}/${q.get('take')}`);
        const page = Number(q.get('skip')) / 20;
        return contractJson('getLog', {
          Total: 25,
          Data: [{ Id: 25 - page * 20, At: '2026-11-21T03:04:05Z', ActorKind: 'merchant', ActorId: 'SB-ADMIN', ActorName: 'Sabai admin', Action: 'webConfig.set', Target: 'ENABLE_HOWTO', Before: { ENABLE_HOWTO: 'Y' }, After: { ENABLE_HOWTO: page ? 'Y' : 'N' } }],
        });
      }),
    );
    await renderApp(null, { url: '/en/merchant/log', merchant: superAdmin });
    const first = await screen.findByTestId('log-row');
    expect(first).toHaveTextContent('Sabai admin');
    expect(first).toHaveTextContent('Flag changed');
    expect(first).toHaveTextContent('ENABLE_HOWTO: Y');
    expect(first).toHaveTextContent('ENABLE_HOWTO: N');
    expect(first).toHaveTextContent('21 Nov 2026, 10:04:05');
    expect(screen.getByText('Page 1 of 2 (25 entries)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2 (25 entries)')).toBeInTheDocument());
    expect(skips).toEqual(['0/20', '20/20']);
  });
});
