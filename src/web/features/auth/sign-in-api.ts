import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import type { SignIn, SignUp } from '../../../shared/schemas/auth.ts';
import type { CodeVerify } from '../../../shared/schemas/phone-sign-in.ts';
import { apiCall } from '../../lib/api-client.ts';
import { establish } from '../../lib/establish-session.ts';

// Signing in and signing up, for the login and sign-up forms only: kept out of the app's
// first chunk with those pages (the session check and Sign Out stay in lib/auth-api.ts).

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
