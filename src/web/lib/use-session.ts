import { useQuery } from '@tanstack/react-query';
import type { User } from '../../shared/schemas/auth.ts';
import { sessionQuery } from './auth-api.ts';

// Who is signed in, from the identity session (see auth-api.ts).
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Whether the shop offers Google sign-in. */
  google: boolean;
  /** Whether the shop offers sign-in by SMS code. */
  phone: boolean;
}

export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQuery());
  const google = data?.providers.google ?? false;
  const phone = data?.providers.phone ?? false;
  if (isPending) return { status: 'loading', user: null, google, phone };
  // A failed session check (offline, server down) shows the visitor as signed out.
  if (!data?.user) return { status: 'signed-out', user: null, google, phone };
  return { status: 'signed-in', user: data.user, google, phone };
}
