import type { Address } from '../../../shared/schemas/address.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import type { CheckoutRequest } from '../../../shared/schemas/checkout.ts';
import {
  checkoutRequest,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form.ts';

// Buy Now's pop-up is checkout for one product: the same fields and rules (checkout-form.ts),
// with the account's name as the receiver's (the pop-up shows it read-only, as the original
// order form did) and the product's line sent as `items`, so the cart is left as it is.

/** The starting values: the default saved address, if any; home delivery, cash. */
export function buyNowStartingValues(user: User, saved: Address | undefined): CheckoutFormInput {
  return {
    name: user.name,
    phone: saved?.phone ?? '',
    district: saved?.district ?? '',
    area: saved?.area ?? '',
    line: saved?.line ?? '',
    deliveryMethod: 'home',
    paymentMethod: 'cod',
    note: '',
    // A saved address is already in the book; a new one is kept, as checkout does.
    saveAddress: !saved,
  };
}

/** The checkout call for this one line. */
export function buyNowRequest(
  values: CheckoutFormValues,
  productId: string,
  quantity: number,
  couponCode: string | null,
): CheckoutRequest {
  return {
    items: [{ productId, quantity }],
    ...checkoutRequest(values),
    ...(couponCode ? { couponCode } : {}),
  };
}
