import { accountKeyOf } from '../../shared/account-key.ts';
import type { Session, User } from '../../shared/schemas/auth.ts';
import { sessionKey, signedOut } from './auth-api.ts';
import { fetchToken, setSignedInEmail } from './auth-store.ts';
import { queryClient } from './query-client.ts';

// Shared by the sign-in forms and checkout's phone code (decision 084); loaded with them only.

/** After the identity provider opened a session: get the token, then show the visitor as signed in. */
export async function establish(user: User): Promise<User> {
  setSignedInEmail(accountKeyOf(user));
  try {
    await fetchToken(accountKeyOf(user));
  } catch (error) {
    setSignedInEmail(null);
    throw error;
  }
  const previous = queryClient.getQueryData<Session>(sessionKey);
  queryClient.setQueryData<Session>(sessionKey, { ...signedOut(previous), user });
  return user;
}
