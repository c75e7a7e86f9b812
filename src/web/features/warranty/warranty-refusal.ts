import { isApiRequestError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/server-errors.ts';

/**
 * Each refusal of the public check in plain words: an unknown serial says what to try next,
 * the rate limit says to wait, a bad serial says what the server found wrong with it.
 */
export function warrantyRefusal(error: unknown, what: 'serial' | 'order'): string {
  if (isApiRequestError(error, 404))
    return what === 'serial'
      ? 'We have no sale of this serial number. Check it against the sticker on the unit (the letters and digits as printed); a unit bought before the shop was online may not be recorded yet: call us.'
      : 'No order matches this number and phone. Check both against your SMS or invoice.';
  if (isApiRequestError(error, 429))
    return 'Too many checks from this connection. Please wait a minute and try again.';
  if (isApiRequestError(error, 400)) {
    const issue = error.issues ? Object.values(error.issues)[0] : undefined;
    return `This ${what === 'serial' ? 'serial number' : 'order'} cannot be checked: ${issue ?? error.message}`;
  }
  return errorMessage(error);
}
