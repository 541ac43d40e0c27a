import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { contractJson, contractJsonAt, errorJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import type { DeliveryDetail, DeliveryList, DeliveryRow, RiderLine, RiderProfile } from '../../../src/web/api/rider';
import { riderSession } from '../../../src/web/session/rider-session';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';

// A page the test has left (the list after a failed delivery, the detail after a decision, the
// history) may ask once more as the test ends, even after the next test has begun (the history did
// so in a loaded CI run): an empty list, the plain detail or an empty history answers it.
const server = mswServer(
  ...defaultHandlers,
  http.get('*/api/rider/deliveries', () => contractJson('getRiderDeliveries', list([]))),
  http.get('*/api/rider/history', () => contractJson('getRiderHistory', { Data: [], Skip: 0, Take: 20, Total: 0, Summary: { Delivered: 0, Failed: 0, CashCollected: 0 } })),
  http.get('*/api/rider/deliveries/:orderId/:saleUnit', () => contractJson('getRiderDeliveriesByOrderIdBySaleUnit', detail())),
);

const sabaiRider = { riderId: 'SB-R01', name: 'Prayut', mobileNo: '0870000001', SaleUnit: '1001', COMPANYCODE: '', userRole: 'RIDER' };
const singhaRider = { ...sabaiRider, riderId: 'KD-R01', COMPANYCODE: 'SINGHAONLINE' };
const L = (en: string) => ({ en, th: en });

function row(id: string, over: Partial<DeliveryRow> = {}): DeliveryRow {
  return {
    OrderID: id, SaleUnit: '1001', OrderDate: '2026-11-20T03:00:00Z', UpdatedAt: '2026-11-20T04:00:00Z', Status: 'OUT_FOR_DELIVERY', StatusLabel: L('Out for delivery'),
    CustomerCode: 'SB0001', CustomerName: 'Somsri Trading', ShipToName: 'Somsri Trading', ShipToAddress: '45/12 Lat Phrao 64 Bangkok 10310', ShipToPhone: '0810000001',
    Total: 1070, AmountToCollect: 1070, PaymentMethod: 'COD', PaymentMethodLabel: L('Cash on delivery'), PaymentState: 'COLLECT_ON_DELIVERY', PaymentStateLabel: L('Pay on delivery'),
    InvoiceStatus: null, ...over,
  };
}

/** A line as the server sends it (orders/views.ts lineView): prices, discounts and points included, though the rider reads only name, code, quantities. */
const line: RiderLine = {
  LineNo: 1, P_Code: 'P100', ProductName: 'น้ำดื่ม', ProductNameEn: 'Drinking water', qty1: 0, qty2: 2, qty3: 0, Unit1: 'bottle', Unit2: 'pack', Unit3: '',
  Price1: 0, Price2: 510, Price3: 0, Amount: 1020, ProductDiscount: 0, BillDiscount: 0, Net: 1020, Points: 0, IsFree: false,
};

function detail(over: Partial<DeliveryDetail> = {}, order: Partial<DeliveryRow> = {}): DeliveryDetail {
  return {
    Order: { ...row('SO-1', order), Mode: 'sales', Remark: '', Subtotal: 1020, Discount: 0, DeliveryFee: 50, Vat: 70, PointsTotal: 0, NeedTaxInvoice: false },
    Lines: [line],
    ShipTo: {
      Code: 'A1', Name: 'Somsri Trading', Address: '45/12 Lat Phrao 64', Province: 'Bangkok', ZipCode: '10310', Phone: '0810000001', Lat: '13.7786', Long: '100.6041', Remark: '',
      AddressLine: '45/12 Lat Phrao 64 Bangkok 10310', MapUrl: 'https://www.google.com/maps/search/?api=1&query=13.7786,100.6041',
    },
    Payment: { Method: 'COD', MethodLabel: L('Cash on delivery'), State: 'COLLECT_ON_DELIVERY', StateLabel: L('Pay on delivery'), Total: 1070, AmountToCollect: 1070 },
    InvoiceApproval: false, Invoice: null, Proofs: [], AllowedActions: ['deliver', 'failDelivery'], Timeline: [],
    ...over,
  };
}

const list = (data: DeliveryRow[], invoiceApproval = false): DeliveryList => ({
  Status: 'OUT_FOR_DELIVERY', Total: data.length, Skip: 0, Take: 20, InvoiceApproval: invoiceApproval,
  Counts: { OUT_FOR_DELIVERY: data.length, DELIVERED: 3, ...(invoiceApproval ? { 'Invoice Approve': 2 } : {}) }, Data: data,
});

describe('/rider/singha', () => {
  it('asks for the tab in the URL, shows what to collect and links to the detail; no Invoice Approve tab for sabai', async () => {
    const asked: (string | null)[] = [];
    server.use(http.get('*/api/rider/deliveries', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('status'));
      return contractJson('getRiderDeliveries', list([row('SO-1'), row('SO-2', { AmountToCollect: 0, PaymentMethod: 'BANK', ShipToPhone: '' })]));
    }));
    await renderApp(null, { url: '/en/rider/singha', rider: sabaiRider });
    await waitFor(() => expect(screen.getAllByTestId('delivery')).toHaveLength(2));
    expect(asked[0]).toBe('OUT_FOR_DELIVERY');
    const [first, second] = screen.getAllByTestId('delivery');
    expect(within(first).getByText('Collect ฿1,070.00')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Call Somsri Trading' })).toHaveAttribute('href', 'tel:0810000001');
    expect(within(second).getByText('Nothing to collect')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open order SO-1' })).toHaveAttribute('href', '/en/rider/detail/SO-1/1001');
    expect(screen.getByRole('tab', { name: 'To deliver (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /Invoice Approve/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Delivered (3)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('DELIVERED'));
  });

  it('SINGHA: the Invoice Approve tab from the bottom bar link, rows link to the variant detail', async () => {
    const asked: (string | null)[] = [];
    server.use(http.get('*/api/rider/deliveries', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('status'));
      return contractJson('getRiderDeliveries', list([row('SO-9', { SaleUnit: '2001', Status: 'DELIVERED', StatusLabel: L('Delivered'), InvoiceStatus: 'Wait', AmountToCollect: 0 })], true));
    }));
    await renderApp(null, { url: '/en/rider/singha?status=Invoice%20Approve', rider: singhaRider, tenant: 'khongdee' });
    await waitFor(() => expect(screen.getAllByTestId('delivery')).toHaveLength(1));
    expect(asked[0]).toBe('Invoice Approve');
    expect(screen.getByRole('tab', { name: 'Invoice Approve (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Invoice: Wait')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open order SO-9' })).toHaveAttribute('href', '/en/rider/detail/singha/SO-9/2001');
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Invoice Approve' })).toBeInTheDocument();
  });

  it('a 401 from the rider API ends the rider session and goes to /rider/login', async () => {
    server.use(http.get('*/api/rider/deliveries', () => errorJson(401, { IsException: true, Message: 'Unauthorized' }, { headers: { 'www-authenticate': 'Bearer' } })));
    const { router } = await renderApp(null, { url: '/en/rider/singha', rider: sabaiRider });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/rider\/login$/));
    expect(riderSession.token).toBeNull();
    // navigateTo keeps the language of window.location, which a memory router does not move: either language's login screen.
    expect(await screen.findByRole('heading', { name: /^(Rider login|เข้าสู่ระบบพนักงานส่งสินค้า)$/ })).toBeInTheDocument();
  });
});

describe('/rider/detail', () => {
  it('does not confirm without a photo; with one it uploads, then marks delivered', async () => {
    const calls: string[] = [];
    let uploaded: FormDataEntryValue | null = null;
    server.use(
      http.get('*/api/rider/deliveries/SO-1/1001', () => contractJson('getRiderDeliveriesByOrderIdBySaleUnit', detail())),
      http.post('*/api/rider/deliveries/SO-1/1001/proof', async ({ request }) => {
        calls.push('proof');
        uploaded = (await request.formData()).get('file');
        return contractJsonAt('postRiderDeliveriesByOrderIdBySaleUnitProof', 201, { UploadId: 'u1', Width: 1280, Height: 960, Bytes: 48211, Url: '/api/rider/deliveries/SO-1/1001/proof/u1' });
      }),
      http.post('*/api/rider/deliveries/SO-1/1001/deliver', () => {
        calls.push('deliver');
        return contractJson('postRiderDeliveriesByOrderIdBySaleUnitDeliver', detail({ AllowedActions: [], Proofs: [] }, { Status: 'DELIVERED', StatusLabel: L('Delivered'), AmountToCollect: 0 }));
      }),
    );
    await renderApp(null, { url: '/en/rider/detail/SO-1/1001', rider: sabaiRider });
    expect(await screen.findByText('Amount to collect')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open map/ })).toHaveAttribute('href', expect.stringContaining('query=13.7786,100.6041'));
    expect(screen.getByText('2 pack')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Please attach a photo as proof of delivery')).toBeInTheDocument();
    expect(calls).toEqual([]);

    const input = screen.getByTestId('proof-input');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shop.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('This order has been delivered.')).toBeInTheDocument();
    expect(calls).toEqual(['proof', 'deliver']);
    // jsdom's File does not survive msw's multipart parsing intact; the bytes themselves are checked in e2e/rider.spec.ts.
    expect(uploaded).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
  });

  it('shows the server\'s refusal of a photo and does not deliver', async () => {
    let delivered = false;
    server.use(
      http.get('*/api/rider/deliveries/SO-1/1001', () => contractJson('getRiderDeliveriesByOrderIdBySaleUnit', detail())),
      http.post('*/api/rider/deliveries/SO-1/1001/proof', () => errorJson(400, { IsException: true, Message: 'The photo is not a JPEG, PNG or WebP image', Errors: [{ field: '/body/file', reason: 'is not a JPEG, PNG or WebP image' }] })),
      http.post('*/api/rider/deliveries/SO-1/1001/deliver', () => { delivered = true; return contractJson('postRiderDeliveriesByOrderIdBySaleUnitDeliver', detail()); }),
    );
    await renderApp(null, { url: '/en/rider/detail/SO-1/1001', rider: sabaiRider });
    await userEvent.upload(await screen.findByTestId('proof-input'), new File(['hello'], 'a.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('The photo is not a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(delivered).toBe(false);
  });

  it('a failed delivery needs a reason, sends the chosen one and returns to the list', async () => {
    const reasons: string[] = [];
    let detailAsked = 0;
    server.use(
      http.get('*/api/rider/deliveries/SO-1/1001', () => {
        detailAsked += 1;
        // Off the rider once reported, as the server has it: a 404 (a failed request in the console).
        return reasons.length ? errorJson(404, { IsException: true, Message: 'Order not found' }) : contractJson('getRiderDeliveriesByOrderIdBySaleUnit', detail());
      }),
      http.post('*/api/rider/deliveries/SO-1/1001/fail', async ({ request }) => {
        reasons.push(((await request.json()) as { reason: string }).reason);
        return contractJson('postRiderDeliveriesByOrderIdBySaleUnitFail', { OrderID: 'SO-1', SaleUnit: '1001', Status: 'PACKED', Reason: 'Shop closed' });
      }),
      http.get('*/api/rider/deliveries', () => contractJson('getRiderDeliveries', list([]))),
    );
    const { router } = await renderApp(null, { url: '/en/rider/detail/SO-1/1001', rider: sabaiRider });
    await userEvent.click(await screen.findByRole('button', { name: 'Could not deliver' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report failed delivery' }));
    expect(await screen.findByText('Please enter a reason')).toBeInTheDocument();
    expect(reasons).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Shop closed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report failed delivery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/rider/singha'));
    expect(reasons).toEqual(['Shop closed']);
    await screen.findByText(/No deliveries waiting/);
    expect(detailAsked).toBe(1);
  });

  it('cash on delivery is named once under the amount to collect', async () => {
    server.use(http.get('*/api/rider/deliveries/SO-1/1001', () => contractJson('getRiderDeliveriesByOrderIdBySaleUnit', detail({
      // The server's words: the unpaid state of a COD order reads like its method (domain/order-status.ts).
      Payment: { Method: 'COD', MethodLabel: L('Cash on delivery'), State: 'COLLECT_ON_DELIVERY', StateLabel: L('Cash on delivery'), Total: 1070, AmountToCollect: 1070 },
    }))));
    await renderApp(null, { url: '/en/rider/detail/SO-1/1001', rider: sabaiRider });
    const banner = await screen.findByTestId('collect');
    expect(within(banner).getByText(/Order total/).textContent).toBe('Cash on delivery · Order total ฿1,070.00');
  });

  it('SINGHA: the plain detail moves to the variant page; cancel needs a reason; approve decides once', async () => {
    const bodies: unknown[] = [];
    const delivered = { Status: 'DELIVERED' as const, StatusLabel: L('Delivered'), AmountToCollect: 0, SaleUnit: '2001' };
    const wait = detail({ InvoiceApproval: true, AllowedActions: [], Invoice: { Status: 'Wait', Reason: null, DecidedAt: null, DecidedBy: null, CanChange: true } }, delivered);
    server.use(
      http.get('*/api/rider/deliveries/SO-1/2001', () => contractJson('getRiderDeliveriesByOrderIdBySaleUnit', wait)),
      http.post('*/api/rider/deliveries/SO-1/2001/invoice', async ({ request }) => {
        bodies.push(await request.json());
        return contractJson('postRiderDeliveriesByOrderIdBySaleUnitInvoice', { ...wait, Invoice: { Status: 'Approved', Reason: null, DecidedAt: '2026-11-20T05:00:00Z', DecidedBy: 'KD-R01', CanChange: false } });
      }),
    );
    const { router } = await renderApp(null, { url: '/en/rider/detail/SO-1/2001', rider: singhaRider, tenant: 'khongdee' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/rider/detail/singha/SO-1/2001'));
    const invoice = await screen.findByTestId('invoice');
    expect(within(invoice).getByText('Wait')).toBeInTheDocument();
    await userEvent.click(within(invoice).getByRole('button', { name: 'Cancel invoice' }));
    await userEvent.click(within(invoice).getByRole('button', { name: 'Cancel the invoice' }));
    expect(await within(invoice).findByText('Please enter a reason')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(within(invoice).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(invoice).getByRole('button', { name: 'Approve invoice' }));
    await waitFor(() => expect(within(screen.getByTestId('invoice')).getAllByText(/Approved/).length).toBeGreaterThan(0));
    expect(bodies).toEqual([{ status: 'Approved' }]);
    expect(within(screen.getByTestId('invoice')).queryByRole('button', { name: 'Approve invoice' })).toBeNull();
  });
});

describe('/rider and an old Invoice Approve link', () => {
  it('/rider opens the list; a company without invoice approval falls back to the default tab without an error toast', async () => {
    const asked: (string | null)[] = [];
    server.use(http.get('*/api/rider/deliveries', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      if (status === 'Invoice Approve') return errorJson(403, { IsException: true, Message: 'Invoice approval is not used by this company' });
      return contractJson('getRiderDeliveries', list([row('SO-1')]));
    }));
    const { router } = await renderApp(null, { url: '/en/rider?status=Invoice%20Approve', rider: sabaiRider });
    await waitFor(() => expect(screen.getAllByTestId('delivery')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/en/rider/singha');
    expect(router.state.location.search).toBe('');
    expect(asked).toEqual(['Invoice Approve', 'OUT_FOR_DELIVERY']);
    expect(screen.queryByText('Invoice approval is not used by this company')).toBeNull();
  });
});

describe('/rider/history', () => {
  for (const [url, words] of [['/rider/history', 'ประวัติการจัดส่ง'], ['/en/rider/history', 'Delivery history']] as const) {
    it(`the page's heading and the top bar say the same: ${words}`, async () => {
      server.use(http.get('*/api/rider/history', () => contractJson('getRiderHistory', { Data: [], Skip: 0, Take: 20, Total: 0, Summary: { Delivered: 0, Failed: 0, CashCollected: 0 } })));
      await renderApp(null, { url, rider: sabaiRider });
      expect(await screen.findByRole('heading', { level: 1, name: words })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText(words)).toBeInTheDocument();
    });
  }
});

/** Visible Thai text on an English page that is not marked as data (what e2e/a11y.spec.ts's one-language check refuses). */
function unmarkedThai(): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n.textContent ?? '').trim();
    if (/[\u0E00-\u0E3E\u0E40-\u0E7F]/.test(text) && !n.parentElement?.closest('script, style, [data-i18n-data], [lang="th"]')) out.push(text);
  }
  return out;
}

const profileOf = (over: Partial<RiderProfile> = {}) => http.get('*/api/rider/profile', () => contractJson('getRiderProfile', {
  RiderId: 'SB-R01', Name: 'ประยุทธ ส่งไว', MobileNo: '0870000001', SaleUnit: '1001', CentreName: 'สบายมาร์ท สาขาลาดพร้าว', CentreAddress: null,
  CompanyCode: '', InvoiceApproval: false, OutForDelivery: 0, Today: { Day: '2026-11-20', Delivered: 0, Failed: 0 }, Vehicle: null, ...over,
}));
const noLine = http.get('*/api/line/staff/account', () => contractJson('getLineStaffAccount', { status: 200, Linked: false, DisplayName: null, LinkedAt: null }));

describe('one language on the English rider pages: customers, addresses, reasons and the rider\'s own name are data', () => {
  it('/en/rider/history: a failed delivery\'s row', async () => {
    server.use(http.get('*/api/rider/history', () => contractJson('getRiderHistory', {
      Skip: 0, Take: 20, Total: 1, Summary: { Delivered: 0, Failed: 1, CashCollected: 0 },
      Data: [{
        At: '2026-11-20T04:00:00Z', Day: '2026-11-20', CanOpen: false, OrderID: 'SO-9', SaleUnit: '1001', CustomerCode: 'SB0001', CustomerName: 'ร้านสมศรีการค้า',
        ShipToAddress: '45/12 ซอยลาดพร้าว 64', Total: 120, PaymentMethod: 'COD', Result: 'FAILED', Reason: 'ร้านปิด', CurrentStatus: 'PACKED', CurrentStatusLabel: { en: 'Packed', th: 'จัดสินค้าแล้ว' },
      }],
    })));
    await renderApp(null, { url: '/en/rider/history', rider: sabaiRider });
    const item = await screen.findByTestId('history-item');
    expect(within(item).getByText('ร้านปิด')).toBeInTheDocument();
    expect(item.textContent).toContain('Reason: ร้านปิด');
    expect(unmarkedThai()).toEqual([]);
  });

  it('/en/rider/profile: the rider\'s name and centre', async () => {
    server.use(profileOf(), noLine);
    await renderApp(null, { url: '/en/rider/profile', rider: sabaiRider });
    expect(await screen.findByText('ประยุทธ ส่งไว')).toBeInTheDocument();
    expect(unmarkedThai()).toEqual([]);
  });
});

describe('/rider/profile', () => {
  for (const [url, words] of [['/rider/profile', 'โปรไฟล์ของฉัน'], ['/en/rider/profile', 'My profile']] as const) {
    it(`the page's heading and the top bar say the same: ${words}`, async () => {
      server.use(profileOf(), noLine);
      await renderApp(null, { url, rider: sabaiRider });
      expect(await screen.findByRole('heading', { level: 1, name: words })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText(words)).toBeInTheDocument();
    });
  }
});
