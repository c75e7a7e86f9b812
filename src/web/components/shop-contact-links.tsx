import MessageCircle from 'lucide-react/icons/message-circle';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { messengerLink, whatsappLink } from '../../shared/shop-contact.ts';
import { useShop } from '../lib/use-shop.ts';

// The shop's WhatsApp and Messenger chats (docs/product.md#shop-contact), the way shoppers in
// Bangladesh ask before they buy. Each shows only when the owner has set it in Settings.

interface ContactLink {
  key: 'whatsapp' | 'messenger';
  label: string;
  href: string;
  Icon: typeof MessageCircle;
}

/** The chats the shop offers; `text` starts the WhatsApp message (Messenger takes none). */
export function useContactLinks(text?: string): ContactLink[] {
  const shop = useShop();
  const links: ContactLink[] = [];
  if (shop.whatsapp) {
    const href = whatsappLink(shop.whatsapp, text);
    links.push({ key: 'whatsapp', label: 'WhatsApp', href, Icon: MessageCircle });
  }
  if (shop.messenger) {
    const href = messengerLink(shop.messenger);
    links.push({ key: 'messenger', label: 'Messenger', href, Icon: MessagesSquare });
  }
  return links;
}

/** "Ask on WhatsApp" and "Ask on Messenger" buttons for one product; nothing when neither is set. */
export function ProductContactButtons({ question }: { question: string }) {
  const links = useContactLinks(question);
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm opacity-80">Questions before you buy?</span>
      {links.map(({ key, label, href, Icon }) => (
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-ghost btn-sm min-h-11"
        >
          <Icon className="size-4" aria-hidden="true" />
          Ask on {label}
          <span className="sr-only"> (opens {label})</span>
        </a>
      ))}
    </div>
  );
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
