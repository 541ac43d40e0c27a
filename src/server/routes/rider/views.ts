import { allowedActions, canChangeInvoice, ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS, type OrderAction } from '../../../domain/order-status';
import { PAYMENT_METHOD_LABELS } from '../../../domain/payment';
import type { Queryable } from '../../db/index';
import type { OrderParty } from '../addresses/store';
import { loadOrderLines, type OrderRow } from '../orders/model';
import { lineView, timelineView } from '../orders/views';
import type { InvoiceRow } from './access';
import { RIDER_ACTIONS, type RiderAction } from './schemas';

const isRiderAction = (a: OrderAction): a is RiderAction => (RIDER_ACTIONS as readonly OrderAction[]).includes(a);

/** What the rider must collect at the door: the total of a cash-on-delivery order not yet paid. */
export function amountToCollect(o: Pick<OrderRow, 'paymentState' | 'total'>): number {
  return o.paymentState === 'COLLECT_ON_DELIVERY' ? o.total : 0;
}

export function addressLine(p: Partial<OrderParty>): string {
  return [p.Address, p.Town, p.Ampher, p.Province, p.ZipCode].map((x) => String(x ?? '').trim()).filter(Boolean).join(' ');
}

/** A map link that opens the phone's map app: by coordinates when the address has them, else by the address text. */
export function mapUrl(p: Partial<OrderParty>): string | null {
  const lat = String(p.Lat ?? '').trim() ? Number(p.Lat) : NaN;
  const lng = String(p.Long ?? '').trim() ? Number(p.Long) : NaN;
  if (Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0)) {
    return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
  }
  const text = addressLine(p);
  return text ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}` : null;
}

function shipToView(p: Partial<OrderParty>) {
  return { ...p, AddressLine: addressLine(p), MapUrl: mapUrl(p) };
}

export function invoiceView(inv: InvoiceRow, o: Pick<OrderRow, 'status'>) {
  return {
    Status: inv.status, Reason: inv.reason, DecidedAt: inv.decidedAt, DecidedBy: inv.riderId,
    // Decided once, after the goods are delivered (docs/rider.md).
    CanChange: o.status === 'DELIVERED' && canChangeInvoice(inv.status, 'Approved'),
  };
}

export function deliveryItem(o: OrderRow, invoice: InvoiceRow | null) {
  return {
    OrderID: o.orderId, SaleUnit: o.saleUnit, OrderDate: o.createdAt.toISOString(), UpdatedAt: o.updatedAt.toISOString(),
    Status: o.status, StatusLabel: ORDER_STATUS_LABELS[o.status],
    CustomerCode: o.customerCode, CustomerName: o.customerName,
    ShipToName: o.shipTo.Name ?? '', ShipToAddress: addressLine(o.shipTo), ShipToPhone: o.shipTo.Phone ?? '',
    Total: o.total, AmountToCollect: amountToCollect(o),
    PaymentMethod: o.paymentMethod, PaymentMethodLabel: PAYMENT_METHOD_LABELS[o.paymentMethod],
    PaymentState: o.paymentState, PaymentStateLabel: PAYMENT_STATE_LABELS[o.paymentState],
    InvoiceStatus: invoice ? invoice.status : null,
  };
}

export async function proofViews(q: Queryable, o: OrderRow) {
  const rows = await q.query<{ upload_id: string; width: number; height: number; bytes: number; created_at: string | Date }>(
    `SELECT upload_id, width, height, bytes, created_at FROM uploads
      WHERE tenant_id = $1 AND kind = 'delivery-proof' AND owner_kind = 'order' AND owner_id = $2 ORDER BY created_at, upload_id`,
    [o.tenantId, o.orderId],
  );
  const base = `/api/rider/deliveries/${encodeURIComponent(o.orderId)}/${encodeURIComponent(o.saleUnit)}/proof`;
  return rows.map((r) => ({
    UploadId: r.upload_id, Width: Number(r.width), Height: Number(r.height), Bytes: Number(r.bytes),
    At: new Date(r.created_at).toISOString(), Url: `${base}/${r.upload_id}`,
  }));
}

/** One delivery for its rider: header, lines, ship-to with phone and map link, payment and what to collect, invoice, proofs, timeline. */
export async function deliveryDetail(q: Queryable, o: OrderRow, invoice: InvoiceRow | null) {
  const lines = await loadOrderLines(q, o.tenantId, o.orderId);
  const actions = allowedActions({ status: o.status, payment: o.paymentState, riderId: o.riderId }, 'rider').filter(isRiderAction);
  return {
    Order: {
      ...deliveryItem(o, invoice),
      Mode: o.mode, Remark: o.remark, Subtotal: o.subtotal, Discount: Math.round((o.productDiscount + o.billDiscount + o.couponDiscount) * 100) / 100,
      DeliveryFee: o.deliveryFee, Vat: o.vatAmount, PointsTotal: o.pointsTotal, NeedTaxInvoice: o.needTaxInvoice,
    },
    Lines: lines.map(lineView),
    ShipTo: shipToView(o.shipTo),
    Payment: {
      Method: o.paymentMethod, MethodLabel: PAYMENT_METHOD_LABELS[o.paymentMethod], State: o.paymentState, StateLabel: PAYMENT_STATE_LABELS[o.paymentState],
      Total: o.total, AmountToCollect: amountToCollect(o),
    },
    InvoiceApproval: invoice !== null,
    Invoice: invoice ? invoiceView(invoice, o) : null,
    Proofs: await proofViews(q, o),
    AllowedActions: actions,
    Timeline: (await timelineView(q, o)).Timeline,
  };
}
