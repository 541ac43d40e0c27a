/**
 * Order lifecycle for a distribution centre (the spec leaves it to us; docs/domain.md draws it):
 *
 *   PENDING_PAYMENT ──(slip/QR payment approved)──▶ PLACED ──confirm──▶ CONFIRMED ──pack──▶ PACKED
 *   PACKED ──assign rider──▶ OUT_FOR_DELIVERY ──deliver──▶ DELIVERED
 *   OUT_FOR_DELIVERY ──delivery failed / rider unassigned──▶ PACKED
 *   any state before OUT_FOR_DELIVERY ──cancel (reason)──▶ CANCELLED
 *
 * Payment runs beside it: slips are submitted by the buyer and approved or rejected by staff; COD
 * becomes PAID on delivery; a cancelled paid order owes a refund.
 */
import { isGatewayMethod, type CheckoutMethod } from './payment';

export type OrderStatus = 'PENDING_PAYMENT' | 'PLACED' | 'CONFIRMED' | 'PACKED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];

export type PaymentState =
  | 'AWAITING_PAYMENT'
  | 'SLIP_SUBMITTED'
  | 'SLIP_REJECTED'
  | 'PAID'
  | 'COLLECT_ON_DELIVERY'
  | 'ON_CREDIT'
  | 'REFUND_DUE'
  | 'REFUNDED';
export const PAYMENT_STATES: readonly PaymentState[] = [
  'AWAITING_PAYMENT', 'SLIP_SUBMITTED', 'SLIP_REJECTED', 'PAID', 'COLLECT_ON_DELIVERY', 'ON_CREDIT', 'REFUND_DUE', 'REFUNDED',
];

export type OrderActor = 'buyer' | 'merchant' | 'rider' | 'system';
export type OrderAction =
  | 'submitSlip'
  | 'approvePayment'
  | 'rejectPayment'
  | 'confirm'
  | 'pack'
  | 'assignRider'
  | 'unassignRider'
  | 'deliver'
  | 'failDelivery'
  | 'cancel'
  | 'refund'
  | 'latePayment';

