import {
  accountParamsSchema,
  adminResponseSchema,
  deletedCountSchema,
  emailParamsSchema,
  googleStartQuerySchema,
  modifiedCountSchema,
  sessionSchema,
  signedInSchema,
  signInSchema,
  signUpSchema,
  phoneAccountSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userSchema,
} from '../schemas/auth.ts';
import { activityEntrySchema, activityQuerySchema } from '../schemas/activity.ts';
import {
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '../schemas/password-reset.ts';
import {
  emailVerificationSchema,
  emailVerifiedSchema,
  verificationSentSchema,
} from '../schemas/email-verification.ts';
import { passwordChangeSchema, profilePatchSchema, profileSchema } from '../schemas/profile.ts';
import {
  addEmailSchema,
  addPhoneSchema,
  phoneCodeForAccountSchema,
  setPasswordSchema,
} from '../schemas/sign-in-methods.ts';
import {
  codeRequestedSchema,
  codeRequestSchema,
  codeVerifiedSchema,
  codeVerifySchema,
  phoneCodeSettingSchema,
} from '../schemas/phone-sign-in.ts';
import { z } from 'zod';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { authRoutes, userRoutes } from './routes/accounts.ts';
import { activityRoutes } from './routes/activity.ts';
import { profileRoutes } from './routes/profile.ts';

const toGoogle = noBody('A redirect: to the issuer, or back to the login page with ?error=');

export const authEndpoints = {
  signUp: defineEndpoint(authRoutes.signUp, {
    tags: ['auth'],
    summary:
      'Create an account with name, email and password, and sign in; with the setup ' +
      "token from the start-up log, the shop owner's account",
    body: signUpSchema,
    answers: { 201: signedInSchema },
    refusals: [401, 403, 409, 429, 503],
  }),
  phoneAccount: defineEndpoint(authRoutes.phoneAccount, {
    tags: ['auth'],
    summary:
      'Checkout without the SMS code, for online payment only: while the owner has the code off for online-paid orders, make a customer account for a phone no account has (unproved until a code is entered) and sign in (decision 084)',
    body: phoneAccountSchema,
    answers: { 201: signedInSchema },
    refusals: [403, 409, 429],
  }),
  signIn: defineEndpoint(authRoutes.signIn, {
    tags: ['auth'],
    summary: 'Sign in with email and password',
    body: signInSchema,
    answers: { 200: signedInSchema },
    refusals: [401, 403, 429, 503],
  }),
  signOut: defineEndpoint(authRoutes.signOut, {
    tags: ['auth'],
    summary: 'End the identity session; every token issued from it stops working at once',
    answers: { 204: noBody('Signed out') },
    refusals: [403],
  }),
  session: defineEndpoint(authRoutes.session, {
    tags: ['auth'],
    summary: 'Who the identity session belongs to, and which sign-in methods are on offer',
    answers: { 200: sessionSchema },
  }),
  googleStart: defineEndpoint(authRoutes.googleStart, {
    tags: ['auth'],
    summary: 'Start Google sign-in: redirects to the issuer with PKCE, state and nonce',
    query: googleStartQuerySchema,
    answers: { 302: toGoogle },
    refusals: [404],
  }),
  googleCallback: defineEndpoint(authRoutes.googleCallback, {
    tags: ['auth'],
    summary: 'Where the issuer sends the visitor back; opens the session and returns them',
    answers: { 302: noBody('A redirect: where the visitor was headed, or the login page') },
    refusals: [404],
  }),
  passwordReset: defineEndpoint(authRoutes.passwordReset, {
    tags: ['auth'],
    summary:
      'Ask for a password reset link by email; the same 202 whether or not the email has an account',
    body: passwordResetRequestSchema,
    answers: { 202: passwordResetRequestedSchema },
    refusals: [403, 429],
  }),
  passwordResetConfirm: defineEndpoint(authRoutes.passwordResetConfirm, {
    tags: ['auth'],
    summary:
      'Set a new password with the token from a reset link; the token is used up and every ' +
      'session and token of the account is signed out',
    body: passwordResetConfirmSchema,
    answers: { 204: noBody('Password set; sign in with it') },
    refusals: [403, 429, 503],
  }),
  verifyEmail: defineEndpoint(authRoutes.verifyEmail, {
    tags: ['auth'],
    summary:
      'Prove the email of an account with the token from its mailed verification link; the ' +
      'token is used up, and an address listed in ADMIN_EMAILS is made admin',
    body: emailVerificationSchema,
    answers: { 200: emailVerifiedSchema },
    refusals: [403, 409, 429],
  }),
  requestCode: defineEndpoint(authRoutes.requestCode, {
    tags: ['auth'],
    summary:
      'Send a 6-digit sign-in code by SMS; the same 202 whether or not the phone has an account',
    body: codeRequestSchema,
    answers: { 202: codeRequestedSchema },
    refusals: [403, 429, 503],
  }),
  verifyCode: defineEndpoint(authRoutes.verifyCode, {
    tags: ['auth'],
    summary:
      'Sign in with the SMS code (a new phone makes a customer account, with name); opens the ' +
      'session like a password sign-in',
    body: codeVerifySchema,
    answers: { 200: codeVerifiedSchema },
    refusals: [403, 429],
  }),
  phoneCodeSetting: defineEndpoint(authRoutes.phoneCodeSetting, {
    tags: ['auth'],
    summary: 'The shop-wide hourly cap on sign-in code SMS (200 unless the owner set one)',
    answers: { 200: phoneCodeSettingSchema },
  }),
  savePhoneCodeSetting: defineEndpoint(authRoutes.savePhoneCodeSetting, {
    tags: ['auth'],
    summary: 'Change the shop-wide hourly cap on sign-in code SMS, against SMS pumping',
    body: phoneCodeSettingSchema,
    answers: { 200: phoneCodeSettingSchema },
  }),
} as const satisfies Declarations<typeof authRoutes>;

export const userEndpoints = {
  issueToken: defineEndpoint(userRoutes.issueToken, {
    tags: ['users'],
    summary:
      "Exchange the identity session for a bearer token for the session's account, named by " +
      'its email (or, for a phone account without one, its phone)',
    params: accountParamsSchema,
    body: tokenRequestSchema,
    answers: { 200: tokenResponseSchema },
    refusals: [401, 403],
  }),
  isAdmin: defineEndpoint(userRoutes.isAdmin, {
    tags: ['users'],
    summary: 'Whether the account with this email is an admin (yourself, or any if admin)',
    params: emailParamsSchema,
    answers: { 200: adminResponseSchema },
    refusals: [403],
  }),
  list: defineEndpoint(userRoutes.list, {
    tags: ['users'],
    summary: 'Every account, newest first',
    answers: { 200: z.array(userSchema) },
  }),
  makeAdmin: defineEndpoint(userRoutes.makeAdmin, {
    tags: ['users'],
    summary: 'Make an account admin',
    params: emailParamsSchema,
    answers: { 200: modifiedCountSchema },
    refusals: [404],
  }),
  removeAdmin: defineEndpoint(userRoutes.removeAdmin, {
    tags: ['users'],
    summary: 'Take admin back from an account (never from the shop owner); it counts at once',
    params: emailParamsSchema,
    answers: { 200: modifiedCountSchema },
    refusals: [404, 409],
  }),
  remove: defineEndpoint(userRoutes.remove, {
    tags: ['users'],
    summary:
      'Delete an account, named by its email (or its phone when it has none); its orders and ' +
      'reviews are kept',
    params: accountParamsSchema,
    answers: { 200: deletedCountSchema },
    refusals: [404, 409],
  }),
} as const satisfies Declarations<typeof userRoutes>;

export const profileEndpoints = {
  me: defineEndpoint(profileRoutes.me, {
    tags: ['profile'],
    summary: 'The signed-in account as My Profile shows it',
    answers: { 200: profileSchema },
  }),
  update: defineEndpoint(profileRoutes.update, {
    tags: ['profile'],
    summary: 'Change your name or photo',
    body: profilePatchSchema,
    answers: { 200: profileSchema },
  }),
  changePassword: defineEndpoint(profileRoutes.changePassword, {
    tags: ['profile'],
    summary:
      'Change your password (the current one is required); every other session and ' +
      'its tokens are signed out, this one stays',
    body: passwordChangeSchema,
    answers: { 204: noBody('Password changed') },
    refusals: [429, 503],
  }),
  resendVerification: defineEndpoint(profileRoutes.resendVerification, {
    tags: ['profile'],
    summary:
      'Mail a new link to verify your email (earlier links stop working); a few an hour; ' +
      '409 when it is verified already',
    answers: { 202: verificationSentSchema },
    refusals: [409, 429],
  }),
  addEmail: defineEndpoint(profileRoutes.addEmail, {
    tags: ['profile'],
    summary:
      'Add an email to an account without one (a phone account): a link is mailed to it, and ' +
      "the email is the account's, proven, once the link is opened; a few an hour",
    body: addEmailSchema,
    answers: { 202: verificationSentSchema },
    refusals: [409, 429],
  }),
  setPassword: defineEndpoint(profileRoutes.setPassword, {
    tags: ['profile'],
    summary:
      'Set a first password on an account without one (made by a phone code or by Google); ' +
      'it signs in with the email, so 409 without an email, and 409 when it has a password ' +
      '(change it with POST /api/me/password)',
    body: setPasswordSchema,
    answers: { 204: noBody('Password set') },
    refusals: [409, 503],
  }),
  requestPhoneCode: defineEndpoint(profileRoutes.requestPhoneCode, {
    tags: ['profile'],
    summary:
      'Send a code by SMS to a phone to add to an account without one; the sign-in code limits ' +
      'apply; 409 when the account has a phone or another account has this one',
    body: phoneCodeForAccountSchema,
    answers: { 202: codeRequestedSchema },
    refusals: [409, 429, 503],
  }),
  addPhone: defineEndpoint(profileRoutes.addPhone, {
    tags: ['profile'],
    summary: 'Add the phone to the account with the code from its SMS; the phone is proven',
    body: addPhoneSchema,
    answers: { 200: profileSchema },
    refusals: [409],
  }),
} as const satisfies Declarations<typeof profileRoutes>;

export const activityEndpoints = {
  list: defineEndpoint(activityRoutes.list, {
    tags: ['users'],
    summary:
      'The activity log, newest first, for the shop owner only; the total is in X-Total-Count',
    query: activityQuerySchema,
    answers: { 200: z.array(activityEntrySchema) },
  }),
} as const satisfies Declarations<typeof activityRoutes>;
