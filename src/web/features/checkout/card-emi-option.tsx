import { useCallback, useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { emiMonthly, emiTotal, feeFor } from '../../../shared/emi.ts';
import { formatTk } from '../../../shared/money.ts';
import { SelectField } from '../../components/form-field.tsx';
import type { CartItem } from '../../lib/cart/use-cart.ts';
import { linesEmi, offeredEmiQuery } from '../../lib/emi/emi-api.ts';
import { paymentMethodsQuery } from '../payments/api/payment-api.ts';
import type { CheckoutFormInput } from './checkout-form.ts';
import { CardMark } from './payment-marks.tsx';

export interface EmiValue {
  bank: string | undefined;
  months: number | undefined;
}

interface CardEmiOptionProps {
  /** Card EMI is the chosen payment method. */
  chosen: boolean;
  onChoose: () => void;
  /** Leave card EMI for another method (the order no longer qualifies). */
  onLeave: () => void;
  value: EmiValue;
  onChange: (value: EmiValue) => void;
  /** The lines that will be ordered. */
  items: readonly CartItem[];
  /** The chosen delivery's charge; undefined until quoted. */
  delivery: number | undefined;
  /** The applied coupon: coupons do not apply to EMI. */
  couponCode: string | null;
  errors: { bank?: string | undefined; months?: string | undefined };
}

/**
 * Card EMI beside the payment choices (docs/product.md#emi, decision 086): offered when
 * SSLCommerz is set up and a plan is switched on; chosen only when the order qualifies
 * (at regular prices plus delivery, at least a plan's minimum, no coupon, no product kept
 * out), else it says why. Chosen, it asks the bank and the months and shows the monthly,
 * the total and what to know before paying. The server judges again when the order is placed.
 */
export function CardEmiOption(props: CardEmiOptionProps) {
  const { chosen, onChoose, onLeave, value, onChange, items, delivery, couponCode, errors } = props;
  const methods = useQuery(paymentMethodsQuery());
  const offered = useQuery(offeredEmiQuery());
  const sslcommerz = methods.data?.methods.includes('sslcommerz') ?? false;
  const emi = sslcommerz ? linesEmi(items, offered.data, delivery ?? 0) : null;
  const why = !emi
    ? null
    : couponCode
      ? 'Coupons do not apply to card EMI: remove the coupon to pay in instalments.'
      : emi.why;
  const qualifies = emi !== null && why === null;
  const bankList = (emi?.quote?.plans ?? []).map((plan) => plan.bank);
  const banks = [...new Set(bankList)];
  const firstBank = banks[0];
  const bankOffered = value.bank !== undefined && banks.includes(value.bank);
  const plan = offered.data?.plans.find((each) => each.bank === value.bank && each.enabled);

  // Chosen but no longer qualifying (a coupon applied, a line changed): leave EMI.
  useEffect(() => {
    if (chosen && emi && !qualifies) onLeave();
  }, [chosen, emi, qualifies, onLeave]);
  // Chosen with no bank (or one no longer offered at this amount): the first bank.
  useEffect(() => {
    if (chosen && qualifies && !bankOffered) onChange({ bank: firstBank, months: undefined });
  }, [chosen, qualifies, bankOffered, firstBank, onChange]);

  if (!emi) return null;
  const months = value.months;
  const fee = plan && months !== undefined ? feeFor(plan, months) : undefined;
  return (
    <div
      className={`space-y-3 rounded-box border p-3 ${chosen ? 'border-primary bg-primary/5' : 'border-base-300'}`}
      data-testid="card-emi"
    >
      <label
        className={`flex items-center gap-3 ${qualifies ? 'cursor-pointer' : 'cursor-not-allowed'}`}
      >
        <input
          type="radio"
          name="paymentMethod"
          className="radio radio-primary radio-sm"
          aria-label="Card EMI"
          aria-describedby="card-emi-hint"
          checked={chosen}
          disabled={!qualifies}
          onChange={onChoose}
        />
        <CardMark />
        <span>
          <span className="block font-medium">Card EMI</span>
          <span id="card-emi-hint" className="block text-sm opacity-80">
            {why ??
              `Monthly instalments with a bank's credit card, from ${formatTk(emi.quote?.from ?? 0)}/month`}
          </span>
        </span>
      </label>
      {chosen && qualifies ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Bank"
              value={value.bank ?? ''}
              error={errors.bank}
              onChange={(event) => onChange({ bank: event.target.value, months: undefined })}
            >
              {banks.map((bank) => (
                <option key={bank} value={bank}>
                  {bank}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Months"
              value={months ?? ''}
              error={errors.months}
              onChange={(event) =>
                onChange({ bank: value.bank, months: Number(event.target.value) || undefined })
              }
            >
              <option value="">Choose the months</option>
              {(plan?.months ?? []).map((each) => (
                <option key={each} value={each}>
                  {each} months
                  {feeFor(plan ?? { feePercent: {} }, each) > 0
                    ? ` (bank's fee ${feeFor(plan ?? { feePercent: {} }, each)} %)`
                    : ''}
                </option>
              ))}
            </SelectField>
          </div>
          <p aria-live="polite" data-testid="card-emi-plan">
            {months !== undefined && fee !== undefined ? (
              <>
                <span className="block text-lg font-bold">
                  {formatTk(emiMonthly(emi.amount, fee, months))}/month for {months} months
                </span>
                <span className="block text-sm">
                  {formatTk(emiTotal(emi.amount, fee))} in all: {formatTk(emi.amount)} at regular
                  prices with delivery
                  {fee > 0 ? `, plus the bank's fee of ${fee} %` : ', no bank fee'}
                </span>
              </>
            ) : (
              <span className="text-sm opacity-80">
                Choose the months to see the monthly instalment.
              </span>
            )}
          </p>
          <p className="text-xs opacity-80">
            You pay {formatTk(emi.amount)} now with a credit card of {value.bank} through
            SSLCommerz; the bank turns it into instalments and charges its fee on your card, not the
            shop. Card EMI is sold at regular prices, without coupons. If the order is refunded, the
            money goes back to your card and the bank closes or adjusts the instalments.
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The checkout form's ways to leave card EMI and to record its bank and months. */
export function useEmiSetters(setValue: UseFormSetValue<CheckoutFormInput>) {
  const leaveEmi = useCallback(() => setValue('paymentMethod', 'sslcommerz'), [setValue]);
  const chooseEmi = useCallback(
    ({ bank, months }: EmiValue) => {
      setValue('emiBank', bank);
      setValue('emiMonths', months);
    },
    [setValue],
  );
  return { leaveEmi, chooseEmi };
}
