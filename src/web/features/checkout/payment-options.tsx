import { useQuery } from '@tanstack/react-query';
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
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const methods = useQuery(paymentMethodsQuery());
  const offered = methods.data?.methods ?? ['cod'];
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
      {value !== 'cod' && methods.data ? (
        <p className="text-sm opacity-80">
          Your items are held for {methods.data.holdMinutes} minutes while you pay.
        </p>
      ) : null}
    </fieldset>
  );
}
