import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { idSchema } from './common.ts';

const { validation } = messages;

// Upper bounds keep hashing and storage cheap and turn absurd input into a clear 400.
export const NAME_MAX_LENGTH = 80;
/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's "simple pattern": something, @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A missing field reads as "required"; any other wrong type says what was expected. */
function text(required: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? required : `${required}: send it as text`),
  });
}

export const nameField = text(validation.nameRequired)
  .trim()
  .min(1, validation.nameRequired)
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

/** Trimmed and lower-cased, so "Rahim@Example.com " and "rahim@example.com" are one account. */
export const emailField = text(validation.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, validation.emailRequired)
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .regex(EMAIL_PATTERN, validation.emailInvalid);

// Never trimmed: a space may be part of a password.
export const passwordField = text(validation.passwordRequired)
  .min(1, validation.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, validation.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signInSchema = z.object({ email: emailField, password: passwordField });
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const ROLES = ['customer', 'admin'] as const;

/** A user as the API shows it (DESIGN.md §4); never the password hash or the Google subject. */
export const userSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The identity provider's answer about the browser's session, and what it offers. */
export const sessionSchema = z.object({
  user: userSchema.nullable(),
  providers: z.object({ google: z.boolean() }),
});
export type Session = z.infer<typeof sessionSchema>;

export const signedInSchema = z.object({ user: userSchema });

export const emailParamsSchema = z.object({ email: emailField });

/** PUT /api/user/:email: the spec's client sends the email again (it must match), or no body. */
export const tokenRequestSchema = z.object({ email: emailField.optional() }).nullish();
export const tokenResponseSchema = z.object({ token: z.string() });
export const adminResponseSchema = z.object({ admin: z.boolean() });

/** Where to return after Google sign-in: a path of this site only, never another origin. */
export const returnToSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path of this site')
  .catch('/');

export const googleStartQuerySchema = z.object({ returnTo: returnToSchema.optional() });
