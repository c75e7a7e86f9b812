import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import { accountKeyOf } from '../../../shared/account-key.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import { apiCall } from '../../lib/api-client.ts';
import { accountCartQuery } from '../../lib/cart/account-cart.ts';
import { queryClient } from '../../lib/query-client.ts';
import { establish } from '../../lib/establish-session.ts';

// A visitor's checkout signs them in on the way (decision 084): by the SMS code sent to the
// phone typed in the form, or, for an online payment while the owner has that code off, by
// an account made from the phone. Either way the browser cart is merged into the account's,
// so the cart survives the sign-in.

/** What a code request answers: seconds the code lives, and before a new one may be asked. */
export interface CodeSent {
  expiresIn: number;
  resendAfter: number;
}

export const requestCheckoutCode = (phone: string): Promise<CodeSent> =>
  apiCall(authRoutes.requestCode, { body: { phone, purpose: 'checkout' } });

/** Signs in with the account the session now holds, then merges the browser cart into it. */
async function signedIn(user: User): Promise<User> {
  await establish(user);
  await queryClient.fetchQuery(accountCartQuery(accountKeyOf(user)));
  return user;
}

/** Proves the phone by its code: signs in, making the account (with this name) when new. */
export async function verifyCheckoutCode(phone: string, code: string, name: string) {
  const { user } = await apiCall(authRoutes.verifyCode, { body: { phone, code, name } });
  return signedIn(user);
}

/** Online payment while the owner has the code off: a new account from the phone. */
export async function phoneAccount(name: string, phone: string) {
  const { user } = await apiCall(authRoutes.phoneAccount, { body: { name, phone } });
  return signedIn(user);
}
