import type { OrderStatus } from '../../../../shared/schemas/order.ts';

// Words for the moves of the order life (src/shared/order-life.ts).

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
  returned: 'The order is marked as returned: put its parcel back on the shelf when it arrives.',
};
