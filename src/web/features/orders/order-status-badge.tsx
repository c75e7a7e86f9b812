import type { OrderStatus } from '../../../shared/schemas/order.ts';

// Solid badges: the soft ones' coloured text is too faint on light backgrounds.
const looks: Record<OrderStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'badge-warning' },
  confirmed: { label: 'Confirmed', className: 'badge-info' },
  shipped: { label: 'Shipped', className: 'badge-primary' },
  delivered: { label: 'Delivered', className: 'badge-success' },
  cancelled: { label: 'Cancelled', className: 'badge-neutral' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = looks[status];
  return <span className={`badge whitespace-nowrap ${look.className}`}>{look.label}</span>;
}
