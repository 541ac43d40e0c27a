import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCartSync } from '../../../src/web/buyer/cart/cart-sync';
import { defaultHandlers, exception } from '../../../mocks/handlers';
import { toastStore } from '../../../src/web/widgets/toast-store';
import { customer, renderApp } from '../render-app';
import type { Quote } from '../../../src/web/api/checkout';
import { ADDRESSES, itemsHandler, product, quietHandlers, quote, serverCart } from './fixtures';
import { contractJson } from '../../../mocks/contract';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, ...quietHandlers);
// Each case is a fresh page: no cart carried over from the one before.
beforeEach(() => resetCartSync());
afterEach(() => {
  document.body.innerHTML = '';
});

function checkoutHandlers(quoteAnswer: (body: Record<string, unknown>) => Quote = () => quote()) {
  const quotes: Record<string, unknown>[] = [];
  server.use(
    itemsHandler([product('A1')]),
    http.get('*/api/cart', () => contractJson('getCart', serverCart([{ P_Code: 'A1', qty1: 0, qty2: 3, qty3: 0 }]))),
    http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => contractJson('postGetMasterDataGetDeliveryAddress', ADDRESSES)),
    http.post('*/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER', () => contractJson('postGetMasterDataGetPromotionCouponByCustomer', { status: 200, statusText: 'OK', coupons: [] })),
    http.post('*/api/checkout/quote', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      quotes.push(body);
      return contractJson('postCheckoutQuote', quoteAnswer(body));
    }),
  );
  return quotes;
}

