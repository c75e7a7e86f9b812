import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentRecord } from '../../../shared/schemas/payment.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { orderPaymentsQuery, useRefund } from '../payments/api/payment-api.ts';

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
      {paid ? <RefundForm orderId={orderId} left={paid.amount - paid.refunded} /> : null}
    </section>
  );
}

function PaymentAttempt({ payment }: { payment: PaymentRecord }) {
  const ids = Object.entries(payment.ids).filter(([, value]) => value);
  return (
    <details className="rounded-box bg-base-200 p-3" data-testid="payment-attempt">
      <summary className="cursor-pointer">
        {payment.method === 'bkash' ? 'bKash' : 'SSLCommerz'} · Tk {payment.amount} ·{' '}
        <strong>{payment.status}</strong>
        {payment.refunded ? ` · refunded Tk ${payment.refunded}` : ''} · {payment.reference}
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

function RefundForm({ orderId, left }: { orderId: string; left: number }) {
  const refund = useRefund(orderId);
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  if (left <= 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate({ amount: Number(amount), reason });
      }}
    >
      <label className="form-control">
        <span className="label-text">Refund (Tk, at most {left})</span>
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
      {refund.error ? <FormError message={refund.error.message} /> : null}
    </form>
  );
}
