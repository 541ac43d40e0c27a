import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { contractJson } from '../../../mocks/contract';
import type { ApiResponse } from '../../../src/web/api/contract';
import type { MerchantOrderDetail, MerchantOrderRow, Slip } from '../../../src/web/api/merchant-orders';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { merchantCentresHandler, otherFeatures, salesperson } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { mswServer } from '../msw-server';
import { toastStore } from '../../../src/web/widgets/toast-store';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

const row = (id: string, status: MerchantOrderRow['Status']): MerchantOrderRow => ({
  OrderID: id, SaleUnit: '1001', OrderType: '3', OrderDate: '2026-11-20T03:00:00Z', Customer_Id: 'SB0001', Customer_Name: 'Somsri Trading',
  Status: status, PaymentState: 'COLLECT_ON_DELIVERY', PaymentType: 'COD', Money: 1234.5, DeliveryFee: 0, Total: 1234.5, Mode: 'sales', RiderId: null, SalespersonId: 'SB-S001', Lines: 2,
});

describe('/merchant/order', () => {
  it('opens on All with counts; a tab and a search ask the server again; pages of 20', async () => {
    const seen: URLSearchParams[] = [];
    server.use(http.get('*/api/merchant/orders', ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      const status = q.get('status') ?? 'ALL';
      const data = status === 'PACKED' ? [row('SO-2', 'PACKED')] : [row('SO-1', 'PLACED'), row('SO-2', 'PACKED')];
      return contractJson('getMerchantOrders', {
        Type: '3', Status: status === 'PACKED' ? 'PACKED' : 'ALL', Total: status === 'ALL' ? 45 : 1, Skip: Number(q.get('skip')), Take: 20, Counts: { ALL: 45, PLACED: 44, PACKED: 1 }, Data: data,
      });
    }));
    await renderApp(null, { url: '/en/merchant/order?type=3', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'All (45)' })).toHaveAttribute('aria-selected', 'true');
    expect(seen[0].get('status')).toBe('ALL');
    expect(seen[0].get('type')).toBe('3');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(seen.at(-1)?.get('skip')).toBe('20'));
    await userEvent.click(screen.getByRole('tab', { name: 'Packed (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(seen.at(-1)?.get('status')).toBe('PACKED');
    expect(seen.at(-1)?.get('skip')).toBe('0');
    await userEvent.type(screen.getByLabelText('Search'), 'SO-2');
    await waitFor(() => expect(seen.at(-1)?.get('text')).toBe('SO-2'), { timeout: 2000 });
    expect(within(screen.getAllByTestId('order-row')[0]).getByRole('link')).toHaveAttribute('href', '/en/merchant/order/SO-2/1001');
  });
});

function detail(status: MerchantOrderDetail['Order']['Status'], actions: MerchantOrderDetail['AllowedActions'], slips: Slip[] = []): MerchantOrderDetail {
  return {
    Order: {
      OrderID: 'SO-1', SaleUnit: '1001', OrderType: '3', OrderDate: '2026-11-20T03:00:00Z', Money: 1070, Customer_Id: 'SB0001', Customer_Name: 'Somsri Trading', Status: status,
      CustomerSaleUnit: '1001', SalespersonName: '', CouponId: null, PointsTotal: 0,
      REF_5: '', REF_6: '', NeedTaxInvoice: 'N', PaymentType: 'BANK', Remark: '', Remark4: '', DeliveryMethod: 'DELIVERY', DeliveryFee: 0, Total: 1070,
      DiscountAmount: 0, DiscountRate: 0, DocState: 'SLIP_SUBMITTED', Mode: 'sales', Vat: 70, UpdatedAt: '2026-11-20T03:00:00Z',
    },
    OrderDetails: [{ LineNo: 1, P_Code: 'P100', ProductName: 'น้ำดื่ม', ProductNameEn: 'Drinking water', qty1: 0, qty2: 2, qty3: 0, Unit1: 'bottle', Unit2: 'pack', Unit3: '', Price1: 10, Price2: 120, Price3: 0, Amount: 240, ProductDiscount: 0, BillDiscount: 0, Net: 240, Points: 0, IsFree: false }],
    ShipTo: { Name: 'Somsri Trading', Address: '45/12 Lat Phrao 64', Province: 'Bangkok', ZipCode: '10310', Phone: '0810000001' },
    BillTo: { Name: 'Somsri Trading Co.', TaxID: '0105561234567' },
    Payment: { Method: 'BANK', MethodLabel: { en: 'Bank transfer', th: 'โอนเงิน' }, State: 'SLIP_SUBMITTED', StateLabel: { en: 'Slip submitted, awaiting approval', th: 'ส่งสลิปแล้ว' }, Amount: 1070, Points: 0, Slips: slips, Qr: null, BankAccount: null, OrderID: 'SO-1', SaleUnit: '1001', Status: status },
    Rider: null,
    Timeline: [{ status: 'PLACED', reached: true, current: true, at: '2026-11-20T03:00:00Z', reason: null, label: { en: 'Order placed', th: 'รับคำสั่งซื้อแล้ว' } }],
    History: [{ Action: 'place', Status: 'PLACED', PaymentState: 'AWAITING_PAYMENT', ActorKind: 'customer', ActorId: 'SB0001', Reason: null, At: '2026-11-20T03:00:00Z' }],
    AllowedActions: actions,
    EditTracking: true,
  };
}

