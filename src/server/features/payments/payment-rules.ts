import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { formatTk } from '../../../shared/money.ts';
import { paymentRulesSchema, type PaymentRules } from '../../../shared/schemas/payment.ts';
import { settings } from '../../db/schema.ts';

// The shop's rules for cash on delivery, one owner: saved under a settings key of their
// own, read by checkout in its own transaction. (Saving them does not tick the first-run
// checklist's payments: a configured gateway does.)

/** The settings key the rules are saved under (named before the rules were only about cash). */
export const PAYMENT_RULES_KEY = 'payment_gateways';

export const NO_RULES: PaymentRules = {
  advanceDeliveryOutsideDhaka: false,
  codLimit: null,
  phoneCodeOnline: true,
};

/**
 * The rules' stored value as a scalar subquery, for a statement that reads them with other
 * rows: placing an order reads them with its locked products, one round trip fewer.
 */
export const PAYMENT_RULES_VALUE = `(select value from settings where key = '${PAYMENT_RULES_KEY}')`;

/** The rules from their stored value; none stored, or a value that no longer fits: none. */
export function parsePaymentRules(value: string | null | undefined): PaymentRules {
  if (value == null) return NO_RULES;
  const parsed = paymentRulesSchema.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : NO_RULES;
}

/** The saved rules, through the pool or the drizzle handle a caller already holds. */
export async function readPaymentRules(pool: pg.Pool | Db): Promise<PaymentRules> {
  const db = pool instanceof pg.Pool ? drizzle(pool) : pool;
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PAYMENT_RULES_KEY));
  return parsePaymentRules(row?.value);
}

export async function savePaymentRules(pool: pg.Pool, rules: PaymentRules): Promise<PaymentRules> {
  await pool.query(
    `insert into settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [PAYMENT_RULES_KEY, JSON.stringify(rules)],
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
