import { z } from 'zod';
import { emailField, passwordField } from './auth.ts';

/** The longest reset token accepted; real ones are 43 characters. */
export const RESET_TOKEN_MAX_LENGTH = 200;
export const RESET_LINK_INVALID =
  'This reset link is not valid, was used already or has expired. Ask for a new one.';

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The same password rules as sign-up. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: RESET_LINK_INVALID })
    .min(1, RESET_LINK_INVALID)
    .max(RESET_TOKEN_MAX_LENGTH, RESET_LINK_INVALID),
  password: passwordField,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** The one answer to a reset request, whether or not the email has an account. */
export const RESET_REQUESTED =
  'If an account uses this email, a link to set a new password is on its way. It works once, for an hour.';
export const passwordResetRequestedSchema = z.object({ message: z.string() });
