import { formatTk } from '../../../shared/money.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { NoticeEvent } from './notice-events.ts';
import type { NoticeOrder } from './notice-order.ts';

// The words of every notice, one place for the mail and the SMS.

/** Whether a refund gave back all that was paid online (a partial one leaves it paid). */
function whollyRefunded(order: NoticeOrder): boolean {
  return order.paymentStatus === 'refunded';
}

/** The one sentence that says what happened, for the customer. */
export function headline(event: NoticeEvent, order: NoticeOrder): string {
  const number = formatOrderNumber(order.number);
  switch (event) {
    case 'placed':
      return `Thank you for your order ${number}. We will confirm it shortly.`;
    case 'confirmed':
      return `Your order ${number} is confirmed and is being packed.`;
    case 'shipped':
      return `Your order ${number} is on its way with ${order.courier ?? 'our courier'}, tracking code ${order.trackingCode ?? 'to follow'}.`;
    case 'delivered':
      return `Your order ${number} has been delivered. Thank you for shopping with us.`;
    case 'cancelled':
      return `Your order ${number} has been cancelled.`;
    case 'returned':
      return `Your order ${number} could not be delivered: the courier has brought the parcel back to us.`;
    case 'payment-received':
      if (order.advance !== null) {
        return `We have received ${formatTk(order.advance)}, the delivery charge of order ${number} paid in advance.`;
      }
      return `We have received your payment of ${formatTk(order.total)} for order ${number}.`;
    case 'payment-refunded': {
      // Words built when sent: a partial refund leaves the order paid (or void, for a
      // cancelled cash order whose delivery charge was paid in advance).
      const whole = whollyRefunded(order);
      if (order.advance !== null) {
        const what = `the delivery charge of ${formatTk(order.advance)} you paid in advance for order ${number}`;
        return whole ? `We have refunded ${what}.` : `We have refunded part of ${what}.`;
      }
      return whole
        ? `Your payment for order ${number} has been refunded.`
        : `Part of your payment for order ${number} has been refunded.`;
    }
  }
}

/** The status word a short message ends its first line with. */
export const EVENT_WORD: Record<NoticeEvent, string> = {
  placed: 'received',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'came back to us',
  'payment-received': 'payment received',
  'payment-refunded': 'payment refunded',
};

/** Money paid online for the order and not refunded yet (the whole total, or an advance). */
function paidOnline(order: NoticeOrder): number {
  if (order.paymentStatus === 'refunded') return 0;
  if (order.paymentMethod !== 'cod' && order.paymentStatus === 'paid') return order.total;
  return order.advancePaid;
}

/**
 * What a returned parcel means for the customer: money paid online comes back from the
 * shop, nothing is owed otherwise, and the shop's phone for what happens next.
 */
export function returnedWords(
  order: NoticeOrder,
  shopPhone: string | undefined,
  short: boolean,
): string {
  const paid = paidOnline(order);
  const money =
    paid > 0
      ? short
        ? `${formatTk(paid)} paid online will be refunded.`
        : `We will refund the ${formatTk(paid)} you paid online; you do not need to do anything for it.`
      : short
        ? 'Nothing to pay.'
        : 'You have nothing to pay for it.';
  if (!shopPhone) return money;
  const call = short
    ? `Call ${shopPhone}.`
    : `Please call us on ${shopPhone} if you still want the order or have a question.`;
  return `${money} ${call}`;
}

/**
 * Cash still to be handed over at the door (the total less a delivery charge paid in
 * advance), or null when nothing is due on delivery.
 */
export function dueOnDelivery(order: NoticeOrder): number | null {
  return order.cashToCollect > 0 ? order.cashToCollect : null;
}

/** What happened to a delivery charge paid in advance, for a money event's SMS. */
function advanceWord(event: NoticeEvent, order: NoticeOrder): string | null {
  if (event === 'payment-received') return 'paid in advance';
  if (event === 'payment-refunded') {
    return whollyRefunded(order) ? 'refunded' : 'partly refunded';
  }
  return null;
}

/** The SMS: short (two segments at most), with the order, what happened and the /track link. */
export function smsText(
  event: NoticeEvent,
  order: NoticeOrder,
  shopName: string,
  trackUrl: string,
  /** The shop's phone, for a notice that asks the customer to call (a returned parcel). */
  shopPhone?: string,
): string {
  const number = formatOrderNumber(order.number);
  const advanceMoved = order.advance !== null && advanceWord(event, order);
  const parts = [
    advanceMoved
      ? `${shopName}: order ${number} delivery charge ${formatTk(order.advance ?? 0)} ${advanceMoved}.`
      : `${shopName}: order ${number} ${EVENT_WORD[event]}.`,
  ];
  const due = dueOnDelivery(order);
  if (event === 'shipped' && order.trackingCode) {
    parts.push(`${order.courier ?? 'Courier'} tracking ${order.trackingCode}.`);
  }
  if (event === 'returned') parts.push(returnedWords(order, shopPhone, true));
  else if (due !== null && event !== 'cancelled' && event !== 'delivered') {
    parts.push(`Pay ${formatTk(due)} on delivery.`);
  }
  if (event !== 'cancelled') parts.push(`Track: ${trackUrl}`);
  return parts.join(' ');
}
