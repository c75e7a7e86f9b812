import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { normaliseBdMobile } from '../phone.ts';
import { idSchema } from './common.ts';
import { phoneSchema } from './phone.ts';
import { impersonatesShop } from './shop-like-name.ts';
import { invisibleCharactersMessage, visibleText } from './visible-text.ts';

const { validation } = messages;

// Upper bounds keep hashing and storage cheap and turn absurd input into a clear 400.
export const NAME_MAX_LENGTH = 80;
/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The "simple pattern" of docs/product.md#validation-rules: something, @, something, a dot,
 * something; no spaces.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A missing field reads as "required"; any other wrong type says what was expected. */
function text(required: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? required : `${required}: send it as text`),
  });
}

export const NAME_INVISIBLE_MESSAGE = invisibleCharactersMessage('Name');
/** The refusal of a name that passes for the shop, naming the shop as it is called now. */
export const nameImpersonatesMessage = (shopName = 'Circuit Haat') =>
  `Name must not look like the shop or its staff (such as "${shopName}", "official", "admin" or "support")`;
export const NAME_IMPERSONATES_MESSAGE = nameImpersonatesMessage();

export const nameField = visibleText(
  text(validation.nameRequired)
    .trim()
    .min(1, validation.nameRequired)
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  'Name',
);

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

/**
 * Wherever a staff account's password is set (owner setup, a change, a reset), it is at
 * least 10 characters. Signing in still takes any password the account has: a customer
 * made admin keeps theirs until they next set one.
 */
export const STAFF_PASSWORD_TOO_SHORT = `A staff account's password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`;
export const staffPasswordTooShort = (password: string): boolean =>
  password.length < MIN_STAFF_PASSWORD_LENGTH;

export const signInSchema = z.object({ email: emailField, password: passwordField });
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

/** The one-time owner setup token an empty shop prints in its start-up log. */
export const SETUP_TOKEN_MAX_LENGTH = 200;

/**
 * A sign-up. With the owner setup token it creates the shop's owner, who is staff and
 * may name themselves after the shop; every other sign-up is a customer.
 */
export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    setupToken: z
      .string()
      .min(1, 'The setup link is not valid')
      .max(SETUP_TOKEN_MAX_LENGTH, 'The setup link is not valid')
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.setupToken === undefined && impersonatesShop(input.name)) {
      context.addIssue({ code: 'custom', path: ['name'], message: NAME_IMPERSONATES_MESSAGE });
    }
    // The setup token makes the owner: a staff password.
    if (input.setupToken !== undefined && staffPasswordTooShort(input.password)) {
      context.addIssue({ code: 'custom', path: ['password'], message: STAFF_PASSWORD_TOO_SHORT });
    }
  });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** POST /api/auth/phone-account: the checkout's name and phone, nothing else (decision 084). */
export const phoneAccountSchema = z
  .object({ name: nameField, phone: phoneSchema })
  .superRefine((input, context) => {
    if (impersonatesShop(input.name)) {
      context.addIssue({ code: 'custom', path: ['name'], message: NAME_IMPERSONATES_MESSAGE });
    }
  });
export type PhoneAccount = z.output<typeof phoneAccountSchema>;

export const ROLES = ['customer', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** Admins and the owner: the owner is everything an admin is. */
export const isStaffRole = (role: Role): boolean => role === 'admin' || role === 'owner';

/**
 * A user as the API shows it (docs/product.md#field-names); never the password hash or the Google
 * subject.
 */
export const userSchema = z.object({
  _id: idSchema,
  /** Null for an account made by phone that has not added an email (migration 0039). */
  email: z.string().nullable(),
  /** The account's phone (01XXXXXXXXX); only present when it has one. */
  phone: z.string().optional(),
  name: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The identity provider's answer about the browser's session, and what it offers. */
export const sessionSchema = z.object({
  user: userSchema.nullable(),
  /** google: Google sign-in is configured; phone: sign-in by SMS code is offered. */
  providers: z.object({ google: z.boolean(), phone: z.boolean() }),
});
export type Session = z.infer<typeof sessionSchema>;

export const signedInSchema = z.object({ user: userSchema });

export const emailParamsSchema = z.object({ email: emailField });

/**
 * What names an account in the token exchange: its email, or for a phone account without
 * one, its phone (read as checkout reads phones). Anything else is told what an email needs.
 */
export const accountKeyField = text(validation.emailRequired).transform((value, context) => {
  const phone = normaliseBdMobile(value);
  if (phone) return phone;
  const email = emailField.safeParse(value);
  if (email.success) return email.data;
  for (const issue of email.error.issues)
    context.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

export const accountParamsSchema = z.object({ email: accountKeyField });

/**
 * PUT /api/user/:email: the documented client (docs/product.md#sessions-and-tokens) sends the email
 * again (it must match), or no body. A phone account sends its phone in both places.
 */
export const tokenRequestSchema = z.object({ email: accountKeyField.optional() }).nullish();
export const tokenResponseSchema = z.object({ token: z.string() });
export const adminResponseSchema = z.object({ admin: z.boolean() });

/** Where to return after Google sign-in: a path of this site only, never another origin. */
export const returnToSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path of this site')
  .catch('/');

export const googleStartQuerySchema = z.object({ returnTo: returnToSchema.optional() });

export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
