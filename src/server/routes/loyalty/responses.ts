import { Type } from '@sinclair/typebox';
import { Nullable, OneOf, Open } from '../schemas';

const TierView = Open({
  Id: Type.Number(), Name: Type.String({ description: 'Thai name' }), NameEn: Type.String(),
  TargetValue: Type.Number({ description: 'Accumulated amount (baht) that reaches this tier' }),
  EarnMultiplier: Type.Number(), Colour: Type.String(),
});

export const TierInfoSchema = Open({
  Data: Open({
    AccumulatedOrderAmount: Type.Number({ description: 'Total of delivered sales orders, baht' }),
    CurrentTier: Nullable(TierView), NextTier: Nullable(TierView),
    CurrentTierFormulaDetail: Open({ TargetValue: Type.Number() }),
    NextTierFormulaDetail: Nullable(Open({ TargetValue: Type.Number() })),
    Progress: Type.Number({ description: 'Percent from the current tier\'s target to the next one\'s, capped at 100' }),
    Tiers: Type.Array(TierView),
    LastChange: Nullable(Open({ FromTierId: Nullable(Type.Number()), ToTierId: Type.Number(), At: Type.String(), OrderId: Nullable(Type.String()) })),
  }),
});

const WalletItem = Open({
  Id: Type.String({ description: 'Coupon id' }), TypeId: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 value in baht, 2 percent' }),
  VoucherId: Nullable(Type.Number()), PointsCost: Nullable(Type.Number()), ModifiedAt: Type.String(),
  Coupon: Open({
    couponid: Type.String(), _lock: OneOf(['N', 'Y'], 'N unused, Y used'), CouponType: OneOf(['value', 'percent']),
    Value: Type.Number(), MinimumOrder: Type.Number(), MaxDiscount: Type.Number(),
    DateBegin: Nullable(Type.String()), DateEnd: Nullable(Type.String()), NameTh: Type.String(), NameEn: Type.String(),
    OrderId: Nullable(Type.String()), SaleUnit: Nullable(Type.String()), Active: Type.Boolean(),
  }),
});

export const WalletPageSchema = Open({ Data: Open({ total: Type.Number(), items: Type.Array(WalletItem) }) });

/** A voucher of the catalogue, as the merchant set it up. */
export const VoucherSchema = Open({
  Id: Type.Number(), TypeId: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 value in baht, 2 percent' }),
  Name: Type.String(), NameEn: Type.String(), PointsCost: Type.Number(), Value: Type.Number(), MinimumOrder: Type.Number(), MaxDiscount: Type.Number(),
  ValidDays: Type.Number(), DateBegin: Nullable(Type.String()), DateEnd: Nullable(Type.String()), TargetTag: Type.String(), Active: Type.Boolean(),
  Stock: Nullable(Type.Number({ description: 'Exchanges allowed in all (null: unlimited)' })), Claimed: Type.Number(),
});

export const VoucherCatalogSchema = Open({ Data: Type.Array(VoucherSchema) });

export const VoucherExchangeSchema = Open({ status: Type.Number({ description: '201 new coupon, 200 the same coupon for a used key (as the HTTP status)' }), CouponId: Type.String() });