type Moved = ApiResponse<'postOrdersByOrderIdBySaleUnitTransition'>;
type PaymentView = ApiResponse<'postPaymentsByOrderIdSlipByUploadIdReview'>;
const label = (en: string) => ({ en, th: en });

/** The payment of SO-1 as the server's payment view sends it. */
function paymentView(status: PaymentView['Status'], state: PaymentView['State']): PaymentView {
  return {
    OrderID: 'SO-1', SaleUnit: '1001', Method: 'BANK', MethodCode: 1, MethodLabel: label('Bank transfer'), State: state, StateLabel: label(state), Status: status,
    Amount: 1070, Points: 0, Qr: null, BankAccount: null, Slips: [],
  };
}

/** What `POST api/orders/{id}/{saleUnit}/transition` answers: the order as its buyer sees it after the move (the page reloads the staff view instead). */
function moved(status: Moved['Order']['Status']): Moved {
  const { MethodCode: _code, ...payment } = paymentView(status, 'PAID');
  return {
    Order: {
      OrderID: 'SO-1', SaleUnit: '1001', Mode: 'sales', OrderDate: '2026-11-20T03:00:00Z', Status: status, StatusLabel: label(status),
      PaymentMethod: 'BANK', PaymentMethodLabel: label('Bank transfer'), PaymentState: 'PAID', PaymentStateLabel: label('Paid'),
      CustomerCode: 'SB0001', CustomerName: 'Somsri Trading', Subtotal: 1000, ProductDiscount: 0, BillDiscount: 0, CouponId: null, CouponDiscount: 0,
      DeliveryFee: 0, Total: 1070, Vat: 70, PointsTotal: 0, PointsEarned: 0, Remark: '', CancelReason: status === 'CANCELLED' ? 'Customer asked' : null,
    },
    Lines: [], ShipTo: {}, BillTo: {}, Rider: null, Timeline: [], AllowedActions: [], Payment: payment,
  };
}

