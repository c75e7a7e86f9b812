import type pg from 'pg';
import { formatTk } from '../../../shared/money.ts';
import { paymentRulesSchema, type PaymentRules } from '../../../shared/schemas/payment.ts';
import { DONE_WHEN_SAVED } from '../dashboard/first-run-checklist.ts';

// The shop's rules for cash on delivery, one owner: saved under the settings key the
// first-run checklist waits for, read by checkout in its own transaction.

export const NO_RULES: PaymentRules = { advanceDeliveryOutsideDhaka: false, codLimit: null };

export async function readPaymentRules(db: pg.Pool | pg.ClientBase): Promise<PaymentRules> {
  const { rows } = await db.query<{ value: string }>('select value from settings where key = $1', [
    DONE_WHEN_SAVED.payments,
  ]);
  if (!rows[0]) return NO_RULES;
  const parsed = paymentRulesSchema.safeParse(JSON.parse(rows[0].value));
  return parsed.success ? parsed.data : NO_RULES;
}

export async function savePaymentRules(pool: pg.Pool, rules: PaymentRules): Promise<PaymentRules> {
  await pool.query(
    `insert into settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [DONE_WHEN_SAVED.payments, JSON.stringify(rules)],
  );
  return readPaymentRules(pool);
}

/**
 * Why this order may not be paid in cash, or null when it may. (Outside Dhaka, cash is
 * allowed with the delivery charge paid in advance: delivery-advance.ts.)
 */
export function cashRefusal(rules: PaymentRules, order: { totalTk: number }): string | null {
  if (rules.codLimit !== null && order.totalTk > rules.codLimit) {
    return `paymentMethod: cash on delivery is offered for orders up to ${formatTk(rules.codLimit)}; this order is ${formatTk(order.totalTk)}. Please pay with bKash or a card.`;
  }
  return null;
}
