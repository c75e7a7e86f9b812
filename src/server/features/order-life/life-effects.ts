import type { OrderEvent } from '../../../shared/order-life.ts';
import {
  AWAITING_PAYMENT_MESSAGE,
  awaitsOnlinePayment,
  ORDER_MOVES,
} from '../../../shared/order-life.ts';
import type { PaymentStatus } from '../../../shared/schemas/checkout.ts';
import type { NoticeEvent } from '../../../shared/schemas/notice.ts';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { StockReason } from '../../../shared/schemas/stock.ts';
import type { orders } from '../../db/schema-orders.ts';
import type { Actor } from './actor.ts';
import { formatTk } from '../../../shared/money.ts';

// What each event of the order life does besides moving the status (the moves themselves
// are the shared table in src/shared/order-life.ts): to the order's payment, to its stock
// (through the stock ledger), to its coupon's uses, which notices it queues and what its timeline step says.
// transition.ts applies a row; nothing else writes an order's status or payment status.

type Order = typeof orders.$inferSelect;

export type PaymentFlag = Order['paymentFlag'];

/** The columns of a locked order that the effects read (transition.ts's LOCK names them so). */
export type LockedOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'userId'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'paymentFlag'
  | 'advanceTk'
  | 'advancePaidTk'
  | 'couponCode'
>;

/** What the caller tells about the event. */
export interface TransitionDetails {
  actor: Actor;
  /** Set when a customer acts on their own order: any other order is "not found". */
  ownerId?: string;
  /** The reason given (a step back, a bulk cancel). */
  note?: string;
  /** The courier and tracking code of a move to shipped. */
  parcel?: { courier: string; trackingCode: string };
  /** A payment the gateway confirmed and the shop checked. */
  payment?: { gateway: string; reference: string; riskReview: boolean };
  /** A refund the gateway made: its amount, and the payment's refunded and paid totals after it. */
  refund?: { amountTk: number; refundedTk: number; paidTk: number; reason: string };
}

/** How a payment ends up on the order: settles it, or is kept for a refund. */
export type Outcome = 'moved' | 'paid' | 'refund-due';

/** The payment columns an event writes; the rest stay as they are. */
export interface MoneyChange {
  paymentStatus?: PaymentStatus;
  paymentFlag?: PaymentFlag;
  advancePaidTk?: number;
  /** The hold is over: the order no longer waits for money by a deadline. */
  endHold?: true;
  outcome?: Outcome;
}

export interface Effect {
  /** Whether the order row changes at all (an attempt's own steps live on the payment). */
  writesOrder: boolean;
  /** Refuses the event on this order with a message, or null to let it happen. */
  guard?: (order: LockedOrder) => string | null;
  payment: (order: LockedOrder, details: TransitionDetails) => MoneyChange;
  /** Units put back on the shelf, with the ledger's reason. */
  releasesStock: StockReason | null;
  /** The order's coupon use is given back (a cancelled order does not use up a coupon). */
  givesCouponBack: boolean;
  notice: NoticeEvent | null;
  note: (order: LockedOrder, details: TransitionDetails, outcome: Outcome) => string | null;
}

const KEEP = (): MoneyChange => ({});
const NO_NOTE = () => null;

/** The timeline's note on an online order cancelled because it was not paid in time. */
export const NOT_PAID_IN_TIME = 'Not paid in time: the held stock went back on the shelf';

const asOrderAnswer = (order: LockedOrder) => ({
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  advance:
    order.advanceTk === null
      ? null
      : { status: order.advancePaidTk > 0 ? ('paid' as const) : ('due' as const) },
});

/**
 * Confirmed, shipped or delivered only once the money asked online arrived: a confirmed
 * order would leave the hold, keep its stock with no money and never be swept.
 */
const notAwaitingPayment = (order: LockedOrder) =>
  awaitsOnlinePayment(asOrderAnswer(order)) ? AWAITING_PAYMENT_MESSAGE : null;

/**
 * Money paid online before a cancel (all of it, or the delivery charge of a cash order paid
 * in advance; cash is only paid on delivery, after which no cancel is allowed) stays with the
 * shop flagged for a refund; a payment still due is void.
 */
function cancelMoney(order: LockedOrder): MoneyChange {
  const paid = order.paymentStatus === 'paid' || order.advancePaidTk > 0;
  return {
    paymentStatus: order.paymentStatus === 'due' ? 'void' : order.paymentStatus,
    ...(paid && { paymentFlag: 'refund-due' as const }),
  };
}

/** Whether a confirmed payment is the one the order waits for (else it is kept for refund). */
const awaitsThisPayment = (order: LockedOrder) =>
  order.status !== 'cancelled' && order.paymentStatus === 'due' && order.advancePaidTk === 0;

/**
 * A confirmed payment: an online order is paid; a cash order with an advance has its
 * advance paid and its cash still due at the door. A payment the order no longer waits
 * for (paid already, or cancelled, even because its hold ran out: its stock went back and
 * may be sold, so money never reinstates it) is kept and flagged for a refund.
 */
function takePayment(order: LockedOrder, details: TransitionDetails): MoneyChange {
  const advancePaidTk = order.advanceTk ?? 0;
  if (awaitsThisPayment(order)) {
    return {
      advancePaidTk,
      paymentStatus: order.advanceTk === null ? 'paid' : 'due',
      endHold: true,
      ...(details.payment?.riskReview && { paymentFlag: 'review' as const }),
      outcome: 'paid',
    };
  }
  const voidedOnline = order.paymentStatus === 'void' && order.advanceTk === null;
  return {
    advancePaidTk,
    paymentStatus: voidedOnline ? 'paid' : order.paymentStatus,
    paymentFlag: 'refund-due',
    outcome: 'refund-due',
  };
}

