import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './schema.ts';

// The online payment tables (migration 0015; docs/product.md#online-payment). The
// payments feature reads and writes them with plain SQL (conditional updates).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One attempt to pay an order online; `reference` is our tran_id / merchantInvoiceNumber. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  method: text('method').$type<'bkash' | 'sslcommerz'>().notNull(),
  reference: text('reference').notNull(),
  amountTk: integer('amount_tk').notNull(),
  currency: text('currency').notNull().default('BDT'),
  status: text('status').notNull().default('initiated'),
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
});

/** Every answer and notice of a gateway about a payment, kept as received. */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  status: text('status'),
  body: jsonb('body').notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});
