import { z } from 'zod';

/** The longest verification token accepted; real ones are 43 characters. */
export const VERIFY_TOKEN_MAX_LENGTH = 200;
export const VERIFY_LINK_INVALID =
  'This verification link is not valid, was used already or has expired. Ask for a new one from My Profile.';

export const emailVerificationSchema = z.object({
  token: z
    .string({ message: VERIFY_LINK_INVALID })
    .min(1, VERIFY_LINK_INVALID)
    .max(VERIFY_TOKEN_MAX_LENGTH, VERIFY_LINK_INVALID),
});
export type EmailVerification = z.input<typeof emailVerificationSchema>;

/** The address the link proved. */
export const emailVerifiedSchema = z.object({ email: z.string() });

export const VERIFICATION_SENT =
  'A verification link is on its way to your email. It works once, for 48 hours.';
export const EMAIL_ALREADY_VERIFIED = 'Your email is verified already.';
/** A phone account asked for a verification mail before adding an email. */
export const NO_EMAIL_TO_VERIFY = 'This account has no email to verify yet.';
export const verificationSentSchema = z.object({ message: z.string() });
