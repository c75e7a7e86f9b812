import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../../db/schema.ts';
import { verifyByMailedLink } from '../../test/verification-test-helpers.ts';
import { PUBLIC_URL, useGoogleShop } from './google-test-shop.ts';
import { signUpAs, uniqueEmail } from '../../test/auth-test-helpers.ts';

// Audit finding F1: an account made with a password for someone else's address is taken back
// when the address's owner signs in with Google, and ADMIN_EMAILS promotes only a proven email.

// Addresses listed in ADMIN_EMAILS: admin only once Google or a mailed link has proven them.
const LISTED = {
  created: 'boss-new@example.com',
  hijacked: 'boss-linked@example.com',
  mailed: 'boss-mailed@example.com',
  unverified: 'boss@unverified.test',
};
const PASSWORD_REMOVED = 'Your Circuit Haat password was removed';

const google = useGoogleShop(Object.values(LISTED));

describe('F1: an account pre-hijacked with a password is taken back by Google sign-in', () => {
  test('a password sign-up with a listed address, then the owner signs in with Google: the password and every old session stop working, the owner is told by mail, and only then is it admin', async () => {
    const attacker = await signUpAs(google.shop.app, {
      email: LISTED.hijacked,
      password: 'attacker password 1',
    });
    expect(attacker.user.role).toBe('customer');
    const list = await google.shop.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: attacker.headers,
    });
    expect(list.statusCode).toBe(403);

    const { back } = await google.googleSignIn(LISTED.hijacked);
    const owner = await google.sessionUserOf(back);
    expect(owner).toMatchObject({ _id: attacker.user._id, role: 'admin' });

    expect(
      (await google.signInWithPassword(LISTED.hijacked, 'attacker password 1')).statusCode,
    ).toBe(401);
    expect(await google.oldCredentialsAnswer(attacker)).toEqual({ token: 401, sessionUser: null });
    const mail = await google.inbox.mailTo(LISTED.hijacked, PASSWORD_REMOVED);
    expect(mail.text).toContain('we removed that password and signed out every device');
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  test('an account whose email was proven by its mailed link keeps its password and sessions when Google is linked', async () => {
    const email = uniqueEmail('proven');
    const account = await signUpAs(google.shop.app, { email, password: 'own password 12' });
    await verifyByMailedLink(google.shop.app, google.inbox, email);

    const { back } = await google.googleSignIn(email);
    expect((await google.sessionUserOf(back))?._id).toBe(account.user._id);
    expect((await google.signInWithPassword(email, 'own password 12')).statusCode).toBe(200);
    const still = await google.oldCredentialsAnswer(account);
    expect(still.token).toBe(200);
    expect(still.sessionUser).toMatchObject({ _id: account.user._id });
  });

  test('a listed password account is never promoted by signing in, only once its mailed link proves the email', async () => {
    const account = await signUpAs(google.shop.app, {
      email: LISTED.mailed,
      password: 'listed password 1',
    });
    expect(account.user.role).toBe('customer');
    const before = await google.signInWithPassword(LISTED.mailed, 'listed password 1');
    expect(before.json<{ user: { role: string } }>().user.role).toBe('customer');

    await verifyByMailedLink(google.shop.app, google.inbox, LISTED.mailed);
    const after = await google.signInWithPassword(LISTED.mailed, 'listed password 1');
    expect(after.json<{ user: { role: string } }>().user.role).toBe('admin');
  });
});

describe('ADMIN_EMAILS grants admin only to an email Google has proven', () => {
  test('a new account for a listed, verified Google email is admin; an unverified one is nothing', async () => {
    const { back } = await google.googleSignIn(LISTED.created);
    expect((await google.sessionUserOf(back))?.role).toBe('admin');

    await google.googleSignIn(LISTED.unverified);
    const rows = await google.shop.database.db
      .select()
      .from(users)
      .where(eq(users.email, LISTED.unverified));
    expect(rows).toEqual([]);
  });

  test('a Google name that impersonates the shop is not taken for a customer', async () => {
    const { back } = await google.googleSignIn(uniqueEmail('circuit-haat-support'));
    const user = await google.sessionUserOf(back);
    expect(user?.role).toBe('customer');
    expect(user?.name).toBe('Customer');
  });
});
