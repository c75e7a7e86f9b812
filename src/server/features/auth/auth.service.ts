import type { SignIn, SignUp } from '../../../shared/schemas/auth.ts';
import { NAME_MAX_LENGTH } from '../../../shared/schemas/auth.ts';
import { impersonatesShop } from '../../../shared/schemas/shop-like-name.ts';
import { withoutInvisibleCharacters } from '../../../shared/schemas/visible-text.ts';
import type { GoogleIdentity } from '../../auth/google-oidc.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { isOwnerSetupToken, SETUP_LINK_INVALID } from '../users/index.ts';
import { promoteWhenListed } from '../users/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  linkGoogleAccount,
  markEmailProven,
} from '../users/index.ts';

/** One answer for an unknown email and a wrong password, so neither gives the other away. */
export const WRONG_CREDENTIALS = 'Wrong email or password.';

/**
 * A password sign-up is a customer, whatever its email: nobody has proven they own
 * that address. Only the owner setup token makes anything more (the owner).
 */
export async function signUp(db: Db, input: SignUp) {
  const { setupToken } = input;
  // A wrong link is told so before anything else, and costs no password hash.
  if (setupToken !== undefined && !(await isOwnerSetupToken(db, setupToken))) {
    throw new HttpError(403, SETUP_LINK_INVALID);
  }
  if (await findUserByEmail(db, input.email)) {
    throw new HttpError(409, 'An account with this email already exists. Please sign in.');
  }
  const passwordHash = await hashPassword(input.password);
  return createUser(
    db,
    { name: input.name, email: input.email, passwordHash },
    setupToken === undefined ? { role: 'customer' } : { setupToken },
  );
}

export async function signIn(db: Db, input: SignIn): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  // Unknown emails and Google-only accounts still pay for a hash check: same time, same answer.
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !matches) throw new HttpError(401, WRONG_CREDENTIALS);
  return user;
}

export type GoogleRefusal = 'unverified-email' | 'linked-elsewhere';

export class GoogleSignInRefused extends Error {
  constructor(readonly reason: GoogleRefusal) {
    super(`Google sign-in refused: ${reason}`);
  }
}

export interface GoogleSignIn {
  user: UserRow;
  /** An unproven password was removed from the account: its owner is told by mail. */
  passwordCleared: boolean;
}

/**
 * The account for a Google identity: the one already linked to it; else the account
 * with the same email, linked now (see linkGoogleAccount for a password nobody proved);
 * else a new account. Linking and creating need an email the issuer has verified, or
 * anyone could claim someone else's address; that email is proven from then on, and
 * ADMIN_EMAILS may make it admin.
 */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  adminEmails: readonly string[],
  shopName: string,
): Promise<GoogleSignIn> {
  const proven = identity.emailVerified && identity.email !== undefined;
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) {
    const user =
      proven && linked.email === identity.email ? await markEmailProven(db, linked) : linked;
    return { user: await promoteWhenListed(db, user, adminEmails), passwordCleared: false };
  }
  if (!identity.email || !proven) throw new GoogleSignInRefused('unverified-email');

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.googleSub) throw new GoogleSignInRefused('linked-elsewhere');
    const link = await linkGoogleAccount(db, existing, identity.subject);
    if (!link) throw new GoogleSignInRefused('linked-elsewhere');
    return { ...link, user: await promoteWhenListed(db, link.user, adminEmails) };
  }
  const listed = adminEmails.includes(identity.email);
  const user = await createUser(
    db,
    {
      email: identity.email,
      name: googleDisplayName(identity, listed, shopName),
      googleSub: identity.subject,
      emailVerifiedAt: new Date(),
      ...(identity.picture ? { photoUrl: identity.picture } : {}),
    },
    { role: 'customer' },
  );
  return { user: await promoteWhenListed(db, user, adminEmails), passwordCleared: false };
}

/**
 * The name Google gives, held to the rules of a typed name: no invisible characters,
 * and for a customer nothing that impersonates the shop; else the email's local part;
 * else "Customer".
 */
function googleDisplayName(identity: GoogleIdentity, staff: boolean, shopName: string): string {
  const candidates = [identity.name, identity.email?.split('@')[0]];
  for (const candidate of candidates) {
    const name = withoutInvisibleCharacters(candidate ?? '')
      .trim()
      .slice(0, NAME_MAX_LENGTH);
    if (name && (staff || !impersonatesShop(name, shopName))) return name;
  }
  return 'Customer';
}
