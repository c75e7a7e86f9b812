import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.ts';
import { gatewayAmount, type Verdict } from './gateway.ts';
import { closePayment, writeEvent, type PaymentRow } from './payment-records.ts';
import { markPaymentPaid, type PaidResult } from './payment-transitions.ts';

// What a gateway's verdict does to a payment. The one place that compares what the
// gateway confirmed with the shop's own record before money counts as received.

export type SettleResult =
  PaidResult | 'failed' | 'cancelled' | 'expired' | 'pending' | 'rejected' | 'unchanged';

/** The gateway's amount ("1250.00", "1250") names the same whole Taka as our record. */
function sameAmount(gateway: string, tk: number): boolean {
  return /^\d+(\.\d{1,2})?$/.test(gateway) && Number(gateway) === Number(gatewayAmount(tk));
}

/**
 * Applies a verdict. `paid` counts only when amount, currency and reference match the
 * record (anything else is logged and changes nothing). `failed`/`cancelled` end an
 * attempt still initiated; `unfinished` ends it only when `expireUnfinished` (the
 * sweeper, after the hold); `pending` changes nothing (ask again later).
 */
export async function settle(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  verdict: Verdict,
  source: string,
  expireUnfinished = false,
): Promise<SettleResult> {
  switch (verdict.outcome) {
    case 'paid': {
      const problems = [
        !sameAmount(verdict.amount, payment.amountTk) &&
          `amount ${verdict.amount} is not ${gatewayAmount(payment.amountTk)}`,
        verdict.currency !== payment.currency &&
          `currency ${verdict.currency} is not ${payment.currency}`,
        verdict.reference !== payment.reference &&
          `reference ${verdict.reference} is not ${payment.reference}`,
      ].filter(Boolean);
      if (problems.length) {
        log.warn(
          { paymentId: payment.id, source, problems },
          'payment confirmation refused: it does not match the order',
        );
        await writeEvent(pool, payment.id, 'mismatch', { source, problems });
        return 'rejected';
      }
      return inTransaction(pool, (client) =>
        markPaymentPaid(client, payment.id, verdict.ids, verdict.riskReview, source),
      );
    }
    case 'failed':
    case 'cancelled':
      return (await closePayment(pool, payment.id, verdict.outcome, { source }))
        ? verdict.outcome
        : 'unchanged';
    case 'unfinished':
      if (!expireUnfinished) return 'pending';
      return (await closePayment(pool, payment.id, 'expired', { source }))
        ? 'expired'
        : 'unchanged';
    case 'invalid':
      log.warn(
        { paymentId: payment.id, source, reason: verdict.reason },
        'payment notice refused: the gateway does not confirm it',
      );
      await writeEvent(pool, payment.id, 'refused', { source, reason: verdict.reason });
      if (expireUnfinished) {
        return (await closePayment(pool, payment.id, 'expired', { source }))
          ? 'expired'
          : 'unchanged';
      }
      return 'rejected';
    case 'pending':
      return 'pending';
  }
}
