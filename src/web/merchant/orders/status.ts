import { ORDER_STATUS_LABELS, PAYMENT_STATE_LABELS, type OrderStatus, type PaymentState } from '../../../domain/order-status';
import { formatDate } from '../../../engine';

/** Theme colour per order status (waiting amber, moving blue, done green, cancelled red). */
export const STATUS_COLOUR: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'warning',
  PLACED: 'primary',
  CONFIRMED: 'info',
  PACKED: 'info',
  OUT_FOR_DELIVERY: 'secondary',
  DELIVERED: 'success',
  CANCELLED: 'error',
};

const lang = (locale: string) => (locale === 'en' ? 'en' : 'th');

export function statusLabel(status: string, locale: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus]?.[lang(locale)] ?? status;
}

export function paymentStateLabel(state: string, locale: string): string {
  return PAYMENT_STATE_LABELS[state as PaymentState]?.[lang(locale)] ?? state;
}

/** '20/11/2026 14:05' in Bangkok time whatever the browser's zone. */
export function dateTimeLabel(iso: string, locale: string): string {
  return formatDate(iso, 'dateTime', locale);
}
