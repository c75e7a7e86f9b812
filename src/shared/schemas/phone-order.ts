import { z } from 'zod';
import { addressSchema } from './address.ts';
import { checkoutResultSchema, checkoutSchema, PAYMENT_METHODS } from './checkout.ts';
import { idSchema } from './common.ts';
import { phoneSchema } from './phone.ts';
import { visibleText } from './visible-text.ts';

// Orders staff take by phone (docs/product.md#orders-taken-by-phone, decision 083).

export const phoneCustomerQuerySchema = z.object({ phone: phoneSchema });

export const phoneCustomerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  phoneVerified: z.boolean(),
});
export type PhoneCustomer = z.infer<typeof phoneCustomerSchema>;

/** The customer a phone belongs to (null: none yet) and their saved addresses. */
export const phoneCustomerLookupSchema = z.object({
  customer: phoneCustomerSchema.nullable(),
  addresses: z.array(addressSchema),
});

export const newPhoneCustomerSchema = z.object({
  phone: phoneSchema,
  name: visibleText(
    z
      .string({ message: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(100, 'name must be at most 100 characters'),
    'name',
  ),
});

/** Checkout's body, for the customer named, with the lines always sent (staff have no cart). */
export const phoneOrderSchema = checkoutSchema.extend({
  customerId: idSchema,
  items: checkoutSchema.shape.items.unwrap(),
});
export type PhoneOrderRequest = z.input<typeof phoneOrderSchema>;

export const phoneOrderResultSchema = z.object({
  order: checkoutResultSchema,
  /** The payment link sent by SMS, for an order that pays online; null for cash. */
  payLink: z
    .object({ sent: z.boolean(), expiresAt: z.string(), error: z.string().optional() })
    .nullable(),
});
export type PhoneOrderResult = z.infer<typeof phoneOrderResultSchema>;

export const payLinkParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This payment link is not valid.'),
});

/** What the payment page shows before the customer presses Pay. */
export const payLinkOrderSchema = z.object({
  orderNumber: z.string(),
  customerName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  expiresAt: z.string(),
});
export type PayLinkOrder = z.infer<typeof payLinkOrderSchema>;

export const payLinkStartedSchema = z.object({
  status: z.string(),
  redirectUrl: z.string().optional(),
});
