import { isGatewayMethod } from '../../../domain';
import type { OrderDetail } from '../../api/orders';
import { startGatewayPayment } from '../../api/payments-gateway';

/** Leaves the app for the provider's page (a full navigation: it is another site, or our sandbox's page). */
export const leaveFor = (url: string) => { window.location.assign(url); };

/**
 * After an order paid by card / QR gateway is placed: ask the server for the provider's page and go
 * there. null when it is not a gateway order; otherwise the in-app path to show when the provider
 * could not be reached (the return page, which then shows the failure and a retry).
 */
export async function goToGateway(order: OrderDetail, locale: 'th' | 'en', go: (url: string) => void = leaveFor): Promise<string | null> {
  const { OrderID, SaleUnit, PaymentMethod } = order.Order;
  if (!isGatewayMethod(PaymentMethod)) return null;
  const res = await startGatewayPayment(OrderID, locale);
  if (res.ok && res.data?.RedirectUrl) {
    go(res.data.RedirectUrl);
    return '';
  }
  return `/payment/kbank/callback/fail/${encodeURIComponent(SaleUnit)}?orderid=${encodeURIComponent(OrderID)}`;
}
