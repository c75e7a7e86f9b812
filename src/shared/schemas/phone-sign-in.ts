import { z } from 'zod';
import { nameField, userSchema } from './auth.ts';
import { phoneSchema } from './phone.ts';

// Sign-in by SMS code (decision 082): ask for a code for a phone, then prove it.

export const PHONE_CODE_PURPOSES = ['sign-in', 'checkout'] as const;

export const codeRequestSchema = z.object({
  phone: phoneSchema,
  purpose: z.enum(PHONE_CODE_PURPOSES, { message: 'purpose must be "sign-in" or "checkout"' }),
});

export const codeRequestedSchema = z.object({
  /** Seconds the code lives. */
  expiresIn: z.number().int(),
  /** Seconds before the shopper may ask for another. */
  resendAfter: z.number().int(),
});

export const CODE_FORMAT_MESSAGE = 'The code is the 6 digits in the SMS';

export const codeVerifySchema = z.object({
  phone: phoneSchema,
  code: z
    .string({ message: CODE_FORMAT_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, CODE_FORMAT_MESSAGE),
  /** Asked only when the phone has no account yet. */
  name: nameField.optional(),
});

export type CodeVerify = z.input<typeof codeVerifySchema>;

export const codeVerifiedSchema = z.object({
  token: z.string(),
  user: userSchema,
  /** Whether this sign-in made the account. */
  created: z.boolean(),
});

const CAP_MESSAGE = 'The hourly cap must be a whole number from 1 to 100000';

/** The owner's shop-wide cap on sign-in code SMS an hour, against SMS pumping (default 200). */
export const phoneCodeSettingSchema = z.strictObject({
  hourlyCap: z
    .number({ message: CAP_MESSAGE })
    .int(CAP_MESSAGE)
    .min(1, CAP_MESSAGE)
    .max(100_000, CAP_MESSAGE),
});
export type PhoneCodeSetting = z.infer<typeof phoneCodeSettingSchema>;
