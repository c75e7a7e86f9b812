import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { Address } from '../../../../shared/schemas/address.ts';
import type { PhoneOrderResult } from '../../../../shared/schemas/phone-order.ts';
import {
  ButtonSpinner,
  FormError,
  TextAreaField,
  TextField,
} from '../../../components/form-field.tsx';
import { areaInput, streetInput } from '../../../components/address-inputs.ts';
import { DistrictField } from '../../../components/district-field.tsx';
import { Price } from '../../../components/price.tsx';
import { deliveryQuoteQuery } from '../../delivery/api/delivery-api.ts';
import {
  checkoutFormSchema,
  checkoutRequest,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../checkout-form.ts';
import { DeliveryOptions } from '../delivery-options.tsx';
import { PaymentOptions } from '../payment-options.tsx';
import { SavedAddressChoice } from '../saved-address-choice.tsx';
import { useAttemptKey } from '../use-attempt-key.ts';
import type { FoundCustomer } from './customer-step.tsx';
import { ProductPicker, type PickedLine } from './product-picker.tsx';
import { usePlacePhoneOrder } from './take-order-api.ts';

function fromAddress(address: Address | undefined) {
  return {
    district: address?.district ?? '',
    area: address?.area ?? '',
    line: address?.line ?? '',
  };
}

/**
 * The order itself, for the customer found: checkout's own address inputs, delivery quote
 * and payment choices, with lines picked by search instead of a cart.
 */
export function TakeOrderForm({
  found,
  onPlaced,
}: {
  found: FoundCustomer;
  onPlaced: (result: PhoneOrderResult) => void;
}) {
  const { customer, addresses } = found;
  const place = usePlacePhoneOrder();
  const attemptKey = useAttemptKey();
  const [lines, setLines] = useState<PickedLine[]>([]);
  const [coupon, setCoupon] = useState('');
  const [savedChosen, setSavedChosen] = useState<string | null>(addresses[0]?._id ?? null);
  const { register, control, handleSubmit, setValue, formState } = useForm<
    CheckoutFormInput,
    unknown,
    CheckoutFormValues
  >({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      name: customer.name,
      phone: customer.phone,
      ...fromAddress(addresses[0]),
      deliveryMethod: 'home',
      paymentMethod: 'cod',
      saveAddress: true,
    },
  });
  const { errors } = formState;
  const [district, method, pickupPointId, paymentMethod, advanceMethod] = useWatch({
    control,
    name: ['district', 'deliveryMethod', 'pickupPointId', 'paymentMethod', 'advanceMethod'],
  });
  function chooseSaved(address: Address | null) {
    setSavedChosen(address?._id ?? null);
    for (const [field, value] of Object.entries(fromAddress(address ?? undefined))) {
      setValue(field as 'district' | 'area' | 'line', value, { shouldDirty: true });
    }
  }
  const items = lines.map(({ productId, quantity }) => ({ productId, quantity }));
  const quote = useQuery(deliveryQuoteQuery(district, items));
  const options = quote.data?.options;
  const chosen = options?.find((option) => option.method === method);
  useEffect(() => {
    const first = options?.[0];
    if (first && !chosen) setValue('deliveryMethod', first.method);
  }, [options, chosen, setValue]);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const total = subtotal + (chosen?.charge ?? 0);

  const onSubmit = handleSubmit((values) => {
    const request = {
      ...checkoutRequest(values),
      customerId: customer._id,
      items,
      ...(coupon.trim() ? { couponCode: coupon.trim() } : {}),
    };
    place.mutate({ request, key: attemptKey(request) }, { onSuccess: onPlaced });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <ProductPicker lines={lines} onChange={setLines} />
      <section aria-labelledby="address-heading" className="space-y-4">
        <h2 id="address-heading" className="text-lg font-semibold">
          Deliver to
        </h2>
        <SavedAddressChoice addresses={addresses} chosen={savedChosen} onChoose={chooseSaved} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <DistrictField control={control} name="district" error={errors.district?.message} />
          <TextField {...areaInput} error={errors.area?.message} {...register('area')} />
        </div>
        <TextAreaField
          {...streetInput}
          autoComplete="off"
          error={errors.line?.message}
          {...register('line')}
        />
      </section>
      <section aria-labelledby="delivery-heading" className="space-y-3">
        <h2 id="delivery-heading" className="text-lg font-semibold">
          Delivery and payment
        </h2>
        {!district || lines.length === 0 ? (
          <p className="opacity-80">
            Add a product and choose the district to see delivery charges.
          </p>
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
          // Card EMI needs the customer's own card at the bank's page: not taken by phone.
          value={paymentMethod === 'emi' ? 'sslcommerz' : paymentMethod}
          onChange={(next) => setValue('paymentMethod', next)}
          total={chosen ? total : undefined}
          codAdvance={chosen?.codAdvance ?? null}
          advanceMethod={advanceMethod}
          onAdvanceMethod={(next) => setValue('advanceMethod', next)}
        />
        <TextField
          label="Coupon code (optional)"
          autoComplete="off"
          value={coupon}
          onChange={(event) => setCoupon(event.target.value)}
        />
        <TextAreaField label="Note (optional)" rows={2} maxLength={500} {...register('note')} />
      </section>
      <p className="flex items-baseline justify-between text-lg font-semibold">
        <span>Total before any coupon</span>
        <Price amount={total} />
      </p>
      <FormError message={place.error?.message} />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-full"
        disabled={place.isPending || lines.length === 0}
      >
        {place.isPending ? <ButtonSpinner label="Placing the order" /> : null}
        Place order for {customer.name}
      </button>
    </form>
  );
}
