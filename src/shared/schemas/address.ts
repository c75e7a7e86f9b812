import { z } from 'zod';
import { idSchema } from './common.ts';
import { phoneSchema } from './order.ts';
import { visibleText } from './visible-text.ts';

/** Saved addresses one customer may keep. */
export const MAX_ADDRESSES = 20;

/** A required line of text; `example` shows it in the API document. */
const text = (field: string, max: number, example: string) =>
  visibleText(
    z
      .string({ message: `${field} is required` })
      .trim()
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
    field,
  ).meta({ examples: [example] });

/** Where an order goes in Bangladesh: a district (English or Bangla), area/thana, street. */
export const deliveryAddressSchema = z.object({
  district: text('district', 60, 'Dhaka').meta({
    description: "One of Bangladesh's 64 districts, in English or Bangla",
  }),
  area: text('area', 100, 'Dhanmondi'),
  line: text('line', 300, 'House 4, Road 2'),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** A saved address of the address book (My Profile), as sent. */
export const addressInputSchema = deliveryAddressSchema.extend({
  label: z.string().trim().max(40, 'label must be at most 40 characters').optional(),
  name: text('name', 100, 'Salma Begum'),
  phone: phoneSchema,
  /** Makes this the default address (the first address saved is the default anyway). */
  isDefault: z.boolean({ message: 'isDefault must be true or false' }).optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A saved address as the API shows it; `district` is the district's English name. */
export const addressSchema = z.object({
  _id: idSchema,
  label: z.string(),
  name: z.string(),
  phone: z.string(),
  district: z.string(),
  area: z.string(),
  line: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: idSchema });
