import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** Success bodies of recurring orders (docs/subscriptions.md), for the customer and for staff. */

const Str = Type.String();
const Day = Type.String({ description: 'Calendar day (Bangkok), YYYY-MM-DD' });
const Instant = Type.String({ description: 'ISO 8601 instant' });

const Run = Open({
  RunDate: Day,
  Status: Type.Union([Type.Literal('pending'), Type.Literal('placed'), Type.Literal('failed'), Type.Literal('skipped')]),
  OrderId: Nullable(Type.String({ description: 'The order the run placed' })),
  Attempts: Type.Integer(), Message: Type.String({ description: 'Why it failed or was skipped; empty otherwise' }),
  LeftOut: Type.Array(Open({ P_Code: Str, Reason: Str }), { description: 'Lines the run could not order, and why' }),
  UpdatedAt: Instant,
}, 'One scheduled run');

const Line = Open({
  P_Code: Str, qty1: Type.Number(), qty2: Type.Number(), qty3: Type.Number(),
  ProductName: Type.String({ description: 'Thai name (the code when the product is gone)' }),
  ProductNameEn: Type.String({ description: 'English name (Thai when none, the code when the product is gone)' }),
  Units: Type.Array(Open({
    Unit: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: 'Which quantity (qty1, qty2, qty3) this unit is' }),
    Code: Str, Name: Type.String({ description: 'Thai name' }), NameEn: Type.String({ description: 'English name (Thai when none)' }),
  }), { description: 'The units the line can be ordered in (the product\'s units with a rate, and any unit the line holds); empty when the product is gone' }),
});

const fields = {
  SubscriptionId: Str, CustomerCode: Str,
  CustomerName: Type.Optional(Type.String({ description: 'Staff answers only' })),
  SaleUnit: Str,
  Status: Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('cancelled'), Type.Literal('ended')]),
  Frequency: Type.Union([Type.Literal('week'), Type.Literal('2weeks'), Type.Literal('month')]),
  Weekday: Nullable(Type.Integer({ minimum: 0, maximum: 6, description: '0 = Monday … 6 = Sunday (weekly schedules)' })),
  MonthDay: Nullable(Type.Integer({ minimum: 1, maximum: 31, description: 'Monthly schedules; 29-31 run on the last day of shorter months' })),
  StartDate: Day, EndDate: Nullable(Day),
  NextRuns: Type.Array(Day, { description: 'The next (up to 3) run days; empty once cancelled or ended' }),
  PaymentMethod: Type.Union([Type.Literal('COD'), Type.Literal('BANK'), Type.Literal('AR')]),
  ShipToCode: Type.String({ description: 'The delivery address (_id)' }), Remark: Str,
  SourceOrderId: Nullable(Type.String({ description: 'The order it was made from (null when made from the cart)' })),
  Lines: Type.Array(Line),
  LastRun: Nullable(Run),
  CreatedAt: Instant,
};

/** One recurring order as lists show it (no run history). */
const SubscriptionSummary = Open(fields, 'A recurring order');

/** One recurring order with its run history, newest run first. */
export const SubscriptionDetailSchema = Open({ ...fields, Runs: Type.Array(Run, { description: 'Newest first (20 for the customer, 50 for staff)' }) },
  'A recurring order with its run history');

export const SubscriptionListSchema = Open({ Data: Type.Array(SubscriptionSummary) }, 'The customer\'s recurring orders, newest first (at most 100)');

export const SubscriptionPageSchema = Open({
  Total: Type.Integer({ minimum: 0 }), Data: Type.Array(SubscriptionSummary),
}, 'One page of recurring orders: those whose last run failed first, then newest');
