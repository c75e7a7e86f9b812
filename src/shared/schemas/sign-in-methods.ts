import { z } from 'zod';
import { emailField, passwordField } from './auth.ts';
import { phoneSchema } from './phone.ts';
import { codeVerifySchema } from './phone-sign-in.ts';

// What an account adds to the way it signs in (decision 091): a phone account an email
// (proved by a mailed link) and a password; an email account a phone (proved by a code).

export const addEmailSchema = z.object({ email: emailField });
export type AddEmail = z.input<typeof addEmailSchema>;

/** A first password, for an account that has none (made by a phone code or by Google). */
export const setPasswordSchema = z.object({ newPassword: passwordField });
export type SetPassword = z.input<typeof setPasswordSchema>;

export const phoneCodeForAccountSchema = z.object({ phone: phoneSchema });
export type PhoneCodeForAccount = z.input<typeof phoneCodeForAccountSchema>;

export const addPhoneSchema = codeVerifySchema.pick({ phone: true, code: true });
export type AddPhone = z.input<typeof addPhoneSchema>;

export const EMAIL_LINK_SENT =
  'A link is on its way to that email. Open it within 48 hours to add the email to your account.';
export const HAS_EMAIL = 'This account has an email already.';
export const EMAIL_TAKEN = 'Another account uses this email. Sign in with it there instead.';
export const HAS_PASSWORD = 'This account has a password already. Change it with the current one.';
export const PASSWORD_NEEDS_EMAIL =
  'Add an email first: a password signs in together with your email.';
export const HAS_PHONE = 'This account has a phone number already.';
export const PHONE_TAKEN = 'Another account uses this phone number. Sign in with it there instead.';
