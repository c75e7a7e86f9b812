import type { AuthUser } from './access.ts';
import { HttpError } from './errors.ts';

/** Personal lists (`?email=`) are for their owner, or an admin. */
export function assertSelfOrAdmin(caller: AuthUser | undefined, email: string): void {
  if (!caller) throw new HttpError(401, 'Please sign in to continue.');
  if (caller.role === 'admin') return;
  if (caller.email !== email.trim().toLowerCase()) {
    throw new HttpError(403, 'You can only see your own account’s data.');
  }
}
