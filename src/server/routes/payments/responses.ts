import { Type } from '@sinclair/typebox';
import { LabelSchema, Nullable, Open } from '../schemas';
import { Method, OrderDetailSchema, PayState } from '../orders/responses';

/** The Thai QR (PromptPay) of an order: payload, amount, deadline and the 'Please scan QR Code before …' text. */
const QrProps = OrderDetailSchema.properties.Payment.properties.Qr.anyOf[0];

/** The payment of one order (orders/views.ts paymentView): the same block the order detail carries as `Payment`. */
export const PaymentSchema = Open({
  ...OrderDetailSchema.properties.Payment.properties,
  MethodCode: Type.Integer({ description: 'The spec\'s numeric code of the method (COD 0, LINEPAY 1, …)' }),
  Slips: Type.Array(Open({
    UploadId: Type.String(), Status: Type.String({ description: 'SUBMITTED, APPROVED or REJECTED' }), Reason: Nullable(Type.String()),
    SubmittedAt: Type.String(), ReviewedAt: Nullable(Type.String()), ReviewedBy: Nullable(Type.String()),
    Width: Type.Number(), Height: Type.Number(), Bytes: Type.Number(), Url: Type.String({ description: 'Where the slip image is read (bearer)' }),
  })),
}, 'Payment of an order: method, state, amount, QR (THAIQR), bank account (BANK), slips with their review');

export const QrSchema = Nullable(Open(QrProps.properties, 'Thai QR payload with its deadline; null when the order has no QR yet'));

/** One order in a combined payment (combine.ts `orderItem`). */
const CombineOrder = Open({
  OrderID: Type.String(), SaleUnit: Type.String(), Total: Type.Number({ description: 'Baht' }),
  Method, MethodLabel: LabelSchema, State: PayState, StateLabel: LabelSchema, CreatedAt: Type.String({ description: 'ISO 8601 instant' }),
});

export const CombinePreviewSchema = Open({
  SaleUnit: Type.String(),
  Orders: Type.Array(CombineOrder, { description: 'Every order of the buyer at the centre still waiting for a transfer, oldest first' }),
  Chosen: Type.Array(Type.String(), { description: 'The orders the sum covers (orderIds, else all)' }),
  Total: Type.Number({ description: 'Baht: the sum of the chosen orders' }),
  Qr: Nullable(Open(QrProps.properties, 'One Thai QR for the sum; null when nothing is chosen or the centre has no PromptPay')),
  BankAccount: Nullable(Open({ BankName: Type.String(), AccountNo: Type.String(), AccountName: Type.String() }, 'Where to transfer; null when the centre has none')),
  MaxOrders: Type.Integer({ description: 'At most this many orders in one payment' }),
}, 'The buyer\'s unpaid transfer orders at a centre and what paying the chosen ones together costs');

export const CombineSlipSchema = Open({
  Orders: Type.Array(CombineOrder, { description: 'The orders the slip was attached to (each now SLIP_SUBMITTED)' }),
  Total: Type.Number({ description: 'Baht: their sum' }),
}, 'The slip was attached to every chosen order');
