import { field } from '../payments/index.ts';
import { pushedStatus, type PushedStatus } from './courier.ts';
import { pathaoPhase } from './pathao-phases.ts';

// Pathao's webhook payloads, as its merchant panel describes them: `event` names the step
// ("order.delivered", "order.partial-delivery", "order.paid-return"), with the parcel's
// consignment_id and our order number as merchant_order_id, and for a partial delivery
// the cash collected (collected_amount).

/**
 * The event as Pathao's order_status words it ("order.partial-delivery" becomes
 * "Partial_Delivery"), so the same step polled and pushed is written once.
 */
function statusWords(event: string): string {
  return event
    .replace(/^order\./, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('_');
}

/** The parcel and its status; null for a push that carries no status (an edit, the handshake). */
export function readPathaoPush(body: Record<string, unknown>): PushedStatus | null {
  const event = field(body, 'event').trim().toLowerCase();
  // order.updated says the parcel's details were edited, not where it is.
  if (!event.startsWith('order.') || event === 'order.updated') return null;
  const courierStatus = statusWords(event);
  const phase = pathaoPhase(courierStatus);
  const collected = Number(field(body, 'collected_amount'));
  const reported = field(body, 'collected_amount') !== '' && Number.isFinite(collected);
  return pushedStatus(field(body, 'consignment_id'), field(body, 'merchant_order_id'), {
    courierStatus,
    phase,
    ...(reported && collected >= 0 && { cashCollectedTk: Math.round(collected) }),
  });
}