function paidNote(order: LockedOrder, details: TransitionDetails, outcome: Outcome) {
  const payment = details.payment;
  if (!payment) throw new Error('A paid event needs the payment');
  const paidWhat =
    order.advanceTk === null
      ? 'Paid'
      : `Delivery charge of ${formatTk(order.advanceTk)} paid in advance`;
  const what = `${paidWhat} by ${payment.gateway} (${payment.reference})`;
  if (outcome === 'paid') {
    return payment.riskReview ? `${what}; the gateway asks the shop to review it` : what;
  }
  if (order.paymentStatus === 'paid' || order.advancePaidTk > 0) {
    return `${what}, for an order paid already: this extra payment is due for refund`;
  }
  return `${what}, but the order ${order.status === 'cancelled' ? 'was cancelled' : 'cannot be sent'}: refund due`;
}

/**
 * A refund the gateway made. When all of a payment is given back the order's payment is
 * refunded and its refund flag cleared; a live cash order refunded its advance still owes
 * its cash at the door.
 */
function refundMoney(order: LockedOrder, details: TransitionDetails): MoneyChange {
  const refund = details.refund;
  if (!refund) throw new Error('A refunded event needs the refund');
  if (refund.refundedTk !== refund.paidTk) return {};
  return {
    ...((order.advanceTk === null || order.status === 'cancelled') && {
      paymentStatus: 'refunded' as const,
    }),
    ...(order.paymentFlag === 'refund-due' && { paymentFlag: null }),
  };
}

function refundNote(_order: LockedOrder, details: TransitionDetails) {
  const refund = details.refund;
  if (!refund) throw new Error('A refunded event needs the refund');
  const full = refund.refundedTk === refund.paidTk;
  const sofar = full
    ? ' (all of it)'
    : ` (${formatTk(refund.refundedTk)} of ${formatTk(refund.paidTk)} so far)`;
  return `Refunded ${formatTk(refund.amountTk)}${sofar}: ${refund.reason}`;
}

const move = (notice: NoticeEvent | null, extra: Partial<Effect> = {}): Effect => ({
  writesOrder: true,
  payment: KEEP,
  releasesStock: null,
  givesCouponBack: false,
  notice,
  note: NO_NOTE,
  ...extra,
});

/** An attempt's own step: recorded on the payment, the order does not change. */
const attemptOnly: Effect = { ...move(null), writesOrder: false };

/** The effects of every event. */
export const LIFE_EFFECTS: Record<OrderEvent, Effect> = {
  // Written by the order's insert itself (PLACED below); transition refuses it (no move
  // leads to it from a status).
  placed: move('placed'),
  confirmed: move('confirmed', { guard: notAwaitingPayment }),
  shipped: move('shipped', {
    guard: notAwaitingPayment,
    note: (_order, { parcel }) =>
      parcel ? `${parcel.courier}, tracking code ${parcel.trackingCode}` : null,
  }),
  delivered: move('delivered', {
    guard: notAwaitingPayment,
    // Cash on delivery is paid at the door.
    payment: (order) => (order.paymentMethod === 'cod' ? { paymentStatus: 'paid' } : {}),
    // The courier's word, when the courier reported the delivery.
    note: (_order, details) => details.note ?? null,
  }),
  // The courier brought the parcel back: cash never collected is void, money paid online
  // is due back, and the customer is told so. Its units stay off the shelf until staff
  // have the parcel in hand (POST /api/orders/:id/return-received puts them back, reason
  // `return`).
  returned: move('returned', {
    payment: cancelMoney,
    note: (_order, details) => details.note ?? null,
  }),
  cancelled: move('cancelled', {
    payment: cancelMoney,
    releasesStock: 'cancel',
    givesCouponBack: true,
    note: (_order, details) => details.note ?? null,
  }),
  'payment-expired': move('cancelled', {
    guard: (order) =>
      awaitsThisPayment(order) && awaitsOnlinePayment(asOrderAnswer(order))
        ? null
        : 'This order does not wait for an online payment.',
    payment: () => ({ paymentStatus: 'void' }),
    releasesStock: 'payment-expired',
    givesCouponBack: true,
    note: () => NOT_PAID_IN_TIME,
  }),
  // A correction of the shop's own records, not news for the customer (decision 027); cash
  // paid at the door is due again when a delivered order steps back.
  'stepped-back': move(null, {
    payment: (order) =>
      order.status === 'delivered' && order.paymentMethod === 'cod' ? { paymentStatus: 'due' } : {},
    note: (_order, details) => details.note ?? null,
  }),
  'payment-initiated': attemptOnly,
  'payment-failed': attemptOnly,
  paid: move('payment-received', { payment: takePayment, note: paidNote }),
  refunded: move('payment-refunded', { payment: refundMoney, note: refundNote }),
};

/**
 * The state a new order is written in and the notices it queues: the order's insert
 * (orders/order-records.ts) writes it in the same statement as its lines, so it is the one
 * event that does not go through transition.
 */
export const PLACED: { status: OrderStatus; paymentStatus: PaymentStatus; notice: NoticeEvent } = {
  status: ORDER_MOVES.find((m) => m.event === 'placed')?.to ?? 'pending',
  paymentStatus: 'due',
  notice: 'placed',
};
