import type { SignIn, SignUp } from '../../../shared/schemas/auth.ts';
import { NAME_MAX_LENGTH } from '../../../shared/schemas/auth.ts';
import type { GoogleIdentity } from '../../auth/google-oidc.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRow } from '../users/user-mapper.ts';
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  linkGoogleAccount,
} from '../users/users.service.ts';

/** One answer for an unknown email and a wrong password, so neither gives the other away. */
export const WRONG_CREDENTIALS = 'Wrong email or password.';

export async function signUp(db: Db, input: SignUp, adminEmails: readonly string[]) {
  if (await findUserByEmail(db, input.email)) {
    throw new HttpError(409, 'An account with this email already exists. Please sign in.');
  }
  const passwordHash = await hashPassword(input.password);
  return createUser(db, { name: input.name, email: input.email, passwordHash }, adminEmails);
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

/**
 * The account for a Google identity: the one already linked to it; else the account
 * with the same email, linked now; else a new account. Linking and creating need an
 * email the issuer has verified, or anyone could claim someone else's address.
 */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) throw new GoogleSignInRefused('unverified-email');

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.googleSub) throw new GoogleSignInRefused('linked-elsewhere');
    return (await linkGoogleAccount(db, existing.id, identity.subject)) ?? existing;
  }
  const name = (identity.name?.trim() || identity.email.split('@')[0] || 'Customer').slice(
    0,
    NAME_MAX_LENGTH,
  );
  return createUser(
    db,
    {
      email: identity.email,
      name,
      googleSub: identity.subject,
      ...(identity.picture ? { photoUrl: identity.picture } : {}),
    },
    adminEmails,
  );
}
