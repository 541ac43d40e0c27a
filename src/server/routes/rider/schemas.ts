import { Type } from '@sinclair/typebox';
import { INVOICE_STATUSES, type OrderAction } from '../../../domain/order-status';
import { Body, Query, SaleUnit } from '../schemas';
import { OrderId } from '../orders/schemas';

/** The list's status filter; 'Invoice Approve' is the spec's bottom-bar link (`?status=Invoice Approve`). */
export const DELIVERY_FILTERS = ['OUT_FOR_DELIVERY', 'DELIVERED', 'ALL', 'Invoice Approve'] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

/** The rider's moves (the lifecycle decides; the rider area offers only these two). */
export const RIDER_ACTIONS = ['deliver', 'failDelivery'] as const satisfies readonly OrderAction[];
export type RiderAction = (typeof RIDER_ACTIONS)[number];

export const RIDER_PAGE_SIZE = 20;

export const DeliveryListQuery = Query({
  status: Type.Optional(Type.Union(DELIVERY_FILTERS.map((s) => Type.Literal(s)), {
    description: "OUT_FOR_DELIVERY (to deliver, the default), DELIVERED, ALL (both), or 'Invoice Approve' (delivered with the invoice still Wait; SINGHA company variant only)",
  })),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  take: Type.Integer({ minimum: 1, maximum: 100, default: RIDER_PAGE_SIZE }),
});

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, a Bangkok calendar day' });

export const HistoryQuery = Query({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  result: Type.Optional(Type.Union([Type.Literal('DELIVERED'), Type.Literal('FAILED')])),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  take: Type.Integer({ minimum: 1, maximum: 100, default: RIDER_PAGE_SIZE }),
});

export const FailBody = Body({
  reason: Type.String({ maxLength: 500, description: 'Why the delivery failed (required); the order goes back to PACKED and off this rider' }),
});

export const InvoiceBody = Body({
  status: Type.Union(INVOICE_STATUSES.filter((s) => s !== 'Wait').map((s) => Type.Literal(s)), { description: "'Approved' or 'Canceled' (final)" }),
  reason: Type.Optional(Type.String({ maxLength: 500, description: 'Required to cancel' })),
});

export const ProofParams = Type.Object({
  orderId: OrderId,
  saleUnit: SaleUnit,
  uploadId: Type.String({ format: 'uuid' }),
}, { additionalProperties: false });
