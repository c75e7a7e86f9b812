import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import {
  accountKeyOf,
  type Session,
  type SignIn,
  type SignUp,
  type User,
} from '../../../shared/schemas/auth.ts';
import type { CodeVerify } from '../../../shared/schemas/phone-sign-in.ts';
import { apiCall } from '../../lib/api-client.ts';
import { sessionKey, signedOut } from '../../lib/auth-api.ts';
import { fetchToken, setSignedInEmail } from '../../lib/auth-store.ts';
import { queryClient } from '../../lib/query-client.ts';

// Signing in and signing up, for the login and sign-up forms only: kept out of the app's
// first chunk with those pages (the session check and Sign Out stay in lib/auth-api.ts).

/** After the identity provider opened a session: get the token, then show the visitor as signed in. */
async function establish(user: User): Promise<User> {
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

export function useSignIn() {
  return useMutation({
    mutationFn: async (input: SignIn) => {
      const { user } = await apiCall(authRoutes.signIn, { body: input });
      return establish(user);
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: async (input: SignUp) => {
      const { user } = await apiCall(authRoutes.signUp, { body: input });
      return establish(user);
    },
  });
}

/** Sign-in by SMS code (decision 082): the code and, for a new phone, the name. */
export function useCodeSignIn() {
  return useMutation({
    mutationFn: async (input: CodeVerify) => {
      const { user, created } = await apiCall(authRoutes.verifyCode, { body: input });
      return { user: await establish(user), created };
    },
  });
}