describe('checkout /checkout/adv', () => {
  it('shows the server quote, never a client total, and prices the selected lines with the chosen address', async () => {
    const quotes = checkoutHandlers(() => quote({ Total: 329.99, Subtotal: 330, ProductDiscount: 0.01 }));
    await renderApp(null, { url: '/en/checkout/adv', user: customer() });
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('฿329.99');
    await waitFor(() => expect(quotes.at(-1)).toMatchObject({ mode: 'sales', shipToCode: 'ADR1', lines: [{ P_Code: 'A1', qty1: 0, qty2: 3, qty3: 0 }] }));
  });

  it('shows the coupon refusal the server gives (minimum order) and keeps the coupon out of the quote', async () => {
    const quotes = checkoutHandlers();
    server.use(http.post('*/GET_MASTER_DATA/CHECK_COUPON_VALID', () => contractJson('postGetMasterDataCheckCouponValid', { status: 200, statusText: 'Invalid coupon value: 50 due to minimum order 500', promotionId: null, couponType: null, Discount: 0, OrderTotal: 330 })));
    await renderApp(null, { url: '/en/checkout/adv', user: customer() });
    await userEvent.type(await screen.findByTestId('coupon-input'), 'C50');
    await userEvent.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-message')).toHaveTextContent('Invalid coupon value: 50 due to minimum order 500');
    expect(quotes.every((q) => q.couponId === undefined)).toBe(true);
  });

  it("a Thai page says the server's coupon, credit-limit and points refusals in Thai", async () => {
    checkoutHandlers(() => quote({
      PaymentMethods: [
        { Method: 'COD', Code: 0, Label: { en: 'Cash on delivery', th: 'เก็บเงินปลายทาง' }, Disabled: false, Reason: null },
        { Method: 'AR', Code: -1, Label: { en: 'Customer credit', th: 'เครดิตลูกค้า' }, Disabled: true, Reason: 'Please enter total amount less than or equal to 120.00' },
        { Method: 'REDEEMED', Code: -1, Label: { en: 'Redeemed', th: 'แลกคะแนน' }, Disabled: true, Reason: 'Points usage failed due to Insufficient value or expired' },
      ],
    }));
    server.use(http.post('*/GET_MASTER_DATA/CHECK_COUPON_VALID', () => contractJson('postGetMasterDataCheckCouponValid', { status: 200, statusText: 'Invalid coupon value: 50 due to minimum order 500', promotionId: null, couponType: null, Discount: 0, OrderTotal: 330 })));
    await renderApp(null, { url: '/checkout/adv', user: customer() });
    expect(await screen.findByText('กรุณาระบุยอดรวมไม่เกิน 120.00')).toBeInTheDocument();
    expect(screen.getByText('ใช้คะแนนไม่สำเร็จ เนื่องจากคะแนนไม่พอหรือหมดอายุ')).toBeInTheDocument();
    await userEvent.type(await screen.findByTestId('coupon-input'), 'C50');
    await userEvent.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-message')).toHaveTextContent('คูปองไม่สามารถใช้ได้: 50 เนื่องจากยอดสั่งซื้อขั้นต่ำ 500');
  });

  it("a Thai page says why the chosen method cannot pay in Thai (the quote's PaymentProblem)", async () => {
    checkoutHandlers(() => quote({
      PaymentMethods: [{ Method: 'AR', Code: -1, Label: { en: 'Customer credit', th: 'เครดิตลูกค้า' }, Disabled: true, Reason: 'Please enter total amount less than or equal to 120.00' }],
      PaymentMethod: 'AR', PaymentProblem: 'Please enter total amount less than or equal to 120.00', CanPlace: false,
    }));
    await renderApp(null, { url: '/checkout/adv', user: customer() });
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาระบุยอดรวมไม่เกิน 120.00');
  });

  it('applies a valid coupon through the quote', async () => {
    const quotes = checkoutHandlers((b) => (b.couponId ? quote({ Coupon: { CouponId: 'C50', Valid: true, Message: null, Discount: 50 }, CouponDiscount: 50, Total: 280 }) : quote()));
    server.use(http.post('*/GET_MASTER_DATA/CHECK_COUPON_VALID', () => contractJson('postGetMasterDataCheckCouponValid', { status: 200, statusText: 'OK', promotionId: 'PR-C50', couponType: 'value', Discount: 50, OrderTotal: 330 })));
    await renderApp(null, { url: '/en/checkout/adv', user: customer() });
    await userEvent.type(await screen.findByTestId('coupon-input'), 'C50');
    await userEvent.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('quote-coupon-discount')).toHaveTextContent('฿50.00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('฿280.00');
    expect(quotes.at(-1)).toMatchObject({ couponId: 'C50' });
  });

  it('names the short line when placing fails, and a retry of the same order reuses its Idempotency-Key', async () => {
    checkoutHandlers();
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/orders', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return exception(409, "Only 20 left of 'น้ำดื่ม A1' at this centre");
      }),
    );
    await renderApp(null, { url: '/en/checkout/adv', user: customer() });
    const place = await screen.findByTestId('place-order');
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(toastStore.toasts.at(-1)?.message).toBe("Only 20 left of 'น้ำดื่ม A1' at this centre"));
    expect(toastStore.toasts.at(-1)?.kind).toBe('error');
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Another payment method is another attempt: a new key.
    await userEvent.click(screen.getByTestId('pay-BANK'));
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the line problems of the quote and keeps Place order off', async () => {
    checkoutHandlers(() => quote({ Problems: [{ P_Code: 'A1', Code: 'outOfStock', Message: "Only 20 left of 'น้ำดื่ม A1'", Requested: 36, Available: 20 }], CanPlace: false }));
    await renderApp(null, { url: '/en/checkout/adv', user: customer() });
    expect(await screen.findByTestId('line-problem')).toHaveTextContent("Only 20 left of 'น้ำดื่ม A1'");
    expect(screen.getByTestId('place-order')).toBeDisabled();
  });

  it("says a line's stock problem in Thai on a Thai page (it showed the server's 'Not enough stock for …')", async () => {
    checkoutHandlers(() => quote({ Problems: [{ P_Code: 'A1', Code: 'outOfStock', Message: 'Not enough stock for น้ำดื่ม A1: 20 แพ็ค left, 36 ordered', Requested: 36, Available: 20 }], CanPlace: false }));
    await renderApp(null, { url: '/checkout/adv', user: customer() });
    expect(await screen.findByTestId('line-problem')).toHaveTextContent('น้ำดื่ม A1 มีสินค้าไม่พอ: เหลือ 20 แพ็ค แต่สั่ง 36');
  });

  it('in redeem mode offers points only, shows the balance and the spec message when it does not cover the order', async () => {
    checkoutHandlers(() =>
      quote({
        Mode: 'redeem', Total: 0, PointsTotal: 180, PointsBalance: 100,
        PaymentMethods: [{ Method: 'REDEEMED', Code: -1, Label: { en: 'Redeemed', th: 'แลกคะแนน' }, Disabled: true, Reason: 'Points usage failed due to Insufficient value or expired' }],
        PaymentMethod: null, CanPlace: false,
      }),
    );
    document.cookie = 'point=Y; path=/';
    await renderApp(null, { url: '/en/checkout/adv', user: customer() });
    const { rootSession } = await import('../../../src/web/session/root-session');
    rootSession.point = true;
    // The mode switch re-runs the route's guards and re-renders the page: wait for the settled one.
    await waitFor(() => {
      expect(screen.getByText('Points usage failed due to Insufficient value or expired')).toBeInTheDocument();
      expect(screen.getByTestId('points-balance-checkout')).toHaveTextContent('100 coins');
    }, { timeout: 5000 });
    expect(screen.queryByTestId('checkout-coupon')).toBeNull();
    expect(screen.getByTestId('place-order')).toBeDisabled();
  });
  it("names the points method in the shop's word for points on a Thai page ('แลกเหรียญ', not 'แลกคะแนน' beside 'ชำระด้วยเหรียญ')", async () => {
    checkoutHandlers(() =>
      quote({
        Mode: 'redeem', Total: 0, PointsTotal: 30, PointsBalance: 580,
        PaymentMethods: [{ Method: 'REDEEMED', Code: -1, Label: { en: 'Redeemed', th: 'แลกคะแนน' }, Disabled: false, Reason: null }],
        PaymentMethod: 'REDEEMED', CanPlace: true,
      }),
    );
    document.cookie = 'point=Y; path=/';
    await renderApp(null, { url: '/checkout/adv', user: customer() });
    const { rootSession } = await import('../../../src/web/session/root-session');
    rootSession.point = true;
    await waitFor(() => expect(screen.getByTestId('pay-REDEEMED')).toHaveTextContent('แลกเหรียญ'), { timeout: 5000 });
    expect(screen.getByTestId('pay-REDEEMED')).not.toHaveTextContent('คะแนน');
  });
});
