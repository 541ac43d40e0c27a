import type { OrderStatus, PaymentState } from '../../../domain/order-status';
import type { CheckoutMethod } from '../../../domain/payment';
import type { Queryable } from '../../db/index';
import type { OrderParty } from '../addresses/store';

/** An order as the server works with it (numbers as numbers, whatever the driver returns). */
export interface OrderRow {
  tenantId: string;
  orderId: string;
  saleUnit: string;
  orderType: string;
  mode: 'sales' | 'redeem';
  customerCode: string;
  customerName: string;
  customerType: string;
  salespersonId: string | null;
  /** The agent who placed it for their client (docs/agents.md), else null. */
  agentCode: string | null;
  status: OrderStatus;
  paymentMethod: CheckoutMethod;
  paymentState: PaymentState;
  riderId: string | null;
  subtotal: number;
  productDiscount: number;
  billDiscount: number;
  couponDiscount: number;
  deliveryFee: number;
  total: number;
  vatAmount: number;
  pointsTotal: number;
  pointsEarned: number;
  couponId: string | null;
  promotions: unknown[];
  shipTo: OrderParty;
  billTo: OrderParty;
  remark: string;
  needTaxInvoice: boolean;
  qrPayload: string | null;
  qrExpiresAt: Date | null;
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderLineRow {
  lineNo: number;
  pCode: string;
  productName: string;
  productNameEn: string;
  qty1: number;
  qty2: number;
  qty3: number;
  unit1: string;
  unit2: string;
  unit3: string;
  unitCodes: [string, string, string];
  unitsEn: [string, string, string];
  price1: number;
  price2: number;
  price3: number;
  baseQuantity: number;
  amount: number;
  productDiscount: number;
  billDiscount: number;
  net: number;
  points: number;
  taxType: string;
  advancePrice: boolean;
  isFree: boolean;
  promotionIds: string[];
}

export interface OrderEventRow {
  id: number;
  action: string;
  status: OrderStatus;
  paymentState: PaymentState;
  actorKind: string;
  actorId: string;
  reason: string | null;
  at: Date;
}

const n = (v: unknown) => Number(v ?? 0);
const json = <T>(v: unknown, fallback: T): T => (v === null || v === undefined ? fallback : typeof v === 'string' ? JSON.parse(v) as T : v as T);

export const ORDER_COLUMNS = `tenant_id, order_id, sale_unit, order_type, mode, customer_code, customer_name, customer_type, salesperson_id, status,
  payment_method, payment_state, rider_id, subtotal, product_discount, bill_discount, coupon_discount, delivery_fee, total, vat_amount,
  points_total, points_earned, coupon_id, promotions, ship_to, bill_to, remark, need_tax_invoice, qr_payload, qr_expires_at, cancel_reason,
  created_at, updated_at, agent_code`;

export function toOrderRow(r: Record<string, unknown>): OrderRow {
  return {
    tenantId: String(r.tenant_id), orderId: String(r.order_id), saleUnit: String(r.sale_unit), orderType: String(r.order_type),
    mode: r.mode === 'redeem' ? 'redeem' : 'sales', customerCode: String(r.customer_code), customerName: String(r.customer_name),
    customerType: String(r.customer_type ?? ''), salespersonId: r.salesperson_id ? String(r.salesperson_id) : null,
    agentCode: r.agent_code ? String(r.agent_code) : null,
    status: String(r.status) as OrderStatus, paymentMethod: String(r.payment_method) as CheckoutMethod, paymentState: String(r.payment_state) as PaymentState,
    riderId: r.rider_id ? String(r.rider_id) : null,
    subtotal: n(r.subtotal), productDiscount: n(r.product_discount), billDiscount: n(r.bill_discount), couponDiscount: n(r.coupon_discount),
    deliveryFee: n(r.delivery_fee), total: n(r.total), vatAmount: n(r.vat_amount), pointsTotal: n(r.points_total), pointsEarned: n(r.points_earned),
    couponId: r.coupon_id ? String(r.coupon_id) : null,
    promotions: json<unknown[]>(r.promotions, []), shipTo: json<OrderParty>(r.ship_to, {} as OrderParty), billTo: json<OrderParty>(r.bill_to, {} as OrderParty),
    remark: String(r.remark ?? ''), needTaxInvoice: r.need_tax_invoice === true,
    qrPayload: r.qr_payload ? String(r.qr_payload) : null, qrExpiresAt: r.qr_expires_at ? new Date(r.qr_expires_at as string) : null,
    cancelReason: r.cancel_reason ? String(r.cancel_reason) : null,
    createdAt: new Date(r.created_at as string), updatedAt: new Date(r.updated_at as string),
  };
}

/** One order of the tenant, optionally locked for a change (FOR UPDATE). */
export async function loadOrder(q: Queryable, tenantId: string, orderId: string, forUpdate = false): Promise<OrderRow | undefined> {
  const [row] = await q.query<Record<string, unknown>>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_id = $1 AND order_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenantId, orderId],
  );
  return row && toOrderRow(row);
}

