import type pg from 'pg';
import type { PaymentRules } from '../../../shared/schemas/payment.ts';
import type { DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import { HttpError } from '../../http/errors.ts';
import type { OnlineMethod } from './gateway.ts';
import { offeredMethods, type Gateways } from './gateways.ts';
import { readPaymentRules } from './payment-rules.ts';
import { formatTk } from '../../../shared/money.ts';

// Cash on delivery in two parts (docs/product.md#online-payment): under the shop's rule,
// an order delivered outside Dhaka pays its delivery charge online first and the rest in
// cash. The one place that decides whether an order pays such an advance, and how much;
// checkout and the delivery quote both ask it, the browser never works it out itself.

export interface AdvanceQuestion {
  /** The canonical district; null for an order placed without one. */
  district: string | null;
  deliveryMethod: DeliveryMethodId;
  /** Null: to be confirmed by the shop, which cannot be taken in advance. */
  deliveryCharge: number | null;
}

/**
 * The delivery charge a cash-on-delivery order pays online in advance, or null when it
 * pays everything in cash: the rule is off, the parcel stays in Dhaka or is picked up,
 * delivery is free or its charge not yet known, or the shop offers no online method (the
 * rule then waits, rather than stopping the shop from selling outside Dhaka at all).
 */
export function deliveryAdvance(
  rules: PaymentRules,
  offered: readonly OnlineMethod[],
  order: AdvanceQuestion,
): number | null {
  if (!rules.advanceDeliveryOutsideDhaka || offered.length === 0) return null;
  if (order.district === null || order.district === 'Dhaka') return null;
  if (order.deliveryMethod === 'pickup') return null;
  if (order.deliveryCharge === null || order.deliveryCharge <= 0) return null;
  return order.deliveryCharge;
}

/** The advance each delivery option would ask of a cash payer, for the checkout screen. */
export async function quoteAdvances<T extends { method: DeliveryMethodId; charge: number }>(
  pool: pg.Pool,
  gateways: Gateways,
  district: string,
  options: readonly T[],
): Promise<(T & { codAdvance: number | null })[]> {
  const rules = await readPaymentRules(pool);
  const offered = offeredMethods(gateways);
  return options.map((option) => ({
    ...option,
    codAdvance: deliveryAdvance(rules, offered, {
      district,
      deliveryMethod: option.method,
      deliveryCharge: option.charge,
    }),
  }));
}

/**
 * The method the advance is paid with: the customer's choice, which must be one the shop
 * offers (400 naming the field, and the checkout's transaction rolls back).
 */
export function advanceMethodOf(
  gateways: Gateways,
  chosen: OnlineMethod | undefined,
  amountTk: number,
): OnlineMethod {
  const offered = offeredMethods(gateways);
  if (chosen && offered.includes(chosen)) return chosen;
  const message = chosen
    ? `${chosen} is not offered by this shop; choose one of: ${offered.join(', ')}`
    : `this order pays its delivery charge of ${formatTk(amountTk)} online in advance; choose one of: ${offered.join(', ')}`;
  throw new HttpError(400, `advanceMethod: ${message}`, { advanceMethod: message });
}
