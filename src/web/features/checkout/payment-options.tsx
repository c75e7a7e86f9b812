import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatTk } from '../../../shared/money.ts';
import type { PaymentRules } from '../../../shared/schemas/payment.ts';
import type { PaymentMethod } from '../../../shared/schemas/checkout.ts';
import { BkashMark, CardMark, CashMark } from './payment-marks.tsx';
import { paymentMethodsQuery } from '../payments/api/payment-api.ts';

const CHOICES: Record<
  PaymentMethod,
  { label: string; hint: string; Mark: () => React.JSX.Element }
> = {
  cod: { label: 'Cash on Delivery', hint: 'Pay when the parcel arrives', Mark: CashMark },
  bkash: { label: 'bKash', hint: 'Pay from your bKash wallet now', Mark: BkashMark },
  sslcommerz: {
    label: 'Card / mobile banking (SSLCommerz)',
    hint: 'Visa, Mastercard, Nagad, Rocket and more, through SSLCommerz',
    Mark: CardMark,
  },
};

/** The payment choices this shop offers; online ones hold the stock while the customer pays. */
export function PaymentOptions({
  value,
  onChange,
  district,
  total,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  district: string;
  /** With delivery, once it is known. */
  total: number | undefined;
}) {
  const methods = useQuery(paymentMethodsQuery());
  const offered = methods.data?.methods ?? ['cod'];
  const cashRefused = methods.data ? cashRefusal(methods.data.rules, district, total) : null;
  const online = offered.find((method) => method !== 'cod');
  // The shop's rules refuse cash for this order: move to the first online method.
  useEffect(() => {
    if (cashRefused && value === 'cod' && online) onChange(online);
  }, [cashRefused, value, online, onChange]);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Payment</legend>
      {offered.map((method) => {
        const { label, hint, Mark } = CHOICES[method];
        const chosen = method === value;
        return (
          <label
            key={method}
            className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 ${chosen ? 'border-primary bg-primary/5' : 'border-base-300'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              className="radio radio-primary radio-sm"
              aria-label={label}
              checked={chosen}
              disabled={method === 'cod' && cashRefused !== null}
              onChange={() => onChange(method)}
            />
            <Mark />
            <span>
              <span className="block font-medium">{label}</span>
              <span className="block text-sm opacity-80">{hint}</span>
            </span>
          </label>
        );
      })}
      {cashRefused ? (
        <p className="text-sm text-warning-content" data-testid="cash-refused">
          {cashRefused}
        </p>
      ) : null}
      {value !== 'cod' && methods.data ? (
        <p className="text-sm opacity-80">
          Your items are held for {methods.data.holdMinutes} minutes while you pay.
        </p>
      ) : null}
    </fieldset>
  );
}

/** The shop's rules for cash, as the server enforces them (payment-rules.ts), in words. */
function cashRefusal(rules: PaymentRules, district: string, total: number | undefined) {
  if (rules.advanceDeliveryOutsideDhaka && district && district !== 'Dhaka') {
    return 'Orders delivered outside Dhaka are paid online in advance.';
  }
  if (rules.codLimit !== null && total !== undefined && total > rules.codLimit) {
    return `Cash on delivery is offered for orders up to ${formatTk(rules.codLimit)}.`;
  }
  return null;
}
