import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes, userRoutes } from '../../shared/api/routes/accounts.ts';
import { queryClient } from './query-client.ts';
import { accountKeyOf } from '../../shared/account-key.ts';
import type { Session } from '../../shared/schemas/auth.ts';
import { apiCall } from './api-client.ts';
import { fetchToken, NoSessionError, setSignedInEmail } from './auth-store.ts';

export const sessionKey = ['auth', 'session'] as const;
export const signedOut = (session?: Session): Session => ({
  user: null,
  providers: session?.providers ?? { google: false, phone: false },
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
  setSignedInEmail(accountKeyOf(session.user));
  try {
    await fetchToken(accountKeyOf(session.user));
  } catch (error) {
    if (!(error instanceof NoSessionError)) throw error;
    setSignedInEmail(null);
    return signedOut(session);
  }
  return session;
}

export const sessionQuery = () =>
  queryOptions({ queryKey: sessionKey, queryFn: loadSession, staleTime: 5 * 60_000 });

/** Ends the identity session and forgets the token; cached private data goes too. */
export async function signOut(): Promise<void> {
  setSignedInEmail(null);
  await apiCall(authRoutes.signOut).catch(() => undefined);
  queryClient.setQueryData<Session>(sessionKey, (session) => signedOut(session));
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => q.queryKey[0] !== 'auth' });
}

/**
 * The navbar's Sign Out: plain state rather than a TanStack mutation, because the navbar
 * is on every first load and the mutation hooks would be too (forms load them lazily).
 */
export function useSignOut(): { pending: boolean; signOut: () => void } {
  const [pending, setPending] = useState(false);
  return {
    pending,
    signOut: () => {
      setPending(true);
      void signOut().finally(() => setPending(false));
    },
  };
}

export function useIsAdmin(email: string | null | undefined) {
  return useQuery({
    queryKey: ['auth', 'admin', email],
    // A phone account without an email is never staff (staff sign in by email): no question.
    queryFn: async () =>
      email ? apiCall(userRoutes.isAdmin, { params: { email } }) : { admin: false },
    enabled: email !== undefined,
    // The role can change at any time; ask again on every admin page visit.
    staleTime: 0,
  });
}
