import type { OrderStatus } from '../../../../shared/schemas/order.ts';

// The order life of DESIGN.md §3: pending -> confirmed -> shipped -> delivered,
// and pending | confirmed -> cancelled. The server enforces it (a 409 otherwise);
// this copy only decides which buttons to offer.
const NEXT: Record<OrderStatus, OrderStatus | null> = {
  pending: 'confirmed',
  confirmed: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

export function nextStatus(status: OrderStatus): OrderStatus | null {
  return NEXT[status];
}

export function canCancel(status: OrderStatus): boolean {
  return CANCELLABLE.includes(status);
}

/** The button that moves an order on, by where it goes. */
export const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
};

/** The toast after a move. */
export const MOVED_MESSAGES: Record<OrderStatus, string> = {
  pending: 'The order is pending again.',
  confirmed: 'The order is confirmed.',
  shipped: 'The order is marked as shipped.',
  delivered: 'The order is marked as delivered.',
  cancelled: 'The order is cancelled and its stock is back on the shelf.',
};
