import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paidForUnits } from '../../../shared/discount-shares.ts';
import { formatTk } from '../../../shared/money.ts';
import type { PaymentRecord, RefundableLine } from '../../../shared/schemas/payment.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { orderPaymentsQuery, useRefund, useSettleRefund } from '../payments/api/payment-api.ts';

/**
 * For staff on an online order's page: every payment attempt with its gateway ids and
 * history, what needs attention (refund due, review), and a refund form for what is left.
 */
export function AdminPaymentsPanel({ orderId }: { orderId: string }) {
  const { data } = useQuery(orderPaymentsQuery(orderId));
  if (!data || data.payments.length === 0) return null;
  const paid = data.payments.find((payment) => payment.status === 'paid');
  return (
    <section
      aria-label="Online payments"
      className="space-y-3 rounded-box border border-base-300 p-4"
    >
      <h2 className="font-semibold">Online payments</h2>
      {data.flag === 'refund-due' ? (
        <p className="alert alert-error" data-testid="payment-flag">
          {data.payments.filter((payment) => payment.status === 'paid').length > 1
            ? 'Paid twice (a page the customer had left was paid too): refund the extra payment.'
            : 'Paid for an order that cannot be sent: refund due.'}
        </p>
      ) : data.flag === 'review' ? (
        <p className="alert alert-warning" data-testid="payment-flag">
          The gateway marked this payment risky: review it before sending the order.
        </p>
      ) : null}
      {data.payments.map((payment) => (
        <PaymentAttempt key={payment._id} payment={payment} />
      ))}
      {paid?.refundInDoubt ? (
        <RefundInDoubt orderId={orderId} payment={paid} doubt={paid.refundInDoubt} />
      ) : paid ? (
        <RefundForm
          // Starts afresh after each refund: the units chosen are given back by then.
          key={paid.refunded}
          orderId={orderId}
          left={paid.amount - paid.refunded}
          // A delivery charge paid in advance paid for no line: refunded by amount only.
          lines={paid.amount === data.orderTotal ? data.lines : []}
        />
      ) : null}
    </section>
  );
}

function PaymentAttempt({ payment }: { payment: PaymentRecord }) {
  const ids = Object.entries(payment.ids).filter(([, value]) => value);
  return (
    <details className="rounded-box bg-base-200 p-3" data-testid="payment-attempt">
      <summary className="cursor-pointer">
        {payment.method === 'bkash' ? 'bKash' : 'SSLCommerz'} · {formatTk(payment.amount)} ·{' '}
        <strong>{payment.status}</strong>
        {payment.refunded ? ` · refunded ${formatTk(payment.refunded)}` : ''} · {payment.reference}
      </summary>
      <p className="mt-2 text-sm">{ids.map(([name, value]) => `${name}: ${value}`).join(' · ')}</p>
      <ol className="mt-2 space-y-1 text-sm">
        {payment.events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.kind}
            {event.status ? ` → ${event.status}` : ''}
            <pre className="overflow-x-auto text-xs opacity-70">{JSON.stringify(event.body)}</pre>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * A refund whose gateway answer was lost: held, not sent again. The shop asks the gateway
 * at each sweep; when the gateway cannot say (SSLCommerz without its refund id), staff read
 * the merchant panel and record what it shows.
 */
function RefundInDoubt({
  orderId,
  payment,
  doubt,
}: {
  orderId: string;
  payment: PaymentRecord;
  doubt: NonNullable<PaymentRecord['refundInDoubt']>;
}) {
  const settle = useSettleRefund(orderId);
  const [note, setNote] = useState('');
  const gateway = payment.method === 'bkash' ? 'bKash' : 'SSLCommerz';
  const record = (outcome: 'refunded' | 'not-refunded') =>
    settle.mutate({ refundId: doubt._id, outcome, note });
  return (
    <div className="alert alert-warning block space-y-2" data-testid="refund-in-doubt">
      <p>
        A refund of {formatTk(doubt.amount)} sent to {gateway} on {formatDateTime(doubt.since)} got
        no answer. It is held, not sent again: the shop keeps asking {gateway} what became of it. If
        it stays here, check {gateway}’s merchant panel from {formatDateTime(doubt.settleableFrom)}{' '}
        on and record what it shows.
      </p>
      <label className="form-control flex flex-col gap-1">
        <span className="label-text">What the merchant panel shows</span>
        <input
          className="input input-bordered input-sm"
          value={note}
          maxLength={200}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm"
          disabled={settle.isPending}
          onClick={() => record('refunded')}
        >
          It was refunded
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={settle.isPending}
          onClick={() => record('not-refunded')}
        >
          It was not refunded
        </button>
      </div>
      {settle.error ? <FormError message={settle.error.message} /> : null}
    </div>
  );
}

/**
 * Staff give back an amount, or choose units of the lines: the amount offered is then what
 * was paid for them (the line's total less its share of the coupon), at most what is left;
 * they may lower it, and the server refuses more.
 */
function RefundForm({
  orderId,
  left,
  lines,
}: {
  orderId: string;
  left: number;
  lines: readonly RefundableLine[];
}) {
  const refund = useRefund(orderId);
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  const [units, setUnits] = useState<Record<number, number>>({});
  if (left <= 0) return null;
  const chosen = lines
    .map((line) => ({ line, quantity: units[line.lineNo] ?? 0 }))
    .filter(({ quantity }) => quantity > 0);
  const paid = chosen.reduce((sum, { line, quantity }) => sum + paidForUnits(line, quantity), 0);
  const most = chosen.length ? Math.min(paid, left) : left;
  const choose = (lineNo: number, quantity: number) => {
    const next = { ...units, [lineNo]: quantity };
    setUnits(next);
    const total = lines.reduce((sum, line) => sum + paidForUnits(line, next[line.lineNo] ?? 0), 0);
    setAmount(String(total > 0 ? Math.min(total, left) : left));
  };
  return (
    <form
      className="space-y-2"
      aria-label="Refund"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate({
          amount: Number(amount),
          reason,
          ...(chosen.length && {
            lines: chosen.map(({ line, quantity }) => ({ lineNo: line.lineNo, quantity })),
          }),
        });
      }}
    >
      {lines.some((line) => line.refundedQuantity < line.quantity) ? (
        <fieldset className="space-y-1">
          <legend className="text-sm">
            Units given back (the refund is what was paid for them)
          </legend>
          {lines.map((line) => {
            const open = line.quantity - line.refundedQuantity;
            return (
              <label key={line.lineNo} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {line.name}
                  {line.refundedQuantity ? ` (${line.refundedQuantity} refunded)` : ''}
                </span>
                <input
                  type="number"
                  className="input input-bordered input-xs w-16"
                  aria-label={`Units of ${line.name} to refund`}
                  min={0}
                  max={open}
                  disabled={open === 0}
                  value={units[line.lineNo] ?? 0}
                  onChange={(event) =>
                    choose(
                      line.lineNo,
                      Math.max(0, Math.min(open, Number(event.target.value) || 0)),
                    )
                  }
                />
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <label className="form-control">
          <span className="label-text">Refund in Tk (at most {formatTk(most)})</span>
          <input
            className="input input-bordered input-sm w-32"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="form-control grow">
          <span className="label-text">Reason</span>
          <input
            className="input input-bordered input-sm"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm btn-outline" disabled={refund.isPending}>
          {refund.isPending ? <ButtonSpinner label="Working" /> : null}
          Refund
        </button>
      </div>
      {refund.error ? <FormError message={refund.error.message} /> : null}
    </form>
  );
}