describe('/merchant/order/{orderid}/{saleunit}', () => {
  it('shows header, lines, ship-to and bill-to; confirm moves the order and reloads it', async () => {
    let current = detail('PLACED', ['confirm', 'cancel']);
    let loads = 0;
    const moves: unknown[] = [];
    server.use(
      http.post('*/api/MerchantOrder/GET_ORDER_DETAIL', async ({ request }) => {
        loads++;
        expect(await request.json()).toEqual({ orderid: 'SO-1', saleunit: '1001' });
        return contractJson('postMerchantOrderGetOrderDetail', current);
      }),
      http.post('*/api/orders/SO-1/1001/transition', async ({ request }) => {
        moves.push(await request.json());
        current = detail('CONFIRMED', ['pack', 'cancel']);
        return contractJson('postOrdersByOrderIdBySaleUnitTransition', moved('CONFIRMED'));
      }),
    );
    await renderApp(null, { url: '/en/merchant/order/SO-1/1001', merchant: salesperson });
    await screen.findByText('Drinking water');
    expect(screen.getByText('2 pack')).toBeInTheDocument();
    expect(screen.getByText('45/12 Lat Phrao 64 Bangkok 10310')).toBeInTheDocument();
    expect(screen.getByText('0105561234567')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('button', { name: 'Mark as packed' });
    expect(moves).toEqual([{ action: 'confirm' }]);
    expect(loads).toBe(2);
  });

  it("a move whose LINE message could not be sent still moves the order and says 'Send flex message failed'", async () => {
    let current = detail('PLACED', ['confirm', 'cancel']);
    server.use(
      http.post('*/api/MerchantOrder/GET_ORDER_DETAIL', () => contractJson('postMerchantOrderGetOrderDetail', current)),
      http.post('*/api/orders/SO-1/1001/transition', () => {
        current = detail('CONFIRMED', ['pack', 'cancel']);
        return contractJson('postOrdersByOrderIdBySaleUnitTransition', { ...moved('CONFIRMED'), LinePush: 'Send flex message failed' });
      }),
    );
    await renderApp(null, { url: '/en/merchant/order/SO-1/1001', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('button', { name: 'Mark as packed' });
    await waitFor(() => expect(toastStore.toasts).toContainEqual(expect.objectContaining({ kind: 'error', message: 'Send flex message failed' })));
  });

  it('cancelling asks for a reason first', async () => {
    const moves: unknown[] = [];
    server.use(
      http.post('*/api/MerchantOrder/GET_ORDER_DETAIL', () => contractJson('postMerchantOrderGetOrderDetail', detail('PLACED', ['confirm', 'cancel']))),
      http.post('*/api/orders/SO-1/1001/transition', async ({ request }) => { moves.push(await request.json()); return contractJson('postOrdersByOrderIdBySaleUnitTransition', moved('CANCELLED')); }),
    );
    await renderApp(null, { url: '/en/merchant/order/SO-1/1001', merchant: salesperson });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a reason');
    expect(moves).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reason'), 'Customer asked');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(moves).toEqual([{ action: 'cancel', reason: 'Customer asked' }]));
  });

  it('the tracking page says who moved the order in the page\'s language (a Thai page showed "customer SB0001")', async () => {
    const order = detail('CONFIRMED', ['pack', 'cancel']);
    order.History = [
      ...order.History,
      { Action: 'confirm', Status: 'CONFIRMED', PaymentState: 'PAID', ActorKind: 'merchant', ActorId: 'SB-S001', Reason: null, At: '2026-11-20T04:00:00Z' },
    ];
    server.use(http.post('*/api/MerchantOrder/GET_ORDER_DETAIL', () => contractJson('postMerchantOrderGetOrderDetail', order)));
    await renderApp(null, { url: '/merchant/order/SO-1/1001/tracking', merchant: salesperson });
    const rows = within(await screen.findByTestId('order-history')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['ยืนยัน · 20 พ.ย. 2569 11:00 · พนักงาน SB-S001', 'สั่งซื้อ · 20 พ.ย. 2569 10:00 · ลูกค้า SB0001']);
  });

  it('the payment page shows the slip and approves it; switching pages of one order does not reload it', async () => {
    let loads = 0;
    const reviews: unknown[] = [];
    const slip: Slip = { UploadId: 'u-1', Status: 'SUBMITTED', Reason: null, SubmittedAt: '2026-11-20T04:00:00Z', Url: '/api/payments/SO-1/slip/u-1' };
    server.use(
      http.post('*/api/MerchantOrder/GET_ORDER_DETAIL', () => { loads++; return contractJson('postMerchantOrderGetOrderDetail', detail('PENDING_PAYMENT', ['approvePayment', 'cancel'], [slip])); }),
      http.get('*/api/payments/SO-1/slip/u-1', () => new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } })),
      http.post('*/api/payments/SO-1/slip/u-1/review', async ({ request }) => {
        reviews.push(await request.json());
        return contractJson('postPaymentsByOrderIdSlipByUploadIdReview', { ...paymentView('PLACED', 'PAID'), Slips: [{ ...slip, Status: 'APPROVED', ReviewedAt: '2026-11-20T05:00:00Z', ReviewedBy: 'SB-S001', Bytes: 3, Width: 1, Height: 1 }] });
      }),
    );
    const { router } = await renderApp(null, { url: '/en/merchant/order/SO-1/1001', merchant: salesperson });
    await screen.findByText('Drinking water');
    await userEvent.click(screen.getByRole('link', { name: 'Payment' }));
    await screen.findByText('Slip submitted, awaiting approval');
    await userEvent.click(screen.getByRole('link', { name: 'Tracking' }));
    await screen.findByTestId('tracking');
    expect(loads).toBe(1);
    await act(async () => { await router.navigate('/en/merchant/order/SO-1/1001/payment'); });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve slip' }));
    await waitFor(() => expect(reviews).toEqual([{ approve: true }]));
    await waitFor(() => expect(loads).toBe(2));
  });
});
