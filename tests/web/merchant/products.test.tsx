import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { BANG_NA, LAT_PHRAO, merchantCentresHandler, otherFeatures, salesperson, superAdmin } from '../auth/session-fixtures';
import { contractJson, errorJson } from '../../../mocks/contract';
import type { AdvancePrice } from '../../../src/web/api/merchant-products';
import { renderApp } from '../render-app';
import { advancePrice, product } from './product-fixtures';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

describe('/merchant/product', () => {
  it('loads 12, load more adds 12, an empty load stops it; the switch flips only after the server did', async () => {
    const bodies: Record<string, unknown>[] = [];
    let toggleOk = false;
    server.use(
      http.post('*/api/products/pc/items', async ({ request }) => {
        const b = await request.json() as { skip: number; take: number };
        bodies.push(b);
        const n = b.skip >= 24 ? 0 : 12;
        return contractJson('postProductsPcItems', Array.from({ length: n }, (_, i) => product(`P${String(b.skip + i).padStart(3, '0')}`)));
      }),
      http.post('*/api/products/pc/item/:id/:dc/active', ({ params }) => (toggleOk
        ? contractJson('postProductsPcItemByIdByDcActive', { status: 200, P_Code: String(params.id), Disable: 'Y' })
        : errorJson(403, { IsException: true, Message: 'Forbidden' }))),
    );
    await renderApp(null, { url: '/en/merchant/product', merchant: superAdmin });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(12));
    expect(bodies[0]).toMatchObject({ take: 12, skip: 0, saleUnit: '1001' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    const sw = screen.getByRole('switch', { name: 'P000 on sale' });
    await userEvent.click(sw);
    await waitFor(() => expect(sw).not.toBeDisabled());
    expect(sw).toHaveAttribute('aria-checked', 'true');
    toggleOk = true;
    await userEvent.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'false'));
  });

  it("names each price's unit in the page's language (English falls back to Thai when the catalogue has none)", async () => {
    server.use(http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1'), product('P2', { UNIT1NAME: 'ขวด', UNIT1NAME_EN: '' })])));
    await renderApp(null, { url: '/en/merchant/product', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(2));
    const [p1, p2] = screen.getAllByTestId('product-row');
    expect(p1).toHaveTextContent('P1 · 10.00 / piece');
    expect(p2).toHaveTextContent('P2 · 10.00 / ขวด');
  });

  it('a salesperson cannot switch a product: the catalogue is shared by every centre', async () => {
    server.use(http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])));
    await renderApp(null, { url: '/en/merchant/product', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(1));
    expect(screen.getByRole('switch', { name: 'P1 on sale' })).toBeDisabled();
  });

  it('a barcode that finds nothing opens the scan-not-found dialog; a found one lists its product (take 10)', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(http.post('*/api/products/pc/items', async ({ request }) => {
      const b = await request.json() as { barcode?: string };
      bodies.push(b);
      return contractJson('postProductsPcItems', b.barcode === '885123' ? [product('P-SCAN')] : b.barcode ? [] : [product('P1')]);
    }));
    await renderApp(null, { url: '/en/merchant/product', merchant: salesperson });
    await screen.findAllByTestId('product-row');
    await userEvent.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = screen.getByTestId('scan-dialog');
    expect(within(dialog).getByText('No camera is available here. Type the barcode instead.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Barcode'), '000111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('scan-not-found')).toHaveTextContent('No product has the barcode 000111.');
    expect(bodies.at(-1)).toMatchObject({ barcode: '000111', take: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Scan again' }));
    await userEvent.type(within(screen.getByTestId('scan-dialog')).getByLabelText('Barcode'), '885123');
    await userEvent.click(within(screen.getByTestId('scan-dialog')).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(1));
    expect(screen.getByText('Product P-SCAN')).toBeInTheDocument();
  });
});

describe('/merchant/product/{code}', () => {
  it('asks for the second unit\'s fields when the product has two units, then saves', async () => {
    const puts: unknown[] = [];
    server.use(
      http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])),
      http.put('*/api/products/pc/item/P1', async ({ request }) => { puts.push(await request.json()); return contractJson('putProductsPcItemByCode', product('P1')); }),
    );
    await renderApp(null, { url: '/en/merchant/product/P1', merchant: superAdmin });
    await screen.findByDisplayValue('สินค้า P1');
    expect(screen.getAllByTestId('image-slot')).toHaveLength(5);
    await userEvent.selectOptions(screen.getByLabelText(/Number of units/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the unit code')).toBeInTheDocument();
    expect(screen.getByText('Please enter the unit name')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Unit 2 code/), 'PK');
    await userEvent.type(screen.getByLabelText(/Unit 2 name/), 'pack');
    await userEvent.type(screen.getByLabelText(/Unit 2 rate/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([expect.objectContaining({ UnitCount: 2, UNIT2: 'PK', UNIT2NAME: 'pack', UNIT2RATE: 12 })]));
  });

  it('a salesperson sees the shared catalogue read-only (the server refused every save with an English message): no Save, no picture buttons, fields disabled', async () => {
    server.use(http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [{ ...product('P1'), PIC_FILENAME: '/img/p1.png' }])));
    const { router } = await renderApp(null, { url: '/merchant/product/P1', merchant: salesperson });
    expect(await screen.findByDisplayValue('สินค้า P1')).toBeDisabled();
    expect(screen.getByTestId('catalogue-read-only')).toHaveTextContent('เฉพาะผู้ดูแลระบบสูงสุดเท่านั้นที่แก้ไขข้อมูลที่ทุกสาขาใช้ร่วมกันได้');
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ลบ' })).toBeNull();
    expect(screen.queryByText('เปลี่ยน')).toBeNull();
    await router.navigate('/merchant/product/P1/detail');
    expect(await screen.findByLabelText('ชิ้น ระดับ 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    await router.navigate('/merchant/product/P1/category');
    expect(await screen.findByLabelText('หมวดหมู่ระดับ 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
  });

  it('an English page is titled with the product\'s English name, a Thai page with its Thai name', async () => {
    server.use(http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])));
    const { router } = await renderApp(null, { url: '/en/merchant/product/P1', merchant: salesperson });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Product P1');
    await router.navigate('/en/merchant/product/P1/detail');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product P1'));
    await router.navigate('/merchant/product/P1/detail');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('สินค้า P1'));
  });

  it('a rate below zero is refused with the rate\'s one message (it also said "The value must be at least 0")', async () => {
    server.use(http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])));
    await renderApp(null, { url: '/en/merchant/product/P1', merchant: superAdmin });
    await screen.findByDisplayValue('สินค้า P1');
    await userEvent.selectOptions(screen.getByLabelText(/Number of units/), '2');
    await userEvent.type(screen.getByLabelText(/Unit 2 code/), 'PK');
    await userEvent.type(screen.getByLabelText(/Unit 2 name/), 'pack');
    await userEvent.type(screen.getByLabelText(/Unit 2 rate/), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText(/Unit 2 rate/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a rate above 0'));
  });

  it('an advance price page opened without its centre says the price was not found instead of loading for ever', async () => {
    server.use(
      http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])),
      http.post('*/api/merchant/advanceprice/GetAdvancePriceByProduct', () => contractJson('postMerchantAdvancepriceGetAdvancePriceByProduct', { Data: [] })),
    );
    await renderApp(null, { url: '/en/merchant/product/P1/advanceprice/pricelevelunit1', merchant: salesperson });
    expect(await screen.findByText('This advance price was not found.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('with no advance price the page says so outside the list, also when the centres come in after the page (it showed nothing)', async () => {
    server.use(
      http.get('*/authen/user/dcs', async () => { await delay(300); return contractJson('getAuthenUserDcs', [LAT_PHRAO, BANG_NA]); }),
      http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])),
      http.post('*/api/merchant/advanceprice/GetAdvancePriceByProduct', () => contractJson('postMerchantAdvancepriceGetAdvancePriceByProduct', { Data: [] })),
    );
    await renderApp(null, { url: '/en/merchant/product/P1/advanceprice', merchant: salesperson });
    const empty = await screen.findByText('No advance price at this branch.', {}, { timeout: 3000 });
    expect(empty.closest('ul')).toBeNull();
    expect(screen.getByLabelText('Branch')).toHaveValue('1001');
  });

  it('adds an advance price at the selected centre and edits a unit\'s levels with type default 2', async () => {
    let records: AdvancePrice[] = [];
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/products/pc/items', () => contractJson('postProductsPcItems', [product('P1')])),
      http.post('*/api/merchant/advanceprice/GetAdvancePriceByProduct', () => contractJson('postMerchantAdvancepriceGetAdvancePriceByProduct', { Data: records })),
      http.post('*/api/merchant/advanceprice', async ({ request }) => {
        // The save names the record's dates and the cells it sets (the same names as the record's).
        const b = await request.json() as Pick<AdvancePrice, 'DateStart' | 'DateEnd'> & Partial<AdvancePrice>;
        saves.push(b);
        records = [advancePrice(b.DateStart, b.DateEnd, { UNIT1PRICELEVEL1: b.UNIT1PRICELEVEL1 ?? null, UNIT1PRICELEVEL1TYPE: b.UNIT1PRICELEVEL1TYPE ?? '2' })];
        return contractJson('postMerchantAdvanceprice', { Data: records });
      }),
    );
    await renderApp(null, { url: '/en/merchant/product/P1/advanceprice', merchant: salesperson });
    await screen.findByText('No advance price at this branch.');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-12-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByTestId('advance-price');
    expect(saves[0]).toEqual({ P_Code: 'P1', SaleUnit: '1001', DateStart: '2026-12-01', DateEnd: '2026-12-31' });
    await userEvent.click(screen.getByRole('link', { name: 'Prices of piece' }));
    const level1 = await screen.findByLabelText('piece Level 1');
    expect(screen.getByLabelText('piece Level 1 tax type')).toHaveValue('2');
    await userEvent.type(level1, '8.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ OriginalDateStart: '2026-12-01', DateStart: '2026-12-01', UNIT1PRICELEVEL1: 8.5, UNIT1PRICELEVEL1TYPE: '2', UNIT1PRICELEVEL2: null });
  });
});
