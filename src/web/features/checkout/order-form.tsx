import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { Address } from '../../../shared/schemas/address.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { messages } from '../../../shared/messages.ts';
import {
  FormError,
  ModalFormButtons,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { areaInput, mobileNumberInput, streetInput } from '../../components/address-inputs.ts';
import { CouponField, useCouponDiscount } from '../../components/coupon-field.tsx';
import { DistrictField } from '../../components/district-field.tsx';
import { DeliveryChargeParts, quotedParts } from '../../components/delivery-charge-parts.tsx';
import { isApiRequestError } from '../../lib/api-client.ts';
import { setAppliedCoupon } from '../../lib/coupon/applied-coupon.ts';
import { toast } from '../../lib/toast.ts';
import { deliveryQuoteQuery } from '../delivery/api/delivery-api.ts';
import { shortLines, usePlaceCheckout } from './checkout-api.ts';
import {
  checkoutFormSchema,
  serverFieldOf,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form.ts';
import { DeliveryOptions } from './delivery-options.tsx';
import { PaymentOptions } from './payment-options.tsx';
import { useAttemptKey } from './use-attempt-key.ts';
import { goToGateway } from '../payments/api/payment-api.ts';
import { buyNowRequest, buyNowStartingValues } from './order-form-values.ts';
import { OrderTotal } from './order-total.tsx';
import { PackSelector } from './pack-selector.tsx';

interface OrderFormProps {
  product: Product;
  user: User;
  /** The customer's default saved address, which the form starts from. */
  saved?: Address | undefined;
  /** The pack the form starts with: the units chosen on the product page, else 1. */
  startQuantity?: number;
  onPlaced: () => void;
  onCancel: () => void;
}

/**
 * Buy Now's order form (docs/product.md#order-modal): checkout for one product. Name and email
 * come from the account and cannot be changed; the address, delivery options and payment
 * methods are checkout's own, and the order goes through the checkout call, so the server's
 * rules are exactly checkout's.
 */
export function OrderForm({
  product,
  user,
  saved,
  startQuantity = 1,
  onPlaced,
  onCancel,
}: OrderFormProps) {
  const place = usePlaceCheckout();
  const attemptKey = useAttemptKey();
  const [quantity, setQuantity] = useState(startQuantity);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: buyNowStartingValues(user, saved),
  });
  const [district, method, pickupPointId, paymentMethod, advanceMethod] = useWatch({
    control,
    name: ['district', 'deliveryMethod', 'pickupPointId', 'paymentMethod', 'advanceMethod'],
  });
  const items = [{ productId: product._id, quantity }];
  const quote = useQuery(deliveryQuoteQuery(district, items));
  const options = quote.data?.options;
  const chosen = options?.find((option) => option.method === method);
  // A method the new district does not offer (express outside Dhaka) falls back to the first.
  useEffect(() => {
    const first = options?.[0];
    if (first && !chosen) setValue('deliveryMethod', first.method);
  }, [options, chosen, setValue]);
  // The code the shopper applied here or in the cart; the server prices it again on ordering.
  const coupon = useCouponDiscount(items, district, chosen?.method);
  const total = product.price * quantity - coupon.discount + (chosen?.charge ?? 0);

  const onSubmit = handleSubmit((values) => {
    const request = buyNowRequest(values, product._id, quantity, coupon.code);
    place.mutate(
      { request, key: attemptKey(request) },
      {
        onSuccess: (order) => {
          toast.success(messages.order.success(user.name));
          setAppliedCoupon(null);
          // An online payment (or a delivery charge paid first) goes on at the gateway's page.
          const gateway = order.payment.redirectUrl ?? order.advance?.redirectUrl;
          if (gateway) return goToGateway(gateway);
          onPlaced();
        },
        onError: (error) => {
          toast.error(messages.order.failure);
          if (!isApiRequestError(error, 400) || !error.issues) return;
          let shown = 0;
          for (const [key, message] of Object.entries(error.issues)) {
            const field = serverFieldOf[key];
            if (field) setError(field, { type: 'server', message }, { shouldFocus: shown++ === 0 });
          }
        },
      },
    );
  });

  // Field problems show next to their fields; anything else (sold out meanwhile, product
  // gone, network) is said above the button, besides the toast.
  // Checkout speaks of cart lines when stock runs short; here it is the one pack, so say so.
  const short = shortLines(place.error)[0];
  const failure = short
    ? short.available > 0
      ? `Only ${short.available} left in stock: please choose a smaller pack.`
      : messages.order.outOfStock
    : place.error && !(isApiRequestError(place.error, 400) && place.error.issues)
      ? place.error.message
      : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" value={user.name} readOnly autoComplete="off" />
        {/* A phone account has no email to show (its orders are found by its phone). */}
        {user.email ? (
          <TextField label="Email" type="email" value={user.email} readOnly autoComplete="off" />
        ) : null}
      </div>
      <TextField
        label="Phone"
        {...mobileNumberInput}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DistrictField control={control} name="district" error={errors.district?.message} />
        <TextField {...areaInput} error={errors.area?.message} {...register('area')} />
      </div>
      <TextAreaField {...streetInput} error={errors.line?.message} {...register('line')} />
      <PackSelector value={quantity} onChange={setQuantity} stock={product.quantity} />
      {!district ? (
        <p className="opacity-80">Choose your district to see delivery charges.</p>
      ) : quote.error ? (
        <FormError message={quote.error.message} />
      ) : options ? (
        <DeliveryOptions
          options={options}
          method={method}
          pickupPointId={pickupPointId}
          onMethod={(next) => setValue('deliveryMethod', next)}
          onPickupPoint={(id) => setValue('pickupPointId', id, { shouldValidate: true })}
          error={errors.deliveryMethod?.message}
          pickupError={errors.pickupPointId?.message}
        />
      ) : (
        <p className="opacity-80">Working out delivery…</p>
      )}
      <PaymentOptions
        // Card EMI is chosen on the checkout page only (decision 086); the pop-up never sets it.
        value={paymentMethod === 'emi' ? 'sslcommerz' : paymentMethod}
        onChange={(next) => setValue('paymentMethod', next)}
        total={chosen ? total : undefined}
        codAdvance={chosen?.codAdvance ?? null}
        advanceMethod={advanceMethod}
        onAdvanceMethod={(next) => setValue('advanceMethod', next)}
      />
      <FormError message={errors.paymentMethod?.message ?? errors.advanceMethod?.message} />
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="checkbox checkbox-sm" {...register('saveAddress')} />
        <span>Save this address to my address book</span>
      </label>
      <OrderTotal
        quantity={quantity}
        price={product.price}
        delivery={chosen?.charge}
        districtChosen={Boolean(district)}
        coupon={coupon}
      />
      {chosen && quote.data ? (
        <DeliveryChargeParts parts={quotedParts(quote.data, chosen)} />
      ) : null}
      <CouponField items={items} district={district} deliveryMethod={chosen?.method} />
      <FormError message={failure} />
      <ModalFormButtons
        submitLabel="Place Order"
        busy={place.isPending}
        busyLabel="Placing your order"
        onCancel={onCancel}
      />
    </form>
  );
}
