import { queryOptions, useMutation } from '@tanstack/react-query';
import { profileRoutes } from '../../../../shared/api/routes/profile.ts';
import type { Session } from '../../../../shared/schemas/auth.ts';
import type { PasswordChange, ProfilePatch } from '../../../../shared/schemas/profile.ts';
import type {
  AddEmail,
  AddPhone,
  SetPassword,
} from '../../../../shared/schemas/sign-in-methods.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { renewToken } from '../../../lib/auth-store.ts';
import { sessionQuery } from '../../../lib/auth-api.ts';

const profileKey = ['profile', 'me'] as const;

export function profileQuery() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiCall(profileRoutes.me, {}, { signal }),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (patch: ProfilePatch) => apiCall(profileRoutes.update, { body: patch }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // The session's copy of the name is what the side menu shows; keep it in step.
      queryClient.setQueryData<Session>(sessionQuery().queryKey, (session) =>
        session?.user ? { ...session, user: { ...session.user, name: profile.name } } : session,
      );
    },
  });
}

/**
 * The server signs every other device out and keeps this session; a token issued
 * after the change replaces the one in hand.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => apiCall(profileRoutes.changePassword, { body: change }),
    onSuccess: () => renewToken(),
  });
}

/** Mails a new verification link; a few an hour (docs/product.md#email-verification). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiCall(profileRoutes.resendVerification, {}),
  });
}

/** Mails a link to the email a phone account adds; it is added when the link is opened. */
export function useAddEmail() {
  return useMutation({
    mutationFn: (input: AddEmail) => apiCall(profileRoutes.addEmail, { body: input }),
  });
}

/** A first password, for an account with an email and no password (decision 091). */
export function useSetPassword() {
  return useMutation({
    mutationFn: (input: SetPassword) => apiCall(profileRoutes.setPassword, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

/** Texts a code to the phone an account adds. */
export function requestAccountPhoneCode(phone: string) {
  return apiCall(profileRoutes.requestPhoneCode, { body: { phone } });
}

/** Adds the phone with its code; My Profile and the session show it at once. */
export function useAddPhone() {
  return useMutation({
    mutationFn: (input: AddPhone) => apiCall(profileRoutes.addPhone, { body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      queryClient.setQueryData<Session>(sessionQuery().queryKey, (session) =>
        session?.user ? { ...session, user: { ...session.user, phone: profile.phone } } : session,
      );
    },
  });
}
