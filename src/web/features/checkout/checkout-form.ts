import { z } from 'zod';
import type { UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-client.ts';
import {
  CHECKOUT_PAYMENT_METHODS,
  DELIVERY_METHOD_IDS,
  type CheckoutRequest,
  type DeliveryMethodId,
} from '../../../shared/schemas/checkout.ts';
import { phoneSchema } from '../../../shared/schemas/order.ts';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/schemas/payment.ts';

// The checkout form's fields and rules (docs/product.md#checkout): the limits of the checkout
// call, with messages that speak of the form's labels rather than the call's field names.

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const checkoutFormSchema = z
  .object({
    name: required('Name', 100),
    phone: phoneSchema,
    district: required('District', 60),
    area: required('Area or thana', 100),
    line: required('Street address', 300),
    deliveryMethod: z.enum(DELIVERY_METHOD_IDS, { message: 'Choose how it is delivered' }),
    pickupPointId: z.string().optional(),
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { message: 'Choose how to pay' }),
    /** How a cash order pays its delivery charge first, where the shop asks for it. */
    advanceMethod: z.enum(ONLINE_PAYMENT_METHODS).optional(),
    /** Card EMI's bank and months, with paymentMethod "emi" (docs/product.md#emi). */
    emiBank: z.string().optional(),
    emiMonths: z.number().int().optional(),
    note: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
    /** Keep this address in the address book (ticked unless the customer unticks it). */
    saveAddress: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.deliveryMethod === 'pickup' && !values.pickupPointId) {
      context.addIssue({
        code: 'custom',
        path: ['pickupPointId'],
        message: 'Choose the pickup point',
      });
    }
    if (values.paymentMethod === 'emi' && !values.emiBank) {
      context.addIssue({ code: 'custom', path: ['emiBank'], message: 'Choose the bank' });
    }
    if (values.paymentMethod === 'emi' && !values.emiMonths) {
      context.addIssue({
        code: 'custom',
        path: ['emiMonths'],
        message: 'Choose the months to pay over',
      });
    }
  });

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** The checkout call's fields, by the form field that shows their messages. */
export const serverFieldOf: Record<string, keyof CheckoutFormInput> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'address.district': 'district',
  'address.area': 'area',
  'address.line': 'line',
  deliveryMethod: 'deliveryMethod',
  pickupPointId: 'pickupPointId',
  paymentMethod: 'paymentMethod',
  advanceMethod: 'advanceMethod',
  // Card EMI's refusals: the plan beside its fields, the rest (coupon, minimum) under Payment.
  emi: 'paymentMethod',
  'emi.bank': 'emiBank',
  'emi.months': 'emiMonths',
  couponCode: 'paymentMethod',
  note: 'note',
};

/** What the form sends: the cart's lines are the server's, so no items. */
export function checkoutRequest(values: CheckoutFormValues): CheckoutRequest {
  const method: DeliveryMethodId = values.deliveryMethod;
  return {
    contact: { name: values.name, phone: values.phone },
    address: { district: values.district, area: values.area, line: values.line },
    deliveryMethod: method,
    ...(method === 'pickup' && values.pickupPointId ? { pickupPointId: values.pickupPointId } : {}),
    paymentMethod: values.paymentMethod,
    // The server ignores it where no advance is asked (docs/product.md#online-payment).
    ...(values.paymentMethod === 'cod' && values.advanceMethod
      ? { advanceMethod: values.advanceMethod }
      : {}),
    ...(values.paymentMethod === 'emi' && values.emiBank && values.emiMonths
      ? { emi: { bank: values.emiBank, months: values.emiMonths } }
      : {}),
    ...(values.note ? { note: values.note } : {}),
    saveAddress: values.saveAddress,
  };
}

/** A 400's messages go under the form's fields; answers whether any did. */
export function showServerIssues(error: unknown, setError: UseFormSetError<CheckoutFormInput>) {
  if (!isApiRequestError(error, 400) || !error.issues) return false;
  let shown = 0;
  for (const [key, message] of Object.entries(error.issues)) {
    const field = serverFieldOf[key];
    if (field) setError(field, { type: 'server', message }, { shouldFocus: shown++ === 0 });
  }
  return shown > 0;
}
