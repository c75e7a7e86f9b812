import { ORDER_STATUSES, type OrderStatus } from './schemas/order.ts';
import type { PaymentMethod, PaymentStatus } from './schemas/checkout.ts';

// The order life of docs/product.md#order-life: the public part of the server's order-life
// module (src/server/features/order-life), which adds each event's payment, stock, notice
// and timeline effects and applies them in its one `transition` function. The screens read
// the same moves to offer only what the server allows (a 409 otherwise).

/** Everything that may happen to an order. */
export const ORDER_EVENTS = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
  'stepped-back',
  'payment-initiated',
  'paid',
  'payment-failed',
  'payment-expired',
  'refunded',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Who asks for a move: the order's customer, a member of staff, or the shop itself. */
export type Mover = 'customer' | 'staff' | 'shop';

export interface OrderMove {
  event: OrderEvent;
  /** Null for the move that creates the order. */
  from: OrderStatus | null;
  to: OrderStatus;
  by: readonly Mover[];
}

const STAFF = ['staff'] as const;
/** What the courier reports moves the order too (docs/product.md#couriers). */
const STAFF_OR_COURIER = ['staff', 'shop'] as const;

/** Money events never move the order: they change its payment only, in any status. */
const moneyMoves = (
  event: OrderEvent,
  by: readonly Mover[],
  from: readonly OrderStatus[] = ORDER_STATUSES,
) => from.map((status): OrderMove => ({ event, from: status, to: status, by }));

/**
 * Every allowed (status, event) -> status. A cancelled order never comes back: its units
 * went back on the shelf and may be sold already, so the customer orders again instead
 * (decision 019), and a payment that arrives for it leaves it cancelled with a refund due
 * (decision 044). No step back touches stock: an order holds its units from pending to
 * delivered.
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  { event: 'placed', from: null, to: 'pending', by: ['customer'] },
  { event: 'confirmed', from: 'pending', to: 'confirmed', by: STAFF },
  // Staff ship by hand or book a courier; a booking whose answer was lost is shipped by the
  // shop once the courier confirms it has the parcel.
  { event: 'shipped', from: 'confirmed', to: 'shipped', by: STAFF_OR_COURIER },
  { event: 'delivered', from: 'shipped', to: 'delivered', by: STAFF_OR_COURIER },
  { event: 'returned', from: 'shipped', to: 'returned', by: STAFF_OR_COURIER },
  { event: 'cancelled', from: 'pending', to: 'cancelled', by: ['customer', 'staff'] },
  { event: 'cancelled', from: 'confirmed', to: 'cancelled', by: STAFF },
  { event: 'payment-expired', from: 'pending', to: 'cancelled', by: ['shop'] },
  { event: 'stepped-back', from: 'confirmed', to: 'pending', by: STAFF },
  { event: 'stepped-back', from: 'shipped', to: 'confirmed', by: STAFF },
  { event: 'stepped-back', from: 'delivered', to: 'shipped', by: STAFF },
  ...moneyMoves('payment-initiated', ['customer'], ['pending']),
  ...moneyMoves('payment-failed', ['shop'], ['pending']),
  ...moneyMoves('paid', ['shop']),
  ...moneyMoves('refunded', STAFF),
];

/** The move `event` makes from `from` when `mover` asks, or undefined when none is allowed. */
export function moveFor(event: OrderEvent, from: OrderStatus, mover: Mover): OrderMove | undefined {
  return ORDER_MOVES.find((m) => m.event === event && m.from === from && m.by.includes(mover));
}

/** The staff moves that take an order along its delivery path or cancel it (PATCH status). */
const STATUS_EVENTS: readonly OrderEvent[] = [
  'confirmed',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
];

/** The statuses an order may be in for a move to `to` to be allowed. */
export function statusesThatMayMoveTo(to: OrderStatus): readonly OrderStatus[] {
  return ORDER_MOVES.filter(
    (m) => STATUS_EVENTS.includes(m.event) && m.to === to && m.from !== null,
  ).map((m) => m.from as OrderStatus);
}

/** The statuses an admin may move an order in `from` to. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => statusesThatMayMoveTo(to).includes(from));
}

/** The one step forward along the delivery path, if the order has one left. */
export function forwardStatus(from: OrderStatus): OrderStatus | null {
  return nextStatuses(from).find((to) => to !== 'cancelled') ?? null;
}

/** The status an order in `from` steps back to, or null when it cannot step back. */
export function stepBackStatus(from: OrderStatus): OrderStatus | null {
  return moveFor('stepped-back', from, 'staff')?.to ?? null;
}

/** Whether an admin may still cancel an order in `from`. */
export function adminMayCancel(from: OrderStatus): boolean {
  return moveFor('cancelled', from, 'staff') !== undefined;
}

/**
 * Orders the shop has not confirmed yet. They hold stock without the shop's word, so
 * the hoarding limits count them (placement-limits.ts names 'pending' in its query too)
 * and the shop may clear old ones in bulk.
 */
export const UNCONFIRMED: readonly OrderStatus[] = ['pending'];

/** Customers may cancel their own order only before the shop has confirmed it. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (from) => moveFor('cancelled', from, 'customer') !== undefined,
);

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
