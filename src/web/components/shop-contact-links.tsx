import { messengerLink, whatsappLink } from '../../shared/shop-chat-links.ts';
import { useShop } from '../lib/use-shop.ts';

// The shop's WhatsApp and Messenger chats (docs/product.md#shop-contact), the way shoppers in
// Bangladesh ask before they buy. Each shows only when the owner has set it in Settings.

export interface ContactLink {
  key: 'whatsapp' | 'messenger';
  label: string;
  href: string;
}

/** The chats the shop offers; `text` starts the WhatsApp message (Messenger takes none). */
export function useContactLinks(text?: string): ContactLink[] {
  const shop = useShop();
  const links: ContactLink[] = [];
  if (shop.whatsapp) {
    links.push({ key: 'whatsapp', label: 'WhatsApp', href: whatsappLink(shop.whatsapp, text) });
  }
  if (shop.messenger) {
    links.push({ key: 'messenger', label: 'Messenger', href: messengerLink(shop.messenger) });
  }
  return links;
}

/** The footer's lines for the chats, beside the phone and email. */
export function FooterContactLinks() {
  const links = useContactLinks();
  return links.map(({ key, label, href }) => (
    <p key={key}>
      <a className="link-hover link" href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </p>
  ));
}
