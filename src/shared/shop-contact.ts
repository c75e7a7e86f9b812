import { normaliseBdMobile } from './phone.ts';

// The shop's WhatsApp number and Messenger page (docs/product.md#shop-contact): the one
// owner of how they are read when the owner types them (the links built from them are
// shop-chat-links.ts, apart so the storefront's pages need not load the phone rules).
// Settings keep the plain forms ('' when unset): 01XXXXXXXXX and the page's username.

/** A Facebook username: 5 to 50 letters, digits and dots (Facebook's own rule). */
const PAGE_NAME = /^[A-Za-z0-9.]{5,50}$/;
/** A page's address as owners paste it: facebook.com/<page>, fb.com/<page> or m.me/<page>. */
const PAGE_LINK =
  /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?(?:facebook\.com|fb\.com|m\.me)\/([^/?#\s]+)\/?(?:[?#].*)?$/i;

/** The WhatsApp number in its local form, '' for none, or undefined when it is not a BD mobile. */
export function readWhatsapp(typed: string): string | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? '' : normaliseBdMobile(trimmed);
}

/** The Messenger page's username, '' for none, or undefined when it is not a page name. */
export function readMessengerPage(typed: string): string | undefined {
  const trimmed = typed.trim().replace(/^@/, '');
  if (trimmed === '') return '';
  const name = PAGE_LINK.exec(trimmed)?.[1] ?? trimmed;
  return PAGE_NAME.test(name) ? name : undefined;
}
