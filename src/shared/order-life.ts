import type { OrderStatus } from './schemas/order.ts';
import type { PaymentMethod, PaymentStatus } from './schemas/checkout.ts';

// The order life of docs/product.md#order-life, one table for the server (which enforces it,
// a 409 otherwise) and the screens (which offer only the moves it allows):
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

/** The statuses an admin may move an order in `from` to. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return (Object.keys(REACHABLE_FROM) as OrderStatus[]).filter((to) =>
    REACHABLE_FROM[to].includes(from),
  );
}

/** The one step forward along the delivery path, if the order has one left. */
export function forwardStatus(from: OrderStatus): OrderStatus | null {
  return nextStatuses(from).find((to) => to !== 'cancelled') ?? null;
}

/**
 * One step back along the delivery path, for an admin who moved an order too far. A
 * cancelled order never comes back: its units went back on the shelf and may be sold
 * already, so the customer orders again instead (decision 019). No step back touches
 * stock: an order holds its units from pending to delivered.
 */
const STEP_BACK: Partial<Record<OrderStatus, OrderStatus>> = {
  confirmed: 'pending',
  shipped: 'confirmed',
  delivered: 'shipped',
};

/** The status an order in `from` steps back to, or null when it cannot step back. */
export function stepBackStatus(from: OrderStatus): OrderStatus | null {
  return STEP_BACK[from] ?? null;
}

/** Whether an admin may still cancel an order in `from`. */
export function adminMayCancel(from: OrderStatus): boolean {
  return REACHABLE_FROM.cancelled.includes(from);
}

/**
 * Orders the shop has not confirmed yet. They hold stock without the shop's word, so
 * the hoarding limits count them (placement-limits.ts names 'pending' in its query too)
 * and the shop may clear old ones in bulk.
 */
export const UNCONFIRMED: readonly OrderStatus[] = ['pending'];

/** Customers may cancel their own order only before the shop has confirmed it. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = UNCONFIRMED;

/** What tells whether an order still waits for money online (the order answer has it). */
export interface OrderPaymentState {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  advance: { status: 'due' | 'paid' } | null;
}

/**
 * An order still waiting for money online: paid by bKash or card and not paid yet, or a
 * cash order whose delivery charge is asked online first and not paid yet. Until the
 * gateway confirms, its stock is only held and the payment sweeper cancels it when the
 * hold runs out, so the shop may cancel it but not move it on (docs/product.md#online-payment).
 */
export function awaitsOnlinePayment(order: OrderPaymentState): boolean {
  const onlineDue = order.paymentMethod !== 'cod' && order.paymentStatus === 'due';
  return onlineDue || order.advance?.status === 'due';
}

export const AWAITING_PAYMENT_MESSAGE =
  'This order is waiting for its online payment: it can move on once the gateway confirms the payment, or be cancelled.';
