import type { OrderDetail } from '../../api/orders';

/** Where the buyer goes once an order is placed: pay it (slip or QR) or see the outcome. */
export function afterOrderPath(order: OrderDetail): string {
  const { OrderID, SaleUnit, PaymentMethod } = order.Order;
  const id = encodeURIComponent(OrderID);
  const su = encodeURIComponent(SaleUnit);
  if (PaymentMethod === 'BANK') return `/payment/upload/slip/${su}?orderid=${id}`;
  if (PaymentMethod === 'THAIQR') return `/payment/THAIQR/pending/${id}/${su}`;
  return `/payment/status/success?orderid=${id}&saleunit=${su}`;
}
