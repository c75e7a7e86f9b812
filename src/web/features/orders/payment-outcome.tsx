import { useSearchParams } from 'react-router';
import { formatTk } from '../../../shared/money.ts';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import { ButtonSpinner } from '../../components/form-field.tsx';
import { useRetryPayment } from '../payments/api/payment-api.ts';

const OUTCOMES: Record<string, { tone: string; text: string }> = {
  paid: { tone: 'alert-success', text: 'Payment received. Thank you!' },
  failed: { tone: 'alert-error', text: 'The payment failed. Nothing was charged.' },
  cancelled: { tone: 'alert-warning', text: 'You cancelled the payment.' },
  expired: { tone: 'alert-warning', text: 'The time to pay ran out.' },
  'refund-due': {
    tone: 'alert-info',
    text: 'This order was already paid, so this second payment will be refunded to you.',
  },
  initiated: {
    tone: 'alert-info',
    text: 'We are still confirming your payment with the gateway; this page will show it once it is confirmed.',
  },
};

/**
 * On the order page: how the payment went when the gateway sent the customer back
 * (`?payment=`), and a way to pay again while the order still holds its items.
 */
export function PaymentOutcome({ order, own }: { order: OrderDetail; own: boolean }) {
  const [search] = useSearchParams();
  const retry = useRetryPayment(order._id);
  // A cash order may owe its delivery charge online first (paid through the same gateways).
  const advance = order.advance;
  const online = order.payment.method !== 'cod' || advance?.status === 'due';
  const returned = search.get('payment');
  // What the order says wins over the address: a payment confirmed later shows as paid.
  const paid = order.payment.status === 'paid' || advance?.status === 'paid';
  const outcome = paid && returned && returned !== 'refund-due' ? 'paid' : returned;
  const look =
    outcome === 'paid' && advance
      ? {
          tone: 'alert-success',
          text: `Delivery charge of ${formatTk(advance.amount)} received. Thank you! ${formatTk(order.cashToCollect)} is left to pay in cash on delivery.`,
        }
      : outcome
        ? OUTCOMES[outcome]
        : undefined;
  // Offered even while an attempt is open: the server asks the gateway about it first.
  const canRetry = own && online && order.status === 'pending' && order.payment.status === 'due';
  const ended = outcome === 'failed' || outcome === 'cancelled' || outcome === 'expired';
  if (!look && !canRetry) return null;
  return (
    <div
      role="status"
      className={`alert ${look?.tone ?? 'alert-warning'}`}
      data-testid="payment-outcome"
    >
      <span>
        {look?.text ??
          'This order is not paid yet. Left the payment page before paying? Pay again here: we check with the gateway first, so you are never charged twice.'}
      </span>
      {canRetry ? (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {retry.isPending ? <ButtonSpinner label="Working" /> : null}
          {ended ? 'Retry payment' : 'Pay again'}
        </button>
      ) : null}
      {retry.error ? <span className="text-sm">{retry.error.message}</span> : null}
    </div>
  );
}
