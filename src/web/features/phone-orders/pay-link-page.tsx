import type { ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { payLinkRoutes } from '../../../shared/api/routes/phone-orders.ts';
import type { PayLinkOrder } from '../../../shared/schemas/phone-order.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { Price } from '../../components/price.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { goToGateway } from '../payments/api/payment-api.ts';

// /pay/<token>: the page the customer's SMS links to for an order staff took by phone
// (docs/product.md#orders-taken-by-phone). No sign-in: the link itself is the key, used
// once by the Pay button; opening the page (or an SMS app's preview) does not use it.

const METHOD_LABEL: Record<PayLinkOrder['method'], string> = {
  bkash: 'bKash',
  sslcommerz: 'card or mobile banking',
  cod: 'bKash or card (the delivery charge in advance)',
};

export function PayLinkPage() {
  usePageTitle('Pay for your order');
  const { token = '' } = useParams();
  const order = useQuery({
    queryKey: ['pay-link', token],
    queryFn: ({ signal }) => apiCall(payLinkRoutes.show, { params: { token } }, { signal }),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: () => apiCall(payLinkRoutes.pay, { params: { token } }),
    onSuccess: (started) => {
      if (started.redirectUrl) goToGateway(started.redirectUrl);
      else void order.refetch();
    },
  });
  if (order.isPending) {
    return (
      <PayCard title="Pay for your order">
        <Spinner label="Loading your order" />
      </PayCard>
    );
  }
  if (order.error) {
    // The API's words: unknown, used, expired, paid or cancelled, each with what to do.
    return (
      <PayCard title="This link cannot be paid">
        <p role="alert">{order.error.message}</p>
      </PayCard>
    );
  }
  const shown = order.data;
  return (
    <PayCard title={`Pay for order ${shown.orderNumber}`}>
      <p>Hello {shown.customerName}, this is your order:</p>
      <ul className="divide-y divide-base-300" aria-label="Items">
        {shown.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 break-words">{line.name}</span>
            <span className="shrink-0">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between text-lg font-semibold">
        <span>To pay</span>
        <Price amount={shown.amount} />
      </p>
      <p className="text-sm opacity-80">
        Pay by {METHOD_LABEL[shown.method]} before {formatDateTime(shown.expiresAt)}; after that the
        order lets its items go.
      </p>
      <FormError message={pay.error?.message} />
      <button
        type="button"
        className="btn btn-primary btn-lg w-full"
        disabled={pay.isPending}
        onClick={() => pay.mutate()}
      >
        {pay.isPending ? <ButtonSpinner label="Opening the payment page" /> : null}
        Pay <Price amount={shown.amount} />
      </button>
    </PayCard>
  );
}

const OUTCOME: Record<string, { title: string; text: string }> = {
  paid: { title: 'Payment received', text: 'Thank you: your order is paid. We will send it soon.' },
  'refund-due': {
    title: 'Paid twice',
    text: 'This order was paid already, so this payment will be refunded to you.',
  },
  cancelled: {
    title: 'Payment cancelled',
    text: 'Nothing was charged. Please call the shop for a new payment link.',
  },
};
const NOT_PAID = {
  title: 'Payment not completed',
  text: 'Nothing was charged. Please call the shop for a new payment link.',
};

/** /pay/done: where the gateway brings back a customer who paid from the SMS link. */
export function PayLinkDonePage() {
  const [search] = useSearchParams();
  const outcome = OUTCOME[search.get('payment') ?? ''] ?? NOT_PAID;
  usePageTitle(outcome.title);
  const number = search.get('order');
  return (
    <PayCard title={outcome.title}>
      {number && /^CH-\d+$/.test(number) ? (
        <p className="font-mono" data-testid="paid-order">
          Order {number}
        </p>
      ) : null}
      <p role="status">{outcome.text}</p>
    </PayCard>
  );
}

/** A centred card under the page's one heading, as the track page has. */
function PayCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="card-title justify-center text-center text-2xl">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
