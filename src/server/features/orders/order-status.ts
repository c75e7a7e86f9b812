import type { OrderStatus } from '../../../shared/schemas/order.ts';

// pending -> confirmed -> shipped -> delivered; pending | confirmed -> cancelled.
const REACHABLE_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  confirmed: ['pending'],
  shipped: ['confirmed'],
  delivered: ['shipped'],
  cancelled: ['pending', 'confirmed'],
};

/** The statuses an order may be in for a move to `to` to be allowed. */
export function statusesThatMayMoveTo(to: OrderStatus): readonly OrderStatus[] {
  return REACHABLE_FROM[to];
}

/** The statuses an admin may move an order in `from` to, for the order screens. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return (Object.keys(REACHABLE_FROM) as OrderStatus[]).filter((to) =>
    REACHABLE_FROM[to].includes(from),
  );
}

/** Customers may cancel their own order only before the shop has confirmed it. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending'];
