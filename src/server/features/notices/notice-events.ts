import type { NoticeEvent } from '../../../shared/schemas/notice.ts';
import type { OrderStatus } from '../../../shared/schemas/order.ts';

export type { NoticeEvent };

/** The notice an order's move to a status sends. */
export const EVENT_OF_STATUS: Partial<Record<OrderStatus, NoticeEvent>> = {
  pending: 'placed',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
};

/** Events the shop's admins get a copy of, besides the customer's own notices. */
export const ADMIN_EVENTS: readonly NoticeEvent[] = ['placed'];

/** The graphile-worker task that sends one notice. */
export const SEND_NOTICE_TASK = 'send_notice';

/**
 * Attempts per notice, with graphile-worker's backoff (exp(attempt) seconds between
 * them): the last is about 3.6 hours after the first, long enough to outlast an SMTP
 * or gateway outage; after it the notice shows as failed and an admin may resend it.
 */
export const MAX_ATTEMPTS = 10;
