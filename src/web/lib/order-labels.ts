import { formatTk } from '../../shared/money.ts';
import type {
  DeliveryMethodId,
  PaymentMethod,
  PaymentStatus,
} from '../../shared/schemas/checkout.ts';

// The words the shop uses for an order's delivery and payment, wherever an order is shown
// (the order page, the invoice, My Orders, Manage Orders).

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethodId, string> = {
  home: 'Home delivery',
  express: 'Express delivery',
  pickup: 'Store pickup',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  bkash: 'bKash',
  sslcommerz: 'Card or mobile banking (SSLCommerz)',
};

/**
 * Cash on delivery is due until the order is delivered, then paid; void once cancelled.
 * An online payment is due until the gateway confirms it; refunded when all is given back.
 * A checkout answers its online attempt: initiated, or failed to reach the gateway.
 */
export const PAYMENT_STATUS_LOOKS: Record<
  PaymentStatus | 'initiated' | 'failed' | 'cancelled' | 'expired',
  { label: string; badge: string }
> = {
  due: { label: 'Due', badge: 'badge-warning' },
  paid: { label: 'Paid', badge: 'badge-success' },
  void: { label: 'Void', badge: 'badge-neutral' },
  refunded: { label: 'Refunded', badge: 'badge-info' },
  initiated: { label: 'Awaiting payment', badge: 'badge-warning' },
  failed: { label: 'Payment failed', badge: 'badge-error' },
  cancelled: { label: 'Payment cancelled', badge: 'badge-warning' },
  expired: { label: 'Time to pay ran out', badge: 'badge-neutral' },
};

/**
 * A cash order whose delivery charge is paid online first, in words: the advance due, or
 * paid with the cash left to collect (the server's `cashToCollect`); null for an order
 * paid in one part.
 */
export function advanceWords(order: {
  advance: { amount: number; status: 'due' | 'paid' } | null;
  cashToCollect: number;
}): string | null {
  const { advance } = order;
  if (!advance) return null;
  if (advance.status === 'due')
    return `Delivery charge ${formatTk(advance.amount)} due online first`;
  const rest =
    order.cashToCollect > 0 ? `; ${formatTk(order.cashToCollect)} in cash on delivery` : '';
  return `Delivery charge ${formatTk(advance.amount)} paid in advance${rest}`;
}

/** A card EMI order's plan in a line; null when the order is not paid by EMI. */
export function emiPlanWords(
  emi: { bank: string; months: number; monthly: number } | null | undefined,
): string | null {
  if (!emi) return null;
  return `Card EMI: ${emi.bank}, ${emi.months} months, ${formatTk(emi.monthly)}/month`;
}
