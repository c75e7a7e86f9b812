import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentRecordStatus } from '../../shared/schemas/payment.ts';
import { orders } from './schema.ts';

// The online payment tables (migration 0015; docs/product.md#online-payment). The
// payments feature writes them with plain SQL (conditional updates) and types the rows it
// reads from these declarations (decision 045).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One attempt to pay an order online; `reference` is our tran_id / merchantInvoiceNumber. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<'bkash' | 'sslcommerz'>().notNull(),
    reference: text('reference').notNull(),
    amountTk: integer('amount_tk').notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status').$type<PaymentRecordStatus>().notNull().default('initiated'),
    refundedTk: integer('refunded_tk').notNull().default(0),
    redirectUrl: text('redirect_url'),
    gatewayPaymentId: text('gateway_payment_id'),
    trxId: text('trx_id'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    riskReview: boolean('risk_review').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    check('payments_method_check', sql`${t.method} in ('bkash', 'sslcommerz')`),
    check('payments_amount_tk_check', sql`${t.amountTk} > 0`),
    check(
      'payments_status_check',
      sql`${t.status} in ('initiated', 'paid', 'failed', 'cancelled', 'expired', 'refunded')`,
    ),
    check(
      'payments_refund_within_paid',
      sql`${t.refundedTk} >= 0 and ${t.refundedTk} <= ${t.amountTk}`,
    ),
    uniqueIndex('payments_reference_unique').on(t.reference),
    uniqueIndex('payments_gateway_payment_id_unique')
      .on(t.method, t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} is not null`),
    index('payments_order').on(t.orderId, t.createdAt),
    // The sweeper's attempts still waiting for the gateway.
    index('payments_open')
      .on(t.createdAt)
      .where(sql`${t.status} = 'initiated'`),
  ],
);

/** Every answer and notice of a gateway about a payment, kept as received. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The status this event moved the payment to; null when it moved nothing. */
    status: text('status').$type<PaymentRecordStatus>(),
    body: jsonb('body').notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId, t.id)],
);

/**
 * A refund as it is made: written with its units and amount before the gateway is asked
 * (migration 0035, decision 068), done or failed once the gateway's word is known. One
 * pending refund a payment at a time.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountTk: integer('amount_tk').notNull(),
    /** The order's units it gives back, `[{ lineNo, quantity }]`: released if it fails. */
    units: jsonb('units').$type<{ lineNo: number; quantity: number }[]>().notNull().default([]),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('payment_refunds_amount_tk_check', sql`${t.amountTk} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    uniqueIndex('payment_refunds_one_pending')
      .on(t.paymentId)
      .where(sql`${t.status} = 'pending'`),
    index('payment_refunds_payment').on(t.paymentId, t.createdAt),
  ],
);
