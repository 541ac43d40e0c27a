import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers, mockToken } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { rootSession } from '../../../src/web/session/root-session';
import { customerCentresHandler, merchantCentresHandler, otherFeatures, salesperson, BANG_NA } from '../auth/session-fixtures';
import { contractJson, contractJsonAt, errorJson } from '../../../mocks/contract';
import type { CustomerProfile, CustomerRow } from '../../../src/web/api/merchant-customers';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

/** The customer as every customer answer carries it (sign-in, profile, login as the client): no location, no tax number. */
const customerFields = {
  CUSTOMERCODE: 'SB0001', CUSTOMERNAME: 'Somsri Trading', CustomerProfileCode: 'PSB0001', userRole: 'CUSTOMER', Phone: '0810000001', MobileNo: '0810000001', Email: null,
  ADDRESS: '45/12 Lat Phrao 64', ZIP: '10310', TAXNO: null, RouteStep2: 'RETAIL,BKK', NewCustomer: 'N', AccountCode: null, ActiveDC: '1002', ActiveDCName: 'Sabai Bang Na',
  AmpherID: null, AmpherName: null, ProvinceID: null, ProvinceName: null, TownID: null, TownName: null, AuthorizeAmount: 0, DebtAmount: 0, COMPANYCODE: 'sabai',
  IsBjcSapCustomer: false, lat: null, lon: null, PersonType: null, PicFileName: null, ShopPhotoImage: null, SALEUNIT: '1002', SALEUNIT_NAME: 'Sabai Bang Na',
} as const;

const profile: CustomerProfile = {
  ...customerFields, Status: 'A', NeverLoggedIn: false, Tags: ['RETAIL', 'BKK'], TagNames: [tagName('RETAIL'), tagName('BKK')],
  CreatedAt: '2026-09-01T00:00:00Z', Centres: [{ SaleUnit: '1002', DIST_NAME: 'Sabai Bang Na', DIST_SHORTNAME: 'Bang Na', TypeCode: 'RT' }],
  Stats: { Orders: 3, Sales: 4500, LastOrderAt: '2026-11-19T03:00:00Z' },
};

/** Tags as the server names them (tags/seed.ts); 'OLD' has no tag any more and is named by its code. */
function tagName(code: string) {
  const names: Record<string, [string, string, string]> = { RETAIL: ['ร้านค้าปลีก', 'Retail', '#2e7d32'], BKK: ['กรุงเทพฯ', 'Bangkok', '#1565c0'], AGENT: ['ตัวแทน', 'Agent', '#ef6c00'] };
  const [NameTh, NameEn, Color] = names[code] ?? [code, code, ''];
  return { Code: code, NameTh, NameEn, Color };
}

/** A customer list row as `GET api/customers/list` sends it: a retail customer of Bang Na unless told. */
function customerRow(fields: Partial<CustomerRow> & Pick<CustomerRow, 'Code' | 'Name'>): CustomerRow {
  return {
    CustomerCode: fields.Code, CustomerProfileCode: `P${fields.Code}`, SaleUnit: '1002', TypeCode: 'RT', MobileNo: '', RouteStep2: '', Tags: [], TagNames: [], NewCustomer: 'N',
    Status: 'A', NeverLoggedIn: false, CreatedAt: '2026-09-01T00:00:00Z', ...fields,
  };
}

