import { Type } from '@sinclair/typebox';
import { CHECKOUT_METHODS } from '../../../domain/payment';
import { ORDER_STATUSES, PAYMENT_STATES } from '../../../domain/order-status';
import { LabelSchema, Nullable, Open } from '../schemas';

const Mode = Type.Union([Type.Literal('sales'), Type.Literal('redeem')]);
export const Status = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
export const Method = Type.Union(CHECKOUT_METHODS.map((m) => Type.Literal(m)), { description: 'Checkout method code' });
export const PayState = Type.Union(PAYMENT_STATES.map((m) => Type.Literal(m)), { description: 'Payment state code' });

const OrderHeader = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), Mode, OrderDate: Type.String(),
  Status, StatusLabel: LabelSchema,
  PaymentMethod: Method, PaymentMethodLabel: LabelSchema,
  PaymentState: PayState, PaymentStateLabel: LabelSchema,
  CustomerCode: Type.String(), CustomerName: Type.String(),
  Subtotal: Type.Number(), ProductDiscount: Type.Number(), BillDiscount: Type.Number(),
  CouponId: Nullable(Type.String()), CouponDiscount: Type.Number(), DeliveryFee: Type.Number(),
  Total: Type.Number(), Vat: Type.Number(), PointsTotal: Type.Number(), PointsEarned: Type.Number(),
  Remark: Type.String(), CancelReason: Nullable(Type.String()),
});

export const OrderLine = Open({
  LineNo: Type.Number(), P_Code: Type.String(), ProductName: Type.String(), ProductNameEn: Type.String(),
  qty1: Type.Number(), qty2: Type.Number(), qty3: Type.Number(),
  Unit1: Type.String(), Unit2: Type.String(), Unit3: Type.String(),
  UnitCode1: Type.Optional(Type.String()), UnitCode2: Type.Optional(Type.String()), UnitCode3: Type.Optional(Type.String()),
  Unit1En: Type.Optional(Type.String()), Unit2En: Type.Optional(Type.String()), Unit3En: Type.Optional(Type.String()),
  Price1: Type.Number(), Price2: Type.Number(), Price3: Type.Number(),
  Amount: Type.Number(), ProductDiscount: Type.Number(), BillDiscount: Type.Number(), Net: Type.Number(),
  Points: Type.Number(), IsFree: Type.Boolean(),
});

const PartyText = (description?: string) => Type.Optional(Type.String(description ? { description } : {}));

/** The ship-to / bill-to block as the order keeps it (addresses/store.ts `orderParty`); `{}` on bulk-seeded demo orders. */
export const OrderParty = Open({
  Code: PartyText('The address (_id) it was copied from'), Name: PartyText(), Address: PartyText(),
  Province: PartyText('Province name'), Ampher: PartyText('District name'), Town: PartyText('Sub-district name'), ZipCode: PartyText(),
  TaxID: PartyText(), Phone: PartyText(), Lat: PartyText(), Long: PartyText(), Remark: PartyText(),
}, 'An address snapshot as the order keeps it (merchant spec: Code, Name, Address, Province, Ampher, Town, ZipCode, TaxID, Phone)');

export const TimelineStep = Open({
  status: Status, reached: Type.Boolean(), current: Type.Boolean(), at: Nullable(Type.String()), reason: Nullable(Type.String()), label: LabelSchema,
});

const PaymentInfo = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), Method, MethodLabel: LabelSchema, State: PayState, StateLabel: LabelSchema, Status,
  Amount: Type.Number(), Points: Type.Number(),
  Qr: Nullable(Open({ Payload: Type.String(), Amount: Type.Number(), ExpiresAt: Type.String(), Expired: Type.Boolean(), Message: Type.String() })),
  BankAccount: Nullable(Open({ BankName: Type.String(), AccountNo: Type.String(), AccountName: Type.String() })),
  Slips: Type.Array(Open({ UploadId: Type.String(), Status: Type.String(), Reason: Nullable(Type.String()), SubmittedAt: Type.String(), Url: Type.String() })),
});

