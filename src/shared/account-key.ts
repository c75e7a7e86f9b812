import type { User } from './schemas/auth.ts';

// Its own module, free of zod: the storefront's first load (session, cart) needs the key,
// and reaching it through the schemas would pull the validation library into every page.

/** The key the browser exchanges its session for a token under: email, else phone. */
export const accountKeyOf = (user: Pick<User, 'email' | 'phone'>): string =>
  user.email ?? user.phone ?? '';
