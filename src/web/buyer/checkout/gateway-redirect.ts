import { isGatewayMethod } from '../../../domain';
import type { OrderDetail } from '../../api/orders';
import { startGatewayPayment } from '../../api/payments-gateway';

/** Leaves the app for the provider's page (a full navigation: it is another site, or our sandbox's page). */
export const leaveFor = (url: string) => { window.location.assign(url); };

/**
 * After an order paid by card / QR gateway is placed: ask the server for the provider's page and go
 * there. null when it is not a gateway order; otherwise the in-app path to show: the return page,
 * which draws a QR-only provider's code and waits, or shows the failure and a retry when the provider
 * could not be reached.
 */
export async function goToGateway(order: OrderDetail, locale: 'th' | 'en', go: (url: string) => void = leaveFor): Promise<string | null> {
  const { OrderID, SaleUnit, PaymentMethod } = order.Order;
  if (!isGatewayMethod(PaymentMethod)) return null;
  const res = await startGatewayPayment(OrderID, locale);
  if (res.ok && res.data?.RedirectUrl) {
    go(res.data.RedirectUrl);
    return '';
  }
  // A provider that answers with a QR only (KBank Thai QR has no page of its own): the return page
  // draws it from the pending attempt and waits for the bank there.
  if (res.ok && res.data?.QrPayload) return `/payment/kbank/callback/pending/${encodeURIComponent(SaleUnit)}?orderid=${encodeURIComponent(OrderID)}`;
  return `/payment/kbank/callback/fail/${encodeURIComponent(SaleUnit)}?orderid=${encodeURIComponent(OrderID)}`;
}
