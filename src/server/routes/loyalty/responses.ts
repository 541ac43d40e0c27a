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

/* Back office (api/merchant/loyalty/*, super admins). */

export const PointsAdjustSchema = Open({
  status: Type.Number({ description: 'The HTTP status: 201 a new entry, 200 the same entry for a used Idempotency-Key' }),
  EntryId: Type.Number({ description: 'The ledger entry' }),
  Before: Type.Number({ description: 'Usable balance before this adjustment' }), Balance: Type.Number({ description: 'Usable balance now' }),
});

export const AdminLedgerSchema = Open({
  CustomerCode: Type.String(), Balance: Type.Number({ description: 'Usable balance today' }), total: Type.Number({ description: 'Entries in all' }),
  items: Type.Array(Open({
    Id: Type.Number(), Kind: OneOf(['earn', 'spend', 'refund', 'adjust', 'reward', 'voucher', 'expire'], 'Ledger entry kind (as the buyer\'s history)'), Points: Type.Number({ description: 'Signed: negative for points paid out' }),
    Remaining: Type.Number({ description: 'What is left of the entry\'s lot (0 when it has none)' }),
    ExpiresOn: Nullable(Type.String({ description: 'YYYY-MM-DD' })), OrderId: Nullable(Type.String()), Remark: Type.String(),
    Actor: Nullable(Type.String({ description: 'The staff user of an adjustment' })), CreatedAt: Type.String({ description: 'ISO 8601 instant' }),
    Mission: Nullable(Open({ Id: Type.Number(), Name: Type.String(), NameEn: Type.String() }, 'The mission a reward entry paid for, to name it in the page\'s language')),
  })),
}, 'A customer\'s whole journal, newest first');

export const LiabilitySchema = Open({
  Outstanding: Type.Number({ description: 'Points in unexpired lots' }), Customers: Type.Number({ description: 'Customers holding them' }),
  ExpiredToDate: Type.Number({ description: 'Points expired so far' }),
  Months: Type.Array(Open({ Month: Type.String({ description: 'YYYY-MM the points expire, or never' }), Points: Type.Number(), Customers: Type.Number() })),
});

const AdminTier = Open({
  id: Type.Number(), nameTh: Type.String(), nameEn: Type.String(),
  threshold: Type.Number({ description: 'Accumulated amount (baht) that reaches the tier' }), multiplier: Type.Number({ description: 'Earn multiplier' }),
  colour: Type.String({ description: '#rrggbb' }),
});

export const AdminTiersSchema = Open({ Data: Type.Array(AdminTier, { description: 'Active tiers, lowest threshold first' }) });
export const AdminTierSavedSchema = Open({ status: Type.Literal(200), Data: Type.Array(AdminTier, { description: 'Active tiers after the change' }) });
export const SavedSchema = Open({ status: Type.Literal(200) });