describe('/merchant/customer', () => {
  it('dates the points\' expiry like every other date of the page (and the coupons\' last day the same way) (a Thai page showed ถึง 2027-11-30)', async () => {
    server.use(
      http.get('*/api/merchant/customer/SB0001/1001/points', () => contractJson('getMerchantCustomerByCodeBySaleUnitPoints', {
        CustomerCode: 'SB0001', Balance: 80,
        Data: [{ Id: 1, Kind: 'adjust', Points: 80, Remaining: 80, ExpiresOn: '2027-11-30', OrderId: null, SaleUnit: '1001', Remark: 'Campaign', CreatedAt: '2026-11-20T03:00:00Z' }],
      })),
    );
    await renderApp(null, { url: '/merchant/customer/SB0001/1001/point', merchant: salesperson });
    const when = (text: string) => (_: string, el: Element | null) => el?.tagName === 'SPAN' && el.textContent === text;
    expect(await screen.findByText(when('20 พ.ย. 2569 10:00 · ถึง 30 พ.ย. 2570'))).toBeInTheDocument();
  });

  it('lists customers with their tags and searches after typing stops', async () => {
    const seen: string[] = [];
    server.use(http.get('*/api/customers/list', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text') ?? '';
      seen.push(text);
      const rows = [
        customerRow({ Code: 'SB0001', Name: 'Somsri Trading', MobileNo: '0810000001', Tags: ['RETAIL', 'BKK'], TagNames: [tagName('RETAIL'), tagName('BKK')], RouteStep2: 'RETAIL,BKK' }),
        customerRow({ Code: 'SB0004', Name: 'Wichai Agent', MobileNo: '0810000004', Tags: ['AGENT', 'OLD'], TagNames: [tagName('AGENT'), tagName('OLD')], RouteStep2: 'AGENT,OLD' }),
      ].filter((r) => !text || r.Name.includes(text));
      return contractJson('getCustomersList', { Total: rows.length, Skip: 0, Take: 20, Data: rows });
    }));
    await renderApp(null, { url: '/en/merchant/customer', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(2));
    // Tags by their names in the page's language (the code is the tooltip); a code with no tag shows as it is.
    const chips = (row: number) => within(screen.getAllByTestId('customer-row')[row]).getByTestId('tags').textContent;
    expect(chips(0)).toBe('RetailBangkok');
    expect(within(screen.getAllByTestId('customer-row')[0]).getByText('Bangkok')).toHaveAttribute('title', 'BKK');
    expect(chips(1)).toBe('AgentOLD');
    await userEvent.type(screen.getByLabelText('Search'), 'Wichai');
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(1), { timeout: 2000 });
    expect(seen).toEqual(['', 'Wichai']);
  });
});

