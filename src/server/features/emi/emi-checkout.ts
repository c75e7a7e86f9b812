import type pg from 'pg';
import { emiMonthly, feeFor } from '../../../shared/emi.ts';
import { formatTk } from '../../../shared/money.ts';
import { HttpError } from '../../http/errors.ts';
import { offeredPlans, readEmiSettings } from './emi-settings.ts';

// Checkout's card EMI (docs/product.md#emi, decision 086): the one judge of whether an order
// may be paid in instalments with the plan the shopper chose, and the record of that plan
// on the order. Paid through SSLCommerz: everything after (IPN, holds, refunds) is a card's.

export interface EmiChoice {
  bank: string;
  months: number;
}

export interface OrderEmi {
  bank: string;
  months: number;
  monthly: number;
}

/** A 400 naming why, on the field the shopper sent; the order's transaction rolls back. */
function refuse(field: string, why: string): never {
  throw new HttpError(400, `${field}: ${why}`, { [field]: why });
}

/**
 * Before anything is priced: card EMI needs SSLCommerz, a plan chosen, and no coupon
 * (coupons and discounts do not apply to EMI: it is sold at regular prices).
 */
export function checkEmiRequest(
  request: { emi?: EmiChoice; couponCode?: string },
  sslcommerzConfigured: boolean,
): EmiChoice {
  if (!sslcommerzConfigured) {
    refuse('paymentMethod', 'card EMI is paid through SSLCommerz, which this shop has not set up');
  }
  if (!request.emi) refuse('emi', 'choose the bank and the months to pay card EMI over');
  if (request.couponCode) {
    refuse(
      'couponCode',
      'coupons do not apply to card EMI (it is sold at regular prices); remove the coupon or pay another way',
    );
  }
  return request.emi;
}

/**
 * In the order's transaction, once it is priced at regular prices with its delivery: the
 * bank and months must be a switched-on plan's, no product kept out of EMI, and the total at
 * least the plan's minimum. Records the plan on the order and answers it.
 */
export async function recordEmiPlan(
  client: pg.ClientBase,
  order: { id: string; totalTk: number },
  productIds: readonly string[],
  choice: EmiChoice,
): Promise<OrderEmi> {
  const settings = await readEmiSettings(client);
  const plan = offeredPlans(settings).find(
    (offered) => offered.bank.toLowerCase() === choice.bank.trim().toLowerCase(),
  );
  if (!plan) refuse('emi.bank', `card EMI is not offered with ${choice.bank}`);
  if (!plan.months.includes(choice.months)) {
    refuse(
      'emi.months',
      `${plan.bank} offers card EMI over ${plan.months.join(', ')} months, not ${choice.months}`,
    );
  }
  const kept = productIds.filter((id) => settings.excludedProductIds.includes(id.toLowerCase()));
  if (kept.length) refuse('emi', 'a product in this order is not sold on card EMI');
  if (order.totalTk < plan.minAmount) {
    refuse(
      'emi',
      `card EMI with ${plan.bank} is for orders of at least ${formatTk(plan.minAmount)}; this order is ${formatTk(order.totalTk)}`,
    );
  }
  const emi = {
    bank: plan.bank,
    months: choice.months,
    monthly: emiMonthly(order.totalTk, feeFor(plan, choice.months), choice.months),
  };
  await client.query(
    'update orders set emi_bank = $2, emi_months = $3, emi_monthly_tk = $4 where id = $1',
    [order.id, emi.bank, emi.months, emi.monthly],
  );
  return emi;
}
