import { Type } from '@sinclair/typebox';
import { Body } from '../schemas';

export const SubscriptionId = Type.String({ pattern: '^RS[0-9]{7,}$', description: 'Recurring order id', examples: ['RS0000001'] });
export const SubscriptionParams = Type.Object({ id: SubscriptionId }, { additionalProperties: false });
export const Frequency = Type.Union([Type.Literal('week'), Type.Literal('2weeks'), Type.Literal('month')], { description: 'every week, every 2 weeks, every month' });
export const SubscriptionPayment = Type.Union([Type.Literal('COD'), Type.Literal('BANK'), Type.Literal('AR')], {
  description: 'COD, bank transfer, or credit (AR: only within the credit balance on the run day)',
});
const Qty = Type.Integer({ minimum: 0, maximum: 100_000 });
export const SubscriptionLine = Type.Object({
  P_Code: Type.String({ minLength: 1, maxLength: 40 }), qty1: Qty, qty2: Qty, qty3: Qty,
}, { additionalProperties: false });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Bangkok day)' });

export const CreateBody = Body({
  fromOrderId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Repeat the lines of this order of the customer' })),
  fromCart: Type.Optional(Type.Boolean({ description: 'Repeat the selected lines of the cart' })),
  frequency: Frequency,
  weekday: Type.Optional(Type.Integer({ minimum: -999, maximum: 999, description: '0 = Monday … 6 = Sunday (week, 2weeks)' })),
  monthDay: Type.Optional(Type.Integer({ minimum: -999, maximum: 999, description: '1 to 31 (month); 29-31 run on the last day of shorter months' })),
  startDate: IsoDate,
  endDate: Type.Optional(IsoDate),
  paymentMethod: SubscriptionPayment,
  shipToCode: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'Default: the order\'s ship-to, else the first active address' })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
}, 'Exactly one of fromOrderId and fromCart');

export const UpdateBody = Body({
  lines: Type.Optional(Type.Array(SubscriptionLine, { minItems: 1, maxItems: 200, description: 'New quantities; a line with all quantities 0 is removed' })),
  paymentMethod: Type.Optional(SubscriptionPayment),
  shipToCode: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
});

export const ActionParams = Type.Object({
  id: SubscriptionId,
  action: Type.Union([Type.Literal('pause'), Type.Literal('resume'), Type.Literal('skip'), Type.Literal('cancel')]),
}, { additionalProperties: false });

/** What staff may do on the customer's behalf (skipping a run stays the customer's choice). */
export const StaffActionParams = Type.Object({
  id: SubscriptionId,
  action: Type.Union([Type.Literal('pause'), Type.Literal('resume'), Type.Literal('cancel')]),
}, { additionalProperties: false });
