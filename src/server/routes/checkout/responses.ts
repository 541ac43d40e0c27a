import { Type } from '@sinclair/typebox';
import { CHECKOUT_METHODS } from '../../../domain/payment';
import { LabelSchema, Nullable, Open } from '../schemas';

const Method = Type.Union(CHECKOUT_METHODS.map((m) => Type.Literal(m)), { description: 'Checkout method code' });

const QuoteUnit = Open({
  Unit: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), Code: Type.String(), Name: Type.String(), NameEn: Type.String(),
  Qty: Type.Number(), Price: Type.Number(), StandardPrice: Type.Number(), Advance: Type.Boolean(), Points: Type.Number(),
});

const QuoteLine = Open({
  P_Code: Type.String(), ProductName: Type.String(), ProductNameEn: Type.String(),
  qty1: Type.Number(), qty2: Type.Number(), qty3: Type.Number(), Units: Type.Array(QuoteUnit), BaseQuantity: Type.Number(),
  Amount: Type.Number(), ProductDiscount: Type.Number(), BillDiscount: Type.Number(), Net: Type.Number(), Points: Type.Number(),
  TaxType: Type.String(), IsFree: Type.Boolean(), PromotionIds: Type.Array(Type.String()), StockAvailable: Nullable(Type.Number()),
});

const QuoteProblem = Open({
  P_Code: Type.String(), Code: Type.String({ description: 'outOfStock, notFound, disabled, unitNotSold, notRedeemable, notPriced' }), Message: Type.String(),
  Requested: Type.Optional(Type.Number()), Available: Type.Optional(Type.Number()),
});

const PaymentOption = Open({ Method, Code: Type.Number(), Label: LabelSchema, Disabled: Type.Boolean(), Reason: Nullable(Type.String()) });

const QuotePromotion = Open({
  promotionId: Type.String(), name: Type.Optional(Type.String()), type: Type.Optional(Type.String()), kind: Type.Optional(Type.String()),
  discount: Type.Optional(Type.Number()), explanation: Type.Optional(Type.String()),
});

/** `POST api/checkout/quote`: the server's price of the order (never computed by the client). */
export const QuoteSchema = Open({
  Mode: Type.Union([Type.Literal('sales'), Type.Literal('redeem')]),
  SaleUnit: Type.String(),
  PriceLevel: Type.Number(),
  Lines: Type.Array(QuoteLine),
  FreeItems: Type.Array(QuoteLine),
  Promotions: Type.Array(QuotePromotion),
  Coupon: Nullable(Open({ CouponId: Type.String(), Valid: Type.Boolean(), Message: Nullable(Type.String()), Discount: Type.Number() })),
  Subtotal: Type.Number(), ProductDiscount: Type.Number(), BillDiscount: Type.Number(), CouponDiscount: Type.Number(),
  DeliveryFee: Type.Number(), Total: Type.Number(), Vat: Type.Number(), PointsTotal: Type.Number(),
  PointsBalance: Nullable(Type.Number()), CreditBalance: Nullable(Type.Number()),
  PaymentMethods: Type.Array(PaymentOption),
  PaymentMethod: Nullable(Method),
  PaymentProblem: Nullable(Type.String()),
  Problems: Type.Array(QuoteProblem),
  CanPlace: Type.Boolean(),
  ShipTo: Type.Optional(Nullable(Open({}, 'The chosen delivery address, when shipToCode names an active one'))),
  PackageCoverable: Type.Optional(Type.Number({ description: 'Base units of these lines the customer\'s prepaid packages could cover' })),
  PackageDiscount: Type.Optional(Type.Number()),
  PackageDraws: Type.Optional(Type.Array(Open({ HoldingCode: Type.String(), P_Code: Type.String(), Quantity: Type.Number(), Value: Type.Number() }))),
}, 'The quote: prices, promotions, coupon, fees, totals, payment methods and what stops the order');
