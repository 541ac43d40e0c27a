/** @jsxImportSource theme-ui */
import type { OrderStatus } from '../../../domain';
import { Badge } from '../shared/ui';

const TONES: Record<OrderStatus, 'warning' | 'info' | 'secondary' | 'primary' | 'success' | 'error'> = {
  PENDING_PAYMENT: 'warning',
  PLACED: 'info',
  CONFIRMED: 'secondary',
  PACKED: 'secondary',
  OUT_FOR_DELIVERY: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'error',
};

/** An order status as a coloured label, in the server's words for the visitor's language. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Badge tone={TONES[status] ?? 'muted'} testId="order-status">
      {label}
    </Badge>
  );
}
