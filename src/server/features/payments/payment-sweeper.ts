import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { orders } from '../../db/schema-orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { shopTransition } from '../order-life/index.ts';
import type { Gateways } from './gateways.ts';
import { journalOf, PAYMENT_COLUMNS, type PaymentRow } from './payment-records.ts';
import { settle } from './payment-settle.ts';
import { settlePendingRefunds } from './refund-reservations.ts';

// Releases the stock of online orders not paid in time. It runs in every instance and
// works only from table state, so it survives restarts; every change it makes is a
// conditional update (a payment still initiated, an order still pending and due) and the
// orders it cancels are claimed with SKIP LOCKED, so several instances release once.

const SHOP = { role: 'system', id: null, name: 'Payment hold' } as const;
const BATCH = 50;

/**
 * One sweep: first asks the gateway about every attempt still initiated on an order past
 * its hold (a payment made but never reported is marked paid, never charged again); an
 * attempt still unknown (gateway unreachable) keeps its order held until the next sweep.
 * Then settles refunds whose gateway answer was lost by asking the gateway
 * (refund-reservations.ts), and cancels the orders past their hold with no attempt left
 * open and no payment.
 */
export async function sweepPayments(pool: pg.Pool, gateways: Gateways, log: FastifyBaseLogger) {
  const { rows: open } = await pool.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p join orders o on o.id = p.order_id
      where p.status = 'initiated' and o.payment_due_by < now()
      order by o.payment_due_by limit ${BATCH}`,
  );
  for (const payment of open) await resolveOpenPayment(pool, gateways, log, payment);
  await settlePendingRefunds(pool, gateways, log);
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<RowOf<typeof orders, 'id'>>(
      `select o.id from orders o
        where o.payment_due_by < now() and o.payment_status = 'due' and o.status = 'pending'
          and o.advance_paid_tk = 0
          and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'initiated')
        order by o.id limit ${BATCH} for update skip locked`,
    );
    // Claimed and locked above, still pending and due: the order life's payment-expired
    // event cancels each once (timeline "Not paid in time", stock back with ledger reason
    // payment-expired), however many sweepers race.
    const cancelled = (
      await shopTransition(
        client,
        rows.map((row) => row.id),
        'payment-expired',
        { actor: SHOP },
      )
    ).map((row) => row.id);
    if (cancelled.length)
      log.info({ orders: cancelled }, 'unpaid online orders cancelled, stock released');
    return cancelled.length;
  });
}

/**
 * Asks the gateway about one attempt past its hold. bKash answers by paymentID.
 * SSLCommerz is asked about every val_id a notice named (a notice whose validation got
 * no answer), then about the transaction itself; a payment that validates and matches
 * pays, and an attempt the gateway knows as unpaid expires.
 */
async function resolveOpenPayment(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  payment: PaymentRow,
) {
  const journal = journalOf(pool, payment.id);
  if (payment.method === 'bkash') {
    if (!gateways.bkash) return;
    await settle(pool, log, payment, await gateways.bkash.query(payment, journal), 'sweeper', true);
    return;
  }
  if (!gateways.sslcommerz) return;
  const { rows } = await pool.query<{ val_id: string }>(
    `select distinct body->>'val_id' as val_id from payment_events
      where payment_id = $1 and coalesce(body->>'val_id', '') <> ''`,
    [payment.id],
  );
  let unknown = false;
  for (const { val_id } of rows) {
    const verdict = await gateways.sslcommerz.validate(val_id, journal);
    if (verdict.outcome === 'pending') unknown = true;
    const result = await settle(pool, log, payment, verdict, 'sweeper');
    if (result === 'paid' || result === 'refund-due') return;
  }
  if (unknown) return;
  // No notice named a val_id that pays: the transaction query by tran_id still finds a
  // payment whose IPN and browser return were both lost (its val_id is validated there).
  await settle(
    pool,
    log,
    payment,
    await gateways.sslcommerz.query(payment, journal),
    'sweeper',
    true,
  );
}

/** Sweeps every `seconds` in this instance until stopped; a failed sweep is logged and retried. */
export function startPaymentSweeper(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  seconds: number,
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A slow gateway may outlast the interval: never two sweeps at once in one instance.
    running ??= sweepPayments(pool, gateways, log)
      .catch((error: unknown) =>
        log.error({ err: error }, 'payment sweep failed; the next one retries'),
      )
      .finally(() => {
        running = null;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
