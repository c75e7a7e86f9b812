import { z } from 'zod';
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
    ...(values.note ? { note: values.note } : {}),
    saveAddress: values.saveAddress,
  };
}
