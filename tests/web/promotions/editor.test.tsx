import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { contractJson, errorJson } from '../../../mocks/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { editorState } from '../../../src/web/promotions/draft-store';
import { merchantCentresHandler, otherFeatures, salesperson } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { editorHandlers, header, listItem } from './fixtures';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => {
  resetCentreSync();
  editorState.draft = null;
  editorState.key = null;
});

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent ?? '');

async function pick(button: string, item: RegExp, done = 'Done') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: item }));
  await userEvent.click(within(dialog).getByRole('button', { name: done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: button })).toBeNull());
}

describe('promotion editor (en)', () => {
  it('stops each step on every missing field with the spec\'s message, then saves buy 10 get 1 free', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    const takes = { products: [] as string[], customers: [] as string[] };
    server.use(...editorHandlers(saves, takes), http.get('*/api/promotion/list', () => contractJson('getPromotionList', { Data: [listItem(77, 'CURRENT')] })));
    const { router } = await renderApp(null, { url: '/en/merchant/promotion/new', merchant: salesperson });

    // Step 1: nothing typed → the three required messages; the page stays.
    // The editor is a lazy chunk: its first import can take seconds on a loaded machine.
    const next = await screen.findByRole('button', { name: 'Next' }, { timeout: 15_000 });
    await userEvent.click(next);
    await waitFor(() => expect(screen.getByText('Please enter promotion name')).toBeInTheDocument());
    expect(screen.getByText('Please enter promotion short name')).toBeInTheDocument();
    expect(screen.getByText('Please enter promotion remark')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/merchant/promotion/new');
    // The default span is 7 days (DD/MM/YYYY).
    const begin = (screen.getByLabelText(/Start date/) as HTMLInputElement).value;
    const end = (screen.getByLabelText(/End date/) as HTMLInputElement).value;
    const day = (s: string) => { const [d, m, y] = s.split('/').map(Number); return Date.UTC(y, m - 1, d); };
    expect((day(end) - day(begin)) / 86_400_000).toBe(7);

    await userEvent.type(screen.getByLabelText(/Promotion name/), 'Buy 10 get 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByText('Please enter promotion name')).toBeNull());
    expect(screen.getByText('Please enter promotion short name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Short name/), '10+1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByText('Please enter promotion short name')).toBeNull());
    expect(screen.getByText('Please enter promotion remark')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/merchant/promotion/new');
    await userEvent.type(screen.getByLabelText(/Remark/), 'Cola week');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: no line, no products.
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/promotion/new/condition'));
    // The step's own content first: a lazy step keeps the previous page on screen while it loads.
    await screen.findByRole('button', { name: 'Add line' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(alerts().join('|')).toContain('Please enter calculation detail'));
    expect(screen.getByText('Please select sale item')).toBeInTheDocument();
    expect(screen.getByText('Please select free item')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.type(screen.getByLabelText('Buy min'), '10');
    await userEvent.type(screen.getByLabelText('Every'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Please enter free item quantity in calculation detail')).toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('Free qty'), '1');
    // A message goes as soon as its field is fixed, before the next try.
    await waitFor(() => expect(screen.queryByText('Please enter free item quantity in calculation detail')).toBeNull());
    await pick('Pick sale items', /Cola/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByText('Please select sale item')).toBeNull());
    expect(screen.getByText('Please select free item')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/merchant/promotion/new/condition');
    await pick('Pick free items', /Cola/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 3: everyone by default; unticking "all" asks for a choice.
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/promotion/new/detail'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'All customers' }));
    await screen.findByRole('checkbox', { name: 'All (Store types)' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'All (Store types)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'All (Customer types)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Please specify customers participating in the promotion')).toBeInTheDocument());
    expect(screen.getByText('Please select store type')).toBeInTheDocument();
    expect(screen.getByText('Please select customer type')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await pick('Pick customers', /ร้านสมใจ/);
    // Spec page sizes: the product popup asks 12 at a time, the customer popup 48.
    expect(new Set(takes.products)).toEqual(new Set(['12']));
    expect(new Set(takes.customers)).toEqual(new Set(['48']));
    await userEvent.click(screen.getByRole('checkbox', { name: /MT Minimart/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /01 Retail shop/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].url).toMatch(/\/api\/promotion\/create$/);
    expect(saves[0].body).toMatchObject({
      SaleUnit: '1001',
      Promotion: { PromotionName: 'Buy 10 get 1', Opt30: '10+1', PromotionRemark: 'Cola week', PromotionType: '1', FlagEnabled: 'Y', DateBegin: begin, DateEnd: end },
      PromotionDetails: [{ PromotionLn: 1, BuyMin: 10, OrderBuy: 10, FreeNumber: 1, DiscType: 'FreeItem' }],
      ProductsSale: ['P-COLA'], ProductsFree: ['P-COLA'], Customers: ['C001'], Stores: ['MT'], CustomerTypes: ['01'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/promotion'));
    expect(await screen.findByText('Promotion saved')).toBeInTheDocument();
  }, 60_000);

  it('a discount promotion asks for the discount of every line', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(...editorHandlers(saves));
    const { router } = await renderApp(null, { url: '/en/merchant/promotion/new', merchant: salesperson });
    await userEvent.type(await screen.findByLabelText(/Promotion name/), 'Ten off');
    await userEvent.type(screen.getByLabelText(/Short name/), '-10');
    await userEvent.type(screen.getByLabelText(/Remark/), 'r');
    await userEvent.selectOptions(screen.getByLabelText(/Promotion type/), 'Bill discount');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/promotion/new/condition'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add line' }));
    await userEvent.type(screen.getByLabelText('Buy min'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Please enter discount in calculation detail')).toBeInTheDocument());
    // A bill discount needs no sale item.
    expect(screen.queryByText('Please select sale item')).toBeNull();
    expect(screen.queryByText('Please select free item')).toBeNull();
  });

  it('a percent discount above 100 is refused on its line, in Thai on a Thai page (it went on to step 3)', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(...editorHandlers(saves));
    const { router } = await renderApp(null, { url: '/merchant/promotion/new', merchant: salesperson });
    await userEvent.type(await screen.findByLabelText(/ชื่อโปรโมชั่น/), 'ลดท้ายบิล');
    await userEvent.type(screen.getByLabelText(/ชื่อย่อ/), 'ลด');
    await userEvent.type(screen.getByLabelText(/หมายเหตุ/), 'r');
    await userEvent.selectOptions(screen.getByLabelText(/ประเภทโปรโมชั่น/), 'ส่วนลดท้ายบิล');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/promotion/new/condition'));
    await userEvent.click(await screen.findByRole('button', { name: 'เพิ่มบรรทัด' }));
    await userEvent.type(screen.getByLabelText('ซื้อขั้นต่ำ'), '1000');
    await userEvent.type(screen.getByLabelText('ส่วนลด'), '120');
    await userEvent.selectOptions(screen.getByLabelText('ประเภทส่วนลด'), 'DiscountPercent');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(screen.getByText('กรุณาระบุส่วนลดไม่เกิน 100 เปอร์เซ็นต์ในรายละเอียดการคำนวณ')).toBeInTheDocument());
    expect(screen.getByLabelText('ส่วนลด')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/merchant/promotion/new/condition');
  });

  it('edits an existing promotion: loads it, keeps its id and updates it', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(...editorHandlers(saves), http.get('*/api/promotion/detail/5', () => contractJson('getPromotionDetailById', {
      Promotion: header(5, 'SOON', { PromotionName: 'Old name' }), PromotionType: 'FreeItem', Weekdays: [0, 1, 2, 3, 4],
      PromotionDetails: [{ PromotionLn: 1, BuyMin: 10, BuyMax: 0, OrderBuy: 10, FreeNumber: 1, DiscNumber: 0, DiscType: 'FreeItem', DiscTypeCode: 'F', Opt6: '' }],
      ProductsSale: [{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' }], ProductsFree: [{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' }],
      Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [],
    })), http.get('*/api/promotion/list', () => contractJson('getPromotionList', { Data: [] })));
    const { router } = await renderApp(null, { url: '/en/merchant/promotion/5', merchant: salesperson });
    const name = await screen.findByLabelText(/Promotion name/);
    expect(name).toHaveValue('Old name');
    await userEvent.clear(name);
    await userEvent.type(name, 'New name');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/promotion/5/condition'));
    expect(await screen.findByTestId('products-free')).toHaveTextContent('P-COLA');
    // Stored 0 is "no upper bound": empty, as the hint under the lines says, not a maximum of 0.
    expect(screen.getByLabelText('Buy max')).toHaveValue(null);
    expect(screen.getByLabelText('Every')).toHaveValue(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/promotion/5/detail'));
    await screen.findByRole('checkbox', { name: 'Sat' });
    expect(screen.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].url).toMatch(/\/api\/promotion\/update\/5$/);
    expect(saves[0].body).toMatchObject({ Promotion: { PromotionName: 'New name' }, Weekdays: [0, 1, 2, 3, 4] });
  });

  it('shows the server\'s refusal on the field it names', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(http.post('*/api/promotion/create', () => errorJson(400, {
      IsException: true, Message: 'Please select customer type', Errors: [{ field: '/body/CustomerTypes', reason: 'Please select customer type' }],
    })), ...editorHandlers(saves));
    editorState.key = 'new';
    editorState.draft = {
      id: null, SaleUnit: '1001',
      Promotion: { PromotionName: 'n', Opt30: 's', PromotionRemark: 'r', DateBegin: '20/11/2026', DateEnd: '27/11/2026', FlagEnabled: 'Y', PromotionType: '1', SalesNumber: '1', CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL' },
      PromotionDetails: [{ BuyMin: 10, BuyMax: '', OrderBuy: 10, FreeNumber: 1, DiscNumber: '', DiscType: 'FreeItem' }],
      ProductsSale: [{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' }], ProductsFree: [{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' }],
      Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [], Weekdays: [0, 1, 2, 3, 4, 5, 6],
    };
    await renderApp(null, { url: '/en/merchant/promotion/new/detail', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select customer type')).toBeInTheDocument();
  });
});

/** A draft of the editor as the earlier steps leave it (free item, everyone), with `over` on top. */
function seedDraft(over: Partial<NonNullable<typeof editorState.draft>> = {}) {
  editorState.key = 'new';
  editorState.draft = {
    id: null, SaleUnit: '1001',
    Promotion: { PromotionName: 'n', Opt30: 's', PromotionRemark: 'r', DateBegin: '20/11/2026', DateEnd: '27/11/2026', FlagEnabled: 'Y', PromotionType: '1', SalesNumber: '1', CustomerList: 'ALL', Opt15: 'ALL', CustomerTypeList: 'ALL' },
    PromotionDetails: [{ BuyMin: 10, BuyMax: '', OrderBuy: 10, FreeNumber: 1, DiscNumber: '', DiscType: 'FreeItem' }],
    ProductsSale: [{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' }], ProductsFree: [{ P_Code: 'P-COLA', PRODUCTNAME: 'โคล่า', PRODUCTNAME_EN: 'Cola' }],
    Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [], Weekdays: [0, 1, 2, 3, 4, 5, 6],
    ...over,
  };
}

describe('promotion editor: a refused step shows where (the buttons are at the foot of a phone\'s page)', () => {
  // jsdom has no layout: what the page asked to bring into view is recorded instead.
  const shown: Element[] = [];
  beforeEach(() => {
    shown.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) { shown.push(this); };
    return () => { delete (Element.prototype as Partial<Element>).scrollIntoView; };
  });

  it('step 2: the line without a free quantity is marked, focused and brought into view', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(...editorHandlers(saves));
    seedDraft({ PromotionDetails: [
      { BuyMin: 10, BuyMax: '', OrderBuy: 10, FreeNumber: 1, DiscNumber: '', DiscType: 'FreeItem' },
      { BuyMin: 20, BuyMax: '', OrderBuy: 20, FreeNumber: '', DiscNumber: '', DiscType: 'FreeItem' },
    ] });
    await renderApp(null, { url: '/en/merchant/promotion/new/condition', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.getByText('Please enter free item quantity in calculation detail')).toBeInTheDocument());
    const [line1, line2] = screen.getAllByTestId('promotion-line');
    const missing = within(line2).getByLabelText('Free qty');
    expect(missing).toHaveAttribute('aria-invalid', 'true');
    expect(within(line1).getByLabelText('Free qty')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(missing).toHaveFocus());
    expect(shown).toContain(missing);
  });

  it('step 3: Save without customers brings the customers\' message into view', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(...editorHandlers(saves));
    seedDraft();
    editorState.draft!.Promotion.CustomerList = '';
    await renderApp(null, { url: '/en/merchant/promotion/new/detail', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 }));
    const message = await screen.findByText('Please specify customers participating in the promotion');
    await waitFor(() => expect(shown).toContain(message));
    expect(saves).toEqual([]);
  });
});

describe('promotion editor (th)', () => {
  it('stops each step with the Thai messages', async () => {
    const saves: { url: string; body: Record<string, unknown> }[] = [];
    server.use(...editorHandlers(saves));
    const { router } = await renderApp(null, { url: '/merchant/promotion/new', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(screen.getByText('กรุณาระบุชื่อโปรโมชั่น')).toBeInTheDocument());
    expect(screen.getByText('กรุณาระบุชื่อย่อโปรโมชั่น')).toBeInTheDocument();
    expect(screen.getByText('กรุณาระบุหมายเหตุโปรโมชั่น')).toBeInTheDocument();
    expect(screen.queryByText('Please enter promotion name')).toBeNull();
    await userEvent.type(screen.getByLabelText(/ชื่อโปรโมชั่น/), 'ซื้อ 10 แถม 1');
    await userEvent.type(screen.getByLabelText(/ชื่อย่อ/), '10+1');
    await userEvent.type(screen.getByLabelText(/หมายเหตุ/), 'ทดสอบ');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/promotion/new/condition'));
    await screen.findByRole('button', { name: 'เพิ่มบรรทัด' });
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(screen.getByText('กรุณาระบุรายละเอียดการคำนวณ')).toBeInTheDocument());
    expect(screen.getByText('กรุณาเลือกสินค้าของแถม')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกสินค้าที่ร่วมรายการ')).toBeInTheDocument();
  });

  it('a product picked on the Thai page shows its English name on the English page', async () => {
    server.use(...editorHandlers([]));
    const { router } = await renderApp(null, { url: '/merchant/promotion/new', merchant: salesperson });
    await userEvent.type(await screen.findByLabelText(/ชื่อโปรโมชั่น/, {}, { timeout: 15_000 }), 'ซื้อ 10 แถม 1');
    await userEvent.type(screen.getByLabelText(/ชื่อย่อ/), '10+1');
    await userEvent.type(screen.getByLabelText(/หมายเหตุ/), 'ทดสอบ');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await screen.findByRole('button', { name: 'เพิ่มบรรทัด' });
    await pick('เลือกสินค้าที่ร่วมรายการ', /โคล่า/, 'ตกลง');
    expect(screen.getByTestId('products-sale')).toHaveTextContent('โคล่า');
    await router.navigate('/en/merchant/promotion/new/condition');
    await screen.findByRole('button', { name: 'Add line' });
    await waitFor(() => expect(screen.getByTestId('products-sale')).toHaveTextContent('Cola'));
    expect(screen.getByTestId('products-sale')).not.toHaveTextContent('โคล่า');
  });
});
