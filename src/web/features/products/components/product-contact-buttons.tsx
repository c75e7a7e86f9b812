import MessageCircle from 'lucide-react/icons/message-circle';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useContactLinks } from '../../../components/shop-contact-links.tsx';

const ICONS = { whatsapp: MessageCircle, messenger: MessagesSquare } as const;

/** "Ask on WhatsApp" and "Ask on Messenger" buttons for one product; nothing when neither is set. */
export function ProductContactButtons({ question }: { question: string }) {
  const links = useContactLinks(question);
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm opacity-80">Questions before you buy?</span>
      {links.map(({ key, label, href }) => {
        const Icon = ICONS[key];
        return (
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
        );
      })}
    </div>
  );
}
