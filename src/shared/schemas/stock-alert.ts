import { z } from 'zod';
import { emailField } from './auth.ts';
import { phoneSchema } from './order.ts';

// Back-in-stock alerts (docs/product.md#back-in-stock-alerts): a shopper leaves a phone or an
// email on an out-of-stock product and is told once when it has stock again.

export const STOCK_ALERT_CONTACT_MESSAGE =
  'Give a mobile number (01XXXXXXXXX) or an email address to be told when it is back';

/** `{ phone }` or `{ email }`: exactly one, read by the shop's own phone and email rules. */
export const stockAlertRequestSchema = z
  .object({ phone: phoneSchema.optional(), email: emailField.optional() })
  .refine((body) => (body.phone === undefined) !== (body.email === undefined), {
    message: STOCK_ALERT_CONTACT_MESSAGE,
  });
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

export const stockAlertCreatedSchema = z.object({ id: z.string() });

/** The stop link's key, as the notice carried it. */
export const stockAlertStopSchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(100, 'This link to stop alerts is not valid'),
});

export const stockAlertsStoppedSchema = z.object({
  /** Where the alerts went: the phone or email, as the shopper gave it. */
  contact: z.string(),
  stopped: z.number().int(),
});