export interface OrderState {
  status: OrderStatus;
  payment: PaymentState;
  riderId?: string | null;
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, { en: string; th: string }>> = {
  PENDING_PAYMENT: { en: 'Awaiting payment', th: 'รอชำระเงิน' },
  PLACED: { en: 'Order placed', th: 'รับคำสั่งซื้อแล้ว' },
  CONFIRMED: { en: 'Confirmed', th: 'ยืนยันคำสั่งซื้อแล้ว' },
  PACKED: { en: 'Packed', th: 'จัดสินค้าแล้ว' },
  OUT_FOR_DELIVERY: { en: 'Out for delivery', th: 'กำลังจัดส่ง' },
  DELIVERED: { en: 'Delivered', th: 'จัดส่งสำเร็จ' },
  CANCELLED: { en: 'Cancelled', th: 'ยกเลิกแล้ว' },
};

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, { en: string; th: string }>> = {
  AWAITING_PAYMENT: { en: 'Awaiting payment', th: 'รอชำระเงิน' },
  SLIP_SUBMITTED: { en: 'Slip submitted, awaiting approval', th: 'ส่งสลิปแล้ว รอตรวจสอบ' },
  SLIP_REJECTED: { en: 'Slip rejected', th: 'สลิปไม่ผ่านการตรวจสอบ' },
  PAID: { en: 'Paid', th: 'ชำระเงินแล้ว' },
  // The same words as the COD method everywhere (issue 19: one name per method, "Cash on delivery").
  COLLECT_ON_DELIVERY: { en: 'Cash on delivery', th: 'เก็บเงินปลายทาง' },
  ON_CREDIT: { en: 'On credit', th: 'ชำระด้วยเครดิต' },
  REFUND_DUE: { en: 'Refund due', th: 'รอคืนเงิน' },
  REFUNDED: { en: 'Refunded', th: 'คืนเงินแล้ว' },
};

/** Where an order starts, by how it is paid. */
export function initialOrderState(method: CheckoutMethod): OrderState {
  if (isGatewayMethod(method)) return { status: 'PENDING_PAYMENT', payment: 'AWAITING_PAYMENT', riderId: null };
  switch (method) {
    case 'BANK':
    case 'THAIQR':
      return { status: 'PENDING_PAYMENT', payment: 'AWAITING_PAYMENT', riderId: null };
    case 'COD':
      return { status: 'PLACED', payment: 'COLLECT_ON_DELIVERY', riderId: null };
    case 'AR':
      return { status: 'PLACED', payment: 'ON_CREDIT', riderId: null };
    case 'REDEEMED':
      return { status: 'PLACED', payment: 'PAID', riderId: null };
  }
}

interface Rule {
  actors: readonly OrderActor[];
  from: readonly OrderStatus[];
  payments?: readonly PaymentState[];
  to?: OrderStatus;
  payment?: (p: PaymentState) => PaymentState;
  needs?: readonly ('reason' | 'riderId' | 'proof')[];
}

const BEFORE_DISPATCH: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED'];

const RULES: Readonly<Record<OrderAction, Rule>> = {
  submitSlip: { actors: ['buyer', 'merchant'], from: ['PENDING_PAYMENT'], payments: ['AWAITING_PAYMENT', 'SLIP_REJECTED'], payment: () => 'SLIP_SUBMITTED' },
  approvePayment: { actors: ['merchant', 'system'], from: ['PENDING_PAYMENT'], payments: ['SLIP_SUBMITTED', 'AWAITING_PAYMENT'], to: 'PLACED', payment: () => 'PAID' },
  rejectPayment: { actors: ['merchant'], from: ['PENDING_PAYMENT'], payments: ['SLIP_SUBMITTED'], payment: () => 'SLIP_REJECTED', needs: ['reason'] },
  confirm: { actors: ['merchant'], from: ['PLACED'], to: 'CONFIRMED' },
  pack: { actors: ['merchant'], from: ['CONFIRMED'], to: 'PACKED' },
  assignRider: { actors: ['merchant'], from: ['PACKED'], to: 'OUT_FOR_DELIVERY', needs: ['riderId'] },
  unassignRider: { actors: ['merchant'], from: ['OUT_FOR_DELIVERY'], to: 'PACKED' },
  deliver: {
    actors: ['rider', 'merchant'],
    from: ['OUT_FOR_DELIVERY'],
    to: 'DELIVERED',
    payment: (p) => (p === 'COLLECT_ON_DELIVERY' ? 'PAID' : p),
  },
  failDelivery: { actors: ['rider', 'merchant'], from: ['OUT_FOR_DELIVERY'], to: 'PACKED', needs: ['reason'] },
  cancel: {
    actors: ['buyer', 'merchant'],
    from: BEFORE_DISPATCH,
    to: 'CANCELLED',
    payment: (p) => (p === 'PAID' || p === 'SLIP_SUBMITTED' ? 'REFUND_DUE' : p),
    needs: ['reason'],
  },
  refund: { actors: ['merchant', 'system'], from: ['CANCELLED'], payments: ['REFUND_DUE'], payment: () => 'REFUNDED' },
  // A gateway confirms a payment after the order was cancelled: the money must go back.
  latePayment: { actors: ['system'], from: ['CANCELLED'], payments: ['AWAITING_PAYMENT', 'SLIP_REJECTED'], payment: () => 'REFUND_DUE' },
};

/** The buyer may cancel only before the centre has confirmed the order. */
const BUYER_CANCEL_FROM: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED'];

export interface TransitionContext {
  actor: OrderActor;
  /** The acting rider's id (riders act only on orders assigned to them). */
  actorId?: string | null;
  reason?: string | null;
  riderId?: string | null;
  /** Proof of delivery (photo) is attached; required when a rider delivers. */
  proof?: boolean;
}

export type TransitionError = 'notAllowed' | 'reasonRequired' | 'riderRequired' | 'proofRequired' | 'notYourDelivery';

export const TRANSITION_ERROR_MESSAGES: Readonly<Record<TransitionError, { key: string; en: string }>> = {
  notAllowed: { key: 'errors:order.notAllowed', en: 'This order cannot be changed that way in its current status' },
  reasonRequired: { key: 'errors:order.reasonRequired', en: 'Please enter a reason' },
  riderRequired: { key: 'errors:order.riderRequired', en: 'Please select a rider' },
  proofRequired: { key: 'errors:order.proofRequired', en: 'Please attach a photo as proof of delivery' },
  notYourDelivery: { key: 'errors:order.notYourDelivery', en: 'This delivery is assigned to another rider' },
};

function allowedBy(rule: Rule, action: OrderAction, state: OrderState, actor: OrderActor): boolean {
  if (!rule.actors.includes(actor) || !rule.from.includes(state.status)) return false;
  if (rule.payments && !rule.payments.includes(state.payment)) return false;
  if (action === 'cancel' && actor === 'buyer' && !BUYER_CANCEL_FROM.includes(state.status)) return false;
  return true;
}

/** Whether an actor may take an action now (the buttons a screen shows). */
export function canTransition(state: OrderState, action: OrderAction, actor: OrderActor): boolean {
  return allowedBy(RULES[action], action, state, actor);
}

export function allowedActions(state: OrderState, actor: OrderActor): OrderAction[] {
  return (Object.keys(RULES) as OrderAction[]).filter((a) => canTransition(state, a, actor));
}

export type TransitionResult = { ok: true; state: OrderState } | { ok: false; error: TransitionError; message: string };

function fail(error: TransitionError): TransitionResult {
  return { ok: false, error, message: TRANSITION_ERROR_MESSAGES[error].en };
}

/** Apply an action: the next state, or why it is refused. */
export function transitionOrder(state: OrderState, action: OrderAction, ctx: TransitionContext): TransitionResult {
  const rule = RULES[action];
  if (!allowedBy(rule, action, state, ctx.actor)) return fail('notAllowed');
  if (ctx.actor === 'rider' && (!ctx.actorId || ctx.actorId !== state.riderId)) return fail('notYourDelivery');
  const needs = [...(rule.needs ?? [])];
  if (action === 'deliver' && ctx.actor === 'rider') needs.push('proof');
  if (needs.includes('reason') && !String(ctx.reason ?? '').trim()) return fail('reasonRequired');
  if (needs.includes('riderId') && !String(ctx.riderId ?? '').trim()) return fail('riderRequired');
  if (needs.includes('proof') && !ctx.proof) return fail('proofRequired');
  const status = rule.to ?? state.status;
  let riderId = state.riderId ?? null;
  if (action === 'assignRider') riderId = String(ctx.riderId);
  if (action === 'unassignRider' || action === 'failDelivery' || action === 'cancel') riderId = null;
  return { ok: true, state: { status, payment: rule.payment ? rule.payment(state.payment) : state.payment, riderId } };
}

/** A recorded status change (the order history the server keeps). */
export interface OrderEvent {
  status: OrderStatus;
  at: string;
  actor?: OrderActor;
  reason?: string | null;
}

export interface TimelineStep {
  status: OrderStatus;
  reached: boolean;
  current: boolean;
  /** When the step was last reached. */
  at: string | null;
  reason: string | null;
}

const HAPPY_PATH: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'];

/**
 * The tracking page's steps. Awaiting payment shows only for orders that went through it. A
 * cancelled order shows the steps it reached, then Cancelled with its reason. A step reached more
 * than once (a failed delivery sends the order back to Packed) shows its latest time.
 */
export function buildTimeline(events: readonly OrderEvent[], current: OrderStatus): TimelineStep[] {
  const sorted = [...events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const last = new Map<OrderStatus, OrderEvent>();
  for (const e of sorted) last.set(e.status, e);
  const path: OrderStatus[] = [...(last.has('PENDING_PAYMENT') || current === 'PENDING_PAYMENT' ? ['PENDING_PAYMENT' as const] : []), ...HAPPY_PATH];
  if (current === 'CANCELLED') {
    const reachedBefore = path.filter((s) => last.has(s) && s !== 'DELIVERED');
    const cancel = last.get('CANCELLED');
    return [
      ...reachedBefore.map((s) => ({ status: s, reached: true, current: false, at: last.get(s)?.at ?? null, reason: last.get(s)?.reason ?? null })),
      { status: 'CANCELLED', reached: true, current: true, at: cancel?.at ?? null, reason: cancel?.reason ?? null },
    ];
  }
  const position = path.indexOf(current);
  return path.map((s, i) => ({
    status: s,
    reached: i <= position,
    current: i === position,
    at: i <= position ? last.get(s)?.at ?? null : null,
    reason: i <= position ? last.get(s)?.reason ?? null : null,
  }));
}

/** Merchant order list tabs, 'All' first (the default). */
export const ORDER_LIST_TABS: readonly ('ALL' | OrderStatus)[] = ['ALL', 'PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];

/** Invoice statuses (rider invoice approval): Wait → Approved or Canceled, both final. */
export type InvoiceStatus = 'Wait' | 'Approved' | 'Canceled';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['Wait', 'Approved', 'Canceled'];

export function canChangeInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return from === 'Wait' && (to === 'Approved' || to === 'Canceled');
}
