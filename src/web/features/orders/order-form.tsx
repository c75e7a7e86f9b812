import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Address } from '../../../shared/schemas/address.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import { placeOrderSchema } from '../../../shared/schemas/order.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import {
  FormError,
  ModalFormButtons,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { mobileNumberInput } from '../../components/address-inputs.ts';
import { Price } from '../../components/price.tsx';
import { CouponField, useCouponDiscount } from '../../components/coupon-field.tsx';
import { setAppliedCoupon } from '../../lib/coupon/applied-coupon.ts';
import { namesAField, showFieldIssues } from '../../lib/server-errors.ts';
import { DistrictField } from '../../components/district-field.tsx';
import { DeliveryChargeParts, quotedParts } from '../../components/delivery-charge-parts.tsx';
import { findDistrict } from '../../../shared/delivery/districts.ts';
import { deliveryQuoteQuery } from '../delivery/api/delivery-api.ts';
import { usePlaceOrder } from './api/order-api.ts';
import { PackSelector } from './pack-selector.tsx';

// The call takes an order without a district (its charge is then to be confirmed); the modal
// asks for one, so the customer's order is charged for delivery from the start.
const orderFormSchema = placeOrderSchema.extend({
  district: z
    .string()
    .trim()
    .min(1, 'District is required')
    .max(60, 'District must be at most 60 characters'),
});
type OrderInput = z.input<typeof orderFormSchema>;
type OrderOutput = z.output<typeof orderFormSchema>;

const FORM_FIELDS = ['phone', 'district', 'address', 'quantity'] as const;

/** The starting values: phone, district and address from the default saved address, if any. */
function startingValues(
  productId: string,
  saved: Address | undefined,
  quantity: number,
): OrderInput {
  return {
    productId,
    quantity,
    phone: saved?.phone ?? '',
    district: saved?.district ?? '',
    address: saved ? `${saved.line}, ${saved.area}` : '',
  };
}

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
 * The order form: name and email come from the account and cannot be changed
 * (docs/product.md#validation-rules); phone and address are checked by the same schema the server
 * uses, and the district is required here so the order's delivery charge is known.
 */
export function OrderForm({
  product,
  user,
  saved,
  startQuantity = 1,
  onPlaced,
  onCancel,
}: OrderFormProps) {
  const placeOrder = usePlaceOrder();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrderInput, unknown, OrderOutput>({
    resolver: zodResolver(orderFormSchema),
    defaultValues: startingValues(product._id, saved, startQuantity),
  });
  const [quantity, district] = useWatch({ control, name: ['quantity', 'district'] });
  // Buy Now is home delivery: the total shown is the one the order will have, delivery included.
  const known = findDistrict(district)?.name ?? '';
  const quote = useQuery(deliveryQuoteQuery(known, [{ productId: product._id, quantity }]));
  const home = known ? quote.data?.options.find((option) => option.method === 'home') : undefined;
  const items = [{ productId: product._id, quantity }];
  // The code the shopper applied here or in the cart; the server prices it again on ordering.
  const coupon = useCouponDiscount(items, known, 'home');

  const onSubmit = handleSubmit((values) =>
    placeOrder.mutate(
      {
        ...values,
        email: user.email ?? '',
        user: user.name,
        name: product.name,
        image: product.image,
        price: product.price,
        ...(coupon.code ? { couponCode: coupon.code } : {}),
      },
      {
        onSuccess: () => {
          setAppliedCoupon(null);
          onPlaced();
        },
        // The server's own check found something the browser's did not.
        onError: (error) => showFieldIssues(error, setError, FORM_FIELDS),
      },
    ),
  );

  // Field problems show next to their fields; anything else (sold out meanwhile,
  // product gone, network) is said above the button, besides the toast.
  const failure = placeOrder.error;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" value={user.name} readOnly autoComplete="off" />
        <TextField
          label="Email"
          type="email"
          value={user.email ?? ''}
          readOnly
          autoComplete="off"
        />
      </div>
      <TextField
        label="Phone"
        {...mobileNumberInput}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <DistrictField control={control} name="district" error={errors.district?.message} />
      <TextAreaField
        label="Address"
        autoComplete="street-address"
        rows={3}
        maxLength={300}
        placeholder="House, road, area, city"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Controller
          control={control}
          name="quantity"
          render={({ field }) => (
            <PackSelector
              value={field.value}
              onChange={field.onChange}
              stock={product.quantity}
              error={errors.quantity?.message}
            />
          )}
        />
        <div className="ml-auto min-w-56 text-right" aria-live="polite" data-testid="order-total">
          <p className="text-sm opacity-80">
            {quantity} × <Price amount={product.price} />
          </p>
          <p className="text-sm" data-testid="order-delivery">
            Delivery{' '}
            {home ? (
              home.charge === 0 ? (
                'Free'
              ) : (
                <Price amount={home.charge} />
              )
            ) : (
              <span className="opacity-80">
                {known ? 'working out…' : 'by district: choose yours'}
              </span>
            )}
          </p>
          {coupon.discount > 0 ? (
            <p className="text-sm text-success" data-testid="order-discount">
              Coupon {coupon.code} −<Price amount={coupon.discount} />
            </p>
          ) : null}
          <p>
            <span className="text-sm font-medium">{home ? 'Total ' : 'Before delivery '}</span>
            <Price
              amount={product.price * quantity - coupon.discount + (home?.charge ?? 0)}
              className="text-2xl font-extrabold"
            />
          </p>
        </div>
      </div>
      {home && quote.data ? <DeliveryChargeParts parts={quotedParts(quote.data, home)} /> : null}
      <CouponField items={items} district={known} deliveryMethod="home" />
      <FormError
        message={failure && !namesAField(failure, FORM_FIELDS) ? failure.message : undefined}
      />
      <ModalFormButtons
        submitLabel="Place Order"
        busy={placeOrder.isPending}
        busyLabel="Placing your order"
        onCancel={onCancel}
      />
    </form>
  );
}