describe('/merchant/customer/profile/{code}', () => {
  it('orders for the customer: the storefront session becomes the customer with the salesperson on it', async () => {
    const calls: string[] = [];
    const jtoken = mockToken({ UserId: 'SB0001', TenantId: 'sabai', Kind: 'customer', SaleUnit: '1002', ActorId: 'SB-S001' });
    server.use(
      http.get('*/api/merchant/customer/profile/SB0001', () => contractJson('getMerchantCustomerProfileByCode', profile)),
      http.get('*/api/merchant/loginasclient/SB0001/1002', ({ request }) => {
        calls.push(new URL(request.url).search);
        return contractJson('getMerchantLoginasclientByCodeBySaleUnit', { status: 200, Customer: { ...customerFields, UserId: 'SB-S001', jtoken }, jtoken });
      }),
      customerCentresHandler([BANG_NA]),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/customer/profile/SB0001', merchant: salesperson });
    await screen.findByText('45/12 Lat Phrao 64 10310');
    expect(screen.getByText('4,500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order for this customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(calls).toEqual(['?activeDc=1001']);
    expect(rootSession.token).toBe(jtoken);
    expect(rootSession.user?.UserId).toBe('SB-S001');
    expect(await screen.findByText('Ordering for Somsri Trading')).toBeInTheDocument();
  });

  it('edits with the JSON-schema form; the server\'s field errors land on the fields', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/merchant/customer/profile/SB0001', () => contractJson('getMerchantCustomerProfileByCode', profile)),
      http.put('*/api/merchant/customer/profile/SB0001', async ({ request }) => {
        puts.push(await request.json());
        return errorJson(400, { IsException: true, Message: 'Invalid request', Errors: [{ field: '/body/Phone', reason: 'already used by another customer' }] });
      }),
    );
    await renderApp(null, { url: '/en/merchant/customer/profile/SB0001/edit', merchant: salesperson });
    const name = await screen.findByLabelText(/Customer name/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the customer name')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await userEvent.type(name, 'Somsri Trading 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('already used by another customer');
    expect(puts).toEqual([expect.objectContaining({ CUSTOMERNAME: 'Somsri Trading 2', RouteStep2: 'RETAIL,BKK' })]);
  });
});

describe('customer photos and surveys', () => {
  it('refuses a file over 5 MB before uploading; uploads the group, remark and file; the photos page asks 24 at a time', async () => {
    const uploads: FormData[] = [];
    const takes: string[] = [];
    server.use(
      http.get('*/api/merchant/photogroup', () => contractJson('getMerchantPhotogroup', { Data: [{ Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', PictureNameEn: 'Shelf' }] })),
      http.post('*/api/merchant/customerfile', async ({ request }) => {
        uploads.push(await request.formData());
        return contractJsonAt('postMerchantCustomerfile', 201, { FileId: 'f1', Code: 'SHELF', CreatedAt: '2026-11-20T03:00:00Z', Width: 800, Height: 600, Bytes: 3, Url: '/api/merchant/customerfile/f1/image' });
      }),
      http.get('*/api/merchant/customerfile', ({ request }) => {
        takes.push(new URL(request.url).searchParams.get('take') ?? '');
        return contractJson('getMerchantCustomerfile', { Total: 0, Skip: 0, Take: 24, Data: [], MonthYears: [] });
      }),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/customer/SB0001/1002/photo/capture', merchant: salesperson });
    const group = await screen.findByLabelText('Photo group');
    // The groups arrive after the form: choose once the option is there.
    await screen.findByRole('option', { name: 'Shelf' });
    await userEvent.selectOptions(group, 'SHELF');
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    expect(input).toHaveAttribute('capture', 'environment');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('The photo is larger than 5 MB');
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shelf.jpg', { type: 'image/jpeg' }));
    await userEvent.type(screen.getByLabelText('Remark'), 'full shelf');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/merchant/customer/SB0001/1002/photo'));
    expect(uploads).toHaveLength(1);
    expect([...uploads[0].keys()]).toEqual(['CustomerCode', 'saleUnit', 'photoGroupCode', 'remark', 'file']);
    expect(uploads[0].get('photoGroupCode')).toBe('SHELF');
    expect(uploads[0].get('remark')).toBe('full shelf');
    await waitFor(() => expect(takes).toContain('24'));
    expect(new Set(takes)).toEqual(new Set(['24']));
  });

  it('filters the photos by month (Buddhist years on a Thai page); the chips stay, and keep the focus, while the filtered photos load', async () => {
    const asked: string[] = [];
    const photo = (id: string, at: string) => ({ FileId: id, Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', PictureNameEn: 'Shelf', Remark: '', UploadedBy: 'SB-S001', CreatedAt: at, Width: 800, Height: 600, Url: `/api/merchant/customerfile/${id}/image` });
    server.use(
      http.get('*/api/merchant/photogroup', () => contractJson('getMerchantPhotogroup', { Data: [{ Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', PictureNameEn: 'Shelf' }] })),
      http.get('*/api/merchant/customerfile/:id/image', () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } })),
      http.get('*/api/merchant/customerfile', async ({ request }) => {
        const months = new URL(request.url).searchParams.get('monthYears') ?? '';
        asked.push(months);
        const all = [photo('f1', '2026-11-20T03:00:00Z'), photo('f2', '2026-10-02T03:00:00Z')];
        const data = months ? all.filter((p) => months.split(',').includes(p.CreatedAt.slice(0, 7))) : all;
        if (months) await delay(300);
        return contractJson('getMerchantCustomerfile', { Total: data.length, Skip: 0, Take: 24, Data: data, MonthYears: ['2026-11', '2026-10'] });
      }),
    );
    await renderApp(null, { url: '/merchant/customer/SB0001/1002/photo', merchant: salesperson });
    const months = await screen.findByRole('group', { name: 'เดือน' });
    expect(within(months).getAllByRole('button').map((b) => b.textContent)).toEqual(['พ.ย. 2569', 'ต.ค. 2569']);
    await waitFor(() => expect(screen.getAllByTestId('photo')).toHaveLength(2));
    const october = within(months).getByRole('button', { name: 'ต.ค. 2569' });
    await userEvent.click(october);
    // While October's photos load, the month chips are still there and the focus stays on the chip.
    expect(screen.getByRole('button', { name: 'ต.ค. 2569' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'ต.ค. 2569' })).toHaveFocus();
    await waitFor(() => expect(screen.getAllByTestId('photo')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'ต.ค. 2569' })).toHaveFocus();
    expect(asked).toEqual(['', '2026-10']);
  });

  it('filters photos by month-years (Buddhist years on Thai pages, Gregorian on English) with the photo groups, kept in the link, and pages 24 at a time within the filter', async () => {
    const asked: Record<string, string>[] = [];
    const photo = (i: number) => ({ FileId: `f${i}`, Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', PictureNameEn: 'Shelf', Remark: `#${i}`, UploadedBy: 'SB-S001', CreatedAt: '2026-11-02T05:00:00Z', Width: 200, Height: 150, Url: `/api/merchant/customerfile/f${i}/image` });
    server.use(
      http.get('*/api/merchant/photogroup', () => contractJson('getMerchantPhotogroup', { Data: [{ Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', PictureNameEn: 'Shelf' }, { Code: 'POSM', PictureName: 'สื่อ ณ จุดขาย', PictureNameEn: 'Point-of-sale material' }] })),
      http.get('*/api/merchant/customerfile/:id/image', () => new Response(null, { status: 404 })),
      http.get('*/api/merchant/customerfile', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(q);
        const skip = Number(q.skip);
        const total = q.monthYears ? 30 : 45;
        const n = Math.min(24, total - skip);
        return contractJson('getMerchantCustomerfile', { Total: total, Skip: skip, Take: 24, Data: Array.from({ length: n }, (_, i) => photo(skip + i + 1)), MonthYears: ['2026-11', '2026-10', '2025-12'] });
      }),
    );
    const { router } = await renderApp(null, { url: '/merchant/customer/SB0001/1002/photo', merchant: salesperson });
    const months = await screen.findByRole('group', { name: 'เดือน' });
    expect(within(months).getAllByRole('button').map((b) => b.textContent)).toEqual(['พ.ย. 2569', 'ต.ค. 2569', 'ธ.ค. 2568']);
    await userEvent.click(within(months).getByRole('button', { name: 'พ.ย. 2569' }));
    await userEvent.click(within(months).getByRole('button', { name: 'ธ.ค. 2568' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'กลุ่มรูปภาพ' })).getByRole('button', { name: 'ชั้นวางสินค้า' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ monthYears: '2026-11,2025-12', photoGroupCodes: 'SHELF', skip: '0', take: '24' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ months: '2026-11,2025-12', groups: 'SHELF' });
    expect(within(months).getByRole('button', { name: 'พ.ย. 2569' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByTestId('photo')).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    await waitFor(() => expect(screen.getAllByTestId('photo')).toHaveLength(30));
    expect(asked.at(-1)).toMatchObject({ monthYears: '2026-11,2025-12', photoGroupCodes: 'SHELF', skip: '24', take: '24' });
    expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).toBeNull();
  });

  it('shows the month chips with Gregorian years on English pages and reads the filters from the link', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('*/api/merchant/photogroup', () => contractJson('getMerchantPhotogroup', { Data: [{ Code: 'SHELF', PictureName: 'ชั้นวางสินค้า', PictureNameEn: 'Shelf' }] })),
      http.get('*/api/merchant/customerfile', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return contractJson('getMerchantCustomerfile', { Total: 0, Skip: 0, Take: 24, Data: [], MonthYears: ['2026-11', '2025-12'] });
      }),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/customer/SB0001/1002/photo?months=2025-12,bogus&groups=SHELF', merchant: salesperson });
    const months = await screen.findByRole('group', { name: 'Months' });
    expect(within(months).getAllByRole('button').map((b) => b.textContent)).toEqual(['Nov 2026', 'Dec 2025']);
    expect(within(months).getByRole('button', { name: 'Dec 2025' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked[0]).toMatchObject({ monthYears: '2025-12', photoGroupCodes: 'SHELF' });
    // The month the server would refuse (400) is left out of the request and of the link.
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ months: '2025-12', groups: 'SHELF' }));
  });

  it('answers a survey; the server\'s per-question errors are shown in the language of the page', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/merchant/survey', () => contractJson('getMerchantSurvey', { Data: [{ SurveyId: 'VISIT', Title: 'เยี่ยมร้าน', TitleEn: 'Shop visit', Questions: [
        { id: 'open', type: 'yesno', label: { th: 'ร้านเปิดไหม', en: 'Is the shop open?' }, required: true },
        { id: 'facings', type: 'number', label: { th: 'จำนวนหน้า', en: 'Facings' } },
      ] }] })),
      http.get('*/api/merchant/survey/answers', () => contractJson('getMerchantSurveyAnswers', { Data: [] })),
      http.post('*/api/merchant/survey/answer', async ({ request }) => {
        const body = await request.json() as { Answers: Record<string, unknown> };
        posted.push(body.Answers);
        if (body.Answers.open === undefined) return errorJson(400, { IsException: true, Message: 'Please check the answers', Errors: [{ field: '/body/Answers/open', reason: 'is required' }] });
        return contractJsonAt('postMerchantSurveyAnswer', 201, { status: 201, AnswerId: 1, AnsweredAt: '2026-11-20T03:00:00Z' });
      }),
    );
    await renderApp(null, { url: '/en/merchant/survey?code=SB0001&saleunit=1002', merchant: salesperson });
    await userEvent.type(await screen.findByLabelText('Facings'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Please answer this question')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Is the shop open? *'), 'Y');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(posted).toEqual([{ facings: 4 }, { open: true, facings: 4 }]));
  });

  it('says on a Thai page that a count cannot be below zero, beside that question', async () => {
    server.use(
      http.get('*/api/merchant/survey', () => contractJson('getMerchantSurvey', { Data: [{ SurveyId: 'VISIT', Title: 'เยี่ยมร้าน', TitleEn: 'Shop visit', Questions: [
        { id: 'facings', type: 'number', label: { th: 'จำนวนหน้า', en: 'Facings' } },
      ] }] })),
      http.get('*/api/merchant/survey/answers', () => contractJson('getMerchantSurveyAnswers', { Data: [] })),
      http.post('*/api/merchant/survey/answer', () => errorJson(400, { IsException: true, Message: 'Please check the answers', Errors: [{ field: '/body/Answers/facings', reason: 'must be 0 or more' }] })),
    );
    await renderApp(null, { url: '/merchant/survey?code=SB0001&saleunit=1002', merchant: salesperson });
    const facings = await screen.findByLabelText('จำนวนหน้า');
    await userEvent.type(facings, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกคำตอบ' }));
    expect(await screen.findByText('กรุณากรอกตัวเลขตั้งแต่ 0 ขึ้นไป')).toBeInTheDocument();
    expect(facings).toHaveAccessibleDescription('กรุณากรอกตัวเลขตั้งแต่ 0 ขึ้นไป');
    expect(facings).toHaveValue('-3');
  });
});
