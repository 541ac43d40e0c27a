import { Type } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../../../domain/order-status';
import { CHECKOUT_METHODS } from '../../../domain/payment';
import { Body, SaleUnit, BoundedNumber } from '../schemas';
import { PCode, Qty } from '../cart/schemas';

export const OrderId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'Order number, e.g. SO00000012' });
export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
export const ModeSchema = Type.Union([Type.Literal('sales'), Type.Literal('redeem')]);
export const CheckoutMethodSchema = Type.Union(CHECKOUT_METHODS.map((m) => Type.Literal(m)), {
  description: 'COD, BANK (transfer + slip), THAIQR (PromptPay QR), AR (customer credit), REDEEMED (points, redeem mode), '
    + 'or a gateway method the centre\'s provider takes (CREDIT_CARD, VI, MA, EQ, QR, GHL_*: paid through POST api/payments/{orderId}/gateway; docs/payments.md)',
});
export const OrderActionSchema = Type.Union(
  (['submitSlip', 'approvePayment', 'rejectPayment', 'confirm', 'pack', 'assignRider', 'unassignRider', 'deliver', 'failDelivery', 'cancel', 'refund'] as const).map((a) => Type.Literal(a)),
);
export const OrderLineInput = Type.Object({ P_Code: PCode, qty1: Qty, qty2: Qty, qty3: Qty }, { additionalProperties: false });
export const Reason = Type.String({ maxLength: 500 });

export const OrderParams = Type.Object({ orderId: OrderId, saleUnit: SaleUnit }, { additionalProperties: false });
export const OrderIdParams = Type.Object({ orderId: OrderId }, { additionalProperties: false });

export const QuoteBody = Body({
  mode: Type.Optional(ModeSchema),
  lines: Type.Optional(Type.Array(OrderLineInput, { maxItems: 200, description: 'Lines to price; default: the selected lines of the server cart (this centre and mode)' })),
  couponId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  paymentMethod: Type.Optional(CheckoutMethodSchema),
  shipToCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  usePackages: Type.Optional(Type.Boolean({ description: 'Draw the lines your prepaid packages cover from their balance (docs/packages.md)' })),
});

export const PlaceBody = Body({
  mode: Type.Optional(ModeSchema),
  paymentMethod: CheckoutMethodSchema,
  shipToCode: Type.String({ minLength: 1, maxLength: 40, description: 'An active address (_id) of the customer' }),
  billToCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Default: the first active billing (B) address, else the ship-to' })),
  couponId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
  needTaxInvoice: Type.Optional(Type.Boolean()),
  lines: Type.Optional(Type.Array(OrderLineInput, { minItems: 1, maxItems: 200, description: 'Default: the selected lines of the server cart' })),
  expectedTotal: Type.Optional(BoundedNumber({ minimum: 0, description: 'The total the buyer saw (baht, or points in redeem mode): a different server total is a 409' })),
  usePackages: Type.Optional(Type.Boolean({ description: 'Draw the lines your prepaid packages cover from their balance (never below zero; docs/packages.md)' })),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$', description: 'One key per order attempt (e.g. a UUID); retries reuse it' }),
});

export const TransitionBody = Body({
  to: Type.Optional(OrderStatusSchema),
  action: Type.Optional(OrderActionSchema),
  reason: Type.Optional(Reason),
  riderId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
