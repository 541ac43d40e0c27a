import { Type } from '@sinclair/typebox';
import { INVOICE_STATUSES } from '../../../domain/order-status';
import { LabelSchema, Nullable, Open } from '../schemas';
import { Method, OrderLine, OrderParty, PayState, Status, TimelineStep } from '../orders/responses';
import { DELIVERY_FILTERS, RIDER_ACTIONS } from './schemas';

const InvoiceStatus = Type.Union(INVOICE_STATUSES.map((s) => Type.Literal(s)));
const Day = Type.String({ description: 'YYYY-MM-DD, a Bangkok calendar day' });

/** One row of the rider's list (views.ts deliveryItem). */
const DeliveryItem = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), OrderDate: Type.String(), UpdatedAt: Type.String(),
  Status, StatusLabel: LabelSchema, CustomerCode: Type.String(), CustomerName: Type.String(),
  ShipToName: Type.String(), ShipToAddress: Type.String(), ShipToPhone: Type.String(),
  Total: Type.Number(), AmountToCollect: Type.Number({ description: 'Cash to collect at the door; 0 unless cash on delivery is still unpaid' }),
  PaymentMethod: Method, PaymentMethodLabel: LabelSchema, PaymentState: PayState, PaymentStateLabel: LabelSchema,
  InvoiceStatus: Nullable(InvoiceStatus),
});

export const DeliveryPageSchema = Open({
  Status: Type.Union(DELIVERY_FILTERS.map((s) => Type.Literal(s)), { description: 'The tab this page is of' }), Total: Type.Integer({ minimum: 0 }), Skip: Type.Integer(), Take: Type.Integer(), InvoiceApproval: Type.Boolean(),
  Counts: Open({ OUT_FOR_DELIVERY: Type.Integer(), DELIVERED: Type.Integer(), 'Invoice Approve': Type.Optional(Type.Integer()) }),
  Data: Type.Array(DeliveryItem),
}, 'One page of the rider\'s deliveries with the tab counts');

const Proof = Open({ UploadId: Type.String(), Width: Type.Number(), Height: Type.Number(), Bytes: Type.Number(), At: Type.String(), Url: Type.String() });

export const DeliveryDetailSchema = Open({
  Order: Open({
    ...DeliveryItem.properties,
    Mode: Type.String(), Remark: Type.String(), Subtotal: Type.Number(), Discount: Type.Number(), DeliveryFee: Type.Number(),
    Vat: Type.Number(), PointsTotal: Type.Number(), NeedTaxInvoice: Type.Boolean(),
  }),
  Lines: Type.Array(OrderLine),
  ShipTo: Open({
    ...OrderParty.properties, AddressLine: Type.String(), MapUrl: Nullable(Type.String({ description: 'Opens the phone\'s map app' })),
  }, 'The ship-to snapshot (Name, Phone, Remark … as the order keeps it) plus a one-line address and map link'),
  Payment: Open({ Method, MethodLabel: LabelSchema, State: PayState, StateLabel: LabelSchema, Total: Type.Number(), AmountToCollect: Type.Number() }),
  InvoiceApproval: Type.Boolean(),
  Invoice: Nullable(Open({ Status: InvoiceStatus, Reason: Nullable(Type.String()), DecidedAt: Nullable(Type.String()), DecidedBy: Nullable(Type.String()), CanChange: Type.Boolean() })),
  Proofs: Type.Array(Proof),
  AllowedActions: Type.Array(Type.Union(RIDER_ACTIONS.map((a) => Type.Literal(a))), { description: 'deliver / failDelivery when the rider may do them now' }),
  Timeline: Type.Array(TimelineStep),
}, 'One delivery as its rider sees it');

export const ProofCreatedSchema = Open({ UploadId: Type.String(), Width: Type.Number(), Height: Type.Number(), Bytes: Type.Number(), Url: Type.String() }, 'The stored proof photo');

export const DeliveryFailedSchema = Open({ OrderID: Type.String(), SaleUnit: Type.String(), Status, Reason: Type.String() }, 'The order went back to the centre');

export const RiderHistorySchema = Open({
  Total: Type.Integer({ minimum: 0 }), Skip: Type.Integer(), Take: Type.Integer(),
  Summary: Open({ Delivered: Type.Integer(), Failed: Type.Integer(), CashCollected: Type.Number() }),
  Data: Type.Array(Open({
    OrderID: Type.String(), SaleUnit: Type.String(), Result: Type.Union([Type.Literal('DELIVERED'), Type.Literal('FAILED')]), Reason: Nullable(Type.String()),
    At: Type.String(), Day, CustomerCode: Type.String(), CustomerName: Type.String(), ShipToAddress: Type.String(), Total: Type.Number(),
    PaymentMethod: Type.String(), CurrentStatus: Status, CurrentStatusLabel: LabelSchema, CanOpen: Type.Boolean(),
  })),
}, 'What the rider delivered or failed, newest first, with the totals of the range');

export const RiderProfileSchema = Open({
  RiderId: Type.String(), Name: Type.String(), MobileNo: Type.String(), SaleUnit: Nullable(Type.String()),
  CentreName: Nullable(Type.String()), CentreAddress: Nullable(Type.String()),
  Vehicle: Nullable(Open({ Type: Type.String(), Plate: Type.String() })),
  CompanyCode: Type.String({ description: 'The tenant\'s company code, \'\' when it has none' }), InvoiceApproval: Type.Boolean(), OutForDelivery: Type.Integer(),
  Today: Open({ Day, Delivered: Type.Integer(), Failed: Type.Integer() }),
}, 'The rider and today\'s counts');
