import { Type } from '@sinclair/typebox';
import { Nullable, OneOf, Open } from '../schemas';

/** The `{ status, statusText, data: { data } }` envelope of GET_POINT. */
export const PointBalanceSchema = Open({
  status: Type.Number({ description: 'Always 200' }), statusText: Type.String({ description: 'Always OK' }),
  data: Open({ data: Type.Number({ description: 'Usable points (expired lots do not count); 0 for a guest' }) }),
});

const LedgerEntry = Open({
  Id: Type.Number(),
  Type: OneOf(['received', 'used'], 'received when Points >= 0, else used'),
  Kind: OneOf(['earn', 'spend', 'refund', 'adjust', 'reward', 'voucher', 'expire'], 'Ledger entry kind'),
  Points: Type.Number({ description: 'Signed: negative for points paid out' }),
  Remaining: Type.Number({ description: 'What is left of a received entry\'s lot (0 for the other kinds)' }),
  ExpiresOn: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  OrderId: Nullable(Type.String()), SaleUnit: Nullable(Type.String()), Remark: Type.String(),
  CreatedAt: Type.String({ description: 'ISO 8601 instant' }),
  Mission: Nullable(Open({ Id: Type.Number(), Name: Type.String(), NameEn: Type.String() }, 'The mission a reward entry paid for, to name it in the page\'s language')),
});

/** A page of the points ledger, newest first. */
export const LedgerPageSchema = Open({ Data: Open({ total: Type.Number(), items: Type.Array(LedgerEntry) }) });

export const PointsTotalSchema = Open({
  Data: Open({ currentPoints: Type.Number({ description: 'Usable balance today' }), received: Type.Number(), used: Type.Number({ description: 'Spent, net of refunds' }), expired: Type.Number() }),
});

export const PointsUsageSchema = Open({ Data: Open({ totalUsagePoints: Type.Number({ description: 'Points spent, net of refunds' }) }) });

export const ClosestExpirySchema = Open({
  Data: Open({
    expireSoons: Type.Number({ description: 'Points left in lots expiring within withinDays' }),
    points: Type.Number({ description: 'Points of the closest expiring lot date (0 when none)' }),
    expiresOn: Nullable(Type.String({ description: 'YYYY-MM-DD of the closest expiry' })),
    withinDays: Type.Number(),
    batches: Type.Array(Open({ expiresOn: Type.String(), points: Type.Number() })),
  }),
});