export async function loadOrderLines(q: Queryable, tenantId: string, orderId: string): Promise<OrderLineRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT line_no, p_code, product_name, product_name_en, qty1, qty2, qty3, unit1, unit2, unit3, price1, price2, price3, base_quantity,
            unit1_code, unit2_code, unit3_code, unit1_en, unit2_en, unit3_en, amount, product_discount, bill_discount, net, points, tax_type, advance_price, is_free, promotion_ids
       FROM order_lines WHERE tenant_id = $1 AND order_id = $2 ORDER BY line_no`,
    [tenantId, orderId],
  );
  return rows.map((r) => ({
    lineNo: n(r.line_no), pCode: String(r.p_code), productName: String(r.product_name), productNameEn: String(r.product_name_en),
    qty1: n(r.qty1), qty2: n(r.qty2), qty3: n(r.qty3), unit1: String(r.unit1), unit2: String(r.unit2), unit3: String(r.unit3),
    unitCodes: [String(r.unit1_code ?? ''), String(r.unit2_code ?? ''), String(r.unit3_code ?? '')],
    unitsEn: [String(r.unit1_en ?? ''), String(r.unit2_en ?? ''), String(r.unit3_en ?? '')],
    price1: n(r.price1), price2: n(r.price2), price3: n(r.price3), baseQuantity: n(r.base_quantity), amount: n(r.amount),
    productDiscount: n(r.product_discount), billDiscount: n(r.bill_discount), net: n(r.net), points: n(r.points), taxType: String(r.tax_type),
    advancePrice: r.advance_price === true, isFree: r.is_free === true, promotionIds: json<string[]>(r.promotion_ids, []),
  }));
}

export async function loadOrderEvents(q: Queryable, tenantId: string, orderId: string): Promise<OrderEventRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    'SELECT id, action, status, payment_state, actor_kind, actor_id, reason, at FROM order_events WHERE tenant_id = $1 AND order_id = $2 ORDER BY at, id',
    [tenantId, orderId],
  );
  return rows.map((r) => ({
    id: n(r.id), action: String(r.action), status: String(r.status) as OrderStatus, paymentState: String(r.payment_state) as PaymentState,
    actorKind: String(r.actor_kind), actorId: String(r.actor_id), reason: r.reason ? String(r.reason) : null, at: new Date(r.at as string),
  }));
}

export async function recordOrderEvent(
  q: Queryable,
  e: { tenantId: string; orderId: string; action: string; status: OrderStatus; paymentState: PaymentState; actorKind: string; actorId: string; reason?: string | null; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO order_events (tenant_id, order_id, action, status, payment_state, actor_kind, actor_id, reason, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [e.tenantId, e.orderId, e.action, e.status, e.paymentState, e.actorKind, e.actorId, e.reason ?? null, e.at],
  );
}
