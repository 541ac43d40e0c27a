import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';
import { OrderDetailSchema } from '../orders/responses';

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
