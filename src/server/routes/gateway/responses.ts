import { Type } from '@sinclair/typebox';
import { Nullable, OneOf, Open } from '../schemas';
import { PayState, Status } from '../orders/responses';

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

/** Gateway settings as the super admin sees them (settings.ts `view`): secrets never leave the server, only whether they are set. */
export const GatewaySettingSchema = Open({
  SaleUnit: Type.String({ description: '\'\' for the tenant-wide row, else a centre' }), Provider,
  Methods: Type.Array(Type.String(), { description: 'Gateway methods this provider takes here' }),
  Enabled: Type.Boolean(), TtlMinutes: Type.Integer({ description: 'Minutes the buyer has to pay' }),
  Settings: Type.Record(Type.String(), Type.String(), { description: 'Every non-secret field of the provider (\'\' when not set)' }),
  Secrets: Type.Record(Type.String(), Open({
    Set: Type.Boolean({ description: 'A value is stored or comes from the environment' }),
    Last4: Nullable(Type.String({ description: 'Last 4 characters of the stored value' })),
    FromEnv: Type.Boolean({ description: 'The environment gives the value (it wins over a stored one)' }),
  }), { description: 'Every secret field of the provider, by name' }),
  UpdatedAt: Type.String({ description: 'ISO 8601 instant' }),
}, 'One provider\'s settings for the tenant or a centre');

export const GatewaySettingsSchema = Open({
  Providers: Type.Array(Open({
    Id: Provider, Methods: Type.Array(Type.String(), { description: 'The methods it can take' }),
    Fields: Type.Array(Open({ Name: Type.String(), Secret: Type.Boolean(), Required: Type.Boolean(), Kind: OneOf(['text', 'url', 'pem'] as const) })),
  })),
  Centres: Type.Array(Open({ SaleUnit: Type.String(), Name: Type.String() }), { description: 'Active centres of the tenant' }),
  Gateways: Type.Array(GatewaySettingSchema),
}, 'The providers, their fields and methods, the centres, and every saved provider setting');

export const GatewayTestSchema = Open({
  Ok: Type.Boolean({ description: 'The provider answered its status query with these credentials' }),
  Message: Type.String({ description: 'What happened (the provider\'s error when it failed)' }),
  Ms: Type.Number({ description: 'Milliseconds the test took' }),
}, 'The connection test (a failed test is still a 200 with Ok false)');

const Mismatch = Open({
  Kind: OneOf(['PAID_AT_GATEWAY_UNPAID', 'UNPAID_AT_GATEWAY', 'AMOUNT_MISMATCH', 'QUERY_FAILED'] as const),
  GatewayStatus: Nullable(Type.String()), GatewayAmount: Nullable(Baht('Baht the gateway reports')), Detail: Nullable(Type.String()),
  DetectedAt: Type.String({ description: 'ISO 8601 instant' }),
}, 'An open difference between the gateway and us');

/** One gateway payment on the reconciliation screen (reconcile-routes.ts `rows`). */
export const ReconcileAttemptSchema = Open({
  AttemptId: Type.String(), OrderID: Type.String(), SaleUnit: Type.String(), Provider, Method: Type.String(),
  Amount: Baht('Baht'), Status: AttemptStatus, ProviderRef: Type.String(),
  OrderStatus: Status, OrderPaymentState: PayState, CreatedAt: Type.String({ description: 'ISO 8601 instant' }),
  Mismatches: Type.Array(Mismatch, { description: 'Open mismatches (empty: gateway and us agree)' }),
});

export const ReconcileAttemptsSchema = Open({
  Date: Type.String({ description: 'The Bangkok day asked for' }), Attempts: Type.Array(ReconcileAttemptSchema),
}, 'Gateway payments started that day, by provider');

export const ReconcileRunSchema = Open({
  Date: Type.String(), Attempts: Type.Integer({ description: 'Payments checked' }), Mismatches: Type.Integer({ description: 'Mismatches found' }),
}, 'What the reconciliation of the day found');

export const ReconciliationSchema = Open({
  Date: Type.String({ description: 'The Bangkok day asked for' }),
  Providers: Type.Array(Open({
    Provider, Attempts: Type.Integer(), Mismatches: Type.Integer({ description: 'Attempts with an open mismatch' }),
    Paid: Type.Integer({ description: 'Attempts that ended paid (refunded or refund due included)' }),
    PaidAmount: Baht('Baht'), Expected: Baht('Baht we expect the provider to pay out'), Notified: Baht('Baht the provider notified as paid'),
    Refunded: Baht(), RefundDue: Baht(), Pending: Type.Integer(), Declined: Type.Integer(), Expired: Type.Integer(),
    RefusedNotifications: Type.Integer({ description: 'Notifications refused (bad signature, wrong amount …)' }),
    Difference: Baht('Expected − Notified'),
  })),
}, 'Daily gateway reconciliation per provider');

export const NotifyAckSchema = Open({
  status: Type.Literal(200),
  Outcome: OneOf(['settled', 'declined', 'duplicate', 'pending'] as const, 'What the notification did (duplicates change nothing)'),
  Effect: OneOf(['orderPaid', 'refundDue', 'none'] as const, 'What it did to the order'),
}, 'The notification was accepted');

/** A hosted page the buyer's browser opens (HTML, not JSON). */
export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String({ description: 'An HTML page (UTF-8)' }) } } });

/** 303 See Other: the browser is sent on (the Location header says where); no body. */
export const seeOther = (description: string) => Type.Null({ description, headers: { location: Type.String({ description: 'Where the browser goes next' }) } });
