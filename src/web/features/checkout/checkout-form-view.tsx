import { announce } from '../../lib/announcer.ts';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  FormError,
  TextAreaField,
  TextField,
  ButtonSpinner,
} from '../../components/form-field.tsx';
import { areaInput, mobileNumberInput, streetInput } from '../../components/address-inputs.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import type { CartItem } from '../../lib/cart/use-cart.ts';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { heldLines, shortLines, usePlaceCheckout } from './checkout-api.ts';
import {
  checkoutFormSchema,
  checkoutRequest,
  showServerIssues,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form.ts';
import { CheckoutSummary, paymentNoteFor } from './checkout-summary.tsx';
import { DeliveryOptions } from './delivery-options.tsx';
import { deliveryQuoteQuery } from '../delivery/api/delivery-api.ts';
import { DistrictField } from '../../components/district-field.tsx';
import { quotedParts } from '../../components/delivery-charge-parts.tsx';
import { useAttemptKey } from './use-attempt-key.ts';
import { goToGateway } from '../payments/api/payment-api.ts';
import { PaymentOptions } from './payment-options.tsx';
import { CardEmiOption, useEmiSetters } from './card-emi-option.tsx';
import { atEmiPrices } from '../../lib/emi/emi-api.ts';
import { emiAmount } from '../../../shared/emi.ts';
import type { Address } from '../../../shared/schemas/address.ts';
import { SavedAddressChoice } from './saved-address-choice.tsx';
import { lineProblems } from './line-problems.ts';
import { CouponField, useCouponDiscount } from '../../components/coupon-field.tsx';
import { setAppliedCoupon } from '../../lib/coupon/applied-coupon.ts';
import type { CheckoutRequest } from '../../../shared/schemas/checkout.ts';
import { PhoneProofStep } from './phone-proof-step.tsx';
import { useVisitorSignIn } from './use-visitor-sign-in.ts';

interface CheckoutFormProps {
  /** Every line of the cart, those that cannot be ordered now included (they are marked). */
  lines: readonly CartItem[];
  /** What the orderable lines cost (the cart's subtotal). */
  subtotal: number;
  /** The address book, the default first. */
  saved: readonly Address[];
  starting: CheckoutFormInput;
  onRemove: (productId: string) => void;
  /** Not signed in: the phone is proved (or an account made) before the order (decision 084). */
  visitor: boolean;
}

export function CheckoutForm({
  lines,
  subtotal,
  saved,
  starting,
  onRemove,
  visitor,
}: CheckoutFormProps) {
  const navigate = useNavigate();
  const place = usePlaceCheckout();
  const attemptKey = useAttemptKey();
  const visitorSignIn = useVisitorSignIn();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    resetField,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: starting,
  });
  const [district, method, pickupPointId, paymentMethod, advanceMethod, emiBank, emiMonths] =
    useWatch({
      control,
      name: [
        'district',
        'deliveryMethod',
        'pickupPointId',
        'paymentMethod',
        'advanceMethod',
        'emiBank',
        'emiMonths',
      ],
    });
  const items = lines.filter((line) => !line.removed && !line.outOfStock);
  // The form starts from the default address, which is the first saved one.
  const [savedChosen, setSavedChosen] = useState<string | null>(saved[0]?._id ?? null);
  function chooseSaved(address: Address | null) {
    setSavedChosen(address?._id ?? null);
    const fields = ['phone', 'district', 'area', 'line'] as const;
    for (const field of fields) setValue(field, address?.[field] ?? '', { shouldDirty: true });
    if (address) setValue('name', address.name, { shouldDirty: true });
    else resetField('name');
  }
  // The charge follows the district and the cart: heavier parcels cost more.
  const quote = useQuery(
    deliveryQuoteQuery(
      district,
      items.map(({ productId, quantity }) => ({ productId, quantity })),
    ),
  );
  const options = quote.data?.options;
  const chosen = options?.find((option) => option.method === method);

  // A method the new district does not offer (express outside Dhaka) falls back to the first.
  useEffect(() => {
    const first = options?.[0];
    if (first && !chosen) setValue('deliveryMethod', first.method);
  }, [options, chosen, setValue]);

  const { leaveEmi, chooseEmi } = useEmiSetters(setValue);

  const lineInputs = items.map(({ productId, quantity }) => ({ productId, quantity }));
  const coupon = useCouponDiscount(lineInputs, district, chosen?.method);
  // Card EMI is sold at regular prices (decision 086): the summary shows what is charged.
  const onEmi = paymentMethod === 'emi';
  const shown = onEmi ? atEmiPrices(lines) : lines;
  const goods = onEmi ? emiAmount(items) : subtotal;
  const total = goods - coupon.discount + (chosen?.charge ?? 0);

  function placeOrder(request: CheckoutRequest) {
    place.mutate(
      { request, key: attemptKey(request) },
      {
        onSuccess: (order) => {
          setAppliedCoupon(null);
          // An online payment goes on at the gateway's page, which brings the customer back.
          // So does a delivery charge paid in advance of cash on delivery.
          const gateway = order.payment.redirectUrl ?? order.advance?.redirectUrl;
          if (gateway) return goToGateway(gateway);
          // The order page says it was placed, in the page rather than a toast over its menu.
          announce(`Order ${order.orderNumber} is placed`);
          void navigate(dashboardPaths.order(order.orderId), { state: { placed: true } });
        },
        onError: (error) => showServerIssues(error, setError),
      },
    );
  }

  const onSubmit = handleSubmit((values) => {
    const request = {
      ...checkoutRequest(values),
      ...(coupon.code ? { couponCode: coupon.code } : {}),
    };
    // A visitor orders the lines they see: signing in merges the browser cart into the
    // account's, which may hold older lines of its own.
    if (visitor) visitorSignIn.start({ ...request, items: lineInputs }, placeOrder);
    else placeOrder(request);
  });

  // Only lines still in the cart: one taken out since the refusal is settled.
  const short = shortLines(place.error).filter((line) =>
    lines.some((item) => item.productId === line.productId),
  );
  const problems = lineProblems(lines, short);
  // Past a hold limit: the limit beside each line over it, the server's words below.
  const holdNotes = Object.fromEntries(
    heldLines(place.error).map(({ productId, limit }) => [
      productId,
      `At most ${limit} per customer until the shop confirms your orders`,
    ]),
  );
  const failure =
    place.error && !(isApiRequestError(place.error, 400) && place.error.issues)
      ? place.error.message
      : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
    >
      <div className="space-y-6">
        <SavedAddressChoice addresses={saved} chosen={savedChosen} onChoose={chooseSaved} />
        <section aria-labelledby="contact-heading" className="space-y-4">
          <h2 id="contact-heading" className="text-lg font-semibold">
            Contact
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Mobile number"
              {...mobileNumberInput}
              error={errors.phone?.message}
              {...register('phone')}
            />
          </div>
        </section>
        <section aria-labelledby="address-heading" className="space-y-4">
          <h2 id="address-heading" className="text-lg font-semibold">
            Address
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <DistrictField control={control} name="district" error={errors.district?.message} />
            <TextField {...areaInput} error={errors.area?.message} {...register('area')} />
          </div>
          <TextAreaField {...streetInput} error={errors.line?.message} {...register('line')} />
          <label className="flex cursor-pointer items-center gap-3">
            <input type="checkbox" className="checkbox checkbox-sm" {...register('saveAddress')} />
            <span>Save this address to my address book</span>
          </label>
        </section>
        <section aria-labelledby="delivery-heading" className="space-y-3">
          <h2 id="delivery-heading" className="text-lg font-semibold">
            Delivery and payment
          </h2>
          {!district ? (
            <p className="opacity-80">Choose your district to see delivery charges.</p>
          ) : quote.isPending ? (
            <p className="opacity-80">Working out delivery…</p>
          ) : quote.error ? (
            <FormError message={quote.error.message} />
          ) : (
            <DeliveryOptions
              options={options ?? []}
              method={method}
              pickupPointId={pickupPointId}
              onMethod={(next) => setValue('deliveryMethod', next)}
              onPickupPoint={(id) => setValue('pickupPointId', id, { shouldValidate: true })}
              error={errors.deliveryMethod?.message}
              pickupError={errors.pickupPointId?.message}
            />
          )}
          <PaymentOptions
            value={paymentMethod}
            onChange={(next) => setValue('paymentMethod', next)}
            total={chosen ? total : undefined}
            codAdvance={chosen?.codAdvance ?? null}
            advanceMethod={advanceMethod}
            onAdvanceMethod={(next) => setValue('advanceMethod', next)}
          >
            <CardEmiOption
              chosen={onEmi}
              onChoose={() => setValue('paymentMethod', 'emi')}
              onLeave={leaveEmi}
              value={{ bank: emiBank, months: emiMonths }}
              onChange={chooseEmi}
              items={items}
              delivery={chosen?.charge}
              couponCode={coupon.code}
              errors={{ bank: errors.emiBank?.message, months: errors.emiMonths?.message }}
            />
          </PaymentOptions>
          {errors.paymentMethod?.message ? (
            <FormError message={errors.paymentMethod.message} />
          ) : null}
          {errors.advanceMethod?.message ? (
            <FormError message={errors.advanceMethod.message} />
          ) : null}
          <TextAreaField
            label="Note for the shop (optional)"
            rows={2}
            maxLength={500}
            error={errors.note?.message}
            {...register('note')}
          />
        </section>
      </div>
      <CheckoutSummary
        lines={shown}
        problems={problems}
        onRemove={onRemove}
        subtotal={goods}
        delivery={
          chosen && quote.data
            ? { charge: chosen.charge, ...quotedParts(quote.data, chosen) }
            : undefined
        }
        paymentNote={paymentNoteFor(paymentMethod, chosen?.codAdvance ?? null, total)}
        lineProblems={holdNotes}
        coupon={coupon}
        couponField={
          <CouponField items={lineInputs} district={district} deliveryMethod={chosen?.method} />
        }
      >
        {visitorSignIn.proving ? (
          <PhoneProofStep
            phone={visitorSignIn.proving.request.contact.phone}
            sent={visitorSignIn.proving.sent}
            busy={visitorSignIn.busy || place.isPending}
            error={visitorSignIn.error ?? failure}
            onConfirm={(code) => visitorSignIn.confirm(code, placeOrder)}
            onChangePhone={visitorSignIn.cancel}
          />
        ) : null}
        {short.length > 0 ? (
          <FormError
            message={`Not enough stock: ${short
              .map((line) => `${line.name} has ${line.available} left`)
              .join(
                '; ',
              )}. Nothing was ordered; change the marked lines and place the order again.`}
          />
        ) : problems.size > 0 ? (
          <FormError message="Some lines cannot be ordered now: remove or change the marked lines, then place the order." />
        ) : (
          <FormError
            message={visitorSignIn.proving ? undefined : (visitorSignIn.error ?? failure)}
          />
        )}
        {visitorSignIn.proving ? null : (
          <button
            type="submit"
            className="btn btn-primary btn-lg w-full"
            disabled={place.isPending || visitorSignIn.busy || problems.size > 0}
          >
            {place.isPending || visitorSignIn.busy ? (
              <ButtonSpinner label="Placing your order" />
            ) : null}
            {visitor ? 'Continue' : 'Place order'}
          </button>
        )}
      </CheckoutSummary>
    </form>
  );
}
