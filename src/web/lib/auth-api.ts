import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { authRoutes, userRoutes } from '../../shared/api/routes/accounts.ts';
import type { Session, SignIn, SignUp, User } from '../../shared/schemas/auth.ts';
import { queryClient } from './query-client.ts';
import { apiCall } from './api-client.ts';
import { fetchToken, NoSessionError, setSignedInEmail } from './auth-store.ts';

const sessionKey = ['auth', 'session'] as const;
const signedOut = (session?: Session): Session => ({
  user: null,
  providers: session?.providers ?? { google: false },
});

/**
 * The identity session, and with it a fresh token: a visitor counts as signed in
 * only once the token is in hand, so guarded pages can call the API at once.
 */
async function loadSession(): Promise<Session> {
  const session = await apiCall(authRoutes.session);
  if (!session.user) {
    setSignedInEmail(null);
    return session;
  }
  setSignedInEmail(session.user.email);
  try {
    await fetchToken(session.user.email);
  } catch (error) {
    if (!(error instanceof NoSessionError)) throw error;
    setSignedInEmail(null);
    return signedOut(session);
  }
  return session;
}

export const sessionQuery = () =>
  queryOptions({ queryKey: sessionKey, queryFn: loadSession, staleTime: 5 * 60_000 });

/** After the identity provider opened a session: get the token, then show the visitor as signed in. */
async function establish(user: User): Promise<User> {
  setSignedInEmail(user.email);
  try {
    await fetchToken(user.email);
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

/** Ends the identity session and forgets the token; cached private data goes too. */
export async function signOut(): Promise<void> {
  setSignedInEmail(null);
  await apiCall(authRoutes.signOut).catch(() => undefined);
  queryClient.setQueryData<Session>(sessionKey, (session) => signedOut(session));
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => q.queryKey[0] !== 'auth' });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}

export function useIsAdmin(email: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'admin', email],
    queryFn: () => apiCall(userRoutes.isAdmin, { params: { email: email ?? '' } }),
    enabled: email !== undefined,
    // The role can change at any time; ask again on every admin page visit.
    staleTime: 0,
  });
}
