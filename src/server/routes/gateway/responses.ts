import { Type } from '@sinclair/typebox';
import { Nullable, OneOf, Open } from '../schemas';
import { PayState } from '../orders/responses';

const Provider = OneOf(['sandbox', 'kbank', '2c2p', 'ghl'] as const, 'Payment gateway');
const AttemptStatus = OneOf(['PENDING', 'PAID', 'DECLINED', 'EXPIRED', 'REFUND_DUE', 'REFUNDED'] as const, 'State of one gateway payment');
const Baht = (description?: string) => Type.Number(description ? { description } : {});

/** One gateway payment of an order (attempts.ts attemptView). */
export const AttemptSchema = Open({
  AttemptId: Type.String(), Provider, Method: Type.String({ description: 'Gateway method (card, QR, wallet …)' }),
  Amount: Baht('Baht'), Currency: Type.String(), Status: AttemptStatus,
  ProviderRef: Type.String({ description: 'The provider\'s reference; empty until it gives one' }),
  RedirectUrl: Nullable(Type.String({ description: 'The provider\'s page to send the buyer to (pending attempts only)' })),
  QrPayload: Nullable(Type.String({ description: 'QR to show (pending QR attempts only)' })),
  Failure: Nullable(Type.String()), RefundRef: Nullable(Type.String()),
  CreatedAt: Type.String(), ExpiresAt: Type.String(), SettledAt: Nullable(Type.String()), RefundedAt: Nullable(Type.String()),
});

const RefundSchema = Open({
  RefundKey: Type.String(), Amount: Baht('Baht'), Status: OneOf(['PENDING', 'DONE', 'DUE', 'FAILED'] as const),
  RefundRef: Nullable(Type.String()), Failure: Nullable(Type.String()), Reason: Nullable(Type.String()), CreatedAt: Type.String(),
});

export const GatewayStartSchema = Open({
  ...AttemptSchema.properties,
  Resumed: Type.Boolean({ description: 'true (status 200): a pending unexpired attempt handed back; false (201): a new one' }),
}, 'The gateway payment to continue: open RedirectUrl or show QrPayload');

export const OrderAttemptsSchema = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), Total: Baht(), PaymentState: PayState,
  Attempts: Type.Array(Open({
    ...AttemptSchema.properties,
    Refunds: Type.Optional(Type.Array(RefundSchema, { description: 'Staff only' })),
    Refundable: Type.Optional(Baht('Staff only: what can still be refunded (refunds under way count)')),
  })),
  Owed: Type.Optional(Type.Array(Type.String(), { description: 'Staff only: attempts whose money is owed back' })),
  Events: Type.Optional(Type.Array(Open({
    Id: Type.Integer(), Provider, AttemptId: Type.String(),
    Source: OneOf(['notify', 'query', 'refund'] as const),
    Outcome: OneOf(['settled', 'declined', 'duplicate', 'refused', 'pending', 'expired', 'refunded'] as const),
    Status: Nullable(Type.String()), Amount: Nullable(Baht()), Reason: Nullable(Type.String()), At: Type.String(),
  }), { description: 'Staff only: every notification and status query received' })),
}, 'Gateway attempts of an order; staff get refunds, what is owed back and the events too');

export const RefundDoneSchema = Open({
  ...AttemptSchema.properties,
  Refund: RefundSchema,
  Replayed: Type.Boolean({ description: 'true when the same Idempotency-Key answered an earlier refund' }),
}, 'The payment with the refund asked for');