/** One order as its buyer, merchant or rider sees it. */
export const OrderDetailSchema = Open({
  Order: OrderHeader,
  Lines: Type.Array(OrderLine),
  ShipTo: OrderParty,
  BillTo: OrderParty,
  Payment: PaymentInfo,
  Rider: Nullable(Open({ RiderId: Type.String(), Name: Type.String(), MobileNo: Type.String() })),
  Timeline: Type.Array(TimelineStep),
  AllowedActions: Type.Array(Type.String(), { description: 'Transitions the caller may ask for now' }),
}, 'One order: header, lines, ship-to, bill-to, payment, rider, timeline');

const OrderListItem = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), Mode, OrderDate: Type.String(), Status, StatusLabel: LabelSchema,
  PaymentMethod: Method, PaymentState: PayState, PaymentStateLabel: LabelSchema,
  Total: Type.Number(), PointsTotal: Type.Number(), ItemCount: Type.Number(),
});

export const OrderPageSchema = Open({ Total: Type.Integer({ minimum: 0 }), Data: Type.Array(OrderListItem) }, 'One page of orders, newest first');

export const ReorderSchema = Open({
  Added: Type.Array(Type.String(), { description: 'Product codes put back into the cart' }),
  Skipped: Type.Array(Open({ P_Code: Type.String(), Reason: Type.String() })),
});

/** `GET api/orders/tracking/{orderId}`: where the order is (buyer, staff of the centre, assigned rider). */
export const OrderTrackingSchema = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), Status, StatusLabel: LabelSchema, PaymentState: PayState,
  RiderId: Nullable(Type.String()), UpdatedAt: Type.String(),
  Timeline: Type.Array(TimelineStep),
  History: Type.Array(Open({
    Action: Type.String(), Status, PaymentState: PayState, ActorKind: Type.String(), ActorId: Nullable(Type.String()), Reason: Nullable(Type.String()), At: Type.String(),
  })),
}, 'Status, payment state, the status timeline and every recorded move');

export const DeliveryProofSchema = Open({ UploadId: Type.String(), Width: Type.Number(), Height: Type.Number(), Bytes: Type.Number() }, 'The stored proof photo');



/** `POST api/MerchantOrder/GET_ORDER_DETAIL` (merchant spec "Merchant order"; meanings in docs/orders.md). */
export const MerchantOrderDetailSchema = Open({
  Order: Open({
    OrderID: Type.String(), SaleUnit: Type.String(), OrderType: Type.String({ description: '\'3\' sales order' }), OrderDate: Type.String({ description: 'ISO 8601 instant' }),
    Money: Type.Number({ description: 'Baht to pay (the order total)' }), Customer_Id: Type.String(), Customer_Name: Type.String(), Status,
    REF_5: Type.String({ description: 'The salesperson who ordered for the customer (empty: the customer did)' }), SalespersonName: Type.String(),
    REF_6: Type.String({ description: 'The assigned rider (empty: none)' }), NeedTaxInvoice: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
    PaymentType: Method, Remark: Type.String(), Remark4: Type.String({ description: 'Why it was cancelled (empty otherwise)' }),
    DeliveryMethod: Type.Literal('DELIVERY'), DeliveryFee: Type.Number(), CustomerSaleUnit: Type.String(),
    Total: Type.Number({ description: 'Baht before discounts (the subtotal)' }), DiscountAmount: Type.Number(), DiscountRate: Type.Number({ description: 'Percent of Total' }),
    DocState: PayState, Mode, PointsTotal: Type.Number(), CouponId: Nullable(Type.String()), Vat: Type.Number(), UpdatedAt: Type.String(),
  }),
  OrderDetails: Type.Array(OrderLine),
  ShipTo: OrderParty, BillTo: OrderParty,
  Payment: OrderDetailSchema.properties.Payment,
  Rider: OrderDetailSchema.properties.Rider,
  Timeline: Type.Array(TimelineStep),
  History: OrderTrackingSchema.properties.History,
  AllowedActions: OrderDetailSchema.properties.AllowedActions,
  EditTracking: Type.Boolean({ description: 'false once delivered or cancelled' }),
}, 'One order as the merchant reads it: Order, OrderDetails, ShipTo, BillTo (+ Payment, Rider, Timeline, History, AllowedActions, EditTracking)');
