import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** Success bodies of the spec's coupon calls (section 7): `status` 200 and `statusText` in the body, as the clients read them. */

const CouponType = Type.Union([Type.Literal('value'), Type.Literal('percent')], { description: 'value: baht off; percent: a percentage (capped by MaxDiscount)' });
const YyyyMmDd = Nullable(Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD; null when open' }));

const CouponEntry = Open({
  PromotionId: Type.String({ description: 'Empty when the coupon belongs to no promotion' }),
  SaleUnit: Nullable(Type.String({ description: 'The only centre it is usable at; null: any' })),
  Coupon: Open({
    couponid: Type.String(), _lock: Type.Union([Type.Literal('N'), Type.Literal('Y')], { description: 'N unused, Y used' }),
    CouponType, Value: Type.Number(), MinimumOrder: Type.Number({ description: 'Baht' }), MaxDiscount: Type.Number({ description: 'Baht; 0: no cap' }),
    DateBegin: YyyyMmDd, DateEnd: YyyyMmDd, NameTh: Type.String(), NameEn: Type.String(),
    OrderId: Nullable(Type.String({ description: 'The order that used it' })), Active: Type.Boolean({ description: 'Inside its dates today' }),
  }),
  Count: Type.Optional(Type.Integer({ description: 'Grouped by promotion (the default): how many of the customer\'s coupons the promotion has' })),
});

export const CustomerCouponsSchema = Open({
  status: Type.Literal(200), statusText: Type.Literal('OK'),
  coupons: Type.Array(CouponEntry, { description: 'One entry per promotion (its first unused coupon), or per coupon with notGroupByPromotionId' }),
}, 'The customer\'s coupons');

export const CouponCheckSchema = Open({
  status: Type.Literal(200),
  statusText: Type.String({ description: 'OK when the coupon can be used now, else why not (e.g. \'Invalid coupon value: {value} due to minimum order {num}\')' }),
  promotionId: Nullable(Type.String({ description: 'null unless the coupon is the customer\'s' })),
  couponType: Nullable(CouponType),
  Discount: Type.Number({ description: 'Baht the coupon would take off (0 when it cannot be used)' }),
  OrderTotal: Type.Number({ description: 'Baht: the server\'s quote of the selected sales-cart lines after promotions' }),
}, 'Whether a coupon can be used now (200 either way)');
