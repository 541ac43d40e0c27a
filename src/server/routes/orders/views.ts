import {
  allowedActions, buildTimeline, ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS, type OrderActor,
} from '../../../domain/order-status';
import { paymentMethodCode, PAYMENT_METHOD_LABELS, scanQrBeforeMessage } from '../../../domain/payment';
import type { Queryable } from '../../db/index';
import { bankAccountView, paymentSettings } from '../payments/settings';
import { loadOrderEvents, loadOrderLines, type OrderLineRow, type OrderRow } from './model';

/** 'DD/MM/YYYY HH:mm' in Bangkok time, as the QR message shows the deadline. */
export function bangkokDateTime(d: Date): string {
  const local = new Date(d.getTime() + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(local.getUTCDate())}/${p(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${p(local.getUTCHours())}:${p(local.getUTCMinutes())}`;
}

export function lineView(l: OrderLineRow) {
  return {
    LineNo: l.lineNo, P_Code: l.pCode, ProductName: l.productName, ProductNameEn: l.productNameEn,
    qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, Unit1: l.unit1, Unit2: l.unit2, Unit3: l.unit3,
    UnitCode1: l.unitCodes[0], UnitCode2: l.unitCodes[1], UnitCode3: l.unitCodes[2], Unit1En: l.unitsEn[0], Unit2En: l.unitsEn[1], Unit3En: l.unitsEn[2],
    Price1: l.price1, Price2: l.price2, Price3: l.price3, BaseQuantity: l.baseQuantity,
    Amount: l.amount, ProductDiscount: l.productDiscount, BillDiscount: l.billDiscount, Net: l.net, Points: l.points,
    TaxType: l.taxType, AdvancePrice: l.advancePrice, IsFree: l.isFree, PromotionIds: l.promotionIds,
  };
}

export function headerView(o: OrderRow) {
  return {
    OrderID: o.orderId, SaleUnit: o.saleUnit, OrderType: o.orderType, Mode: o.mode, OrderDate: o.createdAt.toISOString(),
    Status: o.status, StatusLabel: ORDER_STATUS_LABELS[o.status],
    PaymentMethod: o.paymentMethod, PaymentMethodCode: paymentMethodCode(o.paymentMethod), PaymentMethodLabel: PAYMENT_METHOD_LABELS[o.paymentMethod],
    PaymentState: o.paymentState, PaymentStateLabel: PAYMENT_STATE_LABELS[o.paymentState],
    CustomerCode: o.customerCode, CustomerName: o.customerName, SalespersonId: o.salespersonId, AgentCode: o.agentCode, RiderId: o.riderId,
    Subtotal: o.subtotal, ProductDiscount: o.productDiscount, BillDiscount: o.billDiscount, CouponId: o.couponId, CouponDiscount: o.couponDiscount,
    DeliveryFee: o.deliveryFee, Total: o.total, Vat: o.vatAmount, PointsTotal: o.pointsTotal, PointsEarned: o.pointsEarned,
    Promotions: o.promotions, Remark: o.remark, NeedTaxInvoice: o.needTaxInvoice, CancelReason: o.cancelReason, UpdatedAt: o.updatedAt.toISOString(),
  };
}

export function qrView(o: OrderRow, now: Date) {
  if (!o.qrPayload || !o.qrExpiresAt) return null;
  return {
    Payload: o.qrPayload, Amount: o.total, ExpiresAt: o.qrExpiresAt.toISOString(), Expired: now.getTime() > o.qrExpiresAt.getTime(),
    Message: scanQrBeforeMessage(bangkokDateTime(o.qrExpiresAt)),
  };
}

export async function slipViews(q: Queryable, o: OrderRow) {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT s.upload_id, s.status, s.reason, s.created_at, s.reviewed_at, s.reviewed_by, u.width, u.height, u.bytes
       FROM payment_slips s JOIN uploads u ON u.tenant_id = s.tenant_id AND u.upload_id = s.upload_id
      WHERE s.tenant_id = $1 AND s.order_id = $2 ORDER BY s.created_at, s.upload_id`,
    [o.tenantId, o.orderId],
  );
  return rows.map((r) => ({
    UploadId: String(r.upload_id), Status: String(r.status), Reason: r.reason ? String(r.reason) : null,
    SubmittedAt: new Date(r.created_at as string).toISOString(), ReviewedAt: r.reviewed_at ? new Date(r.reviewed_at as string).toISOString() : null,
    ReviewedBy: r.reviewed_by ? String(r.reviewed_by) : null, Width: Number(r.width), Height: Number(r.height), Bytes: Number(r.bytes),
    Url: `/api/payments/${encodeURIComponent(o.orderId)}/slip/${String(r.upload_id)}`,
  }));
}

export async function paymentView(q: Queryable, o: OrderRow, now: Date) {
  // Only bank transfers show an account, and only BANK/THAIQR orders ever await a slip.
  const settings = o.paymentMethod === 'BANK' ? await paymentSettings(q, o.tenantId, o.saleUnit) : null;
  const slipped = o.paymentMethod === 'BANK' || o.paymentMethod === 'THAIQR';
  return {
    OrderID: o.orderId, SaleUnit: o.saleUnit, Method: o.paymentMethod, MethodCode: paymentMethodCode(o.paymentMethod), MethodLabel: PAYMENT_METHOD_LABELS[o.paymentMethod],
    State: o.paymentState, StateLabel: PAYMENT_STATE_LABELS[o.paymentState], Status: o.status, Amount: o.total, Points: o.pointsTotal,
    Qr: qrView(o, now), BankAccount: settings ? bankAccountView(settings) : null, Slips: slipped ? await slipViews(q, o) : [],
  };
}

export async function timelineView(q: Queryable, o: OrderRow) {
  const events = await loadOrderEvents(q, o.tenantId, o.orderId);
  return {
    Timeline: buildTimeline(events.map((e) => ({ status: e.status, at: e.at.toISOString(), reason: e.reason })), o.status)
      .map((s) => ({ ...s, label: ORDER_STATUS_LABELS[s.status] })),
    History: events.map((e) => ({ Action: e.action, Status: e.status, PaymentState: e.paymentState, ActorKind: e.actorKind, ActorId: e.actorId, Reason: e.reason, At: e.at.toISOString() })),
  };
}

async function riderView(q: Queryable, o: OrderRow) {
  if (!o.riderId) return null;
  const [r] = await q.query<{ rider_id: string; name: string; mobile_no: string }>('SELECT rider_id, name, mobile_no FROM riders WHERE tenant_id = $1 AND rider_id = $2', [o.tenantId, o.riderId]);
  return r ? { RiderId: r.rider_id, Name: r.name, MobileNo: r.mobile_no } : null;
}

/** Everything about one order: header, lines, ship-to, bill-to, payment, status timeline, what the viewer may do next. */
export async function orderDetail(q: Queryable, o: OrderRow, actor: OrderActor, now: Date) {
  const lines = await loadOrderLines(q, o.tenantId, o.orderId);
  return {
    Order: headerView(o),
    Lines: lines.map(lineView),
    ShipTo: o.shipTo,
    BillTo: o.billTo,
    Payment: await paymentView(q, o, now),
    Rider: await riderView(q, o),
    ...(await timelineView(q, o)),
    AllowedActions: allowedActions({ status: o.status, payment: o.paymentState, riderId: o.riderId }, actor),
  };
}

/** `api/MerchantOrder/GET_ORDER_DETAIL`: the spec's merchant order fields (meanings in docs/orders.md). */
export async function merchantOrderDetail(q: Queryable, o: OrderRow, now: Date) {
  const detail = await orderDetail(q, o, 'merchant', now);
  const discount = o.productDiscount + o.billDiscount + o.couponDiscount;
  // Staff read who ordered for the customer by name; REF_5 keeps the spec's id.
  const [salesperson] = o.salespersonId
    ? await q.query<{ name: string }>('SELECT name FROM merchant_users WHERE tenant_id = $1 AND user_id = $2', [o.tenantId, o.salespersonId])
    : [];
  return {
    Order: {
      OrderID: o.orderId, SaleUnit: o.saleUnit, OrderType: o.orderType, OrderDate: o.createdAt.toISOString(), Money: o.total,
      Customer_Id: o.customerCode, Customer_Name: o.customerName, Status: o.status, REF_5: o.salespersonId ?? '', SalespersonName: salesperson?.name ?? '', REF_6: o.riderId ?? '',
      NeedTaxInvoice: o.needTaxInvoice ? 'Y' as const : 'N' as const, PaymentType: o.paymentMethod, Remark: o.remark, Remark4: o.cancelReason ?? '',
      DeliveryMethod: 'DELIVERY' as const, DeliveryFee: o.deliveryFee, CustomerSaleUnit: o.saleUnit, Total: o.subtotal,
      DiscountAmount: Math.round(discount * 100) / 100, DiscountRate: o.subtotal > 0 ? Math.round((discount / o.subtotal) * 10000) / 100 : 0,
      DocState: o.paymentState, Mode: o.mode, PointsTotal: o.pointsTotal, CouponId: o.couponId, Vat: o.vatAmount, UpdatedAt: o.updatedAt.toISOString(),
    },
    OrderDetails: detail.Lines,
    ShipTo: o.shipTo,
    BillTo: o.billTo,
    Payment: detail.Payment,
    Rider: detail.Rider,
    Timeline: detail.Timeline,
    History: detail.History,
    AllowedActions: detail.AllowedActions,
    EditTracking: !['DELIVERED', 'CANCELLED'].includes(o.status),
  };
}

/** A history list row. */
export function historyItem(o: OrderRow & { itemCount?: number }) {
  return {
    OrderID: o.orderId, SaleUnit: o.saleUnit, Mode: o.mode, OrderDate: o.createdAt.toISOString(), Status: o.status, StatusLabel: ORDER_STATUS_LABELS[o.status],
    PaymentMethod: o.paymentMethod, PaymentState: o.paymentState, PaymentStateLabel: PAYMENT_STATE_LABELS[o.paymentState],
    Total: o.total, PointsTotal: o.pointsTotal, ItemCount: o.itemCount ?? 0, RiderId: o.riderId,
  };
}
