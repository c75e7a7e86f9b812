import { z } from 'zod';
import { messages } from '../messages.ts';
import { BD_MOBILE_AS_TYPED, normaliseBdMobile } from '../phone.ts';

/**
 * A Bangladeshi mobile number as typed anywhere in the shop (checkout, sign-in by code,
 * tracking), read in its local form 01XXXXXXXXX: the one phone rule of the API.
 */
export const phoneSchema = z
  .string({ message: messages.validation.phoneRequired })
  .trim()
  .min(1, messages.validation.phoneRequired)
  .max(20, messages.validation.phoneInvalid)
  .meta({ pattern: BD_MOBILE_AS_TYPED, examples: ['01712345678', '+880 1812-345678'] })
  .transform((value, context) => {
    const phone = normaliseBdMobile(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: messages.validation.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });
