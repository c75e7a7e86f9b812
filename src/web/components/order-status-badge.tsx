import type { OrderStatus } from '../../shared/schemas/order.ts';

// How each status of an order looks, wherever an order is shown (My Orders, Manage
// Orders, the dashboard overview). Solid badges: the soft ones' coloured text is too
// faint on light backgrounds. A cancelled order is closed, not a fault, so it is
// grey; red stays for what needs someone's attention.
export const ORDER_STATUS_LOOKS: Record<OrderStatus, { label: string; badge: string }> = {
  pending: { label: 'Pending', badge: 'badge-warning' },
  confirmed: { label: 'Confirmed', badge: 'badge-info' },
  shipped: { label: 'Shipped', badge: 'badge-primary' },
  delivered: { label: 'Delivered', badge: 'badge-success' },
  cancelled: { label: 'Cancelled', badge: 'badge-neutral' },
  // Back from the courier: staff must put its units back on the shelf.
  returned: { label: 'Returned', badge: 'badge-error' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = ORDER_STATUS_LOOKS[status];
  return <span className={`badge whitespace-nowrap ${look.badge}`}>{look.label}</span>;
}
